/// The value a decoder stands on.
enum DecodingValue {
    /// An element; `connection` is the outlet connection it was reached through, if any.
    case element(ElementID, connection: ElementID?)
    /// An attribute of an element (by attribute index).
    case attribute(element: ElementID, index: Int)
    /// The destinations of an outlet collection (or any explicit list of elements).
    case collection([ElementID], owner: ElementID, connection: ElementID?)
    /// The reserved key `$kind`: the element's name.
    case kind(ElementID)
    /// The reserved key `$location`: the element's position.
    case location(ElementID)

    /// The element this value belongs to (for positions in errors).
    var anchor: ElementID {
        switch self {
        case .element(let element, _), .attribute(let element, _), .kind(let element), .location(let element):
            element
        case .collection(_, let owner, let connection):
            connection ?? owner
        }
    }
}

/// The one `Decoder` of this package: it decodes Swift types from a ``NodeDocument``, whichever
/// front end built it. It is also its own single-value container.
final class ElementDecoder: Decoder, SingleValueDecodingContainer {
    let state: DecodingState
    // One decoder is used by one decode on one thread, and no access to these overlaps another:
    // `@exclusivity(unchecked)` spares the dynamic check on every push and pop.
    @exclusivity(unchecked) private(set) var value: DecodingValue
    /// The coding path, as entries (see ``CodingPathEntry``); ``codingPath`` is made from it.
    @exclusivity(unchecked) private var path: [CodingPathEntry]
    /// The Swift type being decoded from the current value (for messages).
    @exclusivity(unchecked) private(set) var currentType: Any.Type = Any.self
    /// The container of the reserved keys, made on first use and handed out again (see ``ReservedKeyContainer``).
    @exclusivity(unchecked) private var reservedKeys: KeyedDecodingContainer<ReservedKey>?

    init(state: DecodingState, value: DecodingValue, codingPath: [any CodingKey]) {
        self.state = state
        self.value = value
        path = codingPath.map(CodingPathEntry.key)
    }

    /// A decoder on `value`, reached by `path`.
    init(state: DecodingState, value: DecodingValue, path: [CodingPathEntry]) {
        self.state = state
        self.value = value
        self.path = path
    }

    /// The coding path as entries, for containers that keep it (see ``CodingPathEntry``).
    var pathEntries: [CodingPathEntry] { path }

    /// The keys that lead from the root value to the current one.
    var codingPath: [any CodingKey] { path.map(\.codingKey) }

    var document: NodeDocument { state.document }
    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    /// The position of the current value.
    var currentLocation: SourceLocation { document.location(of: value.anchor) }

    // MARK: Nesting

    /// Decodes `type` from `value`, reusing this decoder (values are pushed and popped, as in
    /// swift-foundation's JSONDecoder), so a nested decode allocates no decoder.
    func decodeNested<T: Decodable>(_ type: T.Type, from value: DecodingValue, key: any CodingKey) throws -> T {
        try decodeNested(type, from: value, entry: .key(key))
    }

    /// Decodes the list item at `index` (see ``decodeNested(_:from:key:)``).
    func decodeItem<T: Decodable>(_ type: T.Type, from value: DecodingValue, index: Int) throws -> T {
        try decodeNested(type, from: value, entry: .index(index))
    }

    private func decodeNested<T: Decodable>(_ type: T.Type, from value: DecodingValue, entry: CodingPathEntry) throws -> T {
        if let special = try decodeSpecial(type, from: value, entry: entry) { return special }
        let saved = try push(value, as: type, entry: entry)
        defer { pop(saved) }
        return try construct(T.self)
    }

    /// What ``push(_:as:entry:)`` replaced, for ``pop(_:)`` to put back.
    struct SavedPosition {
        fileprivate let value: DecodingValue
        fileprivate let type: Any.Type
    }

    /// Enters a nested value: makes `value` the current one and checks the nesting
    /// (``DecodingState/enter(_:as:decoder:)``, whose errors name the path with `entry` on it).
    /// Not generic, so that each decoded type's ``decodeNested(_:from:key:)`` is a few calls.
    @inline(never)
    private func push(_ value: DecodingValue, as type: Any.Type, entry: CodingPathEntry) throws -> SavedPosition {
        let saved = moveTo(value, as: type, entry: entry)
        do {
            try state.enter(value, as: type, decoder: self)
        } catch {
            moveBack(to: saved)
            throw error
        }
        return saved
    }

