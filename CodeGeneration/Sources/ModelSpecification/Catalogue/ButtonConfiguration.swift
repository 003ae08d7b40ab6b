extension Catalogue {
    static let buttonConfiguration = ModelFile("ButtonConfiguration", models: [
    Model("ButtonConfiguration", kinds: ["buttonConfiguration"], extraKeys: ["catalog"], doc: """
        A UIKit button configuration: `<buttonConfiguration key="configuration" style="filled" title="Continue" image="arrow.right" catalog="system"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("style", "ButtonConfigurationStyle?"),
        Property("title", "String?"),
        Property("subtitle", "String?"),
        Property("attributedTitle", "AttributedString?", [.boxed]),
        Property("attributedSubtitle", "AttributedString?", [.boxed]),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("imagePlacement", "ImagePlacement?"),
        Property("imagePadding", "Double?"),
        Property("titlePadding", "Double?"),
        Property("cornerStyle", "CornerStyle?"),
        Property("buttonSize", "ButtonSize?"),
        Property("titleAlignment", "String?"),
        Property("showsActivityIndicator", "Bool", default: "false"),
        Property("baseForegroundColor", "Color?", [.boxed]),
        Property("baseBackgroundColor", "Color?", [.boxed]),
        Property("contentInsets", "Insets?"),
        Property("background", "BackgroundConfiguration?", [.boxed]),
        Property("preferredSymbolConfigurationForImage", "SymbolConfiguration?", [.boxed]),
        Property("titleFont", "Font?", key: "titleFontDescription", [.boxed], doc: "The title's font (`<fontDescription key=\"titleFontDescription\">`)."),
    ]),
    Model("BackgroundConfiguration", kinds: ["backgroundConfiguration"], extraKeys: ["catalog"], doc: """
        A UIKit background configuration: `<backgroundConfiguration key="background" cornerRadius="8"><color key="backgroundColor" …/></backgroundConfiguration>`.
        """, properties: [
        Property("key", "String?"),
        Property("backgroundColor", "Color?", [.boxed]),
        Property("cornerRadius", "Double?"),
        Property("strokeColor", "Color?", [.boxed]),
        Property("strokeWidth", "Double?"),
        Property("strokeOutset", "Double?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("imageContentMode", "ContentMode?"),
        Property("backgroundInsets", "Insets?"),
        Property("edgesAddingLayoutMarginsToBackgroundInsets", "Insets?"),
    ]),
    Model("SymbolConfiguration", kinds: ["preferredSymbolConfiguration", "symbolConfiguration"], doc: """
        A symbol image configuration: `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large" weight="bold"/>`.
        """, properties: [
        Property("kind", "String", default: "\"preferredSymbolConfiguration\"", doc: "The element kind."),
        Property("key", "String?"),
        Property("configurationType", "String?", doc: "`pointSize` or `font`."),
        Property("pointSize", "Double?"),
        Property("scale", "SymbolScale?"),
        Property("weight", "SymbolWeight?"),
        Property("font", "Font?", key: "fontDescription", [.boxed]),
    ]),
    ])
}
