/// What a key's name says, whatever the document: its ``KeyPresence`` hash, whether it is a reserved
/// key (`$kind`, `$location`, `$children`, `$elements:NAME`), and the name a document must have for
/// the key to resolve (the key's own name; NAME for `$elements:NAME`; none for the other reserved
/// keys). A document turns it into a ``KeyLookup`` by finding that name among its interned names.
struct KeySpelling: Sendable {
    let hash: UInt64
    let reserved: KeyLookup.Reserved
    /// The name to find among a document's interned names, with its hash (`nil`: none to find).
    let documentName: (name: String, hash: UInt64)?

    init(_ name: String) {
        hash = KeyPresence.hash(of: name)
        guard name.utf8.first == UInt8(ascii: "$") else {
            reserved = .none
            documentName = (name, hash)
            return
        }
        switch name {
        case "$kind": (reserved, documentName) = (.kind, nil)
        case "$location": (reserved, documentName) = (.location, nil)
        case "$children": (reserved, documentName) = (.children, nil)
        default:
            if name.hasPrefix(Self.elementsPrefix) {
                let elementName = String(name.dropFirst(Self.elementsPrefix.count))
                reserved = .elementsNamed
                documentName = (elementName, KeyPresence.hash(of: elementName))
            } else {
                // Other names starting with `$` are ordinary keys.
                reserved = .none
                documentName = (name, hash)
            }
        }
    }

    /// `$elements:NAME` is the list of child elements named NAME, whatever their keys (size-class
    /// `variation`s, which are keyed by their traits).
    static var elementsPrefix: String { "$elements:" }

    /// The key's lookup in the document whose names `state` holds.
    func lookup(in state: DecodingState) -> KeyLookup {
        let name = documentName.map { state.internedName($0.name, hash: $0.hash) } ?? -1
        return KeyLookup(hash: hash, reserved: reserved, name: name)
    }
}

/// The ``KeySpelling`` of every case of a model's `CodingKeys`, worked out once per process (the
/// keys' names and hashes do not depend on the document). A decode then finds each case's name
/// among the document's names in one pass over this table, rather than making each key's name,
/// hashing it and looking it up the first time a model asks for it.
final class ModelKeySpellings: Sendable {
    /// By case tag (the enum's one byte); `nil` for a tag no case has.
    let spellings: [KeySpelling?]

    private init<Key: ModelCodingKey>(_ type: Key.Type) {
        spellings = Self.spellings(of: type)
    }

    /// By case tag. Tags are read as the enum's one byte; other key types keep no spellings (their
    /// keys are looked up by name).
    private static func spellings<Key: ModelCodingKey>(of type: Key.Type) -> [KeySpelling?] {
        guard MemoryLayout<Key>.size == 1 else { return [] }
        var spellings: [KeySpelling?] = []
        for key in Key.allCases {
            let tag = Int(unsafeBitCast(key, to: UInt8.self))
            if tag >= spellings.count { spellings += Array(repeating: nil, count: tag + 1 - spellings.count) }
            spellings[tag] = KeySpelling(key.stringValue)
        }
        return spellings
    }

    /// The spellings of a one-byte model key type, made on first use and kept for the process.
    static func of(_ type: any ModelCodingKey.Type) -> ModelKeySpellings {
        let identifier = ObjectIdentifier(type)
        return registry.lock.withLock {
            if let known = registry.tables[identifier] { return known }
            let made = make(type)
            registry.tables[identifier] = made
            return made
        }
    }

    private static func make<Key: ModelCodingKey>(_ type: Key.Type) -> ModelKeySpellings { ModelKeySpellings(type) }

    private final class Registry: @unchecked Sendable {
        let lock = Lock()
        /// Guarded by ``lock``.
        var tables: [ObjectIdentifier: ModelKeySpellings] = [:]
    }

    private static let registry = Registry()
}
