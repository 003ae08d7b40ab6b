/// The keyed container the typed models decode through: `decoder.modelContainer(keyedBy:)`.
///
/// With this package's decoder it is the element's keyed container itself, called directly, so
/// the compiler specialises every call for the model's keys and value types: no heap box, no
/// generic metadata look-up and no dynamic dispatch per key, which a `KeyedDecodingContainer`
/// costs. With any other decoder it wraps the ordinary `KeyedDecodingContainer`. Both answer
/// alike; the models read the same way through either.
///
/// Optional reads (`optional`, `decode(_:default:)`, `list`, `decodeIfPresent`) do not throw: the
/// first error one meets is kept, every later read returns at once, and ``finish()`` throws it.
/// A model's `init(from:)` calls `finish()` after its reads (and before any other call that
/// throws), so it throws the same error as if each read had thrown. Reads that cannot fail
/// leave nothing to clean up in the initializer: with a `try` per read, the compiler emits an
/// error path for each one (destroying the fields set so far), and those paths, interleaved with
/// the reads, made the large models' initializers several times the size of their reads (14 KB
/// for ``View``), which the instruction cache paid for on every element.
struct ModelDecodingContainer<Key: CodingKey> {
    // Two optionals rather than an enum with two payloads, and the other decoder's container
    // behind a class reference: `KeyedDecodingContainer` is a resilient standard-library type,
    // so holding one by value would make every copy of this container look up its metadata.
    private let direct: ElementKeyedContainer<Key>?
    private let other: OtherDecoderContainer<Key>?
    /// The first error a read met; later reads return at once and ``finish()`` throws it.
    private var failure: (any Error)?

    init(_ container: ElementKeyedContainer<Key>) {
        direct = container
        other = nil
    }

    init(_ container: KeyedDecodingContainer<Key>) {
        direct = nil
        other = OtherDecoderContainer(container)
    }

    private var keyed: KeyedDecodingContainer<Key>? { other?.container }

    /// Throws the first error an earlier read met, if any. Call it after the reads, and before
    /// anything else that throws, so that the error thrown is the first one met.
    @inline(__always)
    func finish() throws {
        if let failure { throw failure }
    }

    /// Keeps the first error met.
    @inline(never)
    private mutating func record(_ error: any Error) {
        if failure == nil { failure = error }
    }

    /// A required value: throws the first error an earlier read met, or this read's.
    @inline(never)
    @_disfavoredOverload
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try finish()
        if let direct { return try direct.decode(type, forKey: key) }
        return try otherDecode(type, forKey: key)
    }

    /// The value for `key`, if present; `nil` after an error, which ``finish()`` throws.
    @inline(never)
    @_disfavoredOverload
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        guard failure == nil else { return nil }
        do {
            if let direct { return try direct.decodeIfPresent(type, forKey: key) }
            return try otherDecodeIfPresent(type, forKey: key)
        } catch {
            record(error)
            return nil
        }
    }

    func contains(_ key: Key) -> Bool {
        if let direct { return direct.contains(key) }
        return keyed?.contains(key) ?? false
    }

    /// The `KeyedDecodingContainer` of another decoder (one of the two is always set).
    private func fallback() throws -> KeyedDecodingContainer<Key> {
        guard let keyed else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a model container without a container"))
        }
        return keyed
    }

    /// The value for `key`, or `defaultValue` when the file leaves it out (Interface Builder omits defaults).
    @_disfavoredOverload
    mutating func decode<T: Decodable>(_ key: Key, default defaultValue: T) -> T {
        decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    /// The value for `key`, if present.
    @_disfavoredOverload
    mutating func optional<T: Decodable>(_ key: Key) -> T? {
        decodeIfPresent(T.self, forKey: key)
    }

    // Interface Builder enumerations are strings: read as one and wrapped, rather than decoded as
    // a nested value (a decoder, a coding-path entry and a single-value container for each). The
    // general `Decodable` forms above are disfavoured so that these are chosen for them.

    @inline(never)
    func decode<T: InterfaceEnumeration>(_ type: T.Type, forKey key: Key) throws -> T {
        try finish()
        if let direct { return T(rawValue: try direct.decode(String.self, forKey: key)) }
        return T(rawValue: try otherDecode(String.self, forKey: key))
    }

    @inline(never)
    mutating func decodeIfPresent<T: InterfaceEnumeration>(_ type: T.Type, forKey key: Key) -> T? {
        guard failure == nil else { return nil }
        do {
            if let direct { return try direct.decodeIfPresent(String.self, forKey: key).map(T.init(rawValue:)) }
            return try otherDecodeIfPresent(String.self, forKey: key).map(T.init(rawValue:))
        } catch {
            record(error)
            return nil
        }
    }

    mutating func decode<T: InterfaceEnumeration>(_ key: Key, default defaultValue: T) -> T {
        decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    mutating func optional<T: InterfaceEnumeration>(_ key: Key) -> T? {
        decodeIfPresent(T.self, forKey: key)
    }

    /// A list under `key` (a group element such as `subviews`), empty when absent or after an error.
    @inline(never)
    mutating func list<T: Decodable>(_ key: Key) -> [T] {
        guard failure == nil else { return [] }
        do {
            if let direct { return try direct.decodeListIfPresent(T.self, forKey: key) ?? [] }
            return try otherDecodeIfPresent([T].self, forKey: key) ?? []
        } catch {
            record(error)
            return []
        }
    }

    // Another decoder's paths, out of line: the models' `init(from:)`s, which call the methods
    // above for every key, stay small.

    @inline(never)
    private func otherDecode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try fallback().decode(type, forKey: key)
    }

    @inline(never)
    private func otherDecodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try fallback().decodeIfPresent(type, forKey: key)
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

/// The container of a decoder other than this package's, held by reference (see ``ModelDecodingContainer``).
final class OtherDecoderContainer<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>

    init(_ container: KeyedDecodingContainer<Key>) { self.container = container }
}
