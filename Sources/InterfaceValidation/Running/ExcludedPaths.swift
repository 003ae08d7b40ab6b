/// Paths whose findings a run leaves out: each given file, and everything at or below each given folder.
struct ExcludedPaths {
    private let prefixes: [String]

    /// `paths` are made absolute against the current folder.
    init(_ paths: [String]) {
        prefixes = paths.map(InputFiles.absolutePath)
    }

    /// Whether `path` (absolute) is an excluded path or lies below one; `nil` is never excluded.
    func contains(_ path: String?) -> Bool {
        guard let path, !prefixes.isEmpty else { return false }
        return prefixes.contains { prefix in
            path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        }
    }
}
