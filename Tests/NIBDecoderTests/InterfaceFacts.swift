import Foundation
import TestSupport
import UIDescription

/// The facts a compiled nib keeps of its source, read from a document of either (a XIB or storyboard, or the nib's
/// translation) by rules written for this comparison alone, sharing nothing with the nib reader: objects by class
/// and custom class, outlets, actions, user-visible texts, frames and storyboard identifiers. What ibtool adds or
/// drops (`../shared/nib/README.md`) is left out of both sides.
struct InterfaceFacts {
    enum Kind: String, CaseIterable, Sendable {
        /// `frames`: each of the source's framed views has a frame in the nib; `frameValues`: the same frame, to the
        /// point (ibtool lays some views out again: see ``CompiledPairTests``).
        case objects, outlets, actions, texts, frames, frameValues, storyboardIdentifiers, runtimeAttributes
        /// `colors`: each colour an object of the source has (`<color key="…">`) is a colour of the same key in the nib;
        /// `colorValues`: the same colour, a system or catalog colour by name, components to two decimals in whatever
        /// colour space (ibtool archives some colours otherwise: see ``CompiledPairTests``).
        case colors, colorValues
    }

    private(set) var facts: [Kind: [String: Int]] = [:]
    /// A storyboard's scenes ibtool does not compile (`UncompiledScenes`).
    private var unreachableScenes: Set<ElementID> = []

    /// Attributes whose values are texts a user sees.
    static let textAttributes: Set<String> = ["title", "text", "placeholder", "placeholderString", "toolTip", "label",
                                              "paletteLabel", "prompt", "badgeValue"]

    init(_ document: NodeDocument) {
        unreachableScenes = UncompiledScenes.unreachable(in: document)
        var classOfID: [String: String] = [:]
        var sceneOfID: [String: ElementID] = [:]
        for element in document.allElements {
            guard let id = document.attribute("id", of: element) else { continue }
            classOfID[id] = Self.classKey(element, in: document)
            sceneOfID[id] = document.ancestors(of: element).first { document.name(of: $0) == "scene" }
        }
        /// A storyboard connection to an object of another scene, which ibtool cannot archive and drops.
        func crossesScenes(_ connection: ElementID, to destination: String?) -> Bool {
            guard let destination, let target = sceneOfID[destination],
                  let own = document.ancestors(of: connection).first(where: { document.name(of: $0) == "scene" }) else { return false }
            return own != target
        }
        /// The (owner, property) pairs of the outlets counted: ibtool archives one outlet connection per owner and
        /// property, however many the source repeats (measured: docs/nibs.md).
        var outletsCounted: [ElementID: Set<String>] = [:]
        for element in document.allElements {
            let name = document.name(of: element)
            guard !isLeftOut(element, in: document) else { continue }
            if document.attribute("id", of: element) != nil, !Self.connectionElements.contains(name), name != "constraint", name != "scene" {
                add(.objects, Self.classKey(element, in: document))
                if let identifier = document.attribute("storyboardIdentifier", of: element) { add(.storyboardIdentifiers, identifier) }
                if let frame = document.firstChild(of: element, named: "rect"), document.attribute("key", of: frame) == "frame",
                   !Self.isTopLevel(element, in: document) {
                    let numbers = ["x", "y", "width", "height"].map { document.attribute($0, of: frame).flatMap(Double.init) ?? 0 }
                    add(.frames, Self.classKey(element, in: document))
                    add(.frameValues, "\(Self.classKey(element, in: document)) " + numbers.map { String(format: "%g", $0) }.joined(separator: " "))
                }
            }
            // A cell with a formatter shows its value formatted: ibtool archives the value, not the text. A pop-up
            // button cell's title is its selected item's (the README's list). A constraint's `placeholder` is a flag.
            let hasFormatter = document.children(of: element).contains { document.key(of: $0) == "formatter" }
            // A button with a configuration (Xcode 13 and later) shows its configuration's title: ibtool compiles
            // none of its `<state>` titles (measured: docs/nibs.md).
            let isConfiguredButtonsState = name == "state" && document.parent(of: element).map { button in
                document.children(of: button).contains { document.name(of: $0) == "buttonConfiguration" }
            } == true
            let showsNoText = hasFormatter || name == "popUpButtonCell" || name == "constraint" || isConfiguredButtonsState
            for (attribute, value) in Self.attributes(of: element, in: document)
            where Self.textAttributes.contains(attribute) && !value.isEmpty && !showsNoText {
                add(.texts, value)
            }
            // Base64-encoded tool tips are dropped by ibtool (the README's tooltip_base64 and tooltip_both).
            if name == "string", let key = document.attribute("key", of: element), Self.textAttributes.contains(key), key != "toolTip",
               document.attribute("base64-UTF8", of: element) == "YES", let text = Base64Text.decodeUTF8(document.text(of: element)) {
                add(.texts, text)
            }
            if name == "color", let key = document.attribute("key", of: element), let holder = document.parent(of: element),
               document.attribute("id", of: holder) != nil, !Self.isUndrawnBoxColor(key, of: holder, in: document),
               let value = Self.colorValue(element, in: document) {
                add(.colors, "\(Self.classKey(holder, in: document)).\(key)")
                add(.colorValues, "\(Self.classKey(holder, in: document)).\(key) \(value)")
            }
            if name == "userDefinedRuntimeAttribute", let keyPath = document.attribute("keyPath", of: element),
               let list = document.parent(of: element), let object = document.parent(of: list) {
                // By key path: an archived NSNumber does not say whether the source typed it a boolean or a number.
                add(.runtimeAttributes, "\(Self.classKey(object, in: document)) \(keyPath)")
            }
            guard let owner = Self.connectionOwner(element, in: document) else { continue }
            let ownerClass = Self.classKey(owner, in: document)
            switch name {
            case "outlet", "outletCollection":
                guard !crossesScenes(element, to: document.attribute("destination", of: element)) else { continue }
                let property = document.attribute("property", of: element) ?? ""
                let destination = document.attribute("destination", of: element).flatMap { classOfID[$0] } ?? "?"
                guard !Self.plumbingOutlets.contains(property) else { continue }
                if name == "outlet" {
                    guard outletsCounted[owner, default: []].insert(property).inserted else { continue }
                }
                add(.outlets, "\(ownerClass).\(property) → \(destination)")
            case "action":
                guard !crossesScenes(element, to: document.attribute("target", of: element) ?? document.attribute("destination", of: element)) else { continue }
                let selector = document.attribute("selector", of: element) ?? ""
                let target = (document.attribute("target", of: element) ?? document.attribute("destination", of: element)).flatMap { classOfID[$0] } ?? "?"
                add(.actions, "\(ownerClass) \(selector) → \(target)")
            default:
                break
            }
        }
    }

