/// A navigation bar: `<navigationBar key="navigationBar" translucent="NO" …><color key="barTintColor"
/// …/><textAttributes key="titleTextAttributes">…</textAttributes></navigationBar>`.
public struct NavigationBar: ViewElement {
    public static let elementKinds: Set<String>? = ["navigationBar"]
    public var barStyle: BarStyle?
    public var isTranslucent: Bool?
    public var prefersLargeTitles: Bool
    @Boxed public var barTintColor: Color?
    @Boxed public var titleTextAttributes: TextAttributes?
    @Boxed public var largeTitleTextAttributes: TextAttributes?
    public var backgroundImage: String?
    public var shadowImage: String?
    public var backIndicatorImage: String?
    public var backIndicatorTransitionMaskImage: String?
    public var items: [NavigationItem]
    @Boxed public var standardAppearance: BarAppearance?
    @Boxed public var compactAppearance: BarAppearance?
    @Boxed public var scrollEdgeAppearance: BarAppearance?
    @Boxed public var compactScrollEdgeAppearance: BarAppearance?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case barStyle, isTranslucent = "translucent", prefersLargeTitles = "largeTitles", barTintColor
        case titleTextAttributes, largeTitleTextAttributes, backgroundImage, shadowImage, backIndicatorImage
        case backIndicatorTransitionMaskImage, items, standardAppearance, compactAppearance, scrollEdgeAppearance
        case compactScrollEdgeAppearance
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(barStyle, forKey: .barStyle)
        try container.encodeIfPresent(isTranslucent, forKey: .isTranslucent)
        try container.encode(prefersLargeTitles, forKey: .prefersLargeTitles, default: false)
        try container.encodeIfPresent(barTintColor, forKey: .barTintColor)
        try container.encodeIfPresent(titleTextAttributes, forKey: .titleTextAttributes)
        try container.encodeIfPresent(largeTitleTextAttributes, forKey: .largeTitleTextAttributes)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(shadowImage, forKey: .shadowImage)
        try container.encodeIfPresent(backIndicatorImage, forKey: .backIndicatorImage)
        try container.encodeIfPresent(backIndicatorTransitionMaskImage, forKey: .backIndicatorTransitionMaskImage)
        try container.encodeList(items, forKey: .items)
        try container.encodeIfPresent(standardAppearance, forKey: .standardAppearance)
        try container.encodeIfPresent(compactAppearance, forKey: .compactAppearance)
        try container.encodeIfPresent(scrollEdgeAppearance, forKey: .scrollEdgeAppearance)
        try container.encodeIfPresent(compactScrollEdgeAppearance, forKey: .compactScrollEdgeAppearance)
    }
}

