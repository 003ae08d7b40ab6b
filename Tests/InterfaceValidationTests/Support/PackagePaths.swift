import Foundation
import TestSupport

/// Folders of the package and of the shared corpus beside it, found from this file's path.
enum PackagePaths {
    /// The package root.
    static var root: URL { SharedFolder.packageRoot }

    /// `Samples/` in the package.
    static var samples: URL { SharedFolder.samples }

    /// `../shared/corpus` beside the package.
    static var corpus: URL { Corpus.root }

    /// A new empty folder for one test.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new folder for one test holding `files`, text by path relative to the folder (`App/Load.swift`).
    static func temporaryFolder(holding files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
