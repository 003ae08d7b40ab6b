/// The order in which Xcode writes each element kind's attributes and children (the generated tables of
/// ``XcodeOrder``, parsed once and used as they are), by platform family and by the era of the Xcode that
/// wrote the file (its `toolsVersion`).
final class XcodeOrderTables: Sendable {
    static let shared = XcodeOrderTables()

    /// The orders of one table (`ios:view`): each with the tools version it holds from.
    struct Eras: Sendable {
        var orders: [(since: Double, names: [String], ranks: [String: Int])] = []

        func order(for toolsVersion: Double) -> (names: [String], ranks: [String: Int])? {
            guard var chosen = orders.first else { return nil }
            for era in orders where toolsVersion >= era.since { chosen = era }
            return (chosen.names, chosen.ranks)
        }
    }

    let attributeTables: [String: Eras]
    let childTables: [String: Eras]
    let globalAttributes: (names: [String], ranks: [String: Int])
    let globalChildren: (names: [String], ranks: [String: Int])

    private init() {
        attributeTables = Self.parse(XcodeOrder.attributeOrder)
        childTables = Self.parse(XcodeOrder.childOrder)
        let attributes = XcodeOrder.globalAttributeOrder.split(whereSeparator: \.isWhitespace).map(String.init)
        globalAttributes = (attributes, Self.ranks(attributes))
        let children = XcodeOrder.globalChildOrder.split(whereSeparator: \.isWhitespace).map(String.init)
        globalChildren = (children, Self.ranks(children))
    }

    /// The order of a kind's attributes and children in a document of a family and tools version.
    func order(ofKind kind: String, family: Vocabulary.Family, toolsVersion: Double) -> KindOrder {
        func chain(_ tables: [String: Eras], global: (names: [String], ranks: [String: Int])) -> [(names: [String], ranks: [String: Int])] {
            var levels: [(names: [String], ranks: [String: Int])] = []
            for table in [family.rawValue + ":" + kind, family.rawValue + ":*", kind] {
                if let order = tables[table]?.order(for: toolsVersion) { levels.append(order) }
            }
            levels.append(global)
            return levels
        }
        return KindOrder(attributes: chain(attributeTables, global: globalAttributes), children: chain(childTables, global: globalChildren))
    }

    /// `ios:view>=17000 name name …` entries (``MeasuredTableText``): each table's orders, oldest era first.
    private static func parse(_ text: String) -> [String: Eras] {
        var tables: [String: Eras] = [:]
        for words in MeasuredTableText.entries(text) {
            guard let label = words.first else { continue }
            let parts = label.split(separator: ">=", maxSplits: 1, omittingEmptySubsequences: false)
            let since = parts.count == 2 ? Double(parts[1]) ?? 0 : 0
            let names = words.dropFirst().map(String.init)
            tables[String(parts[0]), default: Eras()].orders.append((since, names, ranks(names)))
        }
        return tables
    }

    private static func ranks(_ names: [String]) -> [String: Int] {
        var result: [String: Int] = [:]
        for (index, name) in names.enumerated() where result[name] == nil { result[name] = index }
        return result
    }
}

/// Xcode's order of the attributes and children of one kind in one document, looked up once per
/// element kind: the kind's measured order for the document's family and era, then the order over
/// all kinds of the family (the base classes' order, which a kind inherits), then the kind's over all
/// families, then the order over everything.
///
/// A name the most specific order holds has its rank there. Any other name is placed after its
/// nearest predecessor, in the first more general order that holds it, that is placed already (the
/// way Xcode writes an attribute a class inherits among the class's own).
struct KindOrder {
    let attributes: [(names: [String], ranks: [String: Int])]
    let children: [(names: [String], ranks: [String: Int])]

