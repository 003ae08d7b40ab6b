import Testing
import XIBDecoder

/// The XIB front end gives attribute values and text with `&` decoded, however it was escaped.
@Suite struct XIBReaderAmpersandTests {
    @Test func ampersandsInAttributesAndText() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <label text="Food &amp; Drink" userLabel="A &#38; B &#x26; C &amp;amp; &lt;&gt;&quot;" id="a"/>
                <string key="text" id="b">Fish &amp; Chips &lt;3 &#38;#38;</string>
            </objects>
        </document>
        """
        let document = try XIBReader().read(Array(xml.utf8))
        let label = try #require(document.element(withID: "a"))
        #expect(document.attribute("text", of: label) == "Food & Drink")
        #expect(document.attribute("userLabel", of: label) == "A & B & C &amp; <>\"")
        let string = try #require(document.element(withID: "b"))
        #expect(document.text(of: string) == "Fish & Chips <3 &#38;")
    }
}
