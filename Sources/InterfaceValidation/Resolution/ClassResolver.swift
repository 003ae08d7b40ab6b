import InterfaceSources
import ProjectMembership
import UIDescription

/// Answers questions about a class named in an Interface Builder document: where it is declared, what it
/// inherits, which outlets and actions it has and whether it is a kind of another class.
struct ClassResolver: Sendable {
    /// Where a class comes from.
    enum Origin: Sendable, Equatable {
        /// Declared in the scanned sources.
        case source
        /// A UIKit, AppKit or WatchKit class the framework table knows.
        case framework
        /// Neither.
        case unknown
    }

    /// Whether an object of one class can be used where another is declared.
    enum KindMatch: Sendable, Equatable {
        case yes, no, unknown
    }

    let catalog: SourceCatalog
    /// The framework of the document being checked; `nil` consults every framework.
    let platform: FrameworkPlatform?
    /// The targets of the Xcode projects that build the document being checked, with every project's membership;
    /// `nil` without a project that places it, when targets are told apart by folder names.
    var documentTargets: (targets: [XcodeTarget], membership: TargetMembership)?

    init(catalog: SourceCatalog, platform: FrameworkPlatform?,
         documentTargets: (targets: [XcodeTarget], membership: TargetMembership)? = nil) {
        self.catalog = catalog
        self.platform = platform
        self.documentTargets = documentTargets
    }

    /// Declared types any object satisfies.
    private static let universalTypes: Set<String> = ["NSObject", "id", "Any", "AnyObject", "NSObjectProtocol"]

    var index: SourceIndex { catalog.index }

    func origin(of className: String) -> Origin {
        if !index.classes(named: className).isEmpty { return .source }
        if FrameworkClassHierarchy.isKnownClass(className, platform: platform)
            || FrameworkClassHierarchy.isKnownClass(className, platform: nil)
        {
            return .framework
        }
        // Extended or implemented in the sources, declared elsewhere: known in part.
        return catalog.extendedClassNames.contains(className) ? .source : .unknown
    }

    func lineage(of className: String) -> ClassLineage {
        let classes = [className] + index.superclassChain(of: className, platform: platform)
        var owners = Set(classes)
        for name in classes {
            for declared in index.classes(named: name) {
                owners.insert(declared.name)
                owners.insert(declared.qualifiedName)
            }
        }
        for owner in owners { owners.formUnion(catalog.aliasesByTarget[owner] ?? []) }
        var gap: String?
        var gapClass: String?
        var reachesRoot = true
        if let last = classes.last, classes.count > 1, origin(of: last) == .unknown {
            gap = "superclass `\(last)` of \(className) is declared nowhere in the scanned sources"
            gapClass = last
            reachesRoot = false
        } else if let last = classes.last, index.classes(named: last).isEmpty, origin(of: last) == .source {
            gap = "the declaration of `\(last)`, which names its superclass, is not among the scanned sources (only its extensions or implementation are)"
            gapClass = last
            reachesRoot = false
        }
        if gap == nil, let unscanned = classes.first(where: isObjectiveCWithoutImplementation) {
            gap = "the @implementation of `\(unscanned)` is not among the scanned sources"
            gapClass = unscanned
        }
        return ClassLineage(classes: classes, ownerNames: owners, gap: gap, gapClass: gapClass, reachesRoot: reachesRoot)
    }

    /// The lineage of an object's class seen from its module: when several targets declare the class (or a
    /// superclass) under one name, the members other targets' declarations hold are left out.
    func lineage(of className: String, module: String?) -> ClassLineage {
        var lineage = lineage(of: className)
        if let documentTargets {
            lineage.otherTargetFiles = OtherTargetFiles.of(
                lineage.classes, targets: documentTargets.targets, membership: documentTargets.membership, in: index)
        } else {
            lineage.otherTargetFiles = OtherTargetFiles.of(lineage.classes, module: module, in: index)
        }
        return lineage
    }

    /// The custom class of an object and its lineage, when the sources declare that class: what the object's
    /// connections and runtime attributes are checked against. `nil` for placeholders other than the File's Owner
    /// and the application, for framework objects and for classes nobody declares.
    func sourceClass(of object: InterfaceGraph.Object) -> (name: String, lineage: ClassLineage)? {
        guard object.role == .object || object.role == .filesOwner || object.role == .application,
            let className = object.customClass, origin(of: className) == .source
        else { return nil }
        return (className, lineage(of: className, module: object.customModule))
    }

    /// Whether `name` is declared only in Objective-C and its `@implementation` was not scanned.
    private func isObjectiveCWithoutImplementation(_ name: String) -> Bool {
        let declared = index.classes(named: name)
        return !declared.isEmpty && declared.allSatisfy { $0.language == .objectiveC }
            && !index.objectiveCImplementationNames.contains(name)
    }

