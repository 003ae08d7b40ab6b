/// Where a front end that translates another form (a compiled nib) writes a document, element by element in document
/// order: an element's attributes and text come right after its start, before its first child.
///
/// ``TranslatedDocumentSink`` builds the ``NodeDocument`` as it goes, so a translation makes no tree; a
/// ``TranslatedTreeSink`` collects ``TranslatedElement`` trees, for a front end that puts several translations
/// together before building (a compiled storyboard's scenes).
package protocol TranslatedElementSink {
    /// Opens an element whose input starts at byte `offset`.
    mutating func startElement(_ name: String, offset: Int) throws
    /// Adds an attribute to the element opened last. Of an attribute given twice, the document keeps the first.
    mutating func addAttribute(_ name: String, _ value: String) throws
    /// Adds an attribute whose value is the UTF-8 `value`, named by a member key of the input whose number in the
    /// process (the nib reader's key registry) is `number`, if it has one: a sink may remember the name by its number
    /// instead of asking `name` for it and looking it up.
    mutating func addAttribute(numbered number: Int32?, name: () -> String, utf8 value: UnsafeBufferPointer<UInt8>) throws
    /// Sets the text of the element opened last.
    mutating func addText(_ text: String) throws
    /// Closes the element opened last.
    mutating func endElement() throws
    /// Writes a whole element translated before.
    mutating func append(_ element: TranslatedElement) throws
    /// Adds the attributes `attributes` holds to the element opened last: written now, or kept by reference until the
    /// element is built.
    mutating func addAttributes(_ attributes: DeferredAttributes) throws
    /// Whether the sink keeps what it is given as trees to build later (then a translation may keep attribute values
    /// in a ``DeferredAttributeTable`` rather than as strings).
    static var keepsTrees: Bool { get }
}

extension TranslatedElementSink {
    package mutating func addAttribute(numbered number: Int32?, name: () -> String, utf8 value: UnsafeBufferPointer<UInt8>) throws {
        try addAttribute(name(), String(decoding: value, as: UTF8.self))
    }
}

/// Collects what a translation writes as ``TranslatedElement`` trees (``roots``).
package struct TranslatedTreeSink: TranslatedElementSink {
    /// The elements written at the top level, complete.
    package private(set) var roots: [TranslatedElement] = []
    private var open: [TranslatedElement] = []

    package init() {}

    package static var keepsTrees: Bool { true }

    package mutating func startElement(_ name: String, offset: Int) {
        open.append(TranslatedElement(name: name, offset: offset))
    }

    package mutating func addAttribute(_ name: String, _ value: String) {
        guard let last = open.indices.last else { return }
        open[last].attributes.append((name, value))
    }

    package mutating func addText(_ text: String) {
        guard let last = open.indices.last else { return }
        open[last].text = text
    }

    package mutating func addAttributes(_ attributes: DeferredAttributes) {
        guard let last = open.indices.last else { return }
        open[last].deferredAttributes = attributes
    }

    package mutating func endElement() {
        guard let closed = open.popLast() else { return }
        adopt(closed)
    }

    package mutating func append(_ element: TranslatedElement) {
        adopt(element)
    }

    private mutating func adopt(_ element: TranslatedElement) {
        if let last = open.indices.last { open[last].children.append(element) } else { roots.append(element) }
    }
}