extension NavigationBar {
    public init(view: View, barStyle: BarStyle? = nil, isTranslucent: Bool? = nil, prefersLargeTitles: Bool = false,
                barTintColor: Color? = nil, titleTextAttributes: TextAttributes? = nil,
                largeTitleTextAttributes: TextAttributes? = nil, backgroundImage: String? = nil,
                shadowImage: String? = nil, backIndicatorImage: String? = nil,
                backIndicatorTransitionMaskImage: String? = nil, items: [NavigationItem] = [],
                standardAppearance: BarAppearance? = nil, compactAppearance: BarAppearance? = nil,
                scrollEdgeAppearance: BarAppearance? = nil, compactScrollEdgeAppearance: BarAppearance? = nil) {
        self.view = view
        self.barStyle = barStyle
        self.isTranslucent = isTranslucent
        self.prefersLargeTitles = prefersLargeTitles
        self.barTintColor = barTintColor
        self.titleTextAttributes = titleTextAttributes
        self.largeTitleTextAttributes = largeTitleTextAttributes
        self.backgroundImage = backgroundImage
        self.shadowImage = shadowImage
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        self.items = items
        self.standardAppearance = standardAppearance
        self.compactAppearance = compactAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
        self.compactScrollEdgeAppearance = compactScrollEdgeAppearance
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let barStyle: BarStyle? = container.optional(.barStyle)
        let isTranslucent: Bool? = container.optional(.isTranslucent)
        let prefersLargeTitles: Bool = container.decode(.prefersLargeTitles, default: false)
        let barTintColor: Color? = container.optional(.barTintColor)
        let titleTextAttributes: TextAttributes? = container.optional(.titleTextAttributes)
        let largeTitleTextAttributes: TextAttributes? = container.optional(.largeTitleTextAttributes)
        let backgroundImage: String? = container.optional(.backgroundImage)
        let shadowImage: String? = container.optional(.shadowImage)
        let backIndicatorImage: String? = container.optional(.backIndicatorImage)
        let backIndicatorTransitionMaskImage: String? = container.optional(.backIndicatorTransitionMaskImage)
        let items: [NavigationItem] = container.list(.items)
        let standardAppearance: BarAppearance? = container.optional(.standardAppearance)
        let compactAppearance: BarAppearance? = container.optional(.compactAppearance)
        let scrollEdgeAppearance: BarAppearance? = container.optional(.scrollEdgeAppearance)
        let compactScrollEdgeAppearance: BarAppearance? = container.optional(.compactScrollEdgeAppearance)
        try container.finish()
        self.init(barStyle: barStyle, isTranslucent: isTranslucent, prefersLargeTitles: prefersLargeTitles,
                  barTintColor: barTintColor, titleTextAttributes: titleTextAttributes,
                  largeTitleTextAttributes: largeTitleTextAttributes, backgroundImage: backgroundImage,
                  shadowImage: shadowImage, backIndicatorImage: backIndicatorImage,
                  backIndicatorTransitionMaskImage: backIndicatorTransitionMaskImage, items: items,
                  standardAppearance: standardAppearance, compactAppearance: compactAppearance,
                  scrollEdgeAppearance: scrollEdgeAppearance, compactScrollEdgeAppearance: compactScrollEdgeAppearance,
                  view: view)
    }
}

/// A tab bar: `<tabBar key="tabBar" translucent="NO" …><items><tabBarItem …/></items></tabBar>`.
public struct TabBar: ViewElement {
    public static let elementKinds: Set<String>? = ["tabBar"]
    public var barStyle: BarStyle?
    public var isTranslucent: Bool?
    @Boxed public var barTintColor: Color?
    @Boxed public var selectedImageTintColor: Color?
    @Boxed public var unselectedItemTintColor: Color?
    public var itemPositioning: TabBarItemPositioning?
    public var itemWidth: Double?
    public var itemSpacing: Double?
    public var backgroundImage: String?
    public var shadowImage: String?
    public var selectionIndicatorImage: String?
    public var items: [TabBarItem]
    @Boxed public var standardAppearance: BarAppearance?
    @Boxed public var scrollEdgeAppearance: BarAppearance?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case barStyle, isTranslucent = "translucent", barTintColor, selectedImageTintColor, unselectedItemTintColor
        case itemPositioning, itemWidth, itemSpacing, backgroundImage, shadowImage, selectionIndicatorImage, items
        case standardAppearance, scrollEdgeAppearance
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(barStyle, forKey: .barStyle)
        try container.encodeIfPresent(isTranslucent, forKey: .isTranslucent)
        try container.encodeIfPresent(barTintColor, forKey: .barTintColor)
        try container.encodeIfPresent(selectedImageTintColor, forKey: .selectedImageTintColor)
        try container.encodeIfPresent(unselectedItemTintColor, forKey: .unselectedItemTintColor)
        try container.encodeIfPresent(itemPositioning, forKey: .itemPositioning)
        try container.encodeIfPresent(itemWidth, forKey: .itemWidth)
        try container.encodeIfPresent(itemSpacing, forKey: .itemSpacing)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(shadowImage, forKey: .shadowImage)
        try container.encodeIfPresent(selectionIndicatorImage, forKey: .selectionIndicatorImage)
        try container.encodeList(items, forKey: .items)
        try container.encodeIfPresent(standardAppearance, forKey: .standardAppearance)
        try container.encodeIfPresent(scrollEdgeAppearance, forKey: .scrollEdgeAppearance)
    }
}

