import Foundation
import Testing
import XIBDecoder

/// Every Interface Builder file of the corpus decodes as ``Document``; the odd ones fail with
/// their own specific error, and every decoded document survives a JSON round trip unchanged.
@Suite struct CorpusDecodingTests {
    /// What a file's bytes say it is, independently of the decoder.
    private enum Expectation: Equatable {
        case decodes, empty, legacyArchive, mergeConflict

        init(bytes: Data) {
            let text = String(decoding: bytes, as: UTF8.self)
            if text.allSatisfy(\.isWhitespace) {
                self = .empty
            } else if text.split(separator: "\n").contains(where: { $0.hasPrefix("<<<<<<< ") || $0.hasPrefix(">>>>>>> ") }) {
                self = .mergeConflict
            } else if let root = text.range(of: "<archive"), text.range(of: "<document")?.lowerBound ?? text.endIndex > root.lowerBound {
                self = .legacyArchive
            } else {
                self = .decodes
            }
        }
    }

    @Test func everyFileDecodesOrFailsWithItsSpecificError() throws {
        let files = CorpusFiles.interfaceBuilderFiles
        try #require(files.count > 100, "the corpus is missing at \(CorpusFiles.root.path)")
        var counts: [Expectation: Int] = [:]
        for url in files {
            let path = CorpusFiles.relativePath(of: url)
            let expectation = Expectation(bytes: try Data(contentsOf: url))
            counts[expectation, default: 0] += 1
            do {
                let document = try XIBDecoder().decode(Document.self, contentsOf: url)
                #expect(expectation == .decodes, "\(path) decoded, but it is \(expectation)")
                #expect(!document.type.isEmpty, "\(path)")
            } catch let error as UIDescriptionError {
                switch (expectation, error.kind) {
                case (.empty, .emptyInput), (.legacyArchive, .legacyArchiveFormat), (.mergeConflict, .mergeConflict):
                    #expect(error.location?.file == url.path, "\(path): the error names the file")
                default:
                    Issue.record("\(path) (\(expectation)): \(error)")
                }
            }
        }
        #expect(counts[.decodes, default: 0] > 100)
        #expect(counts[.empty, default: 0] >= 1, "the corpus has an empty file")
        #expect(counts[.legacyArchive, default: 0] >= 1, "the corpus has legacy archives")
        #expect(counts[.mergeConflict, default: 0] >= 1, "the corpus has a merge-conflicted file")
    }

    @Test func everyDecodedDocumentSurvivesAJSONRoundTrip() throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var roundTrips = 0
        for url in CorpusFiles.interfaceBuilderFiles {
            guard let document = try? XIBDecoder().decode(Document.self, contentsOf: url) else { continue }
            let data = try encoder.encode(document)
            let decoded = try decoder.decode(Document.self, from: data)
            #expect(decoded == document, "\(CorpusFiles.relativePath(of: url)) changed in a JSON round trip")
            roundTrips += 1
        }
        #expect(roundTrips > 100)
    }
}
