/// A button: UIKit's `<button buttonType="system" …><state key="normal" title="Log in"/></button>` (or a
/// `buttonConfiguration`), or AppKit's `<button><buttonCell key="cell" type="push" title="OK"
/// bezelStyle="rounded" …/></button>`, read as one control: ``title`` is the normal state's, the configuration's
/// or the cell's.
public struct Button: ViewElement {
    public static let elementKinds: Set<String>? = ["button"]
    public var view: View
    public var buttonType: ButtonType?
    public var role: ButtonRole?
    /// Per-state titles, images and colors (`normal`, `highlighted`, `selected`, `disabled`, `focused`), in file
    /// order.
    public var states: [ButtonState]
    /// A UIKit 15 button configuration.
    @Boxed public var configuration: ButtonConfiguration?
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    @Boxed public var font: Font?
    public var lineBreakMode: LineBreakMode?
    public var contentEdgeInsets: Insets?
    public var titleEdgeInsets: Insets?
    public var imageEdgeInsets: Insets?
    public var adjustsImageWhenHighlighted: Bool
    public var adjustsImageWhenDisabled: Bool
    public var showsTouchWhenHighlighted: Bool
    public var reversesTitleShadowWhenHighlighted: Bool
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool
    public var showsMenuAsPrimaryAction: Bool
    public var changesSelectionAsPrimaryAction: Bool
    public var isPointerInteractionEnabled: Bool
    public var isSpringLoaded: Bool
    @Boxed public var menu: Menu?
    /// AppKit's cell, with the title, bezel, type, image and key equivalent of a macOS button.
    @Boxed public var cell: ButtonCell?
    public var imageHugsTitle: Bool
    @Boxed public var bezelColor: Color?
    @Boxed public var contentTintColor: Color?
    public var hasAttributedTitle: Bool

    public init(view: View, buttonType: ButtonType? = nil, role: ButtonRole? = nil, states: [ButtonState] = [],
                configuration: ButtonConfiguration? = nil,
                contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, font: Font? = nil,
                lineBreakMode: LineBreakMode? = nil, contentEdgeInsets: Insets? = nil,
                titleEdgeInsets: Insets? = nil, imageEdgeInsets: Insets? = nil,
                adjustsImageWhenHighlighted: Bool = true, adjustsImageWhenDisabled: Bool = true,
                showsTouchWhenHighlighted: Bool = false, reversesTitleShadowWhenHighlighted: Bool = false,
                adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false,
                showsMenuAsPrimaryAction: Bool = false, changesSelectionAsPrimaryAction: Bool = false,
                isPointerInteractionEnabled: Bool = false, isSpringLoaded: Bool = false, menu: Menu? = nil,
                cell: ButtonCell? = nil, imageHugsTitle: Bool = false, bezelColor: Color? = nil,
                contentTintColor: Color? = nil, hasAttributedTitle: Bool = false) {
        self.view = view
        self.buttonType = buttonType
        self.role = role
        self.states = states
        self.configuration = configuration
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.font = font
        self.lineBreakMode = lineBreakMode
        self.contentEdgeInsets = contentEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.adjustsImageWhenHighlighted = adjustsImageWhenHighlighted
        self.adjustsImageWhenDisabled = adjustsImageWhenDisabled
        self.showsTouchWhenHighlighted = showsTouchWhenHighlighted
        self.reversesTitleShadowWhenHighlighted = reversesTitleShadowWhenHighlighted
        self.adjustsImageSizeForAccessibilityContentSizeCategory = adjustsImageSizeForAccessibilityContentSizeCategory
        self.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
        self.changesSelectionAsPrimaryAction = changesSelectionAsPrimaryAction
        self.isPointerInteractionEnabled = isPointerInteractionEnabled
        self.isSpringLoaded = isSpringLoaded
        self.menu = menu
        self.cell = cell
        self.imageHugsTitle = imageHugsTitle
        self.bezelColor = bezelColor
        self.contentTintColor = contentTintColor
        self.hasAttributedTitle = hasAttributedTitle
    }

