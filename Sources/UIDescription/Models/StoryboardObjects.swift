/// The edges a view controller extends its layout under bars: `<extendedEdge key="edgesForExtendedLayout"
/// top="YES"/>`.
public struct ExtendedEdge: InterfaceElement {
    public static let elementKinds: Set<String>? = ["extendedEdge"]
    public var key: String?
    public var top: Bool
    public var bottom: Bool
    public var left: Bool
    public var right: Bool

    public init(key: String? = nil, top: Bool = false, bottom: Bool = false, left: Bool = false, right: Bool = false) {
        self.key = key
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, top, bottom, left, right
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        top = container.decode(.top, default: false)
        bottom = container.decode(.bottom, default: false)
        left = container.decode(.left, default: false)
        right = container.decode(.right, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "extendedEdge", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(top, forKey: .top, default: false)
        try container.encode(bottom, forKey: .bottom, default: false)
        try container.encode(left, forKey: .left, default: false)
        try container.encode(right, forKey: .right, default: false)
    }
}

/// A pane of an AppKit split view controller: `<splitViewItem id="…" behavior="sidebar" holdingPriority="260"/>`;
/// its controller comes from a `splitItems` relationship segue.
public struct SplitViewItem: InterfaceElement {
    public static let elementKinds: Set<String>? = ["splitViewItem"]
    public var id: String?
    public var behavior: String?
    public var holdingPriority: Double?
    public var canCollapse: Bool
    public var isCollapsed: Bool
    public var minimumThickness: Double?
    public var maximumThickness: Double?

    public init(id: String? = nil, behavior: String? = nil, holdingPriority: Double? = nil,
                canCollapse: Bool = false, isCollapsed: Bool = false, minimumThickness: Double? = nil,
                maximumThickness: Double? = nil) {
        self.id = id
        self.behavior = behavior
        self.holdingPriority = holdingPriority
        self.canCollapse = canCollapse
        self.isCollapsed = isCollapsed
        self.minimumThickness = minimumThickness
        self.maximumThickness = maximumThickness
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, behavior, holdingPriority, canCollapse, isCollapsed = "collapsed", minimumThickness, maximumThickness
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        behavior = container.optional(.behavior)
        holdingPriority = container.optional(.holdingPriority)
        canCollapse = container.decode(.canCollapse, default: false)
        isCollapsed = container.decode(.isCollapsed, default: false)
        minimumThickness = container.optional(.minimumThickness)
        maximumThickness = container.optional(.maximumThickness)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "splitViewItem", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(behavior, forKey: .behavior)
        try container.encodeIfPresent(holdingPriority, forKey: .holdingPriority)
        try container.encode(canCollapse, forKey: .canCollapse, default: false)
        try container.encode(isCollapsed, forKey: .isCollapsed, default: false)
        try container.encodeIfPresent(minimumThickness, forKey: .minimumThickness)
        try container.encodeIfPresent(maximumThickness, forKey: .maximumThickness)
    }
}

/// How an AppKit tab view controller animates between tabs: `<viewControllerTransitionOptions
/// key="transitionOptions" allowUserInteraction="YES"/>`.
public struct ViewControllerTransitionOptions: InterfaceElement {
    public static let elementKinds: Set<String>? = ["viewControllerTransitionOptions"]
    public var key: String?
    public var allowUserInteraction: Bool
    public var crossfade: Bool
    public var slideUp: Bool
    public var slideDown: Bool
    public var slideLeft: Bool
    public var slideRight: Bool
    public var slideForward: Bool
    public var slideBackward: Bool

