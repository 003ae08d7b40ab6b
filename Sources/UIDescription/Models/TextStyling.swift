/// Styled text: `<attributedString key="attributedText"><fragment
/// content="Hello"><attributes>…</attributes></fragment></attributedString>`.
public struct AttributedString: InterfaceElement {
    public static let elementKinds: Set<String>? = ["attributedString"]
    public var key: String?
    public var fragments: [TextFragment]

    public init(key: String? = nil, fragments: [TextFragment] = []) {
        self.key = key
        self.fragments = fragments
    }

    /// The plain text: the fragments' contents, joined.
    public var string: String { fragments.map(\.content).joined() }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, fragments = "$elements:fragment"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        fragments = container.list(.fragments)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "attributedString", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeList(fragments, forKey: .fragments)
    }
}

/// A run of text with one set of attributes: `<fragment content="Hello">` (long text in a `<string
/// key="content">` child).
public struct TextFragment: InterfaceElement {
    public static let elementKinds: Set<String>? = ["fragment"]
    public var content: String
    @Boxed public var attributes: TextAttributeSet?

    public init(content: String = "", attributes: TextAttributeSet? = nil) {
        self.content = content
        self.attributes = attributes
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case content, attributes
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        content = container.decode(.content, default: "")
        attributes = container.optional(.attributes)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "fragment", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(content, forKey: .content, default: "")
        try container.encodeIfPresent(attributes, forKey: .attributes)
    }
}

/// The attributes of a text run, keyed by their Foundation names (`NSFont`, `NSColor`, `NSParagraphStyle`, …).
public struct TextAttributeSet: InterfaceElement {
    public static let elementKinds: Set<String>? = ["attributes"]
    @Boxed public var font: Font?
    @Boxed public var originalFont: Font?
    @Boxed public var color: Color?
    @Boxed public var backgroundColor: Color?
    @Boxed public var paragraphStyle: ParagraphStyle?
    public var underlineStyle: Int?
    public var strikethroughStyle: Int?
    public var kern: Double?
    public var baselineOffset: Double?
    public var ligature: Int?
    public var link: String?
    @Boxed public var underlineColor: Color?
    @Boxed public var strokeColor: Color?
    public var strokeWidth: Double?
    public var obliqueness: Double?
    public var expansion: Double?
    public var superscript: Int?
    @Boxed public var shadow: Shadow?

    public init(font: Font? = nil, originalFont: Font? = nil, color: Color? = nil, backgroundColor: Color? = nil,
                paragraphStyle: ParagraphStyle? = nil, underlineStyle: Int? = nil, strikethroughStyle: Int? = nil,
                kern: Double? = nil, baselineOffset: Double? = nil, ligature: Int? = nil, link: String? = nil,
                underlineColor: Color? = nil, strokeColor: Color? = nil, strokeWidth: Double? = nil,
                obliqueness: Double? = nil, expansion: Double? = nil, superscript: Int? = nil, shadow: Shadow? = nil) {
        self.font = font
        self.originalFont = originalFont
        self.color = color
        self.backgroundColor = backgroundColor
        self.paragraphStyle = paragraphStyle
        self.underlineStyle = underlineStyle
        self.strikethroughStyle = strikethroughStyle
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.ligature = ligature
        self.link = link
        self.underlineColor = underlineColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.obliqueness = obliqueness
        self.expansion = expansion
        self.superscript = superscript
        self.shadow = shadow
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case font = "NSFont", originalFont = "NSOriginalFont", color = "NSColor"
        case backgroundColor = "NSBackgroundColor", paragraphStyle = "NSParagraphStyle"
        case underlineStyle = "NSUnderline", strikethroughStyle = "NSStrikethrough", kern = "NSKern"
        case baselineOffset = "NSBaselineOffset", ligature = "NSLigature", link = "NSLink"
        case underlineColor = "NSUnderlineColor", strokeColor = "NSStrokeColor", strokeWidth = "NSStrokeWidth"
        case obliqueness = "NSObliqueness", expansion = "NSExpansion", superscript = "NSSuperScript"
        case shadow = "NSShadow"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        font = container.optional(.font)
        originalFont = container.optional(.originalFont)
        color = container.optional(.color)
        backgroundColor = container.optional(.backgroundColor)
        paragraphStyle = container.optional(.paragraphStyle)
        underlineStyle = container.optional(.underlineStyle)
        strikethroughStyle = container.optional(.strikethroughStyle)
        kern = container.optional(.kern)
        baselineOffset = container.optional(.baselineOffset)
        ligature = container.optional(.ligature)
        link = container.optional(.link)
        underlineColor = container.optional(.underlineColor)
        strokeColor = container.optional(.strokeColor)
        strokeWidth = container.optional(.strokeWidth)
        obliqueness = container.optional(.obliqueness)
        expansion = container.optional(.expansion)
        superscript = container.optional(.superscript)
        shadow = container.optional(.shadow)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "attributes", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(originalFont, forKey: .originalFont)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(paragraphStyle, forKey: .paragraphStyle)
        try container.encodeIfPresent(underlineStyle, forKey: .underlineStyle)
        try container.encodeIfPresent(strikethroughStyle, forKey: .strikethroughStyle)
        try container.encodeIfPresent(kern, forKey: .kern)
        try container.encodeIfPresent(baselineOffset, forKey: .baselineOffset)
        try container.encodeIfPresent(ligature, forKey: .ligature)
        try container.encodeIfPresent(link, forKey: .link)
        try container.encodeIfPresent(underlineColor, forKey: .underlineColor)
        try container.encodeIfPresent(strokeColor, forKey: .strokeColor)
        try container.encodeIfPresent(strokeWidth, forKey: .strokeWidth)
        try container.encodeIfPresent(obliqueness, forKey: .obliqueness)
        try container.encodeIfPresent(expansion, forKey: .expansion)
        try container.encodeIfPresent(superscript, forKey: .superscript)
        try container.encodeIfPresent(shadow, forKey: .shadow)
    }
}