    /// The title people see: the normal state's, the configuration's, or the AppKit cell's.
    public var title: String? {
        states.first { $0.state == "normal" }?.title ?? configuration?.title ?? cell?.title
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case buttonType, role, states = "$elements:state", configuration, contentHorizontalAlignment
        case contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected", isHighlighted = "highlighted"
        case font = "fontDescription", lineBreakMode, contentEdgeInsets, titleEdgeInsets, imageEdgeInsets
        case adjustsImageWhenHighlighted, adjustsImageWhenDisabled, showsTouchWhenHighlighted
        case reversesTitleShadowWhenHighlighted, adjustsImageSizeForAccessibilityContentSizeCategory
        case showsMenuAsPrimaryAction, changesSelectionAsPrimaryAction
        case isPointerInteractionEnabled = "pointerInteraction", isSpringLoaded = "springLoaded", menu, cell
        case imageHugsTitle, bezelColor, contentTintColor, hasAttributedTitle
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        buttonType = container.optional(.buttonType)
        role = container.optional(.role)
        states = container.list(.states)
        configuration = container.optional(.configuration)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        font = container.optional(.font)
        lineBreakMode = container.optional(.lineBreakMode)
        contentEdgeInsets = container.optional(.contentEdgeInsets)
        titleEdgeInsets = container.optional(.titleEdgeInsets)
        imageEdgeInsets = container.optional(.imageEdgeInsets)
        adjustsImageWhenHighlighted = container.decode(.adjustsImageWhenHighlighted, default: true)
        adjustsImageWhenDisabled = container.decode(.adjustsImageWhenDisabled, default: true)
        showsTouchWhenHighlighted = container.decode(.showsTouchWhenHighlighted, default: false)
        reversesTitleShadowWhenHighlighted = container.decode(.reversesTitleShadowWhenHighlighted, default: false)
        adjustsImageSizeForAccessibilityContentSizeCategory = container.decode(.adjustsImageSizeForAccessibilityContentSizeCategory, default: false)
        showsMenuAsPrimaryAction = container.decode(.showsMenuAsPrimaryAction, default: false)
        changesSelectionAsPrimaryAction = container.decode(.changesSelectionAsPrimaryAction, default: false)
        isPointerInteractionEnabled = container.decode(.isPointerInteractionEnabled, default: false)
        isSpringLoaded = container.decode(.isSpringLoaded, default: false)
        menu = container.optional(.menu)
        cell = container.optional(.cell)
        imageHugsTitle = container.decode(.imageHugsTitle, default: false)
        bezelColor = container.optional(.bezelColor)
        contentTintColor = container.optional(.contentTintColor)
        hasAttributedTitle = container.decode(.hasAttributedTitle, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(buttonType, forKey: .buttonType)
        try container.encodeIfPresent(role, forKey: .role)
        try container.encodeList(states, forKey: .states)
        try container.encodeIfPresent(configuration, forKey: .configuration)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(lineBreakMode, forKey: .lineBreakMode)
        try container.encodeIfPresent(contentEdgeInsets, forKey: .contentEdgeInsets)
        try container.encodeIfPresent(titleEdgeInsets, forKey: .titleEdgeInsets)
        try container.encodeIfPresent(imageEdgeInsets, forKey: .imageEdgeInsets)
        try container.encode(adjustsImageWhenHighlighted, forKey: .adjustsImageWhenHighlighted, default: true)
        try container.encode(adjustsImageWhenDisabled, forKey: .adjustsImageWhenDisabled, default: true)
        try container.encode(showsTouchWhenHighlighted, forKey: .showsTouchWhenHighlighted, default: false)
        try container.encode(reversesTitleShadowWhenHighlighted, forKey: .reversesTitleShadowWhenHighlighted, default: false)
        try container.encode(adjustsImageSizeForAccessibilityContentSizeCategory, forKey: .adjustsImageSizeForAccessibilityContentSizeCategory, default: false)
        try container.encode(showsMenuAsPrimaryAction, forKey: .showsMenuAsPrimaryAction, default: false)
        try container.encode(changesSelectionAsPrimaryAction, forKey: .changesSelectionAsPrimaryAction, default: false)
        try container.encode(isPointerInteractionEnabled, forKey: .isPointerInteractionEnabled, default: false)
        try container.encode(isSpringLoaded, forKey: .isSpringLoaded, default: false)
        try container.encodeIfPresent(menu, forKey: .menu)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encode(imageHugsTitle, forKey: .imageHugsTitle, default: false)
        try container.encodeIfPresent(bezelColor, forKey: .bezelColor)
        try container.encodeIfPresent(contentTintColor, forKey: .contentTintColor)
        try container.encode(hasAttributedTitle, forKey: .hasAttributedTitle, default: false)
    }
}

/// The title, image and colors of a button for one control state: `<state key="normal" title="Log in"
/// image="arrow"><color key="titleColor" …/></state>`.
public struct ButtonState: InterfaceElement {
    public static let elementKinds: Set<String>? = ["state"]
    /// `normal`, `highlighted`, `selected`, `disabled`, `focused`.
    public var state: String
    public var title: String?
    @Boxed public var attributedTitle: AttributedString?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var backgroundImage: String?
    @Boxed public var titleColor: Color?
    @Boxed public var titleShadowColor: Color?
    @Boxed public var preferredSymbolConfiguration: SymbolConfiguration?