    public init(key: String? = nil, allowUserInteraction: Bool = false, crossfade: Bool = false,
                slideUp: Bool = false, slideDown: Bool = false, slideLeft: Bool = false, slideRight: Bool = false,
                slideForward: Bool = false, slideBackward: Bool = false) {
        self.key = key
        self.allowUserInteraction = allowUserInteraction
        self.crossfade = crossfade
        self.slideUp = slideUp
        self.slideDown = slideDown
        self.slideLeft = slideLeft
        self.slideRight = slideRight
        self.slideForward = slideForward
        self.slideBackward = slideBackward
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, allowUserInteraction, crossfade, slideUp, slideDown, slideLeft, slideRight, slideForward
        case slideBackward
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        allowUserInteraction = container.decode(.allowUserInteraction, default: false)
        crossfade = container.decode(.crossfade, default: false)
        slideUp = container.decode(.slideUp, default: false)
        slideDown = container.decode(.slideDown, default: false)
        slideLeft = container.decode(.slideLeft, default: false)
        slideRight = container.decode(.slideRight, default: false)
        slideForward = container.decode(.slideForward, default: false)
        slideBackward = container.decode(.slideBackward, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "viewControllerTransitionOptions", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(allowUserInteraction, forKey: .allowUserInteraction, default: false)
        try container.encode(crossfade, forKey: .crossfade, default: false)
        try container.encode(slideUp, forKey: .slideUp, default: false)
        try container.encode(slideDown, forKey: .slideDown, default: false)
        try container.encode(slideLeft, forKey: .slideLeft, default: false)
        try container.encode(slideRight, forKey: .slideRight, default: false)
        try container.encode(slideForward, forKey: .slideForward, default: false)
        try container.encode(slideBackward, forKey: .slideBackward, default: false)
    }
}

/// The category of a WatchKit notification interface: `<notificationCategory key="notificationCategory"
/// identifier="myCategory" id="…"><color key="sashColor" …/></notificationCategory>`.
public struct NotificationCategory: InterfaceElement {
    public static let elementKinds: Set<String>? = ["notificationCategory"]
    public var id: String?
    public var key: String?
    public var identifier: String?
    @Boxed public var sashColor: Color?
    @Boxed public var titleColor: Color?
    public var hasSash: Bool

    public init(id: String? = nil, key: String? = nil, identifier: String? = nil, sashColor: Color? = nil,
                titleColor: Color? = nil, hasSash: Bool = false) {
        self.id = id
        self.key = key
        self.identifier = identifier
        self.sashColor = sashColor
        self.titleColor = titleColor
        self.hasSash = hasSash
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, identifier, sashColor, titleColor, hasSash
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        key = container.optional(.key)
        identifier = container.optional(.identifier)
        sashColor = container.optional(.sashColor)
        titleColor = container.optional(.titleColor)
        hasSash = container.decode(.hasSash, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "notificationCategory", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(sashColor, forKey: .sashColor)
        try container.encodeIfPresent(titleColor, forKey: .titleColor)
        try container.encode(hasSash, forKey: .hasSash, default: false)
    }
}

/// A storyboard reference: a scene that stands for a controller in another storyboard,
/// `<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Root" id="…"
/// sceneMemberID="viewController"/>`.
public struct StoryboardReference: InterfaceElement {
    public static let elementKinds: Set<String>? = ["viewControllerPlaceholder", "controllerPlaceholder"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    /// The referenced storyboard; `nil` for a reference within the same storyboard.
    public var storyboardName: String?
    /// The storyboard identifier of the referenced controller; `nil` for its initial view controller.
    public var referencedIdentifier: String?
    public var bundleIdentifier: String?
    public var sceneMemberID: String?
    public var userLabel: String?
    @Boxed public var navigationItem: NavigationItem?
    @Boxed public var tabBarItem: TabBarItem?
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, storyboardName, referencedIdentifier, bundleIdentifier, sceneMemberID, userLabel, navigationItem
        case tabBarItem, connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(storyboardName, forKey: .storyboardName)
        try container.encodeIfPresent(referencedIdentifier, forKey: .referencedIdentifier)
        try container.encodeIfPresent(bundleIdentifier, forKey: .bundleIdentifier)
        try container.encodeIfPresent(sceneMemberID, forKey: .sceneMemberID)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(navigationItem, forKey: .navigationItem)
        try container.encodeIfPresent(tabBarItem, forKey: .tabBarItem)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension StoryboardReference {
    public init(kind: String = "viewControllerPlaceholder", id: String? = nil, storyboardName: String? = nil,
                referencedIdentifier: String? = nil, bundleIdentifier: String? = nil, sceneMemberID: String? = nil,
                userLabel: String? = nil, navigationItem: NavigationItem? = nil, tabBarItem: TabBarItem? = nil,
                connections: [Connection] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
        self.sceneMemberID = sceneMemberID
        self.userLabel = userLabel
        self.navigationItem = navigationItem
        self.tabBarItem = tabBarItem
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let storyboardName: String? = container.optional(.storyboardName)
        let referencedIdentifier: String? = container.optional(.referencedIdentifier)
        let bundleIdentifier: String? = container.optional(.bundleIdentifier)
        let sceneMemberID: String? = container.optional(.sceneMemberID)
        let userLabel: String? = container.optional(.userLabel)
        let navigationItem: NavigationItem? = container.optional(.navigationItem)
        let tabBarItem: TabBarItem? = container.optional(.tabBarItem)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, storyboardName: storyboardName,
                  referencedIdentifier: referencedIdentifier, bundleIdentifier: bundleIdentifier,
                  sceneMemberID: sceneMemberID, userLabel: userLabel, navigationItem: navigationItem,
                  tabBarItem: tabBarItem, connections: connections)
    }
}

/// A placeholder or custom object: File's Owner, First Responder, Application, an exit, or a `customObject` such
/// as a controller or delegate instantiated by the nib.
public struct PlaceholderObject: InterfaceElement {
    public static let elementKinds: Set<String>? = ["placeholder", "customObject", "exit"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String
    /// `IBFilesOwner`, `IBFirstResponder`, … (iOS placeholders).
    public var placeholderIdentifier: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    /// The object's role in its scene (`firstResponder`, `exit`).
    public var sceneMemberID: String?
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    @Boxed public var userComments: AttributedString?

    /// Whether this is the File's Owner (iOS `IBFilesOwner` placeholder or macOS custom object -2).
    public var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (kind == "customObject" && id == "-2")
    }

