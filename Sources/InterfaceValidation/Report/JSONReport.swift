import Foundation

/// A JSON array of findings: `[{"file": …, "line": …, "column": …, "severity": …, "rule": …, "message": …,
/// "notes": [{"file": …, "line": …, "column": …, "message": …}]}]`.
enum JSONReport {
    struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
        var notes: [NoteEntry]
    }

    struct NoteEntry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
    }

    static func render(_ findings: [Finding], paths: PathDisplay) -> String {
        let entries = findings.map { finding in
            Entry(
                file: finding.location.file.map(paths.display) ?? "",
                line: finding.location.line,
                column: finding.location.column,
                severity: finding.severity.rawValue,
                rule: finding.rule.rawValue,
                message: finding.message,
                notes: finding.notes.map {
                    NoteEntry(
                        file: $0.location?.file.map(paths.display), line: $0.location?.line,
                        column: $0.location?.column, message: $0.message)
                })
        }
        return ReportJSON.encode(entries)
    }
}

/// Pretty, key-sorted JSON text with a final newline.
enum ReportJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // Encoding plain strings and numbers cannot fail; say so plainly if it ever does.
            return "{\"error\": \"cannot encode the report: \(error)\"}\n"
        }
    }
}
