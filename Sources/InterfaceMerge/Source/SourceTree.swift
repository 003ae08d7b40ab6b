#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import UIDescription
import XIBDecoder

/// The elements of one IB file with the exact bytes each occupies: where its start tag, each attribute, its text
/// and its end tag stand, and the whole lines it fills. The merge reads structure from here and copies bytes from
/// here, so that what neither side changed is written back byte for byte.
///
/// The file is first read by ``XIBReader`` (libxml2, with its limits and hardening); only a document it accepts is
/// scanned, and the scan must find the same elements in the same order as the reader, so element `i` here is
/// `ElementID(i)` of ``document``.
struct SourceTree: Sendable {
    /// One attribute as written: its name and the raw (still escaped) value between the quotes.
    struct Attribute: Sendable {
        var name: String
        /// The name's place in ``MergeRules/namingAttributes`` (`nil`: not a naming attribute), found once per name.
        var namingRank: Int?
        /// The value's bytes as written (still escaped), between the quotes.
        var raw: ArraySlice<UInt8>
        /// From the first byte of the name to just past the closing quote.
        var range: Range<Int>

        /// The raw value as a string, made when asked for: most values are never looked at.
        var value: String { String(decoding: raw, as: UTF8.self) }
    }

    /// One element and the bytes it occupies.
    struct Element: Sendable {
        var name: String
        /// The attribute that identifies elements of this name file-wide (``MergeRules/identityAttribute(ofElementNamed:)``),
        /// found once per name.
        var identityAttribute: String?
        var parent: Int
        var children: [Int] = []
        /// The attributes in source order: a slice of one array the whole tree shares (so its indices start where
        /// the element's attributes start in that array).
        var attributes: ArraySlice<Attribute> = []
        /// Where ``attributes`` stand in the shared array.
        var attributeRange: Range<Int> = 0..<0
        /// The `<` of the start tag.
        var start: Int
        /// Just past the `>` of the start tag.
        var startTagEnd: Int = 0
        /// Just past the `>` of the end tag (the start tag's end when the element is self-closing).
        var end: Int = 0
        var isSelfClosing = false
        /// The bytes between the tags of an element without child elements (its text, raw).
        var content: Range<Int>?
        /// The start of the element's first line when only spaces or tabs precede it there, else ``start``.
        var lineStart: Int = 0
        /// The start of the comment lines right above the element (Xcode's `<!--Scene Name-->`), which belong to
        /// it: they go where it goes. ``lineStart`` when there are none.
        var leadingStart: Int = 0
        /// Just past the newline that ends the element's last line when only spaces follow it there, else ``end``.
        var lineEnd: Int = 0
        /// Whether the element fills whole lines of its own (as every element Xcode writes does): only spaces
        /// before it on its first line, only a newline after it on its last.
        var fillsLines = false

        /// The value of attribute `name`, raw.
        func attribute(_ name: String) -> String? {
            for attribute in attributes where attribute.name == name { return attribute.value }
            return nil
        }
    }

    /// Why a file that the reader accepted could not be scanned for the merge.
    struct ScanError: Error, CustomStringConvertible {
        var description: String
    }

    let bytes: [UInt8]
    let elements: [Element]
    /// The document as ``XIBReader`` read it.
    let document: NodeDocument

    var root: Int { 0 }

    /// Reads `bytes` with ``XIBReader`` (which throws ``UIDescriptionError`` for anything that is not a readable
    /// IB document) and scans it.
    init(bytes: [UInt8], path: String?, reader: XIBReader = XIBReader()) throws {
        let document = try reader.read(bytes, path: path)
        // A legacy archive reads in the document format's vocabulary, element for element unlike its bytes: merged
        // object by object it would be written in the modern format, so it is merged line by line.
        guard document.format != XIBReader.legacyArchiveFormat else {
            throw ScanError(description: "a legacy Interface Builder 3 archive, which an object-by-object merge would rewrite in the document format")
        }
        let elements = try bytes.withUnsafeBufferPointer { buffer in
            var scanner = SourceScanner(bytes: buffer, source: bytes)
            return try scanner.scan()
        }
        guard elements.count == document.elementCount else {
            throw ScanError(description: "the scan found \(elements.count) elements where the reader found \(document.elementCount)")
        }
        for (index, element) in elements.enumerated() where element.name != document.name(of: ElementID(Int32(index))) {
            throw ScanError(description: "element \(index) is <\(element.name)> in the scan and <\(document.name(of: ElementID(Int32(index))))> in the reader")
        }
        self.bytes = bytes
        self.elements = elements
        self.document = document
    }

    subscript(index: Int) -> Element { elements[index] }

    /// Whether the start tags of element `l` of `left` and element `r` of `right` are written with the same bytes.
    static func sameStartTags(_ left: SourceTree, _ l: Int, _ right: SourceTree, _ r: Int) -> Bool {
        sameBytes(left, left.elements[l].start..<left.elements[l].startTagEnd, right, right.elements[r].start..<right.elements[r].startTagEnd)
    }