/// A shadow: `<shadow key="shadow" blurRadius="2"><color key="color" …/></shadow>`.
public struct Shadow: InterfaceElement {
    public static let elementKinds: Set<String>? = ["shadow"]
    public var key: String?
    public var blurRadius: Double?
    public var offset: Size?
    @Boxed public var color: Color?

    public init(key: String? = nil, blurRadius: Double? = nil, offset: Size? = nil, color: Color? = nil) {
        self.key = key
        self.blurRadius = blurRadius
        self.offset = offset
        self.color = color
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, blurRadius, offset, color
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        blurRadius = container.optional(.blurRadius)
        offset = container.optional(.offset)
        color = container.optional(.color)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "shadow", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(blurRadius, forKey: .blurRadius)
        try container.encodeIfPresent(offset, forKey: .offset)
        try container.encodeIfPresent(color, forKey: .color)
    }
}

/// A paragraph style: `<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping"
/// baseWritingDirection="natural"/>`.
public struct ParagraphStyle: InterfaceElement {
    public static let elementKinds: Set<String>? = ["paragraphStyle"]
    public var key: String?
    public var alignment: TextAlignment?
    public var lineBreakMode: LineBreakMode?
    public var baseWritingDirection: String?
    public var lineSpacing: Double?
    public var paragraphSpacing: Double?
    public var paragraphSpacingBefore: Double?
    public var lineHeightMultiple: Double?
    public var minimumLineHeight: Double?
    public var maximumLineHeight: Double?
    public var firstLineHeadIndent: Double?
    public var headIndent: Double?
    public var tailIndent: Double?
    public var tighteningFactorForTruncation: Double?
    public var allowsDefaultTighteningForTruncation: Bool
    public var defaultTabInterval: Double?
    public var hyphenationFactor: Double?
    public var tabStops: [TextTab]

