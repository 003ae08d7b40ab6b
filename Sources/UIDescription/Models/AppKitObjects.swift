/// A formatter attached to a cell: `<numberFormatter key="formatter" formatterBehavior="default10_4"
/// numberStyle="decimal" minimumIntegerDigits="1" …/>`, `<dateFormatter key="formatter" dateStyle="short"
/// timeStyle="short"/>`, …
public struct Formatter: InterfaceElement {
    public static let elementKinds: Set<String>? = ["numberFormatter", "dateFormatter", "byteCountFormatter", "dateComponentsFormatter", "measurementFormatter", "lengthFormatter", "personNameComponentsFormatter", "customFormatter"]
    /// The element kind.
    public var kind: String
    public var id: String?
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    public var formatterBehavior: String?
    public var numberStyle: NumberFormatterStyle?
    public var minimumIntegerDigits: Int?
    public var maximumIntegerDigits: Int?
    public var minimumFractionDigits: Int?
    public var maximumFractionDigits: Int?
    public var formatWidth: Int?
    public var usesGroupingSeparator: Bool?
    public var groupingSize: Int?
    public var positiveFormat: String?
    public var negativeFormat: String?
    public var thousandSeparator: String?
    public var positivePrefix: String?
    public var positiveSuffix: String?
    public var negativePrefix: String?
    public var negativeSuffix: String?
    public var plusSign: String?
    public var minusSign: String?
    public var percentSymbol: String?
    public var perMillSymbol: String?
    public var paddingCharacter: String?
    public var notANumberSymbol: String?
    public var exponentSymbol: String?
    public var decimalSeparator: String?
    public var groupingSeparator: String?
    public var currencyDecimalSeparator: String?
    public var currencyCode: String?
    public var currencySymbol: String?
    public var internationalCurrencySymbol: String?
    /// The symbols for infinity; a `<nil>` child (the system's) reads as `nil`.
    public var positiveInfinitySymbol: String?
    public var negativeInfinitySymbol: String?
    public var alwaysShowsDecimalSeparator: Bool?
    public var localizesFormat: Bool?
    public var allowsFloats: Bool?
    public var isLenient: Bool?
    public var generatesDecimalNumbers: Bool?
    public var roundingMode: String?
    public var multiplier: Double?
    /// The rounding increment as written (from a `<real>`, `<integer>` or `<decimal>` child).
    public var roundingIncrement: String?
    /// The minimum value as written (from a `<real>`, `<integer>` or `<decimal>` child).
    public var minimum: String?
    public var maximum: String?
    @Boxed public var attributedStringForZero: AttributedString?
    public var dateStyle: DateFormatterStyle?
    public var timeStyle: DateFormatterStyle?
    public var dateFormat: String?
    public var doesRelativeDateFormatting: Bool?
    public var locale: LocaleValue?

