import UIDescription

/// Reads an Interface Builder 3 archive into the document format's vocabulary, as a ``NodeDocument`` whose elements
/// point into the archive's XML: the objects of its object records with their classes, custom classes (from
/// `flattenedProperties`), user labels, frames, texts and titles, nested as the records nest them, each with its
/// record's object id as its id (as Xcode converts an archive: File's Owner and the other placeholders become `-1`,
/// `-2`, `-3`); and its connection records as outlets, outlet collections, actions and bindings under the objects
/// that own them, with the record's id.
///
/// A connection record of a kind it does not know, or whose ends are not objects of the archive, is an error at
/// the record; the archived values without a modern counterpart here (view flags, fonts, colours) are not carried.
struct LegacyArchiveTranslator {
    typealias Element = TranslatedElement

    let archive: LegacyArchive
    /// How deep objects may nest (``DocumentLimits/maximumDepth``): records can chain parents without bound.
    let maximumDepth: Int

    /// An archived IB object: its record's object id, its parent object (nil at the top level) and name.
    private struct Record {
        var objectID: String
        var parent: ElementID?
        var name: String?
    }

    private var records: [ElementID: Record] = [:]
    private var recordOrder: [ElementID] = []
    private var children: [ElementID: [ElementID]] = [:]
    private var customClasses: [String: String] = [:]
    private var connections: [ElementID: [Element]] = [:]
    private var objectIDs: Set<String> = []

    init(archive: LegacyArchive, maximumDepth: Int) {
        self.archive = archive
        self.maximumDepth = maximumDepth
    }

    /// The translated document's root element.
    mutating func translate() throws -> Element {
        let raw = archive.raw
        guard let data = archive.data else { throw error("the archive has no <data> element", at: raw.root) }
        guard let container = archive.member("IBDocument.Objects", of: data) else {
            throw error("the archive has no IBDocument.Objects (its object records and connections)", at: data)
        }
        readRecords(container)
        if let flattened = archive.member("flattenedProperties", of: container) {
            for (key, value) in archive.entries(of: flattened) where key.hasSuffix(".CustomClassName") {
                if let name = archive.string(value), !name.isEmpty { customClasses[String(key.dropLast(".CustomClassName".count))] = name }
            }
        }
        objectIDs = Set(records.values.map(\.objectID))
        if let list = archive.member("connectionRecords", of: container) {
            for record in archive.items(of: list) { try readConnection(record) }
        }

        var topLevel: [ElementID] = []
        if let roots = archive.member("IBDocument.RootObjects", of: data) {
            topLevel = archive.items(of: roots).filter { records[$0] != nil && records[$0]?.parent == nil }
        }
        let listed = Set(topLevel)
        topLevel += recordOrder.filter { records[$0]?.parent == nil && !listed.contains($0) }

        var objects = Element(name: "objects", offset: raw.offset(of: data))
        var placed: Set<ElementID> = []
        objects.children = try topLevel.compactMap { object in
            guard placed.insert(object).inserted else { return nil }
            return try self.object(at: object, placement: nil, depth: 2)
        }
        var document = Element(name: "document", offset: raw.offset(of: raw.root))
        document.attributes = [("type", archive.type), ("version", "3.0")]
        if let version = archive.string("IBDocument.InterfaceBuilderVersion", of: data) { document.attributes.append(("toolsVersion", version)) }
        if let system = archive.string("IBDocument.SystemVersion", of: data) { document.attributes.append(("systemVersion", system)) }
        document.attributes.append(("targetRuntime", archive.isCocoaTouch ? "iOS.CocoaTouch" : "MacOSX.Cocoa"))
        document.attributes.append(("propertyAccessControl", "none"))
        document.children = [objects]
        if let resources = Self.resources(of: objects) { document.children.append(resources) }
        return document
    }

    // MARK: Records

    private mutating func readRecords(_ container: ElementID) {
        guard let set = archive.member("objectRecords", of: container),
              let ordered = archive.member("orderedObjects", of: set)
        else { return }
        var rootObject: ElementID?
        for record in archive.items(of: ordered) {
            guard let objectID = archive.string("objectID", of: record) ?? archive.string("id", of: record) else { continue }
            let object = archive.member("object", of: record)
            if objectID == "0" {
                rootObject = object
                continue
            }
            guard let object, records[object] == nil else { continue }
            records[object] = Record(objectID: objectID, parent: archive.member("parent", of: record),
                                     name: archive.string("objectName", of: record))
            recordOrder.append(object)
        }
        for object in recordOrder {
            guard let parent = records[object]?.parent else { continue }
            if parent == rootObject || records[parent] == nil {
                records[object]?.parent = nil
            } else {
                children[parent, default: []].append(object)
            }
        }
    }