extension TabBar {
    public init(view: View, barStyle: BarStyle? = nil, isTranslucent: Bool? = nil, barTintColor: Color? = nil,
                selectedImageTintColor: Color? = nil, unselectedItemTintColor: Color? = nil,
                itemPositioning: TabBarItemPositioning? = nil, itemWidth: Double? = nil, itemSpacing: Double? = nil,
                backgroundImage: String? = nil, shadowImage: String? = nil, selectionIndicatorImage: String? = nil,
                items: [TabBarItem] = [], standardAppearance: BarAppearance? = nil,
                scrollEdgeAppearance: BarAppearance? = nil) {
        self.view = view
        self.barStyle = barStyle
        self.isTranslucent = isTranslucent
        self.barTintColor = barTintColor
        self.selectedImageTintColor = selectedImageTintColor
        self.unselectedItemTintColor = unselectedItemTintColor
        self.itemPositioning = itemPositioning
        self.itemWidth = itemWidth
        self.itemSpacing = itemSpacing
        self.backgroundImage = backgroundImage
        self.shadowImage = shadowImage
        self.selectionIndicatorImage = selectionIndicatorImage
        self.items = items
        self.standardAppearance = standardAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let barStyle: BarStyle? = container.optional(.barStyle)
        let isTranslucent: Bool? = container.optional(.isTranslucent)
        let barTintColor: Color? = container.optional(.barTintColor)
        let selectedImageTintColor: Color? = container.optional(.selectedImageTintColor)
        let unselectedItemTintColor: Color? = container.optional(.unselectedItemTintColor)
        let itemPositioning: TabBarItemPositioning? = container.optional(.itemPositioning)
        let itemWidth: Double? = container.optional(.itemWidth)
        let itemSpacing: Double? = container.optional(.itemSpacing)
        let backgroundImage: String? = container.optional(.backgroundImage)
        let shadowImage: String? = container.optional(.shadowImage)
        let selectionIndicatorImage: String? = container.optional(.selectionIndicatorImage)
        let items: [TabBarItem] = container.list(.items)
        let standardAppearance: BarAppearance? = container.optional(.standardAppearance)
        let scrollEdgeAppearance: BarAppearance? = container.optional(.scrollEdgeAppearance)
        try container.finish()
        self.init(barStyle: barStyle, isTranslucent: isTranslucent, barTintColor: barTintColor,
                  selectedImageTintColor: selectedImageTintColor, unselectedItemTintColor: unselectedItemTintColor,
                  itemPositioning: itemPositioning, itemWidth: itemWidth, itemSpacing: itemSpacing,
                  backgroundImage: backgroundImage, shadowImage: shadowImage,
                  selectionIndicatorImage: selectionIndicatorImage, items: items,
                  standardAppearance: standardAppearance, scrollEdgeAppearance: scrollEdgeAppearance, view: view)
    }
}

/// A search bar: `<searchBar placeholder="Search" searchBarStyle="minimal" …><textInputTraits
/// key="textInputTraits"/></searchBar>`.
public struct SearchBar: ViewElement {
    public static let elementKinds: Set<String>? = ["searchBar"]
    public var text: String?
    public var placeholder: String?
    public var prompt: String?
    public var barStyle: BarStyle?
    public var searchBarStyle: SearchBarStyle?
    public var isTranslucent: Bool?
    @Boxed public var barTintColor: Color?
    public var showsCancelButton: Bool
    public var showsBookmarkButton: Bool
    public var showsSearchResultsButton: Bool
    public var showsScopeBar: Bool
    public var scopeButtonTitles: [String]
    public var backgroundImage: String?
    @Boxed public var textInputTraits: TextInputTraits?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case text, placeholder, prompt, barStyle, searchBarStyle, isTranslucent = "translucent", barTintColor
        case showsCancelButton, showsBookmarkButton, showsSearchResultsButton, showsScopeBar, scopeButtonTitles
        case backgroundImage, textInputTraits
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(prompt, forKey: .prompt)
        try container.encodeIfPresent(barStyle, forKey: .barStyle)
        try container.encodeIfPresent(searchBarStyle, forKey: .searchBarStyle)
        try container.encodeIfPresent(isTranslucent, forKey: .isTranslucent)
        try container.encodeIfPresent(barTintColor, forKey: .barTintColor)
        try container.encode(showsCancelButton, forKey: .showsCancelButton, default: false)
        try container.encode(showsBookmarkButton, forKey: .showsBookmarkButton, default: false)
        try container.encode(showsSearchResultsButton, forKey: .showsSearchResultsButton, default: false)
        try container.encode(showsScopeBar, forKey: .showsScopeBar, default: false)
        try container.encodeList(scopeButtonTitles, forKey: .scopeButtonTitles)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(textInputTraits, forKey: .textInputTraits)
    }
}

