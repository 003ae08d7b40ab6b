extension Catalogue {
    static let geometry = ModelFile("Geometry", models: [
    Model("Rect", kinds: ["rect"], doc: """
        A rectangle: `<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>`.
        """, properties: [
        Property("key", "String?", doc: "The role of the rectangle in its owner (`frame`, `bounds`, `contentRect`, …)."),
        Property("x", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
        Property("y", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
        Property("width", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
        Property("height", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
    ]),
    Model("Point", kinds: ["point"], doc: """
        A point: `<point key="canvasLocation" x="138" y="153"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("x", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
        Property("y", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
    ]),
    Model("Size", kinds: ["size", "value"], kindCheck: "checkKind", extraKeys: ["type"], doc: """
        A size: `<size key="intrinsicContentSize" width="100" height="44"/>`. Also `<value key="minSize" type="size" width="…" height="…"/>`, the typed-value form AppKit windows use.
        """, properties: [
        Property("key", "String?"),
        Property("width", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
        Property("height", "Double", default: "0", [.alwaysEncoded, .requiredInInitializer]),
    ]),
    ])
}
