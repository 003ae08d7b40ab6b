import Foundation

/// Finds the Swift and Objective-C sources (`.swift`, `.h`, `.m`, `.mm`) below a directory.
public enum SourceFileFinder {
    /// The source files below `directory`, sorted by path. Hidden files and directories (names starting with
    /// `.`, which includes `.build` and `.git`) are skipped; `Pods` and `Carthage` are not.
    ///
    /// - Throws: ``SourceReadFailure`` when `directory` does not exist, is not a directory or cannot be listed.
    public static func sourceFiles(in directory: URL) throws(SourceReadFailure) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw SourceReadFailure(path: directory.path, reason: .unreadable("not a directory"))
        }
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey], options: [])
        else {
            throw SourceReadFailure(path: directory.path, reason: .unreadable("cannot list the directory"))
        }
        var found: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if name.hasPrefix(".") {
                if values?.isDirectory == true { enumerator.skipDescendants() }
                continue
            }
            if values?.isRegularFile == true, SourceFile.language(forPath: name) != nil {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