    /// An attribute no order holds goes just after the one of the kind's order whose name shares most
    /// words with it, at its start or end (`secondaryImage` after `image`, `canCancelContentTouches`
    /// after `delaysContentTouches`): Xcode writes related properties together. Failing that, just
    /// before `id`, as Xcode writes a class's own attributes before the identity ones.
    func rank(ofAttribute name: String) -> Double {
        if let rank = Self.rank(of: name, in: attributes, below: attributes.count) { return rank }
        if let related = Self.relatedName(to: name, in: attributes.first?.names ?? []),
           let rank = Self.rank(of: related, in: attributes, below: attributes.count) {
            return rank + 0.5
        }
        return Self.rank(of: "id", in: attributes, below: attributes.count).map { $0 - 0.5 } ?? Self.last(of: attributes)
    }

    /// The name of `candidates` sharing most camel-case words with `name` at the start or the end
    /// (the earliest of equals), or `nil` when none shares a word.
    static func relatedName(to name: String, in candidates: [String]) -> String? {
        let mine = words(of: name)
        var best: (shared: Int, name: String)?
        for candidate in candidates {
            let theirs = words(of: candidate)
            let limit = min(mine.count, theirs.count)
            var prefix = 0
            while prefix < limit, mine[prefix] == theirs[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < limit, mine[mine.count - 1 - suffix] == theirs[theirs.count - 1 - suffix] { suffix += 1 }
            let shared = max(prefix, suffix)
            if shared > 0, shared > (best?.shared ?? 0) { best = (shared, candidate) }
        }
        return best?.name
    }

    /// Camel-case words, lower-cased: `canCancelContentTouches`: can, cancel, content, touches;
    /// a run of capitals is one word (`URLString`: url, string).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (!(characters[index - 1].isUppercase) || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord { words.append(current.lowercased()); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// A child slot no order holds goes last.
    func rank(ofChild slot: String) -> Double {
        Self.rank(of: slot, in: children, below: children.count) ?? Self.last(of: children)
    }

    /// The rank of a child slot in the most specific order, or `nil` when that order does not have it.
    func knownRank(ofChild slot: String) -> Double? {
        children.first?.ranks[slot].map(Double.init)
    }

    /// The ranks of an element's items (children a layout keeps in `$items`), by their slots in the
    /// file's order, so that they keep that order: items without a key take the place of the first of
    /// them; an item with a key takes its key's place in Xcode's order, or follows the item before it
    /// when that place is earlier or unknown (a key the measured order does not have, a key repeated:
    /// `minSize`, `maxSize`, `minSize`).
    func itemRanks(slots: [String]) -> [Double] {
        var ranks: [Double] = []
        ranks.reserveCapacity(slots.count)
        var previous: Double?
        var firstUnkeyed: Double?
        for slot in slots {
            var rank: Double
            if slot.hasPrefix("key:") {
                rank = knownRank(ofChild: slot) ?? previous ?? self.rank(ofChild: slot)
            } else {
                rank = firstUnkeyed ?? self.rank(ofChild: slot)
                if firstUnkeyed == nil { firstUnkeyed = rank }
            }
            if let previous { rank = max(rank, previous) }
            previous = rank
            ranks.append(rank)
        }
        return ranks
    }

    private static func last(of levels: [(names: [String], ranks: [String: Int])]) -> Double {
        Double(levels.first?.names.count ?? 0) + 1000
    }

    /// The rank of `name` placed by the first `limit` levels, or `nil` when none holds it.
    private static func rank(of name: String, in levels: [(names: [String], ranks: [String: Int])], below limit: Int) -> Double? {
        guard limit > 0 else { return nil }
        if let rank = levels[0].ranks[name] { return Double(rank) }
        for level in 1..<limit {
            guard let position = levels[level].ranks[name] else { continue }
            var predecessor = position - 1
            while predecessor >= 0 {
                if let placed = rank(of: levels[level].names[predecessor], in: levels, below: level) {
                    return placed + Double(position - predecessor) / 1000
                }
                predecessor -= 1
            }
            return -1 + Double(position + 1) / 1000
        }
        return nil
    }
}
