/// A button: UIKit's `<button buttonType="system" …><state key="normal" title="Log in"/></button>` (or a
/// `buttonConfiguration`), or AppKit's `<button><buttonCell key="cell" type="push" title="OK"
/// bezelStyle="rounded" …/></button>`, read as one control: ``title`` is the normal state's, the configuration's
/// or the cell's.
public struct Button: ViewElement {
    public static let elementKinds: Set<String>? = ["button"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

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

extension Button {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let buttonType: ButtonType? = container.optional(.buttonType)
        let role: ButtonRole? = container.optional(.role)
        let states: [ButtonState] = container.list(.states)
        let configuration: ButtonConfiguration? = container.optional(.configuration)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let font: Font? = container.optional(.font)
        let lineBreakMode: LineBreakMode? = container.optional(.lineBreakMode)
        let contentEdgeInsets: Insets? = container.optional(.contentEdgeInsets)
        let titleEdgeInsets: Insets? = container.optional(.titleEdgeInsets)
        let imageEdgeInsets: Insets? = container.optional(.imageEdgeInsets)
        let adjustsImageWhenHighlighted: Bool = container.decode(.adjustsImageWhenHighlighted, default: true)
        let adjustsImageWhenDisabled: Bool = container.decode(.adjustsImageWhenDisabled, default: true)
        let showsTouchWhenHighlighted: Bool = container.decode(.showsTouchWhenHighlighted, default: false)
        let reversesTitleShadowWhenHighlighted: Bool = container.decode(.reversesTitleShadowWhenHighlighted, default: false)
        let adjustsImageSizeForAccessibilityContentSizeCategory: Bool = container.decode(.adjustsImageSizeForAccessibilityContentSizeCategory, default: false)
        let showsMenuAsPrimaryAction: Bool = container.decode(.showsMenuAsPrimaryAction, default: false)
        let changesSelectionAsPrimaryAction: Bool = container.decode(.changesSelectionAsPrimaryAction, default: false)
        let isPointerInteractionEnabled: Bool = container.decode(.isPointerInteractionEnabled, default: false)
        let isSpringLoaded: Bool = container.decode(.isSpringLoaded, default: false)
        let menu: Menu? = container.optional(.menu)
        let cell: ButtonCell? = container.optional(.cell)
        let imageHugsTitle: Bool = container.decode(.imageHugsTitle, default: false)
        let bezelColor: Color? = container.optional(.bezelColor)
        let contentTintColor: Color? = container.optional(.contentTintColor)
        let hasAttributedTitle: Bool = container.decode(.hasAttributedTitle, default: false)
        try container.finish()
        self.init(buttonType: buttonType, role: role, states: states, configuration: configuration,
                  contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, font: font, lineBreakMode: lineBreakMode,
                  contentEdgeInsets: contentEdgeInsets, titleEdgeInsets: titleEdgeInsets,
                  imageEdgeInsets: imageEdgeInsets, adjustsImageWhenHighlighted: adjustsImageWhenHighlighted,
                  adjustsImageWhenDisabled: adjustsImageWhenDisabled,
                  showsTouchWhenHighlighted: showsTouchWhenHighlighted,
                  reversesTitleShadowWhenHighlighted: reversesTitleShadowWhenHighlighted,
                  adjustsImageSizeForAccessibilityContentSizeCategory: adjustsImageSizeForAccessibilityContentSizeCategory,
                  showsMenuAsPrimaryAction: showsMenuAsPrimaryAction,
                  changesSelectionAsPrimaryAction: changesSelectionAsPrimaryAction,
                  isPointerInteractionEnabled: isPointerInteractionEnabled, isSpringLoaded: isSpringLoaded, menu: menu,
                  cell: cell, imageHugsTitle: imageHugsTitle, bezelColor: bezelColor,
                  contentTintColor: contentTintColor, hasAttributedTitle: hasAttributedTitle, view: view)
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    /// The image's name: UIKit's `image`, or the AppKit cell's.
    public var imageName: String? { image?.image ?? cell?.image?.image }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case image, highlightedImage, isHighlighted = "highlighted", preferredSymbolConfiguration
        case adjustsImageSizeForAccessibilityContentSizeCategory, animationDuration, animationRepeatCount, cell
        case contentTintColor, isEditable = "editable", animates, allowsCutCopyPaste, catalog
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

extension ImageView {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let image: ImageReference? = container.image(.image, catalog: .catalog)
        let highlightedImage: String? = container.optional(.highlightedImage)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let preferredSymbolConfiguration: SymbolConfiguration? = container.optional(.preferredSymbolConfiguration)
        let adjustsImageSizeForAccessibilityContentSizeCategory: Bool = container.decode(.adjustsImageSizeForAccessibilityContentSizeCategory, default: false)
        let animationDuration: Double? = container.optional(.animationDuration)
        let animationRepeatCount: Int? = container.optional(.animationRepeatCount)
        let cell: ImageCell? = container.optional(.cell)
        let contentTintColor: Color? = container.optional(.contentTintColor)
        let isEditable: Bool = container.decode(.isEditable, default: false)
        let animates: Bool = container.decode(.animates, default: false)
        let allowsCutCopyPaste: Bool = container.decode(.allowsCutCopyPaste, default: true)
        try container.finish()
        self.init(image: image, highlightedImage: highlightedImage, isHighlighted: isHighlighted,
                  preferredSymbolConfiguration: preferredSymbolConfiguration,
                  adjustsImageSizeForAccessibilityContentSizeCategory: adjustsImageSizeForAccessibilityContentSizeCategory,
                  animationDuration: animationDuration, animationRepeatCount: animationRepeatCount, cell: cell,
                  contentTintColor: contentTintColor, isEditable: isEditable, animates: animates,
                  allowsCutCopyPaste: allowsCutCopyPaste, view: view)
    }
}

/// A switch: `<switch on="YES" …/>` (UIKit), or an AppKit `NSSwitch`.
public struct Switch: ViewElement {
    public static let elementKinds: Set<String>? = ["switch"]
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
    /// The AppKit switch's size (`small`, `mini`).
    public var controlSize: ControlSize?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case isOn = "on", contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled"
        case isSelected = "selected", isHighlighted = "highlighted", onTintColor, thumbTintColor, title
        case preferredStyle, state, alignment, baseWritingDirection, controlSize
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
        try container.encodeIfPresent(controlSize, forKey: .controlSize)
    }
}

extension Switch {
    public init(view: View, isOn: Bool = false, contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, onTintColor: Color? = nil,
                thumbTintColor: Color? = nil, title: String? = nil, preferredStyle: String? = nil,
                state: CellState? = nil, alignment: TextAlignment? = nil, baseWritingDirection: String? = nil,
                controlSize: ControlSize? = nil) {
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
        self.controlSize = controlSize
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let isOn: Bool = container.decode(.isOn, default: false)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let onTintColor: Color? = container.optional(.onTintColor)
        let thumbTintColor: Color? = container.optional(.thumbTintColor)
        let title: String? = container.optional(.title)
        let preferredStyle: String? = container.optional(.preferredStyle)
        let state: CellState? = container.optional(.state)
        let alignment: TextAlignment? = container.optional(.alignment)
        let baseWritingDirection: String? = container.optional(.baseWritingDirection)
        let controlSize: ControlSize? = container.optional(.controlSize)
        try container.finish()
        self.init(isOn: isOn, contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, onTintColor: onTintColor, thumbTintColor: thumbTintColor, title: title,
                  preferredStyle: preferredStyle, state: state, alignment: alignment,
                  baseWritingDirection: baseWritingDirection, controlSize: controlSize, view: view)
    }
}

/// A slider: UIKit's `<slider value="0.5" minValue="0.0" maxValue="1" …/>` or AppKit's `<slider><sliderCell
/// key="cell" …/></slider>`.
public struct Slider: ViewElement {
    public static let elementKinds: Set<String>? = ["slider"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case value, minimumValue = "minValue", maximumValue = "maxValue", isContinuous = "continuous"
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted", minimumValueImage, maximumValueImage, minimumTrackTintColor
        case maximumTrackTintColor, thumbTintColor, cell
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

extension Slider {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let value: Double = container.decode(.value, default: 0.5)
        let minimumValue: Double = container.decode(.minimumValue, default: 0)
        let maximumValue: Double = container.decode(.maximumValue, default: 1)
        let isContinuous: Bool = container.decode(.isContinuous, default: true)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let minimumValueImage: String? = container.optional(.minimumValueImage)
        let maximumValueImage: String? = container.optional(.maximumValueImage)
        let minimumTrackTintColor: Color? = container.optional(.minimumTrackTintColor)
        let maximumTrackTintColor: Color? = container.optional(.maximumTrackTintColor)
        let thumbTintColor: Color? = container.optional(.thumbTintColor)
        let cell: SliderCell? = container.optional(.cell)
        try container.finish()
        self.init(value: value, minimumValue: minimumValue, maximumValue: maximumValue, isContinuous: isContinuous,
                  contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, minimumValueImage: minimumValueImage,
                  maximumValueImage: maximumValueImage, minimumTrackTintColor: minimumTrackTintColor,
                  maximumTrackTintColor: maximumTrackTintColor, thumbTintColor: thumbTintColor, cell: cell, view: view)
    }
}

/// A segmented control: UIKit's `<segmentedControl selectedSegmentIndex="0"><segments><segment title="First"/>…`,
/// or AppKit's with a `segmentedCell`.
public struct SegmentedControl: ViewElement {
    public static let elementKinds: Set<String>? = ["segmentedControl"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    /// The segments' titles (or image names, for image segments), in order, on either platform.
    public var segmentTitles: [String] { (segments.isEmpty ? cell?.segments ?? [] : segments).map(\.displayName) }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case selectedSegmentIndex, segments, segmentControlStyle, apportionsSegmentWidthsByContent
        case isMomentary = "momentary", isSpringLoaded = "springLoaded", selectedSegmentTintColor
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted", cell
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

extension SegmentedControl {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let selectedSegmentIndex: Int? = container.optional(.selectedSegmentIndex)
        let segments: [Segment] = container.list(.segments)
        let segmentControlStyle: SegmentedControlStyle? = container.optional(.segmentControlStyle)
        let apportionsSegmentWidthsByContent: Bool = container.decode(.apportionsSegmentWidthsByContent, default: false)
        let isMomentary: Bool = container.decode(.isMomentary, default: false)
        let isSpringLoaded: Bool = container.decode(.isSpringLoaded, default: false)
        let selectedSegmentTintColor: Color? = container.optional(.selectedSegmentTintColor)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let cell: SegmentedCell? = container.optional(.cell)
        try container.finish()
        self.init(selectedSegmentIndex: selectedSegmentIndex, segments: segments,
                  segmentControlStyle: segmentControlStyle,
                  apportionsSegmentWidthsByContent: apportionsSegmentWidthsByContent, isMomentary: isMomentary,
                  isSpringLoaded: isSpringLoaded, selectedSegmentTintColor: selectedSegmentTintColor,
                  contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, cell: cell, view: view)
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
    public var style: ActivityIndicatorStyle?
    public var hidesWhenStopped: Bool
    public var isAnimating: Bool
    @Boxed public var color: Color?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, hidesWhenStopped, isAnimating = "animating", color
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

extension ActivityIndicatorView {
    public init(view: View, style: ActivityIndicatorStyle? = nil, hidesWhenStopped: Bool = true,
                isAnimating: Bool = false, color: Color? = nil) {
        self.view = view
        self.style = style
        self.hidesWhenStopped = hidesWhenStopped
        self.isAnimating = isAnimating
        self.color = color
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let style: ActivityIndicatorStyle? = container.optional(.style)
        let hidesWhenStopped: Bool = container.decode(.hidesWhenStopped, default: true)
        let isAnimating: Bool = container.decode(.isAnimating, default: false)
        let color: Color? = container.optional(.color)
        try container.finish()
        self.init(style: style, hidesWhenStopped: hidesWhenStopped, isAnimating: isAnimating, color: color, view: view)
    }
}

/// A page control: `<pageControl numberOfPages="3" currentPage="0" …/>`.
public struct PageControl: ViewElement {
    public static let elementKinds: Set<String>? = ["pageControl"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case numberOfPages, currentPage, hidesForSinglePage, defersCurrentPageDisplay, pageIndicatorTintColor
        case currentPageIndicatorTintColor, backgroundStyle, allowsContinuousInteraction, preferredIndicatorImage
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted"
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

extension PageControl {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let numberOfPages: Int = container.decode(.numberOfPages, default: 0)
        let currentPage: Int = container.decode(.currentPage, default: 0)
        let hidesForSinglePage: Bool = container.decode(.hidesForSinglePage, default: false)
        let defersCurrentPageDisplay: Bool = container.decode(.defersCurrentPageDisplay, default: false)
        let pageIndicatorTintColor: Color? = container.optional(.pageIndicatorTintColor)
        let currentPageIndicatorTintColor: Color? = container.optional(.currentPageIndicatorTintColor)
        let backgroundStyle: PageControlBackgroundStyle? = container.optional(.backgroundStyle)
        let allowsContinuousInteraction: Bool = container.decode(.allowsContinuousInteraction, default: true)
        let preferredIndicatorImage: String? = container.optional(.preferredIndicatorImage)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        try container.finish()
        self.init(numberOfPages: numberOfPages, currentPage: currentPage, hidesForSinglePage: hidesForSinglePage,
                  defersCurrentPageDisplay: defersCurrentPageDisplay, pageIndicatorTintColor: pageIndicatorTintColor,
                  currentPageIndicatorTintColor: currentPageIndicatorTintColor, backgroundStyle: backgroundStyle,
                  allowsContinuousInteraction: allowsContinuousInteraction,
                  preferredIndicatorImage: preferredIndicatorImage,
                  contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, view: view)
    }
}

/// A progress view: `<progressView progress="0.5" progressViewStyle="bar" …/>`.
public struct ProgressView: ViewElement {
    public static let elementKinds: Set<String>? = ["progressView"]
    public var progress: Double
    public var progressViewStyle: ProgressViewStyle?
    @Boxed public var progressTintColor: Color?
    @Boxed public var trackTintColor: Color?
    public var progressImage: String?
    public var trackImage: String?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case progress, progressViewStyle, progressTintColor, trackTintColor, progressImage, trackImage
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

extension ProgressView {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let progress: Double = container.decode(.progress, default: 0)
        let progressViewStyle: ProgressViewStyle? = container.optional(.progressViewStyle)
        let progressTintColor: Color? = container.optional(.progressTintColor)
        let trackTintColor: Color? = container.optional(.trackTintColor)
        let progressImage: String? = container.optional(.progressImage)
        let trackImage: String? = container.optional(.trackImage)
        try container.finish()
        self.init(progress: progress, progressViewStyle: progressViewStyle, progressTintColor: progressTintColor,
                  trackTintColor: trackTintColor, progressImage: progressImage, trackImage: trackImage, view: view)
    }
}

/// A stepper: UIKit's `<stepper value="1" minimumValue="0" maximumValue="10" stepValue="1" …/>`, or AppKit's with
/// a `stepperCell`.
public struct Stepper: ViewElement {
    public static let elementKinds: Set<String>? = ["stepper"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case value, minimumValue, maximumValue, stepValue, wraps, autorepeat, isContinuous = "continuous"
        case contentHorizontalAlignment, contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected"
        case isHighlighted = "highlighted", cell
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

extension Stepper {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let value: Double = container.decode(.value, default: 0)
        let minimumValue: Double = container.decode(.minimumValue, default: 0)
        let maximumValue: Double = container.decode(.maximumValue, default: 100)
        let stepValue: Double = container.decode(.stepValue, default: 1)
        let wraps: Bool = container.decode(.wraps, default: false)
        let autorepeat: Bool = container.decode(.autorepeat, default: true)
        let isContinuous: Bool = container.decode(.isContinuous, default: true)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let cell: StepperCell? = container.optional(.cell)
        try container.finish()
        self.init(value: value, minimumValue: minimumValue, maximumValue: maximumValue, stepValue: stepValue,
                  wraps: wraps, autorepeat: autorepeat, isContinuous: isContinuous,
                  contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, cell: cell, view: view)
    }
}

/// A date picker: UIKit's `<datePicker datePickerMode="date" style="wheels" …><date key="date"
/// timeIntervalSinceReferenceDate="…"/></datePicker>`, or AppKit's with a `datePickerCell`.
public struct DatePicker: ViewElement {
    public static let elementKinds: Set<String>? = ["datePicker"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case datePickerMode, style, minuteInterval, useCurrentDate, roundsToMinuteInterval, date, minimumDate
        case maximumDate, countDownDuration, locale, contentHorizontalAlignment, contentVerticalAlignment
        case isEnabled = "enabled", isSelected = "selected", isHighlighted = "highlighted", cell
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

extension DatePicker {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let datePickerMode: DatePickerMode? = container.optional(.datePickerMode)
        let style: DatePickerStyle? = container.optional(.style)
        let minuteInterval: Int = container.decode(.minuteInterval, default: 1)
        let useCurrentDate: Bool = container.decode(.useCurrentDate, default: false)
        let roundsToMinuteInterval: Bool = container.decode(.roundsToMinuteInterval, default: true)
        let date: DateValue? = container.optional(.date)
        let minimumDate: DateValue? = container.optional(.minimumDate)
        let maximumDate: DateValue? = container.optional(.maximumDate)
        let countDownDuration: Double? = container.optional(.countDownDuration)
        let locale: LocaleValue? = container.optional(.locale)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let cell: DatePickerCell? = container.optional(.cell)
        try container.finish()
        self.init(datePickerMode: datePickerMode, style: style, minuteInterval: minuteInterval,
                  useCurrentDate: useCurrentDate, roundsToMinuteInterval: roundsToMinuteInterval, date: date,
                  minimumDate: minimumDate, maximumDate: maximumDate, countDownDuration: countDownDuration,
                  locale: locale, contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, cell: cell, view: view)
    }
}

/// A date: `<date key="date" timeIntervalSinceReferenceDate="-978267600"/>` (seconds since 2001-01-01 00:00 UTC).
public struct DateValue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["date", "calendarDate"]
    /// The element kind: `date`, or `calendarDate` as Xcode 7 and earlier wrote AppKit dates.
    public var kind: String
    public var key: String?
    public var timeIntervalSinceReferenceDate: Double
    /// A `calendarDate`'s format (`%Y-%m-%d %H:%M:%S %z`).
    public var calendarFormat: String?
    /// A `calendarDate`'s time zone.
    public var timeZone: TimeZoneValue?

    public init(kind: String = "date", key: String? = nil, timeIntervalSinceReferenceDate: Double = 0,
                calendarFormat: String? = nil, timeZone: TimeZoneValue? = nil) {
        self.kind = kind
        self.key = key
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
        self.calendarFormat = calendarFormat
        self.timeZone = timeZone
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, timeIntervalSinceReferenceDate, calendarFormat, timeZone
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        timeIntervalSinceReferenceDate = container.decode(.timeIntervalSinceReferenceDate, default: 0)
        calendarFormat = container.optional(.calendarFormat)
        timeZone = container.optional(.timeZone)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(timeIntervalSinceReferenceDate, forKey: .timeIntervalSinceReferenceDate, default: 0)
        try container.encodeIfPresent(calendarFormat, forKey: .calendarFormat)
        try container.encodeIfPresent(timeZone, forKey: .timeZone)
    }
}

/// A time zone: `<timeZone key="timeZone" name="America/New_York"/>`.
public struct TimeZoneValue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["timeZone"]
    public var key: String?
    /// The zone's identifier in the time zone database.
    public var name: String?

    public init(key: String? = nil, name: String? = nil) {
        self.key = key
        self.name = name
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, name
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        name = container.optional(.name)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "timeZone", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(name, forKey: .name)
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
