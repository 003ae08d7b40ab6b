import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A custom segue's class: ibtool archives the source's `<segue kind="custom" customClass="…">` as a
/// `UIStoryboardSegueTemplate` whose `UISegueClassName` names the class (a Swift class by its mangled name), and the
/// segue keeps it as its `customClass` and `customModule` (regression: the class was dropped, so `validate` on the
/// converted storyboard missed the segue's unknown class; found on two outside apps' compiled storyboards, the
/// key measured there). The scene is written for the test: a button performs the segue to a second controller.
@Suite struct CustomSegueTests {
    static func sceneNib(segueClass: String) -> [UInt8] {
        SegueSceneNib.bytes(templateClass: "UIStoryboardSegueTemplate", templateStrings: [
            ("UIIdentifier", "SettingsSegue"), ("UISegueClassName", segueClass), ("UIDestinationViewControllerIdentifier", "Settings"),
        ])
    }

    static var destinationNib: [UInt8] {
        var writer = NIBArchiveWriter()
        writer.addUIKitRoot(topLevel: [4], objects: [4], connections: [])
        writer.addObject(class: "UIViewController", [])
        return writer.bytes
    }

    static func segue(class segueClass: String) throws -> (NodeDocument, ElementID) {
        let files = try CompiledStoryboardFiles.files(identifiersToNibNames: ["Main": "Main", "Settings": "Settings"], entryPoint: "Main",
                                                      nibs: ["Main.nib": sceneNib(segueClass: segueClass), "Settings.nib": destinationNib])
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let segue = try #require(document.allElements.first { document.name(of: $0) == "segue" && document.attribute("kind", of: $0) == "custom" })
        return (document, segue)
    }

    @Test func aCustomSegueKeepsItsClass() throws {
        let (document, segue) = try Self.segue(class: "FadeSegue")
        #expect(document.attribute("identifier", of: segue) == "SettingsSegue")
        #expect(document.attribute("customClass", of: segue) == "FadeSegue")
        #expect(document.attribute("customModule", of: segue) == nil)
    }

    @Test func aSwiftSeguesClassIsDemangledWithItsModule() throws {
        let (document, segue) = try Self.segue(class: "_TtC8viewTiff11customSegue")
        #expect(document.attribute("customClass", of: segue) == "customSegue")
        #expect(document.attribute("customModule", of: segue) == "viewTiff")
    }
}
