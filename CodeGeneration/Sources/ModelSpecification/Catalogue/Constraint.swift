extension Catalogue {
    static let constraint = ModelFile("Constraint", models: [
    Model("Constraint", kinds: ["constraint"], extraKeys: ["placeholder", "symbolic"], references: ["firstItem", "secondItem"], doc: """
        An Auto Layout constraint: `<constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="…"/>`.

        Interface Builder stores a constraint on the nearest common ancestor of its items and leaves `firstItem` out when it is that owning view. Multipliers may be ratios (`16:9`).
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("firstItem", "String?", doc: "The id of the first item; `nil` means the view that owns the constraint."),
        Property("firstAttribute", "LayoutAttribute"),
        Property("relation", "LayoutRelation", default: ".equal"),
        Property("secondItem", "String?"),
        Property("secondAttribute", "LayoutAttribute?"),
        Property("multiplier", "String?", doc: "The multiplier as written: a number (`0.5`) or a ratio (`16:9`, `1/3`); `nil` means 1."),
        Property("constant", "Double", default: "0"),
        Property("priority", "Double", default: "1000"),
        Property("identifier", "String?"),
        Property("userLabel", "String?", doc: "The name shown in Interface Builder's outline."),
        Property("isPlaceholder", "Bool", default: "false", [.noKey], decode: "container.decode(.placeholder, default: false)", encode: ["try container.encode(isPlaceholder, forKey: .placeholder, default: false)"], doc: "Placeholder constraints are removed at build time."),
        Property("isSymbolic", "Bool", default: "false", [.noKey], decode: "container.decode(.symbolic, default: false)", encode: ["try container.encode(isSymbolic, forKey: .symbolic, default: false)"], doc: "Whether the constant is the system's standard spacing (Interface Builder's \"Standard\")."),
        Property("variations", "[Variation]", key: "$elements:variation", doc: "The constant, priority or multiplier the constraint takes for size classes (`<variation key=\"heightClass=compact\" constant=\"20\"/>`)."),
        Property("id", "String?"),
    ]),
    ])
}
