/// What one top-level decode shares across all nested decoders: the document, the options, and the
/// bookkeeping for the unknown-outlet rule (which outlet connections some key consumed, and which
/// objects were opened as keyed containers).
final class DecodingState {
    let document: NodeDocument
    let options: DecodingOptions
    let userInfo: [CodingUserInfoKey: Any]
    /// What typed models read, when a coverage report asked for it (``DecodingCoverage``).
    let coverage: CoverageRecorder?
    /// Per interned name: whether elements of that name hold a scalar value (`string`, `bool`, …).
    private let valueElementNames: [Bool]
    /// Per interned name: whether elements of that name are certainly not views
    /// (``ElementCatalogue/isNonView(_:)``; 1: yes, 0: no, -1: not asked yet).
    @exclusivity(unchecked) private var nonViewElementNames: [Int8]

    // One state belongs to one decode on one thread, and no access to these overlaps another:
    // `@exclusivity(unchecked)` spares the dynamic check on every access.
    /// Per element: whether a key consumed this outlet connection. Allocated on first use.
    @exclusivity(unchecked) private var consumed: [Bool] = []
    /// Objects opened as keyed containers that own outlet connections, in the order they were opened.
    @exclusivity(unchecked) private(set) var openedOwners: [ElementID] = []
    /// For each opened owner: the Swift type that opened it and the keys it asked for.
    @exclusivity(unchecked) private var openedOwnerInfo: [Int32: Any.Type] = [:]
    /// The keys asked of opened owners, in the order asked: (owner, key). One flat list, appended
    /// to on every key, grouped only when an unknown outlet is looked for.
    @exclusivity(unchecked) private var requestedKeys: [(owner: Int32, key: String)] = []
    /// The values being decoded, outermost first: the element and the type (see DecodingNesting.swift).
    @exclusivity(unchecked) var inProgress: [(element: Int32, type: ObjectIdentifier)] = []
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
        let names = document.names
        let hashes = names.map { KeyPresence.hash(of: $0) }
        let slots = Self.slots(for: hashes)
        // The names the state needs are found through the same table as the keys' names.
        func interned(_ name: String) -> Int32? {
            let index = Self.internedName(name, hash: KeyPresence.hash(of: name), names: names, hashes: hashes, slots: slots)
            return index >= 0 ? index : nil
        }
        nameHashes = hashes
        nameSlots = slots
        nameHashBuffer = nameHashes.withUnsafeBufferPointer { $0 }
        tables = document.tables
        connectionsNameIndex = interned("connections") ?? -1
        outletNameIndex = interned("outlet") ?? -1
        outletCollectionNameIndex = interned("outletCollection") ?? -1
        propertyNameIndex = interned("property") ?? -1
        nilNameIndex = interned("nil") ?? -1
        var valueElementNames = Array(repeating: false, count: names.count)
        for name in Self.scalarElementNames {
            if let index = interned(name) { valueElementNames[Int(index)] = true }
        }
        self.valueElementNames = valueElementNames
        nonViewElementNames = Array(repeating: -1, count: names.count)
        presenceMasks = .allocate(capacity: Self.presenceSlots)
        presenceMasks.initialize(repeating: (-1, .empty), count: Self.presenceSlots)
    }

    /// Elements that hold one scalar as text or in a `value` attribute.
    static let scalarElementNames: [String] = [
        "string", "mutableString", "bool", "boolean", "integer", "real", "decimal", "double", "float", "number", "nil",
        "mutableData", "data",
    ]

    /// How keys are looked up for each type decoded so far (``KeyPreference``).
    @exclusivity(unchecked) private var preferences = TypeTable<KeyPreference>()

    /// The key preference of `type`, worked out once per decode (a conformance check is a runtime call).
    func preference(for type: Any.Type, _ compute: () -> KeyPreference) -> KeyPreference {
        preferences.value(for: ObjectIdentifier(type), compute)
    }

    /// Per coding-key type: whether its keys fall back to outlet connections.
    @exclusivity(unchecked) private var outletResolvingKeys = TypeTable<Bool>()

    /// Whether keys of `type` fall back to outlet connections: yes for the caller's own types,
    /// no for this package's typed models (``ModelCodingKey``). Worked out once per decode.
    func resolvesOutlets(for type: any CodingKey.Type) -> Bool {
        outletResolvingKeys.value(for: ObjectIdentifier(type)) { !(type is any ModelCodingKey.Type) }
    }

    /// Whether `element` is a `<nil/>` (an absent value), by interned name.
    func isNilElement(_ element: ElementID) -> Bool {
        nilNameIndex >= 0 && tables.elements[Int(element.index)].name == nilNameIndex
    }

    /// Whether elements named by the interned name `name` hold a scalar value.
    func isValueElementName(_ name: Int32) -> Bool { valueElementNames[Int(name)] }

    /// Whether `element` is certainly not a view, answered once per element name.
    func isNonView(_ element: ElementID) -> Bool {
        let name = Int(tables.elements[Int(element.index)].name)
        let known = nonViewElementNames[name]
        if known >= 0 { return known == 1 }
        let isNonView = ElementCatalogue.isNonView(document.names[name])
        nonViewElementNames[name] = isNonView ? 1 : 0
        return isNonView
    }

    // MARK: Key presence

    /// ``KeyPresence`` hash of every interned name.
    let nameHashes: [UInt64]
    /// ``nameHashes`` as a raw buffer (it lives as long as this state), and the document's tables:
    /// the hot paths read these without reference counting.
    let nameHashBuffer: UnsafeBufferPointer<UInt64>
    let tables: DocumentTables
    /// The interned names of `connections`, `outlet`, `outletCollection`, `property` and `nil`, or -1.
    let connectionsNameIndex: Int32
    private let outletNameIndex: Int32
    private let outletCollectionNameIndex: Int32
    private let propertyNameIndex: Int32
    private let nilNameIndex: Int32

    /// The ``KeyPresenceMask`` of every key a keyed container over `element` can resolve (reserved
    /// keys aside): its attribute names, its children's `key` attributes (or names, for children
    /// without one), and the `property` of its outlet connections. A key whose bit is clear
    /// resolves to nothing, without scanning; most keys a model asks for are absent defaults.
    func presence(of element: ElementID) -> KeyPresenceMask {
        // A view's element is opened three times (by `View`, by its simulated metrics and by its own
        // type), with its subviews decoded in between: remembered per element in a direct-mapped
        // table, which a subtree evicts only when it holds more than `presenceSlots` elements.
        let slot = presenceMasks + Int(element.index & Int32(Self.presenceSlots - 1))
        if slot.pointee.element == element.index { return slot.pointee.mask }
        let mask = computePresence(of: element)
        slot.pointee = (element.index, mask)
        return mask
    }

    /// Remembered presence masks, by element index modulo ``presenceSlots`` (-1: empty slot).
    private let presenceMasks: UnsafeMutablePointer<(element: Int32, mask: KeyPresenceMask)>
    private static var presenceSlots: Int { 256 }

    private func computePresence(of element: ElementID) -> KeyPresenceMask {
        let tables = self.tables
        let nameHashes = nameHashBuffer
        var mask = KeyPresenceMask.empty
        let record = tables.elements[Int(element.index)]
        var attribute = Int(record.firstAttribute)
        let end = attribute + Int(record.attributeCount)
        while attribute < end {
            mask.insert(hash: nameHashes[Int(tables.attributes[attribute].name)])
            attribute += 1
        }
        var child = record.firstChild
        while child >= 0 {
            let childRecord = tables.elements[Int(child)]
            if childRecord.keyAttribute >= 0 {
                mask.insert(hash: tables.hashOfAttributeValue(at: Int(childRecord.keyAttribute)))
            } else {
                mask.insert(hash: nameHashes[Int(childRecord.name)])
            }
            if childRecord.name == connectionsNameIndex {
                var connection = childRecord.firstChild
                while connection >= 0 {
                    if isOutletConnection(ElementID(connection)),
                       let property = tables.attributeIndex(named: propertyNameIndex, of: connection) {
                        mask.insert(hash: tables.hashOfAttributeValue(at: property))
                    }
                    connection = tables.elements[Int(connection)].nextSibling
                }
            }
            child = childRecord.nextSibling
        }
        return mask
    }

    // MARK: Key hashes

    /// Per key type: a table of two words per enum case: the remembered ``KeyPresence`` hash
    /// (0: not yet) and the key's packed lookup (reserved or not, interned name). Sized by the
    /// number of cases for the models' keys (a few dozen); 256 cases, the most a one-byte enum
    /// has, for other key types.
    @exclusivity(unchecked) private var keyHashTables = TypeTable<UnsafeMutablePointer<UInt64>>()

    /// Interned names by ``KeyPresence`` hash: an open-addressing table over ``nameHashes``
    /// (-1: empty slot). The hashes are already good ones, so a slot is found without hashing again.
    private let nameSlots: [Int32]

    /// The interned name of `name` (whose hash is `hash`) in this document, or -1 when no
    /// attribute or element of the document has that name.
    func internedName(_ name: String, hash: UInt64) -> Int32 {
        Self.internedName(name, hash: hash, names: document.names, hashes: nameHashes, slots: nameSlots)
    }

    private static func internedName(_ name: String, hash: UInt64, names: [String], hashes: [UInt64],
                                      slots: [Int32]) -> Int32 {
        let mask = slots.count - 1
        var slot = Self.slot(of: hash, mask: mask)
        while true {
            let index = slots[slot]
            if index < 0 { return -1 }
            if hashes[Int(index)] == hash && names[Int(index)] == name { return index }
            slot = (slot + 1) & mask
        }
    }

    private static func slots(for hashes: [UInt64]) -> [Int32] {
        var count = 8
        while count < hashes.count * 2 { count *= 2 }
        var slots = [Int32](repeating: -1, count: count)
        for (index, hash) in hashes.enumerated() {
            var slot = Self.slot(of: hash, mask: count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = Int32(index)
        }
        return slots
    }

    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The lookup table for a one-byte key type (the models' `CodingKeys` enums), made on first
    /// use. A model's key type comes with its ``ModelKeySpellings``, so every case's lookup is filled
    /// in here, in one pass; other key types' cases are looked up by name as they are asked for.
    func keyHashTable(forOneByteKeys type: any CodingKey.Type) -> UnsafeMutablePointer<UInt64> {
        keyHashTables.value(for: ObjectIdentifier(type)) {
            let spellings = (type as? any ModelCodingKey.Type).map { ModelKeySpellings.of($0).spellings }
            let cases = spellings.map { max($0.count, 1) } ?? 256
            let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * cases)
            table.initialize(repeating: 0, count: 2 * cases)
            for (tag, spelling) in (spellings ?? []).enumerated() {
                guard let spelling else { continue }
                let found = spelling.lookup(in: self)
                table[2 * tag] = found.hash
                table[2 * tag + 1] = found.packed
            }
            return table
        }
    }

    deinit {
        for entry in keyHashTables.entries { entry.value.deallocate() }
        presenceMasks.deallocate()
    }

    // MARK: Connections

    /// The element's `<connections>` child, if it has one.
    func connectionsElement(of element: ElementID) -> ElementID? {
        guard connectionsNameIndex >= 0 else { return nil }
        let elements = tables.elements
        var child = elements[Int(element.index)].firstChild
        while child >= 0 {
            if elements[Int(child)].name == connectionsNameIndex { return ElementID(child) }
            child = elements[Int(child)].nextSibling
        }
        return nil
    }

    /// Whether the element is an `outlet` or `outletCollection` connection.
    func isOutletConnection(_ element: ElementID) -> Bool {
        let name = tables.elements[Int(element.index)].name
        return name == outletNameIndex || name == outletCollectionNameIndex
    }

    func isOutletCollection(_ element: ElementID) -> Bool {
        tables.elements[Int(element.index)].name == outletCollectionNameIndex
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

    /// Records that an object was opened as a keyed container by `type`, one of the caller's own
    /// types (this package's typed models keep an object's connections rather than declare its
    /// outlets, so the rule is not theirs to break), so that its unconsumed outlets are reported.
    /// Returns whether the object owns connections (and so the keys asked of it are recorded).
    func noteOpened(_ element: ElementID, by type: Any.Type) -> Bool {
        guard options.unknownOutlets == .error, connectionsElement(of: element) != nil else { return false }
        if openedOwnerInfo[element.index] == nil {
            openedOwners.append(element)
            openedOwnerInfo[element.index] = type
        }
        return true
    }

    /// Records a key asked of an owner, for "did you mean" suggestions on unknown outlets.
    func noteRequested(_ key: String, of element: ElementID) {
        requestedKeys.append((element.index, key))
    }

    /// The Swift type that opened an owner, for messages.
    func typeName(openedAt element: ElementID) -> String? {
        openedOwnerInfo[element.index].map { String(describing: $0) }
    }

    /// The keys asked of an owner.
    func declaredKeys(openedAt element: ElementID) -> [String] {
        requestedKeys.compactMap { $0.owner == element.index ? $0.key : nil }
    }

    /// The first outlet connection of an opened object that no key consumed (rule: unknown outlet).
    /// A connection is consumed when a key resolved to it, when its object was read whole, or when
    /// its object was asked for a key of its name (a storyboard controller has both a
    /// `<view key="view">` child and a `view` outlet to it): that last check is made here, once,
    /// rather than by scanning the connections on every key asked.
    func firstUnconsumedOutlet() -> (owner: ElementID, connection: ElementID, others: Int)? {
        var found: (ElementID, ElementID)?
        var others = 0
        // Outlets not consumed otherwise; most decodes (any that reads `connections`) have none.
        var candidates: [(owner: ElementID, connection: ElementID)] = []
        for owner in openedOwners {
            for connection in outletConnections(of: owner) where !isConsumed(connection) { candidates.append((owner, connection)) }
        }
        guard !candidates.isEmpty else { return nil }
        let owners = Set(candidates.map(\.owner.index))
        var requestedByOwner: [Int32: Set<String>] = [:]
        for (owner, key) in requestedKeys where owners.contains(owner) { requestedByOwner[owner, default: []].insert(key) }
        for (owner, connection) in candidates {
            if let property = document.attribute("property", of: connection),
               requestedByOwner[owner.index]?.contains(property) == true { continue }
            if found == nil { found = (owner, connection) } else { others += 1 }
        }
        return found.map { ($0.0, $0.1, others) }
    }
}
