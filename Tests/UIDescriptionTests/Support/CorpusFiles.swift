import Foundation
import XIBDecoder

/// The Interface Builder files of the shared corpus, read in place from `../shared/corpus`.
enum CorpusFiles {
    /// `<package root>/../shared/corpus`.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // UIDescriptionTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("../shared/corpus")
        .standardizedFileURL

    /// Every `.xib` and `.storyboard` below the corpus root, sorted by path.
    static let interfaceBuilderFiles: [URL] = interfaceBuilderFiles(under: root)

    /// Every `.xib` and `.storyboard` below `folder`, sorted by path.
    static func interfaceBuilderFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xib" || url.pathExtension == "storyboard" {
            files.append(url.standardizedFileURL)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A corpus file given as `owner__name/path`.
    static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The path below the corpus root, for messages.
    static func relativePath(of url: URL) -> String {
        let prefix = root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }

    /// Parses a corpus file.
    static func document(_ relativePath: String) throws -> NodeDocument {
        try XIBDecoder().document(contentsOf: file(relativePath))
    }

    /// Decodes a corpus file as ``Document``.
    static func decodedDocument(_ relativePath: String) throws -> (NodeDocument, Document) {
        let document = try document(relativePath)
        return (document, try document.decode(Document.self))
    }
}
