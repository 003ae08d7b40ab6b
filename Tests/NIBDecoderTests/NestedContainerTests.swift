import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A tab bar controller's nib archives the navigation controllers it holds with their roots: each is a scene of its
/// own, joined by relationship segues, as in the source (regression: the roots stayed in the tab bar controller's
/// scene, once their navigation controllers had moved to scenes of their own; a root with a nib of its own was
/// there twice. Found by validating three outside storyboards, whose scene counts now match their sources').
@Suite struct NestedContainerTests {
    /// The tab bar controller's nib: 5 the tab bar controller, 6 its navigation controller, 7 the root (`root`).
    private static var tabBarNib: [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5–7 the controllers, then strings
        // and arrays.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5, 6, 7], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(8))])
        writer.addObject(class: "UITabBarController", [("UIViewControllers", .object(9))])
        writer.addObject(class: "UINavigationController", [("UIViewControllers", .object(10))])
        writer.addObject(class: "UIViewController", [("UINibName", .object(11))])
        writer.addString("IBFilesOwner")
        writer.addArray([6])
        writer.addArray([7])
        writer.addString("root-view-v")
        return writer.bytes
    }

    /// The root's own nib, when it has one.
    private static var rootNib: [UInt8] {
        var writer = NIBArchiveWriter()
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(6))])
        writer.addObject(class: "UIViewController", [("UINibName", .object(7))])
        writer.addString("IBFilesOwner")
        writer.addString("root-view-v")
        return writer.bytes
    }

    @Test(arguments: [false, true])
    func eachControllerOfANestedContainerIsAScene(rootHasItsOwnNib: Bool) throws {
        var nibs = ["UITabBarController-tabs.nib": Self.tabBarNib]
        if rootHasItsOwnNib { nibs["UIViewController-root.nib"] = Self.rootNib }
        let files = try CompiledStoryboardFiles.files(
            identifiersToNibNames: ["UITabBarController-tabs": "UITabBarController-tabs", "UIViewController-root": "UIViewController-root"],
            entryPoint: "UITabBarController-tabs", nibs: nibs)
        let document = try NIBReader().read(files: files, path: "Main.storyboardc")
        let elements = Array(document.allElements)
        #expect(elements.filter { document.name(of: $0) == "scene" }.count == 3)
        // Every controller at the top of a scene of its own, the root once.
        for name in ["tabBarController", "navigationController", "viewController"] {
            let controllers = elements.filter { document.name(of: $0) == name }
            #expect(controllers.count == 1, "\(name)")
            #expect(controllers.allSatisfy { document.parent(of: $0).map { document.name(of: $0) } == "objects" }, "\(name)")
        }
        let relationships = elements.filter { document.attribute("kind", of: $0) == "relationship" }
        #expect(relationships.count == 2)
        #expect(relationships.contains { document.attribute("destination", of: $0) == "root" })
        let ids = elements.compactMap { document.attribute("id", of: $0) }
        #expect(Set(ids).count == ids.count)
    }
}
