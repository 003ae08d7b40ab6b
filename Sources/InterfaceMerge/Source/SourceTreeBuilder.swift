#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import UIDescription

/// Builds a ``SourceTree``'s elements from the ``NodeDocument`` the reader built: nesting and each element's byte
/// range come from the document; each start tag is lexed at its offset for the attributes as written (name, raw
/// value and byte range), and each element's lines (indentation, comment lines above it, the line end after it) are
/// found around its range. Nothing else of the file is read: comments, text and end tags between elements are
/// never scanned.
struct SourceTreeBuilder {
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

    /// The elements of `document`, whose offsets refer to ``bytes``. Throws when the document does not record
    /// where an element ends, or when a recorded range does not hold the element the document names there (never
    /// for a document ``XIBReader`` read from these bytes).
    mutating func elements(of document: NodeDocument) throws -> [SourceTree.Element] {
        let count = document.elementCount
        var elements: [SourceTree.Element] = []
        elements.reserveCapacity(count)
        attributes.reserveCapacity(count * 3)
        for position in 0..<count {
            let id = ElementID(Int32(position))
            guard let range = document.byteRange(of: id), range.upperBound <= bytes.count, range.count >= 3 else {
                throw SourceTree.ScanError(description: "the reader did not record where element \(position) (<\(document.name(of: id))>) ends")
            }
            let parent = document.parent(of: id).map { Int($0.index) } ?? -1
            var element = try startTag(at: range.lowerBound, parent: parent)
            guard element.name == document.name(of: id), element.startTagEnd <= range.upperBound,
                  parent < 0 || (range.lowerBound >= elements[parent].startTagEnd && range.upperBound <= elements[parent].end) else {
                throw SourceTree.ScanError(description: "element \(position) is <\(element.name)> at byte \(range.lowerBound), where the reader has <\(document.name(of: id))>")
            }
            element.end = range.upperBound
            if parent >= 0 { elements[parent].children.append(position) }
            if element.isSelfClosing {
                guard element.end == element.startTagEnd else {
                    throw SourceTree.ScanError(description: "the empty element at byte \(range.lowerBound) ends at \(element.startTagEnd), not \(element.end)")
                }
            } else {
                guard bytes[element.end - 1] == UInt8(ascii: ">") else {
                    throw SourceTree.ScanError(description: "element \(position) (<\(element.name)>) does not end with `>` at byte \(element.end)")
                }
            }
            elements.append(element)
        }
        for position in elements.indices {
            elements[position].attributes = attributes[elements[position].attributeRange]
            // The text of an element without child elements: between its start tag and the `<` of its end tag
            // (the last `<` of the element: an end tag holds none other).
            if !elements[position].isSelfClosing && elements[position].children.isEmpty {
                guard let endTag = last(UInt8(ascii: "<"), in: elements[position].startTagEnd..<elements[position].end) else {
                    throw SourceTree.ScanError(description: "element \(position) has no end tag")
                }
                elements[position].content = elements[position].startTagEnd..<endTag
            }
            let (lineStart, lineEnd, fillsLines) = lineExtent(start: elements[position].start, end: elements[position].end)
            elements[position].lineStart = lineStart
            elements[position].lineEnd = lineEnd
            elements[position].fillsLines = fillsLines
            elements[position].leadingStart = fillsLines ? commentLinesStart(above: lineStart) : lineStart
        }
        return elements
    }

    /// Lexes the start tag at `start` (its `<`): the name, each attribute as written, and where the tag ends.
    private mutating func startTag(at start: Int, parent: Int) throws -> SourceTree.Element {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else {
            throw SourceTree.ScanError(description: "no start tag at byte \(start), where the reader has one")
        }
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

    /// The position of the last `byte` in `range`.
    private func last(_ byte: UInt8, in range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }

    private func starts(with text: String, at index: Int) -> Bool {
        let utf8 = Array(text.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }
}