    public init(kind: String = "numberFormatter", id: String? = nil, key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                formatterBehavior: String? = nil, numberStyle: NumberFormatterStyle? = nil,
                minimumIntegerDigits: Int? = nil, maximumIntegerDigits: Int? = nil,
                minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, formatWidth: Int? = nil,
                usesGroupingSeparator: Bool? = nil, groupingSize: Int? = nil, positiveFormat: String? = nil,
                negativeFormat: String? = nil, thousandSeparator: String? = nil, positivePrefix: String? = nil,
                positiveSuffix: String? = nil, negativePrefix: String? = nil, negativeSuffix: String? = nil,
                plusSign: String? = nil, minusSign: String? = nil, percentSymbol: String? = nil,
                perMillSymbol: String? = nil, paddingCharacter: String? = nil, notANumberSymbol: String? = nil,
                exponentSymbol: String? = nil, decimalSeparator: String? = nil, groupingSeparator: String? = nil,
                currencyDecimalSeparator: String? = nil, currencyCode: String? = nil, currencySymbol: String? = nil,
                internationalCurrencySymbol: String? = nil, positiveInfinitySymbol: String? = nil,
                negativeInfinitySymbol: String? = nil, alwaysShowsDecimalSeparator: Bool? = nil,
                localizesFormat: Bool? = nil, allowsFloats: Bool? = nil, isLenient: Bool? = nil,
                generatesDecimalNumbers: Bool? = nil, roundingMode: String? = nil, multiplier: Double? = nil,
                roundingIncrement: String? = nil, minimum: String? = nil, maximum: String? = nil, attributedStringForZero: AttributedString? = nil,
                dateStyle: DateFormatterStyle? = nil, timeStyle: DateFormatterStyle? = nil,
                dateFormat: String? = nil, doesRelativeDateFormatting: Bool? = nil, locale: LocaleValue? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.formatterBehavior = formatterBehavior
        self.numberStyle = numberStyle
        self.minimumIntegerDigits = minimumIntegerDigits
        self.maximumIntegerDigits = maximumIntegerDigits
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.formatWidth = formatWidth
        self.usesGroupingSeparator = usesGroupingSeparator
        self.groupingSize = groupingSize
        self.positiveFormat = positiveFormat
        self.negativeFormat = negativeFormat
        self.thousandSeparator = thousandSeparator
        self.positivePrefix = positivePrefix
        self.positiveSuffix = positiveSuffix
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
        self.plusSign = plusSign
        self.minusSign = minusSign
        self.percentSymbol = percentSymbol
        self.perMillSymbol = perMillSymbol
        self.paddingCharacter = paddingCharacter
        self.notANumberSymbol = notANumberSymbol
        self.exponentSymbol = exponentSymbol
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.currencyDecimalSeparator = currencyDecimalSeparator
        self.currencyCode = currencyCode
        self.currencySymbol = currencySymbol
        self.internationalCurrencySymbol = internationalCurrencySymbol
        self.positiveInfinitySymbol = positiveInfinitySymbol
        self.negativeInfinitySymbol = negativeInfinitySymbol
        self.alwaysShowsDecimalSeparator = alwaysShowsDecimalSeparator
        self.localizesFormat = localizesFormat
        self.allowsFloats = allowsFloats
        self.isLenient = isLenient
        self.generatesDecimalNumbers = generatesDecimalNumbers
        self.roundingMode = roundingMode
        self.multiplier = multiplier
        self.roundingIncrement = roundingIncrement
        self.minimum = minimum
        self.maximum = maximum
        self.attributedStringForZero = attributedStringForZero
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.dateFormat = dateFormat
        self.doesRelativeDateFormatting = doesRelativeDateFormatting
        self.locale = locale
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, userLabel, formatterBehavior, numberStyle
        case minimumIntegerDigits, maximumIntegerDigits, minimumFractionDigits, maximumFractionDigits, formatWidth
        case usesGroupingSeparator, groupingSize, positiveFormat, negativeFormat, thousandSeparator, positivePrefix
        case positiveSuffix, negativePrefix, negativeSuffix, plusSign, minusSign, percentSymbol, perMillSymbol
        case paddingCharacter, notANumberSymbol, exponentSymbol, decimalSeparator, groupingSeparator
        case currencyDecimalSeparator, currencyCode, currencySymbol, internationalCurrencySymbol
        case positiveInfinitySymbol, negativeInfinitySymbol, alwaysShowsDecimalSeparator, localizesFormat, allowsFloats
        case isLenient = "lenient", generatesDecimalNumbers, roundingMode, multiplier, roundingIncrement, minimum, maximum
        case attributedStringForZero, dateStyle, timeStyle, dateFormat, doesRelativeDateFormatting, locale
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        key = container.optional(.key)
        customClass = container.optional(.customClass)
        customModule = container.optional(.customModule)
        customModuleProvider = container.optional(.customModuleProvider)
        userLabel = container.optional(.userLabel)
        formatterBehavior = container.optional(.formatterBehavior)
        numberStyle = container.optional(.numberStyle)
        minimumIntegerDigits = container.optional(.minimumIntegerDigits)
        maximumIntegerDigits = container.optional(.maximumIntegerDigits)
        minimumFractionDigits = container.optional(.minimumFractionDigits)
        maximumFractionDigits = container.optional(.maximumFractionDigits)
        formatWidth = container.optional(.formatWidth)
        usesGroupingSeparator = container.optional(.usesGroupingSeparator)
        groupingSize = container.optional(.groupingSize)
        positiveFormat = container.optional(.positiveFormat)
        negativeFormat = container.optional(.negativeFormat)
        thousandSeparator = container.optional(.thousandSeparator)
        positivePrefix = container.optional(.positivePrefix)
        positiveSuffix = container.optional(.positiveSuffix)
        negativePrefix = container.optional(.negativePrefix)
        negativeSuffix = container.optional(.negativeSuffix)
        plusSign = container.optional(.plusSign)
        minusSign = container.optional(.minusSign)
        percentSymbol = container.optional(.percentSymbol)
        perMillSymbol = container.optional(.perMillSymbol)
        paddingCharacter = container.optional(.paddingCharacter)
        notANumberSymbol = container.optional(.notANumberSymbol)
        exponentSymbol = container.optional(.exponentSymbol)
        decimalSeparator = container.optional(.decimalSeparator)
        groupingSeparator = container.optional(.groupingSeparator)
        currencyDecimalSeparator = container.optional(.currencyDecimalSeparator)
        currencyCode = container.optional(.currencyCode)
        currencySymbol = container.optional(.currencySymbol)
        internationalCurrencySymbol = container.optional(.internationalCurrencySymbol)
        positiveInfinitySymbol = container.optional(.positiveInfinitySymbol)
        negativeInfinitySymbol = container.optional(.negativeInfinitySymbol)
        alwaysShowsDecimalSeparator = container.optional(.alwaysShowsDecimalSeparator)
        localizesFormat = container.optional(.localizesFormat)
        allowsFloats = container.optional(.allowsFloats)
        isLenient = container.optional(.isLenient)
        generatesDecimalNumbers = container.optional(.generatesDecimalNumbers)
        roundingMode = container.optional(.roundingMode)
        multiplier = container.optional(.multiplier)
        roundingIncrement = container.optional(.roundingIncrement)
        minimum = container.optional(.minimum)
        maximum = container.optional(.maximum)
        attributedStringForZero = container.optional(.attributedStringForZero)
        dateStyle = container.optional(.dateStyle)
        timeStyle = container.optional(.timeStyle)
        dateFormat = container.optional(.dateFormat)
        doesRelativeDateFormatting = container.optional(.doesRelativeDateFormatting)
        locale = container.optional(.locale)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(formatterBehavior, forKey: .formatterBehavior)
        try container.encodeIfPresent(numberStyle, forKey: .numberStyle)
        try container.encodeIfPresent(minimumIntegerDigits, forKey: .minimumIntegerDigits)
        try container.encodeIfPresent(maximumIntegerDigits, forKey: .maximumIntegerDigits)
        try container.encodeIfPresent(minimumFractionDigits, forKey: .minimumFractionDigits)
        try container.encodeIfPresent(maximumFractionDigits, forKey: .maximumFractionDigits)
        try container.encodeIfPresent(formatWidth, forKey: .formatWidth)
        try container.encodeIfPresent(usesGroupingSeparator, forKey: .usesGroupingSeparator)
        try container.encodeIfPresent(groupingSize, forKey: .groupingSize)
        try container.encodeIfPresent(positiveFormat, forKey: .positiveFormat)
        try container.encodeIfPresent(negativeFormat, forKey: .negativeFormat)
        try container.encodeIfPresent(thousandSeparator, forKey: .thousandSeparator)
        try container.encodeIfPresent(positivePrefix, forKey: .positivePrefix)
        try container.encodeIfPresent(positiveSuffix, forKey: .positiveSuffix)
        try container.encodeIfPresent(negativePrefix, forKey: .negativePrefix)
        try container.encodeIfPresent(negativeSuffix, forKey: .negativeSuffix)
        try container.encodeIfPresent(plusSign, forKey: .plusSign)
        try container.encodeIfPresent(minusSign, forKey: .minusSign)
        try container.encodeIfPresent(percentSymbol, forKey: .percentSymbol)
        try container.encodeIfPresent(perMillSymbol, forKey: .perMillSymbol)
        try container.encodeIfPresent(paddingCharacter, forKey: .paddingCharacter)
        try container.encodeIfPresent(notANumberSymbol, forKey: .notANumberSymbol)
        try container.encodeIfPresent(exponentSymbol, forKey: .exponentSymbol)
        try container.encodeIfPresent(decimalSeparator, forKey: .decimalSeparator)
        try container.encodeIfPresent(groupingSeparator, forKey: .groupingSeparator)
        try container.encodeIfPresent(currencyDecimalSeparator, forKey: .currencyDecimalSeparator)
        try container.encodeIfPresent(currencyCode, forKey: .currencyCode)
        try container.encodeIfPresent(currencySymbol, forKey: .currencySymbol)
        try container.encodeIfPresent(internationalCurrencySymbol, forKey: .internationalCurrencySymbol)
        try container.encodeIfPresent(positiveInfinitySymbol, forKey: .positiveInfinitySymbol)
        try container.encodeIfPresent(negativeInfinitySymbol, forKey: .negativeInfinitySymbol)
        try container.encodeIfPresent(alwaysShowsDecimalSeparator, forKey: .alwaysShowsDecimalSeparator)
        try container.encodeIfPresent(localizesFormat, forKey: .localizesFormat)
        try container.encodeIfPresent(allowsFloats, forKey: .allowsFloats)
        try container.encodeIfPresent(isLenient, forKey: .isLenient)
        try container.encodeIfPresent(generatesDecimalNumbers, forKey: .generatesDecimalNumbers)
        try container.encodeIfPresent(roundingMode, forKey: .roundingMode)
        try container.encodeIfPresent(multiplier, forKey: .multiplier)
        try container.encodeIfPresent(roundingIncrement, forKey: .roundingIncrement)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encodeIfPresent(attributedStringForZero, forKey: .attributedStringForZero)
        try container.encodeIfPresent(dateStyle, forKey: .dateStyle)
        try container.encodeIfPresent(timeStyle, forKey: .timeStyle)
        try container.encodeIfPresent(dateFormat, forKey: .dateFormat)
        try container.encodeIfPresent(doesRelativeDateFormatting, forKey: .doesRelativeDateFormatting)
        try container.encodeIfPresent(locale, forKey: .locale)
    }
}

