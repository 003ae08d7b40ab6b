import Foundation
import Testing
import XIBDecoder

/// XIBWriter: Xcode's formatting, and text that reads back as it was.
@Suite struct XIBWriterTests {
    @Test func writesXcodesFormatting() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <label text="A" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                    <string key="text">Two
        lines</string>
                </label>
            </objects>
        </document>

        """
        let document = try XIBReader().read(Array(xml.utf8))
        #expect(XIBWriter().xml(for: document) == xml)
    }

    @Test func escapesWhatXMLNeedsAndReadsBackTheSame() throws {
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "test")
        try builder.startElement(name: builder.intern("document"), offset: 0)
        try builder.addAttribute("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        try builder.startElement(name: builder.intern("label"), offset: 0)
        try builder.addAttribute("text", "Fish & Chips <3 \"quoted\" 'single'\nsecond line\ttab\rreturn >")
        try builder.startElement(name: builder.intern("string"), offset: 0)
        try builder.addAttribute("key", "title")
        try builder.appendText("a & b < c > d\r\ne")
        builder.endElement()
        builder.endElement()
        builder.endElement()
        let document = builder.build()
        let xml = XIBWriter().xml(for: document)
        #expect(xml.contains("text=\"Fish &amp; Chips &lt;3 &quot;quoted&quot; 'single'&#10;second line&#9;tab&#13;return &gt;\""))
        let reread = try XIBReader().read(Array(xml.utf8))
        let label = try #require(reread.allElements.first { reread.name(of: $0) == "label" })
        #expect(reread.attribute("text", of: label) == "Fish & Chips <3 \"quoted\" 'single'\nsecond line\ttab\rreturn >")
        let string = try #require(reread.allElements.first { reread.name(of: $0) == "string" })
        #expect(reread.text(of: string) == "a & b < c > d\r\ne")
    }

    /// What older Xcodes wrote differently comes back as they wrote it: `>` in attributes as it is
    /// before Xcode 7 (Sequel Pro's `title=">>"`), and an empty `<string>` open and closed, in every
    /// era (Sequel Ace's string lists, Macfusion's binding placeholders).
    @Test func olderXcodesAndEmptyStrings() throws {
        let old = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <buttonCell type="roundTextured" title="&lt;field>>" bezelStyle="texturedRounded" alignment="center" id="cel-00-001">
                    <string key="toolTip"></string>
                </buttonCell>
            </objects>
        </document>

        """
        #expect(XIBWriter().xml(for: try XIBReader().read(Array(old.utf8))) == old)
        let new = old.replacingOccurrences(of: #"toolsVersion="6254""#, with: #"toolsVersion="22505""#)
            .replacingOccurrences(of: #" standalone="no""#, with: "")
        #expect(XIBWriter().xml(for: try XIBReader().read(Array(new.utf8)))
            == new.replacingOccurrences(of: #"title="&lt;field>>""#, with: #"title="&lt;field&gt;&gt;""#))
    }

    /// An element with text and children (which Xcode reads, and some files have) keeps its text:
    /// its children are written without the line breaks that would join it.
    @Test func mixedContentKeepsItsText() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <items>
                <menuItem title="A" id="a"/>
                +
                <menuItem title="B" id="b"/>
            </items>
        </document>
        """
        let document = try XIBReader().read(Array(xml.utf8))
        let items = try #require(document.allElements.first { document.name(of: $0) == "items" })
        let written = XIBWriter().xml(for: document)
        let reread = try XIBReader().read(Array(written.utf8))
        let rereadItems = try #require(reread.allElements.first { reread.name(of: $0) == "items" })
        #expect(reread.text(of: rereadItems) == document.text(of: items))
        #expect(reread.children(of: rereadItems).map { reread.id(of: $0) } == ["a", "b"])
    }
}
