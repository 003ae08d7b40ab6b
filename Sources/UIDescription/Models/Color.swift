/// A color, in any of the forms Interface Builder writes:
/// components (`red green blue alpha`, with `colorSpace`/`customColorSpace`), gray (`white alpha`),
/// a system color (`systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="darkTextColor"`),
/// or a named color (`name="AccentColor"`, on macOS with `catalog="System"`).
public struct Color: InterfaceElement {
    public static let elementKinds: Set<String>? = ["color"]
    /// The role of the color in its owner (`backgroundColor`, `textColor`, …).
    public var key: String?
    public var red: Double?
    public var green: Double?
    public var blue: Double?
    public var white: Double?
    public var alpha: Double?
    /// `custom`, `calibratedRGB`, `deviceRGB`, `calibratedWhite`, `catalog`, …
    public var colorSpace: String?
    /// `sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, … when `colorSpace` is `custom`.
    public var customColorSpace: String?
    /// A named color: an asset catalog color, or a macOS catalog color such as `labelColor`.
    public var name: String?
    /// The catalog of a named macOS color (`System`).
    public var catalog: String?
    /// A UIKit system color (`systemBackgroundColor`, `labelColor`, …).
    public var systemColor: String?
    /// A legacy UIKit system color (`darkTextColor`, `groupTableViewBackgroundColor`, …).
    public var cocoaTouchSystemColor: String?
    /// The legacy system color Xcode 11 wrote next to a system color, for older tools.
    public var xcode11CocoaTouchSystemColor: String?

    public init(key: String? = nil, red: Double? = nil, green: Double? = nil, blue: Double? = nil, white: Double? = nil,
                alpha: Double? = nil, colorSpace: String? = nil, customColorSpace: String? = nil, name: String? = nil,
                catalog: String? = nil, systemColor: String? = nil, cocoaTouchSystemColor: String? = nil,
                xcode11CocoaTouchSystemColor: String? = nil) {
        self.key = key
        self.red = red
        self.green = green
        self.blue = blue
        self.white = white
        self.alpha = alpha
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
        self.name = name
        self.catalog = catalog
        self.systemColor = systemColor
        self.cocoaTouchSystemColor = cocoaTouchSystemColor
        self.xcode11CocoaTouchSystemColor = xcode11CocoaTouchSystemColor
    }

    /// An sRGB color from components.
    public static func sRGB(red: Double, green: Double, blue: Double, alpha: Double = 1, key: String? = nil) -> Color {
        Color(key: key, red: red, green: green, blue: blue, alpha: alpha, colorSpace: "custom", customColorSpace: "sRGB")
    }

    /// The color's form, for switching over.
    public enum Form: Hashable, Sendable {
        case components(red: Double, green: Double, blue: Double, alpha: Double)
        case gray(white: Double, alpha: Double)
        case system(String)
        case named(String, catalog: String?)
        case unspecified
    }

