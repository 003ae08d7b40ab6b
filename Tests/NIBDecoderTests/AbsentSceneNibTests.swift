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
        let translation = try CompiledStoryboardFiles.withFolder(files) { try NIBReader().translate($0.path) }
        #expect(translation.leftOut.contains("Info.plist: the storyboard identifier \"Settings\" names Settings.nib, which the folder does not have"))
        #expect(!translation.leftOut.contains { $0.contains("\"Edit\"") })
        #expect(translation.document.allElements.contains { translation.document.attribute("storyboardIdentifier", of: $0) == "Edit" })
    }
}
