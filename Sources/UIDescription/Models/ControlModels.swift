/// The title, image and colors of a button for one control state:
/// `<state key="normal" title="Log in" image="arrow"><color key="titleColor" …/></state>`.
public struct ButtonState: InterfaceElement {
    public static let elementKinds: Set<String>? = ["state"]
    /// `normal`, `highlighted`, `selected`, `disabled`, `focused`.
    public var state: String
    public var title: String?
    public var image: String?
    public var backgroundImage: String?
    public var titleColor: Color?

    public init(state: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil, titleColor: Color? = nil) {
        self.state = state
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
    }

    enum CodingKeys: String, CodingKey { case key, title, image, backgroundImage, titleColor }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        state = try container.decode(.key, default: "normal")
        title = try container.optional(.title)
        image = try container.optional(.image)
        backgroundImage = try container.optional(.backgroundImage)
        titleColor = try container.optional(.titleColor)
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "state", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .key)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(titleColor, forKey: .titleColor)
    }
}

/// A button: UIKit's `<button buttonType="system" …><state key="normal" title="Log in"/></button>`
/// (or a `buttonConfiguration`), or AppKit's `<button><buttonCell key="cell" title="OK" …/></button>`.
public struct Button: ViewElement {
    public static let elementKinds: Set<String>? = ["button"]
    public var view: View
    public var buttonType: ButtonType?
    /// Per-state titles, images and colors, in the order normal, highlighted, selected, disabled, focused.
    public var states: [ButtonState]
    /// The title of a UIKit 15 button configuration.
    public var configurationTitle: String?
    public var isEnabled: Bool
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var font: Font?
    /// AppKit's cell, whole (`buttonCell`), when there is one.
    public var cell: Node?

    public init(view: View, buttonType: ButtonType? = nil, states: [ButtonState] = [], configurationTitle: String? = nil,
                isEnabled: Bool = true, contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, font: Font? = nil, cell: Node? = nil) {
        self.view = view
        self.buttonType = buttonType
        self.states = states
        self.configurationTitle = configurationTitle
        self.isEnabled = isEnabled
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.font = font
        self.cell = cell
    }

    /// The title people see: the normal state's, the configuration's, or the AppKit cell's.
    public var title: String? {
        states.first { $0.state == "normal" }?.title ?? configurationTitle ?? cell?[attribute: "title"]
    }

    enum CodingKeys: String, CodingKey {
        case buttonType, normal, highlighted, selected, disabled, focused, configuration
        case isEnabled = "enabled", contentHorizontalAlignment, contentVerticalAlignment
        case font = "fontDescription", cell
    }

    private static let stateKeys: [CodingKeys] = [.normal, .highlighted, .selected, .disabled, .focused]

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        buttonType = try container.optional(.buttonType)
        states = try Self.stateKeys.compactMap { try container.decodeIfPresent(ButtonState.self, forKey: $0) }
        configurationTitle = try container.decodeIfPresent(Node.self, forKey: .configuration)?[attribute: "title"]
        isEnabled = try container.decode(.isEnabled, default: true)
        contentHorizontalAlignment = try container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = try container.optional(.contentVerticalAlignment)
        font = try container.optional(.font)
        cell = try container.optional(.cell)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(buttonType, forKey: .buttonType)
        for state in states {
            guard let key = CodingKeys(rawValue: state.state) else { continue }
            try container.encode(state, forKey: key)
        }
        if let configurationTitle {
            try container.encode(Node(kind: "buttonConfiguration", attributes: [.init(name: "key", value: "configuration"),
                                                                               .init(name: "title", value: configurationTitle)]),
                                 forKey: .configuration)
        }
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// An image view: `<imageView image="logo" …/>`.
public struct ImageView: ViewElement {
    public static let elementKinds: Set<String>? = ["imageView"]
    public var view: View
    /// The image's name in the asset catalog (or an SF Symbol's name).
    public var image: String?
    public var highlightedImage: String?

    public init(view: View, image: String? = nil, highlightedImage: String? = nil) {
        self.view = view
        self.image = image
        self.highlightedImage = highlightedImage
    }

    enum CodingKeys: String, CodingKey { case image, highlightedImage, cell }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let cell: Node? = try container.optional(.cell)
        image = try container.optional(.image) ?? cell?[attribute: "image"]
        highlightedImage = try container.optional(.highlightedImage)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(highlightedImage, forKey: .highlightedImage)
    }
}

/// A switch: `<switch on="YES" …/>`.
public struct Switch: ViewElement {
    public static let elementKinds: Set<String>? = ["switch"]
    public var view: View
    public var isOn: Bool
    public var isEnabled: Bool
    public var onTintColor: Color?
    public var thumbTintColor: Color?

