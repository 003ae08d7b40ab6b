/// The properties every WatchKit interface item shares: its size and alignment in its group, visibility, identity
/// and connections. Each item type (``WatchLabel``, ``WatchButton``, ``Group``, …) adds its own.
public struct WatchItem: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    public var alignment: InterfaceHorizontalAlignment?
    public var verticalAlignment: InterfaceVerticalAlignment?
    /// The width: a fraction of the container (`0…1`) or, with `widthAdjustment`, relative to it.
    public var width: Double?
    public var height: Double?
    public var widthAdjustment: Double?
    public var heightAdjustment: Double?
    public var isHidden: Bool
    public var alpha: Double
    public var semanticContentAttribute: SemanticContentAttribute?
    @Boxed public var accessibility: Accessibility?
    public var variations: [Variation]
    public var gestureRecognizers: [GestureRecognizer]
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, userLabel, alignment, verticalAlignment
        case width, height, widthAdjustment, heightAdjustment, isHidden = "hidden", alpha, semanticContentAttribute
        case accessibility = "accessibilityConfiguration", variations = "$elements:variation", gestureRecognizers
        case connections, userDefinedRuntimeAttributes
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
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(verticalAlignment, forKey: .verticalAlignment)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(widthAdjustment, forKey: .widthAdjustment)
        try container.encodeIfPresent(heightAdjustment, forKey: .heightAdjustment)
        try container.encode(isHidden, forKey: .isHidden, default: false)
        try container.encode(alpha, forKey: .alpha, default: 1)
        try container.encodeIfPresent(semanticContentAttribute, forKey: .semanticContentAttribute)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try container.encodeList(variations, forKey: .variations)
        try container.encodeList(gestureRecognizers, forKey: .gestureRecognizers)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
    }
}

extension WatchItem {
    public init(kind: String = "label", id: String = "", key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                alignment: InterfaceHorizontalAlignment? = nil, verticalAlignment: InterfaceVerticalAlignment? = nil,
                width: Double? = nil, height: Double? = nil, widthAdjustment: Double? = nil,
                heightAdjustment: Double? = nil, isHidden: Bool = false, alpha: Double = 1,
                semanticContentAttribute: SemanticContentAttribute? = nil, accessibility: Accessibility? = nil,
                variations: [Variation] = [], gestureRecognizers: [GestureRecognizer] = [],
                connections: [Connection] = [], userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [],
                location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.width = width
        self.height = height
        self.widthAdjustment = widthAdjustment
        self.heightAdjustment = heightAdjustment
        self.isHidden = isHidden
        self.alpha = alpha
        self.semanticContentAttribute = semanticContentAttribute
        self.accessibility = accessibility
        self.variations = variations
        self.gestureRecognizers = gestureRecognizers
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String = container.decode(.id, default: "")
        let key: String? = container.optional(.key)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let alignment: InterfaceHorizontalAlignment? = container.optional(.alignment)
        let verticalAlignment: InterfaceVerticalAlignment? = container.optional(.verticalAlignment)
        let width: Double? = container.optional(.width)
        let height: Double? = container.optional(.height)
        let widthAdjustment: Double? = container.optional(.widthAdjustment)
        let heightAdjustment: Double? = container.optional(.heightAdjustment)
        let isHidden: Bool = container.decode(.isHidden, default: false)
        let alpha: Double = container.decode(.alpha, default: 1)
        let semanticContentAttribute: SemanticContentAttribute? = container.optional(.semanticContentAttribute)
        let accessibility: Accessibility? = container.optional(.accessibility)
        let variations: [Variation] = container.list(.variations)
        let gestureRecognizers: [GestureRecognizer] = container.list(.gestureRecognizers)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, key: key, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  alignment: alignment, verticalAlignment: verticalAlignment, width: width, height: height,
                  widthAdjustment: widthAdjustment, heightAdjustment: heightAdjustment, isHidden: isHidden,
                  alpha: alpha, semanticContentAttribute: semanticContentAttribute, accessibility: accessibility,
                  variations: variations, gestureRecognizers: gestureRecognizers, connections: connections,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes)
    }
}

