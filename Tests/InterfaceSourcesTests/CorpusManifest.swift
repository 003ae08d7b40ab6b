import Foundation

/// The shared corpus of real Interface Builder documents and paired sources: `../shared/corpus` next to the
/// package root, described by its `MANIFEST.tsv`.
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

    /// `../shared/corpus` relative to the package root, found from this file's own path.
    static var defaultRoot: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // InterfaceSourcesTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .deletingLastPathComponent()
            .appendingPathComponent("shared/corpus")
    }

    init(root: URL = CorpusManifest.defaultRoot) throws {
        self.root = root
        let text = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var entries: [SourceEntry] = []
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 8, columns[4] == "swift" || columns[4] == "objc" else { continue }
            let notes = columns[7].components(separatedBy: "; ")
            guard let paired = CorpusManifest.value(of: "pairs-with=", in: notes),
                let counts = CorpusManifest.value(of: "IB outlets found in this file (class:found/total)=", in: notes)
            else { continue }
            entries.append(
                SourceEntry(
                    repository: columns[0], path: columns[2], kind: columns[4], pairedDocument: paired,
                    outletCounts: CorpusManifest.parseCounts(counts)))
        }
        self.sources = entries
    }

    /// The corpus folder of a repository: its name with `/` replaced by `__`.
    func url(repository: String, path: String) -> URL {
        root.appendingPathComponent(repository.replacingOccurrences(of: "/", with: "__")).appendingPathComponent(path)
    }

    func sourceURL(_ entry: SourceEntry) -> URL { url(repository: entry.repository, path: entry.path) }
    func documentURL(_ entry: SourceEntry) -> URL { url(repository: entry.repository, path: entry.pairedDocument) }

    private static func value(of prefix: String, in notes: [String]) -> String? {
        notes.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

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
