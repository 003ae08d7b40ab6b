import UIDescription

/// Reads a JSON layout into the same ``NodeDocument`` the XIB front end builds for the equivalent
/// XIB: names become ids again (from the `ids` table, or fresh ones for objects added by hand),
/// short forms become elements and attributes, left-out defaults come back, and elements and
/// attributes are put in the order Xcode writes them. Every element starts at the JSON value it
/// was read from, so errors point into the layout file.
struct LayoutReader {
    let tree: JSONTree
    let vocabulary: Vocabulary
    let path: String?
    var builder: NodeDocumentBuilder
    let limits: DocumentLimits

    /// Names and ids: the `ids` table, the names pass 1 declares, the ids anonymous elements get.
    var ids: LayoutIDs
    /// `target` (AppKit) or `destination`: how actions name their receiver.
    var actionTarget = WrittenName.destination
    /// The document's platform family, for Xcode's order of attributes and children.
    var family = Vocabulary.Family.ios
    /// The document's tools version: Xcode's order changed between its releases.
    var toolsVersion = 0.0
    /// Whether the layout is of a newer minor version than this reader knows (`uidesc-layout/1.2`), whose format
    /// members (`$…`) it does not know it passes over: minor versions only add members a reader can ignore.
    var passesOverUnknownFormatMembers = false
    /// How many of the names of ``Cache/names`` the builder has interned, in the same order.
    var builderNameCount = 0
    /// Duplicate-member detection: the object each member name was last seen in.
    var seenIn: [Int32]
    var objectStamp: Int32 = 0
    /// Caches filled while reading (a reference, so that lookups need not be mutating).
    let cache = Cache()

    /// What the reader works out once and looks up many times. Only the reader uses it, one call
    /// at a time, so its properties need no dynamic exclusivity checks.
    final class Cache {
        /// Each kind's tables, by kind name.
        @exclusivity(unchecked) var kinds: [String: KindTables] = [:]
        /// Names interned in the builder, by index, and each member name's index (-1: not yet).
        @exclusivity(unchecked) var names: [String] = []
        @exclusivity(unchecked) var nameIndices: [String: Int32] = [:]
        @exclusivity(unchecked) var symbolNameIndices: [Int32] = []
        /// The interned names the reader writes itself (-1: not yet): the attributes of constraint
        /// equations by field, then connections' tags and attributes by ``WrittenName``.
        @exclusivity(unchecked) var fixedNameIndices = [Int32](repeating: -1, count: ConstraintEquation.Field.allCases.count
                                                                                + WrittenName.allCases.count)
        /// The tables of the connection kinds, by the written name of their tag.
        @exclusivity(unchecked) var writtenKindTables = [KindTables?](repeating: nil, count: WrittenName.allCases.count)
        /// The headers of pass 1, by the index of the element's object.
        @exclusivity(unchecked) var headers: [Int: Header] = [:]
        /// What the reader knows about each distinct member name, worked out when first needed
        /// (most member names of a layout are names in its `ids` table and outlet names, which
        /// need nothing worked out).
        @exclusivity(unchecked) var symbols: [MemberSymbol?] = []
        /// The tables of the kind a kind member (`"Label": …`) names, by the member's symbol.
        @exclusivity(unchecked) var kindMemberTables: [KindTables?] = []
    }

    /// What the reader needs of one kind, worked out the first time the kind appears: its interned
    /// name, Xcode's order tables with the ranks of interned attribute names, its id attribute and
    /// its defaults, so that an element of the kind costs no look-up by name.
    final class KindTables {
        let order: KindOrder
        /// The kind's interned name.
        let name: Int32
        /// Whether elements of the kind are objects with ids when nothing says otherwise.
        let isObjectKind: Bool
        /// The interned attribute an object of this kind keeps its id in (`id`, `sceneID`).
        let idAttribute: Int32?
        /// The attributes a layout leaves out when they have their default value.
        let attributeDefaults: [(name: String, index: Int32, value: String)]
        /// The children a layout leaves out when they are the default, with their ranks.
        let childDefaults: [(child: Vocabulary.DefaultChild, rank: Double)]
        /// The rank of `<connections>` among the children.
        let connectionsRank: Double
        /// Ranks of interned attribute names, by index (NaN: not worked out yet).
        @exclusivity(unchecked) var attributeRanks: [Double] = []
        /// The kind's name.
        let kind: String

        init(kind: String, reader: LayoutReader) {
            self.kind = kind
            order = reader.vocabulary.order(ofKind: kind, family: reader.family, toolsVersion: reader.toolsVersion)
            name = reader.intern(kind)
            isObjectKind = reader.vocabulary.objectKinds.contains(kind)
            idAttribute = reader.vocabulary.objectIDAttribute(ofKind: kind).map { reader.intern($0) }
            attributeDefaults = (reader.vocabulary.attributeDefaults[kind] ?? []).map { ($0.name, reader.intern($0.name), $0.value) }
            let order = order
            childDefaults = (reader.vocabulary.childDefaults[kind] ?? []).map { ($0, order.rank(ofChild: "key:" + $0.key)) }
            connectionsRank = order.rank(ofChild: "el:connections")
        }
    }