    /// Whether element `l` of `left` and element `r` of `right` are written with the same bytes (compared with
    /// `memcmp`: the merge asks this of whole subtrees at every level).
    static func sameBytes(_ left: SourceTree, _ l: Int, _ right: SourceTree, _ r: Int) -> Bool {
        sameBytes(left, left.elements[l].start..<left.elements[l].end, right, right.elements[r].start..<right.elements[r].end)
    }

    private static func sameBytes(_ left: SourceTree, _ a: Range<Int>, _ right: SourceTree, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        return left.bytes.withUnsafeBufferPointer { leftBytes in
            right.bytes.withUnsafeBufferPointer { rightBytes in
                guard let x = leftBytes.baseAddress, let y = rightBytes.baseAddress else { return a.isEmpty }
                return memcmp(x + a.lowerBound, y + b.lowerBound, a.count) == 0
            }
        }
    }

    /// The spaces and tabs that start the element's line (empty when it does not start a line).
    func indentation(of index: Int) -> ArraySlice<UInt8> {
        let element = elements[index]
        return bytes[element.lineStart..<element.start]
    }

    /// The comment lines that belong to the element (see ``Element/leadingStart``), each without its indentation.
    func leadingComments(of index: Int) -> [ArraySlice<UInt8>] {
        let element = elements[index]
        guard element.leadingStart < element.lineStart else { return [] }
        return bytes[element.leadingStart..<element.lineStart].split(separator: UInt8(ascii: "\n")).map { line in
            line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
    }

    /// The element's raw text (between its tags), when it has no child elements.
    func content(of index: Int) -> ArraySlice<UInt8>? {
        elements[index].content.map { bytes[$0] }
    }
}

/// A forward scan of well-formed XML (the reader has checked it) recording the byte ranges of elements and
/// attributes. Comments, processing instructions and CDATA sections are stepped over.
private struct SourceScanner {
    /// The file's bytes, read without bounds checks in release builds (every index is checked against `count`).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes as an array, which attribute values are slices of.
    let source: [UInt8]
    /// Element and attribute names, made into strings once each: a file uses a few hundred names many times.
    private var names = NameTable()
    /// Every attribute of the file, in order; each element's are a slice of it.
    private var attributes: [SourceTree.Attribute] = []