/// A typed WatchKit interface item: the shared ``WatchItem`` properties plus its own. Shared
/// properties read through (`label.alignment`, `group.width`).
@dynamicMemberLookup
public protocol WatchItemElement: InterfaceElement {
    /// The properties every interface item shares.
    var item: WatchItem { get set }
}

extension WatchItemElement {
    public subscript<Value>(dynamicMember keyPath: KeyPath<WatchItem, Value>) -> Value {
        item[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WatchItem, Value>) -> Value {
        get { item[keyPath: keyPath] }
        set { item[keyPath: keyPath] = newValue }
    }
}

/// A WatchKit label: `<label alignment="left" text="Hello" numberOfLines="0" id="…"><fontDescription key="font"
/// …/></label>`.
public struct WatchLabel: WatchItemElement {
    public static let elementKinds: Set<String>? = ["label"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var text: String?
    @Boxed public var attributedText: AttributedString?
    @Boxed public var textColor: Color?
    @Boxed public var font: Font?
    public var textAlignment: TextAlignment?
    public var numberOfLines: Int
    public var minimumScaleFactor: Double?

    public init(item: WatchItem, text: String? = nil, attributedText: AttributedString? = nil,
                textColor: Color? = nil, font: Font? = nil, textAlignment: TextAlignment? = nil,
                numberOfLines: Int = 1, minimumScaleFactor: Double? = nil) {
        self.item = item
        self.text = text
        self.attributedText = attributedText
        self.textColor = textColor
        self.font = font
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
        self.minimumScaleFactor = minimumScaleFactor
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case text, attributedText, textColor, font, textAlignment, numberOfLines, minimumScaleFactor
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        text = container.optional(.text)
        attributedText = container.optional(.attributedText)
        textColor = container.optional(.textColor)
        font = container.optional(.font)
        textAlignment = container.optional(.textAlignment)
        numberOfLines = container.decode(.numberOfLines, default: 1)
        minimumScaleFactor = container.optional(.minimumScaleFactor)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(attributedText, forKey: .attributedText)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encode(numberOfLines, forKey: .numberOfLines, default: 1)
        try container.encodeIfPresent(minimumScaleFactor, forKey: .minimumScaleFactor)
    }
}

/// A WatchKit button: `<button alignment="left" title="Start" id="…"><color key="backgroundColor" …/></button>`,
/// or one with a content group.
public struct WatchButton: WatchItemElement {
    public static let elementKinds: Set<String>? = ["button"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var title: String?
    @Boxed public var attributedTitle: AttributedString?
    @Boxed public var titleColor: Color?
    @Boxed public var font: Font?
    @Boxed public var backgroundColor: Color?
    public var backgroundImage: String?
    public var isEnabled: Bool
    @Boxed public var contentGroup: Group?

    public init(item: WatchItem, title: String? = nil, attributedTitle: AttributedString? = nil,
                titleColor: Color? = nil, font: Font? = nil, backgroundColor: Color? = nil,
                backgroundImage: String? = nil, isEnabled: Bool = true, contentGroup: Group? = nil) {
        self.item = item
        self.title = title
        self.attributedTitle = attributedTitle
        self.titleColor = titleColor
        self.font = font
        self.backgroundColor = backgroundColor
        self.backgroundImage = backgroundImage
        self.isEnabled = isEnabled
        self.contentGroup = contentGroup
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case title, attributedTitle, titleColor, font, backgroundColor, backgroundImage, isEnabled = "enabled"
        case contentGroup
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        title = container.optional(.title)
        attributedTitle = container.optional(.attributedTitle)
        titleColor = container.optional(.titleColor)
        font = container.optional(.font)
        backgroundColor = container.optional(.backgroundColor)
        backgroundImage = container.optional(.backgroundImage)
        isEnabled = container.decode(.isEnabled, default: true)
        contentGroup = container.optional(.contentGroup)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(attributedTitle, forKey: .attributedTitle)
        try container.encodeIfPresent(titleColor, forKey: .titleColor)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(contentGroup, forKey: .contentGroup)
    }
}

/// A WatchKit group: `<group width="1" alignment="left" layout="vertical" spacing="4"
/// id="…"><items>…</items></group>`.
public struct Group: WatchItemElement {
    public static let elementKinds: Set<String>? = ["group"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var layout: GroupLayout?
    public var spacing: Double?
    public var radius: Double?
    public var margins: Insets?
    @Boxed public var backgroundColor: Color?
    public var backgroundImage: String?
    public var contentMode: ContentMode?
    public var animationDuration: Double?
    public var hasDetent: Bool
    public var items: [InterfaceItem]

    public init(item: WatchItem, layout: GroupLayout? = nil, spacing: Double? = nil, radius: Double? = nil,
                margins: Insets? = nil, backgroundColor: Color? = nil, backgroundImage: String? = nil,
                contentMode: ContentMode? = nil, animationDuration: Double? = nil, hasDetent: Bool = false,
                items: [InterfaceItem] = []) {
        self.item = item
        self.layout = layout
        self.spacing = spacing
        self.radius = radius
        self.margins = margins
        self.backgroundColor = backgroundColor
        self.backgroundImage = backgroundImage
        self.contentMode = contentMode
        self.animationDuration = animationDuration
        self.hasDetent = hasDetent
        self.items = items
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case layout, spacing, radius, margins, backgroundColor, backgroundImage, contentMode, animationDuration
        case hasDetent, items
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        layout = container.optional(.layout)
        spacing = container.optional(.spacing)
        radius = container.optional(.radius)
        margins = container.optional(.margins)
        backgroundColor = container.optional(.backgroundColor)
        backgroundImage = container.optional(.backgroundImage)
        contentMode = container.optional(.contentMode)
        animationDuration = container.optional(.animationDuration)
        hasDetent = container.decode(.hasDetent, default: false)
        items = container.list(.items)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encodeIfPresent(spacing, forKey: .spacing)
        try container.encodeIfPresent(radius, forKey: .radius)
        try container.encodeIfPresent(margins, forKey: .margins)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        try container.encodeIfPresent(animationDuration, forKey: .animationDuration)
        try container.encode(hasDetent, forKey: .hasDetent, default: false)
        try container.encodeList(items, forKey: .items)
    }
}

/// A WatchKit image: `<imageView alignment="center" image="apple58" contentMode="scaleAspectFit" id="…"/>`.
public struct WatchImage: WatchItemElement {
    public static let elementKinds: Set<String>? = ["imageView", "image"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var image: String?
    public var contentMode: ContentMode?
    @Boxed public var tintColor: Color?
    public var animationDuration: Double?
    /// Whether the image animates: `YES`, `NO` or `immediately`.
    public var animate: String?

    public init(item: WatchItem, image: String? = nil, contentMode: ContentMode? = nil, tintColor: Color? = nil,
                animationDuration: Double? = nil, animate: String? = nil) {
        self.item = item
        self.image = image
        self.contentMode = contentMode
        self.tintColor = tintColor
        self.animationDuration = animationDuration
        self.animate = animate
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case image, contentMode, tintColor, animationDuration, animate
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        image = container.optional(.image)
        contentMode = container.optional(.contentMode)
        tintColor = container.optional(.tintColor)
        animationDuration = container.optional(.animationDuration)
        animate = container.optional(.animate)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
        try container.encodeIfPresent(animationDuration, forKey: .animationDuration)
        try container.encodeIfPresent(animate, forKey: .animate)
    }
}

/// A WatchKit table: `<table alignment="left" id="…"><items><tableRow identifier="Row" …/></items></table>`.
public struct WatchTable: WatchItemElement {
    public static let elementKinds: Set<String>? = ["table"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var layout: GroupLayout?
    public var spacing: Double?
    public var rows: [TableRow]

    public init(item: WatchItem, layout: GroupLayout? = nil, spacing: Double? = nil, rows: [TableRow] = []) {
        self.item = item
        self.layout = layout
        self.spacing = spacing
        self.rows = rows
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case layout, spacing, rows = "items"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        layout = container.optional(.layout)
        spacing = container.optional(.spacing)
        rows = container.list(.rows)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encodeIfPresent(spacing, forKey: .spacing)
        try container.encodeList(rows, forKey: .rows)
    }
}

/// A WatchKit separator: `<separator alignment="center" id="…"><color key="color" …/></separator>`.
public struct Separator: WatchItemElement {
    public static let elementKinds: Set<String>? = ["separator"]
    /// The properties every interface item shares.
    public var item: WatchItem
    @Boxed public var color: Color?

