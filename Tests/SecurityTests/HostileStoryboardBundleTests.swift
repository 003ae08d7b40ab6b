import Foundation
import NIBDecoder
import Testing
import TestSupport
import UIDescription

/// A hostile compiled storyboard, many scene nibs and containers that list themselves, is assembled in time linear in
/// its size: each view nib's host and each child controller's scene are looked up, not searched for in every scene
/// (regression: 2,000 scenes took seconds per thousand more, the time growing with the square of their number, and a
/// navigation controller listed as its own child made the assembly look for it where it had just been taken from).
@Suite struct HostileStoryboardBundleTests {
    /// A navigation controller's scene nib: its controller, whose view nib is `c<i>-view-v<i>` and whose
    /// `UIViewControllers` list it twice over.
    static func controllerNib(_ number: Int) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 the controller, 6 its children.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(7))])
        writer.addObject(class: "UINavigationController", [("UINibName", .object(8)), ("UIViewControllers", .object(6))])
        writer.addArray([5, 5])
        writer.addString("IBFilesOwner")
        writer.addString("c\(number)-view-v\(number)")
        return writer.bytes
    }

    /// The controller's view nib: File's Owner (the controller), the view, a placeholder, the owner's `view` outlet.
    static func viewNib(_ number: Int) -> [UInt8] {
        var writer = NIBArchiveWriter()
        writer.addUIKitRoot(topLevel: [4, 5, 6], objects: [5, 6], connections: [7])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(8))])
        writer.addObject(class: "UIView", [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(10)), ("UISource", .object(4)), ("UIDestination", .object(5))])
        writer.addString("IBFilesOwner")
        writer.addString("UpstreamPlaceholder-1")
        writer.addString("view")
        return writer.bytes
    }

    @Test func aStoryboardOfThousandsOfScenesIsAssembled() throws {
        let count = 2_000
        var nibs: [String: [UInt8]] = [:]
        var identifiers: [String: String] = [:]
        for number in 0..<count {
            nibs["UINavigationController-c\(number).nib"] = Self.controllerNib(number)
            nibs["c\(number)-view-v\(number).nib"] = Self.viewNib(number)
            identifiers["UINavigationController-c\(number)"] = "UINavigationController-c\(number)"
        }
        let files = try CompiledStoryboardFiles.files(identifiersToNibNames: identifiers, entryPoint: "UINavigationController-c0", nibs: nibs)
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let elements = Array(document.allElements)
        // Each scene once, its controller with its view; no controller is its own child.
        #expect(elements.filter { document.name(of: $0) == "scene" }.count == count)
        let controllers = elements.filter { document.name(of: $0) == "navigationController" }
        #expect(controllers.count == count)
        #expect(controllers.allSatisfy { controller in
            document.children(of: controller).contains { document.name(of: $0) == "view" && document.attribute("key", of: $0) == "view" }
        })
        #expect(!elements.contains { document.name(of: $0) == "segue" })
    }
}
