/// An unkeyed container over a list of elements: the children of a group element
/// (`subviews`, `constraints`, `connections`, …) or the destinations of an outlet collection.
struct ElementUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ElementDecoder
    let elements: [ElementID]
    /// The coding path when the container was made (see ``CodingPathEntry``).
    private let path: [CodingPathEntry]
    private(set) var currentIndex = 0
    /// The outlet-collection connection the elements came from, for error messages.
    private let connection: ElementID?

    init(decoder: ElementDecoder, elements: [ElementID], path: [CodingPathEntry]) {
        self.decoder = decoder
        self.elements = elements
        self.path = path
        if case .collection(_, _, let connection) = decoder.value { self.connection = connection } else { connection = nil }
    }

    var codingPath: [any CodingKey] { path.map(\.codingKey) }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> (DecodingValue, IndexCodingKey) {
        let key = IndexCodingKey(index: currentIndex)
        guard currentIndex < elements.count else {
            throw decoder.error(.keyNotFound(key.stringValue), "no more elements: the list has \(elements.count)", key: key)
        }
        let value = DecodingValue.element(elements[currentIndex], connection: connection)
        currentIndex += 1
        return (value, key)
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count else { return false }
        if decoder.state.isNilElement(elements[currentIndex]) {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let (value, key) = try next()
        return try decoder.string(from: value, key: key)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Double.Type) throws -> Double { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Float.Type) throws -> Float { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Int.Type) throws -> Int { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let (v, k) = try next(); return try decoder.parse(type, from: v, key: k) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, key) = try next()
        return try decoder.decodeItem(type, from: value, index: key.index)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, key) = try next()
        return try ElementDecoder(state: decoder.state, value: value, path: path + [.index(key.index)]).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, key) = try next()
        return try ElementDecoder(state: decoder.state, value: value, path: path + [.index(key.index)]).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, key) = try next()
        return ElementDecoder(state: decoder.state, value: value, path: path + [.index(key.index)])
    }
}

/// The coding key of a list position. One word, so it fits an existential `any CodingKey`
/// without a heap box (``AnyCodingKey`` does not); its text is only made for messages.
struct IndexCodingKey: CodingKey {
    let index: Int

    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
