/// What a keyed container over one element does, whatever its key type: key resolution, the
/// missing-key error and the decoding of what a key resolves to. ``ElementKeyedContainer`` is
/// generic over its key type and passes each key here, with its ``KeyLookup``, as `any CodingKey`.
///
/// Kept apart so that the work is compiled once per value type rather than once per pair of key
/// type and value type: about 280 models, each with its own `CodingKeys`, made the specialised
/// copies of the keyed container several hundred kilobytes of machine code, which a decode ran
/// through element after element and which did not stay in the instruction cache.
struct KeyedElement {
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

    private var document: NodeDocument { decoder.document }

    /// Calls `body` with the decoder without retaining it: a call on an `unowned(unsafe)`
    /// reference otherwise retains and releases it around the call (two atomic operations on
    /// every value read), and the decoder outlives every container (see ``decoder``).
    @inline(__always)
    private func withDecoder<Result>(_ body: (ElementDecoder) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(decoder)._withUnsafeGuaranteedRef(body)
    }

    /// Whether a key with this lookup may resolve to something (or must be recorded): `false` for
    /// most keys a model asks for, answered from the remembered hash and the presence mask alone.
    @inline(__always)
    func mayResolve(_ found: KeyLookup) -> Bool {
        recordsKeys || found.isReserved || presence.mayContain(hash: found.hash)
    }

    /// The lookup of a key given by name; see ``KeyLookup``.
    func lookup(name: String) -> KeyLookup { KeySpelling(name).lookup(in: state) }

    // MARK: Resolution

    /// Resolves a key given by name; see ``KeyPreference``.
    func resolve(_ key: String, preference: KeyPreference = .attribute) throws -> DecodingValue? {
        try resolve(lookup(name: key), preference: preference) { key }
    }

    /// Resolves a key. Keys an element does not have are answered from the lookup and the
    /// presence mask alone, and attributes from the interned name; the key's name is made only
    /// when the children must be searched.
    func resolve(_ found: KeyLookup, key: any CodingKey, preference: KeyPreference = .attribute) throws -> DecodingValue? {
        try resolve(found, preference: preference) { key.stringValue }
    }

