import Foundation
import Testing
import UIDescription
@testable import InterfaceLocalization

/// The translation checks on the real translations of `../shared/localization`, judged against the independent
/// count in its manifest (`judge_findings`: orphaned and outdated entries per IB file, counted with a reference
/// reading of the rules by someone who did not write this code), and ibtool's comments reproduced for the entries
/// whose comment records the current text.
@Suite struct TranslationAuditDataTests {
    /// What the audit found over every row, and what the judge counted.
    struct Tally: CustomStringConvertible {
        var found: [TranslationProblem.Kind: Int] = [:]
        var judged: [String: Int] = [:]
        var perRow: [(row: String, kind: String, found: Int, judged: Int)] = []
        var currentEntries = 0
        var reproducedComments = 0
        var commentMisses: [String] = []
        var description: String {
            "found \(found), judged \(judged); comments \(reproducedComments)/\(currentEntries)"
        }
    }

    /// Monal keeps its translations in a submodule one folder below the IB files (its Xcode project names them).
    static let mappedFolders: [String: String] = {
        let root = LocalizationData.root.appendingPathComponent("monal-im__Monal/Monal").path
        return [
            root + "/localization/external": root + "/localization",
            root + "/shareSheet-iOS/localization/external": root + "/shareSheet-iOS/localization",
        ]
    }()

    /// The translations of a row's IB file: the strings files and catalogs in its folder's `.lproj` folders (and in
    /// the mapped folders) whose IB file it is.
    static func translations(of row: LocalizationData.Row) -> [String] {
        TranslationUpdate(mappedFolders: mappedFolders).translations(of: row.ibURL.path)
    }

    static let tally: Tally = {
        var tally = Tally()
        for row in LocalizationData.rows {
            guard let document = try? LocalizationData.document(row) else { continue }
            let audit = TranslationAudit(document: document)
            var found: [TranslationProblem.Kind: Int] = [:]
            for path in translations(of: row) {
                if TranslationPairing.isCatalog(path) {
                    guard let catalog = try? StringCatalogReader().read(contentsOf: URL(fileURLWithPath: path)) else { continue }
                    for problem in audit.problems(in: catalog) { found[problem.kind, default: 0] += 1 }
                    continue
                }
                guard let file = try? StringsFileReader().read(contentsOf: URL(fileURLWithPath: path)) else { continue }
                for problem in audit.problems(in: file, language: TranslationPairing.language(of: path)) {
                    found[problem.kind, default: 0] += 1
                }
                for entry in file.entries {
                    guard let text = audit.texts[entry.key], let comment = entry.interfaceBuilderComment,
                          comment.baseText == text.text, comment.objectID == text.objectID else { continue }
                    tally.currentEntries += 1
                    let ours = StringsFileWriter.comment(for: text)
                    if "/*" + (entry.comment.map { $0.content } ?? "") + "*/" == ours
                        || entry.comment?.text == ours {
                        tally.reproducedComments += 1
                    } else if tally.commentMisses.count < 40 {
                        tally.commentMisses.append("\(path.split(separator: "/").suffix(3).joined(separator: "/")): \(entry.comment?.text ?? "") ≠ \(ours)")
                    }
                }
            }
            for (kind, count) in found { tally.found[kind, default: 0] += count }
            for (kind, count) in row.judgeFindings { tally.judged[kind, default: 0] += count }
            let orphaned = (row.judgeFindings["orphaned"] ?? 0)
            let outdated = (row.judgeFindings["outdated"] ?? 0) + (row.judgeFindings["needs-review"] ?? 0)
            // Entries the judge left undecided (`unknown`: Spectacle's untitled separator boxes, which older ibtool
            // exported as "Box" and today's does not) may be found or not.
            let undecided = row.judgeFindings["unknown"] ?? 0
            if !(orphaned...(orphaned + undecided)).contains(found[.orphaned, default: 0]) {
                tally.perRow.append((row.description, "orphaned", found[.orphaned, default: 0], orphaned))
            }
            if found[.outdated, default: 0] != outdated {
                tally.perRow.append((row.description, "outdated", found[.outdated, default: 0], outdated))
            }
        }
        return tally
    }()

    @Test func findsWhatTheJudgeCounted() {
        let tally = Self.tally
        for row in tally.perRow { print("  \(row.kind) \(row.row): found \(row.found), judged \(row.judged)") }
        print(tally)
        let orphaned = tally.judged["orphaned", default: 0]
        let outdated = tally.judged["outdated", default: 0] + tally.judged["needs-review", default: 0]
        #expect(orphaned > 0 && outdated > 0)
        #expect(tally.perRow.isEmpty, "\(tally.perRow.map { "\($0.kind) \($0.row): \($0.found) found, \($0.judged) judged" })")
    }

    @Test func reproducesIbtoolsCommentOfCurrentEntries() {
        let tally = Self.tally
        for miss in tally.commentMisses { print("  " + miss) }
        #expect(tally.currentEntries > 10_000)
        #expect(Double(tally.reproducedComments) >= 0.995 * Double(tally.currentEntries),
                "\(tally.reproducedComments) of \(tally.currentEntries)")
    }
}