    public init(key: String? = nil, alignment: TextAlignment? = nil, lineBreakMode: LineBreakMode? = nil,
                baseWritingDirection: String? = nil, lineSpacing: Double? = nil, paragraphSpacing: Double? = nil,
                paragraphSpacingBefore: Double? = nil, lineHeightMultiple: Double? = nil,
                minimumLineHeight: Double? = nil, maximumLineHeight: Double? = nil,
                firstLineHeadIndent: Double? = nil, headIndent: Double? = nil, tailIndent: Double? = nil,
                tighteningFactorForTruncation: Double? = nil, allowsDefaultTighteningForTruncation: Bool = false,
                defaultTabInterval: Double? = nil, hyphenationFactor: Double? = nil, tabStops: [TextTab] = []) {
        self.key = key
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.baseWritingDirection = baseWritingDirection
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.tighteningFactorForTruncation = tighteningFactorForTruncation
        self.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        self.defaultTabInterval = defaultTabInterval
        self.hyphenationFactor = hyphenationFactor
        self.tabStops = tabStops
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, alignment, lineBreakMode, baseWritingDirection, lineSpacing, paragraphSpacing
        case paragraphSpacingBefore, lineHeightMultiple, minimumLineHeight, maximumLineHeight, firstLineHeadIndent
        case headIndent, tailIndent, tighteningFactorForTruncation, allowsDefaultTighteningForTruncation
        case defaultTabInterval, hyphenationFactor, tabStops
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        alignment = container.optional(.alignment)
        lineBreakMode = container.optional(.lineBreakMode)
        baseWritingDirection = container.optional(.baseWritingDirection)
        lineSpacing = container.optional(.lineSpacing)
        paragraphSpacing = container.optional(.paragraphSpacing)
        paragraphSpacingBefore = container.optional(.paragraphSpacingBefore)
        lineHeightMultiple = container.optional(.lineHeightMultiple)
        minimumLineHeight = container.optional(.minimumLineHeight)
        maximumLineHeight = container.optional(.maximumLineHeight)
        firstLineHeadIndent = container.optional(.firstLineHeadIndent)
        headIndent = container.optional(.headIndent)
        tailIndent = container.optional(.tailIndent)
        tighteningFactorForTruncation = container.optional(.tighteningFactorForTruncation)
        allowsDefaultTighteningForTruncation = container.decode(.allowsDefaultTighteningForTruncation, default: false)
        defaultTabInterval = container.optional(.defaultTabInterval)
        hyphenationFactor = container.optional(.hyphenationFactor)
        tabStops = container.list(.tabStops)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "paragraphStyle", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(lineBreakMode, forKey: .lineBreakMode)
        try container.encodeIfPresent(baseWritingDirection, forKey: .baseWritingDirection)
        try container.encodeIfPresent(lineSpacing, forKey: .lineSpacing)
        try container.encodeIfPresent(paragraphSpacing, forKey: .paragraphSpacing)
        try container.encodeIfPresent(paragraphSpacingBefore, forKey: .paragraphSpacingBefore)
        try container.encodeIfPresent(lineHeightMultiple, forKey: .lineHeightMultiple)
        try container.encodeIfPresent(minimumLineHeight, forKey: .minimumLineHeight)
        try container.encodeIfPresent(maximumLineHeight, forKey: .maximumLineHeight)
        try container.encodeIfPresent(firstLineHeadIndent, forKey: .firstLineHeadIndent)
        try container.encodeIfPresent(headIndent, forKey: .headIndent)
        try container.encodeIfPresent(tailIndent, forKey: .tailIndent)
        try container.encodeIfPresent(tighteningFactorForTruncation, forKey: .tighteningFactorForTruncation)
        try container.encode(allowsDefaultTighteningForTruncation, forKey: .allowsDefaultTighteningForTruncation, default: false)
        try container.encodeIfPresent(defaultTabInterval, forKey: .defaultTabInterval)
        try container.encodeIfPresent(hyphenationFactor, forKey: .hyphenationFactor)
        try container.encodeList(tabStops, forKey: .tabStops)
    }
}

/// A tab stop of a paragraph style: `<textTab alignment="left" location="28"><options/></textTab>`.
public struct TextTab: InterfaceElement {
    public static let elementKinds: Set<String>? = ["textTab"]
    public var alignment: TextAlignment?
    public var location: Double
    @Boxed public var options: ValueDictionary?

    public init(alignment: TextAlignment? = nil, location: Double = 0, options: ValueDictionary? = nil) {
        self.alignment = alignment
        self.location = location
        self.options = options
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case alignment, location, options
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        alignment = container.optional(.alignment)
        location = container.decode(.location, default: 0)
        options = container.optional(.options)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "textTab", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encode(location, forKey: .location, default: 0)
        try container.encodeIfPresent(options, forKey: .options)
    }
}

/// The text attributes of a bar's titles: `<textAttributes key="titleTextAttributes"><color key="textColor"
/// …/></textAttributes>`.
public struct TextAttributes: InterfaceElement {
    public static let elementKinds: Set<String>? = ["textAttributes"]
    public var key: String?
    @Boxed public var textColor: Color?
    @Boxed public var font: Font?
    @Boxed public var textShadowColor: Color?
    public var textShadowOffset: Offset?

