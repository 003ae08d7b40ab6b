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
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 controller, 6 view, 7 button,
        // 8 template, 9 the template's outlet to the controller, 10 the button's perform:, then strings.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5, 6, 7, 8], connections: [9, 10])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(11))])
        writer.addObject(class: "UIViewController", [("UIView", .object(6))])
        writer.addObject(class: "UIView", [("UISubviews", .object(14))])
        writer.addObject(class: "UIButton", [])
        writer.addObject(class: "UIStoryboardSegueTemplate", [("UIIdentifier", .object(12)), ("UISegueClassName", .object(16)),
                                                              ("UIDestinationViewControllerIdentifier", .object(17))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(13)), ("UISource", .object(8)), ("UIDestination", .object(5))])
        writer.addObject(class: "UIRuntimeEventConnection", [("UILabel", .object(15)), ("UISource", .object(7)), ("UIDestination", .object(8)),
                                                             ("UIEventMask", .integer(64))])
        writer.addString("IBFilesOwner")
        writer.addString("SettingsSegue")
        writer.addString("viewController")
        writer.addArray([7])
        writer.addString("perform:")
        writer.addString(segueClass)
        writer.addString("Settings")
        return writer.bytes
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