    /// Whether this is the First Responder (iOS `IBFirstResponder` placeholder or macOS custom object -1).
    public var isFirstResponder: Bool {
        placeholderIdentifier == "IBFirstResponder" || sceneMemberID == "firstResponder" || (kind == "customObject" && id == "-1")
    }

    /// The outlets the object owns.
    public var outlets: [Outlet] { connections.outlets }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, placeholderIdentifier, customClass, customModule, customModuleProvider, userLabel, sceneMemberID
        case connections, userDefinedRuntimeAttributes, userComments
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(placeholderIdentifier, forKey: .placeholderIdentifier)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(sceneMemberID, forKey: .sceneMemberID)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension PlaceholderObject {
    public init(kind: String = "placeholder", id: String = "", placeholderIdentifier: String? = nil,
                customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
                userLabel: String? = nil, sceneMemberID: String? = nil, connections: [Connection] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [],
                userComments: AttributedString? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.sceneMemberID = sceneMemberID
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String = container.decode(.id, default: "")
        let placeholderIdentifier: String? = container.optional(.placeholderIdentifier)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let sceneMemberID: String? = container.optional(.sceneMemberID)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, placeholderIdentifier: placeholderIdentifier,
                  customClass: customClass, customModule: customModule, customModuleProvider: customModuleProvider,
                  userLabel: userLabel, sceneMemberID: sceneMemberID, connections: connections,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, userComments: userComments)
    }
}

/// A storyboard scene: `<scene sceneID="…"><objects>…</objects><point key="canvasLocation" …/></scene>`.
public struct Scene: InterfaceElement {
    public static let elementKinds: Set<String>? = ["scene"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var sceneID: String
    /// The scene's objects: its view controller, first responder, exit and any others.
    public var objects: [InterfaceObject]
    public var canvasLocation: Point?

    /// The scene's view controller.
    public var viewController: ViewController? {
        objects.lazy.compactMap { if case .viewController(let controller) = $0 { controller } else { nil } }.first
    }

    /// The scene's storyboard reference, when the scene stands for a controller elsewhere.
    public var storyboardReference: StoryboardReference? {
        objects.lazy.compactMap { if case .storyboardReference(let reference) = $0 { reference } else { nil } }.first
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case sceneID, objects, canvasLocation
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "scene", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sceneID, forKey: .sceneID)
        try container.encodeList(objects, forKey: .objects)
        try container.encodeIfPresent(canvasLocation, forKey: .canvasLocation)
    }
}

extension Scene {
    public init(sceneID: String = "", objects: [InterfaceObject] = [], canvasLocation: Point? = nil,
                location: SourceLocation? = nil) {
        self.sceneID = sceneID
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let sceneID: String = container.decode(.sceneID, default: "")
        let objects: [InterfaceObject] = container.list(.objects)
        let canvasLocation: Point? = container.optional(.canvasLocation)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, sceneID: sceneID, objects: objects, canvasLocation: canvasLocation)
    }
}
