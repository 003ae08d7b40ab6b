/// An index into a ``NodeDocument``'s element table.
public struct ElementID: Hashable, Comparable, Sendable {
    /// The element's position in document order (0 is the root).
    public let index: Int32

    /// An element id from its index in the document.
    @inlinable public init(_ index: Int32) { self.index = index }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.index < rhs.index }
}

/// The format-neutral document model: every element of an Interface Builder file (or of a JSON
/// layout) in one flat table, in document order, with interned names, attributes, text and the
/// byte offsets each element starts at and (when the front end records it) ends at.
///
/// Both front ends (XML and JSON layout) build this table; the one shared `Decoder`, the typed
/// models and the writers read it. It is immutable once built and safe to share between tasks.
public final class NodeDocument: @unchecked Sendable {
    // The storage is written once by `NodeDocumentBuilder` and never mutated afterwards, except for
    // the lazily built caches below, which are guarded by `cacheLock`. Constants, so that reading
    // them costs no dynamic exclusivity check (a `var` of a class costs one per access).
    @usableFromInline let elements: [ElementRecord]
    @usableFromInline let attributes: [AttributeRecord]
    @usableFromInline let names: [String]
    @usableFromInline let bytes: [UInt8]
    /// The source the offsets refer to, used to compute line and column on demand.
    let source: SourceText
    /// The path the document was read from, when known; it prefixes every location.
    public let path: String?
    /// What produced the document (for example `"xib"`, `"storyboard"`, `"json"`, or `"xib-archive"` for a legacy
    /// Interface Builder 3 archive read in the document format's vocabulary).
    public let format: String
    /// For a document read from XML: whether its declaration said `standalone="no"` (`false` when it
    /// had no `standalone`, or no declaration); `nil` for a document built otherwise, which
    /// ``XcodeDeclaration`` gives Xcode's declaration for its tools version.
    public let declaresStandaloneNo: Bool?
    /// Whether positions are byte offsets of a binary input (a compiled nib), which has no lines.
    public let positionsAreByteOffsets: Bool
    /// The files of a binary input made of several (a compiled storyboard's scene nibs): each element's offset is in
    /// one of them. Empty when the input is one file, ``path``.
    public let segmentPaths: [String]

    /// The tables above as raw buffers, for the decoder's hot paths (see ``DocumentTables``).
    let tables: DocumentTables

    private let cacheLock = Lock()
    private var idIndexCache: [String: ElementID]?
    private var duplicateIDsCache: [(String, [ElementID])]?
    private var duplicateIDIndexCache: [String: [ElementID]]?

    init(elements: [ElementRecord], attributes: [AttributeRecord], names: [String], bytes: [UInt8],
         source: SourceText, path: String?, format: String, declaresStandaloneNo: Bool? = nil,
         positionsAreByteOffsets: Bool = false, segmentPaths: [String] = []) {
        self.positionsAreByteOffsets = positionsAreByteOffsets
        self.segmentPaths = segmentPaths
        self.elements = elements
        self.attributes = attributes
        self.names = names
        self.bytes = bytes
        self.source = source
        self.path = path
        self.format = format
        self.declaresStandaloneNo = declaresStandaloneNo
        tables = DocumentTables(elements: elements, attributes: attributes, bytes: bytes, source: source.bytes)
    }

    /// The root element (`<document>` for Interface Builder files).
    public var root: ElementID { ElementID(0) }

    /// The number of elements in the document.
    public var elementCount: Int { elements.count }

    /// Every element, in document order.
    public var allElements: some RandomAccessCollection<ElementID> {
        (0..<Int32(elements.count)).lazy.map(ElementID.init)
    }

    // MARK: Structure

    /// The element's name (`label`, `rect`, `outlet`, …).
    public func name(of element: ElementID) -> String { names[Int(elements[Int(element.index)].name)] }

    @usableFromInline func nameIndex(of element: ElementID) -> Int32 { elements[Int(element.index)].name }

    /// The element's parent, or `nil` for the root.
    public func parent(of element: ElementID) -> ElementID? {
        let parent = elements[Int(element.index)].parent
        return parent < 0 ? nil : ElementID(parent)
    }

    /// The element's ancestors, its parent first and the root last; the element itself first when
    /// `includingSelf` is set.
    public func ancestors(of element: ElementID, includingSelf: Bool = false) -> some Sequence<ElementID> {
        sequence(first: element) { self.parent(of: $0) }.dropFirst(includingSelf ? 0 : 1)
    }

