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
/// The file is read once, by ``XIBReader`` (libxml2, with its limits and hardening), which records where each
/// element starts and ends (``NodeDocument/byteRange(of:)``); the tree takes its elements, their nesting and their
/// byte ranges from that document, so element `i` here is `ElementID(i)` of ``document``. Only each start tag is
/// lexed again, at the offset the reader gives, for the byte range of each attribute (the reader keeps values, not
/// how they are written).
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

    /// Why a file that the reader accepted cannot be merged object by object (a legacy archive, or positions the
    /// reader could not record).
    struct ScanError: Error, CustomStringConvertible {
        var description: String
    }

    let bytes: [UInt8]
    let elements: [Element]
    /// The document as ``XIBReader`` read it.
    let document: NodeDocument

    var root: Int { 0 }

    /// Reads `bytes` with ``XIBReader`` (which throws ``UIDescriptionError`` for anything that is not a readable
    /// IB document) and takes the elements' byte ranges from the document it builds.
    init(bytes: [UInt8], path: String?, reader: XIBReader = XIBReader()) throws {
        let document = try reader.read(bytes, path: path)
        // A legacy archive reads in the document format's vocabulary, element for element unlike its bytes: merged
        // object by object it would be written in the modern format, so it is merged line by line.
        guard document.format != XIBReader.legacyArchiveFormat else {
            throw ScanError(description: "a legacy Interface Builder 3 archive, which an object-by-object merge would rewrite in the document format")
        }
        // Offsets refer to the reader's UTF-8 text: a file in another encoding is not its own bytes there.
        guard document.sourceBytes == bytes else {
            throw ScanError(description: "the file is not UTF-8, and an object-by-object merge would rewrite it as UTF-8")
        }
        self.bytes = bytes
        self.elements = try bytes.withUnsafeBufferPointer { buffer in
            var builder = SourceTreeBuilder(bytes: buffer, source: bytes)
            return try builder.elements(of: document)
        }
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