    /// A `<color>`'s value as both sides can give it: a system colour (`systemColor`, the older
    /// `cocoaTouchSystemColor`) or a catalog colour by name, else its components to two decimals (alpha 1 when left
    /// out, a gray as RGB), whatever colour space names them.
    static func colorValue(_ element: ElementID, in document: NodeDocument) -> String? {
        func attribute(_ name: String) -> String? { document.attribute(name, of: element) }
        if let name = attribute("systemColor") ?? attribute("cocoaTouchSystemColor") { return "system \(name)" }
        if let name = attribute("name") { return "\(attribute("catalog") ?? "asset") \(name)" }
        func number(_ name: String) -> String? { attribute(name).flatMap(Double.init).map { String(format: "%.2f", $0 + 0) } }
        let alpha = number("alpha") ?? "1.00"
        if let red = number("red"), let green = number("green"), let blue = number("blue") { return "rgb \(red) \(green) \(blue) \(alpha)" }
        // A gray is the RGB colour of three equal components: ibtool archives a source's `white="1"` as RGB.
        if let white = number("white") { return "rgb \(white) \(white) \(white) \(alpha)" }
        return nil
    }

    /// A box's border and fill colours are drawn only for a custom box (`boxType="custom"`), and ibtool archives
    /// them for no other (measured: `../shared/nib`'s test_box_colors, a primary box with both).
    static func isUndrawnBoxColor(_ key: String, of holder: ElementID, in document: NodeDocument) -> Bool {
        document.name(of: holder) == "box" && (key == "borderColor" || key == "fillColor")
            && document.attribute("boxType", of: holder) != "custom"
    }

    static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding", "connections"]
    static let plumbingOutlets: Set<String> = ["sceneController", "sceneViewController", "storyboard"]

    private mutating func add(_ kind: Kind, _ fact: String) {
        facts[kind, default: [:]][fact, default: 0] += 1
    }