extension SearchBar {
    public init(view: View, text: String? = nil, placeholder: String? = nil, prompt: String? = nil,
                barStyle: BarStyle? = nil, searchBarStyle: SearchBarStyle? = nil, isTranslucent: Bool? = nil,
                barTintColor: Color? = nil, showsCancelButton: Bool = false, showsBookmarkButton: Bool = false,
                showsSearchResultsButton: Bool = false, showsScopeBar: Bool = false,
                scopeButtonTitles: [String] = [], backgroundImage: String? = nil,
                textInputTraits: TextInputTraits? = nil) {
        self.view = view
        self.text = text
        self.placeholder = placeholder
        self.prompt = prompt
        self.barStyle = barStyle
        self.searchBarStyle = searchBarStyle
        self.isTranslucent = isTranslucent
        self.barTintColor = barTintColor
        self.showsCancelButton = showsCancelButton
        self.showsBookmarkButton = showsBookmarkButton
        self.showsSearchResultsButton = showsSearchResultsButton
        self.showsScopeBar = showsScopeBar
        self.scopeButtonTitles = scopeButtonTitles
        self.backgroundImage = backgroundImage
        self.textInputTraits = textInputTraits
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let text: String? = container.optional(.text)
        let placeholder: String? = container.optional(.placeholder)
        let prompt: String? = container.optional(.prompt)
        let barStyle: BarStyle? = container.optional(.barStyle)
        let searchBarStyle: SearchBarStyle? = container.optional(.searchBarStyle)
        let isTranslucent: Bool? = container.optional(.isTranslucent)
        let barTintColor: Color? = container.optional(.barTintColor)
        let showsCancelButton: Bool = container.decode(.showsCancelButton, default: false)
        let showsBookmarkButton: Bool = container.decode(.showsBookmarkButton, default: false)
        let showsSearchResultsButton: Bool = container.decode(.showsSearchResultsButton, default: false)
        let showsScopeBar: Bool = container.decode(.showsScopeBar, default: false)
        let scopeButtonTitles: [String] = container.list(.scopeButtonTitles)
        let backgroundImage: String? = container.optional(.backgroundImage)
        let textInputTraits: TextInputTraits? = container.optional(.textInputTraits)
        try container.finish()
        self.init(text: text, placeholder: placeholder, prompt: prompt, barStyle: barStyle,
                  searchBarStyle: searchBarStyle, isTranslucent: isTranslucent, barTintColor: barTintColor,
                  showsCancelButton: showsCancelButton, showsBookmarkButton: showsBookmarkButton,
                  showsSearchResultsButton: showsSearchResultsButton, showsScopeBar: showsScopeBar,
                  scopeButtonTitles: scopeButtonTitles, backgroundImage: backgroundImage,
                  textInputTraits: textInputTraits, view: view)
    }
}

