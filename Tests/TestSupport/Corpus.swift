import Foundation
import UIDescription
import XIBDecoder

/// The shared corpus of real Interface Builder files and paired sources, read in place (never copied): the one
/// corpus loader of every test target.
public enum Corpus {
    /// `../shared/corpus`.
    public static let root: URL = SharedFolder.corpus

    /// More folders of Interface Builder files to run the corpus tests on, from the environment variable
    /// `UIDESC_EXTRA_CORPUS` (paths separated by `:`): real files that are not in the corpus.
    public static let extraRoots: [URL] = (ProcessInfo.processInfo.environment["UIDESC_EXTRA_CORPUS"] ?? "")
        .split(separator: ":").map { URL(fileURLWithPath: String($0)).standardizedFileURL }

    /// One row of `MANIFEST.tsv`.
    public struct Entry: Sendable, CustomStringConvertible {
        /// `owner/name` of the repository the file comes from.
        public var repo: String
        /// The file's path in its repository.
        public var path: String
        /// `xib`, `storyboard`, `swift`, `objc`, …
        public var kind: String
        /// `ios`, `macos`, `watchos`, `tvos` or `unknown`.
        public var platform: String
        /// The manifest's notes: oddities (`EMPTY-FILE`, `MERGE-CONFLICT-MARKERS`, `archive-format(IB3-era)`) and,
        /// for sources, `key=value` facts separated by `; `.
        public var notes: String

        /// The file in the corpus (the repository's folder is `owner__name`).
        public var url: URL { Corpus.url(repository: repo, path: path) }
        /// Whether the row is a `.xib` or `.storyboard`.
        public var isInterfaceBuilderFile: Bool { kind == "xib" || kind == "storyboard" }
        /// The value of a `key=value` note (`pairs-with=`), if the row has one.
        public func note(_ prefix: String) -> String? {
            notes.components(separatedBy: "; ").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }

        public var description: String { "\(repo)/\(path)" }
    }

    /// Every row of `MANIFEST.tsv` (empty when the corpus is missing).
    public static let manifest: [Entry] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8 else { return nil }
            return Entry(repo: fields[0], path: fields[2], kind: fields[4], platform: fields[5], notes: fields[7])
        }
    }()

    /// The corpus file at `path` in `repository` (`owner/name`).
    public static func url(repository: String, path: String) -> URL {
        root.appendingPathComponent(repository.replacingOccurrences(of: "/", with: "__")).appendingPathComponent(path)
    }

    /// Every `.xib` and `.storyboard` below `folder`, sorted by path.
    public static func interfaceFiles(under folder: URL) -> [URL] {
        (FolderWalk.files(below: folder.path) { ["xib", "storyboard"].contains(($0 as NSString).pathExtension) } ?? [])
            .map { URL(fileURLWithPath: $0.path) }
    }

    /// Every `.xib` and `.storyboard` of the corpus and of the extra folders, sorted by path.
    public static let interfaceFiles: [URL] = ([root] + extraRoots).flatMap(interfaceFiles(under:))

    /// A corpus file given as `owner__name/path`.
    public static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The path of a corpus file below the corpus (or extra) folder, for messages.
    public static func relativePath(_ url: URL) -> String {
        for folder in [root] + extraRoots where url.path.hasPrefix(folder.path + "/") {
            return String(url.path.dropFirst(folder.path.count + 1))
        }
        return url.path
    }

    /// A corpus file parsed, or the reader's error for the files it refuses.
    public static func document(_ url: URL) -> Result<NodeDocument, UIDescriptionError> {
        do {
            return .success(try XIBDecoder().document(contentsOf: url))
        } catch let error as UIDescriptionError {
            return .failure(error)
        } catch {
            return .failure(UIDescriptionError(.unreadable, "\(error)"))
        }
    }

    /// The files the XIB reader accepts, with their documents.
    public static let readableDocuments: [(url: URL, document: NodeDocument)] = interfaceFiles.compactMap { url in
        guard case .success(let document) = document(url) else { return nil }
        return (url, document)
    }

    /// A corpus file (`owner__name/path`) parsed.
    public static func parsedDocument(_ relativePath: String) throws -> NodeDocument {
        try XIBDecoder().document(contentsOf: file(relativePath))
    }

    /// A corpus file (`owner__name/path`) parsed and decoded as ``Document``.
    public static func decodedDocument(_ relativePath: String) throws -> (NodeDocument, Document) {
        let document = try XIBDecoder().document(contentsOf: file(relativePath))
        return (document, try document.decode(Document.self))
    }
}
