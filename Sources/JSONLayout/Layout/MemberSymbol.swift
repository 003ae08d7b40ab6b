/// What the reader knows about a member name, worked out once per distinct name of a layout.
final class MemberSymbol: Sendable {
    let name: String
    /// A kind member (`Label`): the kind it names (`label`).
    let kind: String?
    /// For a kind member naming no known kind: the known kind it is likely a misspelling of (`Buton`).
    let misspelledKind: String?
    /// A format member (`$text`, `$items`, …).
    let isReserved: Bool
    /// `outlets`, `outletCollections`, `actions` or `connections`.
    let isConnectionMember: Bool
    let isPlain: Bool
    let isKnownAttribute: Bool
    let isKnownKey: Bool
    let isKnownList: Bool
    let isStringFormKey: Bool
    let isNumberListKey: Bool
    let isReferenceAttribute: Bool
    /// The known values, for an enumerated attribute.
    let enumeratedValues: KnownValues?
    /// An attribute measured as a boolean on some kind: a string or number value is checked against its kind.
    let isBooleanOnSomeKind: Bool
    /// An attribute measured as a number on some kind: `true` or `false` is checked against its kind.
    let isNumericOnSomeKind: Bool
    /// The kind a keyed child under this name usually has.
    let defaultKindForKey: String?
    /// The child slots of Xcode's order tables: `key:name` and `el:name`.
    let keySlot: String
    let listSlot: String

    init(name: String, vocabulary: Vocabulary) {
        self.name = name
        // A name longer than any the vocabulary knows is none of them: not hashed once per table to find out.
        let mayBeKnown = vocabulary.mayKnow(name)
        kind = MemberNames.isKindMember(name) ? MemberNames.kind(fromMember: name) : nil
        misspelledKind = kind.flatMap { vocabulary.kindMisspelled($0) }
        isReserved = name.utf8.first == UInt8(ascii: "$")
        isConnectionMember = mayBeKnown && MemberNames.reserved.contains(name)
        isPlain = MemberNames.isPlain(name)
        isKnownAttribute = mayBeKnown && vocabulary.attributeNames.contains(name)
        isKnownKey = mayBeKnown && vocabulary.keys.contains(name)
        isKnownList = mayBeKnown && vocabulary.listNames.contains(name)
        isStringFormKey = vocabulary.isStringFormKey(name)
        isNumberListKey = vocabulary.isNumberListKey(name)
        isReferenceAttribute = mayBeKnown && vocabulary.referenceAttributes.contains(name)
        // Only known attributes are checked (most names a layout holds are object names, in the `ids` table).
        enumeratedValues = isKnownAttribute ? vocabulary.enumeratedValues[name] : nil
        isBooleanOnSomeKind = isKnownAttribute && vocabulary.booleanOnSomeKind.contains(name)
        isNumericOnSomeKind = isKnownAttribute && vocabulary.numericOnSomeKind.contains(name)
        defaultKindForKey = vocabulary.defaultKind(forKey: name)
        keySlot = "key:" + name
        listSlot = "el:" + name
    }
}

extension MemberSymbol {
    /// The symbols of every name of the shared vocabulary (and the format's own members), worked
    /// out once per process.
    static let known: [String: MemberSymbol] = {
        let vocabulary = Vocabulary.shared
        var names = vocabulary.propertyNames.union(MemberNames.reserved)
        names.formUnion(["$kind", "$name", "$key", "$text", "$equation", "$attributes", "$references", "$unset", KeptOrder.member, "$anonymous", "$items"])
        for kind in vocabulary.kinds { if let member = MemberNames.kindMember(kind) { names.insert(member) } }
        return Dictionary(uniqueKeysWithValues: names.map { ($0, MemberSymbol(name: $0, vocabulary: vocabulary)) })
    }()
}
