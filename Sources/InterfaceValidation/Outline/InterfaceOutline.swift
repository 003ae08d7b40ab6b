import InterfaceSources
import UIDescription

/// An outline of an Interface Builder document — its scenes, objects, outlets, actions and segues — for people
/// (``renderTree(paths:)``) and for tools (`Encodable`, see ``ObjectOutline``). What `uidesc dump` prints.
///
/// Objects that matter to the code are listed: each scene's (or xib's) top-level objects, objects with a custom
/// class or an identifier, and objects that start or receive a connection; with `includingAllObjects`, every
/// object with an id. Each object nests under its nearest listed ancestor.
public struct InterfaceOutline: Sendable, Encodable {
    /// The document's path.
    public var file: String
    /// `xib` or `storyboard`.
    public var documentKind: String
    /// `uiKit`, `appKit` or `watchKit`.
    public var platform: String
    /// The id of a storyboard's initial view controller.
    public var initialViewController: String?
    /// The scenes (for a xib, one scene without an id holding its top-level objects).
    public var scenes: [SceneOutline]

    /// A scene and its listed objects.
    public struct SceneOutline: Sendable, Encodable {
        /// The storyboard scene id; `nil` for a xib.
        public var sceneID: String?
        /// The top-level objects, each with its listed descendants.
        public var objects: [ObjectOutline]
    }

    /// Outlines `graph`.
    public init(graph: InterfaceGraph, includingAllObjects: Bool = false) {
        let document = graph.document
        file = graph.path
        documentKind = graph.isStoryboard ? "storyboard" : "xib"
        platform = graph.platform.rawValue
        initialViewController = document.attribute("initialViewController", of: document.root)
        var builder = OutlineBuilder(graph: graph, includingAllObjects: includingAllObjects)
        scenes = graph.scenes.map { scene in
            SceneOutline(sceneID: scene.sceneID, objects: scene.objects.compactMap { builder.outline(of: $0, isTopLevel: true).first })
        }
    }
}

extension InterfaceOutline {
    /// The outline as pretty, key-sorted JSON.
    public func jsonText() -> String {
        ReportJSON.encode(self)
    }
}
