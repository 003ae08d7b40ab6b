extension Catalogue {
    static let appKitObjects = ModelFile("AppKitObjects", models: [
    Model("Formatter", kinds: ["numberFormatter", "dateFormatter", "byteCountFormatter", "dateComponentsFormatter", "measurementFormatter", "lengthFormatter", "personNameComponentsFormatter", "customFormatter"], doc: """
        A formatter attached to a cell: `<numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" minimumIntegerDigits="1" …/>`, `<dateFormatter key="formatter" dateStyle="short" timeStyle="short"/>`, …
        """, properties: [
        Property("kind", "String", default: "\"numberFormatter\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("formatterBehavior", "String?"),
        Property("numberStyle", "NumberFormatterStyle?"),
        Property("minimumIntegerDigits", "Int?"),
        Property("maximumIntegerDigits", "Int?"),
        Property("minimumFractionDigits", "Int?"),
        Property("maximumFractionDigits", "Int?"),
        Property("formatWidth", "Int?"),
        Property("usesGroupingSeparator", "Bool?"),
        Property("groupingSize", "Int?"),
        Property("positiveFormat", "String?"),
        Property("negativeFormat", "String?"),
        Property("thousandSeparator", "String?"),
        Property("positivePrefix", "String?"),
        Property("positiveSuffix", "String?"),
        Property("negativePrefix", "String?"),
        Property("negativeSuffix", "String?"),
        Property("plusSign", "String?"),
        Property("minusSign", "String?"),
        Property("percentSymbol", "String?"),
        Property("perMillSymbol", "String?"),
        Property("paddingCharacter", "String?"),
        Property("notANumberSymbol", "String?"),
        Property("exponentSymbol", "String?"),
        Property("decimalSeparator", "String?"),
        Property("groupingSeparator", "String?"),
        Property("currencyDecimalSeparator", "String?"),
        Property("currencyCode", "String?"),
        Property("currencySymbol", "String?"),
        Property("internationalCurrencySymbol", "String?"),
        Property("positiveInfinitySymbol", "String?", doc: "The symbols for infinity; a `<nil>` child (the system's) reads as `nil`."),
        Property("negativeInfinitySymbol", "String?"),
        Property("alwaysShowsDecimalSeparator", "Bool?"),
        Property("localizesFormat", "Bool?"),
        Property("allowsFloats", "Bool?"),
        Property("isLenient", "Bool?", key: "lenient"),
        Property("generatesDecimalNumbers", "Bool?"),
        Property("roundingMode", "String?"),
        Property("multiplier", "Double?"),
        Property("roundingIncrement", "String?", doc: "The rounding increment as written (from a `<real>`, `<integer>` or `<decimal>` child)."),
        Property("minimum", "String?", doc: "The minimum value as written (from a `<real>`, `<integer>` or `<decimal>` child)."),
        Property("maximum", "String?"),
        Property("attributedStringForZero", "AttributedString?", [.boxed]),
        Property("dateStyle", "DateFormatterStyle?"),
        Property("timeStyle", "DateFormatterStyle?"),
        Property("dateFormat", "String?"),
        Property("doesRelativeDateFormatting", "Bool?"),
        Property("locale", "LocaleValue?"),
    ]),
    Model("Popover", kinds: ["popover"], doc: """
        An AppKit popover object: `<popover behavior="t" id="…"><connections>…</connections></popover>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("userLabel", "String?"),
        ] + PropertyGroup.customClass + [
        Property("behavior", "PopoverBehavior?"),
        Property("animates", "Bool?"),
        Property("contentSize", "Size?"),
        Property("connections", "[Connection]"),
    ]),
    Model("Drawer", kinds: ["drawer"], doc: """
        An AppKit drawer object: `<drawer trailingOffset="15" id="…"><size key="contentSize" …/></drawer>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("userLabel", "String?"),
        ] + PropertyGroup.customClass + [
        Property("contentSize", "Size?"),
        Property("minContentSize", "Size?"),
        Property("maxContentSize", "Size?"),
        Property("leadingOffset", "Double?"),
        Property("trailingOffset", "Double?"),
        Property("preferredEdge", "RectEdge?"),
        Property("connections", "[Connection]"),
    ]),
    Model("Application", kinds: ["application"], doc: """
        The application object of a macOS storyboard: `<application id="…" sceneMemberID="viewController"><menu key="mainMenu" …/></application>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        ] + PropertyGroup.customClass + [
        Property("sceneMemberID", "String?"),
        Property("mainMenu", "Menu?", [.boxed]),
        Property("connections", "[Connection]"),
        Property("userLabel", "String?"),
    ]),
    ])
}
