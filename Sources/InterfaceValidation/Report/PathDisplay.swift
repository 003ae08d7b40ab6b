import Foundation
import UIDescription

/// Shows file paths relative to a base folder (normally the current directory), as compilers do, so that messages
/// stay short and CI annotations find the file in the repository.
public struct PathDisplay: Sendable {
    /// The folder paths are shown relative to, without a trailing slash; `nil` shows paths unchanged.
    public let base: String?

    /// The base with its symbolic links resolved, when that differs from the base.
    private let resolvedBase: String?

    /// Paths relative to `base`.
    public init(base: String?) {
        let base = base.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        self.base = base
        let resolved = base.map(Self.resolved)
        resolvedBase = resolved == base ? nil : resolved
    }

    /// `path` relative to the base when it lies below it, however either was reached: a path given through a
    /// symbolic link, or a working directory reached through one, is compared with its links resolved. Else unchanged.
    public func display(_ path: String) -> String {
        guard let base else { return path }
        if let relative = Self.relative(path, to: base) { return relative }
        guard path.hasPrefix("/") else { return path }
        let resolvedPath = Self.resolved(path)
        for candidate in [base, resolvedBase].compactMap({ $0 }) {
            if let relative = Self.relative(resolvedPath, to: candidate) { return relative }
        }
        return path
    }

    private static func relative(_ path: String, to base: String) -> String? {
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `location` with its file shown relative to the base.
    public func display(_ location: SourceLocation) -> SourceLocation {
        var shown = location
        shown.file = location.file.map(display)
        return shown
    }
}
