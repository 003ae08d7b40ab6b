import InterfaceSources
import UIDescription

/// The objects and connections of one Interface Builder document, read from its `NodeDocument`: what the
/// validator checks against the sources and what `uidesc dump` prints.
///
/// Objects are read on demand from the document (``object(_:)``); connections, classed objects and scenes are
/// collected once, in document order.
public struct InterfaceGraph: Sendable {
    /// The parsed document.
    public let document: NodeDocument
    /// The UI framework the document targets.
    public let platform: FrameworkPlatform
    /// Whether the document is a storyboard (as opposed to a xib).
    public let isStoryboard: Bool
    /// Every connection, in document order.
    public let connections: [Connection]
    /// Every element that sets a custom class (objects and segues), in document order.
    public let customClassElements: [ElementID]
    /// The storyboard's scenes, or, for a xib, one scene holding its top-level objects.
    public let scenes: [Scene]
    /// Every `<userDefinedRuntimeAttribute>` element, in document order: the values set on objects by key path.
    public let runtimeAttributes: [ElementID]

    /// Reads the graph of a parsed document.
    public init(document: NodeDocument) {
        self.document = document
        self.platform = FrameworkPlatform.of(document)
        self.isStoryboard = document.isStoryboard
        var connections: [Connection] = []
        var classed: [ElementID] = []
        var scenes: [Scene] = []
        var runtimeAttributes: [ElementID] = []
        for element in document.allElements {
            switch document.name(of: element) {
            case "connections":
                guard let owner = document.parent(of: element) else { continue }
                for child in document.children(of: element) {
                    if let connection = Connection(element: child, owner: owner, in: document) {
                        connections.append(connection)
                    }
                }
            case "scene":
                scenes.append(Scene(sceneElement: element, in: document))
            case "objects" where document.parent(of: element) == document.root:
                scenes.append(Scene(topLevelObjectsElement: element, in: document))
            case "userDefinedRuntimeAttribute":
                runtimeAttributes.append(element)
            default:
                break
            }
            if document.attribute("customClass", of: element) != nil { classed.append(element) }
        }
        self.connections = connections
        self.customClassElements = classed
        self.scenes = scenes
        self.runtimeAttributes = runtimeAttributes
    }

    /// The path the document was read from, as given to the reader.
    public var path: String { document.path ?? "" }

    /// The object `element` declares.
    public func object(_ element: ElementID) -> Object {
        Object(element: element, in: document, platform: platform)
    }

    /// The object with IB id `id`, if any.
    public func object(withID id: String) -> Object? {
        document.element(withID: id).map(object)
    }

    /// The storyboard `<scene>` element that holds `element` (itself included), if any.
    public func scene(of element: ElementID) -> ElementID? {
        InterfaceVocabulary.scene(of: element, in: document)
    }

    /// The view controller (or window controller, or WatchKit interface controller) whose scene or view holds
    /// `element`: the nearest enclosing controller element, itself included.
    public func enclosingController(of element: ElementID) -> Object? {
        document.ancestors(of: element, includingSelf: true)
            .first { ElementCatalogue.isViewController(document.name(of: $0)) }.map(object)
    }
}