    /// Leaves the value entered by ``push(_:as:entry:)``.
    @inline(never)
    private func pop(_ saved: SavedPosition) {
        moveBack(to: saved)
        state.leave()
    }

    /// Makes `value`, decoded as `type` under `entry`, the current value (no nesting check: a list
    /// checks each of its items as it decodes them).
    @inline(never)
    private func moveTo(_ value: DecodingValue, as type: Any.Type, entry: CodingPathEntry) -> SavedPosition {
        let saved = SavedPosition(value: self.value, type: currentType)
        self.value = value
        currentType = type
        path.append(entry)
        return saved
    }

    /// Puts back what ``moveTo(_:as:entry:)`` replaced.
    @inline(never)
    private func moveBack(to saved: SavedPosition) {
        value = saved.value
        currentType = saved.type
        path.removeLast()
    }

    /// Types the decoder builds directly: primitives, positions and ``Node`` snapshots.
    /// (`unsafeBitCast` where `T` is known to be the type: a dynamic `as? T` cast costs a runtime call.)
    /// `entry` is the value's place on the path (its key is made only for a string's error).
    private func decodeSpecial<T: Decodable>(_ type: T.Type, from value: DecodingValue, entry: CodingPathEntry) throws -> T? {
        if T.self == String.self { return unsafeBitCast(try string(from: value, key: entry.codingKey), to: T.self) }
        if T.self == SourceLocation.self, case .location(let element) = value {
            return unsafeBitCast(document.location(of: element), to: T.self)
        }
        if T.self == Node.self, case .element(let element, let connection) = value {
            if let connection { state.markConsumed(connection) }
            state.markAllConnectionsConsumed(of: element)
            return unsafeBitCast(Node(document: document, element: element), to: T.self)
        }
        return nil
    }

    // MARK: Decoder

