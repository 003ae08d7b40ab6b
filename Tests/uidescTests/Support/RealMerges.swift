import Foundation

/// Real three-way merges of IB files from `../shared/merges` (beside the package), unpacked once by the folder's own
/// `unpack.sh` into a temporary folder and read in place. (The same data InterfaceMergeTests reads; the small logic
/// is repeated here because test targets do not import each other.)
enum RealMerges {
    /// One merge: the base, ours and theirs versions of one file.
    struct Case: Sendable {
        var folder: URL
        /// `xib` or `storyboard`.
        var fileExtension: String
        /// The file's path in its project.
        var path: String

        var base: URL { folder.appendingPathComponent("base.\(fileExtension)") }
        var ours: URL { folder.appendingPathComponent("ours.\(fileExtension)") }
        var theirs: URL { folder.appendingPathComponent("theirs.\(fileExtension)") }
    }

    /// `<package root>/../shared/merges`.
    static let sharedFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // uidescTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("../shared/merges")
        .standardizedFileURL
        .resolvingSymlinksInPath()

    /// Rocket.Chat.iOS's `ServersListView.xib` at merge 01a1ad0d32: ours adds three outlets to File's Owner and
    /// re-saves the file in another Xcode (`toolsVersion`), theirs adds a view, its four constraints and an outlet to
    /// it. Git's line merge conflicts on the outlets both added at the end of one `<connections>` block.
    static let serversListView: Case? = named("RocketChat__Rocket.Chat.iOS__01a1ad0d32__")

    /// The unpacked folder, or `nil` when `../shared/merges` is missing or cannot be unpacked.
    static let unpacked: URL? = unpack()

    /// The case whose folder name starts with `prefix`, with its path from `cases.tsv`.
    static func named(_ prefix: String) -> Case? {
        guard let destination = unpacked,
              let table = try? String(contentsOf: sharedFolder.appendingPathComponent("cases.tsv"), encoding: .utf8)
        else { return nil }
        let rows = table.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, let folderColumn = header.firstIndex(of: "case_folder"),
              let pathColumn = header.firstIndex(of: "path") else { return nil }
        for row in rows.dropFirst() where row.count == header.count && row[folderColumn].hasPrefix(prefix) {
            let path = row[pathColumn]
            let found = Case(folder: destination.appendingPathComponent(row[folderColumn]),
                             fileExtension: (path as NSString).pathExtension, path: path)
            return FileManager.default.fileExists(atPath: found.base.path) ? found : nil
        }
        return nil
    }

    /// Runs `unpack.sh` into a folder of the temporary directory of this target's own (it does nothing when
    /// already unpacked there).
    private static func unpack() -> URL? {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-merge-cases-uidesc-tests")
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
