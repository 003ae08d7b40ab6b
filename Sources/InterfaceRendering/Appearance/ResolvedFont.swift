import UIDescription

/// A font as the picture draws it: a CSS family list, a size in points, a weight and a slant.
public struct ResolvedFont: Hashable, Sendable {
    /// The families to try, most wanted first, ending in a generic family.
    public var families: [String]
    /// The size in points.
    public var size: Double
    /// The CSS weight: 400 regular, 600 semibold, 700 bold.
    public var weight: Int
    /// Whether the font slants.
    public var italic: Bool
    /// Whether the font is fixed pitch (measured wider).
    public var monospaced: Bool

    /// A font of the first of `families` a reader has.
    public init(families: [String], size: Double, weight: Int = 400, italic: Bool = false, monospaced: Bool = false) {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
    }

    /// The system font's families on Apple platforms, then what a Linux browser has.
    static let systemFamilies = ["-apple-system", "SF Pro Text", "Helvetica Neue", "Helvetica", "Arial", "sans-serif"]
    static let monospacedFamilies = ["SF Mono", "Menlo", "Monaco", "DejaVu Sans Mono", "monospace"]

    /// The system font at `size`.
    public static func system(_ size: Double, weight: Int = 400) -> ResolvedFont {
        ResolvedFont(families: systemFamilies, size: size, weight: weight)
    }

    /// The font of `font` from a file, or the platform's default for the text when the file names none.
    static func resolve(_ font: Font?, default defaultSize: Double, platform: Document.Platform) -> ResolvedFont {
        guard let font else { return .system(defaultSize) }
        if let style = font.textStyle, let text = TextStyles.size(of: style) {
            return .system(text.size, weight: text.weight)
        }
        let size = font.pointSize ?? font.size.flatMap(Double.init) ?? metaFontSize(font.metaFont, platform: platform)
            ?? defaultSize
        switch font.type {
        case "boldSystem": return .system(size, weight: 700)
        case "italicSystem": return ResolvedFont(families: systemFamilies, size: size, italic: true)
        default:
            break
        }
        // The system font: said so, or a font that names no type, family or name.
        if font.type == "system" || (font.type == nil && font.name == nil && font.family == nil) {
            return .system(size, weight: weight(named: font.weight) ?? metaFontWeight(font.metaFont))
        }
        if let metaFont = font.metaFont, font.name == nil {
            if metaFont.lowercased().contains("fixed") || metaFont.lowercased().contains("mono") {
                return ResolvedFont(families: monospacedFamilies, size: size, monospaced: true)
            }
            return .system(size, weight: metaFontWeight(metaFont))
        }
        return named(font.name ?? font.family ?? "", family: font.family, size: size)
    }

    /// A PostScript or family name (`HelveticaNeue-Bold`, `Avenir-Heavy`, `Menlo-Regular`) as a family, weight and
    /// slant, with the system font behind it.
    static func named(_ name: String, family: String?, size: Double) -> ResolvedFont {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let baseFamily = family ?? parts.first.map(spacedFamilyName) ?? name
        let style = (parts.count > 1 ? parts[1] : "").lowercased()
        var weight = 400
        for (word, value) in [("ultralight", 200), ("thin", 100), ("light", 300), ("medium", 500), ("semibold", 600),
                              ("demibold", 600), ("bold", 700), ("heavy", 800), ("black", 900)] where style.contains(word) {
            weight = value
            if word == "semibold" || word == "demibold" || word == "ultralight" { break }
        }
        let italic = style.contains("italic") || style.contains("oblique")
        let lowered = name.lowercased()
        let monospaced = ["menlo", "monaco", "courier", "mono", "consolas"].contains { lowered.contains($0) }
        let families = [baseFamily] + (baseFamily == name ? [] : [name])
            + (monospaced ? monospacedFamilies : systemFamilies)
        return ResolvedFont(families: families, size: size, weight: weight, italic: italic, monospaced: monospaced)
    }

    /// `HelveticaNeue` → `Helvetica Neue`: a PostScript family as the family name browsers match.
    static func spacedFamilyName(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    static func weight(named name: String?) -> Int? {
        switch name {
        case "ultraLight": 200
        case "thin": 100
        case "light": 300
        case "regular": 400
        case "medium": 500
        case "semibold": 600
        case "bold": 700
        case "heavy": 800
        case "black": 900
        default: nil
        }
    }

    /// AppKit's meta fonts (`system`, `smallSystem`, `menu`, `label`…) in points.
    static func metaFontSize(_ metaFont: String?, platform: Document.Platform) -> Double? {
        guard let metaFont else { return nil }
        switch metaFont {
        case "smallSystem", "smallSystemBold", "toolTip", "label": return 11
        case "miniSystem", "miniSystemBold": return 9
        case "menu", "menuBar": return 14
        case "titleBar", "message", "system", "systemBold", "controlContent", "user", "palette", "cellTitle": return 13
        case "fixedUser", "fixedUserFont": return 12
        default: return 13
        }
    }

    static func metaFontWeight(_ metaFont: String?) -> Int {
        guard let metaFont else { return 400 }
        return metaFont.hasSuffix("Bold") || metaFont == "titleBar" ? 700 : 400
    }
}

/// The point sizes and weights of Dynamic Type text styles at the default content size.
enum TextStyles {
    static func size(of style: String) -> (size: Double, weight: Int)? {
        switch style {
        case "UICTFontTextStyleLargeTitle", ".largeTitle": (34, 400)
        case "UICTFontTextStyleTitle0": (34, 400)
        case "UICTFontTextStyleTitle1": (28, 400)
        case "UICTFontTextStyleTitle2": (22, 400)
        case "UICTFontTextStyleTitle3": (20, 400)
        case "UICTFontTextStyleHeadline": (17, 600)
        case "UICTFontTextStyleBody": (17, 400)
        case "UICTFontTextStyleCallout": (16, 400)
        case "UICTFontTextStyleSubhead", "UICTFontTextStyleSubheadline": (15, 400)
        case "UICTFontTextStyleFootnote": (13, 400)
        case "UICTFontTextStyleCaption1": (12, 400)
        case "UICTFontTextStyleCaption2": (11, 400)
        default: style.hasPrefix("UICTFontTextStyle") ? (17, 400) : nil
        }
    }
}
