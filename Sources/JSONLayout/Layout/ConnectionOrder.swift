import UIDescription

/// The order Interface Builder writes an object's connections in, which a layout keeps: by kind,
/// then property (outlets) or selector (actions), then, for actions with the same selector, id.
///
/// The writer lists connections in this order and the namer numbers them in it, so a name such as
/// `outletCollection2` stays on the same connection after a round trip through XML.
enum ConnectionOrder {
    /// The key connections are sorted by; equal keys keep the file's order.
    static func sortKey(of element: ElementID, in document: NodeDocument) -> String {
        let kind = document.name(of: element)
        let primary = (kind == "outlet" || kind == "outletCollection") ? document.attribute("property", of: element)
            : kind == "action" ? document.attribute("selector", of: element) : nil
        return [kind, primary ?? "", kind == "action" ? document.id(of: element) ?? "" : ""].joined(separator: "\u{0}")
    }

    /// `elements` with each `connections` element's children stably sorted into Interface Builder's
    /// order, in the places they held; other elements keep their places.
    static func sorted(_ elements: [ElementID], in document: NodeDocument) -> [ElementID] {
        var positionsByOwner: [Int32: [Int]] = [:]
        for (position, element) in elements.enumerated() {
            guard let parent = document.parent(of: element), document.name(of: parent) == "connections" else { continue }
            positionsByOwner[parent.index, default: []].append(position)
        }
        var result = elements
        for positions in positionsByOwner.values where positions.count > 1 {
            let keyed = positions.map { (key: sortKey(of: elements[$0], in: document), position: $0) }
            let order = keyed.sorted { $0.key == $1.key ? $0.position < $1.position : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (slot, source) in zip(positions, order) { result[slot] = elements[source.position] }
        }
        return result
    }
}
