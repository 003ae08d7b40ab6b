extension Catalogue {
    static let color = ModelFile("Color", models: [
    Model("Color", kinds: ["color"], doc: """
        A color, in any of the forms Interface Builder writes: components (`red green blue alpha`, with `colorSpace`/`customColorSpace`), gray (`white alpha`), a system color (`systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="darkTextColor"`), or a named color (`name="AccentColor"`, on macOS with `catalog="System"`).
        """, properties: [
        Property("key", "String?", doc: "The role of the color in its owner (`backgroundColor`, `textColor`, …)."),
        Property("red", "Double?"),
        Property("green", "Double?"),
        Property("blue", "Double?"),
        Property("white", "Double?"),
        Property("alpha", "Double?"),
        Property("colorSpace", "String?", doc: "`custom`, `calibratedRGB`, `deviceRGB`, `calibratedWhite`, `catalog`, …"),
        Property("customColorSpace", "String?", doc: "`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, … when `colorSpace` is `custom`."),
        Property("name", "String?", doc: "A named color: an asset catalog color, or a macOS catalog color such as `labelColor`."),
        Property("catalog", "String?", doc: "The catalog of a named macOS color (`System`)."),
        Property("systemColor", "String?", doc: "A UIKit system color (`systemBackgroundColor`, `labelColor`, …)."),
        Property("cocoaTouchSystemColor", "String?", doc: "A legacy UIKit system color (`darkTextColor`, `groupTableViewBackgroundColor`, …)."),
        Property("xcode11CocoaTouchSystemColor", "String?", doc: "The legacy system color Xcode 11 wrote next to a system color, for older tools."),
    ]),
    Model("Font", kinds: ["fontDescription", "font"], encodedKind: "metaFont == nil ? \"fontDescription\" : \"font\"", doc: """
        A font: UIKit's `<fontDescription type="system" pointSize="17"/>` (system, bold system, custom name and family, text styles, weights) or AppKit's `<font metaFont="system"/>` / `<font size="13" name="Menlo-Regular"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("type", "String?", doc: "`system`, `boldSystem`, `italicSystem`, or `nil` for a named font or text style."),
        Property("pointSize", "Double?", decode: "container.optional(.pointSize) ?? size.flatMap(Double.init)", encode: ["if let size { try container.encode(size, forKey: .size) } else { try container.encodeIfPresent(pointSize, forKey: .pointSize) }"]),
        Property("size", "String?", encode: [], doc: "The `size` attribute as written: AppKit's point size (`13`), or a legacy UIKit size such as `system`."),
        Property("name", "String?", doc: "The PostScript name of a custom font."),
        Property("family", "String?"),
        Property("style", "String?", doc: "A text style such as `UICTFontTextStyleBody`."),
        Property("weight", "String?", doc: "A weight such as `semibold`."),
        Property("metaFont", "String?", doc: "An AppKit meta font (`system`, `smallSystem`, `menu`, …)."),
        Property("usesAppearanceFont", "Bool", default: "false", doc: "Whether an AppKit control uses the font of its appearance."),
        Property("textStyle", "String?", doc: "An AppKit text style (`largeTitle`, `body`, …)."),
    ]),
    ])
}
