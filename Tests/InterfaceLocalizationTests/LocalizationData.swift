import Foundation
import TestSupport
import UIDescription
import XIBDecoder

/// `../shared/localization`: IB files of 21 apps with their strings files and String Catalogs, read in place, and
/// its `MANIFEST.tsv` (one row per IB file).
enum LocalizationData {
    /// The folder.
    static let root: URL = SharedFolder.root.appendingPathComponent("localization")

    /// One row of the manifest.
    struct Row: Sendable, CustomStringConvertible {
        /// The snapshot's folder (`owner__name` or `owner__name@commit`).
        var folder: String
        /// The IB file's path inside the folder.
        var ibFile: String
        /// Whether the development language's strings file is byte for byte what ibtool writes.
        var baseIsIbtoolCurrent: Bool
        /// That strings file's path inside the folder, when there is one.
        var baseStringsFile: String?
        /// The judge's counts (`orphaned=17 outdated=2`), by kind.
        var judgeFindings: [String: Int]

        var ibURL: URL { LocalizationData.root.appendingPathComponent(folder).appendingPathComponent(ibFile) }
        var description: String { "\(folder)/\(ibFile)" }
    }

    /// The manifest's rows.
    static let rows: [Row] = {
        let url = root.appendingPathComponent("MANIFEST.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { return [] }
        lines.removeFirst()
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let folder = column("folder"), let ib = column("ib_file"), let current = column("base_strings_is_ibtool_current"),
              let base = column("base_strings_file"), let judge = column("judge_findings") else { return [] }
        return lines.compactMap { fields -> Row? in
            guard fields.count > max(folder, ib, current, base, judge) else { return nil }
            var counts: [String: Int] = [:]
            for pair in fields[judge].split(separator: " ") {
                let parts = pair.split(separator: "=")
                if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
            }
            return Row(folder: fields[folder], ibFile: fields[ib], baseIsIbtoolCurrent: fields[current] == "yes",
                       baseStringsFile: fields[base].isEmpty ? nil : fields[base], judgeFindings: counts)
        }
    }()

    /// The IB document of a row.
    static func document(_ row: Row) throws -> NodeDocument {
        try XIBDecoder().document(contentsOf: row.ibURL)
    }
}
