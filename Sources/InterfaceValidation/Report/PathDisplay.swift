import UIDescription

/// Shows file paths relative to a base folder (normally the current directory), as compilers do, so that messages
/// stay short and CI annotations find the file in the repository.
public struct PathDisplay: Sendable {
    /// The folder paths are shown relative to, without a trailing slash; `nil` shows paths unchanged.
    public let base: String?

    /// Paths relative to `base`.
    public init(base: String?) {
        self.base = base.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
    }

    /// `path` relative to the base when it lies below it, else unchanged.
    public func display(_ path: String) -> String {
        guard let base, path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }

    /// `location` with its file shown relative to the base.
    public func display(_ location: SourceLocation) -> SourceLocation {
        var shown = location
        shown.file = location.file.map(display)
        return shown
    }
}
