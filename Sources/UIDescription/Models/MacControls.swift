/// An AppKit pop-up button: `<popUpButton><popUpButtonCell key="cell" …><menu
/// key="menu">…</menu></popUpButtonCell></popUpButton>`, read as one control.
public struct PopUpButton: ViewElement {
    public static let elementKinds: Set<String>? = ["popUpButton"]
    /// The cell, with the menu, selected item and bezel.
    @Boxed public var cell: PopUpButtonCell?
    /// Whether the menu opens when a drag hovers over the button.
    public var isSpringLoaded: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    /// The menu's items.
    public var items: [MenuItem] { cell?.menu?.items ?? [] }
    /// The selected menu item, by the cell's `selectedItem` id.
    public var selectedItem: MenuItem? { items.first { $0.id == cell?.selectedItem } }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, isSpringLoaded = "springLoaded"
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encode(isSpringLoaded, forKey: .isSpringLoaded, default: false)
    }
}

extension PopUpButton {
    public init(view: View, cell: PopUpButtonCell? = nil, isSpringLoaded: Bool = false) {
        self.view = view
        self.cell = cell
        self.isSpringLoaded = isSpringLoaded
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let cell: PopUpButtonCell? = container.optional(.cell)
        let isSpringLoaded: Bool = container.decode(.isSpringLoaded, default: false)
        try container.finish()
        self.init(cell: cell, isSpringLoaded: isSpringLoaded, view: view)
    }
}

/// An AppKit search field: `<searchField><searchFieldCell key="cell" placeholderString="Search"
/// …/></searchField>`.
public struct SearchField: ViewElement {
    public static let elementKinds: Set<String>? = ["searchField"]
    @Boxed public var cell: TextFieldCell?
    public var textCompletion: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, textCompletion
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encode(textCompletion, forKey: .textCompletion, default: true)
    }
}

extension SearchField {
    public init(view: View, cell: TextFieldCell? = nil, textCompletion: Bool = true) {
        self.view = view
        self.cell = cell
        self.textCompletion = textCompletion
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let cell: TextFieldCell? = container.optional(.cell)
        let textCompletion: Bool = container.decode(.textCompletion, default: true)
        try container.finish()
        self.init(cell: cell, textCompletion: textCompletion, view: view)
    }
}

