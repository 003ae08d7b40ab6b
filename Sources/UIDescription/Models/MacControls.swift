/// An AppKit pop-up button: `<popUpButton><popUpButtonCell key="cell" …><menu
/// key="menu">…</menu></popUpButtonCell></popUpButton>`, read as one control.
public struct PopUpButton: ViewElement {
    public static let elementKinds: Set<String>? = ["popUpButton"]
    public var view: View
    /// The cell, with the menu, selected item and bezel.
    @Boxed public var cell: PopUpButtonCell?

    public init(view: View, cell: PopUpButtonCell? = nil) {
        self.view = view
        self.cell = cell
    }

    /// The menu's items.
    public var items: [MenuItem] { cell?.menu?.items ?? [] }
    /// The selected menu item, by the cell's `selectedItem` id.
    public var selectedItem: MenuItem? { items.first { $0.id == cell?.selectedItem } }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cell = container.optional(.cell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// An AppKit search field: `<searchField><searchFieldCell key="cell" placeholderString="Search"
/// …/></searchField>`.
public struct SearchField: ViewElement {
    public static let elementKinds: Set<String>? = ["searchField"]
    public var view: View
    @Boxed public var cell: TextFieldCell?
    public var textCompletion: Bool

    public init(view: View, cell: TextFieldCell? = nil, textCompletion: Bool = true) {
        self.view = view
        self.cell = cell
        self.textCompletion = textCompletion
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, textCompletion
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cell = container.optional(.cell)
        textCompletion = container.decode(.textCompletion, default: true)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encode(textCompletion, forKey: .textCompletion, default: true)
    }
}

/// An AppKit combo box: `<comboBox><comboBoxCell key="cell"
/// …><objectValues>…</objectValues></comboBoxCell></comboBox>`.
public struct ComboBox: ViewElement {
    public static let elementKinds: Set<String>? = ["comboBox"]
    public var view: View
    @Boxed public var cell: TextFieldCell?

    public init(view: View, cell: TextFieldCell? = nil) {
        self.view = view
        self.cell = cell
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cell = container.optional(.cell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// An AppKit level indicator: `<levelIndicator><levelIndicatorCell key="cell" …/></levelIndicator>`.
public struct LevelIndicator: ViewElement {
    public static let elementKinds: Set<String>? = ["levelIndicator"]
    public var view: View
    @Boxed public var cell: LevelIndicatorCell?
    public var ratingImage: String?
    public var ratingPlaceholderImage: String?
    public var levelIndicatorStyle: String?

    public init(view: View, cell: LevelIndicatorCell? = nil, ratingImage: String? = nil,
                ratingPlaceholderImage: String? = nil, levelIndicatorStyle: String? = nil) {
        self.view = view
        self.cell = cell
        self.ratingImage = ratingImage
        self.ratingPlaceholderImage = ratingPlaceholderImage
        self.levelIndicatorStyle = levelIndicatorStyle
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, ratingImage, ratingPlaceholderImage, levelIndicatorStyle
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cell = container.optional(.cell)
        ratingImage = container.optional(.ratingImage)
        ratingPlaceholderImage = container.optional(.ratingPlaceholderImage)
        levelIndicatorStyle = container.optional(.levelIndicatorStyle)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encodeIfPresent(ratingImage, forKey: .ratingImage)
        try container.encodeIfPresent(ratingPlaceholderImage, forKey: .ratingPlaceholderImage)
        try container.encodeIfPresent(levelIndicatorStyle, forKey: .levelIndicatorStyle)
    }
}

/// An AppKit color well: `<colorWell><color key="color" …/></colorWell>`.
public struct ColorWell: ViewElement {
    public static let elementKinds: Set<String>? = ["colorWell"]
    public var view: View
    @Boxed public var color: Color?
    public var isBordered: Bool?
    public var colorWellStyle: String?

    public init(view: View, color: Color? = nil, isBordered: Bool? = nil, colorWellStyle: String? = nil) {
        self.view = view
        self.color = color
        self.isBordered = isBordered
        self.colorWellStyle = colorWellStyle
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case color, isBordered = "bordered", colorWellStyle
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        color = container.optional(.color)
        isBordered = container.optional(.isBordered)
        colorWellStyle = container.optional(.colorWellStyle)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(isBordered, forKey: .isBordered)
        try container.encodeIfPresent(colorWellStyle, forKey: .colorWellStyle)
    }
}

/// An AppKit path control: `<pathControl><pathCell key="cell" …/></pathControl>`.
public struct PathControl: ViewElement {
    public static let elementKinds: Set<String>? = ["pathControl"]
    public var view: View
    @Boxed public var cell: TextFieldCell?
    @Boxed public var url: URLValue?
    public var allowsExpansionToolTips: Bool?

    public init(view: View, cell: TextFieldCell? = nil, url: URLValue? = nil, allowsExpansionToolTips: Bool? = nil) {
        self.view = view
        self.cell = cell
        self.url = url
        self.allowsExpansionToolTips = allowsExpansionToolTips
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, url, allowsExpansionToolTips
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cell = container.optional(.cell)
        url = container.optional(.url)
        allowsExpansionToolTips = container.optional(.allowsExpansionToolTips)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(allowsExpansionToolTips, forKey: .allowsExpansionToolTips)
    }
}

/// A URL: `<url key="url" string="file://localhost/Applications/"/>`.
public struct URLValue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["url"]
    public var key: String?
    public var string: String?

    public init(key: String? = nil, string: String? = nil) {
        self.key = key
        self.string = string
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, string
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        string = container.optional(.string)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "url", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(string, forKey: .string)
    }
}

/// An AppKit progress indicator: `<progressIndicator style="spinning" maxValue="100" indeterminate="YES" …/>`.
public struct ProgressIndicator: ViewElement {
    public static let elementKinds: Set<String>? = ["progressIndicator"]
    public var view: View
    public var style: ProgressIndicatorStyle?
    public var minValue: Double?
    public var maxValue: Double?
    public var doubleValue: Double?
    public var isIndeterminate: Bool
    public var isBezeled: Bool?
    public var controlSize: ControlSize?
    public var isDisplayedWhenStopped: Bool?
    public var usesThreadedAnimation: Bool?

    public init(view: View, style: ProgressIndicatorStyle? = nil, minValue: Double? = nil, maxValue: Double? = nil,
                doubleValue: Double? = nil, isIndeterminate: Bool = false, isBezeled: Bool? = nil,
                controlSize: ControlSize? = nil, isDisplayedWhenStopped: Bool? = nil,
                usesThreadedAnimation: Bool? = nil) {
        self.view = view
        self.style = style
        self.minValue = minValue
        self.maxValue = maxValue
        self.doubleValue = doubleValue
        self.isIndeterminate = isIndeterminate
        self.isBezeled = isBezeled
        self.controlSize = controlSize
        self.isDisplayedWhenStopped = isDisplayedWhenStopped
        self.usesThreadedAnimation = usesThreadedAnimation
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, minValue, maxValue, doubleValue, isIndeterminate = "indeterminate", isBezeled = "bezeled"
        case controlSize, isDisplayedWhenStopped = "displayedWhenStopped", usesThreadedAnimation
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = container.optional(.style)
        minValue = container.optional(.minValue)
        maxValue = container.optional(.maxValue)
        doubleValue = container.optional(.doubleValue)
        isIndeterminate = container.decode(.isIndeterminate, default: false)
        isBezeled = container.optional(.isBezeled)
        controlSize = container.optional(.controlSize)
        isDisplayedWhenStopped = container.optional(.isDisplayedWhenStopped)
        usesThreadedAnimation = container.optional(.usesThreadedAnimation)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(minValue, forKey: .minValue)
        try container.encodeIfPresent(maxValue, forKey: .maxValue)
        try container.encodeIfPresent(doubleValue, forKey: .doubleValue)
        try container.encode(isIndeterminate, forKey: .isIndeterminate, default: false)
        try container.encodeIfPresent(isBezeled, forKey: .isBezeled)
        try container.encodeIfPresent(controlSize, forKey: .controlSize)
        try container.encodeIfPresent(isDisplayedWhenStopped, forKey: .isDisplayedWhenStopped)
        try container.encodeIfPresent(usesThreadedAnimation, forKey: .usesThreadedAnimation)
    }
}
