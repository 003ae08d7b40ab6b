import Foundation
import Testing
import XIBDecoder

/// Every Interface Builder file in the corpus decodes as `Document`, or fails with the specific
/// error its oddity (recorded in `MANIFEST.tsv`) calls for.
@Suite struct CorpusDocumentTests {
    static let files = Corpus.manifest.filter(\.isInterfaceBuilderFile)

    /// The error a file's manifest notes call for, or `nil` when it must decode.
    static func expectedFailure(for entry: Corpus.Entry) -> UIDescriptionError.Kind? {
        if entry.notes.contains("EMPTY-FILE") { return .emptyInput }
        if entry.notes.contains("MERGE-CONFLICT-MARKERS") { return .mergeConflict }
        if entry.notes.contains("archive-format(IB3-era)") { return .legacyArchiveFormat }
        return nil
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count > 150, "expected the shared corpus at \(Corpus.root.path)")
    }

    @Test(arguments: files)
    func decodesAsDocumentOrFailsWithItsSpecificError(_ entry: Corpus.Entry) throws {
        let decoder = XIBDecoder()
        if let expected = Self.expectedFailure(for: entry) {
            let error = try #require(throws: UIDescriptionError.self) {
                try decoder.decode(Document.self, contentsOf: entry.url)
            }
            #expect(error.kind == expected, "\(entry.path): \(error)")
            #expect(error.location?.file == entry.url.path)
            return
        }
        let document = try decoder.decode(Document.self, contentsOf: entry.url)
        #expect(document.kind.rawValue == entry.kind, "\(entry.path)")
        if entry.platform != "unknown" {
            #expect(document.platform.rawValue.lowercased() == entry.platform, "\(entry.path)")
        }
        // Every view of every top-level object and scene decodes with its id.
        let roots = document.objects + document.scenes.flatMap(\.objects)
        for case .view(let view) in roots {
            #expect(view.view.allViews.allSatisfy { !$0.id.isEmpty })
        }
    }

    @Test(arguments: files.filter { expectedFailure(for: $0) == nil })
    func everyElementIsReachableAsANode(_ entry: Corpus.Entry) throws {
        let decoder = XIBDecoder()
        let parsed = try decoder.document(contentsOf: entry.url)
        let root = try parsed.decode(Node.self, at: parsed.root)
        #expect(root.allNodes.count == parsed.elementCount, "\(entry.path)")
    }
}

extension Corpus.Entry: CustomTestStringConvertible {
    var testDescription: String { "\(repo)/\(path)" }
}