    public init(key: String? = nil, textColor: Color? = nil, font: Font? = nil, textShadowColor: Color? = nil,
                textShadowOffset: Offset? = nil) {
        self.key = key
        self.textColor = textColor
        self.font = font
        self.textShadowColor = textShadowColor
        self.textShadowOffset = textShadowOffset
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, textColor, font = "fontDescription", textShadowColor, textShadowOffset
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        textColor = container.optional(.textColor)
        font = container.optional(.font)
        textShadowColor = container.optional(.textShadowColor)
        textShadowOffset = container.optional(.textShadowOffset)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "textAttributes", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textShadowColor, forKey: .textShadowColor)
        try container.encodeIfPresent(textShadowOffset, forKey: .textShadowOffset)
    }
}

/// A horizontal and vertical offset: `<offsetWrapper key="titlePositionAdjustment" horizontal="0.0"
/// vertical="-4"/>`.
public struct Offset: InterfaceElement {
    public static let elementKinds: Set<String>? = ["offsetWrapper"]
    public var key: String?
    public var horizontal: Double
    public var vertical: Double

    public init(key: String? = nil, horizontal: Double = 0, vertical: Double = 0) {
        self.key = key
        self.horizontal = horizontal
        self.vertical = vertical
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, horizontal, vertical
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        horizontal = container.decode(.horizontal, default: 0)
        vertical = container.decode(.vertical, default: 0)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "offsetWrapper", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(horizontal, forKey: .horizontal, default: 0)
        try container.encode(vertical, forKey: .vertical, default: 0)
    }
}

/// A range of text: `<range key="value" location="0" length="5"/>`.
public struct TextRange: InterfaceElement {
    public static let elementKinds: Set<String>? = ["range"]
    public var key: String?
    public var location: Int
    public var length: Int

    public init(key: String? = nil, location: Int = 0, length: Int = 0) {
        self.key = key
        self.location = location
        self.length = length
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, location, length
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        location = container.decode(.location, default: 0)
        length = container.decode(.length, default: 0)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "range", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(location, forKey: .location, default: 0)
        try container.encode(length, forKey: .length, default: 0)
    }
}

/// How a text input behaves: `<textInputTraits key="textInputTraits" autocapitalizationType="words"
/// keyboardType="emailAddress" returnKeyType="next"/>`.
public struct TextInputTraits: InterfaceElement {
    public static let elementKinds: Set<String>? = ["textInputTraits"]
    public var autocapitalizationType: AutocapitalizationType?
    public var autocorrectionType: TextInputSetting?
    public var spellCheckingType: TextInputSetting?
    public var keyboardType: KeyboardType?
    public var keyboardAppearance: KeyboardAppearance?
    public var returnKeyType: ReturnKeyType?
    public var enablesReturnKeyAutomatically: Bool
    public var isSecureTextEntry: Bool
    public var textContentType: TextContentType?
    public var smartDashesType: TextInputSetting?
    public var smartQuotesType: TextInputSetting?
    public var smartInsertDeleteType: TextInputSetting?
    public var passwordRules: String?
    public var inlinePredictionType: TextInputSetting?