    /// The element's child elements, in document order.
    public func children(of element: ElementID) -> ChildSequence {
        ChildSequence(document: self, first: elements[Int(element.index)].firstChild)
    }

    /// The first child whose element name is `name`.
    public func firstChild(of element: ElementID, named name: String) -> ElementID? {
        children(of: element).first { self.name(of: $0) == name }
    }

    /// The element's text content (empty when it has none). Whitespace between child elements is not kept.
    public func text(of element: ElementID) -> String {
        let record = elements[Int(element.index)]
        guard record.textLength > 0 else { return "" }
        return String(decoding: tables.bytes(start: record.textStart, length: record.textLength), as: UTF8.self)
    }

    /// Whether the element carries text content.
    public func hasText(_ element: ElementID) -> Bool { elements[Int(element.index)].textLength > 0 }

    /// The depth of the element: 0 for the root.
    public func depth(of element: ElementID) -> Int {
        var depth = 0
        var current = elements[Int(element.index)].parent
        while current >= 0 {
            depth += 1
            current = elements[Int(current)].parent
        }
        return depth
    }

    // MARK: Attributes

    /// The element's attributes as (name, value) pairs, in source order.
    public func attributes(of element: ElementID) -> [(name: String, value: String)] {
        attributeRange(of: element).map { (names[Int(attributes[$0].name)], attributeValue(at: $0)) }
    }

    /// The value of the attribute `name`, or `nil` when the element has none.
    public func attribute(_ name: String, of element: ElementID) -> String? {
        guard let index = attributeIndex(name, of: element) else { return nil }
        return attributeValue(at: index)
    }

    /// The element's `id` attribute.
    public func id(of element: ElementID) -> String? {
        let record = elements[Int(element.index)]
        return record.idAttribute < 0 ? nil : attributeValue(at: Int(record.idAttribute))
    }

    /// The element's `key` attribute: the role it plays in its parent (`frame`, `textColor`, `view`, …).
    public func key(of element: ElementID) -> String? {
        let record = elements[Int(element.index)]
        return record.keyAttribute < 0 ? nil : attributeValue(at: Int(record.keyAttribute))
    }

    @usableFromInline func attributeRange(of element: ElementID) -> Range<Int> {
        let record = elements[Int(element.index)]
        let start = Int(record.firstAttribute)
        return start..<(start + Int(record.attributeCount))
    }

    @usableFromInline func attributeIndex(_ name: String, of element: ElementID) -> Int? {
        for index in attributeRange(of: element) where names[Int(attributes[index].name)] == name {
            return index
        }
        return nil
    }

    @usableFromInline func attributeName(at index: Int) -> String { names[Int(attributes[index].name)] }

    @usableFromInline func attributeValue(at index: Int) -> String { tables.attributeValue(at: index) }

    /// Compares an attribute value with `string` without creating a `String`.
    @usableFromInline func attributeValue(at index: Int, equals string: String) -> Bool {
        string.withUTF8Bytes { utf8 in tables.attributeValue(at: index, equals: utf8) }
    }

    // MARK: Positions

    /// Where the element starts in its source (the `<` of an XML start tag, the `{` of a JSON object).
    public func location(of element: ElementID) -> SourceLocation {
        let record = elements[Int(element.index)]
        if positionsAreByteOffsets {
            // A binary input's element keeps the index of its file where a text input keeps the column.
            let segment = Int(record.column)
            let file = segmentPaths.indices.contains(segment) ? segmentPaths[segment] : path
            return .binary(file: file, offset: Int(record.offset))
        }
        return SourceLocation(file: path, line: Int(record.line), column: Int(record.column), offset: Int(record.offset))
    }

    /// Where an attribute's element starts; attributes share their element's position.
    public func location(atOffset offset: Int) -> SourceLocation {
        if positionsAreByteOffsets { return .binary(file: path, offset: offset) }
        let (line, column) = source.lineAndColumn(atOffset: offset)
        return SourceLocation(file: path, line: line, column: column, offset: offset)
    }

