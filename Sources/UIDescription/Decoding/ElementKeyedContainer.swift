/// How a keyed container looks a key up, by the type asked for. Interface Builder uses one name
/// for an attribute and a child, as in a button's `selected="YES"` and its `<state key="selected">`.
enum KeyPreference {
    /// Attribute first, then any child (types this decoder knows nothing about).
    case attribute
    /// Attribute first, then only a value child (`<string>`, `<bool>`, `<integer>`, `<real>`, …):
    /// strings, numbers, booleans and IB enumerations.
    case scalar
    /// Child first, then the attribute: element models and ``Node``.
    case element
}

/// A keyed container over one element. A key resolves, in this order, to:
/// 1. a reserved key: `$kind` (the element name), `$location` (its position), `$children` (all child
///    elements, in order) or `$elements:NAME` (the child elements named NAME, in order);
/// 2. an attribute with that name (`text`, `contentMode`, …);
/// 3. a child element whose `key` attribute is that name (`<rect key="frame">`, `<view key="view">`),
///    or a child without a `key` whose element name is that name (`subviews`, `constraints`, `connections`);
/// 4. the object's outlet connections whose `property` is that name (the destination element), or
///    its outlet-collection connections with that property (the destinations, in file order).
///
/// The reads are ``KeyedElementReading``'s; the rest is ``KeyedElement``'s, compiled once per
/// value type, not once per key type.
struct ElementKeyedContainer<Key: CodingKey>: KeyedElementReading {
    /// The element and its resolution, whatever the key type.
    let core: KeyedElement
    /// Remembered key lookups of this key type, by enum case (see ``DecodingState/keyHashTable(forOneByteKeys:)``).
    let keyHashes: UnsafeMutablePointer<UInt64>?

    init(core: KeyedElement, keyHashes: UnsafeMutablePointer<UInt64>?) {
        self.core = core
        self.keyHashes = keyHashes
    }

    /// A container that records no keys, scans for every key (no presence mask) and looks keys
    /// up by name (``ReservedKeyContainer``'s).
    init(decoder: ElementDecoder, element: ElementID) {
        core = KeyedElement(decoder: decoder, state: decoder.state, element: element, recordsKeys: false,
                            resolvesOutlets: decoder.state.resolvesOutlets(for: Key.self), presence: .all)
        keyHashes = nil
    }

    var decoder: ElementDecoder { core.decoder }
    var state: DecodingState { core.state }
    var element: ElementID { core.element }

    /// The decoder's path, which is the container's own while its model's `init(from:)` runs.
    var codingPath: [any CodingKey] { core.decoder.codingPath }

