/// What a document needs to open: `<dependencies><deployment identifier="iOS"/><plugIn
/// identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="…"/><capability name="Safe area layout
/// guides" minToolsVersion="9.0"/></dependencies>`.
public struct DocumentDependencies: InterfaceElement {
    public static let elementKinds: Set<String>? = ["dependencies"]
    public var deployments: [DocumentDependency]
    public var development: [DocumentDependency]
    public var plugIns: [DocumentDependency]
    public var capabilities: [DocumentDependency]

    public init(deployments: [DocumentDependency] = [], development: [DocumentDependency] = [],
                plugIns: [DocumentDependency] = [], capabilities: [DocumentDependency] = []) {
        self.deployments = deployments
        self.development = development
        self.plugIns = plugIns
        self.capabilities = capabilities
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case deployments = "$elements:deployment", development = "$elements:development"
        case plugIns = "$elements:plugIn", capabilities = "$elements:capability"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        deployments = container.list(.deployments)
        development = container.list(.development)
        plugIns = container.list(.plugIns)
        capabilities = container.list(.capabilities)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "dependencies", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeList(deployments, forKey: .deployments)
        try container.encodeList(development, forKey: .development)
        try container.encodeList(plugIns, forKey: .plugIns)
        try container.encodeList(capabilities, forKey: .capabilities)
    }
}

/// One dependency of a document: a deployment target, a plug-in version, or a capability with the tools version
/// it needs.
public struct DocumentDependency: InterfaceElement {
    public static let elementKinds: Set<String>? = ["deployment", "development", "plugIn", "capability"]
    /// The element kind.
    public var kind: String
    public var identifier: String?
    public var name: String?
    public var version: String?
    public var defaultVersion: String?
    public var minToolsVersion: String?
    public var minSystemVersion: String?

    public init(kind: String = "deployment", identifier: String? = nil, name: String? = nil, version: String? = nil,
                defaultVersion: String? = nil, minToolsVersion: String? = nil, minSystemVersion: String? = nil) {
        self.kind = kind
        self.identifier = identifier
        self.name = name
        self.version = version
        self.defaultVersion = defaultVersion
        self.minToolsVersion = minToolsVersion
        self.minSystemVersion = minSystemVersion
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case identifier, name, version, defaultVersion, minToolsVersion, minSystemVersion
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        identifier = container.optional(.identifier)
        name = container.optional(.name)
        version = container.optional(.version)
        defaultVersion = container.optional(.defaultVersion)
        minToolsVersion = container.optional(.minToolsVersion)
        minSystemVersion = container.optional(.minSystemVersion)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(version, forKey: .version)
        try container.encodeIfPresent(defaultVersion, forKey: .defaultVersion)
        try container.encodeIfPresent(minToolsVersion, forKey: .minToolsVersion)
        try container.encodeIfPresent(minSystemVersion, forKey: .minSystemVersion)
    }
}

/// The device a document is shown on in Interface Builder: `<device id="retina6_1" orientation="portrait"
/// appearance="light"/>`.
public struct Device: InterfaceElement {
    public static let elementKinds: Set<String>? = ["device"]
    public var id: String?
    public var orientation: InterfaceOrientation?
    public var appearance: String?
    public var layout: String?
    public var adaptations: [Adaptation]

    public init(id: String? = nil, orientation: InterfaceOrientation? = nil, appearance: String? = nil,
                layout: String? = nil, adaptations: [Adaptation] = []) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.layout = layout
        self.adaptations = adaptations
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, orientation, appearance, layout, adaptations = "$elements:adaptation"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        orientation = container.optional(.orientation)
        appearance = container.optional(.appearance)
        layout = container.optional(.layout)
        adaptations = container.list(.adaptations)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "device", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(orientation, forKey: .orientation)
        try container.encodeIfPresent(appearance, forKey: .appearance)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encodeList(adaptations, forKey: .adaptations)
    }
}

/// An image the document uses, with its size: `<image name="logo" width="120" height="40"/>` (a symbol has
/// `catalog="system"`).
public struct ImageResource: InterfaceElement {
    public static let elementKinds: Set<String>? = ["image"]
    public var name: String
    public var catalog: String?
    public var width: Double?
    public var height: Double?
    /// The image's data, base64, for images Interface Builder could not find in a catalog.
    public var keyedArchiveRepresentation: String?

    public init(name: String = "", catalog: String? = nil, width: Double? = nil, height: Double? = nil,
                keyedArchiveRepresentation: String? = nil) {
        self.name = name
        self.catalog = catalog
        self.width = width
        self.height = height
        self.keyedArchiveRepresentation = keyedArchiveRepresentation
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case name, catalog, width, height, keyedArchiveRepresentation
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        name = container.decode(.name, default: "")
        catalog = container.optional(.catalog)
        width = container.optional(.width)
        height = container.optional(.height)
        keyedArchiveRepresentation = container.optional(.keyedArchiveRepresentation)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "image", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(catalog, forKey: .catalog)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(keyedArchiveRepresentation, forKey: .keyedArchiveRepresentation)
    }
}

