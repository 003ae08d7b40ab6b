import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A table view controller's refresh control: UIKit archives it with the table view (`UIRefreshControl`) in the
/// controller's view nib, where the source has it under the controller (`<refreshControl key="refreshControl">`,
/// after the view). And a controller without a storyboard identifier is in a nib `ibtool` names by its framework class
/// and id, which is no identifier of the source. (Regression: the refresh control was an object at the top of another
/// scene, its action then pointing out of it, and the controller got the made-up identifier
/// `UITableViewController-<id>`; found on an outside app's compiled storyboard.)
@Suite struct RefreshControlTests {
    /// The controller's nib: File's Owner, the table view controller naming its view nib.
    private static var controllerNib: [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 controller, then strings.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(6))])
        writer.addObject(class: "UITableViewController", [("UINibName", .object(7))])
        writer.addString("IBFilesOwner")
        writer.addString("tvc-view-tv")
        return writer.bytes
    }

    /// The view nib: File's Owner (the controller), the table view holding the refresh control, the owner's `view`
    /// outlet and the refresh control's action to the owner.
    private static var viewNib: [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 table view, 6 refresh control,
        // 7 the view outlet, 8 the action, then strings.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5, 6], connections: [7, 8])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        writer.addObject(class: "UITableView", [("UIRefreshControl", .object(6))])
        writer.addObject(class: "UIRefreshControl", [("UIRefreshControlStyle", .integer(2))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(10)), ("UISource", .object(4)), ("UIDestination", .object(5))])
        writer.addObject(class: "UIRuntimeEventConnection", [("UILabel", .object(11)), ("UISource", .object(6)), ("UIDestination", .object(4)),
                                                             ("UIEventMask", .integer(4096))])
        writer.addString("IBFilesOwner")
        writer.addString("view")
        writer.addString("refreshTweets:")
        return writer.bytes
    }

    @Test func theRefreshControlIsTheControllersAndNoIdentifierIsMadeUp() throws {
        let files = try CompiledStoryboardFiles.files(
            identifiersToNibNames: ["UITableViewController-tvc": "UITableViewController-tvc"], entryPoint: "UITableViewController-tvc",
            nibs: ["UITableViewController-tvc.nib": Self.controllerNib, "tvc-view-tv.nib": Self.viewNib])
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let controller = try #require(document.allElements.first { document.name(of: $0) == "tableViewController" })
        #expect(document.attribute("id", of: controller) == "tvc")
        #expect(document.attribute("storyboardIdentifier", of: controller) == nil)
        #expect(document.children(of: controller).map { document.name(of: $0) } == ["tableView", "refreshControl"])
        let refreshControl = try #require(document.firstChild(of: controller, named: "refreshControl"))
        #expect(document.attribute("key", of: refreshControl) == "refreshControl")
        let connections = try #require(document.firstChild(of: refreshControl, named: "connections"))
        let action = try #require(document.firstChild(of: connections, named: "action"))
        #expect(document.attribute("selector", of: action) == "refreshTweets:")
        #expect(document.attribute("destination", of: action) == "tvc")
        #expect(document.attribute("eventType", of: action) == "valueChanged")
    }
}
