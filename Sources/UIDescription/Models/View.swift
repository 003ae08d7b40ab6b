/// The properties every view shares, on every platform. Every view element decodes as `View`
/// (a `label` as well as a `view`); its own type (``Label``, ``Button``, …) adds the rest.
///
/// Outlets declared as `View` accept any view element; other elements (constraints, colors,
/// controllers) are a type mismatch.
public struct View: InterfaceElement {
    /// `nil`: any view element; elements that are not views (``ElementCatalogue/isNonView(_:)``) are refused.
    public static let elementKinds: Set<String>? = nil

    /// The element kind (`view`, `label`, `button`, `tableView`, …).
    public var kind: String
    public var id: String
    /// The role the view plays in its parent (`view` for a controller's root view, `contentView`, …).
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    /// The name shown in Interface Builder's outline.
    public var userLabel: String?
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask?
    public var contentMode: ContentMode?
    public var isHidden: Bool
    public var alpha: Double
    public var isOpaque: Bool
    public var clipsSubviews: Bool
    public var isUserInteractionEnabled: Bool
    public var isMultipleTouchEnabled: Bool
    public var tag: Int
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var backgroundColor: Color?
    public var tintColor: Color?
    public var subviews: [AnyView]
    public var constraints: [Constraint]
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var accessibility: Accessibility?
    public var location: SourceLocation?

    public init(kind: String = "view", id: String, key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                frame: Rect? = nil, autoresizingMask: AutoresizingMask? = nil, contentMode: ContentMode? = nil,
                isHidden: Bool = false, alpha: Double = 1, isOpaque: Bool = true, clipsSubviews: Bool = false,
                isUserInteractionEnabled: Bool = true, isMultipleTouchEnabled: Bool = false, tag: Int = 0,
                translatesAutoresizingMaskIntoConstraints: Bool = true, backgroundColor: Color? = nil,
                tintColor: Color? = nil, subviews: [AnyView] = [], constraints: [Constraint] = [],
                connections: [Connection] = [], userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [],
                accessibility: Accessibility? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.contentMode = contentMode
        self.isHidden = isHidden
        self.alpha = alpha
        self.isOpaque = isOpaque
        self.clipsSubviews = clipsSubviews
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.tag = tag
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.subviews = subviews
        self.constraints = constraints
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.accessibility = accessibility
        self.location = location
    }

    enum CodingKeys: String, CodingKey {
        case id, key, customClass, customModule, customModuleProvider, userLabel, frame, autoresizingMask, contentMode
        case isHidden = "hidden", alpha, isOpaque = "opaque", clipsSubviews
        case isUserInteractionEnabled = "userInteractionEnabled", isMultipleTouchEnabled = "multipleTouchEnabled", tag
        case translatesAutoresizingMaskIntoConstraints, backgroundColor, tintColor, subviews, constraints, connections
        case userDefinedRuntimeAttributes, accessibility = "accessibilityConfiguration"
    }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementKind(for: Self.self)
        if ElementCatalogue.isNonView(kind) {
            let message = "`\(kind)` is not a view"
            if let decoder = decoder as? ElementDecoder { throw decoder.mismatch(expected: "View", found: decoder.describe(decoder.value)) }
            throw UIDescriptionError(.typeMismatch(expected: "View", found: kind), message, codingPath: decoder.codingPath)
        }
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        self.kind = kind
        id = try container.decode(.id, default: "")
        key = try container.optional(.key)
        customClass = try container.optional(.customClass)
        customModule = try container.optional(.customModule)
        customModuleProvider = try container.optional(.customModuleProvider)
        userLabel = try container.optional(.userLabel)
        frame = try container.optional(.frame)
        autoresizingMask = try container.optional(.autoresizingMask)
        contentMode = try container.optional(.contentMode)
        isHidden = try container.decode(.isHidden, default: false)
        alpha = try container.decode(.alpha, default: 1)
        isOpaque = try container.decode(.isOpaque, default: true)
        clipsSubviews = try container.decode(.clipsSubviews, default: false)
        isUserInteractionEnabled = try container.decode(.isUserInteractionEnabled, default: true)
        isMultipleTouchEnabled = try container.decode(.isMultipleTouchEnabled, default: false)
        tag = try container.decode(.tag, default: 0)
        translatesAutoresizingMaskIntoConstraints = try container.decode(.translatesAutoresizingMaskIntoConstraints, default: true)
        backgroundColor = try container.optional(.backgroundColor)
        tintColor = try container.optional(.tintColor)
        subviews = try container.list(.subviews)
        constraints = try container.list(.constraints)
        connections = try container.list(.connections)
        userDefinedRuntimeAttributes = try container.list(.userDefinedRuntimeAttributes)
        accessibility = try container.optional(.accessibility)
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(autoresizingMask, forKey: .autoresizingMask)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        try container.encode(isHidden, forKey: .isHidden, default: false)
        try container.encode(alpha, forKey: .alpha, default: 1)
        try container.encode(isOpaque, forKey: .isOpaque, default: true)
        try container.encode(clipsSubviews, forKey: .clipsSubviews, default: false)
        try container.encode(isUserInteractionEnabled, forKey: .isUserInteractionEnabled, default: true)
        try container.encode(isMultipleTouchEnabled, forKey: .isMultipleTouchEnabled, default: false)
        try container.encode(tag, forKey: .tag, default: 0)
        try container.encode(translatesAutoresizingMaskIntoConstraints, forKey: .translatesAutoresizingMaskIntoConstraints, default: true)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
        try container.encodeList(subviews, forKey: .subviews)
        try container.encodeList(constraints, forKey: .constraints)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
    }

    /// The outlets this view owns (for example a text field's `delegate`).
    public var outlets: [Outlet] { connections.outlets }
    /// The actions this view sends.
    public var actions: [Action] { connections.actions }

    /// This view and every view below it, depth first, in document order.
    public var allViews: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed().map(\.view))
        }
        return result
    }
}

