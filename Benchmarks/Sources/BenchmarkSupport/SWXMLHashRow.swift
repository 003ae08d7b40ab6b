import Foundation
import SWXMLHash

/// SWXMLHash (the tree IBDecodable and IBLinter use): parse the whole document into its tree,
/// then walk the tree through `XMLIndexer`, as its users do.
public enum SWXMLHashRow {
    public static func count(_ input: BenchmarkInput) throws -> ParseCounts {
        let root = XMLHash.config { $0.detectParsingErrors = true }.parse(input.data)
        if case .parsingError(let error) = root {
            throw PeerFailure(row: "SWXMLHash", message: "parsing error at \(error.line):\(error.column)")
        }
        var counts = ParseCounts(elements: 0)
        var stack = root.children
        while let indexer = stack.popLast() {
            guard let element = indexer.element else { continue }
            counts.count(element: element.name, hasID: element.attribute(by: "id") != nil)
            stack.append(contentsOf: indexer.children)
        }
        if counts.elements == 0 { throw PeerFailure(row: "SWXMLHash", message: "no elements (the parse failed silently)") }
        return counts
    }
}
