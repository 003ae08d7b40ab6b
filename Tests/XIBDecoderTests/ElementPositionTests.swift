import Foundation
import TestSupport
import Testing
import XIBDecoder

/// Each element is placed at the `<` of its start tag, however the markup before it runs: after
/// indentation (where the front end finds the tag from the text's end), right after another tag,
/// after a comment, a processing instruction or a CDATA section, and with a namespace prefix. Each element ends just
/// past the `>` of its end tag or of `/>`.
@Suite struct ElementPositionTests {
    @Test func startTagsAfterAnyMarkup() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" xmlns:ib="urn:ib">
            <objects>
                <view id="indented"/><view id="adjacent"></view><!-- a comment --><view id="after-comment"/>
                <?marker value?><view id="after-instruction"/>
                <string key="text" id="cdata"><![CDATA[<view id="not-an-element"/>]]></string><view id="after-cdata"/>
                <viewController id="prefix-of-another-name"/>
                <ib:view id="prefixed"/>
                <view
                    id="multi-line"/>
                text<view id="after-text"/>
            </objects>
        </document>
        """
        let bytes = Array(xml.utf8)
        let document = try XIBReader().read(bytes)
        for id in ["indented", "adjacent", "after-comment", "after-instruction", "cdata", "after-cdata",
                   "prefix-of-another-name", "prefixed", "multi-line", "after-text"] {
            let element = try #require(document.element(withID: id), "\(id)")
            let offset = document.offset(of: element)
            let tag = String(decoding: bytes[offset...].prefix { $0 != UInt8(ascii: " ") && $0 != 0x0A }, as: UTF8.self)
            let expected = id == "prefixed" ? "<ib:view" : "<" + document.name(of: element)
            #expect(tag == expected, "\(id): \(tag)")
            let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
            #expect(document.location(of: element).line == line, "\(id)")
        }
        #expect(document.element(withID: "not-an-element") == nil)
    }

    @Test func elementsEndPastTheirEndTags() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" xmlns:ib="urn:ib">
            <objects>
                <view id="empty"/><view id="adjacent"></view ><!-- </view> --><view id="spaced" />
                <string key="text" id="cdata"><![CDATA[</string>]]></string>
                <ib:view id="prefixed"><view id="inner"/></ib:view>
                <view
                    id="multi-line"
                /></objects>
        </document>
        """
        let bytes = Array(xml.utf8)
        let document = try XIBReader().read(bytes)
        let expected = ["empty": #"<view id="empty"/>"#, "adjacent": #"<view id="adjacent"></view >"#, "spaced": #"<view id="spaced" />"#,
                        "cdata": #"<string key="text" id="cdata"><![CDATA[</string>]]></string>"#,
                        "prefixed": #"<ib:view id="prefixed"><view id="inner"/></ib:view>"#, "inner": #"<view id="inner"/>"#,
                        "multi-line": "<view\n            id=\"multi-line\"\n        />"]
        for (id, text) in expected {
            let element = try #require(document.element(withID: id), "\(id)")
            let range = try #require(document.byteRange(of: element), "\(id)")
            #expect(String(decoding: bytes[range], as: UTF8.self) == text, "\(id)")
            #expect(document.endOffset(of: element) == range.upperBound)
        }
        let root = try #require(document.byteRange(of: document.root))
        #expect(String(decoding: bytes[root], as: UTF8.self).hasSuffix("</document>") && root.upperBound == bytes.count)
    }

    /// On every readable file of the corpus, each element's range starts with its start tag and ends with its end
    /// tag (or `/>`), inside its parent's.
    @Test func everyCorpusElementHasItsRange() throws {
        for (url, document) in Corpus.readableDocuments where document.format != XIBReader.legacyArchiveFormat {
            let bytes = document.sourceBytes
            for element in document.allElements {
                guard let range = document.byteRange(of: element) else {
                    Issue.record("\(url.lastPathComponent): element \(element.index) has no end")
                    break
                }
                let name = Array(document.name(of: element).utf8)
                let text = bytes[range]
                let ends = text.suffix(2).elementsEqual(Array("/>".utf8)) || text.suffix(name.count + 3).filter { $0 != 0x20 }.suffix(name.count + 1).elementsEqual(name + [UInt8(ascii: ">")])
                guard text.dropFirst().starts(with: name), ends else {
                    Issue.record("\(url.lastPathComponent): element \(element.index) <\(document.name(of: element))> spans \(String(decoding: text.prefix(60), as: UTF8.self))…\(String(decoding: text.suffix(30), as: UTF8.self))")
                    break
                }
                if let parent = document.parent(of: element), let outer = document.byteRange(of: parent), !(outer.lowerBound < range.lowerBound && range.upperBound < outer.upperBound) {
                    Issue.record("\(url.lastPathComponent): element \(element.index) is not inside its parent")
                    break
                }
            }
        }
    }

    /// Documents built otherwise do not know where elements end.
    @Test func documentsBuiltInCodeHaveNoEnds() throws {
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "json")
        try builder.startElement(name: builder.intern("document"), offset: 0)
        builder.endElement()
        let document = builder.build()
        #expect(document.endOffset(of: document.root) == nil)
        #expect(document.byteRange(of: document.root) == nil)
    }
}
