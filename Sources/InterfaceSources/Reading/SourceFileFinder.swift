import Foundation
import UIDescription

/// Finds the Swift and Objective-C sources (`.swift`, `.h`, `.m`, `.mm`) below a directory.
public enum SourceFileFinder {
    /// The source files below `directory`, sorted by path, found by `FolderWalk`: hidden files and directories
    /// (names starting with `.`, which includes `.build` and `.git`) are skipped; `Pods` and `Carthage` are not.
    ///
    /// - Throws: ``SourceReadFailure`` when `directory` does not exist, is not a directory or cannot be listed.
    public static func sourceFiles(in directory: URL) throws(SourceReadFailure) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw SourceReadFailure(path: directory.path, reason: .unreadable("not a directory"))
        }
        guard let found = FolderWalk.files(below: directory.path, keeping: { SourceFile.language(forPath: $0) != nil }) else {
            throw SourceReadFailure(path: directory.path, reason: .unreadable("cannot list the directory"))
        }
        return found.map { URL(fileURLWithPath: $0.path) }
    }
}
