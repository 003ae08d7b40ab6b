/// The keyed container models use to read the reserved keys `$kind` and `$location` of the
/// element being decoded (``Decoder/elementKind(for:)``, ``Decoder/elementLocation()``, the kind
/// dispatch of ``AnyView`` and ``InterfaceObject``).
///
/// Every model asks for its kind and position, several times per element (a `Label` reads its
/// kind, then its `View` does, then its position), and a `KeyedDecodingContainer` costs a heap
/// box and generic metadata look-ups each time it is made. This container is made once per
/// decoder and reads the decoder's current element at each call, so it can be handed out again
/// and again. It is internal: only the models of this module use `ReservedKey`, and they use the
/// container at once, while the decoder stands on their element.
struct ReservedKeyContainer: KeyedDecodingContainerProtocol {
    typealias Key = ReservedKey

    unowned let decoder: ElementDecoder

    /// An ordinary keyed container over the current element (a stack value, no box), which does the work.
    private var current: ElementKeyedContainer<ReservedKey> {
        ElementKeyedContainer(decoder: decoder, element: decoder.value.anchor)
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [ReservedKey] { ReservedKey.allCases }

    func contains(_ key: ReservedKey) -> Bool { true }
    func decodeNil(forKey key: ReservedKey) throws -> Bool { false }

    func decode(_ type: Bool.Type, forKey key: ReservedKey) throws -> Bool { try current.decode(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: ReservedKey) throws -> String { try current.decode(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: ReservedKey) throws -> Double { try current.decode(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: ReservedKey) throws -> Float { try current.decode(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: ReservedKey) throws -> Int { try current.decode(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: ReservedKey) throws -> Int8 { try current.decode(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: ReservedKey) throws -> Int16 { try current.decode(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: ReservedKey) throws -> Int32 { try current.decode(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: ReservedKey) throws -> Int64 { try current.decode(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: ReservedKey) throws -> UInt { try current.decode(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: ReservedKey) throws -> UInt8 { try current.decode(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: ReservedKey) throws -> UInt16 { try current.decode(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: ReservedKey) throws -> UInt32 { try current.decode(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: ReservedKey) throws -> UInt64 { try current.decode(type, forKey: key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: ReservedKey) throws -> T { try current.decode(type, forKey: key) }

    func decodeIfPresent(_ type: String.Type, forKey key: ReservedKey) throws -> String? {
        try current.decodeIfPresent(type, forKey: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: ReservedKey) throws -> T? {
        try current.decodeIfPresent(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: ReservedKey) throws -> KeyedDecodingContainer<NestedKey> {
        try current.nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: ReservedKey) throws -> any UnkeyedDecodingContainer {
        try current.nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder { try current.superDecoder() }
    func superDecoder(forKey key: ReservedKey) throws -> any Decoder { try current.superDecoder(forKey: key) }
}
