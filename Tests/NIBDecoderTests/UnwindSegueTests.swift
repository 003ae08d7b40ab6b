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
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 controller, 6 view, 7 button,
        // 8 template, 9 the template's outlet to the controller, 10 the button's perform:, then strings.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5, 6, 7, 8], connections: [9, 10])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(11))])
        writer.addObject(class: "UIViewController", [("UIView", .object(6))])
        writer.addObject(class: "UIView", [("UISubviews", .object(14))])
        writer.addObject(class: "UIButton", [])
        writer.addObject(class: "UIStoryboardUnwindSegueTemplate", [("UIAction", .object(12))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(13)), ("UISource", .object(8)), ("UIDestination", .object(5))])
        writer.addObject(class: "UIRuntimeEventConnection", [("UILabel", .object(15)), ("UISource", .object(7)), ("UIDestination", .object(8)),
                                                             ("UIEventMask", .integer(64))])
        writer.addString("IBFilesOwner")
        writer.addString("unwindToList:")
        writer.addString("viewController")
        writer.addArray([7])
        writer.addString("perform:")
        return writer.bytes
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
