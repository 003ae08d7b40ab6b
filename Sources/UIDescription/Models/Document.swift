/// A whole Interface Builder file as typed models: its kind, platform and tools version, its top-level objects
/// (xib) or scenes (storyboard), its dependencies and its resources.
/// `Document` decodes from the root element: `try XIBDecoder().decode(Document.self, from: data)`.
public struct Document: InterfaceElement, DocumentRootDecodable {
    public static let elementKinds: Set<String>? = ["document"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The `type` attribute (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, …).
    public var type: String
    /// The document format version (`3.0`).
    public var version: String?
    /// The Interface Builder version that saved the file.
    public var toolsVersion: String?
    public var systemVersion: String?
    /// `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`, …
    public var targetRuntime: String?
    public var propertyAccessControl: String?
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    public var colorMatched: Bool
    /// The id of the storyboard's initial view controller.
    public var initialViewController: String?
    public var isLaunchScreen: Bool
    /// `direct` when custom objects are created with their designated initializer (as Interface Builder spells
    /// it).
    public var customObjectInstantitationMethod: String?
    @Boxed public var dependencies: DocumentDependencies?
    @Boxed public var device: Device?
    /// The top-level objects of a xib (placeholders, views, controllers, windows, menus, custom objects).
    public var objects: [InterfaceObject]
    /// The scenes of a storyboard.
    public var scenes: [Scene]
    /// Images, named colors and system colors the file refers to.
    public var resources: [Resource]
    /// Class descriptions of legacy documents.
    public var classes: [ClassDescription]
    /// Font files the document uses.
    public var customFonts: [CustomFontFile]
    @Boxed public var defaultSimulatedMetrics: SimulatedMetricsContainer?
    /// Segues Interface Builder uses to infer simulated metrics.
    public var inferredMetricsTieBreakers: [ObjectReference]
    /// Sizes Interface Builder cached for `@IBDesignable` views.
    public var designables: [Designable]
    @Boxed public var tintColor: Color?

    /// Whether the file is a xib or a storyboard.
    public enum Kind: String, Codable, Hashable, Sendable {
        case xib, storyboard
    }

    /// The platform a document targets.
    public enum Platform: String, Codable, Hashable, Sendable {
        case iOS, tvOS, watchOS, macOS, unknown
    }

    /// Whether this is a xib or a storyboard.
    public var kind: Kind { type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") || !scenes.isEmpty ? .storyboard : .xib }

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

    /// The storyboard's initial view controller, resolved.
    public var initialController: ViewController? {
        guard let initialViewController else { return nil }
        return viewControllers.first { $0.id == initialViewController }
    }

    /// The view controller with the id `id`, if the document has one.
    public func viewController(withID id: String) -> ViewController? {
        viewControllers.first { $0.id == id }
    }

    /// The value of a named or system color, from the document's resources (where Interface
    /// Builder records what it showed): `document.resourceColor(named: label.textColor?.name ?? "")`.
    public func resourceColor(named name: String) -> Color? {
        for resource in resources {
            switch resource {
            case .namedColor(let color) where color.name == name: return color.color
            case .systemColor(let color) where color.name == name: return color.color
            default: continue
            }
        }
        return nil
    }

    /// An image the document uses, with its size, from its resources.
    public func imageResource(named name: String) -> ImageResource? {
        resources.lazy.compactMap { if case .image(let image) = $0, image.name == name { image } else { nil } }.first
    }

    /// The storyboard references of the document's scenes.
    public var storyboardReferences: [StoryboardReference] {
        scenes.flatMap(\.objects).compactMap { if case .storyboardReference(let reference) = $0 { reference } else { nil } }
    }

    /// Where a segue leads: a view controller of this storyboard, a storyboard reference, or a
    /// placeholder (the exit of an unwind segue). `nil` when no object has the destination id.
    public func destination(of segue: Segue) -> SegueDestination? {
        if let controller = viewController(withID: segue.destination) { return .viewController(controller) }
        if let reference = storyboardReferences.first(where: { $0.id == segue.destination }) { return .storyboardReference(reference) }
        let placeholders = (objects + scenes.flatMap(\.objects)).compactMap { if case .placeholder(let object) = $0 { object } else { nil } }
        if let placeholder = placeholders.first(where: { $0.id == segue.destination }) { return .placeholder(placeholder) }
        return nil
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case type, version, toolsVersion, systemVersion, targetRuntime, propertyAccessControl, useAutolayout
        case useTraitCollections, useSafeAreas, colorMatched, initialViewController, isLaunchScreen = "launchScreen"
        case customObjectInstantitationMethod, dependencies, device, objects, scenes, resources, classes
        case customFonts, defaultSimulatedMetrics, inferredMetricsTieBreakers, designables, tintColor
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "document", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(version, forKey: .version)
        try container.encodeIfPresent(toolsVersion, forKey: .toolsVersion)
        try container.encodeIfPresent(systemVersion, forKey: .systemVersion)
        try container.encodeIfPresent(targetRuntime, forKey: .targetRuntime)
        try container.encodeIfPresent(propertyAccessControl, forKey: .propertyAccessControl)
        try container.encode(useAutolayout, forKey: .useAutolayout, default: false)
        try container.encode(useTraitCollections, forKey: .useTraitCollections, default: false)
        try container.encode(useSafeAreas, forKey: .useSafeAreas, default: false)
        try container.encode(colorMatched, forKey: .colorMatched, default: false)
        try container.encodeIfPresent(initialViewController, forKey: .initialViewController)
        try container.encode(isLaunchScreen, forKey: .isLaunchScreen, default: false)
        try container.encodeIfPresent(customObjectInstantitationMethod, forKey: .customObjectInstantitationMethod)
        try container.encodeIfPresent(dependencies, forKey: .dependencies)
        try container.encodeIfPresent(device, forKey: .device)
        try container.encodeList(objects, forKey: .objects)
        try container.encodeList(scenes, forKey: .scenes)
        try container.encodeList(resources, forKey: .resources)
        try container.encodeList(classes, forKey: .classes)
        try container.encodeList(customFonts, forKey: .customFonts)
        try container.encodeIfPresent(defaultSimulatedMetrics, forKey: .defaultSimulatedMetrics)
        try container.encodeList(inferredMetricsTieBreakers, forKey: .inferredMetricsTieBreakers)
        try container.encodeList(designables, forKey: .designables)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
    }
}

extension Document {
    public init(type: String, version: String? = nil, toolsVersion: String? = nil, systemVersion: String? = nil,
                targetRuntime: String? = nil, propertyAccessControl: String? = nil, useAutolayout: Bool = false,
                useTraitCollections: Bool = false, useSafeAreas: Bool = false, colorMatched: Bool = false,
                initialViewController: String? = nil, isLaunchScreen: Bool = false,
                customObjectInstantitationMethod: String? = nil, dependencies: DocumentDependencies? = nil,
                device: Device? = nil, objects: [InterfaceObject] = [], scenes: [Scene] = [],
                resources: [Resource] = [], classes: [ClassDescription] = [], customFonts: [CustomFontFile] = [],
                defaultSimulatedMetrics: SimulatedMetricsContainer? = nil,
                inferredMetricsTieBreakers: [ObjectReference] = [], designables: [Designable] = [],
                tintColor: Color? = nil, location: SourceLocation? = nil) {
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.systemVersion = systemVersion
        self.targetRuntime = targetRuntime
        self.propertyAccessControl = propertyAccessControl
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.colorMatched = colorMatched
        self.initialViewController = initialViewController
        self.isLaunchScreen = isLaunchScreen
        self.customObjectInstantitationMethod = customObjectInstantitationMethod
        self.dependencies = dependencies
        self.device = device
        self.objects = objects
        self.scenes = scenes
        self.resources = resources
        self.classes = classes
        self.customFonts = customFonts
        self.defaultSimulatedMetrics = defaultSimulatedMetrics
        self.inferredMetricsTieBreakers = inferredMetricsTieBreakers
        self.designables = designables
        self.tintColor = tintColor
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let type: String = try container.decode(String.self, forKey: .type)
        let version: String? = container.optional(.version)
        let toolsVersion: String? = container.optional(.toolsVersion)
        let systemVersion: String? = container.optional(.systemVersion)
        let targetRuntime: String? = container.optional(.targetRuntime)
        let propertyAccessControl: String? = container.optional(.propertyAccessControl)
        let useAutolayout: Bool = container.decode(.useAutolayout, default: false)
        let useTraitCollections: Bool = container.decode(.useTraitCollections, default: false)
        let useSafeAreas: Bool = container.decode(.useSafeAreas, default: false)
        let colorMatched: Bool = container.decode(.colorMatched, default: false)
        let initialViewController: String? = container.optional(.initialViewController)
        let isLaunchScreen: Bool = container.decode(.isLaunchScreen, default: false)
        let customObjectInstantitationMethod: String? = container.optional(.customObjectInstantitationMethod)
        let dependencies: DocumentDependencies? = container.optional(.dependencies)
        let device: Device? = container.optional(.device)
        let objects: [InterfaceObject] = container.list(.objects)
        let scenes: [Scene] = container.list(.scenes)
        let resources: [Resource] = container.list(.resources)
        let classes: [ClassDescription] = container.list(.classes)
        let customFonts: [CustomFontFile] = container.list(.customFonts)
        let defaultSimulatedMetrics: SimulatedMetricsContainer? = container.optional(.defaultSimulatedMetrics)
        let inferredMetricsTieBreakers: [ObjectReference] = container.list(.inferredMetricsTieBreakers)
        let designables: [Designable] = container.list(.designables)
        let tintColor: Color? = container.optional(.tintColor)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, type: type, version: version, toolsVersion: toolsVersion,
                  systemVersion: systemVersion, targetRuntime: targetRuntime,
                  propertyAccessControl: propertyAccessControl, useAutolayout: useAutolayout,
                  useTraitCollections: useTraitCollections, useSafeAreas: useSafeAreas, colorMatched: colorMatched,
                  initialViewController: initialViewController, isLaunchScreen: isLaunchScreen,
                  customObjectInstantitationMethod: customObjectInstantitationMethod, dependencies: dependencies,
                  device: device, objects: objects, scenes: scenes, resources: resources, classes: classes,
                  customFonts: customFonts, defaultSimulatedMetrics: defaultSimulatedMetrics,
                  inferredMetricsTieBreakers: inferredMetricsTieBreakers, designables: designables,
                  tintColor: tintColor)
    }
}
