/// The keyed container the typed models decode through: `decoder.modelContainer(keyedBy:)`.
///
/// With this package's decoder it is the element's keyed container itself, called directly, so
/// the compiler specialises every call for the model's keys and value types: no heap box, no
/// generic metadata look-up and no dynamic dispatch per key, which a `KeyedDecodingContainer`
/// costs. With any other decoder it wraps the ordinary `KeyedDecodingContainer`. Both answer
/// alike; the models read the same way through either.
struct ModelDecodingContainer<Key: CodingKey> {
    // Two optionals rather than an enum with two payloads, and the other decoder's container
    // behind a class reference: `KeyedDecodingContainer` is a resilient standard-library type,
    // so holding one by value would make every copy of this container look up its metadata.
    private let direct: ElementKeyedContainer<Key>?
    private let other: OtherDecoderContainer<Key>?

    init(_ container: ElementKeyedContainer<Key>) {
        direct = container
        other = nil
    }

    init(_ container: KeyedDecodingContainer<Key>) {
        direct = nil
        other = OtherDecoderContainer(container)
    }

    private var keyed: KeyedDecodingContainer<Key>? { other?.container }

    @inline(never)
    @_disfavoredOverload
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let direct { return try direct.decode(type, forKey: key) }
        return try otherDecode(type, forKey: key)
    }

    @inline(never)
    @_disfavoredOverload
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let direct { return try direct.decodeIfPresent(type, forKey: key) }
        return try otherDecodeIfPresent(type, forKey: key)
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
    func decode<T: Decodable>(_ key: Key, default defaultValue: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    /// The value for `key`, if present.
    @_disfavoredOverload
    func optional<T: Decodable>(_ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    // Interface Builder enumerations are strings: read as one and wrapped, rather than decoded as
    // a nested value (a decoder, a coding-path entry and a single-value container for each). The
    // general `Decodable` forms above are disfavoured so that these are chosen for them.

    @inline(never)
    func decode<T: InterfaceEnumeration>(_ type: T.Type, forKey key: Key) throws -> T {
        if let direct { return T(rawValue: try direct.decode(String.self, forKey: key)) }
        return T(rawValue: try otherDecode(String.self, forKey: key))
    }

    @inline(never)
    func decodeIfPresent<T: InterfaceEnumeration>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let direct { return try direct.decodeIfPresent(String.self, forKey: key).map(T.init(rawValue:)) }
        return try otherDecodeIfPresent(String.self, forKey: key).map(T.init(rawValue:))
    }

    func decode<T: InterfaceEnumeration>(_ key: Key, default defaultValue: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    func optional<T: InterfaceEnumeration>(_ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    /// A list under `key` (a group element such as `subviews`), empty when absent.
    @inline(never)
    func list<T: Decodable>(_ key: Key) throws -> [T] {
        if let direct { return try direct.decodeListIfPresent(T.self, forKey: key) ?? [] }
        return try otherDecodeIfPresent([T].self, forKey: key) ?? []
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
