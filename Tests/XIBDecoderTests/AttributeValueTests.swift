import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import XIBDecoder

/// The front end leaves most attribute values in the input (libxml2 reports them in place) and
/// copies the rest (values with references or whitespace libxml2 rewrites). Either way the
/// document gives each value as XML defines it.
@Suite("Attribute values")
struct AttributeValueTests {
    /// Values left in place, values with references and values libxml2 normalises, side by side
    /// on one element and on the `id` and `key` attributes the decoder reads by index.
    @Test func valuesInPlaceAndCopiedAgree() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <label text="Plain" userLabel="Tom &amp; Jerry" placeholder="tab\there" title="line
        break" id="a-1"/>
                <string key="text" id="b&amp;2">Fish</string>
                <string key="k&#38;y" id="c-3" value="é ü 文字"/>
            </objects>
        </document>
        """
        let document = try XIBReader().read(Array(xml.utf8))
        let label = try #require(document.element(withID: "a-1"))
        #expect(document.attributes(of: label).map(\.name) == ["text", "userLabel", "placeholder", "title", "id"])
        #expect(document.attribute("text", of: label) == "Plain")
        #expect(document.attribute("userLabel", of: label) == "Tom & Jerry")
        // Attribute-value normalisation: a tab or a line break in a value is a space.
        #expect(document.attribute("placeholder", of: label) == "tab here")
        #expect(document.attribute("title", of: label) == "line break")
        let string = try #require(document.element(withID: "b&2"))
        #expect(document.key(of: string) == "text")
        #expect(document.text(of: string) == "Fish")
        let other = try #require(document.element(withID: "c-3"))
        #expect(document.key(of: other) == "k&y")
        #expect(document.attribute("value", of: other) == "é ü 文字")
    }

    /// Every attribute of every element of every readable corpus file has the value Foundation's
    /// `XMLParser` reads, element by element in document order.
    @Test("Every attribute value of the corpus matches XMLParser's")
    func corpusValuesMatchXMLParser() throws {
        var compared = 0
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBReader().read([UInt8](Data(contentsOf: entry.url)), path: entry.url.path) else { continue }
            let collector = AttributeCollector()
            let parser = XMLParser(data: try Data(contentsOf: entry.url))
            parser.delegate = collector
            guard parser.parse() else { continue }
            let elements = Array(document.allElements)
            #expect(elements.count == collector.elements.count, "\(entry.path)")
            for (element, expected) in zip(elements, collector.elements) {
                var values: [String: String] = [:]
                for (name, value) in document.attributes(of: element) { values[name] = value }
                #expect(values == expected, "\(entry.path), element \(document.name(of: element)) at line \(document.location(of: element).line)")
                compared += values.count
            }
        }
        #expect(compared > 100_000)
    }
}

/// Each element's attributes, in document order.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var elements: [[String: String]] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(attributes)
    }
}
