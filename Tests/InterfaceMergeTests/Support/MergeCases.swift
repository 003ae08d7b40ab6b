import Foundation

/// The real three-way merges of `../shared/merges`, unpacked once (by the folder's own `unpack.sh`) into a
/// temporary folder and read in place from there.
enum MergeCases {
    /// One merge: the four versions of one IB file and what `cases.tsv` says of it.
    struct Case: Sendable, CustomStringConvertible {
        /// The case's folder name, `<owner>__<repo>__<commit>__<path>`.
        var name: String
        var folder: URL
        /// The file's extension (`xib` or `storyboard`).
        var fileExtension: String
        /// Conflict hunks `git merge-file` leaves.
        var gitConflicts: Int
        /// `conflict`, `clean-equal` or `clean-differs`.
        var kind: String

        var base: URL { folder.appendingPathComponent("base.\(fileExtension)") }
        var ours: URL { folder.appendingPathComponent("ours.\(fileExtension)") }
        var theirs: URL { folder.appendingPathComponent("theirs.\(fileExtension)") }
        var merged: URL { folder.appendingPathComponent("merged.\(fileExtension)") }

        var description: String { name }
    }

    /// `<package root>/../shared/merges`, whether `../shared` is a folder or a link to one.
    static let sharedFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // InterfaceMergeTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("../shared/merges")
        .standardizedFileURL
        .resolvingSymlinksInPath()

    /// Every case, in `cases.tsv` order; empty when the shared folder is missing or cannot be unpacked.
    static let all: [Case] = load()

    /// The one case whose folder name starts with `prefix` (`nil` when none or several do).
    static func named(_ prefix: String) -> Case? {
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
            return Case(name: name, folder: destination.appendingPathComponent(name), fileExtension: fileExtension,
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
