import Foundation

/// A folder of (source, compiled nib) pairs laid out as `../shared/nib` is: a `MANIFEST.tsv` whose header names a
/// `source` and a `compiled` column, and a `local_dir` column when each pair is in a folder of its own (the outside
/// pairs of `UIDESC_OUTSIDE_NIB_PAIRS`).
public enum CompiledPairManifest {
    /// The pairs of the manifest in `root`, in its order; empty without one.
    public static func pairs(in root: URL) -> [(source: URL, compiled: URL)] {
        guard let text = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first, let source = header.firstIndex(of: "source"),
              let compiled = header.firstIndex(of: "compiled") else { return [] }
        let folder = header.firstIndex(of: "local_dir")
        return lines.dropFirst().compactMap { fields in
            guard fields.count > max(source, compiled, folder ?? 0) else { return nil }
            let base = root.appendingPathComponent(folder.map { fields[$0] } ?? "")
            return (base.appendingPathComponent(fields[source]), base.appendingPathComponent(fields[compiled]))
        }
    }

    /// The pairs of `UIDESC_OUTSIDE_NIB_PAIRS`, when it names a folder.
    public static var outsidePairs: [(source: URL, compiled: URL)] {
        ProcessInfo.processInfo.environment["UIDESC_OUTSIDE_NIB_PAIRS"].map { pairs(in: URL(fileURLWithPath: $0)) } ?? []
    }
}