    // MARK: Objects

    private func isPlaceholder(_ object: ElementID) -> Bool {
        guard let record = records[object] else { return false }
        if archive.className(of: object) == "IBProxyObject" { return true }
        return !archive.isCocoaTouch && ["-1", "-2", "-3"].contains(record.objectID)
    }

    /// The id the object has in the translated document: its record's object id, as Xcode keeps it when it
    /// converts an archive (the placeholders' `-1`, `-2` and `-3` among them).
    private func modernID(_ object: ElementID) -> String {
        records[object]?.objectID ?? archive.raw.id(of: object) ?? ""
    }

    private func object(at object: ElementID, placement: ArchiveVocabulary.Placement?, depth: Int) throws -> Element {
        let raw = archive.raw
        // Each object level adds up to two elements (a wrapper and the object).
        guard depth + 2 < maximumDepth else {
            throw UIDescriptionError(.limitExceeded(.depth, limit: maximumDepth),
                                     "the archive's objects nest beyond the maximumDepth limit of \(maximumDepth) levels",
                                     at: raw.location(of: object))
        }
        let className = archive.className(of: object) ?? "NSObject"
        let record = records[object]
        // A window template whose window class is NSPanel stays a `window` of custom class NSPanel, as Xcode 4 and
        // later write it (and as its compiled nib reads).
        guard let name = ArchiveVocabulary.elementName(forClass: className, placement: placement) else {
            throw error("the object's class \"\(className)\" is not a class name", at: object)
        }
        var element = Element(name: name, offset: raw.offset(of: object))
        if let key = placement?.key { element.attributes.append(("key", key)) }

        if isPlaceholder(object) {
            placeholderAttributes(object, className: className, into: &element)
        } else if name == "constraint" {
            constraintAttributes(object, into: &element)
        } else {
            if let custom = customClass(of: object, className: className) { element.attributes.append(("customClass", custom)) }
            if let name = record?.name, !name.isEmpty { element.attributes.append(("userLabel", name)) }
            valueAttributes(object, into: &element)
        }
        element.attributes.append(("id", modernID(object)))

        if let frame = Self.rect(archive.string("NSFrame", of: object) ?? archive.string("NSFrameSize", of: object)) {
            element.children.append(rectElement(key: "frame", frame, offset: raw.offset(of: object)))
        }
        if let content = Self.rect(archive.string("NSWindowRect", of: object)) {
            element.children.append(rectElement(key: "contentRect", content, offset: raw.offset(of: object)))
        }
        for (key, state) in ArchiveVocabulary.stateTitles.sorted(by: { $0.key < $1.key }) {
            guard let title = archive.string(key, of: object) else { continue }
            element.children.append(Element(name: "state", attributes: [("key", state), ("title", title)], offset: raw.offset(of: object)))
        }
        try appendChildren(of: object, to: &element, depth: depth)
        if let owned = connections[object], !owned.isEmpty {
            element.children.append(Element(name: "connections", children: TranslatedElement.inXcodesOrder(owned), offset: owned[0].offset))
        }
        return element
    }

    private func placeholderAttributes(_ object: ElementID, className: String, into element: inout Element) {
        let objectID = records[object]?.objectID ?? ""
        if className == "IBProxyObject" {
            let identifier = archive.string("IBProxiedObjectIdentifier", of: object) ?? ""
            element.attributes.append(("placeholderIdentifier", identifier))
            if identifier == "IBFilesOwner" { element.attributes.append(("userLabel", "File's Owner")) }
            let custom = customClasses[objectID] ?? (identifier == "IBFirstResponder" ? "UIResponder" : nil)
            if let custom { element.attributes.append(("customClass", custom)) }
            return
        }
        let label = ["-2": "File's Owner", "-1": "First Responder", "-3": "Application"][objectID] ?? ""
        element.attributes.append(("userLabel", label))
        let custom = customClasses[objectID] ?? archive.string("NSClassName", of: object)
        element.attributes.append(("customClass", custom ?? (objectID == "-1" ? "FirstResponder" : "NSObject")))
    }