    public init(state: String = "normal", title: String? = nil, attributedTitle: AttributedString? = nil,
                image: ImageReference? = nil, backgroundImage: String? = nil, titleColor: Color? = nil,
                titleShadowColor: Color? = nil, preferredSymbolConfiguration: SymbolConfiguration? = nil) {
        self.state = state
        self.title = title
        self.attributedTitle = attributedTitle
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
        self.preferredSymbolConfiguration = preferredSymbolConfiguration
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case state = "key", title, attributedTitle, image, backgroundImage, titleColor, titleShadowColor
        case preferredSymbolConfiguration, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        state = container.decode(.state, default: "normal")
        title = container.optional(.title)
        attributedTitle = container.optional(.attributedTitle)
        image = container.image(.image, catalog: .catalog)
        backgroundImage = container.optional(.backgroundImage)
        titleColor = container.optional(.titleColor)
        titleShadowColor = container.optional(.titleShadowColor)
        preferredSymbolConfiguration = container.optional(.preferredSymbolConfiguration)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "state", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(attributedTitle, forKey: .attributedTitle)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(titleColor, forKey: .titleColor)
        try container.encodeIfPresent(titleShadowColor, forKey: .titleShadowColor)
        try container.encodeIfPresent(preferredSymbolConfiguration, forKey: .preferredSymbolConfiguration)
    }
}

/// An image view: UIKit's `<imageView image="logo" …/>` or AppKit's `<imageView><imageCell key="cell"
/// image="NSAdvanced" …/></imageView>`.
public struct ImageView: ViewElement {
    public static let elementKinds: Set<String>? = ["imageView"]
    public var view: View
    /// The image: a name in the asset catalog or an SF Symbol (`catalog="system"`).
    @Boxed public var image: ImageReference?
    public var highlightedImage: String?
    public var isHighlighted: Bool
    @Boxed public var preferredSymbolConfiguration: SymbolConfiguration?
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool
    public var animationDuration: Double?
    public var animationRepeatCount: Int?
    /// AppKit's cell, with the image and its scaling.
    @Boxed public var cell: ImageCell?
    @Boxed public var contentTintColor: Color?
    public var isEditable: Bool
    public var animates: Bool
    public var allowsCutCopyPaste: Bool

    public init(view: View, image: ImageReference? = nil, highlightedImage: String? = nil,
                isHighlighted: Bool = false, preferredSymbolConfiguration: SymbolConfiguration? = nil,
                adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false, animationDuration: Double? = nil,
                animationRepeatCount: Int? = nil, cell: ImageCell? = nil, contentTintColor: Color? = nil,
                isEditable: Bool = false, animates: Bool = false, allowsCutCopyPaste: Bool = true) {
        self.view = view
        self.image = image
        self.highlightedImage = highlightedImage
        self.isHighlighted = isHighlighted
        self.preferredSymbolConfiguration = preferredSymbolConfiguration
        self.adjustsImageSizeForAccessibilityContentSizeCategory = adjustsImageSizeForAccessibilityContentSizeCategory
        self.animationDuration = animationDuration
        self.animationRepeatCount = animationRepeatCount
        self.cell = cell
        self.contentTintColor = contentTintColor
        self.isEditable = isEditable
        self.animates = animates
        self.allowsCutCopyPaste = allowsCutCopyPaste
    }

    /// The image's name: UIKit's `image`, or the AppKit cell's.
    public var imageName: String? { image?.image ?? cell?.image?.image }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case image, highlightedImage, isHighlighted = "highlighted", preferredSymbolConfiguration
        case adjustsImageSizeForAccessibilityContentSizeCategory, animationDuration, animationRepeatCount, cell
        case contentTintColor, isEditable = "editable", animates, allowsCutCopyPaste, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        image = container.image(.image, catalog: .catalog)
        highlightedImage = container.optional(.highlightedImage)
        isHighlighted = container.decode(.isHighlighted, default: false)
        preferredSymbolConfiguration = container.optional(.preferredSymbolConfiguration)
        adjustsImageSizeForAccessibilityContentSizeCategory = container.decode(.adjustsImageSizeForAccessibilityContentSizeCategory, default: false)
        animationDuration = container.optional(.animationDuration)
        animationRepeatCount = container.optional(.animationRepeatCount)
        cell = container.optional(.cell)
        contentTintColor = container.optional(.contentTintColor)
        isEditable = container.decode(.isEditable, default: false)
        animates = container.decode(.animates, default: false)
        allowsCutCopyPaste = container.decode(.allowsCutCopyPaste, default: true)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(highlightedImage, forKey: .highlightedImage)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(preferredSymbolConfiguration, forKey: .preferredSymbolConfiguration)
        try container.encode(adjustsImageSizeForAccessibilityContentSizeCategory, forKey: .adjustsImageSizeForAccessibilityContentSizeCategory, default: false)
        try container.encodeIfPresent(animationDuration, forKey: .animationDuration)
        try container.encodeIfPresent(animationRepeatCount, forKey: .animationRepeatCount)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encodeIfPresent(contentTintColor, forKey: .contentTintColor)
        try container.encode(isEditable, forKey: .isEditable, default: false)
        try container.encode(animates, forKey: .animates, default: false)
        try container.encode(allowsCutCopyPaste, forKey: .allowsCutCopyPaste, default: true)
    }
}

