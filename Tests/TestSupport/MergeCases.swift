import Foundation

/// The real three-way merges of `../shared/merges`, unpacked once (by the folder's own `unpack.sh`) into a
/// temporary folder and read in place from there: the test-support module every test target that reads real merges
/// shares.
public enum MergeCases {
    /// One merge: the four versions of one IB file and what `cases.tsv` says of it.
    public struct Case: Sendable, CustomStringConvertible {
        /// The case's folder name, `<owner>__<repo>__<commit>__<path>`.
        public var name: String
        public var folder: URL
        /// The file's path in its project.
        public var path: String
        /// The file's extension (`xib` or `storyboard`).
        public var fileExtension: String
        /// Conflict hunks `git merge-file` leaves.
        public var gitConflicts: Int
        /// `conflict`, `clean-equal` or `clean-differs`.
        public var kind: String

        public var base: URL { folder.appendingPathComponent("base.\(fileExtension)") }
        public var ours: URL { folder.appendingPathComponent("ours.\(fileExtension)") }
        public var theirs: URL { folder.appendingPathComponent("theirs.\(fileExtension)") }
        public var merged: URL { folder.appendingPathComponent("merged.\(fileExtension)") }

        public var description: String { name }
    }

    /// `<package root>/../shared/merges`, whether `../shared` is a folder or a link to one.
    public static let sharedFolder: URL = SharedFolder.merges.resolvingSymlinksInPath()

    /// Every case, in `cases.tsv` order; empty when the shared folder is missing or cannot be unpacked.
    public static let all: [Case] = load()

    /// The one case whose folder name starts with `prefix` (`nil` when none or several do).
    public static func named(_ prefix: String) -> Case? {
        let matches = all.filter { $0.name.hasPrefix(prefix) }
        return matches.count == 1 ? matches.first : nil
    }

    private static func load() -> [Case] {
        let table = sharedFolder.appendingPathComponent("cases.tsv")
        guard let text = try? String(contentsOf: table, encoding: .utf8), let destination = unpack() else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst()
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let folderColumn = column("case_folder"), let pathColumn = column("path"),
              let conflictsColumn = column("git_conflicts"), let kindColumn = column("kind") else { return [] }
        return lines.compactMap { fields in
            guard fields.count == header.count else { return nil }
            let name = fields[folderColumn]
            let fileExtension = (fields[pathColumn] as NSString).pathExtension
            return Case(name: name, folder: destination.appendingPathComponent(name), path: fields[pathColumn], fileExtension: fileExtension,
                        gitConflicts: Int(fields[conflictsColumn]) ?? 0, kind: fields[kindColumn])
        }
    }

    /// Runs `unpack.sh` into a folder of the temporary directory (it does nothing when already unpacked there).
    private static func unpack() -> URL? {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-merge-cases")
        let script = sharedFolder.appendingPathComponent("unpack.sh")
        guard FileManager.default.fileExists(atPath: script.path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path, destination.path]
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return nil
        }
        return process.terminationStatus == 0 ? destination : nil
    }
}