    /// A layout constraint's items (the first left out when it is the view that holds the constraint, as Xcode
    /// writes it), attributes, relation, multiplier, constant and priority, defaults left out.
    private func constraintAttributes(_ constraint: ElementID, into element: inout Element) {
        let holder = records[constraint]?.parent
        func attributeName(_ key: String) -> String? {
            archive.string(key, of: constraint).flatMap(Int.init).flatMap { ArchiveVocabulary.layoutAttributes[$0] }
        }
        if let first = archive.member("firstItem", of: constraint), first != holder, records[first] != nil {
            element.attributes.append(("firstItem", modernID(first)))
        }
        if let name = attributeName("firstAttribute") { element.attributes.append(("firstAttribute", name)) }
        if let relation = archive.string("relation", of: constraint).flatMap(Int.init), let name = ArchiveVocabulary.relations[relation] {
            element.attributes.append(("relation", name))
        }
        if let second = archive.member("secondItem", of: constraint), records[second] != nil {
            element.attributes.append(("secondItem", modernID(second)))
        }
        if let name = attributeName("secondAttribute") { element.attributes.append(("secondAttribute", name)) }
        if let multiplier = archive.string("multiplier", of: constraint), Double(multiplier).map({ $0 != 1 }) ?? false {
            element.attributes.append(("multiplier", multiplier))
        }
        let constant = archive.member("constant", of: constraint).flatMap { value in
            archive.raw.name(of: value) == "object" ? archive.string("value", of: value) : archive.string(value)
        }
        if let constant, Double(constant).map({ $0 != 0 }) ?? false { element.attributes.append(("constant", constant)) }
        if let priority = archive.string("priority", of: constraint), Double(priority).map({ $0 != 1000 }) ?? false {
            element.attributes.append(("priority", priority))
        }
    }

    /// The custom class: the record's `CustomClassName`, a custom object's or view's `NSClassName` (unless it is
    /// the element's own class), a window's `NSWindowClass` beyond NSWindow, or NSFontManager for the
    /// font manager's custom object.
    private func customClass(of object: ElementID, className: String) -> String? {
        if let objectID = records[object]?.objectID, let custom = customClasses[objectID] { return custom }
        switch className {
        case "NSCustomObject", "NSCustomView", "IBUICustomObject":
            let named = archive.string("NSClassName", of: object) ?? archive.string("IBUIClassName", of: object)
            return named.flatMap { ["NSObject", "NSView", "UIView"].contains($0) ? nil : $0 }
        case "NSWindowTemplate":
            return archive.string("NSWindowClass", of: object).flatMap { $0 == "NSWindow" ? nil : $0 }
        case "NSFontManager":
            return "NSFontManager"
        default:
            return nil
        }
    }

    /// Texts, titles and tags kept as attributes.
    private func valueAttributes(_ object: ElementID, into element: inout Element) {
        var seen: Set<String> = []
        for child in archive.raw.children(of: object) {
            guard let key = archive.raw.key(of: child) else { continue }
            if let attribute = key == "NSContents" ? "image" : ArchiveVocabulary.imageAttributes[key],
               let (name, isSystemSymbol) = image(archive.resolve(child)) {
                // An image resource (an image cell's contents are its image); AppKit's own (a check box's) unnamed.
                guard !seen.contains(attribute),
                      ArchiveVocabulary.sourceNames(image: name, ofToolbarItem: archive.string(ArchiveVocabulary.toolbarItemIdentifierKey, of: object)) else { continue }
                seen.insert(attribute)
                element.attributes.append((attribute, name))
                if isSystemSymbol, !seen.contains("catalog") {
                    seen.insert("catalog")
                    element.attributes.append(("catalog", "system"))
                }
            } else if let tableAttribute = ArchiveVocabulary.textAttributes[key], let text = archive.string(archive.resolve(child)),
               case let attribute = ArchiveVocabulary.textAttribute(tableAttribute, holding: text), !seen.contains(attribute)
            {
                seen.insert(attribute)
                if Base64Text.needsEncoding(text) {
                    // As Xcode writes a text XML cannot hold (a key equivalent of Escape or Return).
                    element.children.append(Element(name: "string", attributes: [("key", attribute), ("base64-UTF8", "YES")],
                                                    text: Base64Text.encodeUTF8(text), offset: archive.raw.offset(of: object)))
                } else {
                    element.attributes.append((attribute, text))
                }
            } else if let (attribute, innerKey) = ArchiveVocabulary.memberTexts[key],
                      let text = archive.string(innerKey, of: archive.resolve(child)), !text.isEmpty {
                // A box's title and a form cell's label, in their title cell: the title even where the cell's own
                // contents (a form cell's value) gave one first.
                if let index = element.attributes.firstIndex(where: { $0.0 == attribute }) {
                    element.attributes[index].1 = text
                } else if !seen.contains(attribute) {
                    element.attributes.append((attribute, text))
                }
                seen.insert(attribute)
            } else if let flag = ArchiveVocabulary.flagAttributes[key], !seen.contains(flag), archive.string(child) == "YES" {
                seen.insert(flag)
                element.attributes.append((flag, "YES"))
            } else if ArchiveVocabulary.tagKeys.contains(key), !seen.contains("tag"), let tag = archive.string(child), tag != "0" {
                seen.insert("tag")
                element.attributes.append(("tag", tag))
            }
        }
    }

