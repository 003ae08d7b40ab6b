import UIDescription
extension SourceIndex {
    /// The classes declared with `name` as their simple name, their qualified name (`Outer.Inner`) or their
    /// `@objc(Name)` runtime name.
    public func classes(named name: String) -> [SourceClass] {
        classIndices(named: name).map { classes[$0] }
    }

    /// The superclass of `className`.
    ///
    /// A class declared in the sources answers first: Objective-C names its superclass; for Swift the first
    /// inherited type is taken, unless it is a protocol declared in the sources or a common standard-library
    /// protocol. Otherwise the framework table answers (`FrameworkClassHierarchy`), for `platform` or, when
    /// `nil`, for the first framework that knows the class.
    ///
    /// With a `platform`, a declaration whose superclass is another platform's framework class gives way: a
    /// class declared in two targets (`ViewController: UIViewController` and `ViewController:
    /// NSViewController`) answers with the declaration that fits, and a stand-in for a framework class on the
    /// other platform (`#if !canImport(UIKit)` … `class UILabel: NSTextField`) leaves the framework's answer.
    public func superclassName(of className: String, platform: FrameworkPlatform? = nil) -> String? {
        var otherPlatformCandidate: String?
        for sourceClass in classes(named: className) {
            guard let candidate = sourceClass.superclassCandidate else { continue }
            if sourceClass.language == .swift, isProtocolName(candidate) { continue }
            guard let platform, isOtherPlatformClass(candidate, than: platform) else { return candidate }
            if otherPlatformCandidate == nil { otherPlatformCandidate = candidate }
        }
        return FrameworkClassHierarchy.superclass(of: className, platform: platform) ?? otherPlatformCandidate
    }

    /// Whether `name` is only a framework class of platforms other than `platform` (`UIButton` for AppKit)
    /// and no source declares it.
    public func isOtherPlatformClass(_ name: String, than platform: FrameworkPlatform) -> Bool {
        classIndices(named: name).isEmpty && !FrameworkClassHierarchy.isKnownClass(name, platform: platform)
            && FrameworkClassHierarchy.isKnownClass(name, platform: nil)
    }

