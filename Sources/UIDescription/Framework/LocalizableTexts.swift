/// Which texts of an Interface Builder document are localized through strings files, as
/// `ibtool --generate-strings-file` extracts them: for each kind of element, the key path a text gets in the
/// strings file (`"abc-12-xyz.normalTitle"`), where in the element the text is, and the class ibtool names in the
/// entry's comment. Declared once, as data; the extractor (`InterfaceLocalization`) walks documents with it.
///
/// Measured on the committed strings files of 46 projects (`../shared/localization/README.md` tables the pairs).
/// Texts never extracted are simply absent: attributed text, a pop-up button cell's own title (it mirrors the
/// selected item), separator menu items, empty strings.
public struct LocalizableText: Sendable, Hashable {
    /// The elements a text belongs to.
    public enum Elements: Sendable, Hashable {
        /// Elements of these kinds.
        case named(Set<String>)
        /// Elements whose framework class is this class or inherits from it (every view controller's `title`).
        case instancesOf(String)
        /// Every element (accessibility texts, tool tips), unless a rule for its own kind reads the same place.
        case any
    }

    /// Where in the element the text is.
    public enum Source: Sendable, Hashable {
        /// An attribute of the element, or a `<string key="name">` child standing for it.
        case attribute(String)
        /// An attribute of the element's child `element` (with `key` when given): `state[@key=normal]@title`,
        /// `accessibility[@key=accessibilityConfiguration]@label`.
        case childAttribute(element: String, key: String?, attribute: String)
        /// The attribute of each item inside the wrapper child `wrapper`, by position: `segments/segment[N]@title`;
        /// the key path gets the index (`segmentTitles[0]`). An empty `attribute` stands for the item's own text
        /// (`scopeButtonTitles/string[N]`).
        case indexedItems(wrapper: String, item: String, attribute: String)
        /// A `<string key="name">` in a binding's `dictionary[@key=options]`.
        case bindingOption(String)
        /// The values of `userDefinedRuntimeAttribute`s marked `localized="YES"`, by position among those marked.
        case localizedRuntimeAttributes
    }

    /// The elements the text belongs to.
    public let elements: Elements
    /// The platforms whose documents have it.
    public let platforms: Set<FrameworkPlatform>
    /// The key path in the strings file, without the object id (`text`, `headerCell.title`, `segmentTitles`; an
    /// indexed source appends `[N]`).
    public let keyPath: String
    /// Where the text is.
    public let source: Source
    /// The class ibtool names in the entry's comment when it is not the element's framework class (table sections,
    /// bindings), else `nil`.
    public let className: String?

    /// A text of `elements` on `platforms`.
    public init(
        _ elements: Elements, on platforms: Set<FrameworkPlatform>, keyPath: String, from source: Source,
        className: String? = nil
    ) {
        self.elements = elements
        self.platforms = platforms
        self.keyPath = keyPath
        self.source = source
        self.className = className
    }

    /// Whether the key path is indexed: ibtool labels such entries `id.keyPath[N]` in the comment.
    public var isIndexed: Bool {
        switch source {
        case .indexedItems, .localizedRuntimeAttributes: true
        case .attribute, .childAttribute, .bindingOption: false
        }
    }
}

extension LocalizableText {
    /// The user comment ("Comment for Localizer") an element carries: `<attributedString key="userComments">`. ibtool
    /// writes it as `Note = "…"` in the comment of each of the element's entries; a cell without one takes its
    /// control's.
    public static let localizerCommentKey = "userComments"

    /// The marker with which an element's texts are kept out of strings files by tools such as BartyCrouch:
    /// a text holding it is not meant to be translated.
    public static let ignoreMarker = "#bc-ignore!"

    /// Every text ibtool extracts, in no particular order (entries are sorted by id, then key path).
    public static let all: [LocalizableText] = appKit + uiKit + watchKit + shared

    private static let mac: Set<FrameworkPlatform> = [.appKit]
    private static let iOS: Set<FrameworkPlatform> = [.uiKit]
    private static let watch: Set<FrameworkPlatform> = [.watchKit]

