import Foundation
import UIDescription

extension InterfaceTypeGenerator {
    /// The extensions of the files generated for when a folder is given.
    public static let fileExtensions: Set<String> = ["xib", "storyboard"]

    /// The files to generate for: each file of `paths`, and the XIB and storyboard files below each folder of them
    /// (sorted, hidden folders skipped), each with its path relative to `root`. Without `root`, paths are relative
    /// to the one folder given, or to the folder that holds every input.
    public static func inputFiles(for paths: [String], root: String? = nil) -> [(path: String, relativePath: String)] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let found = FolderWalk.files(below: path, keeping: { fileExtensions.contains($0.lowercasedPathExtension) },
                                             descending: { !$0.hasSuffix(".xcassets") && !$0.hasSuffix(".build") })
                files += (found ?? []).map(\.path)
            } else {
                files.append(path)
            }
        }
        let base = FilePaths.absolute(root ?? commonFolder(of: paths))
        var seen: Set<String> = []
        return files.compactMap { file in
            let absolute = FilePaths.absolute(file)
            guard seen.insert(absolute).inserted else { return nil }
            return (file, FilePaths.relative(absolute, from: base))
        }
    }

    /// The folder every path is in: a single folder itself, else the deepest folder holding every path.
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { path -> [String] in
            var isFolder: ObjCBool = false
            let absolute = FilePaths.absolute(path)
            let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                ? absolute : (absolute as NSString).deletingLastPathComponent
            return folder.split(separator: "/").map(String.init)
        }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