    init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8]) {
        self.bytes = bytes
        self.source = source
    }

    mutating func scan() throws -> [SourceTree.Element] {
        var elements: [SourceTree.Element] = []
        elements.reserveCapacity(bytes.count / 60)
        attributes.reserveCapacity(bytes.count / 20)
        var stack: [Int] = []
        var hasChildElement: [Bool] = []
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index = next(UInt8(ascii: "<"), from: index) ?? count
                continue
            }
            let afterOpen = index + 1
            guard afterOpen < count else { throw SourceTree.ScanError(description: "a `<` at the end of the file") }
            switch bytes[afterOpen] {
            case UInt8(ascii: "?"):
                index = try skip(past: Array("?>".utf8), from: afterOpen)
            case UInt8(ascii: "!"):
                if starts(with: "<!--", at: index) {
                    index = try skip(past: Array("-->".utf8), from: index + 4)
                } else if starts(with: "<![CDATA[", at: index) {
                    index = try skip(past: Array("]]>".utf8), from: index + 9)
                } else {
                    index = try skip(past: [UInt8(ascii: ">")], from: afterOpen)
                }
            case UInt8(ascii: "/"):
                guard let open = stack.popLast() else { throw SourceTree.ScanError(description: "an end tag without a start tag at byte \(index)") }
                let tagEnd = try skip(past: [UInt8(ascii: ">")], from: afterOpen)
                elements[open].end = tagEnd
                if hasChildElement.removeLast() == false {
                    elements[open].content = elements[open].startTagEnd..<index
                }
                index = tagEnd
            default:
                let parent = stack.last ?? -1
                var element = try startTag(at: index, parent: parent)
                let position = elements.count
                if parent >= 0 {
                    elements[parent].children.append(position)
                    hasChildElement[hasChildElement.count - 1] = true
                }
                index = element.startTagEnd
                if element.isSelfClosing {
                    element.end = element.startTagEnd
                    elements.append(element)
                } else {
                    elements.append(element)
                    stack.append(position)
                    hasChildElement.append(false)
                }
            }
        }
        guard stack.isEmpty else { throw SourceTree.ScanError(description: "\(stack.count) elements are not closed") }
        // The shared array is complete: now each element can hold its slice without copying it again.
        for position in elements.indices {
            elements[position].attributes = attributes[elements[position].attributeRange]
        }
        for position in elements.indices {
            let (lineStart, lineEnd, fillsLines) = lineExtent(start: elements[position].start, end: elements[position].end)
            elements[position].lineStart = lineStart
            elements[position].lineEnd = lineEnd
            elements[position].fillsLines = fillsLines
            elements[position].leadingStart = fillsLines ? commentLinesStart(above: lineStart) : lineStart
        }
        return elements
    }

    private mutating func startTag(at start: Int, parent: Int) throws -> SourceTree.Element {
        var index = start + 1
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        let elementName = names.intern(nameStart..<index, in: bytes)
        var element = SourceTree.Element(name: elementName.string, identityAttribute: elementName.identityAttribute,
                                         parent: parent, start: start)
        let firstAttribute = attributes.count
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: ">") {
                element.startTagEnd = index + 1
                element.attributeRange = firstAttribute..<attributes.count
                return element
            } else if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { break }
                element.isSelfClosing = true
                element.startTagEnd = index + 2
                element.attributeRange = firstAttribute..<attributes.count
                return element
            } else {
                let attributeStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) { index += 1 }
                let name = names.intern(attributeStart..<index, in: bytes)
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") { index += 1 }
                guard index < bytes.count else { break }
                let quote = bytes[index]
                let valueStart = index + 1
                guard let valueEnd = next(quote, from: valueStart) else { break }
                attributes.append(SourceTree.Attribute(name: name.string, namingRank: name.namingRank, raw: source[valueStart..<valueEnd],
                                                               range: attributeStart..<(valueEnd + 1)))
                index = valueEnd + 1
            }
        }
        throw SourceTree.ScanError(description: "a start tag not closed at byte \(start)")
    }

    /// The whole lines an element fills, when only spaces and tabs share them.
    private func lineExtent(start: Int, end: Int) -> (start: Int, end: Int, fillsLines: Bool) {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        let startsLine = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
        if !startsLine { lineStart = start }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") || bytes[lineEnd] == UInt8(ascii: "\r") {
            lineEnd += 1
        }
        var endsLine = true
        if lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n") {
            lineEnd += 1
        } else if lineEnd < bytes.count {
            lineEnd = end
            endsLine = false
        }
        return (lineStart, lineEnd, startsLine && endsLine)
    }

    /// The start of the run of whole comment lines that ends at `lineStart`.
    private func commentLinesStart(above lineStart: Int) -> Int {
        var start = lineStart
        while start > 0 {
            let lineEnd = start - 1 // the newline ending the line above
            // Most lines above an element are not comments: look at how the line ends before anything else.
            var tail = lineEnd
            while tail > 0, bytes[tail - 1] == UInt8(ascii: " ") || bytes[tail - 1] == UInt8(ascii: "\r") { tail -= 1 }
            guard tail >= 3, bytes[tail - 1] == UInt8(ascii: ">"), bytes[tail - 2] == UInt8(ascii: "-"), bytes[tail - 3] == UInt8(ascii: "-") else { break }
            var previous = lineEnd
            while previous > 0, bytes[previous - 1] != UInt8(ascii: "\n") { previous -= 1 }
            var first = previous
            while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            var last = lineEnd
            while last > first, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            guard last - first >= 7, starts(with: "<!--", at: first), bytes[(last - 3)..<last].elementsEqual(Array("-->".utf8)),
                  !bytes[(first + 4)..<(last - 3)].contains(UInt8(ascii: ">")) else { break }
            start = previous
        }
        return start
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private func next(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func starts(with text: String, at index: Int) -> Bool {
        let utf8 = Array(text.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    /// The index just past the next occurrence of `terminator` at or after `start`.
    private func skip(past terminator: [UInt8], from start: Int) throws -> Int {
        guard let first = terminator.first else { return start }
        var index = start
        while let found = next(first, from: index) {
            if found + terminator.count <= bytes.count, bytes[found..<(found + terminator.count)].elementsEqual(terminator) {
                return found + terminator.count
            }
            index = found + 1
        }
        throw SourceTree.ScanError(description: "no `\(String(decoding: terminator, as: UTF8.self))` after byte \(start)")
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// The names of one file, each made into a string once, with what the merge asks of a name computed once: an open
/// hash table over the names' bytes.
private struct NameTable {
    struct Entry {
        var range: Range<Int>
        var string: String
        /// As an attribute name: its place among ``MergeRules/namingAttributes``.
        var namingRank: Int?
        /// As an element name: the attribute that identifies such elements file-wide.
        var identityAttribute: String?
    }

    private var slots = [Int32](repeating: -1, count: 1024)
    private var entries: [Entry] = []

    mutating func intern(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Entry {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes[range] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.range.count == range.count, let base = bytes.baseAddress,
               memcmp(base + entry.range.lowerBound, base + range.lowerBound, range.count) == 0 {
                return entry
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: bytes[range], as: UTF8.self)
        let entry = Entry(range: range, string: string, namingRank: MergeRules.namingAttributes.firstIndex(of: string),
                          identityAttribute: MergeRules.identityAttribute(ofElementNamed: string))
        slots[slot] = Int32(entries.count)
        entries.append(entry)
        if entries.count * 2 > slots.count { grow() }
        return entry
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, entry) in entries.enumerated() {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in entry.string.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }
}
