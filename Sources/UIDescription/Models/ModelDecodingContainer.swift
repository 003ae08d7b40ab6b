/// The keyed container the typed models decode through: `decoder.modelContainer(keyedBy:)`.
///
/// With this package's decoder, each read goes straight to ``ModelKeyedReads``, compiled once per
/// value type for all the models: the key passes as its enum case, with no heap box, generic
/// metadata look-up or dynamic dispatch, which a `KeyedDecodingContainer` costs per key. With any
/// other decoder it wraps the ordinary `KeyedDecodingContainer`. Both answer alike; the models
/// read the same way through either.
///
/// Optional reads (`optional`, `decode(_:default:)`, `list`, `decodeIfPresent`) do not throw: the
/// first error one meets is kept, every later read returns at once, and ``finish()`` throws it.
/// A model's `init(from:)` calls `finish()` after its reads (and before any other call that
/// throws), so it throws the same error as if each read had thrown. Reads that cannot fail
/// leave nothing to clean up in the initializer: with a `try` per read, the compiler emits an
/// error path for each one (destroying the fields set so far), and those paths, interleaved with
/// the reads, made the large models' initializers several times the size of their reads (14 KB
/// for ``View``), which the instruction cache paid for on every element.
///
/// A model with many references (a view, a controller, a constraint) reads its properties into
/// constants and ends with the compiler's memberwise initializer, `self.init(…)` with every stored
/// property in declaration order, which builds the value in registers. An initializer that sets one
/// property at a time builds it in a stack slot, and Swift 6.3 copies it out on return and destroys
/// the slot: a retain and a release per reference, through outlined copy and destroy functions (on
/// the medium benchmark file, 4 % of the typed decode's instructions and 10 % of its time). The
/// memberwise initializer exists only while the struct declares no initializer in its body, so these
/// models' initializers are in an extension; and the public initializer must not have its signature,
/// so where that one lists every property in declaration order, the model declares `location` first
/// (a view element's model declares `view` last).
struct ModelDecodingContainer<Key: CodingKey> {
    /// The reads, whichever the decoder, and the first error they met.
    private var reads: ModelKeyedReads

    init(_ container: ElementKeyedContainer<Key>) {
        reads = ModelKeyedReads(element: container.core, keyHashes: container.keyHashes, makeKey: Self.key(tag:))
    }

    init(_ container: KeyedDecodingContainer<Key>) {
        reads = ModelKeyedReads(other: OtherDecoderContainer(container), makeKey: Self.key(tag:))
    }

    /// The key's enum case, for a one-byte key type (every model's `CodingKeys` with two cases or
    /// more); `nil` otherwise.
    @inline(__always)
    private static func tag(of key: Key) -> Int? {
        MemoryLayout<Key>.size == 1 ? Int(unsafeBitCast(key, to: UInt8.self)) : nil
    }

    /// The key whose enum case is `tag` (tags come from ``tag(of:)``).
    private static func key(tag: Int) -> any CodingKey {
        oneByteKey(Key.self, tag: tag) ?? IndexCodingKey(index: tag)
    }

    /// Throws the first error an earlier read met, if any. Call it after the reads, and before
    /// anything else that throws, so that the error thrown is the first one met.
    @inline(__always)
    func finish() throws { try reads.finish() }