/// A navigation item: `<navigationItem key="navigationItem" title="Settings" id="…"><barButtonItem
/// key="rightBarButtonItem" systemItem="done" …/></navigationItem>`.
public struct NavigationItem: InterfaceElement {
    public static let elementKinds: Set<String>? = ["navigationItem"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var key: String?
    /// The title; an attribute or a `<string key="title">` child.
    public var title: String?
    public var prompt: String?
    public var backButtonTitle: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode?
    public var style: NavigationItemStyle?
    public var hidesBackButton: Bool
    public var leftItemsSupplementBackButton: Bool
    public var backButtonDisplayMode: String?
    public var userLabel: String?
    @Boxed public var leftBarButtonItem: BarButtonItem?
    @Boxed public var rightBarButtonItem: BarButtonItem?
    @Boxed public var backBarButtonItem: BarButtonItem?
    public var leftBarButtonItems: [BarButtonItem]
    public var rightBarButtonItems: [BarButtonItem]
    public var titleView: AnyView?
    @Boxed public var standardAppearance: BarAppearance?
    @Boxed public var compactAppearance: BarAppearance?
    @Boxed public var scrollEdgeAppearance: BarAppearance?
    @Boxed public var compactScrollEdgeAppearance: BarAppearance?
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    @Boxed public var userComments: AttributedString?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, title, prompt, backButtonTitle, largeTitleDisplayMode, style, hidesBackButton
        case leftItemsSupplementBackButton, backButtonDisplayMode, userLabel, leftBarButtonItem, rightBarButtonItem
        case backBarButtonItem, leftBarButtonItems, rightBarButtonItems, titleView, standardAppearance
        case compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance, userDefinedRuntimeAttributes
        case userComments
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "navigationItem", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(prompt, forKey: .prompt)
        try container.encodeIfPresent(backButtonTitle, forKey: .backButtonTitle)
        try container.encodeIfPresent(largeTitleDisplayMode, forKey: .largeTitleDisplayMode)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encode(hidesBackButton, forKey: .hidesBackButton, default: false)
        try container.encode(leftItemsSupplementBackButton, forKey: .leftItemsSupplementBackButton, default: false)
        try container.encodeIfPresent(backButtonDisplayMode, forKey: .backButtonDisplayMode)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(leftBarButtonItem, forKey: .leftBarButtonItem)
        try container.encodeIfPresent(rightBarButtonItem, forKey: .rightBarButtonItem)
        try container.encodeIfPresent(backBarButtonItem, forKey: .backBarButtonItem)
        try container.encodeList(leftBarButtonItems, forKey: .leftBarButtonItems)
        try container.encodeList(rightBarButtonItems, forKey: .rightBarButtonItems)
        try container.encodeIfPresent(titleView, forKey: .titleView)
        try container.encodeIfPresent(standardAppearance, forKey: .standardAppearance)
        try container.encodeIfPresent(compactAppearance, forKey: .compactAppearance)
        try container.encodeIfPresent(scrollEdgeAppearance, forKey: .scrollEdgeAppearance)
        try container.encodeIfPresent(compactScrollEdgeAppearance, forKey: .compactScrollEdgeAppearance)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension NavigationItem {
    public init(id: String? = nil, key: String? = nil, title: String? = nil, prompt: String? = nil,
                backButtonTitle: String? = nil, largeTitleDisplayMode: LargeTitleDisplayMode? = nil,
                style: NavigationItemStyle? = nil, hidesBackButton: Bool = false,
                leftItemsSupplementBackButton: Bool = false, backButtonDisplayMode: String? = nil,
                userLabel: String? = nil, leftBarButtonItem: BarButtonItem? = nil,
                rightBarButtonItem: BarButtonItem? = nil, backBarButtonItem: BarButtonItem? = nil,
                leftBarButtonItems: [BarButtonItem] = [], rightBarButtonItems: [BarButtonItem] = [],
                titleView: AnyView? = nil, standardAppearance: BarAppearance? = nil,
                compactAppearance: BarAppearance? = nil, scrollEdgeAppearance: BarAppearance? = nil,
                compactScrollEdgeAppearance: BarAppearance? = nil,
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [],
                userComments: AttributedString? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.key = key
        self.title = title
        self.prompt = prompt
        self.backButtonTitle = backButtonTitle
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.style = style
        self.hidesBackButton = hidesBackButton
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        self.backButtonDisplayMode = backButtonDisplayMode
        self.userLabel = userLabel
        self.leftBarButtonItem = leftBarButtonItem
        self.rightBarButtonItem = rightBarButtonItem
        self.backBarButtonItem = backBarButtonItem
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.titleView = titleView
        self.standardAppearance = standardAppearance
        self.compactAppearance = compactAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
        self.compactScrollEdgeAppearance = compactScrollEdgeAppearance
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let title: String? = container.optional(.title)
        let prompt: String? = container.optional(.prompt)
        let backButtonTitle: String? = container.optional(.backButtonTitle)
        let largeTitleDisplayMode: LargeTitleDisplayMode? = container.optional(.largeTitleDisplayMode)
        let style: NavigationItemStyle? = container.optional(.style)
        let hidesBackButton: Bool = container.decode(.hidesBackButton, default: false)
        let leftItemsSupplementBackButton: Bool = container.decode(.leftItemsSupplementBackButton, default: false)
        let backButtonDisplayMode: String? = container.optional(.backButtonDisplayMode)
        let userLabel: String? = container.optional(.userLabel)
        let leftBarButtonItem: BarButtonItem? = container.optional(.leftBarButtonItem)
        let rightBarButtonItem: BarButtonItem? = container.optional(.rightBarButtonItem)
        let backBarButtonItem: BarButtonItem? = container.optional(.backBarButtonItem)
        let leftBarButtonItems: [BarButtonItem] = container.list(.leftBarButtonItems)
        let rightBarButtonItems: [BarButtonItem] = container.list(.rightBarButtonItems)
        let titleView: AnyView? = container.optional(.titleView)
        let standardAppearance: BarAppearance? = container.optional(.standardAppearance)
        let compactAppearance: BarAppearance? = container.optional(.compactAppearance)
        let scrollEdgeAppearance: BarAppearance? = container.optional(.scrollEdgeAppearance)
        let compactScrollEdgeAppearance: BarAppearance? = container.optional(.compactScrollEdgeAppearance)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, key: key, title: title, prompt: prompt, backButtonTitle: backButtonTitle,
                  largeTitleDisplayMode: largeTitleDisplayMode, style: style, hidesBackButton: hidesBackButton,
                  leftItemsSupplementBackButton: leftItemsSupplementBackButton,
                  backButtonDisplayMode: backButtonDisplayMode, userLabel: userLabel,
                  leftBarButtonItem: leftBarButtonItem, rightBarButtonItem: rightBarButtonItem,
                  backBarButtonItem: backBarButtonItem, leftBarButtonItems: leftBarButtonItems,
                  rightBarButtonItems: rightBarButtonItems, titleView: titleView,
                  standardAppearance: standardAppearance, compactAppearance: compactAppearance,
                  scrollEdgeAppearance: scrollEdgeAppearance, compactScrollEdgeAppearance: compactScrollEdgeAppearance,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, userComments: userComments)
    }
}

/// A bar button item: `<barButtonItem key="rightBarButtonItem" systemItem="add" id="…"><connections><action
/// selector="add:" …/></connections></barButtonItem>`, or one with a title, an image or a custom view.
public struct BarButtonItem: InterfaceElement {
    public static let elementKinds: Set<String>? = ["barButtonItem"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var key: String?
    public var title: String?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var landscapeImage: String?
    public var style: BarButtonItemStyle?
    public var systemItem: BarButtonSystemItem?
    public var isEnabled: Bool
    public var width: Double?
    public var tag: Int?
    public var userLabel: String?
    @Boxed public var tintColor: Color?
    public var customView: AnyView?
    @Boxed public var menu: Menu?
    public var isSelected: Bool
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]

