import Foundation

/// The shared corpus of real Interface Builder files, read in place from `../shared/corpus`.
enum Corpus {
    /// `<package root>/../shared/corpus`.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // XIBDecoderTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("../shared/corpus")
        .standardizedFileURL

    /// One row of `MANIFEST.tsv`.
    struct Entry: Sendable {
        var repo: String
        var path: String
        var kind: String
        var platform: String
        var notes: String

        /// The file's location in the corpus (the repository's folder is `owner__name`).
        var url: URL { Corpus.root.appendingPathComponent(repo.replacingOccurrences(of: "/", with: "__")).appendingPathComponent(path) }
        var isInterfaceBuilderFile: Bool { kind == "xib" || kind == "storyboard" }
    }

    static let manifest: [Entry] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8 else { return nil }
            return Entry(repo: fields[0], path: fields[2], kind: fields[4], platform: fields[5], notes: fields[7])
        }
    }()

    /// The URL of a corpus file given as `owner__name/path`.
    static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