    /// AppKit: menus, cells, columns, boxes, tabs, toolbars, windows, bindings' placeholders.
    static let appKit: [LocalizableText] = [
        LocalizableText(.named(["menuItem"]), on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(.named(["menu"]), on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(
            .named(["textFieldCell", "secureTextFieldCell", "searchFieldCell", "tokenFieldCell", "comboBoxCell", "formCell", "pathCell"]),
            on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(
            .named(["textFieldCell", "secureTextFieldCell", "searchFieldCell", "tokenFieldCell", "comboBoxCell", "formCell", "pathCell"]),
            on: mac, keyPath: "placeholderString", from: .attribute("placeholderString")),
        LocalizableText(.named(["buttonCell"]), on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(.named(["buttonCell"]), on: mac, keyPath: "alternateTitle", from: .attribute("alternateTitle")),
        LocalizableText(
            .named(["segmentedCell"]), on: mac, keyPath: "ibShadowedLabels",
            from: .indexedItems(wrapper: "segments", item: "segment", attribute: "label")),
        LocalizableText(
            .named(["segmentedCell"]), on: mac, keyPath: "ibShadowedToolTips",
            from: .indexedItems(wrapper: "segments", item: "segment", attribute: "toolTip")),
        LocalizableText(
            .named(["tableColumn"]), on: mac, keyPath: "headerCell.title",
            from: .childAttribute(element: "tableHeaderCell", key: "headerCell", attribute: "title")),
        LocalizableText(.named(["tableColumn"]), on: mac, keyPath: "headerToolTip", from: .attribute("headerToolTip")),
        LocalizableText(.named(["box"]), on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(.named(["tabViewItem"]), on: mac, keyPath: "label", from: .attribute("label")),
        LocalizableText(.named(["tabViewItem"]), on: mac, keyPath: "toolTip", from: .attribute("toolTip")),
        LocalizableText(.named(["toolbarItem", "searchToolbarItem"]), on: mac, keyPath: "label", from: .attribute("label")),
        LocalizableText(.named(["toolbarItem", "searchToolbarItem"]), on: mac, keyPath: "paletteLabel", from: .attribute("paletteLabel")),
        LocalizableText(.named(["toolbarItem", "searchToolbarItem"]), on: mac, keyPath: "toolTip", from: .attribute("toolTip")),
        LocalizableText(.named(["window", "panel"]), on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(.instancesOf("NSViewController"), on: mac, keyPath: "title", from: .attribute("title")),
        LocalizableText(.any, on: mac, keyPath: "ibShadowedToolTip", from: .attribute("toolTip")),
        LocalizableText(
            .any, on: mac, keyPath: "ibExternalAccessibilityDescription",
            from: .childAttribute(element: "accessibility", key: nil, attribute: "description")),
        LocalizableText(
            .any, on: mac, keyPath: "ibExternalAccessibilityHelp",
            from: .childAttribute(element: "accessibility", key: nil, attribute: "help")),
    ] + bindingPlaceholders

    /// The placeholders of a Cocoa binding's options, named in the strings file after the option.
    static let bindingPlaceholders: [LocalizableText] = [
        ("ibShadowedIsNilPlaceholder", "NSNullPlaceholder"),
        ("ibShadowedNoSelectionPlaceholder", "NSNoSelectionPlaceholder"),
        ("ibShadowedNotApplicablePlaceholder", "NSNotApplicablePlaceholder"),
        ("ibShadowedMultipleValuesPlaceholder", "NSMultipleValuesPlaceholder"),
        ("ibShadowedDisplayPattern", "NSDisplayPattern"),
        ("ibShadowedDisplayName", "NSDisplayName"),
    ].map { keyPath, option in
        LocalizableText(.named(["binding"]), on: mac, keyPath: keyPath, from: .bindingOption(option), className: "CocoaBindingsConnection")
    }

    /// UIKit: labels, buttons' state titles, fields, bars, table sections, segments, controllers, accessibility.
    static let uiKit: [LocalizableText] = [
        LocalizableText(.named(["label"]), on: iOS, keyPath: "text", from: .attribute("text")),
        LocalizableText(.named(["textField"]), on: iOS, keyPath: "placeholder", from: .attribute("placeholder")),
        LocalizableText(.named(["textField", "textView"]), on: iOS, keyPath: "text", from: .attribute("text")),
        LocalizableText(
            .named(["navigationItem", "barButtonItem", "tabBarItem", "menu"]),
            on: iOS, keyPath: "title", from: .attribute("title")),
        LocalizableText(.named(["navigationItem"]), on: iOS, keyPath: "prompt", from: .attribute("prompt")),
        LocalizableText(.named(["navigationItem"]), on: iOS, keyPath: "backButtonTitle", from: .attribute("backButtonTitle")),
        LocalizableText(
            .named(["tableViewSection"]), on: iOS, keyPath: "headerTitle", from: .attribute("headerTitle"),
            className: "UITableViewSection"),
        LocalizableText(
            .named(["tableViewSection"]), on: iOS, keyPath: "footerTitle", from: .attribute("footerTitle"),
            className: "UITableViewSection"),
        LocalizableText(
            .named(["segmentedControl"]), on: iOS, keyPath: "segmentTitles",
            from: .indexedItems(wrapper: "segments", item: "segment", attribute: "title")),
        LocalizableText(.named(["searchBar"]), on: iOS, keyPath: "placeholder", from: .attribute("placeholder")),
        LocalizableText(.named(["searchBar"]), on: iOS, keyPath: "prompt", from: .attribute("prompt")),
        LocalizableText(.named(["searchBar"]), on: iOS, keyPath: "text", from: .attribute("text")),
        LocalizableText(
            .named(["searchBar"]), on: iOS, keyPath: "scopeButtonTitles",
            from: .indexedItems(wrapper: "scopeButtonTitles", item: "string", attribute: "")),
        LocalizableText(.instancesOf("UIViewController"), on: iOS, keyPath: "title", from: .attribute("title")),
        LocalizableText(
            .any, on: iOS, keyPath: "accessibilityLabel",
            from: .childAttribute(element: "accessibility", key: "accessibilityConfiguration", attribute: "label")),
        LocalizableText(
            .any, on: iOS, keyPath: "accessibilityHint",
            from: .childAttribute(element: "accessibility", key: "accessibilityConfiguration", attribute: "hint")),
        LocalizableText(
            .named(["button"]), on: iOS, keyPath: "configuration.title",
            from: .childAttribute(element: "buttonConfiguration", key: "configuration", attribute: "title")),
        LocalizableText(
            .named(["button"]), on: iOS, keyPath: "configuration.subtitle",
            from: .childAttribute(element: "buttonConfiguration", key: "configuration", attribute: "subtitle")),
    ] + buttonStateTitles

    /// A button's title per state: `state[@key=normal]@title` → `normalTitle`.
    static let buttonStateTitles: [LocalizableText] = ["normal", "highlighted", "selected", "disabled", "focused"].map { state in
        LocalizableText(
            .named(["button"]), on: iOS, keyPath: state + "Title",
            from: .childAttribute(element: "state", key: state, attribute: "title"))
    }

    /// WatchKit: labels, buttons, menu items and controllers' titles, accessibility texts (written as attributes).
    static let watchKit: [LocalizableText] = [
        LocalizableText(.named(["label"]), on: watch, keyPath: "text", from: .attribute("text")),
        LocalizableText(.named(["button", "menuItem"]), on: watch, keyPath: "title", from: .attribute("title")),
        LocalizableText(.any, on: watch, keyPath: "accessibilityLabel", from: .attribute("accessibilityLabel")),
        LocalizableText(.any, on: watch, keyPath: "accessibilityHint", from: .attribute("accessibilityHint")),
        LocalizableText(.instancesOf("WKInterfaceController"), on: watch, keyPath: "title", from: .attribute("title")),
    ]

    /// Every platform: the values of runtime attributes marked localizable.
    static let shared: [LocalizableText] = [
        LocalizableText(
            .any, on: [.uiKit, .appKit, .watchKit], keyPath: "ibExternalUserDefinedRuntimeAttributesLocalizableStrings",
            from: .localizedRuntimeAttributes),
    ]
}