    /// A required value: throws the first error an earlier read met, or this read's.
    @inline(__always)
    @_disfavoredOverload
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let tag = Self.tag(of: key) { return try reads.decode(type, tag: tag) }
        return try reads.decode(type, key: key)
    }

    /// The value for `key`, if present; `nil` after an error, which ``finish()`` throws.
    @inline(__always)
    @_disfavoredOverload
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        if let tag = Self.tag(of: key) { return reads.decodeIfPresent(type, tag: tag) }
        return reads.decodeIfPresent(type, key: key)
    }

    func contains(_ key: Key) -> Bool {
        if let tag = Self.tag(of: key) { return reads.contains(tag: tag) }
        return reads.contains(key: key)
    }

    /// The value for `key`, or `defaultValue` when the file leaves it out (Interface Builder omits defaults).
    @_disfavoredOverload
    @inline(__always)
    mutating func decode<T: Decodable>(_ key: Key, default defaultValue: T) -> T {
        decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    /// The value for `key`, if present.
    @_disfavoredOverload
    @inline(__always)
    mutating func optional<T: Decodable>(_ key: Key) -> T? {
        decodeIfPresent(T.self, forKey: key)
    }

    // Interface Builder enumerations are strings: read as one and wrapped, rather than decoded as
    // a nested value (a decoder, a coding-path entry and a single-value container for each). The
    // general `Decodable` forms above are disfavoured so that these are chosen for them.

    @inline(__always)
    func decode<T: InterfaceEnumeration>(_ type: T.Type, forKey key: Key) throws -> T {
        T(rawValue: try decode(String.self, forKey: key))
    }

    @inline(__always)
    mutating func decodeIfPresent<T: InterfaceEnumeration>(_ type: T.Type, forKey key: Key) -> T? {
        decodeIfPresent(String.self, forKey: key).map(T.init(rawValue:))
    }

    @inline(__always)
    mutating func decode<T: InterfaceEnumeration>(_ key: Key, default defaultValue: T) -> T {
        decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    @inline(__always)
    mutating func optional<T: InterfaceEnumeration>(_ key: Key) -> T? {
        decodeIfPresent(T.self, forKey: key)
    }

    /// A list under `key` (a group element such as `subviews`), empty when absent or after an error.
    @inline(__always)
    mutating func list<T: Decodable>(_ key: Key) -> [T] {
        if let tag = Self.tag(of: key) { return reads.list(T.self, tag: tag) }
        return reads.list(T.self, key: key)
    }
}

extension Decoder {
    /// The keyed container a model decodes its keys through (see ``ModelDecodingContainer``).
    ///
    /// Inlined into each model's `init(from:)`, where the key type is known: called as a generic
    /// function (the decoder is an opened existential), it looked up the containers' generic
    /// metadata at run time on every element.
    @inline(__always)
    func modelContainer<Key: CodingKey>(keyedBy type: Key.Type) throws -> ModelDecodingContainer<Key> {
        if let decoder = asElementDecoder { return ModelDecodingContainer(try decoder.keyedContainer(keyedBy: type)) }
        return try otherDecoderModelContainer(keyedBy: type)
    }

    @inline(never)
    private func otherDecoderModelContainer<Key: CodingKey>(keyedBy type: Key.Type) throws -> ModelDecodingContainer<Key> {
        ModelDecodingContainer(try container(keyedBy: type))
    }

    /// This decoder as the package's own, when it is (a metatype comparison, not a dynamic cast).
    /// Inlined, so that the reference is borrowed from the caller's decoder rather than returned
    /// retained.
    @inline(__always)
    var asElementDecoder: ElementDecoder? {
        guard Self.self == ElementDecoder.self else { return nil }
        // Self is ElementDecoder, a class: the value is one object reference.
        return unsafeDowncast(unsafeBitCast(self, to: AnyObject.self), to: ElementDecoder.self)
    }
}

/// The container of a decoder other than this package's, read by ``ModelKeyedReads`` by key
/// case (or key), held by reference: `KeyedDecodingContainer` is a resilient standard-library
/// type, so holding one by value would make every copy of a model container look up its metadata.
final class OtherDecoderContainer<Key: CodingKey>: OtherDecoderKeyedReads {
    let container: KeyedDecodingContainer<Key>

    init(_ container: KeyedDecodingContainer<Key>) { self.container = container }

    private func key(tag: Int) throws -> Key {
        guard let key = oneByteKey(Key.self, tag: tag) else { throw mismatch(IndexCodingKey(index: tag)) }
        return key
    }

    private func key(_ key: any CodingKey) throws -> Key {
        guard let key = key as? Key else { throw mismatch(key) }
        return key
    }

    private func mismatch(_ key: any CodingKey) -> DecodingError {
        .dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "`\(key.stringValue)` is not a key of \(Key.self)"))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, tag: Int) throws -> T? {
        try container.decodeIfPresent(type, forKey: key(tag: tag))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, key: any CodingKey) throws -> T? {
        try container.decodeIfPresent(type, forKey: self.key(key))
    }

    func decode<T: Decodable>(_ type: T.Type, tag: Int) throws -> T { try container.decode(type, forKey: key(tag: tag)) }
    func decode<T: Decodable>(_ type: T.Type, key: any CodingKey) throws -> T { try container.decode(type, forKey: self.key(key)) }
    func contains(tag: Int) -> Bool { (try? key(tag: tag)).map(container.contains) ?? false }
    func contains(key: any CodingKey) -> Bool { (try? self.key(key)).map(container.contains) ?? false }
}
