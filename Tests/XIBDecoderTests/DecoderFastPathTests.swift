import Foundation
import Testing
@testable import UIDescription
import XIBDecoder

/// The decoder's fast paths give exactly what the general paths give, on every value of the corpus.
@Suite struct DecoderFastPathTests {
    /// Every attribute value of every corpus file that `Double(_:)` reads, read by the fast path:
    /// the same bits, or no answer (and the general path answers).
    @Test func plainDecimalsReadAsDoubleReadsThem() throws {
        var checked = 0
        var taken = 0
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBDecoder().document(contentsOf: entry.url) else { continue }
            for element in document.allElements {
                for attribute in document.attributes(of: element) {
                    guard let expected = Double(attribute.value) else { continue }
                    checked += 1
                    guard let fast = Double.plainDecimal(attribute.value) else { continue }
                    taken += 1
                    #expect(fast.bitPattern == expected.bitPattern, "\(attribute.value) in \(entry.path)")
                }
            }
        }
        #expect(checked > 10_000)
        #expect(taken > checked / 2)
    }

    @Test(arguments: ["0", "-0", "375", "0.5", ".5", "1.", "+5", "007", "20.333333333333332", "0.66666666666666663",
                      "123456789012345", "1234567890123456", "1e3", "0.0000000000000000000001", "12.5.3", "-", ".", "", "nan"])
    func plainDecimalAgreesOrDefers(_ text: String) {
        guard let fast = Double.plainDecimal(text) else { return }
        #expect(fast.bitPattern == Double(text)?.bitPattern)
    }

    /// The decoder reads the document's tables without bounds checks; an element id the document
    /// does not have is refused before decoding starts.
    @Test func decodingAtAnElementTheDocumentLacksThrows() throws {
        let entry = try #require(Corpus.manifest.first { $0.kind == "storyboard" })
        let document = try XIBDecoder().document(contentsOf: entry.url)
        #expect(throws: UIDescriptionError.self) {
            try document.decode(Node.self, at: ElementID(Int32(document.elementCount)))
        }
        #expect(throws: UIDescriptionError.self) { try document.decode(Node.self, at: ElementID(-1)) }
        #expect(try document.decode(Node.self, at: document.root).kind == "document")
    }
}
