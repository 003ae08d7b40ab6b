/// A set of files and folders: each given file, and everything at or below each given folder. It tells which
/// findings a run leaves out (`--exclude`) and which sources' string references are checked.
struct PathScope {
    private let prefixes: [String]

    /// `paths` are made absolute against the current folder.
    init(_ paths: [String]) {
        prefixes = paths.map(InputFiles.absolutePath)
    }

    /// Whether `path` (absolute) is one of the paths or lies below one; `nil` never is.
    func contains(_ path: String?) -> Bool {
        guard let path, !prefixes.isEmpty else { return false }
        return prefixes.contains { prefix in
            path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        }
    }
}