    /// The declarations of outlet `name` in the lineage, nearest class first, and of the outlet whose setter
    /// key-value coding calls for `name` (``KeyValueCoding/keysSharingSetter(with:)``).
    func outlets(named name: String, in lineage: ClassLineage) -> [SourceOutlet] {
        // Key-value coding sets `NoGroupsButton` through `setNoGroupsButton:`, the setter of `noGroupsButton`.
        let candidates = KeyValueCoding.keysSharingSetter(with: name).flatMap { catalog.outletsByName[$0] ?? [] }
            .filter(lineage.owns)
        return candidates.sorted { depth(of: $0.ownerName, $0.ownerQualifiedName, in: lineage) < depth(of: $1.ownerName, $1.ownerQualifiedName, in: lineage) }
    }

    /// The declaration of the action with `selector` in the lineage, nearest class first.
    func action(selector: String, in lineage: ClassLineage) -> SourceAction? {
        (catalog.actionsBySelector[selector] ?? [])
            .filter(lineage.owns)
            .min { depth(of: $0.ownerName, $0.ownerQualifiedName, in: lineage) < depth(of: $1.ownerName, $1.ownerQualifiedName, in: lineage) }
    }

    /// Whether a class in the lineage shows the Objective-C runtime a property, setter or instance variable that
    /// key-value coding sets the outlet `key` through, with or without `IBOutlet`: `setKey:` or `_setKey:`, then the
    /// instance variables `_key`, `_isKey`, `key` and `isKey` (a property's synthesized `_key` among them); a
    /// property whose name differs from the key in the case of its first letter has that setter too.
    func objectiveCDeclares(key: String, in lineage: ClassLineage) -> Bool {
        let capitalized = key.prefix(1).uppercased() + key.dropFirst()
        let names = KeyValueCoding.keysSharingSetter(with: key)
            + ["set" + capitalized + ":", "_set" + capitalized + ":", "_" + key, "_is" + capitalized, "is" + capitalized]
        return objectiveCMembers(in: lineage).contains { members in names.contains(where: members.contains) }
    }

    /// Whether a class in the lineage shows the Objective-C runtime a method with `selector`, `IBAction` or not.
    func objectiveCDeclares(selector: String, in lineage: ClassLineage) -> Bool {
        objectiveCMembers(in: lineage).contains { $0.contains(selector) }
    }

    /// Whether a class of the lineage defines a method with `selector`, exposed to the Objective-C runtime or not:
    /// an override of a framework method is, whether it says `@objc` or not.
    func sourcesDefine(selector: String, in lineage: ClassLineage) -> Bool {
        objectiveCDeclares(selector: selector, in: lineage)
            || lineage.ownerNames.contains { index.unexposedSwiftMembers[$0]?.contains(selector) == true }
    }

    private func objectiveCMembers(in lineage: ClassLineage) -> [Set<String>] {
        lineage.ownerNames.compactMap { catalog.objectiveCMemberNames[$0] }
    }

    /// The properties of the lineage the Objective-C runtime sees (names without a colon or a leading underscore),
    /// for suggestions.
    func runtimePropertyNames(in lineage: ClassLineage) -> [String] {
        objectiveCMembers(in: lineage).flatMap { $0 }.filter { !$0.contains(":") && !$0.hasPrefix("_") }.sorted()
    }

    /// Every outlet name declared in the lineage, for suggestions (not those of other targets' same-named classes).
    func outletNames(in lineage: ClassLineage) -> [String] {
        let declared = lineage.classes.flatMap { className in
            index.outlets(of: className, includingInherited: false)
                .filter(lineage.owns).map(\.name)
        }
        return declared + lineage.classes.flatMap { FrameworkOutlets.outlets(declaredBy: $0).sorted() }
    }

    /// Every action selector declared in the lineage, for suggestions (not those of other targets' same-named classes).
    func actionSelectors(in lineage: ClassLineage) -> [String] {
        lineage.classes.flatMap { className in
            index.actions(of: className, includingInherited: false)
                .filter(lineage.owns).map(\.selector)
        }
    }

    /// Whether an object of class `className` can be stored in an outlet declared as `declaredType`.
    ///
    /// `.unknown` when either class cannot be followed to a root class (a protocol, a class from a module that
    /// was not scanned), so that only certain mismatches are reported.
    func match(_ className: String, declaredType: String) -> KindMatch {
        if Self.universalTypes.contains(declaredType) { return .yes }
        let lineage = lineage(of: className)
        if lineage.ownerNames.contains(declaredType) { return .yes }
        guard origin(of: className) != .unknown, lineage.reachesRoot else { return .unknown }
        if index.protocolNames.contains(declaredType) { return .unknown }
        return origin(of: declaredType) == .unknown ? .unknown : .no
    }

    /// Whether `name` is only another platform's framework class (`UIButton` in a macOS document).
    func isOtherPlatformClass(_ name: String) -> Bool {
        platform.map { index.isOtherPlatformClass(name, than: $0) } ?? false
    }

    private func depth(of ownerName: String, _ qualifiedName: String, in lineage: ClassLineage) -> Int {
        lineage.classes.firstIndex { name in
            name == ownerName || name == qualifiedName
                || index.classes(named: name).contains { $0.name == ownerName || $0.qualifiedName == qualifiedName }
        } ?? Int.max
    }
}
