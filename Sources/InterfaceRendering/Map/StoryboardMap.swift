import UIDescription

/// A storyboard as a graph: its scenes at their canvas locations, the segues between them, the initial view
/// controller, and the storyboards it refers to.
public struct StoryboardMap: Hashable, Sendable {
    /// One scene on the map.
    public struct Node: Hashable, Sendable {
        /// The id of the scene's main object (a view controller or a storyboard reference).
        public var id: String
/// The scene's name, as its picture is named.
        public var name: String
        /// Where the scene's picture sits on the map.
        public var frame: PictureRect
/// Whether the node is a reference to another storyboard.
        public var isStoryboardReference: Bool
/// Whether the scene holds the storyboard's initial view controller.
        public var isInitial: Bool
    }

    /// One segue or relationship.
    public struct Edge: Hashable, Sendable {
/// The id of the scene the segue starts in.
        public var source: String
/// The id it leads to.
        public var destination: String
        /// `show`, `presentation`, `relationship`, `embed`…
        public var kind: String
        /// The segue's identifier, or the relationship (`rootViewController`).
        public var label: String?
    }

/// The scenes, in file order.
    public var nodes: [Node]
/// The segues between them.
    public var edges: [Edge]

    /// The map of `document`, scene thumbnails sized from `pictures` (the document's pictures in scene order).
    /// Segues are found in the typed models (a controller's, its views', its bar items'); ``init(document:pictures:file:)``
    /// finds every segue of the file, those of table and collection cells included.
    public init(document: Document, pictures: [Picture]) {
        self.init(document: document, pictures: pictures, seguesByScene: nil)
    }

    /// The map of `document`, with every `<segue>` of `file` (the same document, parsed) starting at its scene.
    public init(document: Document, pictures: [Picture], file: NodeDocument) {
        self.init(document: document, pictures: pictures, seguesByScene: Self.segues(in: file))
    }

    /// One segue read from the file's elements.
    struct SegueRecord {
        var destination: String
        var kind: String
        var label: String?
    }

    /// The segues of each scene of a parsed file, in scene order.
    static func segues(in file: NodeDocument) -> [[SegueRecord]] {
        guard let scenes = file.firstChild(of: file.root, named: "scenes") else { return [] }
        return file.children(of: scenes).filter { file.name(of: $0) == "scene" }.map { scene in
            var records: [SegueRecord] = []
            var stack = [scene]
            while let element = stack.popLast() {
                if file.name(of: element) == "segue", let destination = file.attribute("destination", of: element) {
                    let kind = file.attribute("kind", of: element) ?? "custom"
                    let label = kind == "relationship" ? file.attribute("relationship", of: element) : file.attribute("identifier", of: element)
                    records.append(SegueRecord(destination: destination, kind: kind, label: label))
                }
                stack.append(contentsOf: file.children(of: element).reversed())
            }
            return records
        }
    }

    private init(document: Document, pictures: [Picture], seguesByScene: [[SegueRecord]]?) {
        var nodes: [Node] = []
        var edges: [Edge] = []
        var byObject: [String: Picture] = [:]
        for picture in pictures { if let id = picture.objectID { byObject[id] = byObject[id] ?? picture } }
        var knownIDs = Set<String>()
        var nextSlot = 0
        for (sceneIndex, scene) in document.scenes.enumerated() {
            guard let main = scene.objects.first(where: { $0.objectID != nil && $0.isMapNode }), let id = main.objectID else { continue }
            let picture = byObject[id]
            let size = picture.map { (width: $0.bounds.width, height: $0.bounds.height) } ?? (width: 240, height: 120)
            let origin: (x: Double, y: Double)
            if let location = scene.canvasLocation {
                origin = (location.x, location.y)
            } else {
                origin = (Double(nextSlot % 4) * 500, Double(nextSlot / 4) * 900)
                nextSlot += 1
            }
            let isReference: Bool = if case .storyboardReference = main { true } else { false }
            nodes.append(Node(id: id, name: picture?.name ?? id,
                              frame: PictureRect(x: origin.x, y: origin.y, width: size.width, height: size.height),
                              isStoryboardReference: isReference, isInitial: document.initialViewController == id))
            knownIDs.insert(id)
            if let seguesByScene, sceneIndex < seguesByScene.count {
                for segue in seguesByScene[sceneIndex] {
                    edges.append(Edge(source: id, destination: segue.destination, kind: segue.kind, label: segue.label))
                }
            } else {
                for segue in Self.segues(of: main) {
                    let label = segue.kind == .relationship ? segue.relationship?.rawValue : segue.identifier
                    edges.append(Edge(source: id, destination: segue.destination, kind: segue.kind.rawValue, label: label))
                }
            }
        }
        self.nodes = nodes
        self.edges = edges.filter { knownIDs.contains($0.destination) }
    }

    /// The segues that start in an object or anywhere inside it (buttons, cells, bar items).
    static func segues(of object: InterfaceObject) -> [Segue] {
        switch object {
        case .viewController(let controller):
            var segues = controller.segues
            var views = controller.view.map { $0.view.allViews } ?? []
            if let window = controller.window {
                segues += window.connections.segues
                views += window.contentView.map { $0.view.allViews } ?? []
            }
            for view in views { segues += view.connections.segues }
            for item in (controller.navigationItem.map { [$0.leftBarButtonItem, $0.rightBarButtonItem].compactMap { $0 }
                + $0.leftBarButtonItems + $0.rightBarButtonItems } ?? []) + controller.toolbarItems {
                segues += item.connections.segues
            }
            return segues
        case .storyboardReference(let reference):
            return reference.connections.segues
        default:
            return []
        }
    }
}

extension InterfaceObject {
    var isMapNode: Bool {
        switch self {
        case .viewController, .storyboardReference: true
        default: false
        }
    }
}
