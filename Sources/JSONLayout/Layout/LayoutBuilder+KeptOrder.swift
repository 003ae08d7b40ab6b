import UIDescription

/// `$order` (``KeptOrder``): where the file's order of an element's attributes and children is not the one the
/// layout reader would write from Xcode's measured order, the names that move.
extension LayoutBuilder {
    /// The `$order` member of `kept`, if there is one (and the layout then needs format 1.1).
    func keptOrderMember(_ kept: [String]?) -> [LayoutValue.Member] {
        guard let kept else { return [] }
        usesKeptOrder = true
        return [LayoutValue.Member(name: KeptOrder.member, value: .array(kept.map(LayoutValue.string), block: false))]
    }

    /// `$order` of the `<document>` element's own attributes.
    func keptOrderOfDocumentAttributes() -> [String]? {
        guard keepsFileOrder else { return nil }
        let names = document.attributes(of: document.root).map(\.name)
        return Self.keptNames([(names, attributeRanks(names, kind: "document"))])
    }

    /// `$order` of the document's children (`objects`, `resources`, `designables`, …), written where
    /// Xcode's order would put them elsewhere (see ``KeptOrder``); `members`: the children written as members.
    func keptOrderOfDocumentChildren(named members: Set<String>) -> [String]? {
        guard keepsFileOrder else { return nil }
        var slots: [Int32: String] = [:]
        var items: [ElementID] = []
        for child in document.children(of: document.root) {
            let name = document.name(of: child)
            if document.key(of: child) == nil, members.contains(name) { slots[child.index] = "el:" + name } else { items.append(child) }
        }
        return Self.keptNames([childSequence(of: document.root, slots: slots, items: items, order: kindOrder(of: "document"))])
    }

    /// `$order`: the names of the element's attributes and children that Xcode's measured order would
    /// put elsewhere than the file has them (see ``KeptOrder``), or `nil` when it gives the file's order.
    func keptOrder(of element: ElementID, kind: String, plan: ElementPlan) -> [String]? {
        guard keepsFileOrder else { return nil }
        let attributes = document.attributes(of: element).map(\.name)
        var slots: [Int32: String] = [:]
        for child in plan.keyed { if let key = document.key(of: child) { slots[child.index] = "key:" + key } }
        for list in plan.lists { slots[list.index] = "el:" + document.name(of: list) }
        if let connections = plan.connections { slots[connections.index] = "el:" + MemberNames.connections }
        return Self.keptNames([(attributes, attributeRanks(attributes, kind: kind)),
                               childSequence(of: element, slots: slots, items: plan.items, order: kindOrder(of: kind))])
    }

    /// An element's children by the names the reader gives them, in the file's order, ranked as the reader ranks
    /// them: the children written as members by `slots` (`key:frame`, `el:subviews`), the items of `$items` by
    /// their key or element name (``KindOrder/itemRanks(slots:)``).
    private func childSequence(of element: ElementID, slots memberSlots: [Int32: String], items: [ElementID],
                               order: KindOrder) -> (names: [String], ranks: [Double]) {
        let itemSlots = items.map { item in document.key(of: item).map { "key:" + $0 } ?? "el:" + document.name(of: item) }
        var itemRanks: [Int32: Double] = [:]
        for (item, rank) in zip(items, order.itemRanks(slots: itemSlots)) { itemRanks[item.index] = rank }
        var slots = memberSlots
        for (item, slot) in zip(items, itemSlots) { slots[item.index] = slot }
        var names: [String] = []
        var ranks: [Double] = []
        for child in document.children(of: element) {
            guard let slot = slots[child.index] else { continue }
            names.append(KeptOrder.name(ofSlot: slot))
            ranks.append(itemRanks[child.index] ?? order.rank(ofChild: slot))
        }
        return (names, ranks)
    }

    /// Xcode's order of a kind's attributes and children in this document, worked out once per kind.
    func kindOrder(of kind: String) -> KindOrder {
        if let known = kindOrders[kind] { return known }
        let order = vocabulary.order(ofKind: kind, family: family, toolsVersion: toolsVersion)
        kindOrders[kind] = order
        return order
    }

    /// Whether Xcode's measured order of an element's attributes is the order the file has them in.
    func hasAttributesInXcodeOrder(_ element: ElementID) -> Bool {
        guard keepsFileOrder else { return true }
        let names = document.attributes(of: element).map(\.name)
        return KeptOrder.movingNames(inFileOrder: names, ranks: attributeRanks(names, kind: document.name(of: element))) == nil
    }

    /// The ranks of attribute names in a kind's order, each worked out once per kind and name (a name the
    /// order lacks is placed by comparing it with the order's names).
    func attributeRanks(_ names: [String], kind: String) -> [Double] {
        names.map { name in
            if let known = attributeRankCache[kind]?[name] { return known }
            let rank = kindOrder(of: kind).rank(ofAttribute: name)
            attributeRankCache[kind, default: [:]][name] = rank
            return rank
        }
    }

    /// The names that move in one or more sequences (an element's attributes, its children), when the reader's
    /// filling of each from the one `$order` gives the file's order back: the reader tells attributes from
    /// children only by name.
    private static func keptNames(_ sequences: [(names: [String], ranks: [Double])]) -> [String]? {
        let moving = sequences.map { KeptOrder.movingNames(inFileOrder: $0.names, ranks: $0.ranks) }
        guard moving.contains(where: { $0 != nil }) else { return nil }
        let kept = moving.flatMap { $0 ?? [] }
        let places = KeptOrder.places(of: kept)
        guard sequences.allSatisfy({ KeptOrder.restores($0.names, ranks: $0.ranks, from: places) }) else { return nil }
        return kept
    }
}
