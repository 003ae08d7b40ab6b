import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A view nib's placeholders (`UpstreamPlaceholder-N`) stand for objects of the nib of the controller that loads it,
/// named by the controller's `UIExternalObjectsTableForViewLoading`. A navigation controller's nib archives its root
/// controller too, with a table of its own naming that nib's copies; the placeholders stand for the objects of the
/// controller's own nib, where the source has them (regression: an image view's gesture recognizer outlet collection
/// led to the copy in the navigation controller's scene; found on an outside app's compiled storyboard).
@Suite struct ExternalObjectsTests {
    /// A controller nib: File's Owner, the controller (its view nib `ctl-view-v`, its table naming the recognizer),
    /// and a tap gesture recognizer; in the navigation controller's nib, the controller is the container's child.
    private static func controllerNib(inNavigationController: Bool) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 the scene's controller,
        // 6 the view controller, 7 recognizer, 8 the external objects table, then strings and arrays.
        let controller = inNavigationController ? 6 : 5
        writer.addUIKitRoot(topLevel: [4, 5, 7], objects: [5, 6, 7], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        if inNavigationController {
            writer.addObject(class: "UINavigationController", [("UIViewControllers", .object(12))])
        } else {
            writer.addObject(class: "UIViewController", [("UINibName", .object(10)), ("UIExternalObjectsTableForViewLoading", .object(8))])
        }
        if inNavigationController {
            writer.addObject(class: "UIViewController", [("UINibName", .object(10)), ("UIExternalObjectsTableForViewLoading", .object(8))])
        } else {
            writer.addObject(class: "UIView", [])
        }
        writer.addObject(class: "UITapGestureRecognizer", [])
        writer.addObject(class: "NSDictionary", [("UINibEncoderEmptyKey", .object(11)), ("UINibEncoderEmptyKey", .object(7))])
        writer.addString("IBFilesOwner")
        writer.addString("ctl-view-v")
        writer.addString("UpstreamPlaceholder-1")
        writer.addArray([controller])
        return writer.bytes
    }

    /// The view nib: File's Owner (the controller), the image view, the placeholder, the owner's `view` outlet and
    /// the image view's `gestureRecognizers` outlet collection to the placeholder.
    private static var viewNib: [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 image view, 6 placeholder,
        // 7 the view outlet, 8 the outlet collection, then strings and arrays.
        writer.addUIKitRoot(topLevel: [4, 5, 6], objects: [5, 6], connections: [7, 8])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        writer.addObject(class: "UIImageView", [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(10))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(11)), ("UISource", .object(4)), ("UIDestination", .object(5))])
        writer.addObject(class: "UIRuntimeOutletCollectionConnection", [
            ("UILabel", .object(12)), ("UISource", .object(5)), ("UIDestination", .object(13)), ("runtimeCollectionClassName", .object(14)),
            ("addsContentToExistingCollection", .flag(true)),
        ])
        writer.addString("IBFilesOwner")
        writer.addString("UpstreamPlaceholder-1")
        writer.addString("view")
        writer.addString("gestureRecognizers")
        writer.addArray([6])
        writer.addString("NSArray")
        return writer.bytes
    }

    @Test func placeholdersStandForTheObjectsOfTheControllersOwnNib() throws {
        let files = try CompiledStoryboardFiles.files(
            identifiersToNibNames: ["UINavigationController-nav": "UINavigationController-nav", "UIViewController-ctl": "UIViewController-ctl"],
            entryPoint: "UINavigationController-nav", nibs: [
                "UINavigationController-nav.nib": Self.controllerNib(inNavigationController: true),
                "UIViewController-ctl.nib": Self.controllerNib(inNavigationController: false),
                "ctl-view-v.nib": Self.viewNib,
            ])
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let collection = try #require(document.allElements.first { document.name(of: $0) == "outletCollection" })
        #expect(document.attribute("property", of: collection) == "gestureRecognizers")
        // The recognizer it leads to is in the scene of the controller's own nib.
        let destination = try #require(document.attribute("destination", of: collection))
        let recognizer = try #require(document.allElements.first { document.attribute("id", of: $0) == destination })
        #expect(document.name(of: recognizer) == "tapGestureRecognizer")
        let sceneObjects = try #require(document.parent(of: recognizer))
        let scene = try #require(document.parent(of: sceneObjects))
        let controller = try #require(document.children(of: sceneObjects).first { document.name(of: $0) == "viewController" })
        #expect(document.attribute("id", of: controller) == "ctl")
        #expect(document.attribute("sceneID", of: scene) == "scene-UIViewController-ctl")
    }
}