    /// The image `object` is: an `NSCustomResource` of class `NSImage`, by name (an SF Symbol's from the `system`
    /// catalog).
    private func image(_ object: ElementID) -> (name: String, isSystemSymbol: Bool)? {
        guard archive.className(of: object) == "NSCustomResource", archive.string("NSClassName", of: object) == "NSImage",
              let name = archive.string("NSResourceName", of: object), !name.isEmpty else { return nil }
        return (name, archive.string("NSCatalogName", of: object) == "system")
    }

    /// The document's `<resources>`: an `<image>` for each image its elements name, by name.
    private static func resources(of objects: Element) -> Element? {
        var images: [String: Bool] = [:]
        TranslatedElement.forEachElement(in: [objects]) { element in
            guard element.name != "string" else { return }
            let isSystem = element.attribute("catalog") == "system"
            for (name, value) in element.attributes where ArchiveVocabulary.imageAttributeNames.contains(name) && images[value] == nil {
                images[value] = isSystem
            }
        }
        return images.isEmpty ? nil : TranslatedElement.imageResources(images, offset: objects.offset)
    }

    /// The object's children from the records, each placed by the member of `object` that holds it, in the order
    /// that member lists them; consecutive children of one wrapper share it.
    private func appendChildren(of object: ElementID, to element: inout Element, depth: Int) throws {
        guard let owned = children[object], !owned.isEmpty else { return }
        let places = memberPlaces(of: object, children: Set(owned))
        let ordered = owned.enumerated().sorted { lhs, rhs in
            (places[lhs.element]?.order ?? Int.max, lhs.offset) < (places[rhs.element]?.order ?? Int.max, rhs.offset)
        }.map(\.element)
        var index = 0
        while index < ordered.count {
            let child = ordered[index]
            let placement = self.placement(of: child, in: object, places: places)
            guard let wrapper = placement?.wrapper else {
                element.children.append(try self.object(at: child, placement: placement, depth: depth + 1))
                index += 1
                continue
            }
            var group = Element(name: wrapper, offset: archive.raw.offset(of: child))
            while index < ordered.count,
                  let next = self.placement(of: ordered[index], in: object, places: places), next.wrapper == wrapper
            {
                group.children.append(try self.object(at: ordered[index], placement: next, depth: depth + 2))
                index += 1
            }
            if wrapper == "cells" { group.children = matrixColumns(group.children, of: object) }
            element.children.append(group)
        }
    }

    /// Where a child goes: by the member of its parent that holds it, else by its class and its parent's (the
    /// constraints and a view-based table column's cell views are archived in the records only).
    private func placement(of child: ElementID, in parent: ElementID,
                           places: [ElementID: (key: String, order: Int)]) -> ArchiveVocabulary.Placement? {
        if let key = places[child]?.key, let placement = ArchiveVocabulary.placements[key] { return placement }
        let childClass = archive.className(of: child) ?? "", parentClass = archive.className(of: parent) ?? ""
        return ArchiveVocabulary.recordPlacement(childClass: childClass, parentClass: parentClass)
    }

    /// A matrix's cells, archived row by row (`NSNumRows` × `NSNumCols`), as the document format's `<column>`s,
    /// each a column's cells from the top; one column when the counts do not match the cells.
    private func matrixColumns(_ cells: [Element], of matrix: ElementID) -> [Element] {
        let rows = archive.string("NSNumRows", of: matrix).flatMap(Int.init) ?? cells.count
        let columns = archive.string("NSNumCols", of: matrix).flatMap(Int.init) ?? 1
        let offset = cells.first?.offset ?? archive.raw.offset(of: matrix)
        guard rows > 0, columns > 0, rows.multipliedReportingOverflow(by: columns) == (cells.count, false) else {
            return [Element(name: "column", children: cells, offset: offset)]
        }
        return (0..<columns).map { column in
            Element(name: "column", children: (0..<rows).map { cells[$0 * columns + column] }, offset: cells[column].offset)
        }
    }

