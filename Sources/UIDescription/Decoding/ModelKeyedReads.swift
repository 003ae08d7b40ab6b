/// The reads of a model's keyed container, compiled once per value type for every model: a key
/// comes as its enum case (its one byte, which is also its slot in its type's lookup table), or
/// as `any CodingKey` for a key type that is not one byte. With another decoder, the reads go to
/// its keyed container (``OtherDecoderKeyedReads``).
///
/// ``ModelDecodingContainer``, generic over the model's keys, forwards each read here from the
/// model's `init(from:)`. Compiled per pair of key type and value type, as a generic container's
/// methods are, the reads came to about 800 copies; each element ran through its model's own, so
/// they did not stay in the instruction cache. A read that fails keeps its error in `failure`
/// (the first one only) and later reads return at once; the model throws it when its reads are
/// done (``ModelDecodingContainer/finish()``).
struct ModelKeyedReads {
    /// The element and its resolution (`nil` with another decoder).
    private let element: KeyedElement?
    /// Remembered key lookups of the key type, by enum case (`nil` when the key type is not one byte).
    private let keyHashes: UnsafeMutablePointer<UInt64>?
    /// Makes the key whose case is a tag, when one is needed (a value found, an error); made
    /// where the key type is known, so that no generic metadata is looked up.
    private let makeKey: (Int) -> any CodingKey
    /// Another decoder's keyed container (`nil` with this package's decoder).
    private let other: (any OtherDecoderKeyedReads)?
    /// The first error a read met.
    private var failure: (any Error)?

    /// Reads of an element, with this package's decoder.
    init(element: KeyedElement, keyHashes: UnsafeMutablePointer<UInt64>?, makeKey: @escaping (Int) -> any CodingKey) {
        self.element = element
        self.keyHashes = keyHashes
        self.makeKey = makeKey
        other = nil
    }

    /// Reads of another decoder's keyed container.
    init(other: any OtherDecoderKeyedReads, makeKey: @escaping (Int) -> any CodingKey) {
        element = nil
        keyHashes = nil
        self.makeKey = makeKey
        self.other = other
    }

    // MARK: Keys

    /// The lookup of the key whose case is `tag` (a one-byte key type's).
    @inline(__always)
    private func lookup(tag: Int, in core: KeyedElement) -> KeyLookup {
        guard let keyHashes else { return core.lookup(name: key(tag: tag).stringValue) }
        return KeyLookup.remembered(in: keyHashes, tag: tag) { core.lookup(name: key(tag: tag).stringValue) }
    }

    /// The lookup of the key whose case is `tag` when it may resolve to something; `nil` for a key
    /// that certainly resolves to nothing (most keys a model asks for), or after an error.
    @inline(__always)
    private func candidate(tag: Int, in core: KeyedElement) -> KeyLookup? {
        guard failure == nil else { return nil }
        let found = lookup(tag: tag, in: core)
        return core.mayResolve(found) ? found : nil
    }

    /// The key whose case is `tag`.
    private func key(tag: Int) -> any CodingKey { makeKey(tag) }

    // MARK: Reads that keep their error