    /// Where the attribute `name` of `element` is written in an XML start tag (at its name), found by reading the
    /// tag's bytes; the element's location when the tag does not hold it as written (a JSON layout, a document
    /// built in code, a legacy archive).
    public func location(ofAttribute name: String, of element: ElementID) -> SourceLocation {
        let start = offset(of: element)
        let bytes = source.bytes
        guard start >= 0, start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return location(of: element) }
        let wanted = Array(name.utf8)
        var index = start + 1
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                let nameStart = index + 1
                let nameEnd = nameStart + wanted.count
                if nameEnd < bytes.count, bytes[nameStart..<nameEnd].elementsEqual(wanted),
                   bytes[nameEnd] == UInt8(ascii: "=") || bytes[nameEnd] == 0x20 {
                    return location(atOffset: nameStart)
                }
            }
            index += 1
        }
        return location(of: element)
    }

    /// The byte offset at which the element starts.
    public func offset(of element: ElementID) -> Int { Int(elements[Int(element.index)].offset) }

    /// The byte offset just past the element's end (past the `>` of its end tag, or of `/>`), when the front end
    /// recorded it (the XML reader does; JSON layouts and documents built in code leave it unknown: `nil`).
    public func endOffset(of element: ElementID) -> Int? {
        let end = elements[Int(element.index)].endOffset
        return end < 0 ? nil : Int(end)
    }

    /// The bytes the element occupies in its source, from the `<` of its start tag to just past its end, when the
    /// front end recorded where it ends (see ``endOffset(of:)``).
    public func byteRange(of element: ElementID) -> Range<Int>? {
        let record = elements[Int(element.index)]
        guard record.endOffset >= record.offset, record.offset >= 0 else { return nil }
        return Int(record.offset)..<Int(record.endOffset)
    }

    /// The source the offsets refer to (for an XML file, its bytes as UTF-8: a UTF-16 or Latin-1 file's transcoded).
    package var sourceBytes: [UInt8] { source.bytes }

    // MARK: Identifiers

    /// The element whose `id` attribute is `id`. With duplicate ids, the first in document order.
    public func element(withID id: String) -> ElementID? { idIndex[id] }

    /// Ids that more than one element carries, with the elements that carry them, in document order.
    public var duplicateIDs: [(id: String, elements: [ElementID])] {
        cacheLock.withLock {
            if duplicateIDsCache == nil { buildIDIndexLocked() }
            return (duplicateIDsCache ?? []).map { (id: $0.0, elements: $0.1) }
        }
    }

    /// The element a reference (an outlet's destination, an initial view controller, …) names.
    ///
    /// - Throws: ``UIDescriptionError/Kind/duplicateID(_:)`` at `site` when more than one element
    ///   carries `id`, with a note at each of them: the reference cannot tell which is meant.
    public func referencedElement(withID id: String, reference: String, at site: SourceLocation) throws -> ElementID? {
        guard let element = element(withID: id) else { return nil }
        let duplicates = cacheLock.withLock { duplicateIDIndexCache?[id] }
        guard let duplicates, duplicates.count > 1 else { return element }
        throw UIDescriptionError(.duplicateID(id),
                                 "\(reference) names id \"\(id)\", which \(duplicates.count) objects carry; ids must be unique in a file",
                                 at: site,
                                 notes: duplicates.map { .init(message: "id \"\(id)\" on \(ObjectNaming.description(of: $0, in: self))", location: location(of: $0)) })
    }

    var idIndex: [String: ElementID] {
        cacheLock.withLock {
            if let idIndexCache { return idIndexCache }
            buildIDIndexLocked()
            return idIndexCache ?? [:]
        }
    }

    private func buildIDIndexLocked() {
        var index: [String: ElementID] = [:]
        index.reserveCapacity(elements.count / 2)
        var duplicates: [String: [ElementID]] = [:]
        for position in elements.indices where elements[position].idAttribute >= 0 {
            let element = ElementID(Int32(position))
            let id = attributeValue(at: Int(elements[position].idAttribute))
            if let first = index[id] {
                duplicates[id, default: [first]].append(element)
            } else {
                index[id] = element
            }
        }
        idIndexCache = index
        duplicateIDIndexCache = duplicates
        duplicateIDsCache = duplicates.sorted { $0.value[0] < $1.value[0] }.map { ($0.key, $0.value) }
    }
}

/// The child elements of one element, in document order.
public struct ChildSequence: Sequence, Sendable {
    let document: NodeDocument
    let first: Int32

    public struct Iterator: IteratorProtocol, Sendable {
        let document: NodeDocument
        var nextIndex: Int32

        public mutating func next() -> ElementID? {
            guard nextIndex >= 0 else { return nil }
            let current = nextIndex
            nextIndex = document.elements[Int(current)].nextSibling
            return ElementID(current)
        }
    }

    public func makeIterator() -> Iterator { Iterator(document: document, nextIndex: first) }

    /// Whether the element has no child elements.
    public var isEmpty: Bool { first < 0 }
}

