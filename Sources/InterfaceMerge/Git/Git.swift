import Foundation

/// Runs the `git` command-line tool through Foundation's `Process`, the way a user would: found on `PATH`, in the
/// caller's environment (`HOME`, `GIT_CONFIG_*`, `XDG_CONFIG_HOME` apply as they do in a shell).
package struct Git: Sendable {
    /// What one run of git printed, and how it exited.
    package struct Output: Sendable, Equatable {
        /// Git's exit status.
        package var status: Int32
        /// What git printed on standard output.
        package var standardOutput: String
        /// What git printed on standard error.
        package var standardError: String

        /// Standard output without its trailing line break (the value `git config --get` prints).
        package var value: String {
            var text = Substring(standardOutput)
            while let last = text.last, last == "\n" || last == "\r" { text = text.dropLast() }
            return String(text)
        }

        /// Git's own message (`fatal: not a git repository …`) in one line, for error messages.
        package var message: String {
            standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The git executable.
    package var executable: URL
    /// The environment git runs in; `nil` runs it in this process's own.
    package var environment: [String: String]?

    /// A git at `executable`, run in `environment` (`nil`: this process's).
    package init(executable: URL, environment: [String: String]? = nil) {
        self.executable = executable
        self.environment = environment
    }

    /// The first executable named `git` in the folders of `searchPath` (a `PATH` value; by default this process's).
    /// Throws ``GitSetupError/gitNotFound(searchPath:)`` when there is none.
    package static func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> Git {
        guard let executable = findExecutable(named: "git", searchPath: searchPath) else {
            throw GitSetupError.gitNotFound(searchPath: searchPath ?? "")
        }
        return Git(executable: executable)
    }

    /// The first executable file `name` in the folders of a `PATH` value (an empty entry is the current folder).
    package static func findExecutable(named name: String, searchPath: String?) -> URL? {
        guard let searchPath, !name.isEmpty, !name.contains("/") else { return nil }
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let base = folder.isEmpty ? FileManager.default.currentDirectoryPath : String(folder)
            let candidate = URL(fileURLWithPath: base).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.standardizedFileURL
            }
        }
        return nil
    }

    /// Runs `git arguments…` (in `folder` when given) and collects its exit status and output. Throws only when git
    /// cannot be started; a git that fails returns its status and message.
    package func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw GitSetupError.gitFailed(
                command: Self.display(arguments), status: -1,
                message: "cannot run \(executable.path): \(error.localizedDescription)")
        }
        // Standard error is read on another thread while standard output is read here, so that neither pipe can
        // fill up and block git.
        let errorText = CollectedData()
        let errorHandle = error.fileHandleForReading
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.set(errorHandle.readDataToEndOfFile()) }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorText.get(), as: UTF8.self))
    }

    /// `git a b c`, for messages.
    static func display(_ arguments: [String]) -> String {
        (["git"] + arguments.map { GitSetup.shellQuoted($0) }).joined(separator: " ")
    }
}

/// Data one thread writes and another reads after waiting for it.
private final class CollectedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
