#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Builds a ``NodeDocument`` element by element, in document order. Front ends (the XML reader,
/// the JSON layout reader, writers that build documents in code) feed it start tags, attributes,
/// text and end tags; it enforces ``DocumentLimits``.
public struct NodeDocumentBuilder: Sendable {
    private var elements: [ElementRecord] = []
    private var attributes: [AttributeRecord] = []
    private var names: [String] = []
    private var nameIndex = InternedNameTable(capacity: 256)
    private var bytes: [UInt8] = []
    private var openElements: [Int32] = []
    /// Text of open elements whose content is interleaved with child elements, stored on `endElement`.
    /// What the XML declaration said of `standalone` (see ``NodeDocument/declaresStandaloneNo``).
    public var declaresStandaloneNo: Bool?
    private var pendingText: [Int32: [UInt8]] = [:]
    /// Open elements a comment was seen in (Xcode writes them in `<date>`s).
    private var elementsWithComments: Set<Int32> = []
    private let source: SourceText
    private let path: String?
    private let format: String
    private let limits: DocumentLimits
    private let idName: Int32
    private let keyName: Int32
    /// Where the line count stands: elements start in increasing offsets (in XML), so each
    /// start's line and column are found by reading on from the previous start.
    private var linePosition = (offset: 0, line: 1, lineStart: 0, column: 1)
    /// The last start found behind ``linePosition``, with the end of its line: a front end that
    /// goes back (the JSON layout reader writes an object's connections after its children) often
    /// goes back to the same line again.
    private var backPosition = (offset: 0, line: 0, lineStart: 0, column: 0, lineEnd: -1)
    /// Whether the source has a carriage return: then lines may end in `\r` or `\r\n`, and
    /// positions come from the source's ``LineTable`` rather than by counting `\n`s.
    private let sourceHasCarriageReturn: Bool

