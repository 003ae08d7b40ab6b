/// The keyed container handed out boxed in a `KeyedDecodingContainer` (to compiler-generated and
/// hand-written `init(from:)`s): like ``ElementKeyedContainer``, it reads through
/// ``KeyedElementReading``, and it also keeps its decoder alive and
/// its coding path fixed, since its caller may keep it after the call that made it.
///
/// It stores the container's parts rather than an ``ElementKeyedContainer``: its conformance runs
/// unspecialised for key types of other modules (every compiler-generated `init(from:)`), where a
/// stored value of the generic container's type made each read look that type's metadata up in
/// the runtime (a tenth of the instructions of decoding the user model).
struct RetainingKeyedContainer<Key: CodingKey>: KeyedElementReading {
    let core: KeyedElement
    let keyHashes: UnsafeMutablePointer<UInt64>?
    private let owner: ElementDecoder
    /// The coding path when the container was made (see ``CodingPathEntry``).
    private let path: [CodingPathEntry]

    init(core: KeyedElement, keyHashes: UnsafeMutablePointer<UInt64>?, path: [CodingPathEntry]) {
        self.core = core
        self.keyHashes = keyHashes
        owner = core.decoder
        self.path = path
    }

    var codingPath: [any CodingKey] { path.map(\.codingKey) }

    // Nested decoders start from this container's own path.

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try nestedDecoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nestedDecoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ElementDecoder(state: core.state, value: .element(core.element, connection: nil), path: path)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try nestedDecoder(forKey: key) }

    private func nestedDecoder(forKey key: Key) throws -> ElementDecoder {
        ElementDecoder(state: core.state, value: try requiredValue(forKey: key), path: path + [.key(key)])
    }
}