    /// Resolves a key given by name; see ``KeyPreference``.
    func resolve(_ key: String, preference: KeyPreference = .attribute) throws -> DecodingValue? {
        try core.resolve(key, preference: preference)
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try core.nestedDecoder(lookup(key), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try core.nestedDecoder(lookup(key), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ElementDecoder(state: core.state, value: .element(core.element, connection: nil), path: core.decoder.pathEntries)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try core.nestedDecoder(lookup(key), key: key)
    }
}

/// The reads of a keyed container over one element, for ``ElementKeyedContainer`` and
/// ``RetainingKeyedContainer``: only what depends on the key type is here, the key's
/// ``KeyLookup``, remembered per enum case.
///
/// A protocol rather than a stored container: ``RetainingKeyedContainer``'s conformance runs
/// unspecialised for key types of other modules (every compiler-generated `init(from:)`), and
/// there a value of a generic container type (a stored one, or one captured by a closure) made
/// every read look that type's metadata up in the runtime. Here the reads use only the element,
/// the table and the key.
protocol KeyedElementReading: KeyedDecodingContainerProtocol {
    /// The element and its resolution, whatever the key type.
    var core: KeyedElement { get }
    /// Remembered key lookups of this key type, by enum case.
    var keyHashes: UnsafeMutablePointer<UInt64>? { get }
}

// Inlined into each conformance's witnesses: unspecialised (``RetainingKeyedContainer`` for other
// modules' key types), calling them would look the generic conformance up in the runtime each time.
extension KeyedElementReading {
    /// What the container needs of a key: its ``KeyPresence`` hash, whether it is a reserved key
    /// (`$kind`, `$location`, …), and its interned name in this document (-1 when no attribute or
    /// element of the document has that name). Remembered per enum case when the key type is a
    /// one-byte enum (every model's `CodingKeys`), so the key's name is not even made; worked out
    /// from its name otherwise.
    @inline(__always)
    func lookup(_ key: Key) -> KeyLookup {
        let core = core
        guard let keyHashes, MemoryLayout<Key>.size == 1 else { return lookUpByName(key, in: core) }
        return KeyLookup.remembered(in: keyHashes, tag: Int(unsafeBitCast(key, to: UInt8.self))) { lookUpByName(key, in: core) }
    }

    /// The lookup of a key that may resolve to something, `nil` for one that certainly resolves
    /// to nothing (most keys a model asks for), from the remembered lookup and the presence mask.
    @inline(__always)
    private func candidate(_ key: Key) -> KeyLookup? {
        let found = lookup(key)
        return core.mayResolve(found) ? found : nil
    }

    /// The value a key resolves to, or the missing-key error (for nested decoders and containers).
    @inline(__always)
    func requiredValue(forKey key: Key) throws -> DecodingValue {
        try core.require(lookup(key), key: key, preference: .attribute)
    }

    // MARK: KeyedDecodingContainerProtocol

    @inline(__always)
    var allKeys: [Key] { core.allKeyNames.compactMap(Key.init(stringValue:)) }

    @inline(__always)
    func contains(_ key: Key) -> Bool { core.contains(lookup(key), key: key) }
    @inline(__always)
    func decodeNil(forKey key: Key) throws -> Bool { try core.decodeNil(lookup(key), key: key) }

    @inline(__always)
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try core.decodeString(lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try core.decodeScalar(type, lookup(key), key: key) }
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try core.decode(type, lookup(key), key: key) }

    // The standard library's default `decodeIfPresent` looks a key up three times; these look it up once.

    @inline(__always)
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let found = candidate(key) else { return nil }
        return try core.decodeStringIfPresent(found, key: key)
    }

    @inline(__always)
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try scalarIfPresent(type, key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try scalarIfPresent(type, key) }

    @inline(__always)
    private func scalarIfPresent<T: ScalarParsable>(_ type: T.Type, _ key: Key) throws -> T? {
        guard let found = candidate(key) else { return nil }
        return try core.decodeScalarIfPresent(type, found, key: key)
    }

    @inline(__always)
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let found = candidate(key) else { return nil }
        return try core.decodeIfPresent(type, found, key: key)
    }

    /// A list under `key`, decoded directly (see ``ElementDecoder/decodeList(_:from:key:)``).
    @inline(__always)
    func decodeListIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> [T]? {
        guard let found = candidate(key) else { return nil }
        return try core.decodeListIfPresent(type, found, key: key)
    }
}

/// A key's lookup by its name (a key type that is not a one-byte enum, or a case not yet remembered).
@inline(never)
private func lookUpByName(_ key: some CodingKey, in core: KeyedElement) -> KeyLookup {
    core.lookup(name: key.stringValue)
}

/// A key as the keyed container resolves it (see `ElementKeyedContainer.lookup(_:)`), in the two
/// words a key type's table remembers per enum case: the hash (never 0 for a remembered case) and
/// the reserved kind with the interned name packed into one.
struct KeyLookup {
    /// The reserved keys (names starting with `$` that the decoder answers itself).
    enum Reserved: UInt8 {
        case none, kind, location, children, elementsNamed
    }

    let hash: UInt64
    /// Bits 0–7: the reserved kind; bits 32–63: the interned name + 1 (0: not a name of the
    /// document). For `$elements:NAME`, the name is NAME's.
    let packed: UInt64

    init(hash: UInt64, packed: UInt64) {
        self.hash = hash
        self.packed = packed
    }

    init(hash: UInt64, reserved: Reserved, name: Int32) {
        self.hash = hash
        packed = UInt64(reserved.rawValue) | (UInt64(UInt32(bitPattern: name &+ 1)) << 32)
    }

    var reserved: Reserved { Reserved(rawValue: UInt8(truncatingIfNeeded: packed)) ?? .none }
    var isReserved: Bool { packed & 0xFF != 0 }
    /// The interned name, or -1.
    var name: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: packed >> 32)) &- 1 }
}
