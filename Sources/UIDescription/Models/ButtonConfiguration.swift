/// A UIKit button configuration: `<buttonConfiguration key="configuration" style="filled" title="Continue"
/// image="arrow.right" catalog="system"/>`.
public struct ButtonConfiguration: InterfaceElement {
    public static let elementKinds: Set<String>? = ["buttonConfiguration"]
    public var key: String?
    public var style: ButtonConfigurationStyle?
    public var title: String?
    public var subtitle: String?
    @Boxed public var attributedTitle: AttributedString?
    @Boxed public var attributedSubtitle: AttributedString?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var imagePlacement: ImagePlacement?
    public var imagePadding: Double?
    public var titlePadding: Double?
    public var cornerStyle: CornerStyle?
    public var buttonSize: ButtonSize?
    public var titleAlignment: String?
    public var showsActivityIndicator: Bool
    @Boxed public var baseForegroundColor: Color?
    @Boxed public var baseBackgroundColor: Color?
    public var contentInsets: Insets?
    @Boxed public var background: BackgroundConfiguration?
    @Boxed public var preferredSymbolConfigurationForImage: SymbolConfiguration?
    /// The title's font (`<fontDescription key="titleFontDescription">`).
    @Boxed public var titleFont: Font?

    public init(key: String? = nil, style: ButtonConfigurationStyle? = nil, title: String? = nil,
                subtitle: String? = nil, attributedTitle: AttributedString? = nil,
                attributedSubtitle: AttributedString? = nil, image: ImageReference? = nil,
                imagePlacement: ImagePlacement? = nil, imagePadding: Double? = nil, titlePadding: Double? = nil,
                cornerStyle: CornerStyle? = nil, buttonSize: ButtonSize? = nil, titleAlignment: String? = nil,
                showsActivityIndicator: Bool = false, baseForegroundColor: Color? = nil,
                baseBackgroundColor: Color? = nil, contentInsets: Insets? = nil,
                background: BackgroundConfiguration? = nil,
                preferredSymbolConfigurationForImage: SymbolConfiguration? = nil, titleFont: Font? = nil) {
        self.key = key
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.attributedTitle = attributedTitle
        self.attributedSubtitle = attributedSubtitle
        self.image = image
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.cornerStyle = cornerStyle
        self.buttonSize = buttonSize
        self.titleAlignment = titleAlignment
        self.showsActivityIndicator = showsActivityIndicator
        self.baseForegroundColor = baseForegroundColor
        self.baseBackgroundColor = baseBackgroundColor
        self.contentInsets = contentInsets
        self.background = background
        self.preferredSymbolConfigurationForImage = preferredSymbolConfigurationForImage
        self.titleFont = titleFont
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, style, title, subtitle, attributedTitle, attributedSubtitle, image, imagePlacement, imagePadding
        case titlePadding, cornerStyle, buttonSize, titleAlignment, showsActivityIndicator, baseForegroundColor
        case baseBackgroundColor, contentInsets, background, preferredSymbolConfigurationForImage
        case titleFont = "titleFontDescription", catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        style = container.optional(.style)
        title = container.optional(.title)
        subtitle = container.optional(.subtitle)
        attributedTitle = container.optional(.attributedTitle)
        attributedSubtitle = container.optional(.attributedSubtitle)
        image = container.image(.image, catalog: .catalog)
        imagePlacement = container.optional(.imagePlacement)
        imagePadding = container.optional(.imagePadding)
        titlePadding = container.optional(.titlePadding)
        cornerStyle = container.optional(.cornerStyle)
        buttonSize = container.optional(.buttonSize)
        titleAlignment = container.optional(.titleAlignment)
        showsActivityIndicator = container.decode(.showsActivityIndicator, default: false)
        baseForegroundColor = container.optional(.baseForegroundColor)
        baseBackgroundColor = container.optional(.baseBackgroundColor)
        contentInsets = container.optional(.contentInsets)
        background = container.optional(.background)
        preferredSymbolConfigurationForImage = container.optional(.preferredSymbolConfigurationForImage)
        titleFont = container.optional(.titleFont)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "buttonConfiguration", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        try container.encodeIfPresent(attributedTitle, forKey: .attributedTitle)
        try container.encodeIfPresent(attributedSubtitle, forKey: .attributedSubtitle)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(imagePlacement, forKey: .imagePlacement)
        try container.encodeIfPresent(imagePadding, forKey: .imagePadding)
        try container.encodeIfPresent(titlePadding, forKey: .titlePadding)
        try container.encodeIfPresent(cornerStyle, forKey: .cornerStyle)
        try container.encodeIfPresent(buttonSize, forKey: .buttonSize)
        try container.encodeIfPresent(titleAlignment, forKey: .titleAlignment)
        try container.encode(showsActivityIndicator, forKey: .showsActivityIndicator, default: false)
        try container.encodeIfPresent(baseForegroundColor, forKey: .baseForegroundColor)
        try container.encodeIfPresent(baseBackgroundColor, forKey: .baseBackgroundColor)
        try container.encodeIfPresent(contentInsets, forKey: .contentInsets)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(preferredSymbolConfigurationForImage, forKey: .preferredSymbolConfigurationForImage)
        try container.encodeIfPresent(titleFont, forKey: .titleFont)
    }
}

