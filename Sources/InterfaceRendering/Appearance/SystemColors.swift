/// The values of UIKit's and AppKit's named system colors, in light and dark appearance (sRGB, as Apple documents
/// them in the Human Interface Guidelines' color tables).
enum SystemColors {
    /// A named color's light and dark values; nil for a name neither framework has.
    static func value(_ rawName: String, dark: Bool, appKit: Bool) -> RGBAColor? {
        var name = rawName
        if name.hasSuffix("Color") { name.removeLast(5) }
        guard let pair = (appKit ? appKitTable[name] : nil) ?? table[name] else { return nil }
        return dark ? pair.1 : pair.0
    }

    /// AppKit's label and separator colors, which differ from UIKit's of the same name.
    private static let appKitTable: [String: (RGBAColor, RGBAColor)] = [
        "label": (RGBAColor(0, 0, 0, 0.85), RGBAColor(255, 255, 255, 0.85)),
        "secondaryLabel": (RGBAColor(0, 0, 0, 0.5), RGBAColor(255, 255, 255, 0.55)),
        "tertiaryLabel": (RGBAColor(0, 0, 0, 0.26), RGBAColor(255, 255, 255, 0.25)),
        "quaternaryLabel": (RGBAColor(0, 0, 0, 0.1), RGBAColor(255, 255, 255, 0.1)),
        "placeholderText": (RGBAColor(0, 0, 0, 0.25), RGBAColor(255, 255, 255, 0.25)),
        "separator": (RGBAColor(0, 0, 0, 0.1), RGBAColor(255, 255, 255, 0.1)),
        "link": (RGBAColor(0, 104, 218), RGBAColor(65, 156, 255)),
    ]

