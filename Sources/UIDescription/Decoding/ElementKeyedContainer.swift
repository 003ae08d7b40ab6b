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
struct ElementKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder, not retained, so that copying a container (the models do on every key) costs
    /// no reference counting: a container is used while its model's `init(from:)` runs, during
    /// which the decode holds the decoder. ``RetainingKeyedContainer`` wraps one that is handed
    /// out in a `KeyedDecodingContainer`, which its caller may keep.
    unowned(unsafe) let decoder: ElementDecoder
    /// The decoder's state, not retained either: its tables are read on every key.
    unowned(unsafe) let state: DecodingState
    let element: ElementID
    /// Whether the keys asked of this object are recorded: it owns outlet connections and the key
    /// type is the caller's own (see ``DecodingState/noteOpened(_:by:)``). A key of an outlet's name
    /// consumes that outlet, and the keys name the nearest declared property in an unknown-outlet
    /// error. This package's typed models keep `connections` whole instead, so their keys (65 for a
    /// view) are not recorded.
    let recordsKeys: Bool
    /// Whether keys fall back to outlet connections: yes for the caller's own types, no for this
    /// package's typed models (``ModelCodingKey``), which read only the element itself.
    let resolvesOutlets: Bool
    /// The keys the element can resolve (all: not computed).
    let presence: KeyPresenceMask
    /// Remembered key hashes of this key type, by enum case (see ``DecodingState/keyHashTable(for:)``).
    let keyHashes: UnsafeMutablePointer<UInt64>?

    init(decoder: ElementDecoder, element: ElementID, recordsKeys: Bool = false, presence: KeyPresenceMask = .all,
         keyHashes: UnsafeMutablePointer<UInt64>? = nil) {
        self.decoder = decoder
        state = decoder.state
        self.element = element
        self.recordsKeys = recordsKeys
        self.presence = presence
        self.keyHashes = keyHashes
        resolvesOutlets = decoder.state.resolvesOutlets(for: Key.self)
    }

    /// What the container needs of a key: its ``KeyPresence`` hash, whether it is a reserved key
    /// (`$kind`, `$location`, …), and its interned name in this document (-1 when no attribute or
    /// element of the document has that name). Remembered per enum case when the key type is a
    /// one-byte enum (every model's `CodingKeys`), so the key's name is not even made; worked out
    /// from its name otherwise.
    @inline(__always)
    private func lookup(_ key: Key) -> KeyLookup {
        guard let keyHashes, MemoryLayout<Key>.size == 1 else { return lookup(name: key.stringValue) }
        let slot = Int(unsafeBitCast(key, to: UInt8.self)) &* 2
        let known = keyHashes[slot]
        if known != 0 { return KeyLookup(hash: known, packed: keyHashes[slot &+ 1]) }
        let found = lookup(name: key.stringValue)
        keyHashes[slot] = found.hash
        keyHashes[slot &+ 1] = found.packed
        return found
    }

    private func lookup(name: String) -> KeyLookup {
        let hash = KeyPresence.hash(of: name)
        if name.utf8.first == UInt8(ascii: "$") {
            if name == "$kind" { return KeyLookup(hash: hash, reserved: .kind, name: -1) }
            if name == "$location" { return KeyLookup(hash: hash, reserved: .location, name: -1) }
            if name == "$children" { return KeyLookup(hash: hash, reserved: .children, name: -1) }
            if name.hasPrefix(Self.elementsPrefix) {
                let elementName = String(name.dropFirst(Self.elementsPrefix.count))
                return KeyLookup(hash: hash, reserved: .elementsNamed,
                                 name: state.internedName(elementName, hash: KeyPresence.hash(of: elementName)))
            }
        }
        // Ordinary keys, other names starting with `$` among them.
        return KeyLookup(hash: hash, reserved: .none, name: state.internedName(name, hash: hash))
    }

    /// The decoder's path, which is the container's own while its model's `init(from:)` runs.
    var codingPath: [any CodingKey] { decoder.codingPath }

    private var document: NodeDocument { decoder.document }

    // MARK: Resolution

    /// Resolves a key; see ``KeyPreference``.
    func resolve(_ key: String, preference: KeyPreference = .attribute) throws -> DecodingValue? {
        let found = lookup(name: key)
        if found.isReserved { return resolveReserved(found) }
        return try resolve(key, found, preference: preference)
    }

    /// Resolves a key of this container's key type. Keys an element does not have (most keys a
    /// model asks for) are answered from the remembered hash and the presence mask alone.
    @inline(__always)
    private func resolve(_ key: Key, preference: KeyPreference = .attribute) throws -> DecodingValue? {
        let found = lookup(key)
        if found.isReserved { return resolveReserved(found) }
        if !presence.mayContain(hash: found.hash) { return nil }
        return try resolve(key.stringValue, found, preference: preference)
    }

    /// `$kind`, `$location`, `$children` and `$elements:NAME`, told apart when the key was looked up.
    private func resolveReserved(_ found: KeyLookup) -> DecodingValue? {
        switch found.reserved {
        case .kind: return .kind(element)
        case .location: return .location(element)
        case .children: return .collection(Array(document.children(of: element)), owner: element, connection: nil)
        case .elementsNamed: return elements(named: found.name)
        case .none: return nil
        }
    }

    /// Resolves a key that is not a reserved one. Attributes and child elements are matched by
    /// interned name (an integer comparison); keyed children by their `key` attribute's bytes.
    private func resolve(_ key: String, _ found: KeyLookup, preference: KeyPreference) throws -> DecodingValue? {
        if !presence.mayContain(hash: found.hash) { return nil }
        let preferElement = preference == .element
        let name = found.name
        let attribute = name >= 0 ? attributeIndex(name) : nil
        if let attribute, !preferElement { return .attribute(element: element, index: attribute) }
        let tables = state.tables
        let document = self.document
        var connections: ElementID?
        var child = tables.elements[Int(element.index)].firstChild
        while child >= 0 {
            let record = tables.elements[Int(child)]
            if record.keyAttribute >= 0 {
                if Int(tables.attributes[Int(record.keyAttribute)].valueLength) == key.utf8.count,
                   document.attributeValue(at: Int(record.keyAttribute), equals: key),
                   preference != .scalar || state.isValueElementName(record.name) {
                    return .element(ElementID(child), connection: nil)
                }
            } else if record.name == name {
                if key == "connections" { state.markAllConnectionsConsumed(of: element) }
                return .element(ElementID(child), connection: nil)
            }
            if record.name == state.connectionsNameIndex { connections = ElementID(child) }
            child = record.nextSibling
        }
        if let attribute { return .attribute(element: element, index: attribute) }
        guard let connections, resolvesOutlets else { return nil }
        return try resolveOutlet(key, in: connections)
    }

    /// `$elements:NAME` is the list of child elements named NAME, whatever their keys (size-class
    /// `variation`s, which are keyed by their traits): here by NAME's interned name (-1: none has it).
    static var elementsPrefix: String { "$elements:" }

    private func elements(named name: Int32) -> DecodingValue {
        let elements = state.tables.elements
        var child = elements[Int(element.index)].firstChild
        // Most elements asked for their `variation`s (every constraint) have no children at all.
        guard child >= 0, name >= 0 else { return .collection([], owner: element, connection: nil) }
        var matches: [ElementID] = []
        while child >= 0 {
            if elements[Int(child)].name == name { matches.append(ElementID(child)) }
            child = elements[Int(child)].nextSibling
        }
        return .collection(matches, owner: element, connection: nil)
    }

    /// The attribute with the interned name `name`.
    private func attributeIndex(_ name: Int32) -> Int? {
        let tables = state.tables
        let record = tables.elements[Int(element.index)]
        var index = Int(record.firstAttribute)
        let end = index + Int(record.attributeCount)
        while index < end {
            if tables.attributes[index].name == name { return index }
            index += 1
        }
        return nil
    }

    private func resolveOutlet(_ key: String, in connections: ElementID) throws -> DecodingValue? {
        var destinations: [ElementID] = []
        var collectionConnection: ElementID?
        for connection in document.children(of: connections) where state.isOutletConnection(connection) {
            guard let property = document.attributeIndex("property", of: connection),
                  document.attributeValue(at: property, equals: key) else { continue }
            state.markConsumed(connection)
            let destination = try resolveDestination(of: connection, key: key)
            if state.isOutletCollection(connection) {
                destinations.append(destination)
                if collectionConnection == nil { collectionConnection = connection }
            } else {
                return .element(destination, connection: connection)
            }
        }
        if let collectionConnection {
            return .collection(destinations, owner: element, connection: collectionConnection)
        }
        return nil
    }

    private func resolveDestination(of connection: ElementID, key: String) throws -> ElementID {
        let id = document.attribute("destination", of: connection) ?? ""
        let reference = "outlet `\(key)` of \(InterfaceVocabulary.ownerName(of: element, in: document))"
        do {
            if let destination = try document.referencedElement(withID: id, reference: reference, at: document.location(of: connection)) {
                return destination
            }
        } catch var error as UIDescriptionError {
            error.codingPath = codingPath + [AnyCodingKey(key)]
            throw error
        }
        throw decoder.error(.danglingReference(id: id),
                            "outlet `\(key)` of \(InterfaceVocabulary.ownerName(of: element, in: document)) points to id \"\(id)\", which no object in the file has",
                            key: AnyCodingKey(key), at: connection)
    }

    /// The value a key resolves to, or the missing-key error (for nested decoders and containers).
    func requiredValue(forKey key: Key) throws -> DecodingValue { try require(key, preference: .attribute) }

    private func require(_ key: Key, preference: KeyPreference = .scalar) throws -> DecodingValue {
        if recordsKeys { noteRequested(key.stringValue) }
        if let value = try resolve(key, preference: preference) { return value }
        throw missing(key)
    }

    /// Records a key asked of an owner: it consumes any outlet of that name (checked once, after
    /// decoding, by ``DecodingState/firstUnconsumedOutlet()``).
    private func noteRequested(_ key: String) {
        state.noteRequested(key, of: element)
    }

    @inline(never)
    private func missing(_ key: Key) -> UIDescriptionError {
        let name = key.stringValue
        let owner = InterfaceVocabulary.ownerName(of: element, in: document)
        if InterfaceVocabulary.ownsOutlets(element, in: document, state: state) {
            let outlets = state.outletConnections(of: element).compactMap { document.attribute("property", of: $0) }
            let suggestion = Suggestion.nearest(to: name, in: outlets)
            var message = "missing outlet `\(name)` on \(owner): the file connects no outlet with that name"
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            else if outlets.isEmpty { message += " (it connects no outlets at all)" }
            else { message += " (it connects: \(outlets.prefix(8).joined(separator: ", "))\(outlets.count > 8 ? ", …" : ""))" }
            return decoder.error(.missingOutlet(name: name, owner: owner, suggestion: suggestion), message,
                                 key: key, at: element)
        }
        let candidates = document.attributes(of: element).map(\.name)
            + document.children(of: element).map { document.key(of: $0) ?? document.name(of: $0) }
        var message = "\(InterfaceVocabulary.describe(element, in: document)) has no attribute or child `\(name)`"
        if let suggestion = Suggestion.nearest(to: name, in: candidates) { message += "; did you mean `\(suggestion)`?" }
        return decoder.error(.keyNotFound(name), message, key: key, at: element)
    }

    // MARK: KeyedDecodingContainerProtocol

    var allKeys: [Key] {
        var names: [String] = document.attributes(of: element).map(\.name)
        for child in document.children(of: element) {
            names.append(document.key(of: child) ?? document.name(of: child))
        }
        for connection in state.outletConnections(of: element) {
            state.markConsumed(connection)
            if let property = document.attribute("property", of: connection), !names.contains(property) {
                names.append(property)
            }
        }
        return names.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool {
        do { return try resolve(key) != nil } catch { return true }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = try resolve(key) else { return true }
        return isNil(value)
    }

    private func isNil(_ value: DecodingValue) -> Bool {
        if case .element(let element, _) = value { return document.name(of: element) == "nil" }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string(from: require(key), key: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.parse(type, from: require(key), key: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.parse(type, from: require(key), key: key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // Scalars decoded through the generic entry (as `decode(_:default:)` does) take the direct path.
        if T.self == Bool.self { return unsafeBitCast(try decode(Bool.self, forKey: key), to: T.self) }
        if T.self == String.self { return unsafeBitCast(try decode(String.self, forKey: key), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try decode(Double.self, forKey: key), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try decode(Int.self, forKey: key), to: T.self) }
        return try decoder.decodeNested(type, from: require(key, preference: preference(for: type)), key: key)
    }

    /// Element models and ``Node`` prefer child elements; strings and IB enumerations are scalars.
    /// Protocol checks are slow, so the answer is kept per type for the whole decode.
    private func preference<T>(for type: T.Type) -> KeyPreference {
        if type == String.self || type == Bool.self || type == Double.self || type == Int.self { return .scalar }
        return state.preference(for: type) {
            if type is any InterfaceElement.Type || type == Node.self { return .element }
            if type is any InterfaceEnumeration.Type || type is any ScalarParsable.Type { return .scalar }
            return .attribute
        }
    }

    // The standard library's default `decodeIfPresent` looks a key up three times; these look it up once.

    /// Whether the key is known absent from its remembered hash alone (and need not be recorded):
    /// lets the generic `decodeIfPresent` skip working out the type's key preference.
    @inline(__always)
    private func isCertainlyAbsent(_ key: Key) -> Bool {
        if recordsKeys { return false }
        let found = lookup(key)
        return !found.isReserved && !presence.mayContain(hash: found.hash)
    }

    private func present(_ key: Key, preference: KeyPreference = .scalar) throws -> DecodingValue? {
        if recordsKeys { noteRequested(key.stringValue) }
        guard let value = try resolve(key, preference: preference) else { return nil }
        if isNil(value) {
            if let coverage = state.coverage, case .element(let element, _) = value { coverage.noteTyped(element) }
            return nil
        }
        return value
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map { try decoder.string(from: $0, key: key) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(key).map { try decoder.parse(type, from: $0, key: key) } }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        // Scalars decoded through the generic entry (as `decode(_:default:)` does) take the direct path.
        if T.self == Bool.self { return try decodeIfPresent(Bool.self, forKey: key).map { unsafeBitCast($0, to: T.self) } }
        if T.self == String.self { return try decodeIfPresent(String.self, forKey: key).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Double.self { return try decodeIfPresent(Double.self, forKey: key).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Int.self { return try decodeIfPresent(Int.self, forKey: key).map { unsafeBitCast($0, to: T.self) } }
        if isCertainlyAbsent(key) { return nil }
        guard let value = try present(key, preference: preference(for: type)) else { return nil }
        return try decoder.decodeNested(type, from: value, key: key)
    }

    /// A list under `key`, decoded directly (see ``ElementDecoder/decodeList(_:from:key:)``).
    func decodeListIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> [T]? {
        guard let value = try present(key, preference: .attribute) else { return nil }
        return try decoder.decodeList(T.self, from: value, key: key)
    }

    // MARK: Nested containers

    private func nestedDecoder(forKey key: Key) throws -> ElementDecoder {
        ElementDecoder(state: state, value: try require(key, preference: .attribute), codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try nestedDecoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nestedDecoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ElementDecoder(state: state, value: .element(element, connection: nil), codingPath: codingPath)
    }


    func superDecoder(forKey key: Key) throws -> any Decoder { try nestedDecoder(forKey: key) }
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
