import Foundation

/// Generated files on disk: whether one is current, and writing one so that what depends on it (a build, a review)
/// sees a change only when its bytes change.
public enum GeneratedFile {
    /// Whether the file at `path` holds exactly `contents`.
    public static func holds(_ contents: String, at path: String) -> Bool {
        FileManager.default.contents(atPath: path) == Data(contents.utf8)
    }

    /// Writes `contents` to `path`, creating its folder, unless the file holds them already; whether it wrote.
    @discardableResult
    public static func write(_ contents: String, to path: String) throws -> Bool {
        if holds(contents, at: path) { return false }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return true
    }

    /// Whether the file at `path` begins with the header of a file `InterfaceTypeGenerator` wrote (of any version).
    public static func isGeneratedSwift(at path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = String(decoding: handle.readData(ofLength: 160), as: UTF8.self)
        return start.hasPrefix(SwiftWriter.headerStart) && start.contains(SwiftWriter.headerMarker)
    }
}
