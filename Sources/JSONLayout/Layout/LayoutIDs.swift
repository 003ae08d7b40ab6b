import UIDescription

/// Names and ids, which both passes of ``LayoutReader`` share: the `ids` table, the objects' names declared in
/// pass 1, and the ids of anonymous elements (recorded in the table under their keys, or made afresh), so that no
/// two objects get one id.
struct LayoutIDs {
    let tree: JSONTree
    /// The layout's path, for the positions of errors.
    let path: String?
    /// The ids of the declared object names: by symbol for names that are member names of the
    /// layout (every key of the `ids` table is), by text for others (objects added by hand).
    private var symbolNameIDs: [String?]
    private var otherNameIDs: [String: String] = [:]
    /// The `ids` table: for each symbol (member name of the layout) that is a key of the table,
    /// the index of its id's value in the tree (-1: not a key of the table).
    private var tableIDs: [Int32]
    /// Every id in use, so that fresh ids do not collide: made from the table when a fresh id is
    /// first needed (a layout whose table names everything needs none).
    private var takenIDs: Set<String>?
    /// How often each key of an anonymous element was used so far (for ` #2` keys): by symbol for
    /// keys that are member names of the layout (the `ids` table's keys among them), by text for others.
    private var keyUses: [Int32]
    private var otherKeyCounts: [String: Int] = [:]

    init(tree: JSONTree, path: String?) {
        self.tree = tree
        self.path = path
        tableIDs = Array(repeating: -1, count: tree.symbolCount)
        symbolNameIDs = Array(repeating: nil, count: tree.symbolCount)
        keyUses = Array(repeating: 0, count: tree.symbolCount)
    }

    /// Reads the `ids` table. Its keys are member names, which the parser interned: the table is
    /// kept by symbol, and nothing is copied out of the layout.
    mutating func readTable(_ ids: Int) throws {
        guard tree.kind(ids) == .object else {
            throw failure(.malformed("ids"), "`ids` must be an object mapping names to Interface Builder ids", at: tree.offset(ids))
        }
        for (key, value) in tree.members(ids) {
            guard tree.kind(value) == .string else {
                throw failure(.malformed("ids"), "the id of `\(tree.string(key))` must be a string", at: tree.offset(value))
            }
            guard tree.firstByte(value) != nil else {
                throw failure(.invalidValue(""), "the id of `\(tree.string(key))` is empty", at: tree.offset(value))
            }
            let symbol = tree.symbol(ofKey: key)
            guard tableIDs[symbol] < 0 else {
                throw failure(.duplicateID(tree.string(key)), "`\(tree.string(key))` appears twice in `ids`", at: tree.offset(key))
            }
            tableIDs[symbol] = Int32(value)
        }
    }

    /// The id the `ids` table records under `key`, if it has one.
    func tableID(_ key: String) -> String? {
        guard let symbol = tree.symbol(named: key), tableIDs[symbol] >= 0 else { return nil }
        return tree.string(Int(tableIDs[symbol]))
    }

    /// Whether the `ids` table has an entry under `key`.
    func tableHasKey(_ key: String) -> Bool {
        guard let symbol = tree.symbol(named: key) else { return false }
        return tableIDs[symbol] >= 0
    }

    /// The declared names and their ids.
    var names: LayoutNames { LayoutNames(tree: tree, symbolNameIDs: symbolNameIDs, otherNameIDs: otherNameIDs) }

    /// The id of a declared name, if it is declared.
    func declaredID(ofName name: String) -> String? {
        if let symbol = tree.symbol(named: name) { return symbolNameIDs[symbol] }
        return otherNameIDs[name]
    }

    /// The id of a name (declared in pass 1).
    func id(ofName name: String, at offset: Int) throws -> String {
        if let id = declaredID(ofName: name) { return id }
        var message = "no object is named `\(MessageText.excerpt(name))`"
        if let suggestion = Suggestion.nearest(to: name, in: names.all.keys) { message += "; did you mean `\(suggestion)`?" }
        throw failure(.danglingReference(id: MessageText.excerpt(name)), message, at: offset)
    }