    /// The actions the item sends.
    public var actions: [Action] { connections.actions }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, title, image, landscapeImage, style, systemItem, isEnabled = "enabled", width, tag, userLabel
        case tintColor, customView, menu, isSelected = "selected", connections, userDefinedRuntimeAttributes, catalog
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "barButtonItem", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(landscapeImage, forKey: .landscapeImage)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(systemItem, forKey: .systemItem)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
        try container.encodeIfPresent(customView, forKey: .customView)
        try container.encodeIfPresent(menu, forKey: .menu)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
    }
}

extension BarButtonItem {
    public init(id: String? = nil, key: String? = nil, title: String? = nil, image: ImageReference? = nil,
                landscapeImage: String? = nil, style: BarButtonItemStyle? = nil,
                systemItem: BarButtonSystemItem? = nil, isEnabled: Bool = true, width: Double? = nil,
                tag: Int? = nil, userLabel: String? = nil, tintColor: Color? = nil, customView: AnyView? = nil,
                menu: Menu? = nil, isSelected: Bool = false, connections: [Connection] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], location: SourceLocation? = nil) {
        self.id = id
        self.key = key
        self.title = title
        self.image = image
        self.landscapeImage = landscapeImage
        self.style = style
        self.systemItem = systemItem
        self.isEnabled = isEnabled
        self.width = width
        self.tag = tag
        self.userLabel = userLabel
        self.tintColor = tintColor
        self.customView = customView
        self.menu = menu
        self.isSelected = isSelected
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let title: String? = container.optional(.title)
        let image: ImageReference? = container.image(.image, catalog: .catalog)
        let landscapeImage: String? = container.optional(.landscapeImage)
        let style: BarButtonItemStyle? = container.optional(.style)
        let systemItem: BarButtonSystemItem? = container.optional(.systemItem)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let width: Double? = container.optional(.width)
        let tag: Int? = container.optional(.tag)
        let userLabel: String? = container.optional(.userLabel)
        let tintColor: Color? = container.optional(.tintColor)
        let customView: AnyView? = container.optional(.customView)
        let menu: Menu? = container.optional(.menu)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, key: key, title: title, image: image, landscapeImage: landscapeImage,
                  style: style, systemItem: systemItem, isEnabled: isEnabled, width: width, tag: tag,
                  userLabel: userLabel, tintColor: tintColor, customView: customView, menu: menu,
                  isSelected: isSelected, connections: connections,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes)
    }
}

