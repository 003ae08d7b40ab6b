import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A container controller's nib archives the scenes of the children it holds whole: beside a child controller, the
/// objects its scene holds apart (a header view its outlet leads to). They belong to the child's scene, where the
/// source has them and where the connection joins objects of one scene; when the child's own nib archives the scene
/// too, they are copies (regressions: a tab bar controller's children's header views stayed in its scene, found on an
/// outside build product; a navigation controller's root's gesture recognizer was in both scenes).
@Suite struct SceneObjectsTests {
    /// A nib holding the controller `ctl` (its view nib, `ctl-view-v`, names its id) and a view its `headerView`
    /// outlet leads to: in a navigation controller's nib (its root), or as its own nib's controller.
    private static func nib(inNavigationController: Bool) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 the scene's controller, 6 the
        // view controller, 7 the header view, 8 the outlet, then strings and arrays.
        let controller = inNavigationController ? 6 : 5
        writer.addUIKitRoot(topLevel: [4, 5, 7], objects: [5, 6, 7], connections: [8])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        if inNavigationController {
            writer.addObject(class: "UINavigationController", [("UIViewControllers", .object(12))])
        } else {
            writer.addObject(class: "UIViewController", [("UINibName", .object(10))])
        }
        writer.addObject(class: "UIViewController", [("UINibName", .object(10))])
        writer.addObject(class: "UIView", [])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(11)), ("UISource", .object(controller)), ("UIDestination", .object(7))])
        writer.addString("IBFilesOwner")
        writer.addString("ctl-view-v")
        writer.addString("headerView")
        writer.addArray([controller])
        return writer.bytes
    }

    private func read(withOwnNib: Bool) throws -> NodeDocument {
        var nibs = ["UINavigationController-nav.nib": Self.nib(inNavigationController: true)]
        if withOwnNib { nibs["UIViewController-ctl.nib"] = Self.nib(inNavigationController: false) }
        let files = try CompiledStoryboardFiles.files(
            identifiersToNibNames: ["UINavigationController-nav": "UINavigationController-nav", "UIViewController-ctl": "UIViewController-ctl"],
            entryPoint: "UINavigationController-nav", nibs: nibs)
        return try NIBReader().read(files: files, path: "Main.storyboardc")
    }

    /// The scene of the element with id `id`.
    private func scene(of id: String, in document: NodeDocument) throws -> ElementID {
        let element = try #require(document.allElements.first { document.attribute("id", of: $0) == id })
        return try #require(document.ancestors(of: element).first { document.name(of: $0) == "scene" })
    }

    private func headerViews(in document: NodeDocument) -> [ElementID] {
        document.allElements.filter { element in
            document.name(of: element) == "view" && document.parent(of: element).map { document.name(of: $0) } == "objects"
        }
    }

    @Test func aChildsSceneObjectsMoveWithIt() throws {
        let document = try read(withOwnNib: false)
        let outlet = try #require(document.allElements.first { document.attribute("property", of: $0) == "headerView" })
        let header = try #require(document.attribute("destination", of: outlet))
        #expect(try scene(of: header, in: document) == scene(of: "ctl", in: document))
        #expect(try scene(of: "ctl", in: document) != scene(of: "nav", in: document))
        #expect(headerViews(in: document).count == 1)
    }

    @Test func copiesOfAChildsSceneObjectsAreDropped() throws {
        let document = try read(withOwnNib: true)
        let headers = headerViews(in: document)
        #expect(headers.count == 1)
        let header = try #require(headers.first)
        #expect(try scene(of: try #require(document.attribute("id", of: header)), in: document) == scene(of: "ctl", in: document))
        let outlets = document.allElements.filter { document.attribute("property", of: $0) == "headerView" }
        #expect(outlets.count == 1)
        #expect(outlets.allSatisfy { document.attribute("destination", of: $0) == document.attribute("id", of: header) })
    }
}
