import UIDescription

/// Light or dark: which value a dynamic color takes.
public enum Appearance: String, Sendable, CaseIterable {
    /// `light`: the values colors take in the light appearance; `dark`: in the dark one.
    case light, dark
}

/// Turns the colors of a file into sRGB for one appearance: component colors as stored, system colors from the
/// frameworks' tables, named colors from the file's resources or an asset catalog.
struct ColorResolver: Sendable {
    let document: Document
    let appearance: Appearance
    let assets: AssetCatalog
    let isAppKit: Bool
    private(set) var defaults = DefaultColors(dark: false, appKit: false, documentTint: nil)

    init(document: Document, appearance: Appearance, assets: AssetCatalog, isAppKit: Bool) {
        self.document = document
        self.appearance = appearance
        self.assets = assets
        self.isAppKit = isAppKit
        defaults = DefaultColors(dark: appearance == .dark, appKit: isAppKit, documentTint: nil)
        defaults.tint = resolve(document.tintColor) ?? defaults.tint
    }

    var isDark: Bool { appearance == .dark }

    /// The color's value, or nil when the file names a color nothing here knows.
    func resolve(_ color: Color?) -> RGBAColor? {
        guard let color else { return nil }
        return resolve(color, depth: 0)
    }

    private func resolve(_ color: Color, depth: Int) -> RGBAColor? {
        switch color.form {
        case .components(let red, let green, let blue, let alpha):
            return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        case .gray(let white, let alpha):
            return RGBAColor(white: white, alpha: alpha)
        case .system(let name):
            return system(name) ?? resource(name, depth: depth)
        case .named(let name, let catalog):
            if catalog == "System" { return system(name) ?? resource(name, depth: depth) }
            return assets.color(named: name, dark: isDark) ?? resource(name, depth: depth) ?? system(name)
        case .unspecified:
            if let name = color.xcode11CocoaTouchSystemColor { return system(name) }
            return nil
        }
    }

    /// A system color by name (`systemGreenColor`), in this appearance.
    func named(_ name: String) -> RGBAColor? { system(name) }

    private func system(_ name: String) -> RGBAColor? {
        SystemColors.value(name, dark: isDark, appKit: isAppKit)
    }

    /// A named or system color from the document's `<resources>` (their light values).
    private func resource(_ name: String, depth: Int) -> RGBAColor? {
        guard depth < 4, let color = document.resourceColor(named: name) else { return nil }
        return resolve(color, depth: depth + 1)
    }

    // MARK: - The defaults views fall back on

    /// The text color of labels and fields when the file sets none.
    var label: RGBAColor { defaults.label }
    var secondaryLabel: RGBAColor { defaults.secondaryLabel }
    var placeholder: RGBAColor { defaults.placeholder }
    var tint: RGBAColor { defaults.tint }
    var separator: RGBAColor { defaults.separator }
    var fill: RGBAColor { defaults.fill }
    var gray: RGBAColor { defaults.gray }
    var background: RGBAColor { defaults.background }
    var controlBackground: RGBAColor { defaults.controlBackground }
    var barBackground: RGBAColor { isDark ? RGBAColor(white: 0.11, alpha: 0.94) : RGBAColor(248, 248, 248, 0.94) }
    var groupedBackground: RGBAColor { defaults.groupedBackground }
}

/// The colors views fall back on, resolved once per document and appearance.
struct DefaultColors: Sendable {
    var label, secondaryLabel, placeholder, tint, separator, fill, gray, background, controlBackground, groupedBackground: RGBAColor

    init(dark: Bool, appKit: Bool, documentTint: RGBAColor?) {
        func system(_ name: String, _ fallback: RGBAColor) -> RGBAColor {
            SystemColors.value(name, dark: dark, appKit: appKit) ?? fallback
        }
        label = system("labelColor", .black)
        secondaryLabel = system("secondaryLabelColor", RGBAColor(white: 0.5))
        placeholder = system("placeholderTextColor", RGBAColor(white: 0.7))
        tint = documentTint ?? system("systemBlueColor", RGBAColor(0, 122, 255))
        separator = system("separatorColor", RGBAColor(white: 0.8))
        fill = system("systemFillColor", RGBAColor(120, 120, 128, 0.2))
        gray = system("systemGrayColor", RGBAColor(white: 0.56))
        background = appKit ? system("windowBackgroundColor", RGBAColor(white: 0.93)) : system("systemBackgroundColor", .white)
        controlBackground = system("controlBackgroundColor", .white)
        groupedBackground = system("systemGroupedBackgroundColor", RGBAColor(242, 242, 247))
    }
}
