import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Every Interface Builder file in the corpus decodes as `Document` (legacy Interface Builder 3 archives included),
/// or fails with the specific error its oddity (recorded in `MANIFEST.tsv`, and checked against its bytes) calls
/// for, at a position in the file.
/// The one test of this property: the other corpus tests take it as given.
@Suite struct CorpusDocumentTests {
    static let files = Corpus.manifest.filter(\.isInterfaceBuilderFile)

    /// The error a file's manifest notes call for, or `nil` when it must decode.
    static func expectedFailure(for entry: Corpus.Entry) -> UIDescriptionError.Kind? {
        if entry.notes.contains("EMPTY-FILE") { return .emptyInput }
        if entry.notes.contains("MERGE-CONFLICT-MARKERS") { return .mergeConflict }
        return nil
    }

    /// Whether the manifest says the file is a legacy Interface Builder 3 archive.
    static func isLegacyArchive(_ entry: Corpus.Entry) -> Bool { entry.notes.contains("archive-format(IB3-era)") }

    /// What a file's bytes say it is, independently of the manifest and of the reader.
    static func oddity(of bytes: Data) -> UIDescriptionError.Kind? {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.allSatisfy(\.isWhitespace) { return .emptyInput }
        if text.split(separator: "\n").contains(where: { $0.hasPrefix("<<<<<<< ") || $0.hasPrefix(">>>>>>> ") }) {
            return .mergeConflict
        }
        return nil
    }

    /// Whether a file's bytes are a legacy archive: an `<archive>` root before any `<document>`.
    static func isLegacyArchive(bytes: Data) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let root = text.range(of: "<archive") else { return false }
        return text.range(of: "<document")?.lowerBound ?? text.endIndex > root.lowerBound
    }

    @Test func theCorpusIsThereWithFilesOfEveryOddity() throws {
        #expect(Self.files.count > 150, "expected the shared corpus at \(Corpus.root.path)")
        let oddities = Self.files.compactMap(Self.expectedFailure(for:))
        for kind in [UIDescriptionError.Kind.emptyInput, .mergeConflict] {
            #expect(oddities.contains(kind), "the corpus has no file the reader refuses with \(kind)")
        }
        #expect(Self.files.filter(Self.isLegacyArchive).count >= 10, "the corpus has legacy archives to read")
        // The manifest's notes and the files' bytes agree, so the test below expects what the files are.
        for entry in Self.files {
            let bytes = try Data(contentsOf: entry.url)
            #expect(Self.oddity(of: bytes) == Self.expectedFailure(for: entry), "\(entry)")
            #expect(Self.isLegacyArchive(bytes: bytes) == Self.isLegacyArchive(entry), "\(entry)")
        }
    }

    @Test(arguments: files)
    func decodesAsDocumentOrFailsWithItsSpecificError(_ entry: Corpus.Entry) throws {
        let decoder = XIBDecoder()
        if let expected = Self.expectedFailure(for: entry) {
            let error = try #require(throws: UIDescriptionError.self) {
                try decoder.decode(Document.self, contentsOf: entry.url)
            }
            #expect(error.kind == expected, "\(entry.path): \(error)")
            #expect(error.location?.file == entry.url.path && (error.location?.line ?? 0) >= 1, "\(entry.path): \(error)")
            return
        }
        let parsed = try decoder.document(contentsOf: entry.url)
        let document = try decoder.decode(Document.self, from: parsed)
        #expect(document.kind.rawValue == entry.kind, "\(entry.path)")
        #expect(document.kind == (parsed.isStoryboard ? .storyboard : .xib), "\(entry.path)")
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
    public var testDescription: String { "\(repo)/\(path)" }
}
