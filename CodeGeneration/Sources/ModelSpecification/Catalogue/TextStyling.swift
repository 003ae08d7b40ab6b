extension Catalogue {
    static let textStyling = ModelFile("TextStyling", models: [
    Model("AttributedString", kinds: ["attributedString"], doc: """
        Styled text: `<attributedString key="attributedText"><fragment content="Hello"><attributes>…</attributes></fragment></attributedString>`.
        """, properties: [
        Property("key", "String?"),
        Property("fragments", "[TextFragment]", key: "$elements:fragment"),
    ]),
    Model("TextFragment", kinds: ["fragment"], doc: """
        A run of text with one set of attributes: `<fragment content="Hello">` (long text in a `<string key="content">` child).
        """, properties: [
        Property("content", "String", default: "\"\""),
        Property("attributes", "TextAttributeSet?", [.boxed]),
    ]),
    Model("TextAttributeSet", kinds: ["attributes"], doc: """
        The attributes of a text run, keyed by their Foundation names (`NSFont`, `NSColor`, `NSParagraphStyle`, …).
        """, properties: [
        Property("font", "Font?", key: "NSFont", [.boxed]),
        Property("originalFont", "Font?", key: "NSOriginalFont", [.boxed]),
        Property("color", "Color?", key: "NSColor", [.boxed]),
        Property("backgroundColor", "Color?", key: "NSBackgroundColor", [.boxed]),
        Property("paragraphStyle", "ParagraphStyle?", key: "NSParagraphStyle", [.boxed]),
        Property("underlineStyle", "Int?", key: "NSUnderline"),
        Property("strikethroughStyle", "Int?", key: "NSStrikethrough"),
        Property("kern", "Double?", key: "NSKern"),
        Property("baselineOffset", "Double?", key: "NSBaselineOffset"),
        Property("ligature", "Int?", key: "NSLigature"),
        Property("link", "String?", key: "NSLink"),
        Property("underlineColor", "Color?", key: "NSUnderlineColor", [.boxed]),
        Property("strokeColor", "Color?", key: "NSStrokeColor", [.boxed]),
        Property("strokeWidth", "Double?", key: "NSStrokeWidth"),
        Property("obliqueness", "Double?", key: "NSObliqueness"),
        Property("expansion", "Double?", key: "NSExpansion"),
        Property("superscript", "Int?", key: "NSSuperScript"),
        Property("shadow", "Shadow?", key: "NSShadow", [.boxed]),
    ]),
    Model("Shadow", kinds: ["shadow"], doc: """
        A shadow: `<shadow key="shadow" blurRadius="2"><color key="color" …/></shadow>`.
        """, properties: [
        Property("key", "String?"),
        Property("blurRadius", "Double?"),
        Property("offset", "Size?"),
        Property("color", "Color?", [.boxed]),
    ]),
    Model("ParagraphStyle", kinds: ["paragraphStyle"], doc: """
        A paragraph style: `<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("alignment", "TextAlignment?"),
        Property("lineBreakMode", "LineBreakMode?"),
        Property("baseWritingDirection", "String?"),
        Property("lineSpacing", "Double?"),
        Property("paragraphSpacing", "Double?"),
        Property("paragraphSpacingBefore", "Double?"),
        Property("lineHeightMultiple", "Double?"),
        Property("minimumLineHeight", "Double?"),
        Property("maximumLineHeight", "Double?"),
        Property("firstLineHeadIndent", "Double?"),
        Property("headIndent", "Double?"),
        Property("tailIndent", "Double?"),
        Property("tighteningFactorForTruncation", "Double?"),
        Property("allowsDefaultTighteningForTruncation", "Bool", default: "false"),
        Property("defaultTabInterval", "Double?"),
        Property("hyphenationFactor", "Double?"),
        Property("tabStops", "[TextTab]"),
    ]),
    Model("TextTab", kinds: ["textTab"], doc: """
        A tab stop of a paragraph style: `<textTab alignment="left" location="28"><options/></textTab>`.
        """, properties: [
        Property("alignment", "TextAlignment?"),
        Property("location", "Double", default: "0"),
        Property("options", "ValueDictionary?", [.boxed]),
    ]),
    Model("TextAttributes", kinds: ["textAttributes"], doc: """
        The text attributes of a bar's titles: `<textAttributes key="titleTextAttributes"><color key="textColor" …/></textAttributes>`.
        """, properties: [
        Property("key", "String?"),
        Property("textColor", "Color?", [.boxed]),
        Property("font", "Font?", key: "fontDescription", [.boxed]),
        Property("textShadowColor", "Color?", [.boxed]),
        Property("textShadowOffset", "Offset?"),
    ]),
    Model("Offset", kinds: ["offsetWrapper"], doc: """
        A horizontal and vertical offset: `<offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="-4"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("horizontal", "Double", default: "0"),
        Property("vertical", "Double", default: "0"),
    ]),
    Model("TextRange", kinds: ["range"], doc: """
        A range of text: `<range key="value" location="0" length="5"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("location", "Int", default: "0"),
        Property("length", "Int", default: "0"),
    ]),
    Model("TextInputTraits", kinds: ["textInputTraits"], doc: """
        How a text input behaves: `<textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress" returnKeyType="next"/>`.
        """, properties: [
        Property("autocapitalizationType", "AutocapitalizationType?"),
        Property("autocorrectionType", "TextInputSetting?"),
        Property("spellCheckingType", "TextInputSetting?"),
        Property("keyboardType", "KeyboardType?"),
        Property("keyboardAppearance", "KeyboardAppearance?"),
        Property("returnKeyType", "ReturnKeyType?"),
        Property("enablesReturnKeyAutomatically", "Bool", default: "false"),
        Property("isSecureTextEntry", "Bool", key: "secureTextEntry", default: "false"),
        Property("textContentType", "TextContentType?"),
        Property("smartDashesType", "TextInputSetting?"),
        Property("smartQuotesType", "TextInputSetting?"),
        Property("smartInsertDeleteType", "TextInputSetting?"),
        Property("passwordRules", "String?"),
        Property("inlinePredictionType", "TextInputSetting?"),
    ]),
    Model("DataDetectorTypes", kinds: ["dataDetectorType", "dataDetectorTypes"], doc: """
        What a text or web view turns into links: `<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("none", "Bool", default: "false"),
        Property("phoneNumber", "Bool", default: "false"),
        Property("link", "Bool", default: "false"),
        Property("address", "Bool", default: "false"),
        Property("calendarEvent", "Bool", default: "false"),
        Property("shipmentTrackingNumber", "Bool", default: "false"),
        Property("flightNumber", "Bool", default: "false"),
        Property("lookupSuggestion", "Bool", default: "false"),
    ]),
    ])
}
