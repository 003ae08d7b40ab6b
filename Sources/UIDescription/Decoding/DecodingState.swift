/// What one top-level decode shares across all nested decoders: the document, the options, and the
/// bookkeeping for the unknown-outlet rule (which outlet connections some key consumed, and which
/// objects were opened as keyed containers).
final class DecodingState {
    let document: NodeDocument
    let options: DecodingOptions
    let userInfo: [CodingUserInfoKey: Any]
    /// What typed models read, when a coverage report asked for it (``DecodingCoverage``).
    let coverage: CoverageRecorder?
    private let connectionsName: Int32?
    private let outletName: Int32?
    private let outletCollectionName: Int32?
    /// Per interned name: whether elements of that name hold a scalar value (`string`, `bool`, …).
    private let valueElementNames: [Bool]

    /// Per element: whether a key consumed this outlet connection. Allocated on first use.
    private var consumed: [Bool] = []
    /// Objects opened as keyed containers that own outlet connections, in the order they were opened.
    private(set) var openedOwners: [ElementID] = []
    /// For each opened owner: the Swift type that opened it and the keys it asked for.
    private var openedOwnerInfo: [Int32: (type: Any.Type, keys: [String])] = [:]
    /// The values being decoded, outermost first: the element and the type (see DecodingNesting.swift).
    var inProgress: [(element: Int32, type: ObjectIdentifier)] = []
    /// The stack of the thread decoding (a decode runs on the thread that starts it).
    let stack = StackGuard()

    init(document: NodeDocument, options: DecodingOptions, coverage: CoverageRecorder? = nil) {
        self.document = document
        self.options = options
        self.coverage = coverage
        var userInfo: [CodingUserInfoKey: Any] = [:]
        for (key, value) in options.userInfo { userInfo[key] = value }
        userInfo[.uidescDependencies] = options.dependencies
        self.userInfo = userInfo
        connectionsName = document.names.firstIndex(of: "connections").map(Int32.init)
        outletName = document.names.firstIndex(of: "outlet").map(Int32.init)
        outletCollectionName = document.names.firstIndex(of: "outletCollection").map(Int32.init)
        valueElementNames = document.names.map(Self.scalarElementNames.contains)
    }

    /// Elements that hold one scalar as text or in a `value` attribute.
    static let scalarElementNames: Set<String> = [
        "string", "mutableString", "bool", "boolean", "integer", "real", "decimal", "double", "float", "number", "nil",
        "mutableData", "data",
    ]

    /// How keys are looked up for each type decoded so far (``KeyPreference``).
    private var preferences: [ObjectIdentifier: KeyPreference] = [:]

    /// The key preference of `type`, worked out once per decode.
    func preference(for type: Any.Type, _ compute: () -> KeyPreference) -> KeyPreference {
        let id = ObjectIdentifier(type)
        if let known = preferences[id] { return known }
        let preference = compute()
        preferences[id] = preference
        return preference
    }

    /// Per coding-key type: whether its keys fall back to outlet connections.
    private var outletResolvingKeys: [ObjectIdentifier: Bool] = [:]

    /// Whether keys of `type` fall back to outlet connections: yes for the caller's own types,
    /// no for this package's typed models (``ModelCodingKey``). Worked out once per decode.
    func resolvesOutlets<Key: CodingKey>(for type: Key.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = outletResolvingKeys[id] { return known }
        let resolves = !(type is any ModelCodingKey.Type)
        outletResolvingKeys[id] = resolves
        return resolves
    }

    // MARK: Absent keys

    /// Per element: a 64-bit summary of the names of its attributes and the keys or names of its
    /// children (0 until first asked). Typed models ask for many keys an element does not have;
    /// a key whose bit is clear is absent without scanning the element.
    private var keySummaries: [UInt64] = []
    /// Per interned name: its bit.
    private lazy var nameBits: [UInt64] = document.names.map { Self.bit(of: $0.utf8) }

    /// The summary bit of a name: from its length and its first and last bytes.
    static func bit<Bytes: BidirectionalCollection>(of bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        guard let first = bytes.first, let last = bytes.last else { return 1 }
        return 1 << ((UInt64(bytes.count) &* 7 &+ UInt64(first) &* 3 &+ UInt64(last)) & 63)
    }

