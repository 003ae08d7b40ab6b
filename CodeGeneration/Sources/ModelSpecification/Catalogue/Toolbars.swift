extension Catalogue {
    static let toolbars = ModelFile("Toolbars", models: [
    Model("Toolbar", kinds: ["toolbar"], conformance: .view, doc: """
        A toolbar: UIKit's `<toolbar …><items><barButtonItem …/></items></toolbar>` (a view), or AppKit's window toolbar `<toolbar key="toolbar" implicitIdentifier="…" displayMode="iconAndLabel" …><allowedToolbarItems>…</allowedToolbarItems></toolbar>`.
        """, properties: [
        Property("items", "[BarButtonItem]"),
        Property("barStyle", "BarStyle?"),
        Property("isTranslucent", "Bool?", key: "translucent"),
        Property("barTintColor", "Color?", [.boxed]),
        ] + PropertyGroup.barAppearances + [
        Property("implicitIdentifier", "String?"),
        Property("displayMode", "ToolbarDisplayMode?"),
        Property("sizeMode", "ToolbarSizeMode?"),
        Property("allowsUserCustomization", "Bool?"),
        Property("autosavesConfiguration", "Bool?"),
        Property("showsBaselineSeparator", "Bool?"),
        Property("allowedToolbarItems", "[ToolbarItem]"),
        Property("defaultToolbarItems", "[ObjectReference]", doc: "AppKit: references to the allowed items shown by default, in order."),
    ]),
    Model("ToolbarItem", kinds: nil, extraKeys: ["catalog"], doc: """
        An AppKit toolbar item: `<toolbarItem implicitItemIdentifier="…" label="Share" paletteLabel="Share" image="square.and.arrow.up" …/>`, or a search, menu or tracking-separator toolbar item; ``kind`` tells which.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"toolbarItem\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("implicitItemIdentifier", "String?"),
        Property("explicitItemIdentifier", "String?"),
        Property("identifier", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("label", "String?"),
        Property("paletteLabel", "String?"),
        Property("title", "String?", doc: "The title of the item's button or pop-up (`NSToolbarItem.title`), apart from its label."),
        Property("toolTip", "String?"),
        Property("tag", "Int?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("sizingBehavior", "String?"),
        Property("isNavigational", "Bool", key: "navigational", default: "false"),
        Property("isBordered", "Bool", key: "bordered", default: "false"),
        Property("isSelectable", "Bool", key: "selectable", default: "false"),
        Property("autovalidates", "Bool", default: "true"),
        Property("visibilityPriority", "String?"),
        Property("minSize", "Size?"),
        Property("maxSize", "Size?"),
        Property("view", "AnyView?"),
        Property("menuFormRepresentation", "MenuItem?", [.boxed]),
        Property("connections", "[Connection]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("reference", "String?"),
    ]),
    Model("TouchBar", kinds: ["touchBar"], doc: """
        An AppKit Touch Bar: `<touchBar key="touchBar" id="…"><touchBarItems>…</touchBarItems></touchBar>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("key", "String?"),
        Property("customizationIdentifier", "String?"),
        Property("principalItemIdentifier", "String?"),
        Property("escapeKeyReplacementItemIdentifier", "String?"),
        Property("items", "[TouchBarItem]", key: "touchBarItems"),
        Property("connections", "[Connection]"),
    ]),
    Model("TouchBarItem", kinds: nil, doc: """
        An item of an AppKit Touch Bar (`touchBarItem`, `touchBarGroupItem`, `touchBarPopoverItem`, `touchBarSpacerItem`, …), with its view or view controller.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"touchBarItem\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("identifier", "String?"),
        Property("customizationLabel", "String?"),
        Property("visibilityPriority", "Double?"),
        Property("collapsedRepresentationLabel", "String?"),
        Property("viewController", "ViewController?", [.boxed]),
        Property("view", "AnyView?"),
        Property("touchBar", "TouchBar?", key: "groupTouchBar", [.boxed]),
        Property("popoverTouchBar", "TouchBar?", [.boxed]),
        Property("connections", "[Connection]"),
    ]),
    ])
}