/// A typed view model: the shared ``View`` properties plus its own. Shared properties read through
/// (`label.frame`, `button.isHidden`).
@dynamicMemberLookup
public protocol ViewElement: InterfaceElement {
    /// The properties every view shares.
    var view: View { get set }
}

extension ViewElement {
    public subscript<Value>(dynamicMember keyPath: KeyPath<View, Value>) -> Value {
        view[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<View, Value>) -> Value {
        get { view[keyPath: keyPath] }
        set { view[keyPath: keyPath] = newValue }
    }
}

/// How a view resizes with its superview: `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`.
public struct AutoresizingMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["autoresizingMask"]
    public var flexibleMinX: Bool
    public var widthSizable: Bool
    public var flexibleMaxX: Bool
    public var flexibleMinY: Bool
    public var heightSizable: Bool
    public var flexibleMaxY: Bool

    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }

    enum CodingKeys: String, CodingKey { case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        flexibleMinX = try container.decode(.flexibleMinX, default: false)
        widthSizable = try container.decode(.widthSizable, default: false)
        flexibleMaxX = try container.decode(.flexibleMaxX, default: false)
        flexibleMinY = try container.decode(.flexibleMinY, default: false)
        heightSizable = try container.decode(.heightSizable, default: false)
        flexibleMaxY = try container.decode(.flexibleMaxY, default: false)
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "autoresizingMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(flexibleMinX, forKey: .flexibleMinX, default: false)
        try container.encode(widthSizable, forKey: .widthSizable, default: false)
        try container.encode(flexibleMaxX, forKey: .flexibleMaxX, default: false)
        try container.encode(flexibleMinY, forKey: .flexibleMinY, default: false)
        try container.encode(heightSizable, forKey: .heightSizable, default: false)
        try container.encode(flexibleMaxY, forKey: .flexibleMaxY, default: false)
    }
}

/// Accessibility settings: `<accessibility key="accessibilityConfiguration" label="…" identifier="…">`.
public struct Accessibility: InterfaceElement {
    public static let elementKinds: Set<String>? = ["accessibility"]
    public var label: String?
    public var identifier: String?
    public var hint: String?
    public var isElement: Bool?
    /// The traits set to `YES` (`button`, `header`, `staticText`, …).
    public var traits: [String]

    public init(label: String? = nil, identifier: String? = nil, hint: String? = nil, isElement: Bool? = nil, traits: [String] = []) {
        self.label = label
        self.identifier = identifier
        self.hint = hint
        self.isElement = isElement
        self.traits = traits
    }

    enum CodingKeys: String, CodingKey { case label, identifier, hint, isElement, traits }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        label = try container.optional(.label)
        identifier = try container.optional(.identifier)
        hint = try container.optional(.hint)
        isElement = try container.optional(.isElement)
        if let traits = try container.decodeIfPresent(Node.self, forKey: .traits) {
            self.traits = traits.attributes.filter { $0.value == "YES" && $0.name != "key" }.map(\.name)
        } else {
            traits = []
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "accessibility", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(isElement, forKey: .isElement)
        if !traits.isEmpty {
            let node = Node(kind: "accessibilityTraits", attributes: [.init(name: "key", value: "traits")] + traits.map { .init(name: $0, value: "YES") })
            try container.encode(node, forKey: .traits)
        }
    }
}

/// A user-defined runtime attribute: a key path set on the object after it loads.
/// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>`.
public struct UserDefinedRuntimeAttribute: InterfaceElement {
    public static let elementKinds: Set<String>? = ["userDefinedRuntimeAttribute"]
    public var keyPath: String
    /// `boolean`, `number`, `string`, `localizedString`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil`.
    public var type: String
    /// The value as written: the `value` attribute, or the `value` attribute or text of the `value` child.
    public var value: String?
    /// The value of a `color` attribute.
    public var color: Color?

    public init(keyPath: String, type: String, value: String? = nil, color: Color? = nil) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.color = color
    }

    enum CodingKeys: String, CodingKey { case keyPath, type, value }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        keyPath = try container.decode(String.self, forKey: .keyPath)
        type = try container.decode(.type, default: "nil")
        if type == "color" {
            color = try container.optional(.value)
            value = nil
        } else if let text = try container.decodeIfPresent(String.self, forKey: .value), !text.isEmpty {
            // `value="…"` as an attribute (booleans, strings) or as the text of a `<string key="value">` child.
            color = nil
            value = text
        } else if container.contains(.value), let node = try? container.decode(Node.self, forKey: .value) {
            // `<integer key="value" value="8"/>`, `<real …/>`, `<point …/>`: keep the element's value.
            color = nil
            value = node[attribute: "value"] ?? node.text
        } else {
            color = nil
            value = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "userDefinedRuntimeAttribute", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyPath, forKey: .keyPath)
        try container.encode(type, forKey: .type)
        if let color { try container.encode(color, forKey: .value) } else { try container.encodeIfPresent(value, forKey: .value) }
    }
}
