import Foundation
import UIDescription

/// The files of a compiled bundle (a `.storyboardc` folder, a `.nib` folder), on disk or given in memory (a bundle
/// read out of an app archive without unpacking it): what the storyboard assembly and the `.nib` folder reader list
/// and read, by paths relative to the bundle.
struct CompiledBundleFiles: Sendable {
    /// The bundle's path, which errors and positions name files under.
    let path: String
    private let storage: Storage

    private enum Storage: Sendable {
        case disk
        /// Each file's bytes by its path relative to the bundle (`Info.plist`, `Main.nib/keyedobjects.nib`), and the
        /// names in each folder (`""` for the bundle's own).
        case memory([String: [UInt8]], folders: [String: Set<String>])
    }

    /// The bundle in the folder at `path`.
    init(folder path: String) {
        self.path = path
        storage = .disk
    }

    /// A bundle whose files are `files` (each by its path relative to the bundle, `/` between folders), named
    /// `path` in errors.
    init(path: String, files: [String: [UInt8]]) {
        self.path = path
        var normalized: [String: [UInt8]] = [:]
        var folders: [String: Set<String>] = [:]
        for (name, bytes) in files {
            // Most files are in the bundle's own folder: a name with no `/` is its own path (splitting it into
            // components cost a storyboard's reading 3% of its instructions).
            if !name.isEmpty, !name.utf8.contains(UInt8(ascii: "/")) {
                normalized[name] = bytes
                folders["", default: []].insert(name)
                continue
            }
            let components = name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard let last = components.last else { continue }
            normalized[components.joined(separator: "/")] = bytes
            // Each folder on the way lists the next component.
            var folder = ""
            for component in components.dropLast() {
                folders[folder, default: []].insert(component)
                folder = Self.relativePath(of: component, in: folder)
            }
            folders[folder, default: []].insert(last)
        }
        storage = .memory(normalized, folders: folders)
    }

    /// The path relative to the bundle of `name` in its folder `folder` (`""` for the bundle's own).
    static func relativePath(of name: String, in folder: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }

    /// Whether the bundle is laid out as a compiled storyboard: an `Info.plist` beside scene nibs.
    var isCompiledStoryboard: Bool {
        let names = names()
        return names.contains("Info.plist") && names.contains { $0.hasSuffix(".nib") }
    }

    /// The path of `relative` (a file or folder of the bundle), for reading and for messages.
    func path(of relative: String) -> String {
        if relative.isEmpty { return path }
        // A name of the bundle below a path that does not end in `/` is joined by one; other cases go to Foundation.
        if !path.isEmpty, path.utf8.last != UInt8(ascii: "/"), relative.utf8.first != UInt8(ascii: "/"),
           relative.utf8.last != UInt8(ascii: "/"), relative.firstUTF8Range(of: "//") == nil {
            return path + "/" + relative
        }
        return (path as NSString).appendingPathComponent(relative)
    }

    /// The names of the files and folders directly in the bundle's folder `relative` ("" for the bundle itself).
    func names(in relative: String = "") -> [String] {
        switch storage {
        case .disk:
            return (try? FileManager.default.contentsOfDirectory(atPath: path(of: relative))) ?? []
        case .memory(_, let folders):
            return Array(folders[relative] ?? [])
        }
    }

    /// Whether `relative` is a file of the bundle.
    func isFile(_ relative: String) -> Bool {
        switch storage {
        case .disk:
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path(of: relative), isDirectory: &isFolder) && !isFolder.boolValue
        case .memory(let files, _):
            return files[relative] != nil
        }
    }

    /// Whether `relative` is a folder of the bundle.
    func isFolder(_ relative: String) -> Bool {
        switch storage {
        case .disk:
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path(of: relative), isDirectory: &isFolder) && isFolder.boolValue
        case .memory(_, let folders):
            return folders[relative] != nil
        }
    }

    /// The bytes of the file `relative`, of at most `limit` bytes.
    ///
    /// - Throws: `UIDescriptionError` (`.unreadable`, or `.limitExceeded` past `limit`).
    func read(_ relative: String, limit: Int) throws -> [UInt8] {
        switch storage {
        case .disk:
            return try BoundedFileReader.read(path: path(of: relative), limit: limit)
        case .memory(let files, _):
            guard let bytes = files[relative] else {
                throw UIDescriptionError(.unreadable, "\(path(of: relative)): no such file in the bundle", at: .binary(file: path(of: relative), offset: 0))
            }
            guard bytes.count <= limit else { throw BoundedFileReader.tooLarge(path: path(of: relative), limit: limit) }
            return bytes
        }
    }
}
