import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Foundation's `XMLParser` (libxml2's SAX underneath), walking the document with a delegate that
/// counts what it sees: the cheapest way most Swift code reads XML.
public enum FoundationXMLParserRow {
    public static func count(_ input: BenchmarkInput) throws -> ParseCounts {
        let parser = XMLParser(data: input.data)
        let delegate = CountingDelegate()
        parser.delegate = delegate
        guard parser.parse() else {
            let error = parser.parserError.map { "\($0.localizedDescription) (\(($0 as NSError).code))" } ?? "unknown error"
            throw PeerFailure(row: "Foundation XMLParser", message: "parse() failed: \(error)")
        }
        return delegate.counts
    }

    private final class CountingDelegate: NSObject, XMLParserDelegate {
        var counts = ParseCounts(elements: 0)

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            counts.count(element: elementName, hasID: attributeDict["id"] != nil)
        }
    }
}
