/// A whole Interface Builder file as typed models: its kind, platform and tools version, its
/// top-level objects (xib) or scenes (storyboard), and its resources.
///
/// `Document` decodes from the root element: `try XIBDecoder().decode(Document.self, from: data)`.
public struct Document: InterfaceElement, DocumentRootDecodable {
    public static let elementKinds: Set<String>? = ["document"]

    /// Whether the file is a xib or a storyboard.
    public enum Kind: String, Codable, Hashable, Sendable {
        case xib, storyboard
    }

    /// The platform a document targets.
    public enum Platform: String, Codable, Hashable, Sendable {
        case iOS, tvOS, watchOS, macOS, unknown
    }

    /// The `type` attribute (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, …).
    public var type: String
    /// The document format version (`3.0`).
    public var version: String?
    /// The Interface Builder version that saved the file.
    public var toolsVersion: String?
    /// `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`, …
    public var targetRuntime: String?
    public var propertyAccessControl: String?
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    /// The id of the storyboard's initial view controller.
    public var initialViewController: String?
    public var isLaunchScreen: Bool
    /// The top-level objects of a xib (placeholders, views, controllers, custom objects).
    public var objects: [InterfaceObject]
    /// The scenes of a storyboard.
    public var scenes: [Scene]
    /// Images, named colors and system colors the file refers to, whole.
    public var resources: [Node]
    public var location: SourceLocation?

    public init(type: String, version: String? = "3.0", toolsVersion: String? = nil, targetRuntime: String? = nil,
                propertyAccessControl: String? = nil, useAutolayout: Bool = true, useTraitCollections: Bool = true,
                useSafeAreas: Bool = true, initialViewController: String? = nil, isLaunchScreen: Bool = false,
                objects: [InterfaceObject] = [], scenes: [Scene] = [], resources: [Node] = [], location: SourceLocation? = nil) {
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.propertyAccessControl = propertyAccessControl
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.initialViewController = initialViewController
        self.isLaunchScreen = isLaunchScreen
        self.objects = objects
        self.scenes = scenes
        self.resources = resources
        self.location = location
    }

    /// Whether this is a xib or a storyboard.
    public var kind: Kind { type.hasSuffix("Storyboard.XIB") || !scenes.isEmpty ? .storyboard : .xib }

    /// The platform, from `targetRuntime` or the document type.
    public var platform: Platform {
        let runtime = targetRuntime ?? ""
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") { return .tvOS }
        if runtime.hasPrefix("watchKit") || type.contains("WatchKit") { return .watchOS }
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") { return .macOS }
        if runtime.hasPrefix("iOS") || type.contains("CocoaTouch") { return .iOS }
        return .unknown
    }

    /// Every view controller of the document: the scenes' and the xib's top-level ones.
    public var viewControllers: [ViewController] {
        let topLevel = objects.compactMap { if case .viewController(let controller) = $0 { controller } else { nil } }
        return topLevel + scenes.compactMap(\.viewController)
    }

    enum CodingKeys: String, CodingKey {
        case type, version, toolsVersion, targetRuntime, propertyAccessControl, useAutolayout, useTraitCollections
        case useSafeAreas, initialViewController, isLaunchScreen = "launchScreen", objects, scenes, resources
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        version = try container.optional(.version)
        toolsVersion = try container.optional(.toolsVersion)
        targetRuntime = try container.optional(.targetRuntime)
        propertyAccessControl = try container.optional(.propertyAccessControl)
        useAutolayout = try container.decode(.useAutolayout, default: false)
        useTraitCollections = try container.decode(.useTraitCollections, default: false)
        useSafeAreas = try container.decode(.useSafeAreas, default: false)
        initialViewController = try container.optional(.initialViewController)
        isLaunchScreen = try container.decode(.isLaunchScreen, default: false)
        objects = try container.list(.objects)
        scenes = try container.list(.scenes)
        resources = try container.list(.resources)
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "document", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(version, forKey: .version)
        try container.encodeIfPresent(toolsVersion, forKey: .toolsVersion)
        try container.encodeIfPresent(targetRuntime, forKey: .targetRuntime)
        try container.encodeIfPresent(propertyAccessControl, forKey: .propertyAccessControl)
        try container.encode(useAutolayout, forKey: .useAutolayout, default: false)
        try container.encode(useTraitCollections, forKey: .useTraitCollections, default: false)
        try container.encode(useSafeAreas, forKey: .useSafeAreas, default: false)
        try container.encodeIfPresent(initialViewController, forKey: .initialViewController)
        try container.encode(isLaunchScreen, forKey: .isLaunchScreen, default: false)
        try container.encodeList(objects, forKey: .objects)
        try container.encodeList(scenes, forKey: .scenes)
        try container.encodeList(resources, forKey: .resources)
    }
}
