import Foundation

/// The files below a folder, found the same way for every command that takes folders (`validate`'s documents and
/// sources, `convert`, the source index): regular files and links to files, sorted by path; names starting with
/// `.` (`.git`, `.build`, `.DS_Store`) are skipped, folder and file alike, and links to folders below it are not
/// followed (the folder itself may be given through one).
public enum FolderWalk {
    /// A file found below a folder.
    public struct Entry: Sendable, Hashable {
        /// The folder as given, joined with ``relativePath``.
        public let path: String
        /// The path below the folder, components joined by `/`.
        public let relativePath: String
    }

    /// The files below `folder` that `keep` accepts (it is given each file's ``Entry/path``), sorted by path; `nil`
    /// when `folder` is not a folder or cannot be listed.
    public static func files(below folder: String, keeping keep: (String) -> Bool = { _ in true }) -> [Entry]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        // The enumerator lists nothing below a link to a folder, so walk the folder the link names; paths keep the
        // spelling the caller gave.
        let root = URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath()
        let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey, .isSymbolicLinkKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [])
        else { return nil }
        let rootDepth = root.standardizedFileURL.pathComponents.count
        var found: [Entry] = []
        while let item = enumerator.nextObject() as? URL {
            let values = try? item.resourceValues(forKeys: Set(keys))
            if item.lastPathComponent.hasPrefix(".") {
                if values?.isDirectory == true { enumerator.skipDescendants() }
                continue
            }
            guard values?.isRegularFile == true || (values?.isSymbolicLink == true && isLinkToFile(item)) else { continue }
            let relative = item.standardizedFileURL.pathComponents.dropFirst(rootDepth).joined(separator: "/")
            guard !relative.isEmpty else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            if keep(path) { found.append(Entry(path: path, relativePath: relative)) }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func isLinkToFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
