import Foundation
import XIBDecoder

/// The shared corpus of real Interface Builder files, read in place (never copied).
enum Corpus {
    /// `../shared/corpus`, relative to the package root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Every .xib and .storyboard file of the corpus, sorted by path.
    static let interfaceFiles: [URL] = {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xib" || url.pathExtension == "storyboard" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// A corpus file as a parsed document, or the reader's error for the files it refuses.
    static func document(_ url: URL) -> Result<NodeDocument, UIDescriptionError> {
        do {
            return .success(try XIBDecoder().document(contentsOf: url))
        } catch let error as UIDescriptionError {
            return .failure(error)
        } catch {
            return .failure(UIDescriptionError(.unreadable, "\(error)"))
        }
    }

    /// The files the XIB reader accepts, with their documents.
    static let readableDocuments: [(url: URL, document: NodeDocument)] = interfaceFiles.compactMap { url in
        guard case .success(let document) = document(url) else { return nil }
        return (url, document)
    }

    /// The path of a corpus file relative to the corpus root, for messages.
    static func relativePath(_ url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }
}