    @inline(__always)
    private func resolve(_ found: KeyLookup, preference: KeyPreference, name: () -> String) throws -> DecodingValue? {
        if found.isReserved { return resolveReserved(found) }
        if !presence.mayContain(hash: found.hash) { return nil }
        let attribute = found.name >= 0 ? state.tables.attributeIndex(named: found.name, of: element.index) : nil
        if let attribute, preference != .element { return .attribute(element: element, index: attribute) }
        return try resolveAmongChildren(name(), found, attribute: attribute, preference: preference)
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

    /// Resolves a key that is not a reserved one, that the presence mask may contain and that is
    /// not answered by its attribute alone (`attribute`, the one with the key's name, if any).
    /// Attributes and child elements are matched by interned name (an integer comparison); keyed
    /// children by their `key` attribute's bytes.
    private func resolveAmongChildren(_ key: String, _ found: KeyLookup, attribute: Int?, preference: KeyPreference) throws -> DecodingValue? {
        let name = found.name
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
        let reference = "outlet `\(key)` of \(ObjectNaming.ownerName(of: element, in: document))"
        do {
            if let destination = try document.referencedElement(withID: id, reference: reference, at: document.location(of: connection)) {
                return destination
            }
        } catch var error as UIDescriptionError {
            error.codingPath = decoder.codingPath + [AnyCodingKey(key)]
            throw error
        }
        throw decoder.error(.danglingReference(id: id),
                            "outlet `\(key)` of \(ObjectNaming.ownerName(of: element, in: document)) points to id \"\(id)\", which no object in the file has",
                            key: AnyCodingKey(key), at: connection)
    }

    /// The value a key resolves to, or the missing-key error.
    func require(_ found: KeyLookup, key: any CodingKey, preference: KeyPreference = .scalar) throws -> DecodingValue {
        if recordsKeys { state.noteRequested(key.stringValue, of: element) }
        if let value = try resolve(found, key: key, preference: preference) { return value }
        throw missing(key)
    }

    /// The value a key resolves to, `nil` when it resolves to nothing or to `<nil>`. A key asked
    /// of an owner is recorded: it consumes any outlet of that name (checked once, after decoding,
    /// by ``DecodingState/firstUnconsumedOutlet()``).
    func present(_ found: KeyLookup, key: any CodingKey, preference: KeyPreference = .scalar) throws -> DecodingValue? {
        if recordsKeys { state.noteRequested(key.stringValue, of: element) }
        guard let value = try resolve(found, key: key, preference: preference) else { return nil }
        if isNil(value) {
            if let coverage = state.coverage, case .element(let element, _) = value { coverage.noteTyped(element) }
            return nil
        }
        return value
    }

    func isNil(_ value: DecodingValue) -> Bool {
        if case .element(let element, _) = value { return state.isNilElement(element) }
        return false
    }

    @inline(never)
    private func missing(_ key: any CodingKey) -> UIDescriptionError {
        let name = key.stringValue
        let owner = ObjectNaming.ownerName(of: element, in: document)
        if InterfaceVocabulary.ownsOutlets(element, in: document, state: state) {
            // Sorted and each once (a collection repeats its name), so the message and the suggestion are the
            // same whatever order the file lists its connections in (a layout lists them as Interface Builder does).
            let outlets = Set(state.outletConnections(of: element).compactMap { document.attribute("property", of: $0) }).sorted()
            let suggestion = Suggestion.nearest(to: name, in: outlets)
            var message = "missing outlet `\(MessageText.excerpt(name))` on \(owner): the file connects no outlet with that name"
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            else if outlets.isEmpty { message += " (it connects no outlets at all)" }
            else { message += " (it connects: \(outlets.prefix(8).map { MessageText.excerpt($0) }.joined(separator: ", "))\(outlets.count > 8 ? ", …" : ""))" }
            return decoder.error(.missingOutlet(name: name, owner: owner, suggestion: suggestion), message,
                                 key: key, at: element)
        }
        let candidates = document.attributes(of: element).map(\.name)
            + document.children(of: element).map { document.key(of: $0) ?? document.name(of: $0) }
        var message = "\(ObjectNaming.description(of: element, in: document)) has no attribute or child `\(MessageText.excerpt(name))`"
        if let suggestion = Suggestion.nearest(to: name, in: candidates) { message += "; did you mean `\(suggestion)`?" }
        return decoder.error(.keyNotFound(name), message, key: key, at: element)
    }

    /// The names of everything the element has (attributes, children by key or name, outlets),
    /// for `allKeys`; the outlets count as consumed.
    var allKeyNames: [String] {
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
        return names
    }

    // MARK: Decoding what a key resolves to

    func contains(_ found: KeyLookup, key: any CodingKey) -> Bool {
        do { return try resolve(found, key: key) != nil } catch { return true }
    }

    func decodeNil(_ found: KeyLookup, key: any CodingKey) throws -> Bool {
        guard let value = try resolve(found, key: key) else { return true }
        return isNil(value)
    }

    func decodeString(_ found: KeyLookup, key: any CodingKey) throws -> String {
        let value = try require(found, key: key)
        return try withDecoder { try $0.string(fromKeyed: value, key: key) }
    }

    func decodeScalar<T: ScalarParsable>(_ type: T.Type, _ found: KeyLookup, key: any CodingKey) throws -> T {
        let value = try require(found, key: key)
        return try withDecoder { try $0.parse(type, fromKeyed: value, key: key) }
    }

    func decodeStringIfPresent(_ found: KeyLookup, key: any CodingKey) throws -> String? {
        guard let value = try present(found, key: key) else { return nil }
        return try withDecoder { try $0.string(fromKeyed: value, key: key) }
    }

    func decodeScalarIfPresent<T: ScalarParsable>(_ type: T.Type, _ found: KeyLookup, key: any CodingKey) throws -> T? {
        guard let value = try present(found, key: key) else { return nil }
        return try withDecoder { try $0.parse(type, fromKeyed: value, key: key) }
    }

    func decode<T: Decodable>(_ type: T.Type, _ found: KeyLookup, key: any CodingKey) throws -> T {
        // Scalars decoded through the generic entry (as `decode(_:default:)` does) take the direct path.
        if T.self == Bool.self { return unsafeBitCast(try decodeScalar(Bool.self, found, key: key), to: T.self) }
        if T.self == String.self { return unsafeBitCast(try decodeString(found, key: key), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try decodeScalar(Double.self, found, key: key), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try decodeScalar(Int.self, found, key: key), to: T.self) }
        let value = try require(found, key: key, preference: preference(for: type))
        return try decodeNested(type, from: value, key: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, _ found: KeyLookup, key: any CodingKey) throws -> T? {
        // Scalars decoded through the generic entry (as `decode(_:default:)` does) take the direct path.
        if T.self == Bool.self { return try decodeScalarIfPresent(Bool.self, found, key: key).map { unsafeBitCast($0, to: T.self) } }
        if T.self == String.self { return try decodeStringIfPresent(found, key: key).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Double.self { return try decodeScalarIfPresent(Double.self, found, key: key).map { unsafeBitCast($0, to: T.self) } }
        if T.self == Int.self { return try decodeScalarIfPresent(Int.self, found, key: key).map { unsafeBitCast($0, to: T.self) } }
        guard let value = try present(found, key: key, preference: preference(for: type)) else { return nil }
        return try decodeNested(type, from: value, key: key)
    }

    // MARK: Scalars read from an attribute, without the key

    /// The attribute a key asked for a scalar resolves to, found without the key itself (its
    /// name is needed only among the children, its value only by an error): `nil` when the key
    /// resolves to no attribute, or when only the full resolution can tell (a reserved key, or
    /// keys recorded for outlets).
    @inline(__always)
    private func scalarAttribute(_ found: KeyLookup) -> Int? {
        guard !recordsKeys, !found.isReserved, found.name >= 0, presence.mayContain(hash: found.hash) else { return nil }
        return state.tables.attributeIndex(named: found.name, of: element.index)
    }

    /// The string of the attribute a key resolves to (see ``scalarAttribute(_:)``).
    func attributeString(_ found: KeyLookup) -> String? {
        guard let index = scalarAttribute(found) else { return nil }
        return withDecoder { $0.attributeString(at: index) }
    }

    /// The value read from the attribute a key resolves to (see ``scalarAttribute(_:)``); `nil`
    /// also when its text is not a plain `T` (the full path reads it, or names the error).
    func attributeScalar<T: ScalarParsable>(_ type: T.Type, _ found: KeyLookup) -> T? {
        guard let index = scalarAttribute(found) else { return nil }
        return withDecoder { $0.parsedAttribute(type, at: index) }
    }

    /// Decodes `type` from what a key resolved to (see ``present(_:key:preference:)``).
    func decodeNested<T: Decodable>(_ type: T.Type, from value: DecodingValue, key: any CodingKey) throws -> T {
        try withDecoder { try $0.decodeNested(type, from: value, key: key) }
    }

    /// Decodes a list from what a key resolved to (see ``ElementDecoder/decodeList(_:from:key:)``).
    func decodeList<T: Decodable>(_ type: T.Type, from value: DecodingValue, key: any CodingKey) throws -> [T] {
        try withDecoder { try $0.decodeList(T.self, from: value, key: key) }
    }

    /// A list under a key, decoded directly (see ``ElementDecoder/decodeList(_:from:key:)``).
    func decodeListIfPresent<T: Decodable>(_ type: T.Type, _ found: KeyLookup, key: any CodingKey) throws -> [T]? {
        guard let value = try present(found, key: key, preference: .attribute) else { return nil }
        return try decodeList(type, from: value, key: key)
    }

    /// Element models and ``Node`` prefer child elements; strings and IB enumerations are scalars.
    /// Protocol checks are slow, so the answer is kept per type for the whole decode; not generic,
    /// so compiled once.
    func preference(for type: Any.Type) -> KeyPreference {
        if type == String.self || type == Bool.self || type == Double.self || type == Int.self { return .scalar }
        return state.preference(for: type) {
            if type is any InterfaceElement.Type || type == Node.self { return .element }
            if type is any InterfaceEnumeration.Type || type is any ScalarParsable.Type { return .scalar }
            return .attribute
        }
    }

    /// A decoder standing on what a key resolves to (for nested containers and super decoders).
    func nestedDecoder(_ found: KeyLookup, key: any CodingKey) throws -> ElementDecoder {
        ElementDecoder(state: state, value: try require(found, key: key, preference: .attribute), path: decoder.pathEntries + [.key(key)])
    }
}
