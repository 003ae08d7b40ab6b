extension Catalogue {
    static let bars = ModelFile("Bars", models: [
    Model("NavigationBar", kinds: ["navigationBar"], conformance: .view, doc: """
        A navigation bar: `<navigationBar key="navigationBar" translucent="NO" …><color key="barTintColor" …/><textAttributes key="titleTextAttributes">…</textAttributes></navigationBar>`.
        """, properties: [
        Property("barStyle", "BarStyle?"),
        Property("isTranslucent", "Bool?", key: "translucent"),
        Property("prefersLargeTitles", "Bool", key: "largeTitles", default: "false"),
        Property("barTintColor", "Color?", [.boxed]),
        Property("titleTextAttributes", "TextAttributes?", [.boxed]),
        Property("largeTitleTextAttributes", "TextAttributes?", [.boxed]),
        Property("backgroundImage", "String?"),
        Property("shadowImage", "String?"),
        Property("backIndicatorImage", "String?"),
        Property("backIndicatorTransitionMaskImage", "String?"),
        Property("items", "[NavigationItem]"),
        ] + PropertyGroup.barAppearances + [
    ]),
    Model("TabBar", kinds: ["tabBar"], conformance: .view, doc: """
        A tab bar: `<tabBar key="tabBar" translucent="NO" …><items><tabBarItem …/></items></tabBar>`.
        """, properties: [
        Property("barStyle", "BarStyle?"),
        Property("isTranslucent", "Bool?", key: "translucent"),
        Property("barTintColor", "Color?", [.boxed]),
        Property("selectedImageTintColor", "Color?", [.boxed]),
        Property("unselectedItemTintColor", "Color?", [.boxed]),
        Property("itemPositioning", "TabBarItemPositioning?"),
        Property("itemWidth", "Double?"),
        Property("itemSpacing", "Double?"),
        Property("backgroundImage", "String?"),
        Property("shadowImage", "String?"),
        Property("selectionIndicatorImage", "String?"),
        Property("items", "[TabBarItem]"),
        Property("standardAppearance", "BarAppearance?", [.boxed]),
        Property("scrollEdgeAppearance", "BarAppearance?", [.boxed]),
    ]),
    Model("SearchBar", kinds: ["searchBar"], conformance: .view, doc: """
        A search bar: `<searchBar placeholder="Search" searchBarStyle="minimal" …><textInputTraits key="textInputTraits"/></searchBar>`.
        """, properties: [
        Property("text", "String?"),
        Property("placeholder", "String?"),
        Property("prompt", "String?"),
        Property("barStyle", "BarStyle?"),
        Property("searchBarStyle", "SearchBarStyle?"),
        Property("isTranslucent", "Bool?", key: "translucent"),
        Property("barTintColor", "Color?", [.boxed]),
        Property("showsCancelButton", "Bool", default: "false"),
        Property("showsBookmarkButton", "Bool", default: "false"),
        Property("showsSearchResultsButton", "Bool", default: "false"),
        Property("showsScopeBar", "Bool", default: "false"),
        Property("scopeButtonTitles", "[String]"),
        Property("backgroundImage", "String?"),
        Property("textInputTraits", "TextInputTraits?", [.boxed]),
    ]),
    Model("NavigationItem", kinds: ["navigationItem"], doc: """
        A navigation item: `<navigationItem key="navigationItem" title="Settings" id="…"><barButtonItem key="rightBarButtonItem" systemItem="done" …/></navigationItem>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("title", "String?", doc: "The title; an attribute or a `<string key=\"title\">` child."),
        Property("prompt", "String?"),
        Property("backButtonTitle", "String?"),
        Property("largeTitleDisplayMode", "LargeTitleDisplayMode?"),
        Property("style", "NavigationItemStyle?"),
        Property("hidesBackButton", "Bool", default: "false"),
        Property("leftItemsSupplementBackButton", "Bool", default: "false"),
        Property("backButtonDisplayMode", "String?"),
        Property("userLabel", "String?"),
        Property("leftBarButtonItem", "BarButtonItem?", [.boxed]),
        Property("rightBarButtonItem", "BarButtonItem?", [.boxed]),
        Property("backBarButtonItem", "BarButtonItem?", [.boxed]),
        Property("leftBarButtonItems", "[BarButtonItem]"),
        Property("rightBarButtonItems", "[BarButtonItem]"),
        Property("titleView", "AnyView?"),
        ] + PropertyGroup.barAppearances + [
        Property("connections", "[Connection]", doc: "Outlets of the item itself, such as `titleView` set from a view elsewhere in the scene."),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("userComments", "AttributedString?", [.boxed]),
    ]),
    Model("BarButtonItem", kinds: ["barButtonItem"], extraKeys: ["catalog"], doc: """
        A bar button item: `<barButtonItem key="rightBarButtonItem" systemItem="add" id="…"><connections><action selector="add:" …/></connections></barButtonItem>`, or one with a title, an image or a custom view.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("title", "String?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("landscapeImage", "String?"),
        Property("style", "BarButtonItemStyle?"),
        Property("systemItem", "BarButtonSystemItem?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("width", "Double?"),
        Property("tag", "Int?"),
        Property("userLabel", "String?"),
        Property("tintColor", "Color?", [.boxed]),
        Property("customView", "AnyView?"),
        Property("menu", "Menu?", [.boxed]),
        Property("isSelected", "Bool", key: "selected", default: "false"),
        Property("connections", "[Connection]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
    ]),
    Model("TabBarItem", kinds: ["tabBarItem"], extraKeys: ["catalog"], doc: """
        A tab bar item: `<tabBarItem key="tabBarItem" title="Bar" image="icon_bar" id="…"><offsetWrapper key="titlePositionAdjustment" …/></tabBarItem>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("title", "String?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("selectedImage", "String?"),
        Property("landscapeImage", "String?"),
        Property("systemItem", "TabBarSystemItem?"),
        Property("tag", "Int?"),
        Property("badgeValue", "String?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("titlePositionAdjustment", "Offset?"),
        Property("imageInsets", "Insets?"),
        Property("userLabel", "String?"),
        Property("standardAppearance", "BarAppearance?", [.boxed]),
        Property("scrollEdgeAppearance", "BarAppearance?", [.boxed]),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("connections", "[Connection]"),
    ]),
    Model("BarAppearance", kinds: ["navigationBarAppearance", "toolbarAppearance", "tabBarAppearance", "barAppearance"], locals: ["background: ElementOrValue<VisualEffect>? = container.optional(.backgroundEffect)"], doc: """
        A UIKit bar appearance: `<navigationBarAppearance key="standardAppearance"><color key="backgroundColor" …/></navigationBarAppearance>`.
        """, properties: [
        Property("kind", "String", default: "\"navigationBarAppearance\"", doc: "The element kind."),
        Property("key", "String?"),
        Property("backgroundColor", "Color?", [.boxed]),
        Property("shadowColor", "Color?", [.boxed]),
        Property("backgroundImage", "String?"),
        Property("shadowImage", "String?"),
        Property("backgroundEffect", "VisualEffect?", [.boxed], decode: "background?.element",
                 encode: ["if let backgroundEffect { try container.encode(backgroundEffect, forKey: .backgroundEffect) } else { try container.encodeIfPresent(backgroundEffectStyle, forKey: .backgroundEffect) }"],
                 doc: "The background's visual effect, written as an element (`<blurEffect key=\"backgroundEffect\" style=\"…\"/>`)."),
        Property("backgroundEffectStyle", "String?", [.noKey], decode: "background?.value", encode: [],
                 doc: "The background's effect as a style name, where the file writes it as an attribute (`backgroundEffect=\"systemUltraThinMaterialDark\"`)."),
        Property("titleTextAttributes", "TextAttributes?", [.boxed]),
        Property("largeTitleTextAttributes", "TextAttributes?", [.boxed]),
        Property("titlePositionAdjustment", "Offset?"),
        Property("configuration", "String?", doc: "`opaque`, `transparent` or `default` background."),
    ]),
    ])
}
