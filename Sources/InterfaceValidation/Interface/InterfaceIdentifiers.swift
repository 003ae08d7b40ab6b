import Foundation
import UIDescription

/// The names a set of Interface Builder documents gives that code refers to by string: their file names,
/// storyboard identifiers, reuse identifiers, and the segue identifiers of each storyboard scene.
struct InterfaceIdentifiers {
    /// A storyboard scene whose view controller has a class, with the identifiers of the segues in it.
    struct SceneSegues {
        /// The graph the scene is in.
        let graph: InterfaceGraph
        /// The scene's view controller.
        let controller: InterfaceGraph.Object
        /// The identifiers of the scene's segues, in document order.
        let segueIdentifiers: [String]
    }

    /// The storyboards' file names without extension (`Main` for `Base.lproj/Main.storyboard`).
    private(set) var storyboardNames: Set<String> = []
    /// The names the xibs load by: file names without extension or device suffix (`Cell` for `Cell~ipad.xib`).
    private(set) var nibNames: Set<String> = []
    /// The storyboard identifiers of each storyboard, by its file name.
    private(set) var storyboardIdentifiers: [String: Set<String>] = [:]
    /// Every storyboard identifier of every storyboard.
    private(set) var allStoryboardIdentifiers: Set<String> = []
    /// The reuse identifiers of every cell and reusable view, in storyboards and xibs.
    private(set) var reuseIdentifiers: Set<String> = []
    /// Every storyboard scene with a classed view controller.
    private(set) var scenes: [SceneSegues] = []
    /// The names of the storyboards and xibs that could not be read: they exist, but what they hold is unknown.
    private(set) var unreadStoryboardNames: Set<String> = []
    private(set) var unreadNibNames: Set<String> = []

    /// Whether every document was read, so that a string none of them has is missing.
    var isComplete: Bool { unreadStoryboardNames.isEmpty && unreadNibNames.isEmpty }

    /// Whether a storyboard of that name exists among the documents, read or not.
    func hasStoryboard(named name: String) -> Bool { storyboardNames.contains(name) || unreadStoryboardNames.contains(name) }

    /// Whether a xib code loads by that name exists among the documents, read or not.
    func hasNib(named name: String) -> Bool { nibNames.contains(name) || unreadNibNames.contains(name) }

    init(graphs: [InterfaceGraph], unreadPaths: [String] = []) {
        for path in unreadPaths {
            if path.hasSuffix(".storyboard") {
                unreadStoryboardNames.insert(Self.loadName(ofPath: path))
            } else {
                unreadNibNames.insert(Self.loadName(ofPath: path))
            }
        }
        for graph in graphs {
            let name = Self.loadName(ofPath: graph.path)
            if graph.isStoryboard {
                storyboardNames.insert(name)
            } else {
                nibNames.insert(name)
            }
            add(graph, storyboardName: graph.isStoryboard ? name : nil)
        }
        allStoryboardIdentifiers = storyboardIdentifiers.values.reduce(into: []) { $0.formUnion($1) }
    }

    private mutating func add(_ graph: InterfaceGraph, storyboardName: String?) {
        let document = graph.document
        var seguesByScene: [ElementID: [String]] = [:]
        for element in document.allElements {
            // Only controllers (and AppKit's collection view items) carry storyboard identifiers, only cells and
            // reusable views reuse identifiers: the element's name spares looking through every attribute.
            let name = document.name(of: element)
            if name.hasSuffix("Cell") || name.hasSuffix("ReusableView") {
                if let identifier = document.attribute("reuseIdentifier", of: element) { reuseIdentifiers.insert(identifier) }
            } else if let storyboardName {
                if name == "segue" {
                    if let identifier = document.attribute("identifier", of: element),
                        let scene = graph.scene(of: element)
                    {
                        seguesByScene[scene, default: []].append(identifier)
                    }
                } else if name.hasSuffix("Controller") || name.hasSuffix("Item") || name == "pagecontroller",
                    let identifier = document.attribute("storyboardIdentifier", of: element)
                {
                    storyboardIdentifiers[storyboardName, default: []].insert(identifier)
                }
            }
        }
        guard storyboardName != nil else { return }
        for scene in graph.scenes {
            guard let controllerElement = scene.controller else { continue }
            let controller = graph.object(controllerElement)
            guard controller.className != nil else { continue }
            scenes.append(
                SceneSegues(graph: graph, controller: controller, segueIdentifiers: seguesByScene[scene.element] ?? []))
        }
    }

    /// The name code loads a document by: its file name without extension, and for a xib without a device
    /// suffix (`~ipad`, `~iphone`), which UIKit adds itself.
    static func loadName(ofPath path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let tilde = name.lastIndex(of: "~") else { return name }
        return String(name[..<tilde])
    }
}