    public init(autocapitalizationType: AutocapitalizationType? = nil, autocorrectionType: TextInputSetting? = nil,
                spellCheckingType: TextInputSetting? = nil, keyboardType: KeyboardType? = nil,
                keyboardAppearance: KeyboardAppearance? = nil, returnKeyType: ReturnKeyType? = nil,
                enablesReturnKeyAutomatically: Bool = false, isSecureTextEntry: Bool = false,
                textContentType: TextContentType? = nil, smartDashesType: TextInputSetting? = nil,
                smartQuotesType: TextInputSetting? = nil, smartInsertDeleteType: TextInputSetting? = nil,
                passwordRules: String? = nil, inlinePredictionType: TextInputSetting? = nil) {
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.keyboardType = keyboardType
        self.keyboardAppearance = keyboardAppearance
        self.returnKeyType = returnKeyType
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        self.smartDashesType = smartDashesType
        self.smartQuotesType = smartQuotesType
        self.smartInsertDeleteType = smartInsertDeleteType
        self.passwordRules = passwordRules
        self.inlinePredictionType = inlinePredictionType
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case autocapitalizationType, autocorrectionType, spellCheckingType, keyboardType, keyboardAppearance
        case returnKeyType, enablesReturnKeyAutomatically, isSecureTextEntry = "secureTextEntry", textContentType
        case smartDashesType, smartQuotesType, smartInsertDeleteType, passwordRules, inlinePredictionType
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        autocapitalizationType = container.optional(.autocapitalizationType)
        autocorrectionType = container.optional(.autocorrectionType)
        spellCheckingType = container.optional(.spellCheckingType)
        keyboardType = container.optional(.keyboardType)
        keyboardAppearance = container.optional(.keyboardAppearance)
        returnKeyType = container.optional(.returnKeyType)
        enablesReturnKeyAutomatically = container.decode(.enablesReturnKeyAutomatically, default: false)
        isSecureTextEntry = container.decode(.isSecureTextEntry, default: false)
        textContentType = container.optional(.textContentType)
        smartDashesType = container.optional(.smartDashesType)
        smartQuotesType = container.optional(.smartQuotesType)
        smartInsertDeleteType = container.optional(.smartInsertDeleteType)
        passwordRules = container.optional(.passwordRules)
        inlinePredictionType = container.optional(.inlinePredictionType)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "textInputTraits", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(autocapitalizationType, forKey: .autocapitalizationType)
        try container.encodeIfPresent(autocorrectionType, forKey: .autocorrectionType)
        try container.encodeIfPresent(spellCheckingType, forKey: .spellCheckingType)
        try container.encodeIfPresent(keyboardType, forKey: .keyboardType)
        try container.encodeIfPresent(keyboardAppearance, forKey: .keyboardAppearance)
        try container.encodeIfPresent(returnKeyType, forKey: .returnKeyType)
        try container.encode(enablesReturnKeyAutomatically, forKey: .enablesReturnKeyAutomatically, default: false)
        try container.encode(isSecureTextEntry, forKey: .isSecureTextEntry, default: false)
        try container.encodeIfPresent(textContentType, forKey: .textContentType)
        try container.encodeIfPresent(smartDashesType, forKey: .smartDashesType)
        try container.encodeIfPresent(smartQuotesType, forKey: .smartQuotesType)
        try container.encodeIfPresent(smartInsertDeleteType, forKey: .smartInsertDeleteType)
        try container.encodeIfPresent(passwordRules, forKey: .passwordRules)
        try container.encodeIfPresent(inlinePredictionType, forKey: .inlinePredictionType)
    }
}

/// What a text or web view turns into links: `<dataDetectorType key="dataDetectorTypes" phoneNumber="YES"
/// link="YES"/>`.
public struct DataDetectorTypes: InterfaceElement {
    public static let elementKinds: Set<String>? = ["dataDetectorType", "dataDetectorTypes"]
    public var key: String?
    public var none: Bool
    public var phoneNumber: Bool
    public var link: Bool
    public var address: Bool
    public var calendarEvent: Bool
    public var shipmentTrackingNumber: Bool
    public var flightNumber: Bool
    public var lookupSuggestion: Bool

    public init(key: String? = nil, none: Bool = false, phoneNumber: Bool = false, link: Bool = false,
                address: Bool = false, calendarEvent: Bool = false, shipmentTrackingNumber: Bool = false,
                flightNumber: Bool = false, lookupSuggestion: Bool = false) {
        self.key = key
        self.none = none
        self.phoneNumber = phoneNumber
        self.link = link
        self.address = address
        self.calendarEvent = calendarEvent
        self.shipmentTrackingNumber = shipmentTrackingNumber
        self.flightNumber = flightNumber
        self.lookupSuggestion = lookupSuggestion
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, none, phoneNumber, link, address, calendarEvent, shipmentTrackingNumber, flightNumber
        case lookupSuggestion
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        none = container.decode(.none, default: false)
        phoneNumber = container.decode(.phoneNumber, default: false)
        link = container.decode(.link, default: false)
        address = container.decode(.address, default: false)
        calendarEvent = container.decode(.calendarEvent, default: false)
        shipmentTrackingNumber = container.decode(.shipmentTrackingNumber, default: false)
        flightNumber = container.decode(.flightNumber, default: false)
        lookupSuggestion = container.decode(.lookupSuggestion, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "dataDetectorType", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(none, forKey: .none, default: false)
        try container.encode(phoneNumber, forKey: .phoneNumber, default: false)
        try container.encode(link, forKey: .link, default: false)
        try container.encode(address, forKey: .address, default: false)
        try container.encode(calendarEvent, forKey: .calendarEvent, default: false)
        try container.encode(shipmentTrackingNumber, forKey: .shipmentTrackingNumber, default: false)
        try container.encode(flightNumber, forKey: .flightNumber, default: false)
        try container.encode(lookupSuggestion, forKey: .lookupSuggestion, default: false)
    }
}
