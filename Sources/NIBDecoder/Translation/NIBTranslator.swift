import UIDescription

/// Reads the objects of one compiled nib into the document format's vocabulary (``NIBVocabulary`` and the shared
/// ``ArchiveVocabulary`` tables say how): each Interface Builder object an element named after its class, with its
/// custom class, texts, titles, identifiers and frame; children placed by the member of their parent that holds them
/// (`NSSubviews` → `<subviews>`, `NSCell` → `key="cell"`); connectors as outlets, outlet collections, actions and
/// bindings under their source; the members with no counterpart kept on an `<archivedValues>` element of the object.
///
/// A storyboard's scene nibs are translated one by one and put together by ``StoryboardAssembly``.
struct NIBTranslator {
    typealias Element = TranslatedElement
    typealias Value = ArchivedObjectGraph.Value

    let contents: NibContents
    let path: String?
    let limits: DocumentLimits
    let maximumDepth: Int
    /// How many nibs this one is nested in (prototype cells are nibs inside a nib).
    var nestingLevel = 0
    /// Prepended to every id made from an object index, so that the nibs of one storyboard do not share ids.
    let idPrefix: String
    /// Whether the nib is a scene of a storyboard, whose wiring (`sceneController`, `storyboard` outlets, segue
    /// templates) the source has no connections for.
    var isStoryboardScene = false
    /// Whether members without a counterpart are kept on an `<archivedValues>` element.
    var keepsArchivedValues = true
    /// Ids the caller knows for objects (a storyboard scene's controller and view, named by the nib file).
    var knownIDs: [Int: String] = [:]

    private var graph: ArchivedObjectGraph { contents.graph }
    private var placed: Set<Int> = []
    private var connections: [Int: [Element]] = [:]
    /// Static table views' data sources (table view → `UITableViewDataSource`).
    private var staticDataSources: [Int: Int] = [:]
    /// Tool tips, which AppKit nibs archive as help connectors.
    private var toolTips: [Int: String] = [:]
    private var childrenByParent: [Int: [Int]] = [:]
    private let topLevelSet: Set<Int>
    /// Navigation items a controller holds (`UINavigationItem`): a navigation bar's `UIItems` only repeat them.
    private let controllerNavigationItems: Set<Int>
    /// What could not be carried into the document: connectors whose source is no object, and the like.
    private(set) var leftOut: [String] = []
    /// Segue templates found (storyboard scenes), by the object that performs them.
    private(set) var segueTemplates: [(source: Int, template: Int)] = []
    /// The controls that perform a segue (`perform:` sent to a segue template): the segue starts at them.
    private(set) var segueTriggers: [Int: Int] = [:]
    /// Container views: a storyboard view nib's placeholder for an embed segue template names its container view
    /// by an outlet `containerView` (placeholder → view); whether the placeholder is one the assembly decides.
    private(set) var embedCandidates: [(placeholder: Int, container: Int)] = []
    /// A storyboard's container controllers (navigation, tab bar) archive the controllers they hold: each is a scene
    /// of its own in the source, which a relationship segue connects (container, child, relationship).
    private(set) var childControllers: [(container: Int, child: Int, relationship: String)] = []

    init(contents: NibContents, path: String?, limits: DocumentLimits, idPrefix: String = "") {
        self.contents = contents
        self.path = path
        self.limits = limits
        maximumDepth = limits.maximumDepth
        self.idPrefix = idPrefix
        topLevelSet = Set(contents.topLevel)
        var navigationItems: Set<Int> = []
        for object in contents.objects {
            if let item = contents.graph.object("UINavigationItem", of: object) { navigationItems.insert(item) }
        }
        controllerNavigationItems = navigationItems
        if let parents = contents.parents {
            for object in contents.objects {
                if let parent = parents[object] { childrenByParent[parent, default: []].append(object) }
            }
        }
    }

    // MARK: Ids

    /// The id of `object` in the document: the File's Owner and the other placeholders as Xcode numbers them, a
    /// known id, the macOS object id, or the object's index in the archive.
    func id(of object: Int) -> String {
        if let known = knownIDs[object] { return known }
        if object == contents.filesOwner { return contents.platform == .appKit ? "-2" : "-1" }
        if graph.className(of: object) == "UIProxyObject", graph.string("UIProxiedObjectIdentifier", of: object) == "IBFirstResponder" {
            return firstResponderID
        }
        if isApplicationPlaceholder(object) { return isStoryboardScene ? "\(idPrefix)application" : "-3" }
        if let objectID = contents.objectIDs[object] { return "\(idPrefix)\(objectID)" }
        return "\(idPrefix)o\(object)"
    }

    /// The controllers a container controller holds (`UIViewControllers`), with the relationship the source names.
    private mutating func readChildControllers() {
        for container in contents.objects {
            let containerClass = frameworkClass(of: container)
            guard let relationship = NIBVocabulary.containerRelationships.first(where: { containerClass.hasSuffix($0.key) })?.value else { continue }
            for child in graph.objectItems("UIViewControllers", of: container) where contents.objectSet.contains(child) {
                childControllers.append((container, child, relationship))
            }
        }
    }