    /// The interned `id` and `key`: the builder interns them first.
    static let idName: Int32 = 0
    static let keyName: Int32 = 1

    init(tree: JSONTree, path: String?, limits: DocumentLimits, vocabulary: Vocabulary = .shared) {
        self.tree = tree
        self.vocabulary = vocabulary
        self.path = path
        self.limits = limits
        builder = NodeDocumentBuilder(source: tree.source, path: path, format: "json", limits: limits,
                                      expectedElementCount: tree.values.count / 4)
        cache.symbols = Array(repeating: nil, count: tree.symbolCount)
        cache.kindMemberTables = Array(repeating: nil, count: tree.symbolCount)
        seenIn = Array(repeating: -1, count: tree.symbolCount)
        ids = LayoutIDs(tree: tree, path: path)
        cache.symbolNameIndices = Array(repeating: -1, count: tree.symbolCount)
        // The builder interns `id` and `key` first (``idName``, ``keyName``).
        cache.names = ["id", "key"]
        cache.nameIndices = ["id": Self.idName, "key": Self.keyName]
        builderNameCount = 2
    }

    /// The builder's index for an interned name: the builder interns the names in the order the
    /// reader does, so the indices agree.
    mutating func builderName(_ index: Int32) -> Int32 {
        while builderNameCount <= Int(index) {
            _ = builder.intern(cache.names[builderNameCount])
            builderNameCount += 1
        }
        return index
    }

    /// What the reader knows about the name of the member whose key is at `key`.
    func symbol(_ key: Int) -> MemberSymbol { symbol(number: tree.symbol(ofKey: key)) }

    func symbol(number: Int) -> MemberSymbol {
        if let known = cache.symbols[number] { return known }
        let name = tree.string(Int(tree.symbolKeys[number]))
        let symbol = MemberSymbol.known[name] ?? MemberSymbol(name: name, vocabulary: vocabulary)
        cache.symbols[number] = symbol
        return symbol
    }

    /// The tables of a kind.
    func tables(of kind: String) -> KindTables {
        if let tables = cache.kinds[kind] { return tables }
        let tables = KindTables(kind: kind, reader: self)
        cache.kinds[kind] = tables
        return tables
    }

    /// The tables of the kind a kind member names (`kind`), remembered by the member's symbol.
    func tables(ofKindMember symbol: Int, kind: String) -> KindTables {
        if let known = cache.kindMemberTables[symbol] { return known }
        let found = tables(of: kind)
        cache.kindMemberTables[symbol] = found
        return found
    }

    func childRank(_ slot: String, kind: String) -> Double { tables(of: kind).order.rank(ofChild: slot) }

    /// The rank of an interned attribute name among the attributes of a kind.
    func attributeRank(index: Int32, in tables: KindTables) -> Double {
        let position = Int(index)
        if position < tables.attributeRanks.count {
            let known = tables.attributeRanks[position]
            if !known.isNaN { return known }
        } else {
            tables.attributeRanks.append(contentsOf: repeatElement(.nan, count: position + 1 - tables.attributeRanks.count))
        }
        let rank = tables.order.rank(ofAttribute: cache.names[position])
        tables.attributeRanks[position] = rank
        return rank
    }

    /// The builder's index of a name.
    func intern(_ name: String) -> Int32 {
        if let index = cache.nameIndices[name] { return index }
        let index = Int32(cache.names.count)
        cache.names.append(name)
        cache.nameIndices[name] = index
        return index
    }

    /// The builder's index of the attribute of an equation field.
    func intern(_ field: ConstraintEquation.Field) -> Int32 { intern(fixed: field.name, slot: field.rawValue) }

    /// The builder's index of a name the reader writes itself.
    func intern(_ name: WrittenName) -> Int32 {
        intern(fixed: name.name, slot: ConstraintEquation.Field.allCases.count + name.rawValue)
    }

    /// The builder's index of a fixed name, remembered in `slot` of ``Cache/fixedNameIndices``.
    private func intern(fixed name: String, slot: Int) -> Int32 {
        let known = cache.fixedNameIndices[slot]
        if known >= 0 { return known }
        let index = intern(name)
        cache.fixedNameIndices[slot] = index
        return index
    }

    /// The tables of a kind whose name the reader writes itself (a connection's tag).
    func tables(of kind: WrittenName) -> KindTables {
        if let known = cache.writtenKindTables[kind.rawValue] { return known }
        let found = tables(of: kind.name)
        cache.writtenKindTables[kind.rawValue] = found
        return found
    }

    /// The builder's index of the member name at `key`.
    func intern(symbolAt key: Int) -> Int32 {
        let symbol = tree.symbol(ofKey: key)
        let known = cache.symbolNameIndices[symbol]
        if known >= 0 { return known }
        let index = intern(self.symbol(number: symbol).name)
        cache.symbolNameIndices[symbol] = index
        return index
    }

