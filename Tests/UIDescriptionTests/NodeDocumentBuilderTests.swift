import Testing
import UIDescription

/// Building a document from values and text that front ends report at an offset of the source:
/// left there when the source holds them, copied when it does not. Either way they read back.
@Suite struct NodeDocumentBuilderTests {
    private let source = Array(#"<item id="i-1" key="title" note="kept in place">  <child/>  text</item>"#.utf8)

    private func offset(of text: String) throws -> Int {
        let needle = Array(text.utf8)
        return try #require((0...(source.count - needle.count)).first { Array(source[$0..<($0 + needle.count)]) == needle })
    }

    private func addAttribute(_ name: String, _ value: String, at offset: Int?, to builder: inout NodeDocumentBuilder) throws {
        let name = builder.intern(name)
        var value = value
        try value.withUTF8 { try builder.addAttribute(name: name, value: $0, sourceOffset: offset) }
    }

    private func appendText(_ text: String, at offset: Int?, to builder: inout NodeDocumentBuilder) throws {
        var text = text
        try text.withUTF8 { try builder.appendText($0, sourceOffset: offset) }
    }

    /// Values the source holds at their offsets, values it does not hold there (a wrong or
    /// out-of-range offset) and values without an offset all read back, `id` and `key` included.
    @Test func valuesReadBackWhereverTheyAreKept() throws {
        var builder = NodeDocumentBuilder(source: source, path: "item.xml", format: "xml")
        let item = try builder.startElement(name: builder.intern("item"), offset: 0)
        try addAttribute("id", "i-1", at: offset(of: "i-1"), to: &builder)
        try addAttribute("key", "title", at: offset(of: "title"), to: &builder)
        try addAttribute("copied", "made up", at: nil, to: &builder)
        try addAttribute("note", "kept in place", at: offset(of: "kept in place"), to: &builder)
        try addAttribute("wrong", "not there", at: offset(of: "kept in place"), to: &builder)
        try addAttribute("past", "text", at: source.count - 2, to: &builder)
        try addAttribute("negative", "item", at: -1, to: &builder)
        try addAttribute("empty", "", at: 5, to: &builder)
        try addAttribute("emptyPast", "", at: source.count + 10, to: &builder)
        builder.endElement()
        let document = builder.build()
        #expect(document.id(of: item) == "i-1")
        #expect(document.key(of: item) == "title")
        #expect(document.element(withID: "i-1") == item)
        #expect(document.attributes(of: item).map(\.name) == ["id", "key", "copied", "note", "wrong", "past", "negative", "empty", "emptyPast"])
        #expect(document.attributes(of: item).map(\.value) == ["i-1", "title", "made up", "kept in place", "not there", "text", "item", "", ""])
    }

    /// Text pieces: one in the source, pieces that follow each other there, pieces that do not
    /// (text on both sides of a child element), and whitespace between child elements (dropped).
    @Test func textReadsBackWhereverItIsKept() throws {
        var builder = NodeDocumentBuilder(source: source, path: nil, format: "xml")
        let item = try builder.startElement(name: builder.intern("item"), offset: 0)
        let textOffset = try offset(of: "  <child/>")
        try appendText("  ", at: textOffset, to: &builder)
        let child = try builder.startElement(name: builder.intern("child"), offset: textOffset + 2)
        builder.endElement()
        try appendText("  ", at: textOffset + 10, to: &builder)
        builder.endElement()

        let leaf = try builder.startElement(name: builder.intern("leaf"), offset: 0)
        try appendText("te", at: offset(of: "text"), to: &builder)
        try appendText("xt", at: offset(of: "text") + 2, to: &builder)
        builder.endElement()

        let mixed = try builder.startElement(name: builder.intern("mixed"), offset: 0)
        try appendText("te", at: offset(of: "text"), to: &builder)
        _ = try builder.startElement(name: builder.intern("child"), offset: 0)
        try appendText("inner", at: nil, to: &builder)
        builder.endElement()
        try appendText("xt", at: offset(of: "xt<"), to: &builder)
        try appendText("!", at: offset(of: "text"), to: &builder)
        builder.endElement()

        let blank = try builder.startElement(name: builder.intern("blank"), offset: 0)
        try appendText("  ", at: textOffset, to: &builder)
        builder.endElement()
        let document = builder.build()
        #expect(document.text(of: item) == "")
        #expect(document.text(of: child) == "")
        #expect(document.text(of: leaf) == "text")
        #expect(document.text(of: mixed) == "text!")
        #expect(document.text(of: blank) == "  ")
    }

    /// A value left in the source is held to the value-length limit like a copied one.
    @Test func valuesInTheSourceRespectTheValueLimit() throws {
        var limits = DocumentLimits.default
        limits.maximumValueBytes = 4
        var builder = NodeDocumentBuilder(source: source, path: nil, format: "xml", limits: limits)
        _ = try builder.startElement(name: builder.intern("item"), offset: 0)
        try addAttribute("id", "i-1", at: offset(of: "i-1"), to: &builder)
        #expect(throws: LimitError.self) { try addAttribute("note", "kept in place", at: offset(of: "kept in place"), to: &builder) }
    }
}