    /// Whether `object` is the Application placeholder every AppKit nib archives (a custom object of class
    /// NSApplication the File's Owner holds).
    func isApplicationPlaceholder(_ object: Int) -> Bool {
        contents.platform == .appKit && object != contents.filesOwner && graph.className(of: object) == "NSCustomObject"
            && graph.string("NSClassName", of: object) == "NSApplication" && contents.parents?[object] == contents.filesOwner
    }

    /// The First Responder's id: Xcode's number for it in a XIB, one per scene in a storyboard.
    var firstResponderID: String {
        if isStoryboardScene { return "\(idPrefix)firstResponder" }
        return contents.platform == .appKit ? "-1" : "-2"
    }

    // MARK: Document

    /// The `<objects>` of the nib: its top-level objects with everything below them, connections attached.
    mutating func topLevelElements(depth: Int = 2) throws -> [Element] {
        readConnections()
        if isStoryboardScene { readChildControllers() }
        var elements: [Element] = []
        for object in contents.topLevel where !placed.contains(object) {
            if graph.className(of: object) == NIBVocabulary.staticTableDataSource { continue }
            placed.insert(object)
            // A storyboard scene's placeholders for the storyboard and the application are wiring its source has no
            // object for.
            if isStoryboardScene, graph.string("UIProxiedObjectIdentifier", of: object) == "UIStoryboardPlaceholder"
                || isApplicationPlaceholder(object) { continue }
            elements.append(try element(for: object, placement: nil, depth: depth))
        }
        if contents.platform == .appKit {
            // ibtool drops the First Responder; actions with no target name it, so the document keeps it.
            var attributes = [("id", firstResponderID), ("userLabel", "First Responder"),
                              ("customClass", isStoryboardScene ? "NSResponder" : "FirstResponder")]
            if isStoryboardScene { attributes.append(("sceneMemberID", "firstResponder")) }
            elements.insert(Element(name: "customObject", attributes: attributes, offset: 0), at: min(1, elements.count))
        }
        // Objects no member and no parent placed: kept at the top level, unless they are ibtool's own plumbing.
        for object in contents.objects where !placed.contains(object) {
            let className = graph.className(of: object)
            if className == NIBVocabulary.staticTableDataSource { continue }
            guard !isPlumbing(object), NIBVocabulary.segueKinds[className] == nil else { continue }
            placed.insert(object)
            elements.append(try element(for: object, placement: nil, depth: depth))
        }
        for (source, owned) in connections.sorted(by: { $0.key < $1.key }) where !placed.contains(source) {
            leftOut.append("\(owned.count) connection(s) of a \(graph.className(of: source)) that is no object of the nib")
        }
        return elements
    }