/// A switch: `<switch on="YES" …/>` (UIKit), or an AppKit `NSSwitch`.
public struct Switch: ViewElement {
    public static let elementKinds: Set<String>? = ["switch"]
    public var view: View
    public var isOn: Bool
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    @Boxed public var onTintColor: Color?
    @Boxed public var thumbTintColor: Color?
    public var title: String?
    public var preferredStyle: String?
    /// The AppKit switch's state.
    public var state: CellState?
    /// The AppKit control's alignment.
    public var alignment: TextAlignment?
    /// The AppKit control's writing direction (`natural`, `leftToRight`, `rightToLeft`).
    public var baseWritingDirection: String?

    public init(view: View, isOn: Bool = false, contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, onTintColor: Color? = nil,
                thumbTintColor: Color? = nil, title: String? = nil, preferredStyle: String? = nil,
                state: CellState? = nil, alignment: TextAlignment? = nil, baseWritingDirection: String? = nil) {
        self.view = view
        self.isOn = isOn
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.onTintColor = onTintColor
        self.thumbTintColor = thumbTintColor
        self.title = title
        self.preferredStyle = preferredStyle
        self.state = state
        self.alignment = alignment
        self.baseWritingDirection = baseWritingDirection
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case isOn = "on", contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled"
        case isSelected = "selected", isHighlighted = "highlighted", onTintColor, thumbTintColor, title
        case preferredStyle, state, alignment, baseWritingDirection
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        isOn = container.decode(.isOn, default: false)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        onTintColor = container.optional(.onTintColor)
        thumbTintColor = container.optional(.thumbTintColor)
        title = container.optional(.title)
        preferredStyle = container.optional(.preferredStyle)
        state = container.optional(.state)
        alignment = container.optional(.alignment)
        baseWritingDirection = container.optional(.baseWritingDirection)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isOn, forKey: .isOn, default: false)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(onTintColor, forKey: .onTintColor)
        try container.encodeIfPresent(thumbTintColor, forKey: .thumbTintColor)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(preferredStyle, forKey: .preferredStyle)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(baseWritingDirection, forKey: .baseWritingDirection)
    }
}

/// A slider: UIKit's `<slider value="0.5" minValue="0.0" maxValue="1" …/>` or AppKit's `<slider><sliderCell
/// key="cell" …/></slider>`.
public struct Slider: ViewElement {
    public static let elementKinds: Set<String>? = ["slider"]
    public var view: View
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    public var isContinuous: Bool
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var minimumValueImage: String?
    public var maximumValueImage: String?
    @Boxed public var minimumTrackTintColor: Color?
    @Boxed public var maximumTrackTintColor: Color?
    @Boxed public var thumbTintColor: Color?
    @Boxed public var cell: SliderCell?

