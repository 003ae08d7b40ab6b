import Testing
import UIDescription

/// Building a document from values copied into it and from values left in the source.
@Suite struct NodeDocumentBuilderTests {
    private let source = Array(#"<item id="i-1" key="title" note="kept in place" extra="x"/>"#.utf8)

    private func range(of text: String) throws -> Range<Int> {
        let needle = Array(text.utf8)
        let start = try #require((0...(source.count - needle.count)).first { Array(source[$0..<($0 + needle.count)]) == needle })
        return start..<(start + needle.count)
    }

    /// Values given as ranges of the source read back as those bytes, beside copied values, and
    /// an `id` or `key` given as a range is the element's id or key.
    @Test func sourceRangesAndCopiedValuesReadBack() throws {
        var builder = NodeDocumentBuilder(source: source, path: "item.xml", format: "xml")
        let item = try builder.startElement(name: builder.intern("item"), offset: 0)
        try builder.addAttribute(name: builder.intern("id"), sourceRange: range(of: "i-1"))
        try builder.addAttribute(name: builder.intern("key"), sourceRange: range(of: "title"))
        try builder.addAttribute("copied", "made up")
        try builder.addAttribute(name: builder.intern("note"), sourceRange: range(of: "kept in place"))
        try builder.addAttribute(name: builder.intern("empty"), sourceRange: 5..<5)
        builder.endElement()
        let document = builder.build()
        #expect(document.id(of: item) == "i-1")
        #expect(document.key(of: item) == "title")
        #expect(document.element(withID: "i-1") == item)
        #expect(document.attributes(of: item).map(\.name) == ["id", "key", "copied", "note", "empty"])
        #expect(document.attributes(of: item).map(\.value) == ["i-1", "title", "made up", "kept in place", ""])
    }

    /// A range reaching past the source is clamped to it rather than read out of bounds.
    @Test func rangesAreClampedToTheSource() throws {
        var builder = NodeDocumentBuilder(source: source, path: nil, format: "xml")
        let item = try builder.startElement(name: builder.intern("item"), offset: 0)
        try builder.addAttribute(name: builder.intern("tail"), sourceRange: (source.count - 3)..<(source.count + 40))
        try builder.addAttribute(name: builder.intern("outside"), sourceRange: (source.count + 5)..<(source.count + 9))
        let document = builder.build()
        #expect(document.attribute("tail", of: item) == "\"/>")
        #expect(document.attribute("outside", of: item) == "")
    }

    /// A value left in the source is held to the value-length limit like a copied one.
    @Test func sourceRangesRespectTheValueLimit() throws {
        var limits = DocumentLimits.default
        limits.maximumValueBytes = 4
        var builder = NodeDocumentBuilder(source: source, path: nil, format: "xml", limits: limits)
        _ = try builder.startElement(name: builder.intern("item"), offset: 0)
        try builder.addAttribute(name: builder.intern("id"), sourceRange: range(of: "i-1"))
        #expect(throws: LimitError.self) { try builder.addAttribute(name: builder.intern("note"), sourceRange: range(of: "kept in place")) }
    }
}
