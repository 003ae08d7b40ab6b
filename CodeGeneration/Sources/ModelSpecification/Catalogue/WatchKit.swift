extension Catalogue {
    static let watchKit = ModelFile("WatchKit", models: [
    Model("WatchItem", kinds: nil, doc: """
        The properties every WatchKit interface item shares: its size and alignment in its group, visibility, identity and connections. Each item type (``WatchLabel``, ``WatchButton``, ``Group``, …) adds its own.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"label\"", doc: "The element kind."),
        Property("id", "String", default: "\"\"", [.alwaysEncoded]),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("alignment", "InterfaceHorizontalAlignment?"),
        Property("verticalAlignment", "InterfaceVerticalAlignment?"),
        Property("width", "Double?", doc: "The width: a fraction of the container (`0…1`) or, with `widthAdjustment`, relative to it."),
        Property("height", "Double?"),
        Property("widthAdjustment", "Double?"),
        Property("heightAdjustment", "Double?"),
        Property("isHidden", "Bool", key: "hidden", default: "false"),
        Property("alpha", "Double", default: "1"),
        Property("semanticContentAttribute", "SemanticContentAttribute?"),
        Property("accessibility", "Accessibility?", key: "accessibilityConfiguration", [.boxed]),
        Property("variations", "[Variation]", key: "$elements:variation"),
        Property("gestureRecognizers", "[GestureRecognizer]"),
        Property("connections", "[Connection]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
    ]),
    Model("WatchLabel", kinds: ["label"], conformance: .watchItem, doc: """
        A WatchKit label: `<label alignment="left" text="Hello" numberOfLines="0" id="…"><fontDescription key="font" …/></label>`.
        """, properties: [
        Property("text", "String?"),
        Property("attributedText", "AttributedString?", [.boxed]),
        Property("textColor", "Color?", [.boxed]),
        Property("font", "Font?", [.boxed]),
        Property("textAlignment", "TextAlignment?"),
        Property("numberOfLines", "Int", default: "1"),
        Property("minimumScaleFactor", "Double?"),
    ]),
    Model("WatchButton", kinds: ["button"], conformance: .watchItem, doc: """
        A WatchKit button: `<button alignment="left" title="Start" id="…"><color key="backgroundColor" …/></button>`, or one with a content group.
        """, properties: [
        Property("title", "String?"),
        Property("attributedTitle", "AttributedString?", [.boxed]),
        Property("titleColor", "Color?", [.boxed]),
        Property("font", "Font?", [.boxed]),
        Property("backgroundColor", "Color?", [.boxed]),
        Property("backgroundImage", "String?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("contentGroup", "Group?", [.boxed]),
    ]),
    Model("Group", kinds: ["group"], conformance: .watchItem, doc: """
        A WatchKit group: `<group width="1" alignment="left" layout="vertical" spacing="4" id="…"><items>…</items></group>`.
        """, properties: [
        Property("layout", "GroupLayout?"),
        Property("spacing", "Double?"),
        Property("radius", "Double?"),
        Property("margins", "Insets?"),
        Property("backgroundColor", "Color?", [.boxed]),
        Property("backgroundImage", "String?"),
        Property("contentMode", "ContentMode?"),
        Property("animationDuration", "Double?"),
        Property("hasDetent", "Bool", default: "false"),
        Property("items", "[InterfaceItem]"),
    ]),
    Model("WatchImage", kinds: ["imageView", "image"], conformance: .watchItem, doc: """
        A WatchKit image: `<imageView alignment="center" image="apple58" contentMode="scaleAspectFit" id="…"/>`.
        """, properties: [
        Property("image", "String?"),
        Property("contentMode", "ContentMode?"),
        Property("tintColor", "Color?", [.boxed]),
        Property("animationDuration", "Double?"),
        Property("animate", "String?", doc: "Whether the image animates: `YES`, `NO` or `immediately`."),
    ]),
    Model("WatchTable", kinds: ["table"], conformance: .watchItem, doc: """
        A WatchKit table: `<table alignment="left" id="…"><items><tableRow identifier="Row" …/></items></table>`.
        """, properties: [
        Property("layout", "GroupLayout?"),
        Property("spacing", "Double?"),
        Property("rows", "[TableRow]", key: "items"),
    ]),
    Model("Separator", kinds: ["separator"], conformance: .watchItem, doc: """
        A WatchKit separator: `<separator alignment="center" id="…"><color key="color" …/></separator>`.
        """, properties: [
        Property("color", "Color?", [.boxed]),
    ]),
    Model("WatchSwitch", kinds: ["switch"], conformance: .watchItem, doc: """
        A WatchKit switch: `<switch alignment="left" value="YES" title="Sound" id="…"/>`.
        """, properties: [
        Property("title", "String?"),
        Property("isOn", "Bool", key: "value", default: "false"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("color", "Color?", [.boxed]),
        Property("titleColor", "Color?", [.boxed]),
        Property("font", "Font?", [.boxed]),
    ]),
    Model("WatchSlider", kinds: ["slider"], conformance: .watchItem, doc: """
        A WatchKit slider: `<slider alignment="left" value="1" maximum="3" steps="3" id="…"/>`.
        """, properties: [
        Property("value", "Double?"),
        Property("minimum", "Double?"),
        Property("maximum", "Double?"),
        Property("steps", "Int?"),
        Property("isContinuous", "Bool", key: "continuous", default: "false"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("color", "Color?", [.boxed]),
        Property("minimumImage", "String?"),
        Property("maximumImage", "String?"),
    ]),
    Model("WatchPicker", kinds: ["picker"], conformance: .watchItem, doc: """
        A WatchKit picker: `<picker height="100" alignment="left" style="sequence" focusStyle="outline" id="…"/>`.
        """, properties: [
        Property("style", "String?"),
        Property("focusStyle", "String?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("indicatorMode", "String?"),
    ]),
    Model("WatchDate", kinds: ["date", "timer"], conformance: .watchItem, doc: """
        A WatchKit date or timer label: `<date alignment="left" format="HH:mm" id="…"/>`, `<timer alignment="left" units="minute,second" id="…"/>`.
        """, properties: [
        Property("format", "String?"),
        Property("dateStyle", "String?"),
        Property("timeStyle", "String?"),
        Property("units", "String?"),
        Property("previewedSeconds", "String?"),
        Property("textColor", "Color?", [.boxed]),
        Property("font", "Font?", [.boxed]),
        Property("textAlignment", "TextAlignment?"),
    ]),
    Model("WatchMap", kinds: ["map"], conformance: .watchItem, doc: """
        A WatchKit map: `<map height="100" alignment="left" id="…"/>`.
        """, properties: [
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
    ]),
    Model("WatchMovie", kinds: ["movie", "inlineMovie"], conformance: .watchItem, doc: """
        A WatchKit movie player: `<movie alignment="left" id="…"/>`, `<inlineMovie …/>`.
        """, properties: [
        Property("posterImage", "String?"),
        Property("videoGravity", "String?"),
        Property("loops", "Bool", default: "false"),
        Property("autoplays", "Bool", default: "false"),
    ]),
    Model("WatchSceneItem", kinds: ["spriteKitScene", "sceneKitScene"], conformance: .watchItem, union: .caseName("scene"), doc: """
        A WatchKit SpriteKit or SceneKit scene: `<spriteKitScene alignment="center" scene="GameScene" id="…"/>`.
        """, properties: [
        Property("scene", "String?"),
        Property("preferredFramesPerSecond", "Int?"),
    ]),
    Model("WatchTextField", kinds: ["textField"], conformance: .watchItem, doc: """
        A WatchKit text field: `<textField alignment="left" placeholder="Name" id="…"/>`.
        """, properties: [
        Property("text", "String?"),
        Property("placeholder", "String?"),
        Property("textColor", "Color?", [.boxed]),
        Property("font", "Font?", [.boxed]),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
    ]),
    Model("TableRow", kinds: ["tableRow"], doc: """
        A row type of a WatchKit table: `<tableRow identifier="Row" customClass="RowController" id="…"><group key="rootItem" …/></tableRow>`; its row controller class is ``customClass``.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String", default: "\"\"", [.alwaysEncoded]),
        Property("identifier", "String?", doc: "The row type, as code asks for it."),
        ] + PropertyGroup.customClass + [
        Property("isSelectable", "Bool", key: "selectable", default: "true"),
        Property("rootItem", "Group?", [.boxed]),
        Property("connections", "[Connection]"),
    ]),
    ])
}
