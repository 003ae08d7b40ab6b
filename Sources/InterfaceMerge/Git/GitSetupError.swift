/// Why `uidesc git-setup` could not do its work.
package enum GitSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No executable `git` in the folders of `PATH`.
    case gitNotFound(searchPath: String)
    /// The folder the repository was looked for in does not exist or is not a folder.
    case notAFolder(path: String)
    /// The folder is not inside a git work tree (git's own message in `message`).
    case notARepository(path: String, message: String)
    /// A git command failed (or could not be started).
    case gitFailed(command: String, status: Int32, message: String)
    /// A file could not be read or written.
    case file(path: String, message: String)
    /// Neither `core.attributesFile`, `XDG_CONFIG_HOME` nor `HOME` says where the user's attributes file is.
    case noAttributesFile

    /// Whether the error is the caller's choice of folder, rather than the machine's state (exit code 64 rather
    /// than 2 in the command-line tool).
    package var isUsageError: Bool {
        switch self {
        case .notAFolder, .notARepository: true
        case .gitNotFound, .gitFailed, .file, .noAttributesFile: false
        }
    }

    package var description: String {
        switch self {
        case .gitNotFound(let searchPath):
            let folders = searchPath.isEmpty ? "PATH is empty" : "PATH is \(searchPath)"
            return "git is not installed, or not on PATH (\(folders)); install git and try again"
        case .notAFolder(let path):
            return "\(path) is not a folder"
        case .notARepository(let path, let message):
            let detail = message.isEmpty ? "" : " (git: \(message))"
            return "\(path) is not in a git work tree\(detail); run this inside a repository, name one with --repository DIR, or use --global for every repository of this user"
        case .gitFailed(let command, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return status < 0 ? "\(command) failed\(detail)" : "\(command) failed with exit code \(status)\(detail)"
        case .file(let path, let message):
            return "\(path): \(message)"
        case .noAttributesFile:
            return "cannot tell where the user's git attributes file is: core.attributesFile is not set and neither XDG_CONFIG_HOME nor HOME is"
        }
    }
}
