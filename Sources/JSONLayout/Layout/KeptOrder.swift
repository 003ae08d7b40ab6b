/// `$order`: the order a file had for some of an element's attributes and children, kept in the
/// layout only where Xcode's measured order (``XcodeOrderTables``) would write them otherwise (an
/// older Xcode's order, names the tables never saw together, a hand edit).
///
/// The member lists names in the file's order: attribute names as in the XIB; children by their
/// member name (a keyed child's key, a list's name, `connections`) and the items of `$items` by
/// their `$key`, or by their kind when they have none (so a name can be listed more than once). The
/// reader first puts the element's attributes and children in Xcode's order, then fills the places
/// the listed names took there with the listed names in the listed order (the first item of a name
/// at that name's first listed place, and so on). Every other name keeps its place, so what is
/// added to the element later goes where Xcode writes it, and a listed name the element no longer
/// has is passed over.
///
/// The writer lists only what moves: the names whose place in Xcode's order is not their place in
/// the file, the names Xcode's order cannot tell apart from another (equal ranks, which the reader
/// orders by the layout's member order), and every item of a listed name; and only when the
/// reader's filling gives back the file's order.
enum KeptOrder {
    /// The member's name.
    static let member = "$order"

    /// Whether a document's order is worth keeping: one read from a XIB or storyboard (Xcode wrote it,
    /// or someone edited what Xcode wrote) or from a layout (whose order is its tables' and its own
    /// `$order`). A legacy archive read into the document vocabulary, or a document built in code, is
    /// written in Xcode's order.
    static func isKept(inDocumentsOfFormat format: String) -> Bool {
        format == "xib" || format == "storyboard" || format == "json"
    }

    /// Each listed name's places in `$order`, first to last.
    typealias Places = [String: [Int]]

    /// The name a child goes by in `$order`, from its slot in Xcode's order: `key:frame` → `frame`,
    /// `el:subviews` → `subviews`.
    static func name(ofSlot slot: String) -> String {
        String(slot.drop { $0 != ":" }.dropFirst())
    }

    /// Each name's places in `names`, the list `$order` holds.
    static func places(of names: [String]) -> Places {
        var places: Places = [:]
        for (place, name) in names.enumerated() { places[name, default: []].append(place) }
        return places
    }

    /// The names that move, of a sequence of names in the file's order with each one's rank in
    /// Xcode's order (in the file's order); `nil` when Xcode's order is the file's.
    static func movingNames(inFileOrder names: [String], ranks: [Double]) -> [String]? {
        let xcodeOrder = LayoutReader.stableOrder(of: names.count) { ranks[$0] }
        var moving: Set<String> = []
        for (place, index) in xcodeOrder.enumerated() where index != place { moving.insert(names[index]) }
        guard !moving.isEmpty else { return nil }
        var rankCounts: [Double: Int] = [:]
        for rank in ranks { rankCounts[rank, default: 0] += 1 }
        for index in names.indices where (rankCounts[ranks[index]] ?? 0) > 1 { moving.insert(names[index]) }
        return names.filter(moving.contains)
    }

    /// Whether filling Xcode's order of `names` (by `ranks`) from `places` gives the file's order back.
    static func restores(_ names: [String], ranks: [Double], from places: Places) -> Bool {
        let xcodeOrder = LayoutReader.stableOrder(of: names.count) { ranks[$0] }
        return apply(places, to: xcodeOrder) { names[$0] } == Array(names.indices)
    }

    /// `items`, in Xcode's order, with the places of the listed ones filled by them in the listed
    /// order. Items without a name, or with a name `places` does not list, stay where they are; an
    /// item of a name listed fewer times than the element has items of it follows that name's last.
    static func apply<Item>(_ places: Places, to items: [Item], name: (Item) -> String?) -> [Item] {
        guard !places.isEmpty else { return items }
        var slots: [Int] = []
        var moved: [(place: Int, occurrence: Int, item: Item)] = []
        var occurrences: [String: Int] = [:]
        for (slot, item) in items.enumerated() {
            guard let itemName = name(item), let listed = places[itemName], let last = listed.last else { continue }
            let occurrence = occurrences[itemName, default: 0]
            occurrences[itemName] = occurrence + 1
            slots.append(slot)
            moved.append((occurrence < listed.count ? listed[occurrence] : last, occurrence, item))
        }
        guard moved.count > 1 else { return items }
        let order = moved.indices.sorted { lhs, rhs in
            moved[lhs].place != moved[rhs].place ? moved[lhs].place < moved[rhs].place : moved[lhs].occurrence < moved[rhs].occurrence
        }
        var result = items
        for (slot, index) in zip(slots, order) { result[slot] = moved[index].item }
        return result
    }
}