/// An AppKit popover object: `<popover behavior="t" id="…"><connections>…</connections></popover>`.
public struct Popover: InterfaceElement {
    public static let elementKinds: Set<String>? = ["popover"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var userLabel: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var behavior: PopoverBehavior?
    public var animates: Bool?
    public var contentSize: Size?
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, userLabel, customClass, customModule, customModuleProvider, behavior, animates, contentSize
        case connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "popover", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(behavior, forKey: .behavior)
        try container.encodeIfPresent(animates, forKey: .animates)
        try container.encodeIfPresent(contentSize, forKey: .contentSize)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension Popover {
    public init(id: String? = nil, userLabel: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, behavior: PopoverBehavior? = nil, animates: Bool? = nil,
                contentSize: Size? = nil, connections: [Connection] = [], location: SourceLocation? = nil) {
        self.id = id
        self.userLabel = userLabel
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.behavior = behavior
        self.animates = animates
        self.contentSize = contentSize
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let userLabel: String? = container.optional(.userLabel)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let behavior: PopoverBehavior? = container.optional(.behavior)
        let animates: Bool? = container.optional(.animates)
        let contentSize: Size? = container.optional(.contentSize)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, userLabel: userLabel, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, behavior: behavior,
                  animates: animates, contentSize: contentSize, connections: connections)
    }
}

/// An AppKit drawer object: `<drawer trailingOffset="15" id="…"><size key="contentSize" …/></drawer>`.
public struct Drawer: InterfaceElement {
    public static let elementKinds: Set<String>? = ["drawer"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var userLabel: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var contentSize: Size?
    public var minContentSize: Size?
    public var maxContentSize: Size?
    public var leadingOffset: Double?
    public var trailingOffset: Double?
    public var preferredEdge: RectEdge?
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, userLabel, customClass, customModule, customModuleProvider, contentSize, minContentSize
        case maxContentSize, leadingOffset, trailingOffset, preferredEdge, connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "drawer", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(contentSize, forKey: .contentSize)
        try container.encodeIfPresent(minContentSize, forKey: .minContentSize)
        try container.encodeIfPresent(maxContentSize, forKey: .maxContentSize)
        try container.encodeIfPresent(leadingOffset, forKey: .leadingOffset)
        try container.encodeIfPresent(trailingOffset, forKey: .trailingOffset)
        try container.encodeIfPresent(preferredEdge, forKey: .preferredEdge)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension Drawer {
    public init(id: String? = nil, userLabel: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, contentSize: Size? = nil, minContentSize: Size? = nil,
                maxContentSize: Size? = nil, leadingOffset: Double? = nil, trailingOffset: Double? = nil,
                preferredEdge: RectEdge? = nil, connections: [Connection] = [], location: SourceLocation? = nil) {
        self.id = id
        self.userLabel = userLabel
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.contentSize = contentSize
        self.minContentSize = minContentSize
        self.maxContentSize = maxContentSize
        self.leadingOffset = leadingOffset
        self.trailingOffset = trailingOffset
        self.preferredEdge = preferredEdge
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let userLabel: String? = container.optional(.userLabel)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let contentSize: Size? = container.optional(.contentSize)
        let minContentSize: Size? = container.optional(.minContentSize)
        let maxContentSize: Size? = container.optional(.maxContentSize)
        let leadingOffset: Double? = container.optional(.leadingOffset)
        let trailingOffset: Double? = container.optional(.trailingOffset)
        let preferredEdge: RectEdge? = container.optional(.preferredEdge)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, userLabel: userLabel, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, contentSize: contentSize,
                  minContentSize: minContentSize, maxContentSize: maxContentSize, leadingOffset: leadingOffset,
                  trailingOffset: trailingOffset, preferredEdge: preferredEdge, connections: connections)
    }
}

/// The application object of a macOS storyboard: `<application id="…" sceneMemberID="viewController"><menu
/// key="mainMenu" …/></application>`.
public struct Application: InterfaceElement {
    public static let elementKinds: Set<String>? = ["application"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var sceneMemberID: String?
    @Boxed public var mainMenu: Menu?
    public var connections: [Connection]
    public var userLabel: String?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, customClass, customModule, customModuleProvider, sceneMemberID, mainMenu, connections, userLabel
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "application", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(sceneMemberID, forKey: .sceneMemberID)
        try container.encodeIfPresent(mainMenu, forKey: .mainMenu)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
    }
}

extension Application {
    public init(id: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, sceneMemberID: String? = nil, mainMenu: Menu? = nil,
                connections: [Connection] = [], userLabel: String? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.sceneMemberID = sceneMemberID
        self.mainMenu = mainMenu
        self.connections = connections
        self.userLabel = userLabel
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let sceneMemberID: String? = container.optional(.sceneMemberID)
        let mainMenu: Menu? = container.optional(.mainMenu)
        let connections: [Connection] = container.list(.connections)
        let userLabel: String? = container.optional(.userLabel)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, customClass: customClass, customModule: customModule,
                  customModuleProvider: customModuleProvider, sceneMemberID: sceneMemberID, mainMenu: mainMenu,
                  connections: connections, userLabel: userLabel)
    }
}