/// A named color the document uses, with its value: `<namedColor name="AccentColor"><color red="…"
/// …/></namedColor>`.
public struct NamedColorResource: InterfaceElement {
    public static let elementKinds: Set<String>? = ["namedColor"]
    public var name: String
    @Boxed public var color: Color?

    public init(name: String = "", color: Color? = nil) {
        self.name = name
        self.color = color
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case name, color
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        name = container.decode(.name, default: "")
        color = container.optional(.color)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "namedColor", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(color, forKey: .color)
    }
}

/// A system color the document uses, with the value Interface Builder shows: `<systemColor
/// name="systemBackgroundColor"><color white="1" …/></systemColor>`.
public struct SystemColorResource: InterfaceElement {
    public static let elementKinds: Set<String>? = ["systemColor"]
    public var name: String
    @Boxed public var color: Color?

    public init(name: String = "", color: Color? = nil) {
        self.name = name
        self.color = color
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case name, color
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        name = container.decode(.name, default: "")
        color = container.optional(.color)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "systemColor", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(color, forKey: .color)
    }
}

/// A class description of a legacy document: `<class className="LoginViewController"
/// superclassName="UIViewController"><source key="sourceIdentifier" …/><relationships>…</relationships></class>`.
public struct ClassDescription: InterfaceElement {
    public static let elementKinds: Set<String>? = ["class"]
    public var className: String?
    public var superclassName: String?
    @Boxed public var source: ClassSource?
    public var relationships: [ClassRelationship]

    public init(className: String? = nil, superclassName: String? = nil, source: ClassSource? = nil,
                relationships: [ClassRelationship] = []) {
        self.className = className
        self.superclassName = superclassName
        self.source = source
        self.relationships = relationships
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case className, superclassName, source = "sourceIdentifier", relationships
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        className = container.optional(.className)
        superclassName = container.optional(.superclassName)
        source = container.optional(.source)
        relationships = container.list(.relationships)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "class", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(className, forKey: .className)
        try container.encodeIfPresent(superclassName, forKey: .superclassName)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeList(relationships, forKey: .relationships)
    }
}

/// Where a class description's class is declared: `<source key="sourceIdentifier" type="project"
/// relativePath="./Classes/LoginViewController.h"/>`.
public struct ClassSource: InterfaceElement {
    public static let elementKinds: Set<String>? = ["source"]
    public var key: String?
    public var type: String?
    public var relativePath: String?

    public init(key: String? = nil, type: String? = nil, relativePath: String? = nil) {
        self.key = key
        self.type = type
        self.relativePath = relativePath
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, type, relativePath
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        type = container.optional(.type)
        relativePath = container.optional(.relativePath)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "source", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(relativePath, forKey: .relativePath)
    }
}

/// An outlet or action a class description declares: `<relationship kind="outlet" name="titleLabel"
/// candidateClass="UILabel"/>`.
public struct ClassRelationship: InterfaceElement {
    public static let elementKinds: Set<String>? = ["relationship"]
    /// `outlet`, `outletCollection` or `action`.
    public var kind: String?
    public var name: String?
    public var candidateClass: String?

    public init(kind: String? = nil, name: String? = nil, candidateClass: String? = nil) {
        self.kind = kind
        self.name = name
        self.candidateClass = candidateClass
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case kind, name, candidateClass
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        kind = container.optional(.kind)
        name = container.optional(.name)
        candidateClass = container.optional(.candidateClass)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "relationship", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(candidateClass, forKey: .candidateClass)
    }
}

/// A font file a document uses and the fonts it provides: `<array
/// key="Avenir-Medium.ttf"><string>Avenir-Medium</string></array>`.
public struct CustomFontFile: InterfaceElement {
    public static let elementKinds: Set<String>? = ["array", "mutableArray"]
    /// The element kind.
    public var kind: String
    /// The font file's name.
    public var file: String
    public var fontNames: [String]

    public init(kind: String = "array", file: String = "", fontNames: [String] = []) {
        self.kind = kind
        self.file = file
        self.fontNames = fontNames
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case file = "key", fontNames = "$elements:string"
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        file = container.decode(.file, default: "")
        fontNames = container.list(.fontNames)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encodeList(fontNames, forKey: .fontNames)
    }
}

/// A device adaptation Interface Builder shows: `<adaptation id="fullscreen"/>`.
public struct Adaptation: InterfaceElement {
    public static let elementKinds: Set<String>? = ["adaptation"]
    public var id: String?

    public init(id: String? = nil) {
        self.id = id
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "adaptation", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

/// What Interface Builder cached for an `@IBDesignable` view: `<designable name="…"><size
/// key="intrinsicContentSize" …/></designable>`; ``name`` is the view's id.
public struct Designable: InterfaceElement {
    public static let elementKinds: Set<String>? = ["designable"]
    public var name: String?
    public var intrinsicContentSize: Size?

    public init(name: String? = nil, intrinsicContentSize: Size? = nil) {
        self.name = name
        self.intrinsicContentSize = intrinsicContentSize
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case name, intrinsicContentSize
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        name = container.optional(.name)
        intrinsicContentSize = container.optional(.intrinsicContentSize)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "designable", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(intrinsicContentSize, forKey: .intrinsicContentSize)
    }
}