    public init(view: View, isOn: Bool = false, isEnabled: Bool = true, onTintColor: Color? = nil, thumbTintColor: Color? = nil) {
        self.view = view
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.onTintColor = onTintColor
        self.thumbTintColor = thumbTintColor
    }

    enum CodingKeys: String, CodingKey { case isOn = "on", isEnabled = "enabled", onTintColor, thumbTintColor }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        isOn = try container.decode(.isOn, default: false)
        isEnabled = try container.decode(.isEnabled, default: true)
        onTintColor = try container.optional(.onTintColor)
        thumbTintColor = try container.optional(.thumbTintColor)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isOn, forKey: .isOn, default: false)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(onTintColor, forKey: .onTintColor)
        try container.encodeIfPresent(thumbTintColor, forKey: .thumbTintColor)
    }
}

/// A slider: `<slider value="0.5" minValue="0.0" maxValue="1" …/>`.
public struct Slider: ViewElement {
    public static let elementKinds: Set<String>? = ["slider"]
    public var view: View
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    public var isContinuous: Bool
    public var isEnabled: Bool

    public init(view: View, value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1,
                isContinuous: Bool = true, isEnabled: Bool = true) {
        self.view = view
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.isContinuous = isContinuous
        self.isEnabled = isEnabled
    }

    enum CodingKeys: String, CodingKey {
        case value, minimumValue = "minValue", maximumValue = "maxValue", isContinuous = "continuous", isEnabled = "enabled"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        value = try container.decode(.value, default: 0.5)
        minimumValue = try container.decode(.minimumValue, default: 0)
        maximumValue = try container.decode(.maximumValue, default: 1)
        isContinuous = try container.decode(.isContinuous, default: true)
        isEnabled = try container.decode(.isEnabled, default: true)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(minimumValue, forKey: .minimumValue)
        try container.encode(maximumValue, forKey: .maximumValue)
        try container.encode(isContinuous, forKey: .isContinuous, default: true)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
    }
}

/// A segmented control: `<segmentedControl selectedSegmentIndex="0"><segments><segment title="First"/>…`.
public struct SegmentedControl: ViewElement {
    public static let elementKinds: Set<String>? = ["segmentedControl"]
    public var view: View
    public var selectedSegmentIndex: Int?
    /// The segments' titles (or image names, for image segments), in order.
    public var segments: [String]
    public var isEnabled: Bool

    public init(view: View, selectedSegmentIndex: Int? = nil, segments: [String] = [], isEnabled: Bool = true) {
        self.view = view
        self.selectedSegmentIndex = selectedSegmentIndex
        self.segments = segments
        self.isEnabled = isEnabled
    }

    enum CodingKeys: String, CodingKey { case selectedSegmentIndex, segments, isEnabled = "enabled" }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        selectedSegmentIndex = try container.optional(.selectedSegmentIndex)
        let nodes: [Node] = try container.list(.segments)
        segments = nodes.map { $0[attribute: "title"] ?? $0[attribute: "image"] ?? "" }
        isEnabled = try container.decode(.isEnabled, default: true)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(selectedSegmentIndex, forKey: .selectedSegmentIndex)
        try container.encodeList(segments.map { Node(kind: "segment", attributes: [.init(name: "title", value: $0)]) }, forKey: .segments)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
    }
}

/// An activity indicator: `<activityIndicatorView hidesWhenStopped="YES" animating="YES" style="medium" …/>`.
public struct ActivityIndicatorView: ViewElement {
    public static let elementKinds: Set<String>? = ["activityIndicatorView"]
    public var view: View
    public var style: ActivityIndicatorStyle?
    public var hidesWhenStopped: Bool
    public var isAnimating: Bool
    public var color: Color?

    public init(view: View, style: ActivityIndicatorStyle? = nil, hidesWhenStopped: Bool = true, isAnimating: Bool = false, color: Color? = nil) {
        self.view = view
        self.style = style
        self.hidesWhenStopped = hidesWhenStopped
        self.isAnimating = isAnimating
        self.color = color
    }

    enum CodingKeys: String, CodingKey { case style, hidesWhenStopped, isAnimating = "animating", color }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = try container.optional(.style)
        hidesWhenStopped = try container.decode(.hidesWhenStopped, default: true)
        isAnimating = try container.decode(.isAnimating, default: false)
        color = try container.optional(.color)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encode(hidesWhenStopped, forKey: .hidesWhenStopped, default: true)
        try container.encode(isAnimating, forKey: .isAnimating, default: false)
        try container.encodeIfPresent(color, forKey: .color)
    }
}