/// Builds the ``NodeDocument`` of a translation as it is written (see ``TranslatedElementSink``): an attribute given
/// twice is kept once, the first; for a binary input, positions are byte offsets and characters XML cannot hold are
/// replaced by U+FFFD (``TranslatedElement/replacingCharactersXMLCannotHold(in:)``).
package struct TranslatedDocumentSink: TranslatedElementSink {
    private var builder: NodeDocumentBuilder
    private let replacesCharactersXMLCannotHold: Bool
    /// How many attributes the element opened last has: past a few, ``seenAttributes`` holds their names.
    private var attributeCount = 0
    private var seenAttributes: Set<Int32>?
    /// The attribute whose values are recorded with their elements (``recorded``), and its interned index once met.
    private let recordedName: String?
    private var recordedIndex: Int32 = -1
    /// Each name met by number (``addAttribute(numbered:name:utf8:)``): its interned index (-1 until met) and the last
    /// element given it (by index, -1 for none).
    private var numberedNames: [(index: Int32, element: Int32)] = []
    /// Whether every attribute of the element opened last came by number: then ``numberedNames`` tells a name given
    /// twice, and the element's attributes are not read.
    private var hasOnlyNumberedAttributes = true
    /// The elements given the attribute
    /// ``init(source:path:format:limits:binary:segments:expectedElementCount:recording:)`` names, with its value, in
    /// document order.
    package private(set) var recorded: [(element: ElementID, value: String)] = []

    /// - Parameters:
    ///   - source: the input elements' positions are line and column in, unless `binary`.
    ///   - binary: whether positions are byte offsets of a binary input (in the file of `segments` each element
    ///     names); characters attribute values XML cannot hold are then replaced.
    ///   - recording: an attribute whose values ``recorded`` keeps with their elements (for a front end that adds
    ///     attributes when the whole document is known: ``appendAttribute(_:_:to:)``).
    package init(source: [UInt8] = [], path: String?, format: String, limits: DocumentLimits, binary: Bool,
                 segments: [String] = [], expectedElementCount: Int = 0, recording: String? = nil) {
        builder = NodeDocumentBuilder(source: source, path: path, format: format, limits: limits,
                                      expectedElementCount: expectedElementCount)
        builder.positionsAreByteOffsets = binary
        builder.segmentPaths = segments
        replacesCharactersXMLCannotHold = binary
        recordedName = recording
    }

    /// The document `write` writes.
    ///
    /// - Throws: what `write` throws, and `UIDescriptionError` (`.limitExceeded`) when the document exceeds the limits.
    package static func build(source: [UInt8] = [], path: String?, format: String, limits: DocumentLimits, binary: Bool,
                              segments: [String] = [], expectedElementCount: Int = 0, recording: String? = nil,
                              _ write: (inout TranslatedDocumentSink) throws -> Void) throws -> NodeDocument {
        var sink = TranslatedDocumentSink(source: source, path: path, format: format, limits: limits, binary: binary, segments: segments,
                                          expectedElementCount: expectedElementCount, recording: recording)
        do {
            try write(&sink)
        } catch let limit as LimitError {
            throw UIDescriptionError(.limitExceeded(limit.limit, limit: limit.value),
                                     "the translated document exceeds the \(limit.limit.rawValue) limit of \(limit.value)",
                                     at: sink.builder.location(atOffset: limit.offset))
        }
        return sink.builder.build()
    }

    /// The file of ``NodeDocumentBuilder/segmentPaths`` the next elements' offsets are in.
    package var currentSegment: Int {
        get { builder.currentSegment }
        set { builder.currentSegment = newValue }
    }

    package mutating func startElement(_ name: String, offset: Int) throws {
        try builder.startElement(name: builder.intern(name), offset: offset)
        attributeCount = 0
        seenAttributes = nil
        hasOnlyNumberedAttributes = true
    }

    package mutating func addAttribute(_ name: String, _ value: String) throws {
        hasOnlyNumberedAttributes = false
        try addAttribute(interned: builder.intern(name), value)
    }

    package mutating func addAttribute(numbered number: Int32?, name: () -> String, utf8 value: UnsafeBufferPointer<UInt8>) throws {
        guard let element = builder.currentElement?.index else { return }
        // The names of the numbers met first are kept by number (most of a document's are among the first few
        // hundred a process numbers), with the last element given each: while an element has only such attributes,
        // a name given twice is told without reading its attributes. Other names are interned by name.
        let nameIndex: Int32
        if let number, number >= 0, number < Self.numberedNameLimit {
            let slot = Int(number)
            if slot >= numberedNames.count {
                // Grown by doubling: numbers come in no order, and each growth copies the table.
                let count = min(max(slot + 1, 2 * numberedNames.count, 64), Int(Self.numberedNameLimit))
                numberedNames.append(contentsOf: repeatElement((index: Int32(-1), element: Int32(-1)), count: count - numberedNames.count))
            }
            if numberedNames[slot].index < 0 { numberedNames[slot].index = builder.intern(name()) }
            nameIndex = numberedNames[slot].index
            let givenBefore = numberedNames[slot].element == element
            numberedNames[slot].element = element
            if hasOnlyNumberedAttributes {
                guard !givenBefore else { return }
                attributeCount += 1
            } else {
                guard isNewAttribute(nameIndex) else { return }
            }
        } else {
            nameIndex = builder.intern(name())
            hasOnlyNumberedAttributes = false
            guard isNewAttribute(nameIndex) else { return }
        }
        // Most values are printable ASCII, which is UTF-8 with no character XML cannot hold. Bytes of a binary input
        // may be no UTF-8: a value with a byte past ASCII is decoded (ill-formed sequences become U+FFFD) first.
        if value.allSatisfy({ $0 &- 0x20 < 0x60 }) {
            try builder.addAttribute(name: nameIndex, value: value)
            return record(nameIndex, String(decoding: value, as: UTF8.self))
        }
        guard value.allSatisfy({ $0 < 0x80 }) else {
            return try addNewAttribute(interned: nameIndex, String(decoding: value, as: UTF8.self))
        }
        try addNewAttribute(interned: nameIndex, utf8: value)
    }

    /// The most names kept by number (``addAttribute(numbered:name:utf8:)``).
    private static let numberedNameLimit: Int32 = 4096

    private mutating func addAttribute(interned nameIndex: Int32, _ value: String) throws {
        guard isNewAttribute(nameIndex) else { return }
        try addNewAttribute(interned: nameIndex, value)
    }

    /// Whether the element opened last has no attribute `nameIndex` yet; counts it when it has not. Elements have a
    /// handful of attributes, read in place; past 32, a set of their names.
    private mutating func isNewAttribute(_ nameIndex: Int32) -> Bool {
        if attributeCount < 32 {
            if builder.currentElementHasAttribute(named: nameIndex) { return false }
        } else {
            if seenAttributes == nil { seenAttributes = builder.currentElementAttributeNames() }
            guard seenAttributes?.insert(nameIndex).inserted == true else { return false }
        }
        attributeCount += 1
        return true
    }

    private mutating func addNewAttribute(interned nameIndex: Int32, _ value: String) throws {
        try value.withUTF8Bytes { buffer in try addNewAttribute(interned: nameIndex, utf8: buffer) }
    }

    /// Writes a new attribute whose value is the well-formed UTF-8 `value`. The bytes are looked at where they are
    /// written: only a value that may hold a character XML cannot is looked at again, scalar by scalar.
    private mutating func addNewAttribute(interned nameIndex: Int32, utf8 value: UnsafeBufferPointer<UInt8>) throws {
        if replacesCharactersXMLCannotHold, TranslatedElement.mayHoldCharactersXMLCannot(value) {
            var replaced = TranslatedElement.replacingCharactersXMLCannotHold(in: String(decoding: value, as: UTF8.self))
            try replaced.withUTF8 { buffer in try builder.addAttribute(name: nameIndex, value: buffer) }
            return record(nameIndex, replaced)
        }
        try builder.addAttribute(name: nameIndex, value: value)
        record(nameIndex, String(decoding: value, as: UTF8.self))
    }

    /// Keeps `value` in ``recorded`` when `nameIndex` is the recorded attribute's.
    private mutating func record(_ nameIndex: Int32, _ value: @autoclosure () -> String) {
        guard let recordedName else { return }
        if recordedIndex < 0 { recordedIndex = builder.intern(recordedName) }
        if nameIndex == recordedIndex, let element = builder.currentElement { recorded.append((element, value())) }
    }

    package mutating func addText(_ text: String) throws {
        try builder.appendText(text)
    }

    package static var keepsTrees: Bool { false }

    package mutating func addAttributes(_ attributes: DeferredAttributes) throws {
        try DeferredAttributeTable.write(attributes, into: &self)
    }

    package mutating func endElement() {
        builder.endElement()
        // The element open again (if any) may have had attributes of other names before its child.
        hasOnlyNumberedAttributes = false
    }

    package mutating func append(_ element: TranslatedElement) throws {
        // Depth first, reading the children in place (a copy of each element would retain all it holds). The
        // recursion is as deep as the tree, which the builder bounds: past `maximumDepth` it throws before going on.
        builder.currentSegment = element.segment
        try startElement(element.name, offset: element.offset)
        for (name, value) in element.attributes { try addAttribute(name, value) }
        if let deferred = element.deferredAttributes { try addAttributes(deferred) }
        if let text = element.text { try addText(text) }
        try element.children.withUnsafeBufferPointer { children in
            for index in children.indices { try append(children[index]) }
        }
        endElement()
    }

    /// Adds attribute `name` with `value` to each of `elements` that has none of that name, after its other
    /// attributes: for what is known only when the whole document is (``recorded``).
    package mutating func appendAttribute(_ name: String, _ value: String, to elements: [ElementID]) throws {
        guard !elements.isEmpty else { return }
        var value = replacesCharactersXMLCannotHold ? TranslatedElement.replacingCharactersXMLCannotHold(in: value) : value
        let nameIndex = builder.intern(name)
        try value.withUTF8 { buffer in try builder.appendAttribute(name: nameIndex, value: buffer, to: elements) }
    }
}