/// A tab bar item: `<tabBarItem key="tabBarItem" title="Bar" image="icon_bar" id="…"><offsetWrapper
/// key="titlePositionAdjustment" …/></tabBarItem>`.
public struct TabBarItem: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tabBarItem"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var key: String?
    public var title: String?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var selectedImage: String?
    public var landscapeImage: String?
    public var systemItem: TabBarSystemItem?
    public var tag: Int?
    public var badgeValue: String?
    public var isEnabled: Bool
    public var titlePositionAdjustment: Offset?
    public var imageInsets: Insets?
    public var userLabel: String?
    @Boxed public var standardAppearance: BarAppearance?
    @Boxed public var scrollEdgeAppearance: BarAppearance?
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, title, image, selectedImage, landscapeImage, systemItem, tag, badgeValue
        case isEnabled = "enabled", titlePositionAdjustment, imageInsets, userLabel, standardAppearance
        case scrollEdgeAppearance, userDefinedRuntimeAttributes, connections, catalog
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tabBarItem", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(selectedImage, forKey: .selectedImage)
        try container.encodeIfPresent(landscapeImage, forKey: .landscapeImage)
        try container.encodeIfPresent(systemItem, forKey: .systemItem)
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encodeIfPresent(badgeValue, forKey: .badgeValue)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encodeIfPresent(titlePositionAdjustment, forKey: .titlePositionAdjustment)
        try container.encodeIfPresent(imageInsets, forKey: .imageInsets)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(standardAppearance, forKey: .standardAppearance)
        try container.encodeIfPresent(scrollEdgeAppearance, forKey: .scrollEdgeAppearance)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension TabBarItem {
    public init(id: String? = nil, key: String? = nil, title: String? = nil, image: ImageReference? = nil,
                selectedImage: String? = nil, landscapeImage: String? = nil, systemItem: TabBarSystemItem? = nil,
                tag: Int? = nil, badgeValue: String? = nil, isEnabled: Bool = true,
                titlePositionAdjustment: Offset? = nil, imageInsets: Insets? = nil, userLabel: String? = nil,
                standardAppearance: BarAppearance? = nil, scrollEdgeAppearance: BarAppearance? = nil,
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], connections: [Connection] = [],
                location: SourceLocation? = nil) {
        self.id = id
        self.key = key
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.landscapeImage = landscapeImage
        self.systemItem = systemItem
        self.tag = tag
        self.badgeValue = badgeValue
        self.isEnabled = isEnabled
        self.titlePositionAdjustment = titlePositionAdjustment
        self.imageInsets = imageInsets
        self.userLabel = userLabel
        self.standardAppearance = standardAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let title: String? = container.optional(.title)
        let image: ImageReference? = container.image(.image, catalog: .catalog)
        let selectedImage: String? = container.optional(.selectedImage)
        let landscapeImage: String? = container.optional(.landscapeImage)
        let systemItem: TabBarSystemItem? = container.optional(.systemItem)
        let tag: Int? = container.optional(.tag)
        let badgeValue: String? = container.optional(.badgeValue)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let titlePositionAdjustment: Offset? = container.optional(.titlePositionAdjustment)
        let imageInsets: Insets? = container.optional(.imageInsets)
        let userLabel: String? = container.optional(.userLabel)
        let standardAppearance: BarAppearance? = container.optional(.standardAppearance)
        let scrollEdgeAppearance: BarAppearance? = container.optional(.scrollEdgeAppearance)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, key: key, title: title, image: image, selectedImage: selectedImage,
                  landscapeImage: landscapeImage, systemItem: systemItem, tag: tag, badgeValue: badgeValue,
                  isEnabled: isEnabled, titlePositionAdjustment: titlePositionAdjustment, imageInsets: imageInsets,
                  userLabel: userLabel, standardAppearance: standardAppearance,
                  scrollEdgeAppearance: scrollEdgeAppearance,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, connections: connections)
    }
}