    private static let table: [String: (RGBAColor, RGBAColor)] = {
        var table: [String: (RGBAColor, RGBAColor)] = [:]
        func add(_ names: [String], _ light: RGBAColor, _ dark: RGBAColor) {
            for name in names { table[name] = (light, dark) }
        }
        // Plain colors (UIColor.whiteColor and the like).
        add(["white"], .white, .white)
        add(["black"], .black, .black)
        add(["clear"], .clear, .clear)
        add(["red"], RGBAColor(255, 0, 0), RGBAColor(255, 0, 0))
        add(["green"], RGBAColor(0, 255, 0), RGBAColor(0, 255, 0))
        add(["blue"], RGBAColor(0, 0, 255), RGBAColor(0, 0, 255))
        add(["cyan"], RGBAColor(0, 255, 255), RGBAColor(0, 255, 255))
        add(["yellow"], RGBAColor(255, 255, 0), RGBAColor(255, 255, 0))
        add(["magenta"], RGBAColor(255, 0, 255), RGBAColor(255, 0, 255))
        add(["orange"], RGBAColor(255, 128, 0), RGBAColor(255, 128, 0))
        add(["purple"], RGBAColor(128, 0, 128), RGBAColor(128, 0, 128))
        add(["brown"], RGBAColor(153, 102, 51), RGBAColor(153, 102, 51))
        add(["gray"], RGBAColor(white: 0.5), RGBAColor(white: 0.5))
        add(["darkGray"], RGBAColor(white: 1 / 3), RGBAColor(white: 1 / 3))
        add(["lightGray"], RGBAColor(white: 2 / 3), RGBAColor(white: 2 / 3))
        // Tints.
        add(["systemBlue", "link", "controlAccent", "systemAccent", "tint"], RGBAColor(0, 122, 255), RGBAColor(10, 132, 255))
        add(["systemRed"], RGBAColor(255, 59, 48), RGBAColor(255, 69, 58))
        add(["systemGreen"], RGBAColor(52, 199, 89), RGBAColor(48, 209, 88))
        add(["systemOrange"], RGBAColor(255, 149, 0), RGBAColor(255, 159, 10))
        add(["systemYellow"], RGBAColor(255, 204, 0), RGBAColor(255, 214, 10))
        add(["systemPink"], RGBAColor(255, 45, 85), RGBAColor(255, 55, 95))
        add(["systemPurple"], RGBAColor(175, 82, 222), RGBAColor(191, 90, 242))
        add(["systemTeal"], RGBAColor(48, 176, 199), RGBAColor(64, 200, 224))
        add(["systemIndigo"], RGBAColor(88, 86, 214), RGBAColor(94, 92, 230))
        add(["systemMint"], RGBAColor(0, 199, 190), RGBAColor(99, 230, 226))
        add(["systemCyan"], RGBAColor(50, 173, 230), RGBAColor(100, 210, 255))
        add(["systemBrown"], RGBAColor(162, 132, 94), RGBAColor(172, 142, 104))
        add(["systemGray"], RGBAColor(142, 142, 147), RGBAColor(142, 142, 147))
        add(["systemGray2"], RGBAColor(174, 174, 178), RGBAColor(99, 99, 102))
        add(["systemGray3"], RGBAColor(199, 199, 204), RGBAColor(72, 72, 74))
        add(["systemGray4"], RGBAColor(209, 209, 214), RGBAColor(58, 58, 60))
        add(["systemGray5"], RGBAColor(229, 229, 234), RGBAColor(44, 44, 46))
        add(["systemGray6"], RGBAColor(242, 242, 247), RGBAColor(28, 28, 30))
        // UIKit's semantic colors.
        add(["systemBackground", "tableCellGroupedBackground", "secondarySystemGroupedBackground"],
            .white, RGBAColor(0, 0, 0))
        add(["secondarySystemBackground", "systemGroupedBackground", "groupTableViewBackground"],
            RGBAColor(242, 242, 247), RGBAColor(28, 28, 30))
        add(["tertiarySystemBackground", "tertiarySystemGroupedBackground"], .white, RGBAColor(44, 44, 46))
        add(["label", "darkText"], .black, .white)
        add(["lightText"], RGBAColor(white: 1, alpha: 0.6), RGBAColor(white: 1, alpha: 0.6))
        add(["secondaryLabel"], RGBAColor(60, 60, 67, 0.6), RGBAColor(235, 235, 245, 0.6))
        add(["tertiaryLabel"], RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3))
        add(["quaternaryLabel"], RGBAColor(60, 60, 67, 0.18), RGBAColor(235, 235, 245, 0.16))
        add(["placeholderText"], RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3))
        add(["separator"], RGBAColor(60, 60, 67, 0.29), RGBAColor(84, 84, 88, 0.6))
        add(["opaqueSeparator"], RGBAColor(198, 198, 200), RGBAColor(56, 56, 58))
        add(["systemFill"], RGBAColor(120, 120, 128, 0.2), RGBAColor(120, 120, 128, 0.36))
        add(["secondarySystemFill"], RGBAColor(120, 120, 128, 0.16), RGBAColor(120, 120, 128, 0.32))
        add(["tertiarySystemFill"], RGBAColor(118, 118, 128, 0.12), RGBAColor(118, 118, 128, 0.24))
        add(["quaternarySystemFill"], RGBAColor(116, 116, 128, 0.08), RGBAColor(118, 118, 128, 0.18))
        add(["viewFlipsideBackground"], RGBAColor(31, 33, 36), RGBAColor(31, 33, 36))
        add(["scrollViewTexturedBackground", "underPageBackground"], RGBAColor(111, 113, 121), RGBAColor(40, 40, 40))
        // AppKit's semantic colors.
        add(["controlText", "text", "selectedControlText", "selectedText", "headerText", "windowFrameText",
             "selectedMenuItemText"],
            RGBAColor(0, 0, 0, 0.85), RGBAColor(255, 255, 255, 0.85))
        add(["control", "controlBackground", "textBackground", "controlLightHighlight", "highlight"],
            .white, RGBAColor(30, 30, 30))
        add(["windowBackground", "controlHighlight", "header", "gridBackground"],
            RGBAColor(236, 236, 236), RGBAColor(50, 50, 50))
        add(["disabledControlText"], RGBAColor(0, 0, 0, 0.25), RGBAColor(255, 255, 255, 0.25))
        add(["grid"], RGBAColor(230, 230, 230), RGBAColor(26, 26, 26))
        add(["selectedControl", "selectedTextBackground", "unemphasizedSelectedTextBackground"],
            RGBAColor(179, 215, 255), RGBAColor(63, 99, 139))
        add(["alternateSelectedControl", "selectedContentBackground", "keyboardFocusIndicator", "selectedMenuItem"],
            RGBAColor(0, 99, 225), RGBAColor(0, 88, 208))
        add(["alternateSelectedControlText", "selectedMenuItemTextColor"], .white, .white)
        add(["unemphasizedSelectedContentBackground", "secondarySelectedControl"],
            RGBAColor(220, 220, 220), RGBAColor(70, 70, 70))
        add(["controlShadow", "shadow"], RGBAColor(white: 0.5), RGBAColor(white: 0))
        add(["controlDarkShadow"], RGBAColor(white: 0.2), RGBAColor(white: 0))
        add(["scrollBar", "knob"], RGBAColor(white: 0.75), RGBAColor(white: 0.35))
        add(["findHighlight"], RGBAColor(255, 255, 0), RGBAColor(255, 255, 0))
        add(["alternatingContentBackground"], RGBAColor(244, 245, 245), RGBAColor(255, 255, 255, 0.05))
        return table
    }()
}