/// An AppKit combo box: `<comboBox><comboBoxCell key="cell"
/// …><objectValues>…</objectValues></comboBoxCell></comboBox>`.
public struct ComboBox: ViewElement {
    public static let elementKinds: Set<String>? = ["comboBox"]
    @Boxed public var cell: TextFieldCell?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

extension ComboBox {
    public init(view: View, cell: TextFieldCell? = nil) {
        self.view = view
        self.cell = cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let cell: TextFieldCell? = container.optional(.cell)
        try container.finish()
        self.init(cell: cell, view: view)
    }
}

/// An AppKit level indicator: `<levelIndicator><levelIndicatorCell key="cell" …/></levelIndicator>`.
public struct LevelIndicator: ViewElement {
    public static let elementKinds: Set<String>? = ["levelIndicator"]
    @Boxed public var cell: LevelIndicatorCell?
    public var ratingImage: String?
    public var ratingPlaceholderImage: String?
    public var levelIndicatorStyle: String?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, ratingImage, ratingPlaceholderImage, levelIndicatorStyle
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

extension LevelIndicator {
    public init(view: View, cell: LevelIndicatorCell? = nil, ratingImage: String? = nil,
                ratingPlaceholderImage: String? = nil, levelIndicatorStyle: String? = nil) {
        self.view = view
        self.cell = cell
        self.ratingImage = ratingImage
        self.ratingPlaceholderImage = ratingPlaceholderImage
        self.levelIndicatorStyle = levelIndicatorStyle
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let cell: LevelIndicatorCell? = container.optional(.cell)
        let ratingImage: String? = container.optional(.ratingImage)
        let ratingPlaceholderImage: String? = container.optional(.ratingPlaceholderImage)
        let levelIndicatorStyle: String? = container.optional(.levelIndicatorStyle)
        try container.finish()
        self.init(cell: cell, ratingImage: ratingImage, ratingPlaceholderImage: ratingPlaceholderImage,
                  levelIndicatorStyle: levelIndicatorStyle, view: view)
    }
}

/// An AppKit color well: `<colorWell><color key="color" …/></colorWell>`.
public struct ColorWell: ViewElement {
    public static let elementKinds: Set<String>? = ["colorWell"]
    @Boxed public var color: Color?
    public var isBordered: Bool?
    public var colorWellStyle: String?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case color, isBordered = "bordered", colorWellStyle
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(isBordered, forKey: .isBordered)
        try container.encodeIfPresent(colorWellStyle, forKey: .colorWellStyle)
    }
}

extension ColorWell {
    public init(view: View, color: Color? = nil, isBordered: Bool? = nil, colorWellStyle: String? = nil) {
        self.view = view
        self.color = color
        self.isBordered = isBordered
        self.colorWellStyle = colorWellStyle
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let color: Color? = container.optional(.color)
        let isBordered: Bool? = container.optional(.isBordered)
        let colorWellStyle: String? = container.optional(.colorWellStyle)
        try container.finish()
        self.init(color: color, isBordered: isBordered, colorWellStyle: colorWellStyle, view: view)
    }
}

/// An AppKit path control: `<pathControl><pathCell key="cell" …/></pathControl>`.
public struct PathControl: ViewElement {
    public static let elementKinds: Set<String>? = ["pathControl"]
    @Boxed public var cell: TextFieldCell?
    @Boxed public var url: URLValue?
    public var allowsExpansionToolTips: Bool?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cell, url, allowsExpansionToolTips
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(allowsExpansionToolTips, forKey: .allowsExpansionToolTips)
    }
}

extension PathControl {
    public init(view: View, cell: TextFieldCell? = nil, url: URLValue? = nil, allowsExpansionToolTips: Bool? = nil) {
        self.view = view
        self.cell = cell
        self.url = url
        self.allowsExpansionToolTips = allowsExpansionToolTips
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let cell: TextFieldCell? = container.optional(.cell)
        let url: URLValue? = container.optional(.url)
        let allowsExpansionToolTips: Bool? = container.optional(.allowsExpansionToolTips)
        try container.finish()
        self.init(cell: cell, url: url, allowsExpansionToolTips: allowsExpansionToolTips, view: view)
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
    public var style: ProgressIndicatorStyle?
    public var minValue: Double?
    public var maxValue: Double?
    public var doubleValue: Double?
    public var isIndeterminate: Bool
    public var isBezeled: Bool?
    public var controlSize: ControlSize?
    public var isDisplayedWhenStopped: Bool?
    public var usesThreadedAnimation: Bool?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, minValue, maxValue, doubleValue, isIndeterminate = "indeterminate", isBezeled = "bezeled"
        case controlSize, isDisplayedWhenStopped = "displayedWhenStopped", usesThreadedAnimation
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

extension ProgressIndicator {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let style: ProgressIndicatorStyle? = container.optional(.style)
        let minValue: Double? = container.optional(.minValue)
        let maxValue: Double? = container.optional(.maxValue)
        let doubleValue: Double? = container.optional(.doubleValue)
        let isIndeterminate: Bool = container.decode(.isIndeterminate, default: false)
        let isBezeled: Bool? = container.optional(.isBezeled)
        let controlSize: ControlSize? = container.optional(.controlSize)
        let isDisplayedWhenStopped: Bool? = container.optional(.isDisplayedWhenStopped)
        let usesThreadedAnimation: Bool? = container.optional(.usesThreadedAnimation)
        try container.finish()
        self.init(style: style, minValue: minValue, maxValue: maxValue, doubleValue: doubleValue,
                  isIndeterminate: isIndeterminate, isBezeled: isBezeled, controlSize: controlSize,
                  isDisplayedWhenStopped: isDisplayedWhenStopped, usesThreadedAnimation: usesThreadedAnimation,
                  view: view)
    }
}