    /// The keyed container over the current element, unboxed (for ``ModelDecodingContainer``).
    @inline(__always)
    func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type) throws -> ElementKeyedContainer<Key> {
        ElementKeyedContainer<Key>(core: try keyedElement(keyType: type), keyHashes: keyHashTable(for: type))
    }

    /// The remembered key lookups of a one-byte key type (`nil` for others: their keys are looked up by name).
    @inline(__always)
    private func keyHashTable<Key: CodingKey>(for type: Key.Type) -> UnsafeMutablePointer<UInt64>? {
        MemoryLayout<Key>.size == 1 ? state.keyHashTable(forOneByteKeys: type) : nil
    }

    /// What a keyed container over the current element needs, whatever its key type.
    private func keyedElement(keyType: any CodingKey.Type) throws -> KeyedElement {
        guard case .element(let element, _) = value else {
            if case .collection = value { throw mismatch(expected: "a single object", found: describe(value)) }
            throw mismatch(expected: "an element", found: describe(value))
        }
        if let coverage = state.coverage, keyType != ReservedKey.self { coverage.noteTyped(element) }
        let resolvesOutlets = state.resolvesOutlets(for: keyType)
        let isOwner = resolvesOutlets && state.noteOpened(element, by: currentType)
        return KeyedElement(decoder: self, state: state, element: element, recordsKeys: isOwner,
                            resolvesOutlets: resolvesOutlets, presence: state.presence(of: element))
    }

    // MARK: Reserved keys, read directly by the models

    /// The current element's name (`$kind`); `nil` for a value that is not an element.
    func elementName() throws -> String? {
        switch value {
        case .element(let element, _): return document.name(of: element)
        case .collection: throw mismatch(expected: "a single object", found: describe(value))
        case .attribute, .kind, .location: throw mismatch(expected: "an element", found: describe(value))
        }
    }

    /// The current element's kind, checked against `kinds`, the kinds `model` decodes from (`nil`:
    /// any). Not generic: compiled once rather than once per model.
    func elementKind(accepting kinds: Set<String>?, model: Any.Type) throws -> String {
        let kind = try elementName() ?? ""
        guard let kinds else { return kind }
        // The sets have one to three names: comparing them costs less than hashing the name.
        for accepted in kinds where accepted == kind { return kind }
        throw mismatch(expected: "\(model)", found: describe(value))
    }

    /// Whether the current value is an element that is certainly not a view (``ElementCatalogue/isNonView(_:)``).
    var isNonViewElement: Bool {
        guard case .element(let element, _) = value else { return false }
        return state.isNonView(element)
    }

    /// The current element's position.
    func elementLocation() throws -> SourceLocation? {
        guard case .element(let element, _) = value else { _ = try elementName(); return nil }
        return document.location(of: element)
    }

    // MARK: Lists, read directly by the models

    /// Decodes a list the way `[T](from:)` over ``unkeyedContainer()`` does, without the
    /// container: the children of a group element, or the destinations of an outlet collection.
    func decodeList<T: Decodable>(_ type: T.Type, from value: DecodingValue, key: any CodingKey) throws -> [T] {
        let list = try listElements(of: value)
        let saved = moveTo(value, as: [T].self, entry: .key(key))
        defer { moveBack(to: saved) }
        var result: [T] = []
        switch list {
        case .elements(let elements, let connection):
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                result.append(try decodeItem(T.self, from: .element(element, connection: connection), index: index))
            }
        case .children(let first):
            // Counted first, so the list is allocated once rather than grown (and its items copied)
            // as it fills.
            var count = 0
            var child = first
            while child >= 0 {
                count += 1
                child = state.tables.elements[Int(child)].nextSibling
            }
            result.reserveCapacity(count)
            child = first
            var index = 0
            while child >= 0 {
                result.append(try decodeItem(T.self, from: .element(ElementID(child), connection: nil), index: index))
                child = state.tables.elements[Int(child)].nextSibling
                index += 1
            }
        }
        return result
    }

    /// The elements a list is decoded from (see ``decodeList(_:from:key:)``).
    private enum ListElements {
        /// An explicit list: an outlet collection's destinations (and the connection they come through).
        case elements([ElementID], connection: ElementID?)
        /// The children of a group element, from the first (-1: none).
        case children(first: Int32)
    }

    /// What a list reads from `value`, or why it cannot be a list. Not generic (see ``push(_:as:entry:)``).
    private func listElements(of value: DecodingValue) throws -> ListElements {
        switch value {
        case .collection(let elements, _, let connection):
            return .elements(elements, connection: connection)
        case .element(let element, let connection):
            if connection != nil { throw mismatch(expected: "an outlet collection", found: describe(value)) }
            state.coverage?.noteTyped(element)
            return .children(first: state.tables.elements[Int(element.index)].firstChild)
        case .attribute, .kind, .location:
            throw mismatch(expected: "a list of elements", found: describe(value))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .element where Key.self == ReservedKey.self:
            let container = reservedKeys ?? KeyedDecodingContainer(ReservedKeyContainer(decoder: self))
            reservedKeys = container
            return unsafeBitCast(container, to: KeyedDecodingContainer<Key>.self)
        case .element:
            return KeyedDecodingContainer(RetainingKeyedContainer(core: try keyedElement(keyType: type), keyHashes: keyHashTable(for: type),
                                                                  path: path))
        case .collection:
            throw mismatch(expected: "a single object", found: describe(value))
        case .attribute, .kind, .location:
            throw mismatch(expected: "an element", found: describe(value))
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .collection(let elements, _, _):
            return ElementUnkeyedContainer(decoder: self, elements: elements, path: path)
        case .element(let element, let connection):
            if connection != nil {
                throw mismatch(expected: "an outlet collection", found: describe(value))
            }
            state.coverage?.noteTyped(element)
            return ElementUnkeyedContainer(decoder: self, elements: Array(document.children(of: element)), path: path)
        case .attribute, .kind, .location:
            throw mismatch(expected: "a list of elements", found: describe(value))
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool {
        if case .element(let element, _) = value { return state.isNilElement(element) }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try parse(type, from: value, key: nil) }
    func decode(_ type: String.Type) throws -> String { try string(from: value, key: nil) }
    func decode(_ type: Double.Type) throws -> Double { try parse(type, from: value, key: nil) }
    func decode(_ type: Float.Type) throws -> Float { try parse(type, from: value, key: nil) }
    func decode(_ type: Int.Type) throws -> Int { try parse(type, from: value, key: nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try parse(type, from: value, key: nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try parse(type, from: value, key: nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try parse(type, from: value, key: nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try parse(type, from: value, key: nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try parse(type, from: value, key: nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try parse(type, from: value, key: nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try parse(type, from: value, key: nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try parse(type, from: value, key: nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try parse(type, from: value, key: nil) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let special = try decodeSpecial(type, from: value, entry: .key(AnyCodingKey(""))) { return special }
        try state.enter(value, as: type, decoder: self)
        let savedType = currentType
        currentType = type
        defer {
            currentType = savedType
            state.leave()
        }
        return try construct(T.self)
    }

    /// Runs `T`'s `init(from:)` on the current value. What it throws names a position: a
    /// `DecodingError` becomes a ``UIDescriptionError`` there, and a model's own refusal
    /// (`<value type="point">` read as a Size, …), which knows no position, gets this one.
    private func construct<T: Decodable>(_ type: T.Type) throws -> T {
        do {
            return try T(from: self)
        } catch {
            throw located(thrown: error)
        }
    }

    /// What a type's `init(from:)` threw, with a position (see ``construct(_:)``).
    @inline(never)
    private func located(thrown error: any Error) -> any Error {
        if let error = error as? DecodingError { return located(error) }
        if var error = error as? UIDescriptionError, error.location == nil {
            error.location = currentLocation
            return error
        }
        return error
    }

    /// A `DecodingError` thrown by a type's own `init(from:)` (a synthesized enum meeting an
    /// unknown raw value, …) as a ``UIDescriptionError`` at the position of the value it failed on.
    func located(_ error: DecodingError) -> UIDescriptionError {
        let kind: UIDescriptionError.Kind
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(let type, let errorContext):
            context = errorContext
            kind = .typeMismatch(expected: "\(type)", found: describe(value))
        case .valueNotFound(let type, let errorContext):
            context = errorContext
            kind = .keyNotFound("\(type)")
        case .keyNotFound(let key, let errorContext):
            context = errorContext
            kind = .keyNotFound(key.stringValue)
        case .dataCorrupted(let errorContext):
            context = errorContext
            kind = .invalidValue((try? string(from: value, key: nil)) ?? "")
        @unknown default:
            return UIDescriptionError(.invalidValue(""), "\(error)", at: currentLocation, codingPath: codingPath)
        }
        return UIDescriptionError(kind, context.debugDescription, at: currentLocation,
                                  codingPath: context.codingPath.isEmpty ? codingPath : context.codingPath)
    }

    // MARK: Scalars

    /// ``string(from:key:)`` for a value read under a key. Attributes, most values, are read
    /// without making the key optional: wrapping an existential key in an `Optional` copies it,
    /// and destroying the copy goes through `Optional`'s generic value witness.
    @inline(__always)
    func string(fromKeyed value: DecodingValue, key: any CodingKey) throws -> String {
        if case .attribute(_, let index) = value { return attributeString(at: index) }
        return try string(from: value, key: key)
    }

    /// ``parse(_:from:key:)`` for a value read under a key (see ``string(fromKeyed:key:)``).
    @inline(__always)
    func parse<T: ScalarParsable>(_ type: T.Type, fromKeyed value: DecodingValue, key: any CodingKey) throws -> T {
        if case .attribute(_, let index) = value, let parsed = parsedAttribute(type, at: index) { return parsed }
        return try parseText(type, of: value, key: key)
    }

    @inline(__always)
    func attributeString(at index: Int) -> String {
        state.coverage?.noteRead(attributeAt: index)
        return state.tables.attributeValue(at: index)
    }

    /// An attribute's value read from its bytes, `nil` when it is not a `T` there (the caller
    /// reads the text, for the general forms or the error).
    @inline(__always)
    func parsedAttribute<T: ScalarParsable>(_ type: T.Type, at index: Int) -> T? {
        state.coverage?.noteRead(attributeAt: index)
        return T.parse(interfaceBuilderUTF8: state.tables.attributeValueBytes(at: index))
    }

    /// The text of a value: an attribute's value, an element's text content, an element's name for `$kind`.
    func string(from value: DecodingValue, key: (any CodingKey)?) throws -> String {
        switch value {
        case .attribute(_, let index):
            return attributeString(at: index)
        case .element(let element, let connection):
            if connection != nil { throw mismatch(expected: "String", found: describe(value), key: key) }
            state.coverage?.noteTyped(element)
            // Scalars stored as elements: `<string key="text">Hi</string>` or `<bool key="isElement" value="YES"/>`.
            if !document.hasText(element), let value = document.attributeIndex("value", of: element) {
                state.coverage?.noteRead(attributeAt: value)
                return document.attributeValue(at: value)
            }
            if let encoding = Base64Text.encodingAttribute(of: element, in: document) {
                // `<string key="keyEquivalent" base64-UTF8="YES">DQ</string>`: control characters, base64-encoded.
                state.coverage?.noteRead(attributeAt: encoding)
                let text = document.text(of: element)
                guard let decoded = Base64Text.decodeUTF8(text) else {
                    throw error(.invalidValue(text), "cannot read \(quoted(text)) as base64-encoded UTF-8\(keySuffix(key))", key: key, at: element)
                }
                return decoded
            }
            return document.text(of: element)
        case .kind(let element):
            return document.name(of: element)
        case .collection, .location:
            throw mismatch(expected: "String", found: describe(value), key: key)
        }
    }

    func parse<T: ScalarParsable>(_ type: T.Type, from value: DecodingValue, key: (any CodingKey)?) throws -> T {
        // Attribute values, most scalars, are read from their bytes; the text is made only for an error.
        if case .attribute(_, let index) = value, let parsed = parsedAttribute(type, at: index) { return parsed }
        return try parseText(type, of: value, key: key)
    }

    /// A scalar read from the value's text: elements' values, and attributes whose bytes were not
    /// a `T` (the error names the text).
    private func parseText<T: ScalarParsable>(_ type: T.Type, of value: DecodingValue, key: (any CodingKey)?) throws -> T {
        let text = try string(from: value, key: key)
        if let parsed = T(interfaceBuilderText: text) { return parsed }
        throw error(.invalidValue(text), "cannot read \(quoted(text)) as \(T.self)\(keySuffix(key))", key: key)
    }

    // MARK: Errors

    func error(_ kind: UIDescriptionError.Kind, _ message: String, key: (any CodingKey)? = nil,
               at element: ElementID? = nil, notes: [UIDescriptionError.Note] = []) -> UIDescriptionError {
        var path = codingPath
        if let key { path.append(key) }
        return UIDescriptionError(kind, message, at: document.location(of: element ?? value.anchor), codingPath: path, notes: notes)
    }

    func mismatch(expected: String, found: String, key: (any CodingKey)? = nil) -> UIDescriptionError {
        var message = "expected \(expected), found \(found)"
        if let outlet = outletContext() { message = "\(outlet) is declared as \(expected) but connects to \(found)" }
        return error(.typeMismatch(expected: expected, found: found), message + keySuffix(key), key: key)
    }

    /// "outlet `titleLabel` of LoginViewController", when the current value was reached through an outlet.
    func outletContext() -> String? {
        let connection: ElementID?
        switch value {
        case .element(_, let via), .collection(_, _, let via): connection = via
        default: connection = nil
        }
        guard let connection, let property = document.attribute("property", of: connection) else { return nil }
        let kind = state.isOutletCollection(connection) ? "outlet collection" : "outlet"
        let owner = document.parent(of: connection).flatMap { document.parent(of: $0) }
        return "\(kind) `\(property)` of \(owner.map { ObjectNaming.ownerName(of: $0, in: document) } ?? "its owner")"
    }

    func describe(_ value: DecodingValue) -> String {
        // The error is reported at the value's element: its position is not repeated in the text.
        switch value {
        case .element(let element, _): return ObjectNaming.description(of: element, in: document, withLocation: false)
        case .attribute(let element, let index):
            return "attribute `\(document.attributeName(at: index))` of \(ObjectNaming.description(of: element, in: document, withLocation: false))"
        case .collection(let elements, _, _): return "an outlet collection of \(elements.count) object\(elements.count == 1 ? "" : "s")"
        case .kind: return "an element name"
        case .location: return "a source location"
        }
    }

    private func keySuffix(_ key: (any CodingKey)?) -> String {
        guard let key else { return "" }
        return " (key `\(key.stringValue)`)"
    }

    private func quoted(_ text: String) -> String {
        "\"\(MessageText.excerpt(text))\""
    }
}