    public init(view: View, value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1,
                isContinuous: Bool = true, contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, minimumValueImage: String? = nil,
                maximumValueImage: String? = nil, minimumTrackTintColor: Color? = nil,
                maximumTrackTintColor: Color? = nil, thumbTintColor: Color? = nil, cell: SliderCell? = nil) {
        self.view = view
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.isContinuous = isContinuous
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.minimumValueImage = minimumValueImage
        self.maximumValueImage = maximumValueImage
        self.minimumTrackTintColor = minimumTrackTintColor
        self.maximumTrackTintColor = maximumTrackTintColor
        self.thumbTintColor = thumbTintColor
        self.cell = cell
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case value, minimumValue = "minValue", maximumValue = "maxValue", isContinuous = "continuous"
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted", minimumValueImage, maximumValueImage, minimumTrackTintColor
        case maximumTrackTintColor, thumbTintColor, cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        value = container.decode(.value, default: 0.5)
        minimumValue = container.decode(.minimumValue, default: 0)
        maximumValue = container.decode(.maximumValue, default: 1)
        isContinuous = container.decode(.isContinuous, default: true)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        minimumValueImage = container.optional(.minimumValueImage)
        maximumValueImage = container.optional(.maximumValueImage)
        minimumTrackTintColor = container.optional(.minimumTrackTintColor)
        maximumTrackTintColor = container.optional(.maximumTrackTintColor)
        thumbTintColor = container.optional(.thumbTintColor)
        cell = container.optional(.cell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value, default: 0.5)
        try container.encode(minimumValue, forKey: .minimumValue, default: 0)
        try container.encode(maximumValue, forKey: .maximumValue, default: 1)
        try container.encode(isContinuous, forKey: .isContinuous, default: true)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(minimumValueImage, forKey: .minimumValueImage)
        try container.encodeIfPresent(maximumValueImage, forKey: .maximumValueImage)
        try container.encodeIfPresent(minimumTrackTintColor, forKey: .minimumTrackTintColor)
        try container.encodeIfPresent(maximumTrackTintColor, forKey: .maximumTrackTintColor)
        try container.encodeIfPresent(thumbTintColor, forKey: .thumbTintColor)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// A segmented control: UIKit's `<segmentedControl selectedSegmentIndex="0"><segments><segment title="First"/>…`,
/// or AppKit's with a `segmentedCell`.
public struct SegmentedControl: ViewElement {
    public static let elementKinds: Set<String>? = ["segmentedControl"]
    public var view: View
    public var selectedSegmentIndex: Int?
    public var segments: [Segment]
    public var segmentControlStyle: SegmentedControlStyle?
    public var apportionsSegmentWidthsByContent: Bool
    public var isMomentary: Bool
    public var isSpringLoaded: Bool
    @Boxed public var selectedSegmentTintColor: Color?
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    @Boxed public var cell: SegmentedCell?

    public init(view: View, selectedSegmentIndex: Int? = nil, segments: [Segment] = [],
                segmentControlStyle: SegmentedControlStyle? = nil, apportionsSegmentWidthsByContent: Bool = false,
                isMomentary: Bool = false, isSpringLoaded: Bool = false, selectedSegmentTintColor: Color? = nil,
                contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, cell: SegmentedCell? = nil) {
        self.view = view
        self.selectedSegmentIndex = selectedSegmentIndex
        self.segments = segments
        self.segmentControlStyle = segmentControlStyle
        self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
        self.isMomentary = isMomentary
        self.isSpringLoaded = isSpringLoaded
        self.selectedSegmentTintColor = selectedSegmentTintColor
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.cell = cell
    }

    /// The segments' titles (or image names, for image segments), in order, on either platform.
    public var segmentTitles: [String] { (segments.isEmpty ? cell?.segments ?? [] : segments).map(\.displayName) }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case selectedSegmentIndex, segments, segmentControlStyle, apportionsSegmentWidthsByContent
        case isMomentary = "momentary", isSpringLoaded = "springLoaded", selectedSegmentTintColor
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted", cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        selectedSegmentIndex = container.optional(.selectedSegmentIndex)
        segments = container.list(.segments)
        segmentControlStyle = container.optional(.segmentControlStyle)
        apportionsSegmentWidthsByContent = container.decode(.apportionsSegmentWidthsByContent, default: false)
        isMomentary = container.decode(.isMomentary, default: false)
        isSpringLoaded = container.decode(.isSpringLoaded, default: false)
        selectedSegmentTintColor = container.optional(.selectedSegmentTintColor)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        cell = container.optional(.cell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(selectedSegmentIndex, forKey: .selectedSegmentIndex)
        try container.encodeList(segments, forKey: .segments)
        try container.encodeIfPresent(segmentControlStyle, forKey: .segmentControlStyle)
        try container.encode(apportionsSegmentWidthsByContent, forKey: .apportionsSegmentWidthsByContent, default: false)
        try container.encode(isMomentary, forKey: .isMomentary, default: false)
        try container.encode(isSpringLoaded, forKey: .isSpringLoaded, default: false)
        try container.encodeIfPresent(selectedSegmentTintColor, forKey: .selectedSegmentTintColor)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// One segment of a segmented control: `<segment title="First"/>`, `<segment image="grid" width="32"
/// selected="YES"/>`.
public struct Segment: InterfaceElement {
    public static let elementKinds: Set<String>? = ["segment"]
    public var title: String?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var width: Double?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var label: String?
    public var tag: Int?
    public var imageScaling: ImageScaling?
    public var toolTip: String?
    public var contentOffset: Size?
    @Boxed public var menu: Menu?

    public init(title: String? = nil, image: ImageReference? = nil, width: Double? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, label: String? = nil, tag: Int? = nil, imageScaling: ImageScaling? = nil,
                toolTip: String? = nil, contentOffset: Size? = nil, menu: Menu? = nil) {
        self.title = title
        self.image = image
        self.width = width
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.label = label
        self.tag = tag
        self.imageScaling = imageScaling
        self.toolTip = toolTip
        self.contentOffset = contentOffset
        self.menu = menu
    }

    /// The title, or else the image name or AppKit label.
    public var displayName: String { title ?? label ?? image?.image ?? "" }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case title, image, width, isEnabled = "enabled", isSelected = "selected", label, tag, imageScaling, toolTip
        case contentOffset, menu, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        title = container.optional(.title)
        image = container.image(.image, catalog: .catalog)
        width = container.optional(.width)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        label = container.optional(.label)
        tag = container.optional(.tag)
        imageScaling = container.optional(.imageScaling)
        toolTip = container.optional(.toolTip)
        contentOffset = container.optional(.contentOffset)
        menu = container.optional(.menu)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "segment", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encodeIfPresent(imageScaling, forKey: .imageScaling)
        try container.encodeIfPresent(toolTip, forKey: .toolTip)
        try container.encodeIfPresent(contentOffset, forKey: .contentOffset)
        try container.encodeIfPresent(menu, forKey: .menu)
    }
}

/// An activity indicator: `<activityIndicatorView hidesWhenStopped="YES" animating="YES" style="medium" …/>`.
public struct ActivityIndicatorView: ViewElement {
    public static let elementKinds: Set<String>? = ["activityIndicatorView"]
    public var view: View
    public var style: ActivityIndicatorStyle?
    public var hidesWhenStopped: Bool
    public var isAnimating: Bool
    @Boxed public var color: Color?

    public init(view: View, style: ActivityIndicatorStyle? = nil, hidesWhenStopped: Bool = true,
                isAnimating: Bool = false, color: Color? = nil) {
        self.view = view
        self.style = style
        self.hidesWhenStopped = hidesWhenStopped
        self.isAnimating = isAnimating
        self.color = color
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, hidesWhenStopped, isAnimating = "animating", color
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = container.optional(.style)
        hidesWhenStopped = container.decode(.hidesWhenStopped, default: true)
        isAnimating = container.decode(.isAnimating, default: false)
        color = container.optional(.color)
        try container.finish()
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

/// A page control: `<pageControl numberOfPages="3" currentPage="0" …/>`.
public struct PageControl: ViewElement {
    public static let elementKinds: Set<String>? = ["pageControl"]
    public var view: View
    public var numberOfPages: Int
    public var currentPage: Int
    public var hidesForSinglePage: Bool
    public var defersCurrentPageDisplay: Bool
    @Boxed public var pageIndicatorTintColor: Color?
    @Boxed public var currentPageIndicatorTintColor: Color?
    public var backgroundStyle: PageControlBackgroundStyle?
    public var allowsContinuousInteraction: Bool
    public var preferredIndicatorImage: String?
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool

    public init(view: View, numberOfPages: Int = 0, currentPage: Int = 0, hidesForSinglePage: Bool = false,
                defersCurrentPageDisplay: Bool = false, pageIndicatorTintColor: Color? = nil,
                currentPageIndicatorTintColor: Color? = nil, backgroundStyle: PageControlBackgroundStyle? = nil,
                allowsContinuousInteraction: Bool = true, preferredIndicatorImage: String? = nil,
                contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false) {
        self.view = view
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        self.hidesForSinglePage = hidesForSinglePage
        self.defersCurrentPageDisplay = defersCurrentPageDisplay
        self.pageIndicatorTintColor = pageIndicatorTintColor
        self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        self.backgroundStyle = backgroundStyle
        self.allowsContinuousInteraction = allowsContinuousInteraction
        self.preferredIndicatorImage = preferredIndicatorImage
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case numberOfPages, currentPage, hidesForSinglePage, defersCurrentPageDisplay, pageIndicatorTintColor
        case currentPageIndicatorTintColor, backgroundStyle, allowsContinuousInteraction, preferredIndicatorImage
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        numberOfPages = container.decode(.numberOfPages, default: 0)
        currentPage = container.decode(.currentPage, default: 0)
        hidesForSinglePage = container.decode(.hidesForSinglePage, default: false)
        defersCurrentPageDisplay = container.decode(.defersCurrentPageDisplay, default: false)
        pageIndicatorTintColor = container.optional(.pageIndicatorTintColor)
        currentPageIndicatorTintColor = container.optional(.currentPageIndicatorTintColor)
        backgroundStyle = container.optional(.backgroundStyle)
        allowsContinuousInteraction = container.decode(.allowsContinuousInteraction, default: true)
        preferredIndicatorImage = container.optional(.preferredIndicatorImage)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(numberOfPages, forKey: .numberOfPages, default: 0)
        try container.encode(currentPage, forKey: .currentPage, default: 0)
        try container.encode(hidesForSinglePage, forKey: .hidesForSinglePage, default: false)
        try container.encode(defersCurrentPageDisplay, forKey: .defersCurrentPageDisplay, default: false)
        try container.encodeIfPresent(pageIndicatorTintColor, forKey: .pageIndicatorTintColor)
        try container.encodeIfPresent(currentPageIndicatorTintColor, forKey: .currentPageIndicatorTintColor)
        try container.encodeIfPresent(backgroundStyle, forKey: .backgroundStyle)
        try container.encode(allowsContinuousInteraction, forKey: .allowsContinuousInteraction, default: true)
        try container.encodeIfPresent(preferredIndicatorImage, forKey: .preferredIndicatorImage)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
    }
}

/// A progress view: `<progressView progress="0.5" progressViewStyle="bar" …/>`.
public struct ProgressView: ViewElement {
    public static let elementKinds: Set<String>? = ["progressView"]
    public var view: View
    public var progress: Double
    public var progressViewStyle: ProgressViewStyle?
    @Boxed public var progressTintColor: Color?
    @Boxed public var trackTintColor: Color?
    public var progressImage: String?
    public var trackImage: String?

    public init(view: View, progress: Double = 0, progressViewStyle: ProgressViewStyle? = nil,
                progressTintColor: Color? = nil, trackTintColor: Color? = nil, progressImage: String? = nil,
                trackImage: String? = nil) {
        self.view = view
        self.progress = progress
        self.progressViewStyle = progressViewStyle
        self.progressTintColor = progressTintColor
        self.trackTintColor = trackTintColor
        self.progressImage = progressImage
        self.trackImage = trackImage
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case progress, progressViewStyle, progressTintColor, trackTintColor, progressImage, trackImage
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        progress = container.decode(.progress, default: 0)
        progressViewStyle = container.optional(.progressViewStyle)
        progressTintColor = container.optional(.progressTintColor)
        trackTintColor = container.optional(.trackTintColor)
        progressImage = container.optional(.progressImage)
        trackImage = container.optional(.trackImage)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(progress, forKey: .progress, default: 0)
        try container.encodeIfPresent(progressViewStyle, forKey: .progressViewStyle)
        try container.encodeIfPresent(progressTintColor, forKey: .progressTintColor)
        try container.encodeIfPresent(trackTintColor, forKey: .trackTintColor)
        try container.encodeIfPresent(progressImage, forKey: .progressImage)
        try container.encodeIfPresent(trackImage, forKey: .trackImage)
    }
}

/// A stepper: UIKit's `<stepper value="1" minimumValue="0" maximumValue="10" stepValue="1" …/>`, or AppKit's with
/// a `stepperCell`.
public struct Stepper: ViewElement {
    public static let elementKinds: Set<String>? = ["stepper"]
    public var view: View
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    public var stepValue: Double
    public var wraps: Bool
    public var autorepeat: Bool
    public var isContinuous: Bool
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    @Boxed public var cell: StepperCell?

    public init(view: View, value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
                stepValue: Double = 1, wraps: Bool = false, autorepeat: Bool = true, isContinuous: Bool = true,
                contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, cell: StepperCell? = nil) {
        self.view = view
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.wraps = wraps
        self.autorepeat = autorepeat
        self.isContinuous = isContinuous
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.cell = cell
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case value, minimumValue, maximumValue, stepValue, wraps, autorepeat, isContinuous = "continuous"
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted", cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        value = container.decode(.value, default: 0)
        minimumValue = container.decode(.minimumValue, default: 0)
        maximumValue = container.decode(.maximumValue, default: 100)
        stepValue = container.decode(.stepValue, default: 1)
        wraps = container.decode(.wraps, default: false)
        autorepeat = container.decode(.autorepeat, default: true)
        isContinuous = container.decode(.isContinuous, default: true)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        cell = container.optional(.cell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value, default: 0)
        try container.encode(minimumValue, forKey: .minimumValue, default: 0)
        try container.encode(maximumValue, forKey: .maximumValue, default: 100)
        try container.encode(stepValue, forKey: .stepValue, default: 1)
        try container.encode(wraps, forKey: .wraps, default: false)
        try container.encode(autorepeat, forKey: .autorepeat, default: true)
        try container.encode(isContinuous, forKey: .isContinuous, default: true)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// A date picker: UIKit's `<datePicker datePickerMode="date" style="wheels" …><date key="date"
/// timeIntervalSinceReferenceDate="…"/></datePicker>`, or AppKit's with a `datePickerCell`.
public struct DatePicker: ViewElement {
    public static let elementKinds: Set<String>? = ["datePicker"]
    public var view: View
    public var datePickerMode: DatePickerMode?
    public var style: DatePickerStyle?
    public var minuteInterval: Int
    public var useCurrentDate: Bool
    public var roundsToMinuteInterval: Bool
    public var date: DateValue?
    public var minimumDate: DateValue?
    public var maximumDate: DateValue?
    public var countDownDuration: Double?
    public var locale: LocaleValue?
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    @Boxed public var cell: DatePickerCell?

    public init(view: View, datePickerMode: DatePickerMode? = nil, style: DatePickerStyle? = nil,
                minuteInterval: Int = 1, useCurrentDate: Bool = false, roundsToMinuteInterval: Bool = true,
                date: DateValue? = nil, minimumDate: DateValue? = nil, maximumDate: DateValue? = nil,
                countDownDuration: Double? = nil, locale: LocaleValue? = nil,
                contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, cell: DatePickerCell? = nil) {
        self.view = view
        self.datePickerMode = datePickerMode
        self.style = style
        self.minuteInterval = minuteInterval
        self.useCurrentDate = useCurrentDate
        self.roundsToMinuteInterval = roundsToMinuteInterval
        self.date = date
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.countDownDuration = countDownDuration
        self.locale = locale
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.cell = cell
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case datePickerMode, style, minuteInterval, useCurrentDate, roundsToMinuteInterval, date, minimumDate
        case maximumDate, countDownDuration, locale, contentHorizontalAlignment, contentVerticalAlignment
        case isEnabled = "enabled", isSelected = "selected", isHighlighted = "highlighted", cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        datePickerMode = container.optional(.datePickerMode)
        style = container.optional(.style)
        minuteInterval = container.decode(.minuteInterval, default: 1)
        useCurrentDate = container.decode(.useCurrentDate, default: false)
        roundsToMinuteInterval = container.decode(.roundsToMinuteInterval, default: true)
        date = container.optional(.date)
        minimumDate = container.optional(.minimumDate)
        maximumDate = container.optional(.maximumDate)
        countDownDuration = container.optional(.countDownDuration)
        locale = container.optional(.locale)
        contentHorizontalAlignment = container.optional(.contentHorizontalAlignment)
        contentVerticalAlignment = container.optional(.contentVerticalAlignment)
        isEnabled = container.decode(.isEnabled, default: true)
        isSelected = container.decode(.isSelected, default: false)
        isHighlighted = container.decode(.isHighlighted, default: false)
        cell = container.optional(.cell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(datePickerMode, forKey: .datePickerMode)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encode(minuteInterval, forKey: .minuteInterval, default: 1)
        try container.encode(useCurrentDate, forKey: .useCurrentDate, default: false)
        try container.encode(roundsToMinuteInterval, forKey: .roundsToMinuteInterval, default: true)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encodeIfPresent(minimumDate, forKey: .minimumDate)
        try container.encodeIfPresent(maximumDate, forKey: .maximumDate)
        try container.encodeIfPresent(countDownDuration, forKey: .countDownDuration)
        try container.encodeIfPresent(locale, forKey: .locale)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(cell, forKey: .cell)
    }
}

/// A date: `<date key="date" timeIntervalSinceReferenceDate="-978267600"/>` (seconds since 2001-01-01 00:00 UTC).
public struct DateValue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["date"]
    public var key: String?
    public var timeIntervalSinceReferenceDate: Double

    public init(key: String? = nil, timeIntervalSinceReferenceDate: Double = 0) {
        self.key = key
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, timeIntervalSinceReferenceDate
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        timeIntervalSinceReferenceDate = container.decode(.timeIntervalSinceReferenceDate, default: 0)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "date", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(timeIntervalSinceReferenceDate, forKey: .timeIntervalSinceReferenceDate, default: 0)
    }
}

/// A locale: `<locale key="locale" localeIdentifier="en_US"/>`.
public struct LocaleValue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["locale"]
    public var key: String?
    public var localeIdentifier: String?

    public init(key: String? = nil, localeIdentifier: String? = nil) {
        self.key = key
        self.localeIdentifier = localeIdentifier
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, localeIdentifier
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        localeIdentifier = container.optional(.localeIdentifier)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "locale", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(localeIdentifier, forKey: .localeIdentifier)
    }
}