    /// For each child, the member key of `object` that holds or references it (a key with a known placement
    /// preferred) and the position it is found at.
    private func memberPlaces(of object: ElementID, children: Set<ElementID>) -> [ElementID: (key: String, order: Int)] {
        var found: [ElementID: (key: String, order: Int)] = [:]
        var order = 0
        let raw = archive.raw
        for member in raw.children(of: object) {
            guard let key = raw.key(of: member) else { continue }
            var stack = [member]
            while let element = stack.popLast() {
                order += 1
                let target = archive.resolve(element)
                if children.contains(target) {
                    let known = ArchiveVocabulary.placements[key] != nil
                    if found[target] == nil || (known && ArchiveVocabulary.placements[found[target]?.key ?? ""] == nil) {
                        found[target] = (key, order)
                    }
                    continue
                }
                // Not into another object of the archive (a member that is one included): its members are its own.
                if records[target] != nil { continue }
                if raw.name(of: element) == "reference" { continue }
                stack.append(contentsOf: raw.children(of: element).reversed())
            }
        }
        return found
    }

    // MARK: Connections

    private mutating func readConnection(_ record: ElementID) throws {
        guard let connection = archive.member("connection", of: record) else { return }
        let className = archive.className(of: connection) ?? ""
        let label = archive.string("label", of: connection) ?? ""
        guard let source = archive.member("source", of: connection), records[source] != nil else {
            throw error("the \(className) \"\(label)\" has no source object among the archive's objects", at: connection)
        }
        guard let destination = archive.member("destination", of: connection), records[destination] != nil else {
            throw error("the \(className) \"\(label)\" has no destination object among the archive's objects", at: connection)
        }
        let number = archive.string("connectionID", of: record) ?? archive.string("id", of: record) ?? "\(connections.count)"
        let id = objectIDs.contains(number) ? "connection-\(number)" : number
        let offset = archive.raw.offset(of: record)
        switch className {
        case "IBCocoaTouchOutletConnection", "IBOutletConnection":
            connections[source, default: []].append(Element(
                name: "outlet", attributes: [("property", label), ("destination", modernID(destination)), ("id", id)], offset: offset))
        case _ where className.contains("OutletCollection"):
            connections[source, default: []].append(Element(
                name: "outletCollection",
                attributes: [("property", label), ("destination", modernID(destination)), ("collectionClass", "NSMutableArray"), ("id", id)],
                offset: offset))
        case "IBCocoaTouchEventConnection":
            // A control's action names its event; a bar button item's (or a gesture recognizer's) has none.
            var attributes = [("selector", label), ("destination", modernID(destination))]
            if let event = archive.string("IBEventType", of: connection) {
                guard let eventType = Int(event).flatMap({ ArchiveVocabulary.eventTypes[$0] }) else {
                    throw error("the action \"\(label)\" has an IBEventType (\(event)) that names no control event", at: connection)
                }
                attributes.append(("eventType", eventType))
            }
            attributes.append(("id", id))
            connections[source, default: []].append(Element(name: "action", attributes: attributes, offset: offset))
        case "IBActionConnection":
            // AppKit's action records run from the target (source) to the control or cell (destination).
            connections[destination, default: []].append(Element(
                name: "action", attributes: [("selector", label), ("target", modernID(source)), ("id", id)], offset: offset))
        case "IBBindingConnection":
            let connector = archive.member("connector", of: connection)
            let binding = connector.flatMap { archive.string("NSBinding", of: $0) } ?? label
            let keyPath = connector.flatMap { archive.string("NSKeyPath", of: $0) } ?? ""
            connections[source, default: []].append(Element(
                name: "binding", attributes: [("destination", modernID(destination)), ("name", binding), ("keyPath", keyPath), ("id", id)],
                offset: offset))
        default:
            throw error("a connection record of class \(className.isEmpty ? "(none)" : className), which has no counterpart in the document format", at: connection)
        }
    }

    // MARK: Values

    /// `{{x, y}, {width, height}}` or `{width, height}` as (x, y, width, height).
    static func rect(_ text: String?) -> (String, String, String, String)? {
        guard let text else { return nil }
        let numbers = text.split { "{}, ".contains($0) }.map(String.init)
        guard numbers.allSatisfy({ Double($0) != nil }) else { return nil }
        switch numbers.count {
        case 4: return (numbers[0], numbers[1], numbers[2], numbers[3])
        case 2: return ("0", "0", numbers[0], numbers[1])
        default: return nil
        }
    }

    private func rectElement(key: String, _ rect: (String, String, String, String), offset: Int) -> Element {
        Element(name: "rect", attributes: [("key", key), ("x", rect.0), ("y", rect.1), ("width", rect.2), ("height", rect.3)], offset: offset)
    }

    private func error(_ message: String, at element: ElementID) -> UIDescriptionError {
        UIDescriptionError(.legacyArchiveFormat, "legacy Interface Builder 3 archive: \(message)", at: archive.raw.location(of: element))
    }
}