/// A UIKit background configuration: `<backgroundConfiguration key="background" cornerRadius="8"><color
/// key="backgroundColor" …/></backgroundConfiguration>`.
public struct BackgroundConfiguration: InterfaceElement {
    public static let elementKinds: Set<String>? = ["backgroundConfiguration"]
    public var key: String?
    @Boxed public var backgroundColor: Color?
    public var cornerRadius: Double?
    @Boxed public var strokeColor: Color?
    public var strokeWidth: Double?
    public var strokeOutset: Double?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var imageContentMode: ContentMode?
    public var backgroundInsets: Insets?
    public var edgesAddingLayoutMarginsToBackgroundInsets: Insets?

    public init(key: String? = nil, backgroundColor: Color? = nil, cornerRadius: Double? = nil,
                strokeColor: Color? = nil, strokeWidth: Double? = nil, strokeOutset: Double? = nil,
                image: ImageReference? = nil, imageContentMode: ContentMode? = nil, backgroundInsets: Insets? = nil,
                edgesAddingLayoutMarginsToBackgroundInsets: Insets? = nil) {
        self.key = key
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.strokeOutset = strokeOutset
        self.image = image
        self.imageContentMode = imageContentMode
        self.backgroundInsets = backgroundInsets
        self.edgesAddingLayoutMarginsToBackgroundInsets = edgesAddingLayoutMarginsToBackgroundInsets
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, backgroundColor, cornerRadius, strokeColor, strokeWidth, strokeOutset, image, imageContentMode
        case backgroundInsets, edgesAddingLayoutMarginsToBackgroundInsets, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        backgroundColor = container.optional(.backgroundColor)
        cornerRadius = container.optional(.cornerRadius)
        strokeColor = container.optional(.strokeColor)
        strokeWidth = container.optional(.strokeWidth)
        strokeOutset = container.optional(.strokeOutset)
        image = container.image(.image, catalog: .catalog)
        imageContentMode = container.optional(.imageContentMode)
        backgroundInsets = container.optional(.backgroundInsets)
        edgesAddingLayoutMarginsToBackgroundInsets = container.optional(.edgesAddingLayoutMarginsToBackgroundInsets)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "backgroundConfiguration", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try container.encodeIfPresent(strokeColor, forKey: .strokeColor)
        try container.encodeIfPresent(strokeWidth, forKey: .strokeWidth)
        try container.encodeIfPresent(strokeOutset, forKey: .strokeOutset)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(imageContentMode, forKey: .imageContentMode)
        try container.encodeIfPresent(backgroundInsets, forKey: .backgroundInsets)
        try container.encodeIfPresent(edgesAddingLayoutMarginsToBackgroundInsets, forKey: .edgesAddingLayoutMarginsToBackgroundInsets)
    }
}

/// A symbol image configuration: `<preferredSymbolConfiguration key="preferredSymbolConfiguration"
/// configurationType="pointSize" pointSize="20" scale="large" weight="bold"/>`.
public struct SymbolConfiguration: InterfaceElement {
    public static let elementKinds: Set<String>? = ["preferredSymbolConfiguration", "symbolConfiguration"]
    /// The element kind.
    public var kind: String
    public var key: String?
    /// `pointSize` or `font`.
    public var configurationType: String?
    public var pointSize: Double?
    public var scale: SymbolScale?
    public var weight: SymbolWeight?
    @Boxed public var font: Font?

    public init(kind: String = "preferredSymbolConfiguration", key: String? = nil, configurationType: String? = nil,
                pointSize: Double? = nil, scale: SymbolScale? = nil, weight: SymbolWeight? = nil, font: Font? = nil) {
        self.kind = kind
        self.key = key
        self.configurationType = configurationType
        self.pointSize = pointSize
        self.scale = scale
        self.weight = weight
        self.font = font
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, configurationType, pointSize, scale, weight, font = "fontDescription"
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        configurationType = container.optional(.configurationType)
        pointSize = container.optional(.pointSize)
        scale = container.optional(.scale)
        weight = container.optional(.weight)
        font = container.optional(.font)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(configurationType, forKey: .configurationType)
        try container.encodeIfPresent(pointSize, forKey: .pointSize)
        try container.encodeIfPresent(scale, forKey: .scale)
        try container.encodeIfPresent(weight, forKey: .weight)
        try container.encodeIfPresent(font, forKey: .font)
    }
}