    /// The id recorded under an anonymous element's key (` #2` for its second use), or a fresh one.
    mutating func anonymousID(key: String) -> String {
        let count: Int
        if let symbol = tree.symbol(named: key) {
            keyUses[symbol] += 1
            count = Int(keyUses[symbol])
        } else {
            count = Self.incremented(&otherKeyCounts[key, default: 0])
        }
        let fullKey = count == 1 ? key : "\(key) #\(count)"
        if let id = tableID(fullKey) { return id }
        return freshID(seed: fullKey)
    }

    /// Adds one to a count in place (one look-up of its key) and answers the new count.
    private static func incremented(_ count: inout Int) -> Int {
        count += 1
        return count
    }

    /// Every id in use so far: the table's, and those made or taken since.
    private mutating func allTakenIDs() -> Set<String> {
        if let takenIDs { return takenIDs }
        var taken = Set<String>()
        for valueIndex in tableIDs where valueIndex >= 0 { taken.insert(tree.string(Int(valueIndex))) }
        takenIDs = taken
        return taken
    }

    /// Records an id as in use.
    private mutating func take(_ id: String) {
        var taken = allTakenIDs()
        takenIDs = nil
        taken.insert(id)
        takenIDs = taken
    }

    /// A fresh id for an object without a name.
    mutating func freshID(seed: String) -> String {
        let id = IBIdentifier.make(seed: seed, taken: allTakenIDs())
        take(id)
        return id
    }

    /// Declares a named object; its id comes from the table, a placeholder convention, or is new.
    mutating func declare(_ name: String, kind: String, body: Int?, at offset: Int) throws {
        let symbol = tree.symbol(named: name)
        let declared = symbol.map { symbolNameIDs[$0] != nil } ?? (otherNameIDs[name] != nil)
        if declared {
            throw failure(.duplicateID(name), "two objects are named `\(name)`; names must be unique in a layout", at: offset)
        }
        let id = declaredID(forNew: name, symbol: symbol, kind: kind, body: body)
        if let symbol { symbolNameIDs[symbol] = id } else { otherNameIDs[name] = id }
    }

    /// The id a newly declared name gets: the table's, a placeholder's conventional id, or a fresh one.
    private mutating func declaredID(forNew name: String, symbol: Int?, kind: String, body: Int?) -> String {
        if let symbol, tableIDs[symbol] >= 0 { return tree.string(Int(tableIDs[symbol])) }
        var conventional: String?
        if kind == "placeholder", let body, let identifier = tree.member("placeholderIdentifier", of: body),
           tree.kind(identifier) == .string {
            switch tree.string(identifier) {
            case "IBFilesOwner": conventional = "-1"
            case "IBFirstResponder": conventional = "-2"
            default: break
            }
        }
        if let conventional, !allTakenIDs().contains(conventional) {
            take(conventional)
            return conventional
        }
        return freshID(seed: name)
    }

    /// An error at a byte offset of the layout (only errors need the line table, so it is made here).
    private func failure(_ kind: UIDescriptionError.Kind, _ message: String, at offset: Int) -> UIDescriptionError {
        UIDescriptionError(kind, message, at: NodeDocumentBuilder(source: tree.source, path: path, format: "json").location(atOffset: offset))
    }
}

/// The object names a layout declares, with their ids.
struct LayoutNames {
    let tree: JSONTree
    let symbolNameIDs: [String?]
    let otherNameIDs: [String: String]

    /// The id of a declared name.
    subscript(name: String) -> String? {
        if let symbol = tree.symbol(named: name) { return symbolNameIDs[symbol] }
        return otherNameIDs[name]
    }

    /// Every declared name with its id.
    var all: [String: String] {
        var all = otherNameIDs
        for (symbol, id) in symbolNameIDs.enumerated() {
            if let id { all[tree.string(Int(tree.symbolKeys[symbol]))] = id }
        }
        return all
    }
}
