/// A view controller of any kind (`viewController`, `tableViewController`, `navigationController`,
/// `tabBarController`, `windowController`, WatchKit's `controller`, …), with its root view,
/// identifiers and connections (outlets, actions, segues).
public struct ViewController: InterfaceElement {
    /// `nil`: any controller element (checked with ``ElementCatalogue/isViewController(_:)``).
    public static let elementKinds: Set<String>? = nil
    public var kind: String
    public var id: String
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    public var storyboardIdentifier: String?
    public var title: String?
    public var userLabel: String?
    /// The root view (the child with `key="view"`), when the controller has one.
    public var view: AnyView?
    public var connections: [Connection]
    public var location: SourceLocation?

    public init(kind: String = "viewController", id: String, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, storyboardIdentifier: String? = nil, title: String? = nil,
                userLabel: String? = nil, view: AnyView? = nil, connections: [Connection] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.userLabel = userLabel
        self.view = view
        self.connections = connections
        self.location = location
    }

    /// The outlets the controller owns.
    public var outlets: [Outlet] { connections.outlets }
    /// The segues that leave the controller.
    public var segues: [Segue] { connections.segues }

    enum CodingKeys: String, CodingKey {
        case id, customClass, customModule, customModuleProvider, storyboardIdentifier, title, userLabel, view, connections
    }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementKind(for: Self.self)
        guard kind.isEmpty || ElementCatalogue.isViewController(kind) else {
            if let decoder = decoder as? ElementDecoder {
                throw decoder.mismatch(expected: "ViewController", found: decoder.describe(decoder.value))
            }
            throw UIDescriptionError(.typeMismatch(expected: "ViewController", found: kind), "`\(kind)` is not a view controller",
                                     codingPath: decoder.codingPath)
        }
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        self.kind = kind
        id = try container.decode(.id, default: "")
        customClass = try container.optional(.customClass)
        customModule = try container.optional(.customModule)
        customModuleProvider = try container.optional(.customModuleProvider)
        storyboardIdentifier = try container.optional(.storyboardIdentifier)
        title = try container.optional(.title)
        userLabel = try container.optional(.userLabel)
        view = try container.optional(.view)
        connections = try container.list(.connections)
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(storyboardIdentifier, forKey: .storyboardIdentifier)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeList(connections, forKey: .connections)
    }
}

/// A placeholder or custom object: File's Owner, First Responder, Application, an exit, or a
/// `customObject` such as a controller instantiated by the nib.
public struct PlaceholderObject: InterfaceElement {
    public static let elementKinds: Set<String>? = ["placeholder", "customObject", "exit"]
    public var kind: String
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, … (iOS placeholders).
    public var placeholderIdentifier: String?
    public var customClass: String?
    public var customModule: String?
    public var userLabel: String?
    public var connections: [Connection]
    public var location: SourceLocation?

    public init(kind: String, id: String, placeholderIdentifier: String? = nil, customClass: String? = nil,
                customModule: String? = nil, userLabel: String? = nil, connections: [Connection] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.connections = connections
        self.location = location
    }

    /// Whether this is the File's Owner (iOS `IBFilesOwner` placeholder or macOS custom object -2).
    public var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (kind == "customObject" && id == "-2")
    }

    enum CodingKeys: String, CodingKey { case id, placeholderIdentifier, customClass, customModule, userLabel, connections }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = try container.decode(.id, default: "")
        placeholderIdentifier = try container.optional(.placeholderIdentifier)
        customClass = try container.optional(.customClass)
        customModule = try container.optional(.customModule)
        userLabel = try container.optional(.userLabel)
        connections = try container.list(.connections)
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(placeholderIdentifier, forKey: .placeholderIdentifier)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeList(connections, forKey: .connections)
    }
}

/// A top-level object of a xib or a scene: a view controller, a view, a placeholder, or any other
/// object (kept whole as a ``Node``).
public enum InterfaceObject: Codable, Hashable, Sendable {
    case viewController(ViewController)
    case view(AnyView)
    case placeholder(PlaceholderObject)
    case other(Node)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? ""
        if PlaceholderObject.elementKinds?.contains(kind) == true {
            self = .placeholder(try PlaceholderObject(from: decoder))
        } else if ElementCatalogue.isViewController(kind) {
            self = .viewController(try ViewController(from: decoder))
        } else if !ElementCatalogue.isNonView(kind) {
            self = .view(try AnyView(from: decoder))
        } else {
            self = .other(try decoder.singleValueContainer().decode(Node.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .viewController(let value): try value.encode(to: encoder)
        case .view(let value): try value.encode(to: encoder)
        case .placeholder(let value): try value.encode(to: encoder)
        case .other(let value): try value.encode(to: encoder)
        }
    }
}

/// A storyboard scene: `<scene sceneID="…"><objects>…</objects><point key="canvasLocation" …/></scene>`.
public struct Scene: InterfaceElement {
    public static let elementKinds: Set<String>? = ["scene"]
    public var sceneID: String
    /// The scene's objects: its view controller, first responder, exit and any others.
    public var objects: [InterfaceObject]
    public var canvasLocation: Point?
    public var location: SourceLocation?

    public init(sceneID: String, objects: [InterfaceObject] = [], canvasLocation: Point? = nil, location: SourceLocation? = nil) {
        self.sceneID = sceneID
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.location = location
    }

    /// The scene's view controller.
    public var viewController: ViewController? {
        objects.lazy.compactMap { if case .viewController(let controller) = $0 { controller } else { nil } }.first
    }

    enum CodingKeys: String, CodingKey { case sceneID, objects, canvasLocation }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        sceneID = try container.decode(.sceneID, default: "")
        objects = try container.list(.objects)
        canvasLocation = try container.optional(.canvasLocation)
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "scene", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sceneID, forKey: .sceneID)
        try container.encodeList(objects, forKey: .objects)
        try container.encodeIfPresent(canvasLocation, forKey: .canvasLocation)
    }
}