    /// The ancestors of `className`, nearest first, through the sources and then the framework table;
    /// e.g. `["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"]` for a `UIButton` subclass.
    /// Ends at a root class, at a class nobody knows, or where a cycle would repeat a class.
    public func superclassChain(of className: String, platform: FrameworkPlatform? = nil) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [className]
        var current = className
        while let next = superclassName(of: current, platform: platform), seen.insert(next).inserted {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether `className` is `ancestor` or inherits from it, through the sources and the framework table.
    /// With `platform` `nil`, any framework's hierarchy counts, so `isSubclass("WKWebView", of: "NSView")` is
    /// true as well as `isSubclass("WKWebView", of: "UIView")`.
    public func isSubclass(_ className: String, of ancestor: String, platform: FrameworkPlatform? = nil) -> Bool {
        if className == ancestor { return true }
        let platforms: [FrameworkPlatform] = platform.map { [$0] } ?? FrameworkPlatform.allCases
        return platforms.contains { superclassChain(of: className, platform: $0).contains(ancestor) }
    }

    /// The outlets of `className`: its own (class body and extensions, in any file) first, then, when
    /// `includingInherited`, those of its superclasses, nearest first. A name declared again further up the
    /// chain is listed only once, from the nearest class.
    public func outlets(of className: String, includingInherited: Bool = true) -> [SourceOutlet] {
        var seen: Set<String> = []
        var result: [SourceOutlet] = []
        for owner in lineage(of: className, includingInherited: includingInherited) {
            for index in ownerKeys(for: owner).flatMap({ outletIndices(ownedBy: $0) }).sorted() {
                let outlet = outlets[index]
                if seen.insert(outlet.name).inserted { result.append(outlet) }
            }
        }
        return result
    }

    /// The actions of `className`, its own first, then, when `includingInherited`, its superclasses', nearest
    /// first; a selector is listed once, from the nearest class.
    public func actions(of className: String, includingInherited: Bool = true) -> [SourceAction] {
        var seen: Set<String> = []
        var result: [SourceAction] = []
        for owner in lineage(of: className, includingInherited: includingInherited) {
            for index in ownerKeys(for: owner).flatMap({ actionIndices(ownedBy: $0) }).sorted() {
                let action = actions[index]
                if seen.insert(action.selector).inserted { result.append(action) }
            }
        }
        return result
    }

    /// Every outlet declared in `className` itself (class body and extensions, in any file), in declaration order.
    /// Unlike ``outlets(of:includingInherited:)`` a name may repeat: several targets may each declare a class of
    /// that name with its own outlets.
    public func declaredOutlets(of className: String) -> [SourceOutlet] {
        ownerKeys(for: className).flatMap { outletIndices(ownedBy: $0) }.sorted().map { outlets[$0] }
    }

    /// The instance variable an Objective-C property outlet is stored in, which key-value coding also sets it
    /// through (Interface Builder may connect it by that name): the one `@synthesize` names, else the compiler's
    /// `_name`. Nil for Swift outlets and Objective-C instance variables.
    public func instanceVariable(of outlet: SourceOutlet) -> String? {
        guard outlet.language == .objectiveC else { return nil }
        return instanceVariable(ofProperty: outlet.name, owner: outlet.ownerName)
    }

    /// The instance variable of `owner`'s Objective-C property `property`: the one `@synthesize` names, else the
    /// compiler's `_property` for a property it synthesizes one for.
    func instanceVariable(ofProperty property: String, owner: String) -> String? {
        if let named = synthesizedInstanceVariables[owner]?[property] { return named }
        return autoSynthesizedProperties[owner]?.contains(property) == true ? "_" + property : nil
    }

    /// Every action declared in `className` itself, in declaration order; a selector may repeat (see
    /// ``declaredOutlets(of:)``).
    public func declaredActions(of className: String) -> [SourceAction] {
        ownerKeys(for: className).flatMap { actionIndices(ownedBy: $0) }.sorted().map { actions[$0] }
    }

    /// The outlet `name` of `className` or, when `includingInherited`, of its nearest superclass declaring it.
    public func outlet(named name: String, in className: String, includingInherited: Bool = true) -> SourceOutlet? {
        outlets(of: className, includingInherited: includingInherited).first { $0.name == name }
    }

    /// The action with Objective-C `selector` (`didTap:`) in `className` or, when `includingInherited`, its
    /// nearest superclass declaring it.
    public func action(selector: String, in className: String, includingInherited: Bool = true) -> SourceAction? {
        actions(of: className, includingInherited: includingInherited).first { $0.selector == selector }
    }

    /// Whether the code names `action` by selector anywhere in the sources (`#selector(didTap(_:))`,
    /// `@selector(didTap:)`, …): the code connects it itself.
    public func namesSelector(of action: SourceAction) -> Bool {
        !selectorReferences.isEmpty && SelectorReference.naming(action).contains(where: selectorReferences.contains)
    }

    /// Whether the code calls `action` itself, by its name and argument labels (`save(nil)` for `save(_:)`,
    /// `[self save:nil]` for `save:`): the method is in use even where no Interface Builder file connects it.
    /// `task.cancel()` is not a call of `cancel(_:)`.
    public func callsByName(_ action: SourceAction) -> Bool {
        !calledMethods.isEmpty && SelectorReference.naming(action).contains(where: calledMethods.contains)
    }

    // MARK: - Helpers

    private func isProtocolName(_ name: String) -> Bool {
        protocolNames.contains(name) || FrameworkClassHierarchy.commonProtocolNames.contains(name)
    }

    private func lineage(of className: String, includingInherited: Bool) -> [String] {
        [className] + (includingInherited ? superclassChain(of: className) : [])
    }

    /// The owner names members of `className` are filed under: the name itself and the qualified names of the
    /// classes it names (so `Inner` and its runtime name both reach members of `Outer.Inner`).
    private func ownerKeys(for className: String) -> [String] {
        var keys = [className]
        for sourceClass in classes(named: className) where !keys.contains(sourceClass.qualifiedName) {
            keys.append(sourceClass.qualifiedName)
        }
        return keys
    }
}

extension SourceIndex {
    /// The members the Objective-C runtime sees, by owner: ``objectiveCMemberNames``, the instance variable the
    /// compiler synthesizes for a class's property (`_name`, unless an `@synthesize` in any file names the variable),
    /// and the members the compiler exposes without their own `@objc`: a Swift member that satisfies a requirement of
    /// an `@objc` protocol its class conforms to (in the class's inheritance clause or an extension's, or through a
    /// protocol that inherits it) is `@objc` too, so key-value coding and actions reach it (Spring's
    /// `SpringView.animateFrom`, required by its `@objc protocol Springable`).
    public func objectiveCRuntimeMemberNames() -> [String: Set<String>] {
        var members = objectiveCMemberNames
        for (owner, properties) in autoSynthesizedProperties {
            members[owner, default: []].formUnion(properties.compactMap { instanceVariable(ofProperty: $0, owner: owner) })
        }
        guard !objectiveCProtocols.isEmpty else { return members }
        for (owner, unexposed) in unexposedSwiftMembers {
            let requirements = objectiveCRequirementNames(conformedToBy: owner)
            let inferred = unexposed.intersection(requirements)
            if !inferred.isEmpty { members[owner, default: []].formUnion(inferred) }
        }
        return members
    }

    /// The requirement names of every `@objc` protocol `owner` (a class or extended type name) conforms to.
    private func objectiveCRequirementNames(conformedToBy owner: String) -> Set<String> {
        var pending = classes(named: owner).flatMap(\.inheritedTypeNames) + (extensionConformances[owner] ?? [])
        var seen: Set<String> = []
        var names: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let objcProtocol = objectiveCProtocols[name] else { continue }
            names.formUnion(objcProtocol.requirementNames)
            pending += objcProtocol.inheritedProtocolNames
        }
        return names
    }
}