    /// An object's class as both sides can name it: its custom class without module, else its element name. An iOS
    /// nib does not keep its File's Owner's class (the loader is given the owner), so that is "File's Owner".
    ///
    /// Names of one runtime class are one key: `view` and `customView` (both `NSView`), and a custom object of class
    /// `NSObject` and one without a class (the Application placeholder is written either way, and as `NSApplication`).
    static func classKey(_ element: ElementID, in document: NodeDocument) -> String {
        if document.attribute("placeholderIdentifier", of: element) == "IBFilesOwner" { return "File's Owner" }
        if document.name(of: element) == "customView", document.attribute("customClass", of: element) == nil { return "view" }
        // A container view without an embed segue is compiled as the plain view it then is.
        if document.name(of: element) == "containerView", document.attribute("customClass", of: element) == nil,
           !document.allElements.contains(where: { document.name(of: $0) == "segue" && document.parent(of: $0).flatMap(document.parent) == element }) {
            return "view"
        }
        // Xcode 5 wrote a table view cell's content view as a plain view; Xcode 6 and later, as ibtool archives it.
        if document.name(of: element) == "view", document.attribute("key", of: element) == "contentView",
           document.attribute("customClass", of: element) == nil,
           document.parent(of: element).map({ document.name(of: $0) == "tableViewCell" }) == true {
            return "tableViewCellContentView"
        }
        if document.name(of: element) == "customObject", document.attribute("customClass", of: element) == "NSObject" { return "customObject" }
        // The Application placeholder is NSApp whatever its class says: a source that names none is compiled with
        // NSApplication.
        if document.name(of: element) == "customObject", document.id(of: element) == "-3",
           document.attribute("customClass", of: element) == "NSApplication" {
            return "customObject"
        }
        if document.attribute("placeholderIdentifier", of: element) == "IBFirstResponder"
            || document.id(of: element) == "-1" && document.name(of: element) == "customObject"
            || document.attribute("sceneMemberID", of: element) == "firstResponder" {
            return "FirstResponder"
        }
        if let custom = document.attribute("customClass", of: element), !custom.isEmpty {
            return custom.split(separator: ".").last.map(String.init) ?? custom
        }
        return document.name(of: element)
    }

    static func attributes(of element: ElementID, in document: NodeDocument) -> [(String, String)] {
        document.attributes(of: element).map { ($0.name, $0.value) }
    }

    /// The object a connection element belongs to (its `<connections>`' parent).
    static func connectionOwner(_ element: ElementID, in document: NodeDocument) -> ElementID? {
        guard let connections = document.parent(of: element), document.name(of: connections) == "connections" else { return nil }
        return document.parent(of: connections)
    }

    static func isTopLevel(_ element: ElementID, in document: NodeDocument) -> Bool {
        guard let parent = document.parent(of: element) else { return true }
        return document.name(of: parent) == "objects"
    }

    /// What ibtool adds or drops (the README of `../shared/nib`), and what lies inside it. Two more, measured on the
    /// outside pairs (docs/nibs.md): a storyboard scene nothing reaches (`UncompiledScenes`), and a
    /// prototype cell without a reuse identifier, a table view's or a collection view's (no nib of the prototypes can
    /// be named for it): ibtool warns about both, and compiles neither.
    /// A table view's `<prototypes>`, or a collection view's `<cells>`.
    private static func isPrototypeList(_ element: ElementID, in document: NodeDocument) -> Bool {
        switch document.name(of: element) {
        case "prototypes": true
        case "cells": document.parent(of: element).map { document.name(of: $0) == "collectionView" } ?? false
        default: false
        }
    }

    private func isLeftOut(_ element: ElementID, in document: NodeDocument) -> Bool {
        var current: ElementID? = element
        while let node = current {
            let name = document.name(of: node)
            if Self.droppedElements.contains(name) { return true }
            if name == "scene", unreachableScenes.contains(node) { return true }
            if let parent = document.parent(of: node), Self.isPrototypeList(parent, in: document),
               (document.attribute("reuseIdentifier", of: node) ?? "").isEmpty {
                return true
            }
            if name == "customObject", document.id(of: node) == "-1" || document.attribute("sceneMemberID", of: node) == "firstResponder" { return true }
            if name == "placeholder" { return true }
            current = document.parent(of: node)
        }
        return false
    }

    /// Elements that are no archived objects (`device` and its `adaptation` describe the canvas) or that ibtool
    /// archives otherwise (layout guides, storyboard references, search-field and path-component cells).
    static let droppedElements: Set<String> = ["viewLayoutGuide", "searchFieldCell", "pathComponentCell", "layoutGuides",
                                               "accessibility", "device", "adaptation",
                                               "viewControllerPlaceholder", "accessibilityConnection"]

    /// For each kind, how many of `source`'s facts `compiled` has (counted with multiplicity), and those missing.
    static func compare(source: InterfaceFacts, compiled: InterfaceFacts) -> [Kind: (found: Int, total: Int, missing: [String])] {
        var result: [Kind: (found: Int, total: Int, missing: [String])] = [:]
        for kind in Kind.allCases {
            let wanted = source.facts[kind] ?? [:], have = compiled.facts[kind] ?? [:]
            var found = 0, total = 0
            var missing: [String] = []
            for (fact, count) in wanted.sorted(by: { $0.key < $1.key }) {
                total += count
                let matched = min(count, have[fact] ?? 0)
                found += matched
                if matched < count { missing.append(count - matched > 1 ? "\(fact) ×\(count - matched)" : fact) }
            }
            if kind == .frameValues, ProcessInfo.processInfo.environment["UIDESC_NIB_FRAME_DEBUG"] != nil {
                let extra = have.filter { (wanted[$0.key] ?? 0) < $0.value }.keys.sorted()
                for fact in missing { print("FRAME- \(fact)") }
                for fact in extra { print("FRAME+ \(fact)") }
            }
            result[kind] = (found, total, missing)
        }
        return result
    }
}