    /// Whether `element` may have an attribute, a keyed child or an unkeyed child named `key`
    /// (`false` means it certainly has none).
    func mayHave(_ key: String, in element: ElementID) -> Bool {
        if keySummaries.isEmpty { keySummaries = Array(repeating: 0, count: document.elementCount) }
        let index = Int(element.index)
        var summary = keySummaries[index]
        if summary == 0 {
            summary = 1  // computed: never 0 again
            for attribute in document.attributeRange(of: element) {
                summary |= nameBits[Int(document.attributes[attribute].name)]
            }
            var child = document.elements[index].firstChild
            while child >= 0 {
                let record = document.elements[Int(child)]
                if record.keyAttribute >= 0 {
                    let value = document.attributes[Int(record.keyAttribute)]
                    let start = Int(value.valueStart)
                    summary |= Self.bit(of: document.bytes[start..<(start + Int(value.valueLength))])
                } else {
                    summary |= nameBits[Int(record.name)]
                }
                child = record.nextSibling
            }
            keySummaries[index] = summary
        }
        return summary & Self.bit(of: key.utf8) != 0
    }

    /// Whether elements named by the interned name `name` hold a scalar value.
    func isValueElementName(_ name: Int32) -> Bool { valueElementNames[Int(name)] }

    // MARK: Connections

    /// The element's `<connections>` child, if it has one.
    func connectionsElement(of element: ElementID) -> ElementID? {
        guard let connectionsName else { return nil }
        var child = document.elements[Int(element.index)].firstChild
        while child >= 0 {
            if document.elements[Int(child)].name == connectionsName { return ElementID(child) }
            child = document.elements[Int(child)].nextSibling
        }
        return nil
    }

    /// Whether the element is an `outlet` or `outletCollection` connection.
    func isOutletConnection(_ element: ElementID) -> Bool {
        let name = document.elements[Int(element.index)].name
        return name == outletName || name == outletCollectionName
    }

    func isOutletCollection(_ element: ElementID) -> Bool {
        document.elements[Int(element.index)].name == outletCollectionName
    }

    /// The outlet and outlet-collection connections an object owns, in document order.
    func outletConnections(of element: ElementID) -> [ElementID] {
        guard let connections = connectionsElement(of: element) else { return [] }
        return document.children(of: connections).filter(isOutletConnection)
    }

    // MARK: Consumption

    func markConsumed(_ connection: ElementID) {
        guard options.unknownOutlets == .error else { return }
        if consumed.isEmpty { consumed = Array(repeating: false, count: document.elementCount) }
        consumed[Int(connection.index)] = true
    }

    /// Marks every outlet connection of an object consumed (the object was read whole).
    func markAllConnectionsConsumed(of element: ElementID) {
        guard options.unknownOutlets == .error, let connections = connectionsElement(of: element) else { return }
        for child in document.children(of: connections) where isOutletConnection(child) { markConsumed(child) }
    }

    func isConsumed(_ connection: ElementID) -> Bool {
        !consumed.isEmpty && consumed[Int(connection.index)]
    }

    /// Records that an object was opened as a keyed container by `type`, so its unconsumed
    /// outlets are reported. Returns whether the object owns connections (and so keys are recorded).
    func noteOpened(_ element: ElementID, by type: Any.Type) -> Bool {
        guard options.unknownOutlets == .error, connectionsElement(of: element) != nil else { return false }
        if openedOwnerInfo[element.index] == nil {
            openedOwners.append(element)
            openedOwnerInfo[element.index] = (type, [])
        }
        return true
    }

    /// Records a key asked of an owner, for "did you mean" suggestions on unknown outlets.
    func noteRequested(_ key: String, of element: ElementID) {
        openedOwnerInfo[element.index]?.keys.append(key)
    }

    /// The Swift type that opened an owner, for messages.
    func typeName(openedAt element: ElementID) -> String? {
        openedOwnerInfo[element.index].map { String(describing: $0.type) }
    }

    /// The keys asked of an owner.
    func declaredKeys(openedAt element: ElementID) -> [String] {
        openedOwnerInfo[element.index]?.keys ?? []
    }

    /// The first outlet connection of an opened object that no key consumed (rule: unknown outlet).
    func firstUnconsumedOutlet() -> (owner: ElementID, connection: ElementID, others: Int)? {
        var found: (ElementID, ElementID)?
        var others = 0
        for owner in openedOwners {
            for connection in outletConnections(of: owner) where !isConsumed(connection) {
                if found == nil { found = (owner, connection) } else { others += 1 }
            }
        }
        return found.map { ($0.0, $0.1, others) }
    }
}
