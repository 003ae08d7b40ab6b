import Foundation

/// Paths as every command resolves them: absolute against the current directory, and relative to a folder (a
/// baseline's entries, generated code's file names).
package enum FilePaths {
    /// `path` made absolute against the current directory, with `~` expanded and `.` and `..` resolved.
    package static func absolute(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let joined = expanded.hasPrefix("/")
            ? expanded : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(expanded)
        return (joined as NSString).standardizingPath
    }

    /// `path` relative to `folder`, both absolute: `App/View.swift`, or `../App/View.swift` from a sibling folder;
    /// `path` unchanged when either is relative.
    package static func relative(_ path: String, from folder: String) -> String {
        guard path.hasPrefix("/"), folder.hasPrefix("/") else { return path }
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
