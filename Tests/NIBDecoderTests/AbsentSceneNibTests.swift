import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A compiled storyboard copied in part (committed build folders whose nibs a `*.nib` ignore rule left out) has an
/// `Info.plist` naming nibs the folder lacks: the translation says which, as something it could not carry (regression:
/// it said nothing, found on outside build products).
@Suite struct AbsentSceneNibTests {
    @Test func aNibTheInfoPlistNamesAndTheFolderLacksIsLeftOut() throws {
        let files = try CompiledStoryboardFiles.files(identifiersToNibNames: ["Edit": "Edit", "Settings": "Settings"],
                                                      entryPoint: "Edit", nibs: ["Edit.nib": UnwindSegueTests.sceneNib])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-absent-\(UUID().uuidString)/Main.storyboardc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let translation = try NIBReader().translate(folder.path)
        #expect(translation.leftOut.contains("Info.plist: the storyboard identifier \"Settings\" names Settings.nib, which the folder does not have"))
        #expect(!translation.leftOut.contains { $0.contains("\"Edit\"") })
        #expect(translation.document.allElements.contains { translation.document.attribute("storyboardIdentifier", of: $0) == "Edit" })
    }
}