    /// Which of the forms this color takes.
    public var form: Form {
        if let systemColor { return .system(systemColor) }
        if let cocoaTouchSystemColor { return .system(cocoaTouchSystemColor) }
        if let name { return .named(name, catalog: catalog) }
        if let white { return .gray(white: white, alpha: alpha ?? 1) }
        if red != nil || green != nil || blue != nil {
            return .components(red: red ?? 0, green: green ?? 0, blue: blue ?? 0, alpha: alpha ?? 1)
        }
        return .unspecified
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, red, green, blue, white, alpha, colorSpace, customColorSpace, name, catalog, systemColor, cocoaTouchSystemColor
        case xcode11CocoaTouchSystemColor
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        red = container.optional(.red)
        green = container.optional(.green)
        blue = container.optional(.blue)
        white = container.optional(.white)
        alpha = container.optional(.alpha)
        colorSpace = container.optional(.colorSpace)
        customColorSpace = container.optional(.customColorSpace)
        name = container.optional(.name)
        catalog = container.optional(.catalog)
        systemColor = container.optional(.systemColor)
        cocoaTouchSystemColor = container.optional(.cocoaTouchSystemColor)
        xcode11CocoaTouchSystemColor = container.optional(.xcode11CocoaTouchSystemColor)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "color", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(red, forKey: .red)
        try container.encodeIfPresent(green, forKey: .green)
        try container.encodeIfPresent(blue, forKey: .blue)
        try container.encodeIfPresent(white, forKey: .white)
        try container.encodeIfPresent(alpha, forKey: .alpha)
        try container.encodeIfPresent(colorSpace, forKey: .colorSpace)
        try container.encodeIfPresent(customColorSpace, forKey: .customColorSpace)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(catalog, forKey: .catalog)
        try container.encodeIfPresent(systemColor, forKey: .systemColor)
        try container.encodeIfPresent(cocoaTouchSystemColor, forKey: .cocoaTouchSystemColor)
        try container.encodeIfPresent(xcode11CocoaTouchSystemColor, forKey: .xcode11CocoaTouchSystemColor)
    }
}

/// A font: UIKit's `<fontDescription type="system" pointSize="17"/>` (system, bold system, custom
/// name and family, text styles, weights) or AppKit's `<font metaFont="system"/>` / `<font size="13" name="Menlo-Regular"/>`.
public struct Font: InterfaceElement {
    public static let elementKinds: Set<String>? = ["fontDescription", "font"]
    public var key: String?
    /// `system`, `boldSystem`, `italicSystem`, or `nil` for a named font or text style.
    public var type: String?
    public var pointSize: Double?
    /// The `size` attribute as written: AppKit's point size (`13`), or a legacy UIKit size such as `system`.
    public var size: String?
    /// The PostScript name of a custom font.
    public var name: String?
    public var family: String?
    /// A text style such as `UICTFontTextStyleBody`.
    public var style: String?
    /// A weight such as `semibold`.
    public var weight: String?
    /// An AppKit meta font (`system`, `smallSystem`, `menu`, …).
    public var metaFont: String?
    /// Whether an AppKit control uses the font of its appearance.
    public var usesAppearanceFont: Bool
    /// An AppKit text style (`largeTitle`, `body`, …).
    public var textStyle: String?

    public init(key: String? = nil, type: String? = nil, pointSize: Double? = nil, size: String? = nil, name: String? = nil,
                family: String? = nil, style: String? = nil, weight: String? = nil, metaFont: String? = nil,
                usesAppearanceFont: Bool = false, textStyle: String? = nil) {
        self.key = key
        self.type = type
        self.pointSize = pointSize
        self.size = size
        self.name = name
        self.family = family
        self.style = style
        self.weight = weight
        self.metaFont = metaFont
        self.usesAppearanceFont = usesAppearanceFont
        self.textStyle = textStyle
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case key, type, pointSize, size, name, family, style, weight, metaFont, usesAppearanceFont, textStyle }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        type = container.optional(.type)
        size = container.optional(.size)
        pointSize = container.optional(.pointSize) ?? size.flatMap(Double.init)
        name = container.optional(.name)
        family = container.optional(.family)
        style = container.optional(.style)
        weight = container.optional(.weight)
        metaFont = container.optional(.metaFont)
        usesAppearanceFont = container.decode(.usesAppearanceFont, default: false)
        textStyle = container.optional(.textStyle)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: metaFont == nil ? "fontDescription" : "font", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(type, forKey: .type)
        if let size { try container.encode(size, forKey: .size) } else { try container.encodeIfPresent(pointSize, forKey: .pointSize) }
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(family, forKey: .family)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(weight, forKey: .weight)
        try container.encodeIfPresent(metaFont, forKey: .metaFont)
        try container.encode(usesAppearanceFont, forKey: .usesAppearanceFont, default: false)
        try container.encodeIfPresent(textStyle, forKey: .textStyle)
    }
}
