/// Accessibility settings: `<accessibility key="accessibilityConfiguration" label="Close"
/// identifier="close"><accessibilityTraits key="traits" button="YES"/></accessibility>`.
public struct Accessibility: InterfaceElement {
    public static let elementKinds: Set<String>? = ["accessibility"]
    public var label: String?
    public var identifier: String?
    public var hint: String?
    public var value: String?
    /// AppKit: the accessibility description.
    public var accessibilityDescription: String?
    /// AppKit: the accessibility help.
    public var help: String?
    /// Whether the view is an accessibility element; an attribute or a `<bool key="isElement">` child.
    public var isElement: Bool?
    @Boxed public var traits: AccessibilityTraits?
    public var language: String?

    public init(label: String? = nil, identifier: String? = nil, hint: String? = nil, value: String? = nil,
                accessibilityDescription: String? = nil, help: String? = nil, isElement: Bool? = nil,
                traits: AccessibilityTraits? = nil, language: String? = nil) {
        self.label = label
        self.identifier = identifier
        self.hint = hint
        self.value = value
        self.accessibilityDescription = accessibilityDescription
        self.help = help
        self.isElement = isElement
        self.traits = traits
        self.language = language
    }

    /// The names of the traits set (`button`, `header`, `staticText`, …).
    public var traitNames: [String] { traits?.names ?? [] }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case label, identifier, hint, value, accessibilityDescription = "description", help, isElement, traits
        case language
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        label = container.optional(.label)
        identifier = container.optional(.identifier)
        hint = container.optional(.hint)
        value = container.optional(.value)
        accessibilityDescription = container.optional(.accessibilityDescription)
        help = container.optional(.help)
        isElement = container.optional(.isElement)
        traits = container.optional(.traits)
        language = container.optional(.language)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "accessibility", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(accessibilityDescription, forKey: .accessibilityDescription)
        try container.encodeIfPresent(help, forKey: .help)
        try container.encodeIfPresent(isElement, forKey: .isElement)
        try container.encodeIfPresent(traits, forKey: .traits)
        try container.encodeIfPresent(language, forKey: .language)
    }
}

/// The accessibility traits set on a view: `<accessibilityTraits key="traits" button="YES" header="YES"/>`.
public struct AccessibilityTraits: InterfaceElement {
    public static let elementKinds: Set<String>? = ["accessibilityTraits"]
    public var none: Bool
    public var button: Bool
    public var link: Bool
    public var image: Bool
    public var selected: Bool
    public var playsSound: Bool
    public var keyboardKey: Bool
    public var staticText: Bool
    public var summaryElement: Bool
    public var notEnabled: Bool
    public var updatesFrequently: Bool
    public var searchField: Bool
    public var startsMediaSession: Bool
    public var adjustable: Bool
    public var allowsDirectInteraction: Bool
    public var causesPageTurn: Bool
    public var header: Bool
    public var tabBar: Bool
    public var supportsZoom: Bool

    public init(none: Bool = false, button: Bool = false, link: Bool = false, image: Bool = false,
                selected: Bool = false, playsSound: Bool = false, keyboardKey: Bool = false,
                staticText: Bool = false, summaryElement: Bool = false, notEnabled: Bool = false,
                updatesFrequently: Bool = false, searchField: Bool = false, startsMediaSession: Bool = false,
                adjustable: Bool = false, allowsDirectInteraction: Bool = false, causesPageTurn: Bool = false,
                header: Bool = false, tabBar: Bool = false, supportsZoom: Bool = false) {
        self.none = none
        self.button = button
        self.link = link
        self.image = image
        self.selected = selected
        self.playsSound = playsSound
        self.keyboardKey = keyboardKey
        self.staticText = staticText
        self.summaryElement = summaryElement
        self.notEnabled = notEnabled
        self.updatesFrequently = updatesFrequently
        self.searchField = searchField
        self.startsMediaSession = startsMediaSession
        self.adjustable = adjustable
        self.allowsDirectInteraction = allowsDirectInteraction
        self.causesPageTurn = causesPageTurn
        self.header = header
        self.tabBar = tabBar
        self.supportsZoom = supportsZoom
    }

    /// The names of the traits set, in declaration order.
    public var names: [String] {
        let all: [(String, Bool)] = [
            ("none", none), ("button", button), ("link", link), ("image", image), ("selected", selected),
            ("playsSound", playsSound), ("keyboardKey", keyboardKey), ("staticText", staticText),
            ("summaryElement", summaryElement), ("notEnabled", notEnabled), ("updatesFrequently", updatesFrequently),
            ("searchField", searchField), ("startsMediaSession", startsMediaSession), ("adjustable", adjustable),
            ("allowsDirectInteraction", allowsDirectInteraction), ("causesPageTurn", causesPageTurn), ("header", header),
            ("tabBar", tabBar), ("supportsZoom", supportsZoom),
        ]
        return all.filter(\.1).map(\.0)
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case none, button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled
        case updatesFrequently, searchField, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn
        case header, tabBar, supportsZoom
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        none = container.decode(.none, default: false)
        button = container.decode(.button, default: false)
        link = container.decode(.link, default: false)
        image = container.decode(.image, default: false)
        selected = container.decode(.selected, default: false)
        playsSound = container.decode(.playsSound, default: false)
        keyboardKey = container.decode(.keyboardKey, default: false)
        staticText = container.decode(.staticText, default: false)
        summaryElement = container.decode(.summaryElement, default: false)
        notEnabled = container.decode(.notEnabled, default: false)
        updatesFrequently = container.decode(.updatesFrequently, default: false)
        searchField = container.decode(.searchField, default: false)
        startsMediaSession = container.decode(.startsMediaSession, default: false)
        adjustable = container.decode(.adjustable, default: false)
        allowsDirectInteraction = container.decode(.allowsDirectInteraction, default: false)
        causesPageTurn = container.decode(.causesPageTurn, default: false)
        header = container.decode(.header, default: false)
        tabBar = container.decode(.tabBar, default: false)
        supportsZoom = container.decode(.supportsZoom, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "accessibilityTraits", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(none, forKey: .none, default: false)
        try container.encode(button, forKey: .button, default: false)
        try container.encode(link, forKey: .link, default: false)
        try container.encode(image, forKey: .image, default: false)
        try container.encode(selected, forKey: .selected, default: false)
        try container.encode(playsSound, forKey: .playsSound, default: false)
        try container.encode(keyboardKey, forKey: .keyboardKey, default: false)
        try container.encode(staticText, forKey: .staticText, default: false)
        try container.encode(summaryElement, forKey: .summaryElement, default: false)
        try container.encode(notEnabled, forKey: .notEnabled, default: false)
        try container.encode(updatesFrequently, forKey: .updatesFrequently, default: false)
        try container.encode(searchField, forKey: .searchField, default: false)
        try container.encode(startsMediaSession, forKey: .startsMediaSession, default: false)
        try container.encode(adjustable, forKey: .adjustable, default: false)
        try container.encode(allowsDirectInteraction, forKey: .allowsDirectInteraction, default: false)
        try container.encode(causesPageTurn, forKey: .causesPageTurn, default: false)
        try container.encode(header, forKey: .header, default: false)
        try container.encode(tabBar, forKey: .tabBar, default: false)
        try container.encode(supportsZoom, forKey: .supportsZoom, default: false)
    }
}