/// A UIKit bar appearance: `<navigationBarAppearance key="standardAppearance"><color key="backgroundColor"
/// …/></navigationBarAppearance>`.
public struct BarAppearance: InterfaceElement {
    public static let elementKinds: Set<String>? = ["navigationBarAppearance", "toolbarAppearance", "tabBarAppearance", "barAppearance"]
    /// The element kind.
    public var kind: String
    public var key: String?
    @Boxed public var backgroundColor: Color?
    @Boxed public var shadowColor: Color?
    public var backgroundImage: String?
    public var shadowImage: String?
    @Boxed public var backgroundEffect: VisualEffect?
    @Boxed public var titleTextAttributes: TextAttributes?
    @Boxed public var largeTitleTextAttributes: TextAttributes?
    public var titlePositionAdjustment: Offset?
    /// `opaque`, `transparent` or `default` background.
    public var configuration: String?

    public init(kind: String = "navigationBarAppearance", key: String? = nil, backgroundColor: Color? = nil,
                shadowColor: Color? = nil, backgroundImage: String? = nil, shadowImage: String? = nil,
                backgroundEffect: VisualEffect? = nil, titleTextAttributes: TextAttributes? = nil,
                largeTitleTextAttributes: TextAttributes? = nil, titlePositionAdjustment: Offset? = nil,
                configuration: String? = nil) {
        self.kind = kind
        self.key = key
        self.backgroundColor = backgroundColor
        self.shadowColor = shadowColor
        self.backgroundImage = backgroundImage
        self.shadowImage = shadowImage
        self.backgroundEffect = backgroundEffect
        self.titleTextAttributes = titleTextAttributes
        self.largeTitleTextAttributes = largeTitleTextAttributes
        self.titlePositionAdjustment = titlePositionAdjustment
        self.configuration = configuration
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, backgroundColor, shadowColor, backgroundImage, shadowImage, backgroundEffect, titleTextAttributes
        case largeTitleTextAttributes, titlePositionAdjustment, configuration
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        backgroundColor = container.optional(.backgroundColor)
        shadowColor = container.optional(.shadowColor)
        backgroundImage = container.optional(.backgroundImage)
        shadowImage = container.optional(.shadowImage)
        backgroundEffect = container.optional(.backgroundEffect)
        titleTextAttributes = container.optional(.titleTextAttributes)
        largeTitleTextAttributes = container.optional(.largeTitleTextAttributes)
        titlePositionAdjustment = container.optional(.titlePositionAdjustment)
        configuration = container.optional(.configuration)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(shadowColor, forKey: .shadowColor)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(shadowImage, forKey: .shadowImage)
        try container.encodeIfPresent(backgroundEffect, forKey: .backgroundEffect)
        try container.encodeIfPresent(titleTextAttributes, forKey: .titleTextAttributes)
        try container.encodeIfPresent(largeTitleTextAttributes, forKey: .largeTitleTextAttributes)
        try container.encodeIfPresent(titlePositionAdjustment, forKey: .titlePositionAdjustment)
        try container.encodeIfPresent(configuration, forKey: .configuration)
    }
}