    public init(item: WatchItem, color: Color? = nil) {
        self.item = item
        self.color = color
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case color
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        color = container.optional(.color)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(color, forKey: .color)
    }
}

/// A WatchKit switch: `<switch alignment="left" value="YES" title="Sound" id="…"/>`.
public struct WatchSwitch: WatchItemElement {
    public static let elementKinds: Set<String>? = ["switch"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var title: String?
    public var isOn: Bool
    public var isEnabled: Bool
    @Boxed public var color: Color?
    @Boxed public var titleColor: Color?
    @Boxed public var font: Font?

    public init(item: WatchItem, title: String? = nil, isOn: Bool = false, isEnabled: Bool = true,
                color: Color? = nil, titleColor: Color? = nil, font: Font? = nil) {
        self.item = item
        self.title = title
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.color = color
        self.titleColor = titleColor
        self.font = font
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case title, isOn = "value", isEnabled = "enabled", color, titleColor, font
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        title = container.optional(.title)
        isOn = container.decode(.isOn, default: false)
        isEnabled = container.decode(.isEnabled, default: true)
        color = container.optional(.color)
        titleColor = container.optional(.titleColor)
        font = container.optional(.font)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(isOn, forKey: .isOn, default: false)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(titleColor, forKey: .titleColor)
        try container.encodeIfPresent(font, forKey: .font)
    }
}

/// A WatchKit slider: `<slider alignment="left" value="1" maximum="3" steps="3" id="…"/>`.
public struct WatchSlider: WatchItemElement {
    public static let elementKinds: Set<String>? = ["slider"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var value: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var steps: Int?
    public var isContinuous: Bool
    public var isEnabled: Bool
    @Boxed public var color: Color?
    public var minimumImage: String?
    public var maximumImage: String?

    public init(item: WatchItem, value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
                steps: Int? = nil, isContinuous: Bool = false, isEnabled: Bool = true, color: Color? = nil,
                minimumImage: String? = nil, maximumImage: String? = nil) {
        self.item = item
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.steps = steps
        self.isContinuous = isContinuous
        self.isEnabled = isEnabled
        self.color = color
        self.minimumImage = minimumImage
        self.maximumImage = maximumImage
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case value, minimum, maximum, steps, isContinuous = "continuous", isEnabled = "enabled", color, minimumImage
        case maximumImage
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        value = container.optional(.value)
        minimum = container.optional(.minimum)
        maximum = container.optional(.maximum)
        steps = container.optional(.steps)
        isContinuous = container.decode(.isContinuous, default: false)
        isEnabled = container.decode(.isEnabled, default: true)
        color = container.optional(.color)
        minimumImage = container.optional(.minimumImage)
        maximumImage = container.optional(.maximumImage)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encodeIfPresent(steps, forKey: .steps)
        try container.encode(isContinuous, forKey: .isContinuous, default: false)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(minimumImage, forKey: .minimumImage)
        try container.encodeIfPresent(maximumImage, forKey: .maximumImage)
    }
}

/// A WatchKit picker: `<picker height="100" alignment="left" style="sequence" focusStyle="outline" id="…"/>`.
public struct WatchPicker: WatchItemElement {
    public static let elementKinds: Set<String>? = ["picker"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var style: String?
    public var focusStyle: String?
    public var isEnabled: Bool
    public var indicatorMode: String?

    public init(item: WatchItem, style: String? = nil, focusStyle: String? = nil, isEnabled: Bool = true,
                indicatorMode: String? = nil) {
        self.item = item
        self.style = style
        self.focusStyle = focusStyle
        self.isEnabled = isEnabled
        self.indicatorMode = indicatorMode
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, focusStyle, isEnabled = "enabled", indicatorMode
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = container.optional(.style)
        focusStyle = container.optional(.focusStyle)
        isEnabled = container.decode(.isEnabled, default: true)
        indicatorMode = container.optional(.indicatorMode)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(focusStyle, forKey: .focusStyle)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(indicatorMode, forKey: .indicatorMode)
    }
}

/// A WatchKit date or timer label: `<date alignment="left" format="HH:mm" id="…"/>`, `<timer alignment="left"
/// units="minute,second" id="…"/>`.
public struct WatchDate: WatchItemElement {
    public static let elementKinds: Set<String>? = ["date", "timer"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var format: String?
    public var dateStyle: String?
    public var timeStyle: String?
    public var units: String?
    public var previewedSeconds: String?
    @Boxed public var textColor: Color?
    @Boxed public var font: Font?
    public var textAlignment: TextAlignment?

    public init(item: WatchItem, format: String? = nil, dateStyle: String? = nil, timeStyle: String? = nil,
                units: String? = nil, previewedSeconds: String? = nil, textColor: Color? = nil, font: Font? = nil,
                textAlignment: TextAlignment? = nil) {
        self.item = item
        self.format = format
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.units = units
        self.previewedSeconds = previewedSeconds
        self.textColor = textColor
        self.font = font
        self.textAlignment = textAlignment
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case format, dateStyle, timeStyle, units, previewedSeconds, textColor, font, textAlignment
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        format = container.optional(.format)
        dateStyle = container.optional(.dateStyle)
        timeStyle = container.optional(.timeStyle)
        units = container.optional(.units)
        previewedSeconds = container.optional(.previewedSeconds)
        textColor = container.optional(.textColor)
        font = container.optional(.font)
        textAlignment = container.optional(.textAlignment)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(dateStyle, forKey: .dateStyle)
        try container.encodeIfPresent(timeStyle, forKey: .timeStyle)
        try container.encodeIfPresent(units, forKey: .units)
        try container.encodeIfPresent(previewedSeconds, forKey: .previewedSeconds)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
    }
}

/// A WatchKit map: `<map height="100" alignment="left" id="…"/>`.
public struct WatchMap: WatchItemElement {
    public static let elementKinds: Set<String>? = ["map"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var isEnabled: Bool

    public init(item: WatchItem, isEnabled: Bool = true) {
        self.item = item
        self.isEnabled = isEnabled
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case isEnabled = "enabled"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        isEnabled = container.decode(.isEnabled, default: true)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
    }
}

/// A WatchKit movie player: `<movie alignment="left" id="…"/>`, `<inlineMovie …/>`.
public struct WatchMovie: WatchItemElement {
    public static let elementKinds: Set<String>? = ["movie", "inlineMovie"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var posterImage: String?
    public var videoGravity: String?
    public var loops: Bool
    public var autoplays: Bool

    public init(item: WatchItem, posterImage: String? = nil, videoGravity: String? = nil, loops: Bool = false,
                autoplays: Bool = false) {
        self.item = item
        self.posterImage = posterImage
        self.videoGravity = videoGravity
        self.loops = loops
        self.autoplays = autoplays
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case posterImage, videoGravity, loops, autoplays
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        posterImage = container.optional(.posterImage)
        videoGravity = container.optional(.videoGravity)
        loops = container.decode(.loops, default: false)
        autoplays = container.decode(.autoplays, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(posterImage, forKey: .posterImage)
        try container.encodeIfPresent(videoGravity, forKey: .videoGravity)
        try container.encode(loops, forKey: .loops, default: false)
        try container.encode(autoplays, forKey: .autoplays, default: false)
    }
}

/// A WatchKit SpriteKit or SceneKit scene: `<spriteKitScene alignment="center" scene="GameScene" id="…"/>`.
public struct WatchSceneItem: WatchItemElement {
    public static let elementKinds: Set<String>? = ["spriteKitScene", "sceneKitScene"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var scene: String?
    public var preferredFramesPerSecond: Int?

    public init(item: WatchItem, scene: String? = nil, preferredFramesPerSecond: Int? = nil) {
        self.item = item
        self.scene = scene
        self.preferredFramesPerSecond = preferredFramesPerSecond
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case scene, preferredFramesPerSecond
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        scene = container.optional(.scene)
        preferredFramesPerSecond = container.optional(.preferredFramesPerSecond)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(scene, forKey: .scene)
        try container.encodeIfPresent(preferredFramesPerSecond, forKey: .preferredFramesPerSecond)
    }
}

/// A WatchKit text field: `<textField alignment="left" placeholder="Name" id="…"/>`.
public struct WatchTextField: WatchItemElement {
    public static let elementKinds: Set<String>? = ["textField"]
    /// The properties every interface item shares.
    public var item: WatchItem
    public var text: String?
    public var placeholder: String?
    @Boxed public var textColor: Color?
    @Boxed public var font: Font?
    public var isEnabled: Bool

    public init(item: WatchItem, text: String? = nil, placeholder: String? = nil, textColor: Color? = nil,
                font: Font? = nil, isEnabled: Bool = true) {
        self.item = item
        self.text = text
        self.placeholder = placeholder
        self.textColor = textColor
        self.font = font
        self.isEnabled = isEnabled
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case text, placeholder, textColor, font, isEnabled = "enabled"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        item = try WatchItem(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        text = container.optional(.text)
        placeholder = container.optional(.placeholder)
        textColor = container.optional(.textColor)
        font = container.optional(.font)
        isEnabled = container.decode(.isEnabled, default: true)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
    }
}

/// A row type of a WatchKit table: `<tableRow identifier="Row" customClass="RowController" id="…"><group
/// key="rootItem" …/></tableRow>`; its row controller class is ``customClass``.
public struct TableRow: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tableRow"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String
    /// The row type, as code asks for it.
    public var identifier: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var isSelectable: Bool
    @Boxed public var rootItem: Group?
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, identifier, customClass, customModule, customModuleProvider, isSelectable = "selectable", rootItem
        case connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tableRow", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encode(isSelectable, forKey: .isSelectable, default: true)
        try container.encodeIfPresent(rootItem, forKey: .rootItem)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension TableRow {
    public init(id: String = "", identifier: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, isSelectable: Bool = true, rootItem: Group? = nil,
                connections: [Connection] = [], location: SourceLocation? = nil) {
        self.id = id
        self.identifier = identifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.isSelectable = isSelectable
        self.rootItem = rootItem
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String = container.decode(.id, default: "")
        let identifier: String? = container.optional(.identifier)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let isSelectable: Bool = container.decode(.isSelectable, default: true)
        let rootItem: Group? = container.optional(.rootItem)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, identifier: identifier, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, isSelectable: isSelectable,
                  rootItem: rootItem, connections: connections)
    }
}
