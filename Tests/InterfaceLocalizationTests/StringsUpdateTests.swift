import Foundation
import Testing
import UIDescription
import XIBDecoder
@testable import InterfaceLocalization

/// `strings update` on the real translations of `../shared/localization` (in memory: the shared folder is read
/// only) and on small files: the keys ibtool would write, every translation kept, outdated entries still visible,
/// each file's encoding and layout kept, and a second update changing nothing.
@Suite struct StringsUpdateTests {
    /// Every strings file of every row, updated against its IB file.
    @Test func bringsEveryRealTranslationUpToDateAndKeepsItsTranslations() throws {
        var files = 0, kept = 0, removed = 0, added = 0, outdatedBefore = 0, outdatedAfter = 0
        for row in LocalizationData.rows {
            guard let document = try? LocalizationData.document(row) else { continue }
            let audit = TranslationAudit(document: document)
            for path in TranslationAuditDataTests.translations(of: row) where !TranslationPairing.isCatalog(path) {
                guard let file = try? StringsFileReader().read(contentsOf: URL(fileURLWithPath: path)) else { continue }
                let development = TranslationUpdate.isDevelopmentLanguage(path, of: row.ibURL.path)
                let bytes = StringsFileUpdater().updatedBytes(of: file, against: audit, isDevelopmentLanguage: development)
                let updated = try StringsFileReader().read(bytes, path: path)
                files += 1
                #expect(updated.encoding == file.encoding && updated.lineEnding == file.lineEnding, "\(path)")
                let problems = audit.problems(in: updated, language: nil)
                #expect(!problems.contains { $0.kind == .orphaned }, "\(path)")
                let before = audit.problems(in: file, language: nil).filter { $0.kind == .outdated }.count
                outdatedBefore += before
                let after = problems.filter { $0.kind == .outdated }.count
                outdatedAfter += after
                if !development { #expect(after == before, "\(path): outdated entries must stay visible") }
                // Every entry of a key ibtool still writes, and every code string, keeps its translation.
                let values = Dictionary(updated.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                for entry in file.entries {
                    let isCurrent = audit.interfaceKey(entry.key) == nil || audit.text(forKey: entry.key) != nil
                    if isCurrent {
                        if !development || before == 0 { #expect(values[entry.key] != nil, "\(path): \(entry.key) lost") }
                        if !development, values[entry.key] == entry.value { kept += 1 }
                    } else {
                        removed += 1
                        #expect(values[entry.key] == nil, "\(path): \(entry.key) kept")
                    }
                }
                let keys = Set(updated.entries.map(\.key))
                let wanted = development ? audit.orderedTexts : audit.textsToTranslate
                #expect(Set(wanted.map(\.key)).isSubset(of: keys), "\(path): keys missing")
                added += keys.subtracting(file.entries.map(\.key)).count
                // A second update changes nothing.
                let again = StringsFileUpdater().updatedText(of: updated, against: audit, isDevelopmentLanguage: development)
                if again != updated.text {
                    let first = Array(zip(again.split(separator: "\n"), updated.text.split(separator: "\n"))).firstIndex { $0 != $1 } ?? -1
                    Issue.record("\(path): a second update changed line \(first + 1)")
                }
            }
        }
        print("updated \(files) files: \(kept) translations kept, \(removed) orphaned entries removed, \(added) keys added, outdated \(outdatedBefore) → \(outdatedAfter)")
        #expect(files > 1_500)
        #expect(removed >= 3_000)
    }

    @Test func catalogsGetStaleAndNeedsReviewAsXcodeSetsThem() throws {
        var staled = 0
        for row in LocalizationData.rows {
            guard let document = try? LocalizationData.document(row) else { continue }
            let audit = TranslationAudit(document: document)
            for path in TranslationAuditDataTests.translations(of: row) where TranslationPairing.isCatalog(path) {
                let catalog = try StringCatalogReader().read(contentsOf: URL(fileURLWithPath: path))
                let updated = StringCatalogUpdater().updated(catalog, against: audit)
                let reread = try StringCatalogReader().read(updated.bytes(), path: path)
                #expect(!audit.problems(in: reread).contains { $0.kind == .orphaned }, "\(path)")
                staled += reread.strings.filter { $0.extractionState == .stale }.count
                    - catalog.strings.filter { $0.extractionState == .stale }.count
                #expect(Set(audit.texts.keys).isSubset(of: Set(reread.strings.map(\.key))), "\(path)")
                // Translations are never dropped.
                for string in catalog.strings {
                    #expect(reread.string(forKey: string.key)?.localizations.count == string.localizations.count, "\(path): \(string.key)")
                }
                #expect(StringCatalogUpdater().updated(reread, against: audit).bytes() == updated.bytes(), "\(path): not stable")
            }
        }
        // Rectangle's catalog: 89 strings of objects that are gone, not yet marked.
        #expect(staled >= 89)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="Welcome back" id="Gre-et-Lbl"/>
                                    <label text="New text" id="New-Tx-Lbl"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func audit() throws -> TranslationAudit {
        TranslationAudit(document: try XIBDecoder().document(from: Data(storyboard.utf8)))
    }

    @Test func keepsEncodingLineBreaksAndCommentsAndMarksOutdatedEntries() throws {
        let original = "\r\n// Translated by Ana\r\n/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"Gre-et-Lbl\"; */\r\n"
            + "\"Gre-et-Lbl.text\" = \"Hola\";\r\n\r\n/* Class = \"UILabel\"; text = \"Gone\"; ObjectID = \"Gon-e0-Lbl\"; */\r\n"
            + "\"Gon-e0-Lbl.text\" = \"Ido\";\r\n\r\n\"app.name\" = \"Mi App\";\r\n"
        let encoded = StringsFileEncoding.utf16LittleEndian(byteOrderMark: true).encode(original)
        let file = try StringsFileReader().read(encoded)
        let audit = try Self.audit()
        let updated = try StringsFileReader().read(StringsFileUpdater().updatedBytes(of: file, against: audit))
        #expect(updated.encoding == .utf16LittleEndian(byteOrderMark: true))
        #expect(updated.text == "\r\n// Translated by Ana\r\n/* uidesc: outdated, the text is now \"Welcome back\" */\r\n"
            + "/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"Gre-et-Lbl\"; */\r\n\"Gre-et-Lbl.text\" = \"Hola\";"
            + "\r\n\r\n\"app.name\" = \"Mi App\";\r\n"
            + "\r\n/* Class = \"UILabel\"; text = \"New text\"; ObjectID = \"New-Tx-Lbl\"; */\r\n\"New-Tx-Lbl.text\" = \"New text\";\r\n")
        // Still outdated, so validate keeps reporting it; a second update changes nothing.
        #expect(audit.problems(in: updated, language: "es").map(\.kind) == [.outdated])
        #expect(StringsFileUpdater().updatedText(of: updated, against: audit) == updated.text)
    }

    @Test func emptyNewKeysAndTheDevelopmentLanguage() throws {
        let audit = try Self.audit()
        let file = try StringsFileReader().read(Data("""

            /* Class = "UILabel"; text = "Hello"; ObjectID = "Gre-et-Lbl"; */
            "Gre-et-Lbl.text" = "Hello";

            """.utf8))
        let empty = StringsFileUpdater(newKeys: .empty).updatedText(of: file, against: audit)
        #expect(empty.hasSuffix("\"New-Tx-Lbl.text\" = \"\";\n"))
        let base = StringsFileUpdater().updatedText(of: file, against: audit, isDevelopmentLanguage: true)
        #expect(base == StringsFileWriter.text(for: audit.orderedTexts))
    }

    static let menu = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <menu title="Menu" id="mnu-00-001">
                    <items>
                        <menuItem title="Quit" id="qui-00-001"/>
                    </items>
                </menu>
            </objects>
        </document>
        """

    /// Found on KeepingYouAwake, Vienna, MonitorControl and CotEditor histories: when the first entry was removed,
    /// the entry right after it was not, and a second update removed it.
    @Test func removesNeighboursOfARemovedFirstEntry() throws {
        let audit = TranslationAudit(document: try XIBDecoder().document(from: Data(Self.menu.utf8)))
        let file = try StringsFileReader().read(Data("""
            /* c1 */
            "one-00-001.title" = "Eins";

            /* c2 */
            "two-00-001.title" = "Zwei";

            /* cm */
            "mnu-00-001.title" = "Menü";

            """.utf8))
        let updated = StringsFileUpdater().updatedText(of: file, against: audit)
        #expect(updated == """
            /* cm */
            "mnu-00-001.title" = "Menü";

            /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "qui-00-001"; */
            "qui-00-001.title" = "Quit";

            """)
        #expect(StringsFileUpdater().updatedText(of: try StringsFileReader().read(Data(updated.utf8)), against: audit) == updated)
    }

    /// Found on CotEditor's history: comments at the end of an entry's line were taken for the next entry's, and piled
    /// up on a kept line when the entries after it were removed.
    @Test func keepsCommentsAtTheEndOfALineWithTheirEntry() throws {
        let audit = TranslationAudit(document: try XIBDecoder().document(from: Data(Self.menu.utf8)))
        let file = try StringsFileReader().read(Data("""
            "mnu-00-001.title" = "Menü";  /* Menu */
            "one-00-001.title" = "Eins";  /* One */
            "two-00-001.title" = "Zwei";  /* Two */ // gone
            "qui-00-001.title" = "Beenden";

            """.utf8))
        #expect(file.entries.map { $0.comment?.text } == [nil, nil, nil, nil])
        let updated = StringsFileUpdater().updatedText(of: file, against: audit)
        #expect(updated == """
            "mnu-00-001.title" = "Menü";  /* Menu */
            "qui-00-001.title" = "Beenden";

            """)
    }

    /// Found on GoMap's history: a text view's text written as `<mutableString key="text">` was not extracted, so
    /// its translations were removed.
    @Test func extractsATextViewsMutableString() throws {
        let document = try XIBDecoder().document(from: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <textView id="txv-00-001">
                        <mutableString key="text">Line one.
            All rights reserved.</mutableString>
                    </textView>
                </objects>
            </document>
            """.utf8))
        #expect(TextExtractor().texts(of: document).map(\.key) == ["txv-00-001.text"])
        #expect(TextExtractor().texts(of: document).first?.text == "Line one.\nAll rights reserved.")
    }
}
