import Foundation
import UIDescription

/// Findings a team has accepted for now, so that a project with old warnings can turn on `--strict` in CI and fail
/// only on new ones (`uidesc validate --write-baseline FILE`, then `--baseline FILE`).
///
/// An entry is a rule, a file relative to the baseline's folder, the finding's ``Finding/subject`` (the element's id
/// or the declaration's name) and the message, without the line and column, so that edits elsewhere in the file do
/// not make a known finding new. An entry with a subject matches on rule, file and subject, so that a message
/// reworded by a newer version of uidesc leaves it accepted (as SARIF's `partialFingerprints` do); an entry
/// without one (written before subjects, or for a finding that has none) matches on rule, file and message. Each
/// entry accepts one finding: a second finding with the same rule, file and subject is new.
public struct ValidationBaseline: Sendable, Equatable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file, relative to the baseline's folder (`../App/View.swift` for a baseline kept in `ci/`).
        public var file: String
        /// The message, as reported: for people, and to match on when there is no subject.
        public var message: String
        /// What the finding is about (``Finding/subject``), when it has a subject.
        public var subject: String?

        /// Creates a `Entry` from its parts.
        public init(rule: String, file: String, message: String, subject: String? = nil) {
            self.rule = rule
            self.file = file
            self.message = message
            self.subject = subject
        }

        /// Orders entries by file, rule, subject and message, so that the written file diffs well.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.subject ?? "", lhs.message) < (rhs.file, rhs.rule, rhs.subject ?? "", rhs.message)
        }

        /// What the entry matches on: the subject when there is one, else the message.
        var matchKey: MatchKey {
            MatchKey(rule: rule, file: file, subject: subject, message: subject == nil ? message : "")
        }
    }

    /// Rule, file, and the subject or (without one) the message.
    struct MatchKey: Hashable {
        var rule: String
        let file: String
        let subject: String?
        let message: String
    }

    /// The format's version.
    public var version = 1
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// The baseline of `findings`, with files relative to `folder` (the folder the baseline file is written to).
    public init(findings: [Finding], relativeTo folder: String) {
        self.findings = findings.map { Self.entry(for: $0, folder: folder) }.sorted()
    }

    /// The absolute folder of a baseline file at `path` (absolute or relative to the current folder), which its
    /// entries' files are relative to.
    public static func folder(ofFile path: String) -> String {
        (InputFiles.absolutePath(path) as NSString).deletingLastPathComponent
    }

    /// Reads a baseline file.
    ///
    /// - Throws: the file's read error, or a `DecodingError` for content that is not a baseline.
    public static func read(from url: URL) throws -> ValidationBaseline {
        try JSONDecoder().decode(ValidationBaseline.self, from: Data(contentsOf: url))
    }

    /// The baseline as JSON, one entry per line.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = findings.compactMap { entry in
            (try? encoder.encode(entry)).map { "    " + String(decoding: $0, as: UTF8.self) }
        }
        return "{\n  \"version\": \(version),\n  \"findings\": [\n" + lines.joined(separator: ",\n")
            + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// `findings` without those the baseline accepts, each entry accepting one finding, and how many were left out.
    /// `folder` is the baseline file's folder.
    public func filter(_ findings: [Finding], relativeTo folder: String) -> (kept: [Finding], accepted: Int) {
        var remaining: [MatchKey: Int] = [:]
        for entry in self.findings {
            // An entry written under a rule's former id matches the rule's findings.
            var key = entry.matchKey
            key.rule = ValidationRule(rawValue: entry.rule)?.rawValue ?? entry.rule
            remaining[key, default: 0] += 1
        }
        var kept: [Finding] = []
        for finding in findings {
            let entry = Self.entry(for: finding, folder: folder)
            // A finding with a subject is matched by it first, then by its message (an entry written before
            // subjects existed, or by a version that found none).
            var keys = [entry.matchKey]
            if entry.subject != nil {
                keys.append(MatchKey(rule: entry.rule, file: entry.file, subject: nil, message: entry.message))
            }
            if let key = keys.first(where: { (remaining[$0] ?? 0) > 0 }) {
                remaining[key, default: 0] -= 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, findings.count - kept.count)
    }

    private static func entry(for finding: Finding, folder: String) -> Entry {
        Entry(
            rule: finding.rule.rawValue, file: finding.location.file.map { FilePaths.relative($0, from: folder) } ?? "",
            message: finding.message, subject: finding.subject)
    }
}
