import UIDescription

/// Pass 2, connections: outlets, outlet collections and actions in their short forms and the `connections` list,
/// emitted as `<connections>` in Xcode's order.
extension LayoutReader {
    /// One connection before it is emitted: a short form, or an object from the `connections` list.
    private struct PendingConnection {
        enum Source {
            case element(Int)
            /// A connection written in short form: its tag and its attributes (interned names).
            case leaf(WrittenName, [(name: WrittenName, value: String)])
        }

        var tag: String
        /// What Interface Builder sorts connections by within a tag: the property or selector.
        var primary: String
        /// Actions with the same selector are sorted by id; other ties keep their order.
        var tiebreak = ""
        var source: Source
        var offset: Int
    }

    /// Emits `<connections>` from an element's `outlets`, `outletCollections`, `actions` and
    /// `connections` members, in Interface Builder's order (by kind, then property or selector).
    mutating func emitConnections(of body: Int, ownerName: String?, offset: Int) throws {
        let owner = ownerName ?? ""
        var connections: [PendingConnection] = []
        for (key, value) in tree.members(body) {
            switch symbol(key).name {
            case MemberNames.outlets:
                for (property, destination) in tree.members(value) {
                    let propertyName = tree.string(property)
                    let target = try destinationID(destination, what: "outlet `\(propertyName)`")
                    let id = ids.anonymousID(key: "\(owner)/outlets/\(propertyName)")
                    connections.append(PendingConnection(
                        tag: "outlet", primary: propertyName,
                        source: .leaf(.outlet, [(.property, propertyName), (.destination, target), (.id, id)]), offset: tree.offset(property)))
                }
            case MemberNames.outletCollections:
                for (property, destinations) in tree.members(value) {
                    let propertyName = tree.string(property)
                    guard tree.kind(destinations) == .array else {
                        throw failure(.malformed("outlet collection"), "outlet collection `\(propertyName)` must be a list of names",
                                      at: tree.offset(destinations))
                    }
                    for destination in tree.items(destinations) {
                        let target = try destinationID(destination, what: "outlet collection `\(propertyName)`")
                        let id = ids.anonymousID(key: "\(owner)/outletCollections/\(propertyName)/\(tree.string(destination))")
                        connections.append(PendingConnection(
                            tag: "outletCollection", primary: propertyName,
                            source: .leaf(.outletCollection, [(.property, propertyName), (.destination, target),
                                                              (.collectionClass, "NSMutableArray"), (.id, id)]),
                            offset: tree.offset(destination)))
                    }
                }
            case MemberNames.actions:
                for item in tree.items(value) {
                    guard tree.kind(item) == .string else {
                        throw failure(.malformed("action"), "actions are strings such as \"filesOwner.login: on touchUpInside\"", at: tree.offset(item))
                    }
                    let text = tree.string(item)
                    let action: (target: String, selector: String, event: String?)
                    do {
                        action = try ActionText.decode(text)
                    } catch {
                        throw failure(.invalidValue(text), error.message, at: tree.offset(item))
                    }
                    let target = try ids.id(ofName: action.target, at: tree.offset(item))
                    let id = ids.anonymousID(key: "\(owner)/actions/\(text)")
                    var attributes: [(name: WrittenName, value: String)] = [(.selector, action.selector),
                                                                             (actionTarget, target)]
                    if let event = action.event { attributes.append((.eventType, event)) }
                    attributes.append((.id, id))
                    connections.append(PendingConnection(tag: "action", primary: action.selector, tiebreak: id,
                                                         source: .leaf(.action, attributes), offset: tree.offset(item)))
                }
            case MemberNames.connections:
                for item in tree.items(value) {
                    guard tree.kind(item) == .object else {
                        throw failure(.malformed("connection"), "the items of `connections` are connection objects such as {\"Segue\": …}",
                                      at: tree.offset(item))
                    }
                    let slot = itemSlot(item)
                    let tag = slot.hasPrefix("el:") ? String(slot.dropFirst(3)) : ""
                    var primary = ""
                    if tag == "outlet" || tag == "outletCollection" {
                        primary = tree.member("property", of: item).map { tree.string($0) } ?? ""
                    } else if tag == "action" {
                        primary = tree.member("selector", of: item).map { tree.string($0) } ?? ""
                    }
                    connections.append(PendingConnection(tag: tag, primary: primary, source: .element(item), offset: tree.offset(item)))
                }
            default:
                continue
            }
        }
        let sorted = connections.enumerated().sorted { lhs, rhs in
            let left = lhs.element, right = rhs.element
            if left.tag != right.tag { return left.tag.utf8.lexicographicallyPrecedes(right.tag.utf8) }
            if left.primary != right.primary { return left.primary.utf8.lexicographicallyPrecedes(right.primary.utf8) }
            if left.tiebreak != right.tiebreak { return left.tiebreak.utf8.lexicographicallyPrecedes(right.tiebreak.utf8) }
            return lhs.offset < rhs.offset
        }.map(\.element)
        try builder.startElement(name: builderName(intern(WrittenName.connections)), offset: offset)
        for connection in sorted {
            switch connection.source {
            case .element(let item):
                try emitElement(body: item, context: .item(defaultKind: nil), parentName: ownerName, offset: connection.offset, key: nil)
            case .leaf(let tag, let attributes):
                let tagTables = tables(of: tag)
                try builder.startElement(name: builderName(tagTables.name), offset: connection.offset)
                try addAttributes(attributes.map {
                    let index = intern($0.name)
                    return PendingAttribute(index: index, value: .text($0.value), rank: attributeRank(index: index, in: tagTables))
                })
                builder.endElement()
            }
        }
        builder.endElement()
    }

    private func destinationID(_ value: Int, what: String) throws -> String {
        guard tree.kind(value) == .string else {
            throw failure(.malformed("destination"), "\(what) must name an object", at: tree.offset(value))
        }
        return try ids.id(ofName: tree.string(value), at: tree.offset(value))
    }
}