    /// The value of the key whose case is `tag`, if present.
    @inline(never)
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type, tag: Int) -> T? {
        guard let core = element else { return keepingError { try $0.decodeIfPresent(type, tag: tag) } ?? nil }
        if T.self == String.self || T.self == Bool.self || T.self == Double.self || T.self == Int.self {
            // Scalars: most are attributes, read without making the key; the rest take the full
            // path (``KeyedElement/decodeIfPresent(_:_:key:)``).
            guard let found = candidate(tag: tag, in: core) else { return nil }
            if let value = Self.attributeValue(type, found, in: core) { return value }
            let key = key(tag: tag)
            return Self.keepingError(in: &failure) { try core.decodeIfPresent(type, found, key: key) } ?? nil
        }
        guard let value = presentValue(tag: tag, in: core, of: type) else { return nil }
        let key = key(tag: tag)
        return Self.keepingError(in: &failure) { try core.decodeNested(type, from: value, key: key) } ?? nil
    }

    /// A `String`, `Bool`, `Double` or `Int` read from the attribute a key resolves to, if it does.
    @inline(__always)
    private static func attributeValue<T>(_ type: T.Type, _ found: KeyLookup, in core: KeyedElement) -> T? {
        if T.self == String.self { return core.attributeString(found).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Bool.self { return core.attributeScalar(Bool.self, found).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Double.self { return core.attributeScalar(Double.self, found).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Int.self { return core.attributeScalar(Int.self, found).map { unsafeBitCast($0, to: T.self) } }
        return nil
    }

    /// What the key whose case is `tag` resolves to, for a value of `type` (`nil`: a list); `nil`
    /// when absent or `<nil/>`, or after an error (kept). Not generic: the work before a value's
    /// own decoding is compiled once, not once per value type.
    @inline(never)
    private mutating func presentValue(tag: Int, in core: KeyedElement, of type: Any.Type?) -> DecodingValue? {
        guard let found = candidate(tag: tag, in: core) else { return nil }
        let key = key(tag: tag)
        let preference = type.map(core.preference(for:)) ?? .attribute
        return Self.keepingError(in: &failure) { try core.present(found, key: key, preference: preference) } ?? nil
    }

    /// The value of `key`, if present (a key type that is not one byte).
    @inline(never)
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type, key: any CodingKey) -> T? {
        guard failure == nil else { return nil }
        guard let core = element else { return keepingError { try $0.decodeIfPresent(type, key: key) } ?? nil }
        return Self.keepingError(in: &failure) { try core.decodeIfPresent(type, core.lookup(name: key.stringValue), key: key) } ?? nil
    }

    /// The list under the key whose case is `tag`; empty when absent.
    @inline(never)
    mutating func list<T: Decodable>(_ type: T.Type, tag: Int) -> [T] {
        guard let core = element else { return (keepingError { try $0.decodeIfPresent([T].self, tag: tag) } ?? nil) ?? [] }
        guard let value = presentValue(tag: tag, in: core, of: nil) else { return [] }
        let key = key(tag: tag)
        return Self.keepingError(in: &failure) { try core.decodeList(type, from: value, key: key) } ?? []
    }

    /// The list under `key`; empty when absent (a key type that is not one byte).
    @inline(never)
    mutating func list<T: Decodable>(_ type: T.Type, key: any CodingKey) -> [T] {
        guard failure == nil else { return [] }
        guard let core = element else { return (keepingError { try $0.decodeIfPresent([T].self, key: key) } ?? nil) ?? [] }
        return Self.keepingError(in: &failure) { try core.decodeListIfPresent(type, core.lookup(name: key.stringValue), key: key) ?? [] } ?? []
    }

    /// Another decoder's read, its error kept; `nil` after an earlier error.
    private mutating func keepingError<Result>(_ read: (any OtherDecoderKeyedReads) throws -> Result) -> Result? {
        guard failure == nil, let other else { return nil }
        return Self.keepingError(in: &failure) { try read(other) }
    }

    /// The result of `read`, or `nil` with its error kept in `failure`.
    @inline(__always)
    private static func keepingError<Result>(in failure: inout (any Error)?, _ read: () throws -> Result) -> Result? {
        do { return try read() } catch {
            failure = error
            return nil
        }
    }

    // MARK: Reads that throw

    /// Throws the first error a read met.
    @inline(__always)
    func finish() throws {
        if let failure { throw failure }
    }

    /// The required value of the key whose case is `tag`; throws the first error met before it.
    @inline(never)
    func decode<T: Decodable>(_ type: T.Type, tag: Int) throws -> T {
        try finish()
        guard let core = element else { return try requireOther().decode(type, tag: tag) }
        return try core.decode(type, lookup(tag: tag, in: core), key: key(tag: tag))
    }

    /// The required value of `key` (a key type that is not one byte).
    @inline(never)
    func decode<T: Decodable>(_ type: T.Type, key: any CodingKey) throws -> T {
        try finish()
        guard let core = element else { return try requireOther().decode(type, key: key) }
        return try core.decode(type, core.lookup(name: key.stringValue), key: key)
    }

    func contains(tag: Int) -> Bool {
        guard let core = element else { return other?.contains(tag: tag) ?? false }
        return core.contains(lookup(tag: tag, in: core), key: key(tag: tag))
    }

    func contains(key: any CodingKey) -> Bool {
        guard let core = element else { return other?.contains(key: key) ?? false }
        return core.contains(core.lookup(name: key.stringValue), key: key)
    }

    private func requireOther() throws -> any OtherDecoderKeyedReads {
        guard let other else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a model container without an element or a container"))
        }
        return other
    }
}

/// The key of a one-byte key type whose case is `tag`; `nil` for other key types.
func oneByteKey<Key: CodingKey>(_ type: Key.Type, tag: Int) -> Key? {
    guard MemoryLayout<Key>.size == 1 else { return nil }
    return withUnsafeBytes(of: UInt8(truncatingIfNeeded: tag)) { $0.load(as: Key.self) }
}

/// Another decoder's keyed container, read by key case or key (see ``ModelKeyedReads``).
protocol OtherDecoderKeyedReads: AnyObject {
    func decodeIfPresent<T: Decodable>(_ type: T.Type, tag: Int) throws -> T?
    func decodeIfPresent<T: Decodable>(_ type: T.Type, key: any CodingKey) throws -> T?
    func decode<T: Decodable>(_ type: T.Type, tag: Int) throws -> T
    func decode<T: Decodable>(_ type: T.Type, key: any CodingKey) throws -> T
    func contains(tag: Int) -> Bool
    func contains(key: any CodingKey) -> Bool
}

extension KeyLookup {
    /// The lookup a key type's table remembers for the case `tag`, worked out by `lookUp` and
    /// remembered the first time.
    @inline(__always)
    static func remembered(in table: UnsafeMutablePointer<UInt64>, tag: Int, lookUp: () -> KeyLookup) -> KeyLookup {
        let slot = tag &* 2
        let known = table[slot]
        if known != 0 { return KeyLookup(hash: known, packed: table[slot &+ 1]) }
        let found = lookUp()
        table[slot] = found.hash
        table[slot &+ 1] = found.packed
        return found
    }
}