/// One element in the flat table.
@usableFromInline struct ElementRecord: Sendable {
    @usableFromInline var name: Int32
    @usableFromInline var parent: Int32
    @usableFromInline var firstChild: Int32 = -1
    @usableFromInline var lastChild: Int32 = -1
    @usableFromInline var nextSibling: Int32 = -1
    @usableFromInline var firstAttribute: Int32
    @usableFromInline var attributeCount: Int32
    @usableFromInline var idAttribute: Int32 = -1
    @usableFromInline var keyAttribute: Int32 = -1
    /// Where the text is: in the byte arena, or in the source when negative (as ``AttributeRecord/valueStart``).
    @usableFromInline var textStart: Int32 = 0
    @usableFromInline var textLength: Int32 = 0
    @usableFromInline var offset: Int32
    /// Just past the element's end in the source; -1 when the front end did not record it.
    @usableFromInline var endOffset: Int32 = -1
    /// 1-based line and column (in Unicode scalars) of `offset`, found while building.
    @usableFromInline var line: Int32 = 0
    @usableFromInline var column: Int32 = 0
}

/// One attribute: an interned name and a value, stored in the document's byte arena or, when
/// the front end reported it as a verbatim range of the source, left in the source.
@usableFromInline struct AttributeRecord: Sendable {
    @usableFromInline var name: Int32
    /// The value's offset in the byte arena when not negative; a negative start `s` is the
    /// offset `~s` in the source (see ``NodeDocumentBuilder/addAttribute(name:value:sourceOffset:)``).
    @usableFromInline var valueStart: Int32
    @usableFromInline var valueLength: Int32
}

/// A document's element, attribute and byte tables as raw buffers, so that the decoder's hot
/// paths read them without reference counting (reading an array through a class reference
/// retains and releases it). The buffers point into the document's own arrays (and its source's), which are
/// constants of the document and live as long as it does; whoever holds a `DocumentTables` holds
/// the document too (the decoding state does).
struct DocumentTables {
    let elements: UnsafeBufferPointer<ElementRecord>
    let attributes: UnsafeBufferPointer<AttributeRecord>
    let bytes: UnsafeBufferPointer<UInt8>
    /// The source, which holds the values the front end left in place.
    let source: UnsafeBufferPointer<UInt8>

    init(elements: [ElementRecord], attributes: [AttributeRecord], bytes: [UInt8], source: [UInt8]) {
        self.elements = elements.withUnsafeBufferPointer { $0 }
        self.attributes = attributes.withUnsafeBufferPointer { $0 }
        self.bytes = bytes.withUnsafeBufferPointer { $0 }
        self.source = source.withUnsafeBufferPointer { $0 }
    }

    /// Whether the attribute's value is exactly `utf8`.
    @inline(__always)
    func attributeValue(at index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(attributes[index].valueLength) == utf8.count else { return false }
        let value = attributeValueBytes(at: index)
        for offset in 0..<utf8.count where value[offset] != utf8[offset] { return false }
        return true
    }

    /// The index of the element's attribute with the interned name `name`, if it has one.
    @inline(__always)
    func attributeIndex(named name: Int32, of element: Int32) -> Int? {
        let record = elements[Int(element)]
        var index = Int(record.firstAttribute)
        let end = index + Int(record.attributeCount)
        while index < end {
            if attributes[index].name == name { return index }
            index += 1
        }
        return nil
    }

    /// An attribute's value, as its UTF-8 bytes in the document's arena or in the source.
    @inline(__always)
    func attributeValueBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let record = attributes[index]
        return bytes(start: record.valueStart, length: record.valueLength)
    }

    /// The bytes of a value or a text: `length` bytes from `start` in the arena, or from `~start`
    /// in the source when `start` is negative (a value or text left in the source).
    @inline(__always)
    func bytes(start: Int32, length: Int32) -> UnsafeBufferPointer<UInt8> {
        let (region, offset) = start >= 0 ? (bytes, Int(start)) : (source, Int(~start))
        return UnsafeBufferPointer(rebasing: region[offset..<(offset + Int(length))])
    }

    /// An attribute's value.
    func attributeValue(at index: Int) -> String {
        String(decoding: attributeValueBytes(at: index), as: UTF8.self)
    }

    /// The hash (``KeyPresence``) of an attribute's value.
    @inline(__always)
    func hashOfAttributeValue(at index: Int) -> UInt64 {
        KeyPresence.hash(of: attributeValueBytes(at: index))
    }
}
