import Foundation
import Testing
import TestSupport
import XIBDecoder
@testable import InterfaceLocalization

/// `strings update` against real history: commits where a project changed a base IB file and committed its updated
/// translations. The translations before the commit, updated against the IB file of the commit, must give the keys
/// the project committed and keep every translation the project kept. The projects' files are not part of this
/// repository: the test reads git mirrors of the projects (`UIDESC_HISTORY_MIRRORS`, a folder holding
/// `owner+name/repo`, by default `/work/.mirror`) and runs where they are. Chosen from 1,092 update commits of 8
/// projects measured once (docs/localization.md); each case names its repository and commit, so anyone can
/// re-measure.
@Suite(.enabled(if: OutsideMirrors.root != nil, "no git mirrors of the projects"))
struct TranslationHistoryTests {
    /// One update commit.
    struct Case: Sendable, CustomStringConvertible {
        var repository: String
        var commit: String
        var interface: String
        /// Whether the project committed exactly the keys ibtool writes; `false` where it also deleted some on purpose
        /// (placeholder texts), so that its keys must be among ours.
        var exactKeys = true
        var description: String { "\(repository)@\(commit) \(interface)" }
    }

    static let cases = [
        Case(repository: "newmarcel+KeepingYouAwake", commit: "8710748c", interface: "KeepingYouAwake/Base.lproj/MainMenu.xib"),
        Case(repository: "newmarcel+KeepingYouAwake", commit: "943c6dff", interface: "KeepingYouAwake/Base.lproj/MainMenu.xib"),
        Case(repository: "bryceco+GoMap", commit: "ee82db90", interface: "src/iOS/DisplaySettings/Base.lproj/Display.storyboard"),
        // A text view's <mutableString key="text"> (its translation was once dropped); the project deletes placeholders.
        Case(repository: "bryceco+GoMap", commit: "50dec88b", interface: "src/iOS/Storyboards/Base.lproj/Settings.storyboard",
             exactKeys: false),
        Case(repository: "bryceco+GoMap", commit: "b46d2e47", interface: "src/iOS/POI/Base.lproj/POI.storyboard"),
        Case(repository: "ViennaRSS+vienna-rss", commit: "5fb33951", interface: "Interfaces/Base.lproj/MainWindowController.xib"),
        Case(repository: "MonitorControl+MonitorControl", commit: "e7f8f04a", interface: "MonitorControl/UI/Base.lproj/Main.storyboard"),
    ]

    static func show(_ repository: String, _ revision: String, _ path: String) -> Data? {
        OutsideMirrors.show(repository, revision, path)
    }

    @Test(arguments: cases)
    func updateGivesTheCommittedKeysAndKeepsTheTranslations(_ change: Case) throws {
        let interface = try #require(Self.show(change.repository, change.commit, change.interface))
        let audit = TranslationAudit(document: try XIBDecoder().document(from: interface, path: change.interface))
        // The translations the commit itself updated: the others stayed behind, and say nothing of this update.
        let listing = try #require(OutsideMirrors.git(change.repository, ["diff-tree", "--no-commit-id", "--name-only", "-r", change.commit]))
        let translations = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init).filter { path in
            TranslationPairing.isTranslationFile(path) && !TranslationPairing.isCatalog(path)
                && TranslationPairing.interfaceCandidates(for: path).contains(change.interface)
        }
        var compared = 0
        for path in translations {
            guard let before = Self.show(change.repository, change.commit + "^", path),
                  let after = Self.show(change.repository, change.commit, path),
                  let old = try? StringsFileReader().read(before, path: path),
                  let committed = try? StringsFileReader().read(after, path: path) else { continue }
            compared += 1
            let development = TranslationUpdate.isDevelopmentLanguage(path, of: change.interface)
            let updated = try StringsFileReader().read(
                StringsFileUpdater().updatedBytes(of: old, against: audit, isDevelopmentLanguage: development), path: path)
            let ours = Set(updated.entries.map(\.key)), theirs = Set(committed.entries.map(\.key))
            let expected = change.exactKeys ? ours == theirs : theirs.isSubset(of: ours)
            #expect(expected, "\(change): \(path): only ours \(ours.subtracting(theirs).sorted()), only the project's \(theirs.subtracting(ours).sorted())")
            let values = Dictionary(updated.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for entry in committed.entries where !development {
                guard old.entries(forKey: entry.key).first?.value == entry.value else { continue }
                #expect(values[entry.key] == entry.value, "\(change): \(path): the translation of \(entry.key) was not kept")
            }
        }
        #expect(compared > 0, "\(change): no translation compared")
    }
}
