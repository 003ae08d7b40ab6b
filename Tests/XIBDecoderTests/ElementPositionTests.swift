import Testing
import XIBDecoder

/// Each element is placed at the `<` of its start tag, however the markup before it runs: after
/// indentation (where the front end finds the tag from the text's end), right after another tag,
/// after a comment, a processing instruction or a CDATA section, and with a namespace prefix.
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
}
