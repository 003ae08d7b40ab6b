import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// An unwind segue template (`UIStoryboardUnwindSegueTemplate`, its selector in `UIAction`, no destination
/// controller) is the source's `<segue kind="unwind" unwindAction=…>` to its scene's Exit, which the nib does not
/// archive and the scene gets back (regression: the segue had no destination and lost its selector; found on outside
/// apps' compiled storyboards). The storyboard is given in memory: an `Info.plist` and one scene nib written for the
/// test, whose button performs the segue.
@Suite struct UnwindSegueTests {
    static var sceneNib: [UInt8] {
        SegueSceneNib.bytes(templateClass: "UIStoryboardUnwindSegueTemplate", templateStrings: [("UIAction", "unwindToList:")])
    }

    @Test func anUnwindSegueLeadsToItsScenesExit() throws {
        let files = try CompiledStoryboardFiles.files(identifiersToNibNames: ["Edit": "Edit"], entryPoint: "Edit", nibs: ["Edit.nib": Self.sceneNib])
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let segue = try #require(document.allElements.first { document.name(of: $0) == "segue" })
        #expect(document.attribute("kind", of: segue) == "unwind")
        #expect(document.attribute("unwindAction", of: segue) == "unwindToList:")
        let exit = try #require(document.allElements.first { document.name(of: $0) == "exit" })
        #expect(document.attribute("destination", of: segue) == document.attribute("id", of: exit))
        #expect(document.attribute("sceneMemberID", of: exit) == "exit")
        // The segue starts at the button that performs it, which keeps no `perform:` action.
        let connections = try #require(document.parent(of: segue))
        let control = try #require(document.parent(of: connections))
        #expect(document.name(of: control) == "button")
        #expect(!document.allElements.contains { document.attribute("selector", of: $0) == "perform:" })
    }
}