    /// The name of an interned index (for messages).
    func name(ofIndex index: Int32) -> String { cache.names[Int(index)] }

    /// Parses `bytes` and reads the layout.
    static func read(_ bytes: [UInt8], path: String?, limits: DocumentLimits) throws -> NodeDocument {
        try readWithNames(bytes, path: path, limits: limits).document
    }

    /// Parses `bytes` and reads the layout; also answers the object names with their ids.
    static func readWithNames(_ bytes: [UInt8], path: String?, limits: DocumentLimits) throws
        -> (document: NodeDocument, names: LayoutNames) {
        try limits.checkInput(bytes, path: path)
        let tree: JSONTree
        do {
            tree = try JSONParser.parse(bytes, limits: JSONParser.Limits(
                maximumDepth: limits.maximumDepth * 3, maximumValues: max(limits.maximumElementCount, 1) * 8,
                maximumStringBytes: limits.maximumValueBytes))
        } catch let error as JSONSyntaxError {
            let location = NodeDocumentBuilder(source: bytes, path: path, format: "json").location(atOffset: error.offset)
            if let limit = error.limit, let value = limits.value(of: limit) {
                throw UIDescriptionError(.limitExceeded(limit, limit: value), "\(error.message) (\(limit.rawValue))", at: location)
            }
            throw UIDescriptionError(.malformed(error.message), "malformed JSON: \(error.message)", at: location)
        }
        var reader = LayoutReader(tree: tree, path: path, limits: limits)
        do {
            let document = try reader.read()
            return (document, reader.ids.names)
        } catch let error as LimitError {
            throw UIDescriptionError(.limitExceeded(error.limit, limit: error.value),
                                     "the layout exceeds the \(error.limit.rawValue) limit of \(error.value)",
                                     at: reader.builder.location(atOffset: error.offset))
        }
    }

    mutating func read() throws -> NodeDocument {
        let root = tree.root
        guard tree.kind(root) == .object else {
            throw failure(.malformed("the layout is not an object"), "a layout is a JSON object with `format` and `document` members", at: tree.offset(root))
        }
        guard let format = tree.member("format", of: root) else {
            throw failure(.malformed("no format"), "the layout has no `format` member; the first member of a layout is \"format\": \"\(LayoutFormat.current)\"",
                          at: tree.offset(root))
        }
        guard tree.kind(format) == .string, LayoutFormat.isSupported(tree.string(format)) else {
            let found = tree.kind(format) == .string ? tree.string(format) : "a non-string value"
            if tree.kind(format) == .string, found.hasPrefix(LayoutFormat.name + "/") {
                throw failure(.unsupportedFormatVersion(found),
                              "the layout is in format \(found), newer than this reader understands (\(LayoutFormat.current)); update uidesc",
                              at: tree.offset(format))
            }
            throw failure(.malformed("unknown format"), "`format` is \(found.debugDescription), expected \"\(LayoutFormat.current)\"", at: tree.offset(format))
        }
        guard let documentValue = tree.member("document", of: root), tree.kind(documentValue) == .object else {
            throw failure(.malformed("no document"), "the layout has no `document` object holding the document's attributes",
                          at: tree.offset(root))
        }
        passesOverUnknownFormatMembers = LayoutFormat.minorVersion(of: tree.string(format)) > LayoutFormat.knownMinorVersion
        if let table = tree.member("ids", of: root) { try ids.readTable(table) }
        try checkDuplicateMembers(root)
        let type = documentAttribute("type", of: documentValue)
        actionTarget = type.contains(".Cocoa.") ? .target : .destination
        family = Vocabulary.Family(type: type, targetRuntime: documentAttribute("targetRuntime", of: documentValue))
        toolsVersion = XcodeDeclaration.toolsVersion(documentAttribute("toolsVersion", of: documentValue))

        // Pass 1: every object's name and id.
        try collectNames(root: root)
        // Pass 2: the elements.
        try emitDocument(root: root, attributes: documentValue)
        return builder.build()
    }

    private func documentAttribute(_ name: String, of attributes: Int) -> String {
        guard let value = tree.member(name, of: attributes), tree.kind(value) == .string else { return "" }
        return tree.string(value)
    }

    // MARK: Errors

    func failure(_ kind: UIDescriptionError.Kind, _ message: String, at offset: Int) -> UIDescriptionError {
        UIDescriptionError(kind, message, at: builder.location(atOffset: offset))
    }

    /// Refuses an object with two members of the same name.
    mutating func checkDuplicateMembers(_ object: Int) throws {
        guard tree.count(object) > 1 else { return }
        objectStamp &+= 1
        for (key, _) in tree.members(object) {
            let symbol = tree.symbol(ofKey: key)
            if seenIn[symbol] == objectStamp {
                throw failure(.malformed("duplicate member"), "the member `\(MessageText.excerpt(self.symbol(number: symbol).name))` appears twice in this object",
                              at: tree.offset(key))
            }
            seenIn[symbol] = objectStamp
        }
    }
}
