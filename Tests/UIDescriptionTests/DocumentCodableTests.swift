import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Every ``Document`` decoded from the corpus survives a JSON round trip unchanged (that every file decodes is
/// `XIBDecoderTests/CorpusDocumentTests`).
@Suite struct DocumentCodableTests {
    @Test func everyDecodedDocumentSurvivesAJSONRoundTrip() throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var roundTrips = 0
        for url in Corpus.interfaceFiles {
            guard let document = try? XIBDecoder().decode(Document.self, contentsOf: url) else { continue }
            let data = try encoder.encode(document)
            let decoded = try decoder.decode(Document.self, from: data)
            #expect(decoded == document, "\(Corpus.relativePath(url)) changed in a JSON round trip")
            roundTrips += 1
        }
        #expect(roundTrips > 100)
    }
}
