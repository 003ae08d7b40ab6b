/// SF Symbols: the names `<image name="…" catalog="system">` may hold, each with the release of the operating
/// systems that introduced it, read from Apple's list (`scripts/measure-system-symbols.py`, the source recorded in
/// `scripts/measurements/system-symbols.inputs`).
///
/// ```swift
/// SystemSymbols.release(ofSymbol: "star.fill")?.version(on: .iOS)   // 13.0
/// ```
public enum SystemSymbols {
    /// One release of SF Symbols: its year as Apple's list names it (`2022.1`), and the version of each system that
    /// brought it.
    public struct Release: Sendable, Hashable {
        /// The list's name of the release (`2019`, `2022.1`, `2025`).
        public let year: String
        /// Each system's version that brought the release.
        public let versions: [OperatingSystem: PlatformVersion]

        /// The first version of `system` that has the release's symbols. AppKit loads SF Symbols from macOS 11.
        public func version(on system: OperatingSystem) -> PlatformVersion? {
            guard let version = versions[system] else { return nil }
            if system == .macOS { return max(version, PlatformVersion([11, 0])) }
            return version
        }
    }

    /// The release that introduced the symbol `name` (for another name of a symbol, the symbol's); `nil` when the list
    /// holds no such name.
    public static func release(ofSymbol name: String) -> Release? {
        let table = Table.shared
        guard let index = table.releaseIndex[name] ?? table.aliases[name].flatMap({ table.releaseIndex[$0] }) else { return nil }
        return table.releases[index]
    }

    /// Whether Interface Builder of a document's `toolsVersion` knew only symbols the list holds: a document saved by
    /// a later Interface Builder may name symbols newer than the list. A document that names no tools version (0) is
    /// taken to be covered.
    public static func coversDocuments(ofToolsVersion toolsVersion: Double) -> Bool {
        toolsVersion <= Double(SystemSymbolNames.toolsVersionCovered)
    }

    /// Every name the list holds, for suggesting a near one.
    public static var names: [String] { Table.shared.allNames }

    /// The newest release the list holds.
    public static var newestRelease: Release? { Table.shared.releases.last }

    /// Where the list was read (repository, commit, folder).
    public static var source: String { SystemSymbolNames.source }

    /// The generated text, parsed once.
    private struct Table: Sendable {
        static let shared = Table()
        var releases: [Release] = []
        var releaseIndex: [String: Int] = [:]
        var aliases: [String: String] = [:]
        var allNames: [String] = []

        init() {
            var indexOfYear: [String: Int] = [:]
            for line in SystemSymbolNames.releases.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 1 + OperatingSystem.allCases.count else { continue }
                var versions: [OperatingSystem: PlatformVersion] = [:]
                for (system, field) in zip(OperatingSystem.allCases, fields.dropFirst()) { versions[system] = PlatformVersion(field) }
                indexOfYear[String(fields[0])] = releases.count
                releases.append(Release(year: String(fields[0]), versions: versions))
            }
            var current: Int?
            for line in SystemSymbolNames.names.split(separator: "\n") {
                let continued = line.hasPrefix("    ")
                var words = line.split(separator: " ")[...]
                if !continued, let year = words.popFirst() { current = indexOfYear[String(year)] }
                guard let index = current else { continue }
                for word in words {
                    releaseIndex[String(word)] = index
                    allNames.append(String(word))
                }
            }
            for line in SystemSymbolNames.aliases.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count == 2 { aliases[String(fields[0])] = String(fields[1]) }
            }
        }
    }
}
