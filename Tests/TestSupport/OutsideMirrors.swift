import Foundation

/// Git mirrors of outside projects, for tests that measure on real histories and projects where the mirrors are
/// (`UIDESC_HISTORY_MIRRORS`, a folder holding `owner+name/repo`, by default `/work/.mirror`): they are fetched for
/// measuring, never committed; `root` is `nil` without them, and those tests do not run.
public enum OutsideMirrors {
    public static let root: URL? = {
        let path = ProcessInfo.processInfo.environment["UIDESC_HISTORY_MIRRORS"] ?? "/work/.mirror"
        let url = URL(fileURLWithPath: path)
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("newmarcel+KeepingYouAwake/repo").path)
            ? url : nil
    }()

    /// The mirrored repositories (`owner+name`), sorted.
    public static var repositories: [String] {
        guard let root else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/repo").path) }.sorted()
    }

    /// `git show REVISION:PATH` in the mirror of `repository`, or `nil` when the file is not there.
    public static func show(_ repository: String, _ revision: String, _ path: String) -> Data? {
        git(repository, ["show", "\(revision):\(path)"])
    }

    /// The paths of the files at `revision` in the mirror of `repository`.
    public static func files(_ repository: String, _ revision: String = "HEAD") -> [String] {
        guard let data = git(repository, ["ls-tree", "-r", "--name-only", revision]) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The standard output of `git` run in the mirror of `repository`, or `nil` when it fails.
    public static func git(_ repository: String, _ arguments: [String]) -> Data? {
        guard let root else { return nil }
        return GitProcess.run(["--git-dir", root.appendingPathComponent(repository + "/repo").path, "-c", "core.quotePath=false"]
            + arguments)
    }
}

/// Runs `git` for the tests that compare with it or read mirrors with it.
public enum GitProcess {
    /// The standard output of `git ARGUMENTS`, or `nil` when git cannot run or fails (an exit status other than 0,
    /// unless `acceptingStatus` accepts it: `git diff --no-index` exits 1 when the files differ).
    public static func run(_ arguments: [String], acceptingStatus: (Int32) -> Bool = { $0 == 0 }) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return acceptingStatus(process.terminationStatus) ? data : nil
    }
}
