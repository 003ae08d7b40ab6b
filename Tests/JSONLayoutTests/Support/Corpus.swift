import Foundation
import XIBDecoder

/// The shared corpus of real Interface Builder files, read in place (never copied).
enum Corpus {
    /// `../shared/corpus`, relative to the package root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// More directories of Interface Builder files to run the same tests on, from the environment
    /// variable `UIDESC_EXTRA_CORPUS` (paths separated by `:`): real files that are not in the corpus.
    static let extraRoots: [URL] = (ProcessInfo.processInfo.environment["UIDESC_EXTRA_CORPUS"] ?? "")
        .split(separator: ":").map { URL(fileURLWithPath: String($0)) }

    /// Every .xib and .storyboard file of the corpus (and of the extra directories), sorted by path.
    static let interfaceFiles: [URL] = ([root] + extraRoots).flatMap { directory -> [URL] in
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xib" || url.pathExtension == "storyboard" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

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
        for directory in [root] + extraRoots where url.path.hasPrefix(directory.path + "/") {
            return String(url.path.dropFirst(directory.path.count + 1))
        }
        return url.path
    }
}
