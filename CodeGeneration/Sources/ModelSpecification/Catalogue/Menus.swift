extension Catalogue {
    static let menus = ModelFile("Menus", models: [
    Model("Menu", kinds: ["menu"], doc: """
        A menu: `<menu key="submenu" title="File" id="…"><items><menuItem title="New" keyEquivalent="n" …/>…</items></menu>`, an application's main menu, a pop-up button's menu, a context menu, or a WatchKit force-touch menu.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("title", "String?"),
        Property("systemMenu", "String?", doc: "`main`, `apple`, `services`, `window`, `help`, `recentDocuments`, `font`, …"),
        Property("userLabel", "String?"),
        Property("autoenablesItems", "Bool?"),
        Property("showsStateColumn", "Bool?"),
        Property("identifier", "String?"),
        Property("items", "[MenuItem]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("canvasLocation", "Point?"),
        Property("accessibility", "Accessibility?", [.boxed]),
        Property("connections", "[Connection]"),
        Property("userComments", "AttributedString?", [.boxed]),
    ]),
    Model("MenuItem", kinds: ["menuItem"], extraKeys: ["catalog"], locals: ["represented: ElementOrValue<Expression>? = container.optional(.representedObject)"], doc: """
        A menu item: `<menuItem title="Save" keyEquivalent="s" id="…"><connections><action selector="saveDocument:" target="-1" …/></connections></menuItem>`, with its key equivalent, modifier mask and submenu.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        ] + PropertyGroup.customClass + [
        Property("title", "String?", doc: "The title; an attribute or a `<string key=\"title\">` child."),
        Property("attributedTitle", "AttributedString?", [.boxed]),
        Property("keyEquivalent", "String?", doc: "The key equivalent; an attribute or a `<string key=\"keyEquivalent\">` child (base64 for control characters)."),
        Property("keyEquivalentModifierMask", "ModifierMask?"),
        Property("isSeparatorItem", "Bool", default: "false"),
        Property("tag", "Int", default: "0"),
        Property("state", "CellState?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("secondaryImage", "ImageReference?", [.boxed, .image], doc: "The image shown after the title (macOS 14 and later: `secondaryImage=\"folder\" catalog=\"system\"`, or an `<imageReference key=\"secondaryImage\">`)."),
        Property("offStateImage", "ImageReference?", [.boxed, .image], doc: "The image shown when the item is off (`offStateImage=\"…\"`)."),
        Property("icon", "String?", doc: "The icon of a WatchKit menu item (`add`, `decline`, …)."),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("isHidden", "Bool", key: "hidden", default: "false"),
        Property("isAlternate", "Bool", key: "alternate", default: "false"),
        Property("indentationLevel", "Int?"),
        Property("toolTip", "String?"),
        Property("userLabel", "String?"),
        Property("allowsKeyEquivalentWhenHidden", "Bool", default: "false"),
        Property("allowsAutomaticKeyEquivalentLocalization", "Bool", key: "localization", default: "true", doc: "Whether AppKit may localize the key equivalent for the user's keyboard layout (`localization=\"NO\"` turns it off)."),
        Property("allowsAutomaticKeyEquivalentMirroring", "Bool", key: "mirroring", default: "true", doc: "Whether AppKit may mirror the key equivalent in right-to-left layouts (`mirroring=\"NO\"` turns it off)."),
        Property("identifier", "String?", doc: "The user interface item identifier (AppKit)."),
        Property("accessibility", "Accessibility?", [.boxed], doc: "The item's accessibility settings (`<accessibility identifier=\"…\"/>`)."),
        Property("representedObject", "String?", decode: "represented?.value",
                 encode: ["if let representedExpression { try container.encode(representedExpression, forKey: .representedObject) } else { try container.encodeIfPresent(representedObject, forKey: .representedObject) }"],
                 doc: "The represented object as written (`<integer key=\"representedObject\" value=\"2\"/>`, a `<string>` or `<real>`), as predicate editor row templates' menus use it."),
        Property("representedExpression", "Expression?", [.boxed, .noKey], decode: "represented?.element", encode: [],
                 doc: "A represented object that is an expression (`<expression key=\"representedObject\" type=\"keyPath\">`): a predicate editor row template's key path or constant."),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("submenu", "Menu?", [.boxed]),
        Property("connections", "[Connection]"),
        Property("userComments", "AttributedString?", [.boxed]),
    ]),
    Model("ModifierMask", kinds: ["modifierMask"], doc: """
        The modifier keys of a key equivalent: `<modifierMask key="keyEquivalentModifierMask" command="YES" shift="YES"/>`. Absent, a key equivalent uses Command.
        """, properties: [
        Property("key", "String?"),
        Property("command", "Bool", default: "false"),
        Property("option", "Bool", default: "false"),
        Property("control", "Bool", default: "false"),
        Property("shift", "Bool", default: "false"),
        Property("function", "Bool", default: "false"),
        Property("numericPad", "Bool", default: "false"),
        Property("help", "Bool", default: "false"),
        Property("capsLock", "Bool", default: "false"),
    ]),
    Model("KeyCommand", kinds: ["keyCommand"], doc: """
        A UIKit key command of a view controller: `<keyCommand input="f" modifierFlags="command" action="find:" discoverabilityTitle="Find"/>`.
        """, properties: [
        Property("title", "String?"),
        Property("input", "String?"),
        Property("modifierFlags", "String?"),
        Property("action", "String?", key: "actionName"),
        Property("discoverabilityTitle", "String?"),
        Property("propertyList", "String?"),
    ]),
    ])
}
