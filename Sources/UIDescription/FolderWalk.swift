import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files below a folder, found the same way for every command that takes folders (`validate`'s documents and
/// sources, `convert`, the source index): regular files and links to files, sorted by path; names starting with
/// `.` (`.git`, `.build`, `.DS_Store`) are skipped, folder and file alike, and links to folders below it are not
/// followed (the folder itself may be given through one).
///
/// Folders are listed with `opendir`/`readdir`, which tell each entry's type without a call per file: a repository
/// of ten thousand files is listed in milliseconds.
package enum FolderWalk {
    /// A file found below a folder.
    package struct Entry: Sendable, Hashable {
        /// The folder as given, joined with ``relativePath``.
        package let path: String
        /// The path below the folder, components joined by `/`.
        package let relativePath: String
    }

    /// The files below `folder` that `keep` accepts (it is given each file's ``Entry/path``), sorted by path, in
    /// the folders below it that `descend` accepts (given each folder's path); `nil` when `folder` is not a folder
    /// or cannot be listed.
    package static func files(
        below folder: String, keeping keep: (String) -> Bool = { _ in true }, descending descend: (String) -> Bool = { _ in true }
    ) -> [Entry]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        // Walk the folder a link names; paths keep the spelling the caller gave.
        let root = URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath().path
        var found: [Entry] = []
        guard walk(root, relative: "", given: folder, keep: keep, descend: descend, into: &found) else { return nil }
        return found.sorted { $0.path < $1.path }
    }

    /// The names of the files below `folder` (walked like ``files(below:keeping:descending:)``, unsorted), without
    /// their paths: the cheap listing of a folder that is left out, whose files exist only by name. A folder whose
    /// name has an extension in `bundleExtensions` (a nib bundle, `Main.nib`) counts as one file of that name.
    package static func fileNames(below folder: String, bundleExtensions: Set<String> = []) -> [String] {
        var names: [String] = []
        var folders = [URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath().path]
        while let directory = folders.popLast() {
            guard let handle = opendir(directory) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.isEmpty, !name.hasPrefix(".") else { continue }
                let path = directory + "/" + name
                switch kind(of: path, type: entry.pointee.d_type) {
                case .folder:
                    if bundleExtensions.contains(name.lowercasedPathExtension) { names.append(name) } else { folders.append(path) }
                case .file: names.append(name)
                case .other: break
                }
            }
        }
        return names
    }

    /// Adds the files below `directory` (reached as `relative` below the given folder) to `found`; `false` when
    /// `directory` cannot be listed.
    private static func walk(
        _ directory: String, relative: String, given folder: String, keep: (String) -> Bool, descend: (String) -> Bool,
        into found: inout [Entry]
    ) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        var folders: [(path: String, relative: String)] = []
        // The prefixes of this folder's entries, made once: a name is then joined to each in one step.
        let relativePrefix = relative.isEmpty ? "" : relative + "/"
        let givenPrefix = (folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/") + relativePrefix
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.isEmpty, !name.hasPrefix(".") else { continue }
            let type = entry.pointee.d_type
            // The entry's own path is needed only to ask the file system what it is, or to walk into it.
            switch type == fileType ? .file : kind(of: directory + "/" + name, type: type) {
            case .folder:
                if descend(givenPrefix + name) { folders.append((directory + "/" + name, relativePrefix + name)) }
            case .file:
                let given = givenPrefix + name
                if keep(given) { found.append(Entry(path: given, relativePath: relativePrefix + name)) }
            case .other: break
            }
        }
        for (path, below) in folders {
            _ = walk(path, relative: below, given: folder, keep: keep, descend: descend, into: &found)
        }
        return true
    }

    private enum Kind { case folder, file, other }

    // The `d_type` values, the same on Linux and Darwin.
    private static let unknownType: UInt8 = 0
    private static let folderType: UInt8 = 4
    private static let fileType: UInt8 = 8
    private static let linkType: UInt8 = 10

    /// A folder (not through a link), a file or a link to one, or anything else.
    private static func kind(of path: String, type: UInt8) -> Kind {
        switch type {
        case folderType: return .folder
        case fileType: return .file
        case linkType: return mode(of: path, followingLinks: true) == regularFileMode ? .file : .other
        case unknownType:
            switch mode(of: path, followingLinks: false) {
            case folderMode: return .folder
            case regularFileMode: return .file
            case linkMode: return mode(of: path, followingLinks: true) == regularFileMode ? .file : .other
            default: return .other
            }
        default: return .other
        }
    }

    private static let typeMask: UInt32 = 0o170000
    private static let folderMode: UInt32 = 0o040000
    private static let regularFileMode: UInt32 = 0o100000
    private static let linkMode: UInt32 = 0o120000

    /// The file type bits of `path`'s mode; `nil` when it cannot be read.
    private static func mode(of path: String, followingLinks: Bool) -> UInt32? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        return UInt32(info.st_mode) & typeMask
    }
}
