import Foundation
import Testing

/// A temporary git repository whose git runs apart from the machine's configuration: `HOME` is a folder of the
/// sandbox, `GIT_CONFIG_NOSYSTEM=1` leaves out the system file, and the caller's `GIT_*` and `XDG_CONFIG_HOME`
/// variables are dropped. The built `uidesc` runs in the same environment, so git-setup's `--global` writes into
/// the sandbox too.
struct GitSandbox {
    /// The sandbox's folder: `home/` and `repo/` below it.
    let folder: URL
    /// The repository's work tree.
    let repository: URL
    /// The sandbox user's home folder.
    let home: URL
    /// The environment git and uidesc run in.
    let environment: [String: String]
    /// The git executable (on `PATH`).
    let gitExecutable: URL

    /// Makes the folders and an empty repository on branch `main`, with a user name and e-mail of its own.
    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let found = GitSandbox.findGit(searchPath: path) else {
            throw SandboxError("git is not on PATH (\(path)); these tests need git")
        }
        gitExecutable = found
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-git-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        home = folder.appendingPathComponent("home")
        repository = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("GIT_") && key != "XDG_CONFIG_HOME" && key != "EMAIL"
        }
        environment["HOME"] = home.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_EDITOR"] = "true"
        environment["LC_ALL"] = "C"
        environment["PATH"] = path
        self.environment = environment
        try self.git("init", "-q")
        try self.git("symbolic-ref", "HEAD", "refs/heads/main")
        try self.git("config", "user.name", "uidesc tests")
        try self.git("config", "user.email", "uidesc-tests@example.invalid")
        try self.git("config", "commit.gpgsign", "false")
    }

    /// Removes the sandbox.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Running git and uidesc

    /// Runs git in the repository; throws when it fails.
    @discardableResult
    func git(_ arguments: String...) throws -> Tool.Outcome {
        let outcome = try gitAllowingFailure(arguments)
        guard outcome.status == 0 else {
            throw SandboxError("git \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.standardError)\(outcome.standardOutput)")
        }
        return outcome
    }

    /// Runs git in the repository and returns how it went, failed or not.
    func gitAllowingFailure(_ arguments: [String]) throws -> Tool.Outcome {
        try GitSandbox.run(gitExecutable, arguments, in: repository, environment: environment)
    }

    /// Runs the built `uidesc` in `folder` (the repository by default) in the sandbox's environment, changed by
    /// `changes` (a `nil` value removes a variable).
    func uidesc(_ arguments: [String], in folder: URL? = nil, changes: [String: String?] = [:]) throws -> Tool.Outcome {
        var environment = self.environment
        for (key, value) in changes { environment[key] = value }
        return try GitSandbox.run(try Tool.executable(), arguments, in: folder ?? repository, environment: environment)
    }

    /// A git setting of the repository's own configuration; `nil` when unset.
    func localSetting(_ key: String) throws -> String? {
        let outcome = try gitAllowingFailure(["config", "--local", "--get", key])
        return outcome.status == 0 ? outcome.standardOutput.trimmingCharacters(in: .newlines) : nil
    }

    // MARK: Files

    /// Writes a file below the repository, making its folders.
    func write(_ data: Data, to relativePath: String) throws {
        let url = repository.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func write(_ text: String, to relativePath: String) throws {
        try write(Data(text.utf8), to: relativePath)
    }

    /// The text of a file below the repository; `nil` when it does not exist.
    func text(_ relativePath: String) -> String? {
        try? String(contentsOf: repository.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Commits everything on the current branch.
    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Makes the history of a merge: `base` on `main`, a branch `theirs` from it with `theirs`, and `main` itself
    /// (ours) with `ours`, each written to `path`. `main` is left checked out.
    func makeBranches(path: String, base: Data, ours: Data, theirs: Data) throws {
        try write(base, to: path)
        try commitAll("base")
        try git("checkout", "-q", "-b", "theirs")
        try write(theirs, to: path)
        try commitAll("theirs")
        try git("checkout", "-q", "main")
        try write(ours, to: path)
        try commitAll("ours")
    }

    // MARK: Helpers

    static func findGit(searchPath: String) -> URL? {
        for folder in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs an executable and collects its status and output (standard error read on another thread, so that
    /// neither pipe can fill up).
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String]) throws -> Tool.Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorHandle = error.fileHandleForReading
        let errorData = ReadData()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.set(errorHandle.readDataToEndOfFile()) }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Tool.Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self))
    }
}

/// A sandbox step that failed.
struct SandboxError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Data read on one thread and handed to another.
private final class ReadData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
