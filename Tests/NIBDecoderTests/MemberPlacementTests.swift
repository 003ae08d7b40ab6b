import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// Objects a nib holds by a member of their parent go where the source has them (regressions found on a sixth set of
/// outside build products, a Carthage build of SDCAlertView and a macOS app's storyboard): a visual effect view's
/// content view, a collection view's layout, and a macOS container view, which a view nib's embed connection names.
@Suite struct MemberPlacementTests {
    /// A visual effect view's `_UIVisualEffectContentView` (`UIVisualEffectViewContentView`) is its `<view
    /// key="contentView">`; it was written at the top level as an object of an unknown class.
    @Test func aVisualEffectViewsContentViewIsItsContentView() throws {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 visual effect view, 5 its content view.
        writer.addUIKitRoot(topLevel: [4], objects: [4, 5], connections: [])
        writer.addObject(class: "UIVisualEffectView", [("UIVisualEffectViewContentView", .object(5))])
        writer.addObject(class: "_UIVisualEffectContentView", [])
        let document = try NIBReader().read(writer.bytes, path: "ActionCell.nib")
        let effectView = try #require(document.allElements.first { document.name(of: $0) == "visualEffectView" })
        let contentView = try #require(Array(document.children(of: effectView)).first)
        #expect(document.name(of: contentView) == "view")
        #expect(document.attribute("key", of: contentView) == "contentView")
        #expect(Array(document.children(of: try #require(document.parent(of: effectView)))).count == 1)
    }

    /// A collection view's layout (`UICollectionLayout`) is its `collectionViewLayout`.
    @Test func aCollectionViewsLayoutIsItsCollectionViewLayout() throws {
        var writer = NIBArchiveWriter()
        writer.addUIKitRoot(topLevel: [4], objects: [4, 5], connections: [])
        writer.addObject(class: "UICollectionView", [("UICollectionLayout", .object(5))])
        writer.addObject(class: "UICollectionViewFlowLayout", [])
        let document = try NIBReader().read(writer.bytes, path: "Grid.nib")
        let collectionView = try #require(document.allElements.first { document.name(of: $0) == "collectionView" })
        let layout = try #require(Array(document.children(of: collectionView)).first)
        #expect(document.name(of: layout) == "collectionViewFlowLayout")
        #expect(document.attribute("key", of: layout) == "collectionViewLayout")
    }

    /// An AppKit nib whose objects are `objects`, each the child of the object `parents` gives (the root, object 2,
    /// for the top level), with `connections`.
    private static func appKitNib(_ write: (inout NIBArchiveWriter) -> Void, objects: [Int], parents: [Int], connections: [Int]) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 object data, 2 File's Owner, 3 objects, 4 their parents, 5 connections, then the nib's own.
        writer.addObject(class: "NSObject", [("IB.objectdata", .object(1))])
        writer.addObject(class: "NSIBObjectData", [("NSRoot", .object(2)), ("NSObjectsKeys", .object(3)), ("NSObjectsValues", .object(4)),
                                                   ("NSConnections", .object(5))])
        writer.addObject(class: "NSCustomObject", [("NSClassName", .object(6))])
        writer.addArray([2] + objects)
        writer.addArray([2] + parents)
        writer.addArray(connections)
        writer.addString("NSObject")
        write(&writer)
        return writer.bytes
    }

    /// A macOS storyboard's container view: the controller's nib holds the embed segue template; the view nib's
    /// external object placeholder for it (`NSNibExternalObjectPlaceholder`, a `UIProxyObject` on iOS) connects its
    /// `containerView` outlet to the view that embeds. That view is the source's `<containerView>` with the segue;
    /// only iOS placeholders were looked for, so it stayed a `customView` and the template an object of its own.
    @Test func aMacContainerViewEmbedsItsSegue() throws {
        // The controller's nib: 7 the controller (its view nib, its table of the objects the view nib's placeholders
        // stand for), 8 the embed template, 9 the table, 10 the template's `controller` outlet, then strings.
        let controllerNib = Self.appKitNib({ writer in
            writer.addObject(class: "NSViewController", [("NSNibName", .object(11)), ("NSExternalObjectsTableForViewLoading", .object(9))])
            writer.addObject(class: "NSStoryboardEmbedSegueTemplate", [("NSIdentifier", .object(12)), ("NSDestinationControllerIdentifier", .object(13))])
            writer.addObject(class: "NSDictionary", [("UINibEncoderEmptyKey", .object(14)), ("UINibEncoderEmptyKey", .object(8))])
            writer.addObject(class: "NSNibOutletConnector", [("NSSource", .object(8)), ("NSDestination", .object(7)), ("NSLabel", .object(15))])
            writer.addString("vc1-00-001-view-v01-00-001")
            writer.addString("EmbedChild")
            writer.addString("child-00-001")
            writer.addString("UpstreamPlaceholder-1")
            writer.addString("controller")
        }, objects: [7, 8, 9], parents: [2, 7, 7], connections: [10])
        // The view nib: 7 the view, 8 the container, 9 the placeholder, 10 the `containerView` outlet, 11 subviews.
        let viewNib = Self.appKitNib({ writer in
            writer.addObject(class: "NSView", [("NSSubviews", .object(11))])
            writer.addObject(class: "NSView", [("NSSuperview", .object(7))])
            writer.addObject(class: "NSNibExternalObjectPlaceholder", [("NSExternalObjectPlaceholderIdentifier", .object(12))])
            writer.addObject(class: "NSNibOutletConnector", [("NSSource", .object(9)), ("NSDestination", .object(8)), ("NSLabel", .object(13))])
            writer.addArray([8])
            writer.addString("UpstreamPlaceholder-1")
            writer.addString("containerView")
        }, objects: [7, 8, 9], parents: [2, 7, 2], connections: [10])
        // The embedded controller's nib.
        let childNib = Self.appKitNib({ writer in
            writer.addObject(class: "NSViewController", [])
        }, objects: [7], parents: [2], connections: [])
        let files = try CompiledStoryboardFiles.files(
            identifiersToNibNames: ["child-00-001": "NSViewController-child-00-001", "vc1-00-001": "NSViewController-vc1-00-001"],
            entryPoint: "vc1-00-001", nibs: [
                "NSViewController-vc1-00-001.nib": controllerNib,
                "vc1-00-001-view-v01-00-001.nib": viewNib,
                "NSViewController-child-00-001.nib": childNib,
            ], appKit: true)
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let container = try #require(document.allElements.first { document.name(of: $0) == "containerView" })
        #expect(document.name(of: try #require(document.parent(of: container))) == "subviews")
        let segue = try #require(document.allElements.first { document.name(of: $0) == "segue" })
        #expect(document.attribute("kind", of: segue) == "embed")
        #expect(document.attribute("identifier", of: segue) == "EmbedChild")
        #expect(document.attribute("destination", of: segue) == "child-00-001")
        // The segue starts at the container view.
        #expect(document.parent(of: segue).flatMap { document.parent(of: $0) } == container)
        #expect(!document.allElements.contains { document.name(of: $0).hasSuffix("SegueTemplate") })
        // The view nib's placeholder is wiring: no object of the source.
        #expect(!document.allElements.contains { document.name(of: $0) == "nibExternalObjectPlaceholder" })
    }
}
