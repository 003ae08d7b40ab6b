import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
import XIBDecoder

/// The front end leaves most attribute values and text in the input (libxml2 reports them in
/// place) and copies the rest (with references, or whitespace and line ends libxml2 rewrites).
/// Either way the document gives each value and text as XML defines it.
@Suite("Attribute values and text")
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

    /// Line ends in text: `\r\n` and `\r` read as `\n` (XML's end-of-line handling), so such
    /// text is not the input's bytes verbatim.
    @Test func textWithCarriageReturns() throws {
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\r\n"
            + "<objects>\r\n<string key=\"text\" id=\"a\">one\r\ntwo\rthree</string>\r\n"
            + "<string key=\"text\" id=\"b\">plain</string>\r\n</objects>\r\n</document>\r\n"
        let document = try XIBReader().read(Array(xml.utf8))
        #expect(document.text(of: try #require(document.element(withID: "a"))) == "one\ntwo\nthree")
        #expect(document.text(of: try #require(document.element(withID: "b"))) == "plain")
        #expect(document.text(of: document.root) == "")
    }

    /// Every attribute of every element of every readable corpus file has the value Foundation's
    /// `XMLParser` reads, and every element the text it reads (whitespace between child elements or
    /// around a comment aside), element by element in document order.
    @Test("Every attribute value and text of the corpus matches XMLParser's")
    func corpusValuesMatchXMLParser() throws {
        var compared = 0
        var texts = 0
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBReader().read([UInt8](Data(contentsOf: entry.url)), path: entry.url.path) else { continue }
            // A legacy archive is translated, not read element for element (`LegacyArchiveTests` checks it).
            if document.format == "xib-archive" { continue }
            let collector = AttributeCollector()
            let parser = XMLParser(data: try Data(contentsOf: entry.url))
            parser.delegate = collector
            guard parser.parse() else { continue }
            let elements = Array(document.allElements)
            #expect(elements.count == collector.elements.count, "\(entry.path)")
            for (element, expected) in zip(elements, collector.elements) {
                var values: [String: String] = [:]
                for (name, value) in document.attributes(of: element) { values[name] = value }
                let place = "\(entry.path), element \(document.name(of: element)) at line \(document.location(of: element).line)"
                #expect(values == expected.attributes, "\(place)")
                let hasChildren = document.children(of: element).first { _ in true } != nil || expected.hasComment
                let blank = expected.text.allSatisfy { " \t\n\r".contains($0) }
                #expect(document.text(of: element) == (hasChildren && blank ? "" : expected.text), "\(place)")
                compared += values.count
                if document.hasText(element) { texts += 1 }
            }
        }
        #expect(compared > 100_000)
        #expect(texts > 200)
    }
}

/// Each element's attributes and own text, and whether it holds a comment, in document order.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var elements: [(attributes: [String: String], text: String, hasComment: Bool)] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append((attributes, "", false))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let element = open.last else { return }
        elements[element].text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        guard let element = open.last else { return }
        elements[element].hasComment = true
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard let element = open.last else { return }
        elements[element].text += String(decoding: CDATABlock, as: UTF8.self)
    }
}