    /// - Parameters:
    ///   - source: the input bytes that element offsets refer to.
    ///   - path: the file path, for locations.
    ///   - format: what the input is (`"xib"`, `"storyboard"`, `"json"`, …).
    ///   - limits: the most elements, depth and value bytes the document may hold.
    ///   - expectedElementCount: how many elements to reserve room for (0 when unknown).
    public init(source: [UInt8], path: String?, format: String, limits: DocumentLimits = .default,
                expectedElementCount: Int = 0) {
        self.source = SourceText(bytes: source)
        sourceHasCarriageReturn = source.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0x0D, buffer.count) != nil
        }
        self.path = path
        self.format = format
        self.limits = limits
        elements.reserveCapacity(expectedElementCount)
        attributes.reserveCapacity(expectedElementCount * 3)
        // The arena holds text and the attribute values a front end copies (most are left in the source).
        bytes.reserveCapacity(expectedElementCount * 8)
        idName = 0
        keyName = 1
        // Interface Builder files use a hundred or two distinct names: the table has room for them up front, which
        // spares its growth.
        names = []
        _ = nameIndex.index(of: "id", in: &names)
        _ = nameIndex.index(of: "key", in: &names)
    }

    /// Whether positions are byte offsets of a binary input (a compiled nib): elements get no line and column.
    public var positionsAreByteOffsets = false
    /// For a binary input made of several files (a compiled storyboard's scene nibs): their paths.
    public var segmentPaths: [String] = []
    /// The index in ``segmentPaths`` of the file the next elements' offsets are in (kept where a text input keeps
    /// the column).
    public var currentSegment = 0

    /// The depth of the innermost open element (0 when none is open).
    public var depth: Int { openElements.count }

    /// The number of elements added so far.
    public var elementCount: Int { elements.count }

    /// The innermost open element.
    public var currentElement: ElementID? { openElements.last.map(ElementID.init) }

    /// The interned index for a name; front ends may cache it.
    public mutating func intern(_ name: String) -> Int32 {
        nameIndex.index(of: name, in: &names)
    }

    /// Opens an element whose start is at `offset` in the source.
    @discardableResult
    public mutating func startElement(name: Int32, offset: Int) throws -> ElementID {
        if openElements.count >= limits.maximumDepth { throw LimitError(limit: .depth, value: limits.maximumDepth, offset: offset) }
        if elements.count >= min(limits.maximumElementCount, Int(Int32.max)) {
            throw LimitError(limit: .elementCount, value: limits.maximumElementCount, offset: offset)
        }
        let index = Int32(elements.count)
        let parent = openElements.last ?? -1
        let (line, column) = positionsAreByteOffsets ? (0, currentSegment) : lineAndColumn(ofStart: offset)
        elements.append(ElementRecord(name: name, parent: parent, firstAttribute: Int32(attributes.count),
                                      attributeCount: 0, offset: Int32(truncatingIfNeeded: offset),
                                      line: Int32(truncatingIfNeeded: line), column: Int32(truncatingIfNeeded: column)))
        if parent >= 0 {
            let last = elements[Int(parent)].lastChild
            if last >= 0 { elements[Int(last)].nextSibling = index } else { elements[Int(parent)].firstChild = index }
            elements[Int(parent)].lastChild = index
        }
        openElements.append(index)
        return ElementID(index)
    }

    /// Line and column of an element start, counting on from the previous start. A front end that
    /// goes backwards (the JSON layout reader, which puts members in Xcode's order) counts back to
    /// the previous start when it stays on its line, and searches the line table when it does not.
    private mutating func lineAndColumn(ofStart rawOffset: Int) -> (line: Int, column: Int) {
        let bytes = source.bytes
        let offset = min(max(rawOffset, 0), bytes.count)
        guard !sourceHasCarriageReturn else { return source.lineAndColumn(atOffset: offset) }
        guard offset >= linePosition.offset else {
            // Back on the same line: the scalars between this start and the previous one.
            if offset >= linePosition.lineStart {
                return (linePosition.line, SourceText.column(of: offset, from: linePosition.offset, at: linePosition.column, in: bytes))
            }
            return lineAndColumn(behind: offset, in: bytes)
        }
        var (line, lineStart) = (linePosition.line, linePosition.lineStart)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // memchr finds each newline many bytes at a time.
            var position = linePosition.offset
            while position < offset, let found = memchr(base + position, 0x0A, offset - position) {
                position = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                line += 1
                lineStart = position
            }
        }
        // On the same line as the previous start, the column counts on from that start's column
        // (element starts are scalar boundaries), so long lines are not counted again for each element.
        let column = line == linePosition.line
            ? SourceText.column(of: offset, from: linePosition.offset, at: linePosition.column, in: bytes)
            : SourceText.column(of: offset, lineStart: lineStart, in: bytes)
        linePosition = (offset, line, lineStart, column)
        return (line, column)
    }

    /// Line and column of a start on an earlier line than ``linePosition``: from the last such start
    /// when it is on the same line, else from the line table.
    private mutating func lineAndColumn(behind offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let back = backPosition
        if offset >= back.lineStart && offset < back.lineEnd {
            let column = SourceText.column(of: offset, from: back.offset, at: back.column, in: bytes)
            backPosition.offset = offset
            backPosition.column = column
            return (back.line, column)
        }
        let line = source.line(containing: offset)
        let column = SourceText.column(of: offset, lineStart: line.start, in: bytes)
        backPosition = (offset, line.number, line.start, column, line.end)
        return (line.number, column)
    }

    /// Adds an attribute to the innermost open element.
    public mutating func addAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>) throws {
        try addAttribute(name: name, value: value, sourceOffset: nil)
    }

    /// Adds an attribute to the innermost open element whose value may stand verbatim in the
    /// source at `sourceOffset`: when the source holds the value's bytes there, the document reads
    /// the value from the source and nothing is copied (an XML parser reports most values as they
    /// stand in its copy of the input). Otherwise the value is copied.
    public mutating func addAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>, sourceOffset: Int?) throws {
        guard let element = openElements.last else { return }
        if attributeExceedsLimits(length: value.count, of: element) { throw attributeLimitError(length: value.count, of: element) }
        if let start = sourceStart(of: value, at: sourceOffset) {
            addRecord(AttributeRecord(name: name, valueStart: start, valueLength: Int32(value.count)), to: element)
            return
        }
        try reserveArena(value.count, offset: Int(elements[Int(element)].offset))
        addRecord(AttributeRecord(name: name, valueStart: Int32(bytes.count), valueLength: Int32(value.count)), to: element)
        bytes.append(contentsOf: value)
    }

    /// The start that stands for `bytes` in the source at `offset` (negative: see
    /// ``AttributeRecord/valueStart``), when the source holds them there; `nil` otherwise.
    @inline(__always)
    private func sourceStart(of bytes: UnsafeBufferPointer<UInt8>, at offset: Int?) -> Int32? {
        // Starts in the source are 31-bit: so are inputs (``DocumentLimits``).
        guard let offset, offset >= 0, bytes.count <= Int(Int32.max) - offset, source.holds(bytes, at: offset) else { return nil }
        return ~Int32(truncatingIfNeeded: offset)
    }

    /// Whether an attribute value of `length` bytes, or one more attribute on `element` or in the document, goes
    /// past a limit. A front end that reads text checks attributes per element before its parser does; the builder
    /// checks again for front ends that translate (compiled nibs, IB 3 archives, JSON layouts).
    @inline(__always)
    private func attributeExceedsLimits(length: Int, of element: Int32) -> Bool {
        length > limits.maximumValueBytes || attributes.count >= Int(Int32.max)
            || Int(elements[Int(element)].attributeCount) >= limits.maximumAttributesPerElement
    }

    /// The limit an attribute value of `length` bytes goes past (see ``attributeExceedsLimits(length:)``).
    @inline(never)
    private func attributeLimitError(length: Int, of element: Int32) -> LimitError {
        let offset = Int(elements[Int(element)].offset)
        if length > limits.maximumValueBytes { return LimitError(limit: .valueBytes, value: limits.maximumValueBytes, offset: offset) }
        if Int(elements[Int(element)].attributeCount) >= limits.maximumAttributesPerElement {
            return LimitError(limit: .attributesPerElement, value: limits.maximumAttributesPerElement, offset: offset)
        }
        return LimitError(limit: .elementCount, value: limits.maximumElementCount, offset: offset)
    }

    @inline(__always)
    private mutating func addRecord(_ record: AttributeRecord, to element: Int32) {
        let index = Int32(attributes.count)
        attributes.append(record)
        elements[Int(element)].attributeCount += 1
        if record.name == idName { elements[Int(element)].idAttribute = index }
        else if record.name == keyName { elements[Int(element)].keyAttribute = index }
    }

    /// Whether the innermost open element already has an attribute named by the interned index `name`: elements have
    /// a handful of attributes, so this reads them rather than keeping a set.
    package func currentElementHasAttribute(named name: Int32) -> Bool {
        guard let element = openElements.last else { return false }
        let record = elements[Int(element)]
        let first = Int(record.firstAttribute)
        for index in first..<first + Int(record.attributeCount) where attributes[index].name == name { return true }
        return false
    }

    /// The names (interned indices) of the innermost open element's attributes.
    package func currentElementAttributeNames() -> Set<Int32> {
        guard let element = openElements.last else { return [] }
        let record = elements[Int(element)]
        let first = Int(record.firstAttribute)
        return Set(attributes[first..<first + Int(record.attributeCount)].lazy.map(\.name))
    }

    /// Adds attribute `name` with `value` after the other attributes of each of `elements` that has none of that name,
    /// once every element is written (a front end learns some attributes only from the whole document). The
    /// attribute table is rewritten once, in document order.
    ///
    /// - Throws: `LimitError` when a value or an element's attributes go past the limits.
    package mutating func appendAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>, to targets: [ElementID]) throws {
        var marked = Set(targets.map(\.index))
        for index in marked {
            let record = elements[Int(index)]
            let first = Int(record.firstAttribute)
            if attributes[first..<first + Int(record.attributeCount)].contains(where: { $0.name == name }) { marked.remove(index) }
        }
        guard !marked.isEmpty else { return }
        for index in marked where attributeExceedsLimits(length: value.count, of: index) {
            throw attributeLimitError(length: value.count, of: index)
        }
        guard attributes.count + marked.count < Int(Int32.max) else {
            throw LimitError(limit: .elementCount, value: limits.maximumElementCount, offset: 0)
        }
        try reserveArena(value.count, offset: 0)
        let valueStart = Int32(bytes.count)
        bytes.append(contentsOf: value)
        let added = AttributeRecord(name: name, valueStart: valueStart, valueLength: Int32(value.count))
        var rewritten: [AttributeRecord] = []
        rewritten.reserveCapacity(attributes.count + marked.count)
        for index in elements.indices {
            let record = elements[index]
            let first = Int(record.firstAttribute)
            let newFirst = Int32(rewritten.count)
            rewritten.append(contentsOf: attributes[first..<first + Int(record.attributeCount)])
            elements[index].firstAttribute = newFirst
            if record.idAttribute >= 0 { elements[index].idAttribute = record.idAttribute - Int32(first) + newFirst }
            if record.keyAttribute >= 0 { elements[index].keyAttribute = record.keyAttribute - Int32(first) + newFirst }
            if marked.contains(Int32(index)) {
                if name == idName { elements[index].idAttribute = Int32(rewritten.count) }
                else if name == keyName { elements[index].keyAttribute = Int32(rewritten.count) }
                rewritten.append(added)
                elements[index].attributeCount += 1
            }
        }
        attributes = rewritten
    }

    /// Adds an attribute given as a `String`.
    public mutating func addAttribute(_ name: String, _ value: String) throws {
        let nameIndex = intern(name)
        try value.withUTF8Bytes { buffer in try addAttribute(name: nameIndex, value: buffer) }
    }

    /// Appends text content to the innermost open element.
    public mutating func appendText(_ text: UnsafeBufferPointer<UInt8>) throws {
        try appendText(text, sourceOffset: nil)
    }

    /// Appends text content to the innermost open element, text that may stand verbatim in the
    /// source at `sourceOffset`: when the source holds its bytes there, the document reads the
    /// text from the source and nothing is copied. Otherwise the text is copied.
    public mutating func appendText(_ text: UnsafeBufferPointer<UInt8>, sourceOffset: Int?) throws {
        guard let element = openElements.last, !text.isEmpty else { return }
        var record = elements[Int(element)]
        // Indentation between child elements is not content (Interface Builder files have no mixed content).
        if record.firstChild >= 0 && Self.isWhitespace(text) { return }
        if Int(record.textLength) + text.count > limits.maximumValueBytes {
            throw LimitError(limit: .valueBytes, value: limits.maximumValueBytes, offset: Int(record.offset))
        }
        if record.textStart < 0 || record.textLength == 0, let start = sourceStart(of: text, at: sourceOffset),
           record.textLength == 0 || Int(~record.textStart) + Int(record.textLength) == Int(~start) {
            // The element's text so far, this piece included, stands in the source.
            if record.textLength == 0 { record.textStart = start }
            record.textLength += Int32(text.count)
            elements[Int(element)] = record
            return
        }
        try reserveArena(Int(record.textLength) + text.count, offset: Int(record.offset))
        if record.textStart < 0 {
            // Text in the source that this piece does not follow there: both go to the arena.
            let start = Int(~record.textStart)
            source.bytes.withUnsafeBufferPointer { bytes.append(contentsOf: $0[start..<(start + Int(record.textLength))]) }
            record.textStart = Int32(bytes.count) - record.textLength
        }
        let isPending = !pendingText.isEmpty && pendingText[element] != nil
        if isPending || (record.textLength > 0 && Int(record.textStart) + Int(record.textLength) != bytes.count) {
            // Text interleaved with child elements' text (mixed content): collect it aside and
            // store it once when the element ends, so that each byte is copied once, whatever the
            // number of pieces.
            if !isPending {
                let start = Int(record.textStart)
                pendingText[element] = Array(bytes[start..<(start + Int(record.textLength))])
            }
            pendingText[element, default: []].append(contentsOf: text)
            record.textLength += Int32(text.count)
            elements[Int(element)] = record
            return
        } else if record.textLength == 0 {
            record.textStart = Int32(bytes.count)
        }
        bytes.append(contentsOf: text)
        record.textLength += Int32(text.count)
        elements[Int(element)] = record
    }

    /// Checks that `count` more bytes keep the arena addressable with 32-bit offsets.
    private func reserveArena(_ count: Int, offset: Int) throws {
        if bytes.count + count > Int(Int32.max) {
            throw LimitError(limit: .inputBytes, value: min(limits.maximumInputBytes, Int(Int32.max)), offset: offset)
        }
    }

    /// Appends text content given as a `String`.
    public mutating func appendText(_ text: String) throws {
        try text.withUTF8Bytes { buffer in try appendText(buffer) }
    }

    /// Notes a comment in the innermost open element: like a child element, it makes the element's
    /// whitespace-only text indentation rather than content (`<date …>` and its comment line).
    public mutating func noteComment() {
        if let element = openElements.last { elementsWithComments.insert(element) }
    }

    /// Closes the innermost open element, which ends just before `endOffset` in the source (just past the `>` of its
    /// end tag, or of `/>`): ``NodeDocument/endOffset(of:)``.
    public mutating func endElement(endOffset: Int) {
        if let element = openElements.last, endOffset >= 0, endOffset <= Int(Int32.max) {
            elements[Int(element)].endOffset = Int32(truncatingIfNeeded: endOffset)
        }
        endElement()
    }

    /// Closes the innermost open element, without recording where it ends. Whitespace-only text of an element that
    /// has child elements is indentation, not content, and is dropped.
    public mutating func endElement() {
        guard let element = openElements.popLast() else { return }
        // Mixed content is rare: an empty table is not searched (searching hashes the key).
        if !pendingText.isEmpty, let pending = pendingText.removeValue(forKey: element) {
            elements[Int(element)].textStart = Int32(bytes.count)
            bytes.append(contentsOf: pending)
        }
        let record = elements[Int(element)]
        let hadComment = !elementsWithComments.isEmpty && elementsWithComments.remove(element) != nil
        guard record.textLength > 0, record.firstChild >= 0 || hadComment else { return }
        let inSource = record.textStart < 0
        let start = inSource ? Int(~record.textStart) : Int(record.textStart)
        let end = start + Int(record.textLength)
        let onlyWhitespace = inSource
            ? source.bytes.withUnsafeBufferPointer { Self.isWhitespace(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            : bytes.withUnsafeBufferPointer { Self.isWhitespace(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        if onlyWhitespace {
            if !inSource && end == bytes.count { bytes.removeSubrange(start..<end) }
            elements[Int(element)].textLength = 0
            elements[Int(element)].textStart = 0
        }
    }

    private static func isWhitespace(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        var index = 0
        while index < text.count {
            // Indentation is a line break and spaces: the spaces eight at a time.
            if text.count - index >= 8 && UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                index += 8
                continue
            }
            switch text[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return false
            }
        }
        return true
    }

    /// Finishes the document. Elements still open are closed.
    public mutating func build() -> NodeDocument {
        while !openElements.isEmpty { endElement() }
        return NodeDocument(elements: elements, attributes: attributes, names: names, bytes: bytes,
                            source: source, path: path, format: format, declaresStandaloneNo: declaresStandaloneNo,
                            positionsAreByteOffsets: positionsAreByteOffsets, segmentPaths: segmentPaths)
    }

    /// The location of a byte offset in the source, for errors raised while building.
    public func location(atOffset offset: Int) -> SourceLocation {
        if positionsAreByteOffsets { return .binary(file: path, offset: offset) }
        let (line, column) = source.lineAndColumn(atOffset: offset)
        return SourceLocation(file: path, line: line, column: column, offset: offset)
    }
}

/// A ``DocumentLimits`` bound was exceeded at a byte offset of the input.
public struct LimitError: Error, Sendable, Hashable {
    /// The limit.
    public var limit: DocumentLimits.Limit
    /// The value.
    public var value: Int
    /// The offset.
    public var offset: Int

    /// Creates a `LimitError` from its parts.
    public init(limit: DocumentLimits.Limit, value: Int, offset: Int) {
        self.limit = limit
        self.value = value
        self.offset = offset
    }
}
