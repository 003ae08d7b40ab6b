import Foundation
import TestSupport

/// The sources of the shared corpus paired with Interface Builder documents, as its `MANIFEST.tsv` describes them.
struct CorpusManifest {
    /// One source file row of the manifest.
    struct SourceEntry: CustomStringConvertible {
        /// `owner/name`.
        var repository: String
        /// Path inside the repository.
        var path: String
        /// `swift` or `objc`.
        var kind: String
        /// The paired Interface Builder document, inside the same repository.
        var pairedDocument: String
        /// Per class: how many of the outlets the paired document connects are declared in this file, and how
        /// many the document connects in all.
        var outletCounts: [String: (found: Int, total: Int)]

        var description: String { "\(repository)/\(path)" }
    }

    let root: URL
    let sources: [SourceEntry]

    /// The source rows of the shared corpus's manifest (``Corpus/manifest``) that name their paired document and
    /// its outlet counts.
    init() throws {
        root = Corpus.root
        sources = Corpus.manifest.compactMap { row in
            guard row.kind == "swift" || row.kind == "objc", let paired = row.note("pairs-with="),
                let counts = row.note("IB outlets found in this file (class:found/total)=")
            else { return nil }
            return SourceEntry(
                repository: row.repo, path: row.path, kind: row.kind, pairedDocument: paired,
                outletCounts: CorpusManifest.parseCounts(counts))
        }
        if sources.isEmpty { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: Corpus.root.path]) }
    }

    /// The corpus file at `path` in `repository`.
    func url(repository: String, path: String) -> URL { Corpus.url(repository: repository, path: path) }

    func sourceURL(_ entry: SourceEntry) -> URL { url(repository: entry.repository, path: entry.path) }
    func documentURL(_ entry: SourceEntry) -> URL { url(repository: entry.repository, path: entry.pairedDocument) }

    /// `Foo:3/3,Bar:1/2` → `["Foo": (3, 3), "Bar": (1, 2)]`.
    private static func parseCounts(_ text: String) -> [String: (found: Int, total: Int)] {
        var counts: [String: (found: Int, total: Int)] = [:]
        for item in text.split(separator: ",") {
            let parts = item.split(separator: ":")
            guard parts.count == 2 else { continue }
            let numbers = parts[1].split(separator: "/").compactMap { Int($0) }
            guard numbers.count == 2 else { continue }
            counts[String(parts[0]).trimmingCharacters(in: .whitespaces)] = (numbers[0], numbers[1])
        }
        return counts
    }
}
