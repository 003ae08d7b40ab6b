import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A build that does not clean its folder (Xamarin's, an Xcode intermediates folder) keeps the nib of a scene compiled
/// before it was given a storyboard identifier (`UIViewController-<id>.nib`) beside the nib of that identifier: the
/// Info.plist names only the new one, and only that one is read — reading both gave the controller's id twice
/// (regression, found on an outside app's build). A controller nib the Info.plist does not name whose controller no
/// named nib holds stays a scene.
@Suite struct StaleSceneNibTests {
    /// A scene nib whose one object is a view controller loading the view nib `viewNib`.
    static func controllerNib(viewNib: String) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 the controller, 5 its view nib's name.
        writer.addUIKitRoot(topLevel: [4], objects: [4], connections: [])
        writer.addObject(class: "UIViewController", [("UINibName", .object(5))])
        writer.addString(viewNib)
        return writer.bytes
    }

    static func translation(_ nibs: [String: [UInt8]], identifiers: [String: String], entryPoint: String) throws -> NIBReader.Translation {
        let files = try CompiledStoryboardFiles.files(identifiersToNibNames: identifiers, entryPoint: entryPoint, nibs: nibs)
        return try CompiledStoryboardFiles.withFolder(files) { try NIBReader().translate($0.path) }
    }

    @Test func aCopyOfANamedScenesControllerIsNotReadAgain() throws {
        let nib = Self.controllerNib(viewNib: "BYZ-38-t0r-view-8bC-Xf-vdC")
        let translation = try Self.translation(["FirstPage.nib": nib, "UIViewController-BYZ-38-t0r.nib": nib],
                                               identifiers: ["FirstPage": "FirstPage"], entryPoint: "FirstPage")
        let document = translation.document
        #expect(document.allElements.filter { document.attribute("id", of: $0) == "BYZ-38-t0r" }.count == 1)
        #expect(document.allElements.filter { document.name(of: $0) == "scene" }.count == 1)
        #expect(translation.leftOut.contains { $0.hasPrefix("UIViewController-BYZ-38-t0r.nib: a copy of a controller") })
    }

    @Test func anUnnamedNibOfAnotherControllerStaysAScene() throws {
        let translation = try Self.translation(["FirstPage.nib": Self.controllerNib(viewNib: "BYZ-38-t0r-view-8bC-Xf-vdC"),
                                                "UIViewController-27.nib": Self.controllerNib(viewNib: "27-view-28")],
                                               identifiers: ["FirstPage": "FirstPage"], entryPoint: "FirstPage")
        let document = translation.document
        #expect(document.allElements.filter { document.name(of: $0) == "scene" }.count == 2)
        #expect(translation.leftOut.isEmpty)
    }

    /// A build folder updated in part (an outside app's committed build): a view nib compiled at another time than its
    /// controller's nib names its placeholder for the controller by an identifier the controller's external objects
    /// table does not have. The translation says so, and keeps the placeholder with its connections, which were
    /// dropped silently (`PiecemealStoryboardBuild` renames one of Wizard.storyboardc's placeholders).
    @Test func aViewNibFromAnotherBuildThanItsControllersIsNamed() throws {
        guard let original = PiecemealStoryboardBuild.original, let files = try PiecemealStoryboardBuild.files() else { return }
        #expect(try NIBReader().translate(original.path).leftOut.isEmpty)
        let translation = try CompiledStoryboardFiles.withFolder(files) { try NIBReader().translate($0.path) }
        let note = "\(PiecemealStoryboardBuild.viewNib): its placeholder \(PiecemealStoryboardBuild.placeholder) stands for no object"
        #expect(translation.leftOut.contains { $0.hasPrefix(note) }, "\(translation.leftOut)")
        let document = translation.document
        #expect(document.allElements.contains { document.attribute("placeholderIdentifier", of: $0) == PiecemealStoryboardBuild.placeholder })
    }
}
