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
        return Self.keptNames(names, ranks: attributeRanks(names, kind: "document"))
    }

    /// `$order` of the document's children (`objects`, `resources`, `designables`, …), written where
    /// Xcode's order would put them elsewhere (see ``KeptOrder``); `members`: the children written as members.
    func keptOrderOfDocumentChildren(named members: Set<String>) -> [String]? {
        guard keepsFileOrder else { return nil }
        let order = kindOrder(of: "document")
        var names: [String] = []
        var ranks: [Double] = []
        var itemSlots: [String] = []
        var itemPlaces: [Int] = []
        for child in document.children(of: document.root) {
            let name = document.name(of: child)
            if document.key(of: child) == nil, members.contains(name) {
                names.append(name)
                ranks.append(order.rank(ofChild: "el:" + name))
            } else {
                let key = document.key(of: child)
                names.append(key ?? name)
                ranks.append(0)
                itemSlots.append(key.map { "key:" + $0 } ?? "el:" + name)
                itemPlaces.append(names.count - 1)
            }
        }
        for (place, rank) in zip(itemPlaces, order.itemRanks(slots: itemSlots)) { ranks[place] = rank }
        return Self.keptNames(names, ranks: ranks)
    }

    /// `$order`: the names of the element's attributes and children that Xcode's measured order would
    /// put elsewhere than the file has them (see ``KeptOrder``), or `nil` when it gives the file's order.
    func keptOrder(of element: ElementID, kind: String, plan: ElementPlan) -> [String]? {
        guard keepsFileOrder else { return nil }
        let order = kindOrder(of: kind)
        let attributes = document.attributes(of: element).map(\.name)
        let attributeRanks = attributeRanks(attributes, kind: kind)
        // Children by the names the reader gives them, ranked as the reader ranks them.
        var slots: [Int32: String] = [:]
        for child in plan.keyed { if let key = document.key(of: child) { slots[child.index] = "key:" + key } }
        for list in plan.lists { slots[list.index] = "el:" + document.name(of: list) }
        if let connections = plan.connections { slots[connections.index] = "el:" + MemberNames.connections }
        let itemSlots = plan.items.map { item in document.key(of: item).map { "key:" + $0 } ?? "el:" + document.name(of: item) }
        var itemRanks: [Int32: Double] = [:]
        for (item, rank) in zip(plan.items, order.itemRanks(slots: itemSlots)) { itemRanks[item.index] = rank }
        for (item, slot) in zip(plan.items, itemSlots) { slots[item.index] = slot }
        var children: [String] = []
        var childRanks: [Double] = []
        for child in document.children(of: element) {
            guard let slot = slots[child.index] else { continue }
            children.append(String(slot.drop { $0 != ":" }.dropFirst()))
            childRanks.append(itemRanks[child.index] ?? order.rank(ofChild: slot))
        }
        let movingAttributes = KeptOrder.movingNames(inFileOrder: attributes, ranks: attributeRanks)
        let movingChildren = KeptOrder.movingNames(inFileOrder: children, ranks: childRanks)
        guard movingAttributes != nil || movingChildren != nil else { return nil }
        let kept = (movingAttributes ?? []) + (movingChildren ?? [])
        // The reader tells attributes from children only by name: keep the order only where its
        // filling gives the file's back.
        let places = KeptOrder.places(of: kept)
        guard KeptOrder.restores(attributes, ranks: attributeRanks, from: places),
              KeptOrder.restores(children, ranks: childRanks, from: places) else { return nil }
        return kept
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

    /// The names that move in one sequence, when the reader's filling gives the file's order back.
    private static func keptNames(_ names: [String], ranks: [Double]) -> [String]? {
        guard let kept = KeptOrder.movingNames(inFileOrder: names, ranks: ranks),
              KeptOrder.restores(names, ranks: ranks, from: KeptOrder.places(of: kept)) else { return nil }
        return kept
    }
}
