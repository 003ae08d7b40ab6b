import Foundation
import InterfaceValidation
import Testing
import TestSupport

/// `uidesc validate` on legacy Interface Builder 3 archives: read, not reported unreadable, and checked like any
/// other file, with findings at the archive's own lines.
@Suite struct LegacyArchiveValidationTests {
    /// HexFiend's archived find banner beside a header for its File's Owner in which one connected outlet is
    /// renamed (and its `@implementation`): the outlet is a missing-outlet error at the archive's connection record, with the nearest name.
    @Test func aRenamedOutletInAnArchiveIsAnErrorAtItsConnectionRecord() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = Corpus.file("HexFiend__HexFiend/English.lproj/FindReplaceBanner.xib")
        let copy = folder.appendingPathComponent("FindReplaceBanner.xib")
        try FileManager.default.copyItem(at: archive, to: copy)
        try """
        #import <Cocoa/Cocoa.h>
        @class HFFindReplaceOperationView;
        @interface BaseDataDocument : NSDocument
        @property (nonatomic, strong) IBOutlet HFFindReplaceOperationView *findReplaceBackground;
        - (IBAction)performFindReplaceActionFromSelectedSegment:(id)sender;
        @end
        """.write(to: folder.appendingPathComponent("BaseDataDocument.h"), atomically: true, encoding: .utf8)
        // With its @implementation, the class is known whole (no class extension can add the outlet).
        try """
        #import "BaseDataDocument.h"
        @implementation BaseDataDocument
        - (IBAction)performFindReplaceActionFromSelectedSegment:(id)sender {}
        @end
        """.write(to: folder.appendingPathComponent("BaseDataDocument.m"), atomically: true, encoding: .utf8)

        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(!report.hasUnreadableInput)
        let missing = try #require(report.findings.first { $0.rule == .missingOutlet })
        #expect(missing.message.contains("findReplaceBackgroundView"))
        #expect(missing.message.contains("did you mean `findReplaceBackground`?"))

        // The line of the archive's connection record for that outlet, found in its text.
        let lines = try String(contentsOf: archive, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let label = try #require(lines.firstIndex { $0.contains("<string key=\"label\">findReplaceBackgroundView</string>") })
        let record = try #require(lines[..<label].lastIndex { $0.contains("class=\"IBConnectionRecord\"") })
        #expect(missing.location.line == record + 1)
        #expect(missing.location.file?.hasSuffix("FindReplaceBanner.xib") == true)
        // The action is declared: no finding for it.
        #expect(!report.findings.contains { $0.rule == .missingAction })
    }

    /// Every corpus repository with legacy archives validates without an unreadable-input finding for them.
    @Test func corpusArchivesAreNotUnreadable() {
        for repository in ["HexFiend__HexFiend", "quicksilver__Quicksilver", "robbiehanson__CocoaHTTPServer", "robbiehanson__XMPPFramework"] {
            let folder = Corpus.root.appendingPathComponent(repository).path
            let report = InterfaceValidator().validate(interfacePaths: [folder], sourcePaths: [folder])
            #expect(!report.findings.contains { $0.rule == .unreadableInput }, "\(repository)")
            #expect(report.interfaceFiles.count >= 3, "\(repository)")
        }
    }
}
