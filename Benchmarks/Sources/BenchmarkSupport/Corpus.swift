import Foundation

/// The shared corpus of real Interface Builder files (`<repository root>/../shared/corpus`), read in place.
public enum Corpus {
    /// The corpus folder: `UIDESC_CORPUS` when set, else `../shared/corpus` beside the repository root.
    public static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["UIDESC_CORPUS"], !override.isEmpty {
            return URL(fileURLWithPath: override).standardizedFileURL
        }
        return repositoryRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
    }()

    /// The uidesc repository root (this file is `Benchmarks/Sources/BenchmarkSupport/Corpus.swift`).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // BenchmarkSupport
        .deletingLastPathComponent() // Sources
        .deletingLastPathComponent() // Benchmarks
        .deletingLastPathComponent() // repository root
        .standardizedFileURL

    /// One row of `MANIFEST.tsv`.
    public struct Entry: Sendable, Hashable {
        public var repo: String
        public var path: String
        public var bytes: Int
        public var kind: String
        public var platform: String
        public var notes: String

        /// The folder that holds the repository's files (`owner__name`).
        public var folder: URL { Corpus.root.appendingPathComponent(repo.replacingOccurrences(of: "/", with: "__")) }
        /// Where the file is.
        public var url: URL { folder.appendingPathComponent(path) }
        /// `owner/name/path`, for tables.
        public var displayName: String { "\(repo)/\(path)" }
        public var isInterfaceBuilderFile: Bool { kind == "xib" || kind == "storyboard" }
    }

    /// Every row of `MANIFEST.tsv`, in file order.
    public static let manifest: [Entry] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8 else { return nil }
            return Entry(repo: fields[0], path: fields[2], bytes: Int(fields[3]) ?? 0, kind: fields[4],
                         platform: fields[5], notes: fields[7])
        }
    }()

    /// Whether the repository's upstream licence (`LICENSE.upstream`) is permissive (MIT, ISC, BSD,
    /// Apache 2.0 or public domain), so its scenes may be copied into a generated storyboard.
    public static func hasPermissiveLicense(_ entry: Entry) -> Bool {
        guard let text = try? String(contentsOf: entry.folder.appendingPathComponent("LICENSE.upstream"), encoding: .utf8) else {
            return false
        }
        let head = String(text.prefix(2_000)).lowercased()
        let markers = ["mit license", "mit licence", "the mit license", "isc license", "apache license",
                       "permission is hereby granted", "redistribution and use in source and binary forms", "public domain"]
        return markers.contains { head.contains($0) }
    }
}