    /// The whole document of a nib compiled from a XIB.
    mutating func document() throws -> Element {
        let objects = try topLevelElements()
        var document = Element(name: "document", offset: 0)
        let isMac = contents.platform == .appKit
        document.attributes = [
            ("type", isMac ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"),
            ("version", "3.0"), ("toolsVersion", "0"),
            ("targetRuntime", isMac ? "MacOSX.Cocoa" : "iOS.CocoaTouch"),
            ("propertyAccessControl", "none"),
        ]
        document.children = [Element(name: "objects", children: objects, offset: 0)]
        NIBVocabulary.markTargetModule(in: &document)
        return document
    }

    // MARK: Objects

    private mutating func element(for object: Int, placement: ArchiveVocabulary.Placement?, depth: Int, parent: Int? = nil) throws -> Element {
        guard depth + 2 < maximumDepth else {
            throw UIDescriptionError(.limitExceeded(.depth, limit: maximumDepth),
                                     "the nib's objects nest beyond the maximumDepth limit of \(maximumDepth) levels",
                                     at: .binary(file: path, offset: graph.objects[object].offset))
        }
        let archivedClass = graph.className(of: object)
        let swapped = NIBVocabulary.classSwap(of: object, in: graph)
        let className = swapped?.originalClass ?? archivedClass
        var name = elementName(of: object, className: className, placement: placement)
        // A collection view cell's content view is named for its cell (the vocabulary names a table view cell's).
        if name == "tableViewCellContentView", let parent, frameworkClass(of: parent).hasPrefix("UICollection") {
            name = "collectionViewCellContentView"
        }
        var element = Element(name: name, offset: graph.objects[object].offset)
        if let key = placement?.key { element.attributes.append(("key", key)) }
        var consumed: Set<String> = NIBVocabulary.structuralKeys

        if className == "UIProxyObject" {
            let identifier = graph.string("UIProxiedObjectIdentifier", of: object) ?? ""
            element.attributes.append(("placeholderIdentifier", identifier))
            if identifier == "IBFilesOwner" { element.attributes.append(("userLabel", "File's Owner")) }
            if identifier == "IBFirstResponder" { element.attributes.append(("customClass", "UIResponder")) }
            consumed.insert("UIProxiedObjectIdentifier")
        } else if object == contents.filesOwner, contents.platform == .appKit {
            element.attributes.append(("userLabel", "File's Owner"))
        } else if isApplicationPlaceholder(object) {
            element.attributes.append(("userLabel", "Application"))
        }
        if let custom = customClass(of: object, className: className, swapped: swapped, consumed: &consumed) {
            element.attributes.append(("customClass", custom.name))
            if let module = custom.module { element.attributes.append(("customModule", module)) }
        }
        if element.name == "constraint" {
            constraintAttributes(object, holder: parent, into: &element, consumed: &consumed)
        }
        valueAttributes(object, into: &element, consumed: &consumed)
        if let toolTip = toolTips[object], !element.attributes.contains(where: { $0.0 == "toolTip" }) {
            element.attributes.append(("toolTip", toolTip))
        }
        element.attributes.append(("id", id(of: object)))

        if let frame = frame(of: object, consumed: &consumed) {
            element.children.append(rectElement(key: "frame", frame, offset: element.offset))
        }
        if let content = NIBVocabulary.rect(graph.string("NSWindowRect", of: object)) {
            consumed.insert("NSWindowRect")
            element.children.append(rectElement(key: "contentRect", content, offset: element.offset))
        }
        element.children += stateTitles(of: object, consumed: &consumed)
        element.children += valueLists(of: object, consumed: &consumed)
        try appendChildren(of: object, to: &element, depth: depth, consumed: &consumed)
        element.children += try prototypes(of: object, depth: depth, consumed: &consumed)
        element.children += try staticSections(of: object, depth: depth, consumed: &consumed)
        let owned = (connections[object] ?? []) + memberConnections(of: object, existing: connections[object] ?? [], consumed: &consumed)
        if !owned.isEmpty {
            element.children.append(Element(name: "connections", children: TranslatedElement.inXcodesOrder(owned), offset: owned[0].offset))
        }
        if keepsArchivedValues, let archived = archivedValues(of: object, consumed: consumed) { element.children.append(archived) }
        return element
    }

    private func elementName(of object: Int, className: String, placement: ArchiveVocabulary.Placement?) -> String {
        if let required = placement?.elementName { return required }
        if placement?.key != nil, className == "NSView" { return "view" }
        if let name = NIBVocabulary.elementNames[className] { return name }
        if let kind = ElementClassTable.elementKind(forClass: className, platform: contents.platform) { return kind }
        return ArchiveVocabulary.elementName(forClass: className) ?? "customObject"
    }

    /// The custom class: the `IBClassReference` Xcode archives with a custom object (the source's class as written,
    /// `NSObject` kept for the File's Owner and the Application), a class swapper's class, or the class member of a
    /// custom object, view or window template; nil when it is the framework's default.
    private func customClass(of object: Int, className: String, swapped: NIBVocabulary.ClassSwap?,
                             consumed: inout Set<String>) -> (name: String, module: String?)? {
        if let reference = graph.object("IBClassReference", of: object), let name = graph.string("IBClassName", of: reference) {
            consumed.formUnion(["IBClassReference", "NSClassName"])
            let isPlaceholder = object == contents.filesOwner || isApplicationPlaceholder(object)
            if !isPlaceholder, NIBVocabulary.isFrameworkDefault(name, for: className) { return nil }
            return (name, graph.string("IBModuleName", of: reference))
        }
        if let swapped {
            consumed.formUnion(["NSClassName", "NSOriginalClassName", "UIClassName", "UIOriginalClassName"])
            guard swapped.customClass != swapped.originalClass else { return nil }
            return NIBVocabulary.demangled(swapped.customClass)
        }
        // The Application placeholder's class is NSApplication in every nib; the source's is its class reference.
        if isApplicationPlaceholder(object) { return nil }
        for key in NIBVocabulary.customClassKeys[className] ?? [] {
            guard let name = graph.string(key, of: object) else { continue }
            consumed.insert(key)
            if NIBVocabulary.isFrameworkDefault(name, for: className) { return nil }
            return NIBVocabulary.demangled(name)
        }
        return nil
    }

    /// Texts, titles, identifiers, tags and flags kept as attributes (the shared ``ArchiveVocabulary`` tables).
    private func valueAttributes(_ object: Int, into element: inout Element, consumed: inout Set<String>) {
        var seen: Set<String> = Set(element.attributes.map(\.0))
        for (key, value) in graph.objects[object].members {
            if let attribute = ArchiveVocabulary.textAttributes[key], !NIBVocabulary.connectorClasses.contains(graph.className(of: object)) {
                guard let text = graph.string(value) else { continue }
                consumed.insert(key)
                guard !text.isEmpty, seen.insert(attribute).inserted else { continue }
                if Base64Text.needsEncoding(text) {
                    element.children.append(Element(name: "string", attributes: [("key", attribute), ("base64-UTF8", "YES")],
                                                    text: Base64Text.encodeUTF8(text), offset: element.offset))
                } else {
                    element.attributes.append((attribute, text))
                }
            } else if let (attribute, innerKey) = NIBVocabulary.memberTexts[key], case .object(let holder) = value {
                consumed.insert(key)
                if let text = graph.string(innerKey, of: holder), !text.isEmpty, seen.insert(attribute).inserted {
                    element.attributes.append((attribute, text))
                }
            } else if let flag = ArchiveVocabulary.flagAttributes[key], case .bool(let on) = value {
                consumed.insert(key)
                if on, seen.insert(flag).inserted { element.attributes.append((flag, "YES")) }
            } else if ArchiveVocabulary.tagKeys.contains(key), let tag = graph.number(value) {
                consumed.insert(key)
                if tag != 0, seen.insert("tag").inserted { element.attributes.append(("tag", NIBVocabulary.format(tag))) }
            }
        }
    }

    /// A constraint's items (the first left out when it is the view that holds the constraint, as Xcode writes it),
    /// attributes, relation, multiplier, constant and priority, defaults left out.
    private func constraintAttributes(_ constraint: Int, holder: Int?, into element: inout Element, consumed: inout Set<String>) {
        consumed.formUnion(NIBVocabulary.constraintKeys)
        func attribute(_ keys: [String]) -> String? {
            for key in keys {
                if let number = graph.number(key, of: constraint), let name = ArchiveVocabulary.layoutAttributes[Int(number)] { return name }
            }
            return nil
        }
        if let first = graph.object("NSFirstItem", of: constraint), first != holder, contents.objectSet.contains(first) {
            element.attributes.append(("firstItem", id(of: first)))
        }
        if let name = attribute(["NSFirstAttributeV2", "NSFirstAttribute"]) { element.attributes.append(("firstAttribute", name)) }
        if let relation = graph.number("NSRelation", of: constraint), let name = ArchiveVocabulary.relations[Int(relation)] {
            element.attributes.append(("relation", name))
        }
        if let second = graph.object("NSSecondItem", of: constraint), contents.objectSet.contains(second) {
            element.attributes.append(("secondItem", id(of: second)))
        }
        if let name = attribute(["NSSecondAttributeV2", "NSSecondAttribute"]) { element.attributes.append(("secondAttribute", name)) }
        if let multiplier = graph.number("NSMultiplier", of: constraint), multiplier != 1 {
            element.attributes.append(("multiplier", NIBVocabulary.format(multiplier)))
        }
        if let constant = graph.number("NSConstantV2", of: constraint) ?? graph.number("NSConstant", of: constraint), constant != 0 {
            element.attributes.append(("constant", NIBVocabulary.format(constant)))
        }
        if let priority = graph.number("NSPriority", of: constraint), priority != 1000 {
            element.attributes.append(("priority", NIBVocabulary.format(priority)))
        }
    }

    // MARK: Geometry and states

    /// The frame: AppKit's `NSFrame` or `NSFrameSize` text, UIKit's `UIBounds` and `UICenter` geometry blobs.
    private func frame(of object: Int, consumed: inout Set<String>) -> NIBVocabulary.Rect? {
        if let rect = NIBVocabulary.rect(graph.string("NSFrame", of: object) ?? graph.string("NSFrameSize", of: object)) {
            consumed.formUnion(["NSFrame", "NSFrameSize"])
            return rect
        }
        guard case .data(let bounds) = graph.member("UIBounds", of: object),
              let size = NIBVocabulary.doubles(bounds), size.count == 4 else { return nil }
        consumed.insert("UIBounds")
        var center = [size[2] / 2, size[3] / 2]
        if case .data(let blob) = graph.member("UICenter", of: object), let point = NIBVocabulary.doubles(blob), point.count == 2 {
            consumed.insert("UICenter")
            center = point
        }
        return (center[0] - size[2] / 2, center[1] - size[3] / 2, size[2], size[3])
    }

    private func rectElement(key: String, _ rect: NIBVocabulary.Rect, offset: Int) -> Element {
        Element(name: "rect", attributes: [("key", key), ("x", NIBVocabulary.format(rect.x)), ("y", NIBVocabulary.format(rect.y)),
                                           ("width", NIBVocabulary.format(rect.width)), ("height", NIBVocabulary.format(rect.height))],
                offset: offset)
    }

    /// A button's title per state (`UIButtonStatefulContent`: state number → `UIButtonContent`).
    private func stateTitles(of object: Int, consumed: inout Set<String>) -> [Element] {
        guard let states = graph.object("UIButtonStatefulContent", of: object) else { return [] }
        consumed.insert("UIButtonStatefulContent")
        return graph.entries(of: states).compactMap { key, value in
            guard let state = graph.number(key), let name = NIBVocabulary.controlStates[Int(state)],
                  case .object(let content) = value else { return nil }
            var element = Element(name: "state", attributes: [("key", name)], offset: graph.objects[content].offset)
            if let title = graph.string("UITitle", of: content) { element.attributes.append(("title", title)) }
            return element
        }
    }

    /// The name of an image or sound resource (`NSCustomResource`'s `NSResourceName`).
    private func resourceName(_ value: Value) -> String? {
        guard case .object(let index) = value else { return nil }
        return graph.string("NSResourceName", of: index)
    }

    /// Lists of values that are elements of their own in the source (a segmented cell's `<segments>`), and texts kept
    /// in a member object (a box's title in its title cell).
    private func valueLists(of object: Int, consumed: inout Set<String>) -> [Element] {
        var made: [Element] = []
        for (key, value) in graph.objects[object].members {
            guard case .object(let target) = value else { continue }
            if let list = NIBVocabulary.valueLists[key] {
                consumed.insert(key)
                var wrapper = Element(name: list.wrapper, offset: graph.objects[target].offset)
                for item in graph.items(of: target) {
                    guard case .object(let index) = item else { continue }
                    var entry = Element(name: list.element, offset: graph.objects[index].offset)
                    for (itemKey, itemValue) in graph.objects[index].members {
                        guard let attribute = list.attributes[itemKey] else { continue }
                        let text = graph.string(itemValue) ?? resourceName(itemValue) ?? graph.number(itemValue).map(NIBVocabulary.format)
                        if let text, !text.isEmpty, text != "0" || attribute != "tag" { entry.attributes.append((attribute, text)) }
                    }
                    wrapper.children.append(entry)
                }
                made.append(wrapper)
            }
        }
        return made
    }

    // MARK: Children

    /// The object's children: the objects its members hold (arrays of them in a wrapper element), in member order,
    /// each placed by the member's key; on macOS only the objects whose archived parent it is, then those of its
    /// children no member holds.
    private mutating func appendChildren(of object: Int, to element: inout Element, depth: Int, consumed: inout Set<String>) throws {
        let parents = contents.parents
        func isChild(_ candidate: Int) -> Bool {
            guard contents.objectSet.contains(candidate), !placed.contains(candidate), !isPlumbing(candidate) else { return false }
            if topLevelSet.contains(candidate) { return false }
            if let parents { return parents[candidate] == object }
            return true
        }
        // Objects a keyed member holds go under that key even when a list holds them too (a scroll view's clip
        // view and scrollers are also its subviews).
        var keyed: Set<Int> = []
        for (key, value) in graph.objects[object].members where !NIBVocabulary.backReferenceKeys.contains(key) {
            let known = NIBVocabulary.placements[key] ?? ArchiveVocabulary.placements[key]
            if case .object(let target) = value, let known, known.wrapper == nil { keyed.insert(target) }
        }
        for (key, value) in graph.objects[object].members where !NIBVocabulary.backReferenceKeys.contains(key) {
            guard case .object(let target) = value else { continue }
            let known = NIBVocabulary.placements[key] ?? ArchiveVocabulary.placements[key]
            // Without a parent table (iOS), only members the vocabulary names place children.
            if parents == nil && known == nil { continue }
            // An object the nib does not list as one of Interface Builder's (a table column's header cell) is placed
            // when the vocabulary names the member that holds it.
            let isUnlistedPart = !contents.objectSet.contains(target) && known != nil && known?.wrapper == nil
                && !placed.contains(target) && !NIBVocabulary.collectionClasses.contains(graph.className(of: target))
            if isChild(target) || isUnlistedPart {
                placed.insert(target)
                consumed.insert(key)
                let placement = known ?? ArchiveVocabulary.Placement(key: NIBVocabulary.memberName(key))
                if let wrapper = placement.wrapper {
                    let child = try self.element(for: target, placement: ArchiveVocabulary.Placement(elementName: placement.elementName), depth: depth + 2, parent: object)
                    element.children.append(Element(name: wrapper, children: [child], offset: child.offset))
                } else {
                    element.children.append(try self.element(for: target, placement: placement, depth: depth + 1, parent: object))
                }
            } else if !contents.objectSet.contains(target), NIBVocabulary.collectionClasses.contains(graph.className(of: target)) {
                let items = graph.items(of: target).compactMap { item -> Int? in
                    guard case .object(let index) = item, !keyed.contains(index), isChild(index),
                          !(key == "UIItems" && controllerNavigationItems.contains(index)) else { return nil }
                    return index
                }
                guard !items.isEmpty else { continue }
                consumed.insert(key)
                let wrapper = known?.wrapper ?? known?.key ?? NIBVocabulary.memberName(key)
                var group = Element(name: wrapper, offset: graph.objects[target].offset)
                // An item placed meanwhile, below an earlier item (objects in a cycle), stays where it is.
                for item in items where placed.insert(item).inserted {
                    group.children.append(try self.element(for: item, placement: ArchiveVocabulary.Placement(elementName: known?.elementName), depth: depth + 2, parent: object))
                }
                if wrapper == "cells" { group.children = matrixColumns(group.children, of: object) }
                element.children.append(group)
            }
        }
        // macOS: the children no member holds (the parent table has them), as the archive records them.
        for child in childrenByParent[object] ?? [] where !placed.contains(child) && !topLevelSet.contains(child) {
            guard !isPlumbing(child) else { continue }
            placed.insert(child)
            let placement = ArchiveVocabulary.recordPlacement(childClass: frameworkClass(of: child), parentClass: frameworkClass(of: object))
            if let wrapper = placement?.wrapper {
                let built = try self.element(for: child, placement: nil, depth: depth + 2, parent: object)
                if let last = element.children.indices.last, element.children[last].name == wrapper {
                    element.children[last].children.append(built)
                } else {
                    element.children.append(Element(name: wrapper, children: [built], offset: built.offset))
                }
            } else {
                element.children.append(try self.element(for: child, placement: placement, depth: depth + 1, parent: object))
            }
        }
    }

    /// Whether `object` is wiring ibtool adds (a view controller's layout guides), or a constraint that ties a view
    /// to such wiring: neither has an element in the source.
    private func isPlumbing(_ object: Int) -> Bool {
        if NIBVocabulary.plumbingClasses.contains(graph.className(of: object)) { return true }
        return ["NSFirstItem", "NSSecondItem"].contains { key in
            graph.object(key, of: object).map { NIBVocabulary.plumbingClasses.contains(graph.className(of: $0)) } ?? false
        }
    }

    /// The framework class of an object: a class swapper's original class.
    private func frameworkClass(of object: Int) -> String {
        NIBVocabulary.classSwap(of: object, in: graph)?.originalClass ?? graph.className(of: object)
    }

    /// A matrix's cells, archived row by row, as the document format's `<column>`s.
    private func matrixColumns(_ cells: [Element], of matrix: Int) -> [Element] {
        let rows = graph.number("NSNumRows", of: matrix).map(Int.init) ?? cells.count
        let columns = graph.number("NSNumCols", of: matrix).map(Int.init) ?? 1
        let offset = cells.first?.offset ?? graph.objects[matrix].offset
        guard rows > 0, columns > 0, rows.multipliedReportingOverflow(by: columns) == (cells.count, false) else {
            return [Element(name: "column", children: cells, offset: offset)]
        }
        return (0..<columns).map { column in
            Element(name: "column", children: (0..<rows).map { cells[$0 * columns + column] }, offset: cells[column].offset)
        }
    }

    // MARK: Static tables

    /// A static table's data source (`UITableViewDataSource`), which the nib archives as an object of its own: its
    /// sections, with their titles and each row's cell, as the source writes them under the table view.
    private mutating func staticSections(of tableView: Int, depth: Int, consumed: inout Set<String>) throws -> [Element] {
        guard let dataSource = staticDataSources[tableView] ?? graph.object("UIDataSource", of: tableView),
              graph.className(of: dataSource) == NIBVocabulary.staticTableDataSource else { return [] }
        placed.insert(dataSource)
        var sections = Element(name: "sections", offset: graph.objects[dataSource].offset)
        for section in graph.objectItems("UITableSections", of: dataSource) {
            placed.insert(section)
            var element = Element(name: "tableViewSection", offset: graph.objects[section].offset)
            for (key, attribute) in NIBVocabulary.sectionTitles {
                if let title = graph.string(key, of: section), !title.isEmpty { element.attributes.append((attribute, title)) }
            }
            element.attributes.append(("id", id(of: section)))
            var cells = Element(name: "cells", offset: element.offset)
            for row in graph.objectItems("UITableSectionRows", of: section) {
                placed.insert(row)
                guard let cell = graph.object("UITableRowCell", of: row), !placed.contains(cell) else { continue }
                placed.insert(cell)
                cells.children.append(try self.element(for: cell, placement: nil, depth: depth + 4, parent: tableView))
            }
            if !cells.children.isEmpty { element.children.append(cells) }
            sections.children.append(element)
        }
        return sections.children.isEmpty ? [] : [sections]
    }

    // MARK: Nested nibs

    /// The prototype cells an iOS table or collection view archives as nibs of their own (reuse identifier →
    /// `UINib` whose `archiveData` is a NIBArchive), read and placed as the source places them (`<prototypes>`,
    /// `<cells>`). The nested nibs' placeholders stand for objects of this nib (the `…ExternalObjects` tables).
    private mutating func prototypes(of object: Int, depth: Int, consumed: inout Set<String>) throws -> [Element] {
        var wrappers: [Element] = []
        for (key, place) in NIBVocabulary.prototypeNibs {
            guard let table = graph.object(key, of: object) else { continue }
            consumed.formUnion([key, place.externalObjectsKey])
            guard nestingLevel < NIBVocabulary.maximumNibNesting else {
                leftOut.append("prototype nibs nested more than \(NIBVocabulary.maximumNibNesting) deep")
                continue
            }
            var externals: [String: [String: String]] = [:]
            if let externalTable = graph.object(place.externalObjectsKey, of: object) {
                for (reuse, objects) in graph.entries(of: externalTable) {
                    guard let reuse = graph.string(reuse), case .object(let dictionary) = objects else { continue }
                    for (identifier, target) in graph.entries(of: dictionary) {
                        guard let identifier = graph.string(identifier), case .object(let index) = target else { continue }
                        externals[reuse, default: [:]][identifier] = id(of: index)
                    }
                }
            }
            var wrapper = Element(name: place.wrapper, offset: graph.objects[table].offset)
            for (index, (reuse, nib)) in graph.entries(of: table).enumerated() {
                guard case .object(let nibObject) = nib, let archive = graph.object("archiveData", of: nibObject),
                      case .data(let bytes) = graph.member("NS.bytes", of: archive) else { continue }
                let reuseIdentifier = graph.string(reuse) ?? ""
                let nested: NibContents
                do {
                    let archive = try NIBArchive(bytes: Array(bytes), path: path, limits: limits)
                    nested = try NibContents(graph: archive.graph, path: path)
                } catch let error as UIDescriptionError {
                    throw UIDescriptionError(error.kind, "in the prototype nib \"\(reuseIdentifier)\" archived at byte \(bytes.startIndex): \(error.message)",
                                             at: .binary(file: path, offset: bytes.startIndex + (error.location?.offset ?? 0)))
                }
                var translator = NIBTranslator(contents: nested, path: path, limits: limits, idPrefix: "\(idPrefix)p\(object)-\(index)-")
                translator.nestingLevel = nestingLevel + 1
                translator.keepsArchivedValues = keepsArchivedValues
                for top in nested.topLevel {
                    guard let identifier = nested.graph.string("UIProxiedObjectIdentifier", of: top),
                          let known = externals[reuseIdentifier]?[identifier] else { continue }
                    translator.knownIDs[top] = known
                }
                var elements = try translator.topLevelElements(depth: depth + 2)
                // The nested nib's offsets are the blob's: moved to where it is in this file.
                for index in elements.indices { elements[index].place(inSegment: 0, shiftingOffsetsBy: bytes.startIndex) }
                leftOut += translator.leftOut
                wrapper.children += elements.filter { $0.name != "placeholder" }
            }
            if !wrapper.children.isEmpty { wrappers.append(wrapper) }
        }
        return wrappers
    }

    // MARK: Archived values

    /// The members no table translated, as attributes of one `<archivedValues>` element: numbers and flags as
    /// text, strings as they are, other objects by id or class. Nothing of the archive is dropped silently.
    private func archivedValues(of object: Int, consumed: Set<String>) -> Element? {
        var attributes: [(String, String)] = []
        var seen: Set<String> = []
        for (key, value) in graph.objects[object].members where !consumed.contains(key) && ArchiveVocabulary.isIdentifier(key) {
            guard let text = describe(value), seen.insert(key).inserted else { continue }
            attributes.append((key, text))
        }
        guard !attributes.isEmpty else { return nil }
        return Element(name: NIBVocabulary.archivedValuesElement, attributes: attributes, offset: graph.objects[object].offset)
    }

    private func describe(_ value: Value) -> String? {
        switch value {
        case .null: return nil
        case .bool(let flag): return flag ? "YES" : "NO"
        case .integer(let number): return String(number)
        case .real(let number): return NIBVocabulary.format(number)
        case .string(let text): return text
        case .data(let bytes): return NIBVocabulary.describe(bytes)
        case .array(let values): return "[\(values.count)]"
        case .object(let index):
            if contents.objectSet.contains(index) { return "@" + id(of: index) }
            if let text = graph.string(value) { return text }
            if let number = graph.number(value) { return NIBVocabulary.format(number) }
            return graph.className(of: index)
        }
    }

    // MARK: Connections

    /// The outlets and outlet collections an object's own members hold (a table view's `UIDataSource`, a view's
    /// `UIGestureRecognizers`), unless a connector already makes them.
    private func memberConnections(of object: Int, existing: [Element], consumed: inout Set<String>) -> [Element] {
        let connected = Set(existing.compactMap { $0.attribute("property") })
        var made: [Element] = []
        for (key, value) in graph.objects[object].members {
            if let property = NIBVocabulary.memberOutlets[key], case .object(let target) = value, contents.objectSet.contains(target) {
                consumed.insert(key)
                guard !connected.contains(property) else { continue }
                made.append(Element(name: "outlet", attributes: [("property", property), ("destination", id(of: target)),
                                                                  ("id", "\(idPrefix)m\(object)-\(key)")],
                                    offset: graph.objects[object].offset))
            } else if let property = NIBVocabulary.memberOutletCollections[key], case .object(let array) = value {
                consumed.insert(key)
                guard !connected.contains(property) else { continue }
                for (index, item) in graph.items(of: array).enumerated() {
                    guard case .object(let target) = item, contents.objectSet.contains(target) else { continue }
                    made.append(Element(name: "outletCollection",
                                        attributes: [("property", property), ("destination", id(of: target)),
                                                     ("collectionClass", "NSMutableArray"), ("id", "\(idPrefix)m\(object)-\(key)-\(index)")],
                                        offset: graph.objects[object].offset))
                }
            }
        }
        return made
    }

    private mutating func readConnections() {
        for connector in contents.connections {
            let className = graph.className(of: connector)
            if className == "NSIBHelpConnector" {
                if graph.string("NSFile", of: connector) == "NSToolTipHelpKey", let view = graph.object("NSDestination", of: connector),
                   let text = graph.string("NSMarker", of: connector) {
                    toolTips[view] = text
                } else {
                    leftOut.append("a help connector that is no tool tip")
                }
                continue
            }
            guard let kind = NIBVocabulary.connectors[className] else {
                leftOut.append("a connector of class \(className), which has no counterpart in the document format")
                continue
            }
            let label = graph.string(kind.labelKey, of: connector) ?? ""
            guard let source = graph.object(kind.sourceKey, of: connector) else {
                leftOut.append("the \(className) \"\(label)\" has no source")
                continue
            }
            let destination = graph.object(kind.destinationKey, of: connector)
            let offset = graph.objects[connector].offset
            let connectionID = "\(idPrefix)c\(connector)"
            if isStoryboardScene, let destination {
                if NIBVocabulary.segueKinds[graph.className(of: source)] != nil, label == "viewController" {
                    segueTemplates.append((source: destination, template: source))
                    continue
                }
                if label == "containerView", graph.className(of: source) == "UIProxyObject" {
                    embedCandidates.append((source, destination))
                }
                if NIBVocabulary.isStoryboardPlumbing(outlet: label, source: source, destination: destination, in: graph) { continue }
            }
            // A static table's sections: the data source the nib connects in place of the source's static cells.
            // A table view controller's is connected to the controller (`staticDataSource`), and belongs to its table.
            if kind.element == "outlet", let destination, graph.className(of: destination) == NIBVocabulary.staticTableDataSource {
                if frameworkClass(of: source).hasSuffix("TableView") {
                    staticDataSources[source] = destination
                } else if let table = contents.topLevel.first(where: { frameworkClass(of: $0).hasSuffix("TableView") && staticDataSources[$0] == nil })
                    ?? contents.objects.first(where: { frameworkClass(of: $0).hasSuffix("TableView") && staticDataSources[$0] == nil }) {
                    staticDataSources[table] = destination
                }
                continue
            }
            switch kind.element {
            case "outlet":
                guard let destination else {
                    leftOut.append("the outlet \"\(label)\" has no destination")
                    continue
                }
                connections[source, default: []].append(Element(
                    name: "outlet", attributes: [("property", label), ("destination", id(of: destination)), ("id", connectionID)], offset: offset))
            case "outletCollection":
                // The destinations are an array (`UIDestination`, or `UIDestinations` in older nibs).
                let array = destination.flatMap { NIBVocabulary.collectionClasses.contains(graph.className(of: $0)) ? $0 : nil }
                    ?? graph.object("UIDestinations", of: connector)
                let destinations = array.map { graph.items(of: $0) } ?? destination.map { [Value.object($0)] } ?? []
                let collectionClass = graph.string("runtimeCollectionClassName", of: connector)
                    ?? graph.string("UICollectionClassName", of: connector) ?? "NSArray"
                for (index, item) in destinations.enumerated() {
                    guard case .object(let target) = item else { continue }
                    var attributes = [("property", label), ("destination", id(of: target)), ("collectionClass", collectionClass)]
                    if graph.bool("addsContentToExistingCollection", of: connector) == true { attributes.append(("appends", "YES")) }
                    attributes.append(("id", "\(connectionID)-\(index)"))
                    connections[source, default: []].append(Element(name: "outletCollection", attributes: attributes, offset: offset))
                }
            case "action":
                // A control that performs a segue: in the source, the segue starts at the control.
                if isStoryboardScene, label == "perform:", let destination, NIBVocabulary.segueKinds[graph.className(of: destination)] != nil {
                    segueTriggers[destination] = source
                    continue
                }
                // A nil destination is the First Responder.
                let target = destination.map { id(of: $0) } ?? firstResponderID
                var attributes = [("selector", label)]
                if contents.platform == .appKit {
                    attributes.append(("target", target))
                } else {
                    attributes.append(("destination", target))
                    if let mask = graph.number("UIEventMask", of: connector), mask > 0, mask < 0x1p53 {
                        let bit = UInt64(mask).trailingZeroBitCount
                        if let event = ArchiveVocabulary.eventTypes[bit + 1] { attributes.append(("eventType", event)) }
                    }
                }
                attributes.append(("id", connectionID))
                connections[source, default: []].append(Element(name: "action", attributes: attributes, offset: offset))
            case "binding":
                guard let destination else { continue }
                let binding = graph.string("NSBinding", of: connector) ?? label
                let keyPath = graph.string("NSKeyPath", of: connector) ?? ""
                connections[source, default: []].append(Element(
                    name: "binding", attributes: [("destination", id(of: destination)), ("name", binding), ("keyPath", keyPath), ("id", connectionID)],
                    offset: offset))
            default:
                break
            }
        }
        for (source, owned) in connections { connections[source] = TranslatedElement.inXcodesOrder(owned) }
    }
}
