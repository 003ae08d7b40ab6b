extension Catalogue {
    static let accessibility = ModelFile("Accessibility", models: [
    Model("Accessibility", kinds: ["accessibility"], doc: """
        Accessibility settings: `<accessibility key="accessibilityConfiguration" label="Close" identifier="close"><accessibilityTraits key="traits" button="YES"/></accessibility>`.
        """, properties: [
        Property("label", "String?"),
        Property("identifier", "String?"),
        Property("hint", "String?"),
        Property("value", "String?"),
        Property("accessibilityDescription", "String?", key: "description", doc: "AppKit: the accessibility description."),
        Property("help", "String?", doc: "AppKit: the accessibility help."),
        Property("isElement", "Bool?", doc: "Whether the view is an accessibility element; an attribute or a `<bool key=\"isElement\">` child."),
        Property("traits", "AccessibilityTraits?", [.boxed]),
        Property("language", "String?"),
    ]),
    Model("AccessibilityTraits", kinds: ["accessibilityTraits"], doc: """
        The accessibility traits set on a view: `<accessibilityTraits key="traits" button="YES" header="YES"/>`.
        """, properties: [
        Property("none", "Bool", default: "false"),
        Property("button", "Bool", default: "false"),
        Property("link", "Bool", default: "false"),
        Property("image", "Bool", default: "false"),
        Property("selected", "Bool", default: "false"),
        Property("playsSound", "Bool", default: "false"),
        Property("keyboardKey", "Bool", default: "false"),
        Property("staticText", "Bool", default: "false"),
        Property("summaryElement", "Bool", default: "false"),
        Property("notEnabled", "Bool", default: "false"),
        Property("updatesFrequently", "Bool", default: "false"),
        Property("searchField", "Bool", default: "false"),
        Property("startsMediaSession", "Bool", default: "false"),
        Property("adjustable", "Bool", default: "false"),
        Property("allowsDirectInteraction", "Bool", default: "false"),
        Property("causesPageTurn", "Bool", default: "false"),
        Property("header", "Bool", default: "false"),
        Property("tabBar", "Bool", default: "false"),
        Property("supportsZoom", "Bool", default: "false"),
    ]),
    ])
}
