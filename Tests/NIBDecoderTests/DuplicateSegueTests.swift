import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A controller archived in its container's nib as well as in its own (a navigation controller's root, a window's
/// content view controller) carries its segue templates in both: the storyboard has each segue once (regression: the
/// copy's templates gave every such segue twice, found on outside build products, a CASHU SDK storyboard and a macOS
/// app's window, whose sources have one).
@Suite struct DuplicateSegueTests {
    /// A nib holding the controller `ctl` (whose view nib, `ctl-view-v`, names its id) with a manual show segue
    /// template `next` to `dst`: in a navigation controller's nib (its root), or as its own nib's controller.
    private static func nib(inNavigationController: Bool) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 the scene's controller, 6 the
        // view controller, 7 the template, 8 the template's `viewController` outlet, then strings and arrays.
        let controller = inNavigationController ? 6 : 5
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5, 6, 7], connections: [8])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        if inNavigationController {
            writer.addObject(class: "UINavigationController", [("UIViewControllers", .object(13))])
        } else {
            writer.addObject(class: "UIViewController", [("UIStoryboardIdentifier", .object(12)), ("UINibName", .object(15))])
        }
        writer.addObject(class: "UIViewController", [("UIStoryboardIdentifier", .object(12)), ("UINibName", .object(15))])
        writer.addObject(class: "UIStoryboardShowSegueTemplate", [("UIIdentifier", .object(10)), ("UIDestinationViewControllerIdentifier", .object(14))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(11)), ("UISource", .object(7)), ("UIDestination", .object(controller))])
        writer.addString("IBFilesOwner")
        writer.addString("next")
        writer.addString("viewController")
        writer.addString("ctl")
        writer.addArray([controller])
        writer.addString("dst")
        writer.addString("ctl-view-v")
        return writer.bytes
    }

    private static var destinationNib: [UInt8] {
        var writer = NIBArchiveWriter()
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(6))])
        writer.addObject(class: "UIViewController", [("UIStoryboardIdentifier", .object(7))])
        writer.addString("IBFilesOwner")
        writer.addString("dst")
        return writer.bytes
    }

    @Test func aSegueOfAControllerArchivedTwiceIsGivenOnce() throws {
        let files = try CompiledStoryboardFiles.files(
            identifiersToNibNames: ["UINavigationController-nav": "UINavigationController-nav", "ctl": "UIViewController-ctl", "dst": "UIViewController-dst"],
            entryPoint: "UINavigationController-nav", nibs: [
                "UINavigationController-nav.nib": Self.nib(inNavigationController: true),
                "UIViewController-ctl.nib": Self.nib(inNavigationController: false),
                "UIViewController-dst.nib": Self.destinationNib,
            ])
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let segues = document.allElements.filter { document.name(of: $0) == "segue" && document.attribute("identifier", of: $0) == "next" }
        #expect(segues.count == 1)
        let segue = try #require(segues.first)
        #expect(document.attribute("kind", of: segue) == "show")
        #expect(document.attribute("destination", of: segue) == "dst")
    }
}
