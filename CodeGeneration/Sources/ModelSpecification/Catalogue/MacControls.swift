extension Catalogue {
    static let macControls = ModelFile("MacControls", models: [
    Model("PopUpButton", kinds: ["popUpButton"], conformance: .view, doc: """
        An AppKit pop-up button: `<popUpButton><popUpButtonCell key="cell" …><menu key="menu">…</menu></popUpButtonCell></popUpButton>`, read as one control.
        """, properties: [
        Property("cell", "PopUpButtonCell?", [.boxed], doc: "The cell, with the menu, selected item and bezel."),
        Property("isSpringLoaded", "Bool", key: "springLoaded", default: "false", doc: "Whether the menu opens when a drag hovers over the button."),
    ]),
    Model("SearchField", kinds: ["searchField"], conformance: .view, doc: """
        An AppKit search field: `<searchField><searchFieldCell key="cell" placeholderString="Search" …/></searchField>`.
        """, properties: [
        Property("cell", "TextFieldCell?", [.boxed]),
        Property("textCompletion", "Bool", default: "true"),
    ]),
    Model("ComboBox", kinds: ["comboBox"], conformance: .view, doc: """
        An AppKit combo box: `<comboBox><comboBoxCell key="cell" …><objectValues>…</objectValues></comboBoxCell></comboBox>`.
        """, properties: [
        Property("cell", "TextFieldCell?", [.boxed]),
    ]),
    Model("LevelIndicator", kinds: ["levelIndicator"], conformance: .view, doc: """
        An AppKit level indicator: `<levelIndicator><levelIndicatorCell key="cell" …/></levelIndicator>`.
        """, properties: [
        Property("cell", "LevelIndicatorCell?", [.boxed]),
        Property("ratingImage", "String?"),
        Property("ratingPlaceholderImage", "String?"),
        Property("levelIndicatorStyle", "String?"),
    ]),
    Model("ColorWell", kinds: ["colorWell"], conformance: .view, doc: """
        An AppKit color well: `<colorWell><color key="color" …/></colorWell>`.
        """, properties: [
        Property("color", "Color?", [.boxed]),
        Property("isBordered", "Bool?", key: "bordered"),
        Property("colorWellStyle", "String?"),
    ]),
    Model("PathControl", kinds: ["pathControl"], conformance: .view, doc: """
        An AppKit path control: `<pathControl><pathCell key="cell" …/></pathControl>`.
        """, properties: [
        Property("cell", "TextFieldCell?", [.boxed]),
        Property("url", "URLValue?", [.boxed]),
        Property("allowsExpansionToolTips", "Bool?"),
    ]),
    Model("Control", kinds: ["control"], conformance: .view, doc: """
        A plain AppKit control, most often of a custom class: `<control customClass="SRRecorderControl" …><actionCell key="cell" …/></control>`.
        """, properties: [
        Property("cell", "AnyCell?", doc: "The control's cell, of whatever kind the file names."),
    ]),
    Model("ComboButton", kinds: ["comboButton"], conformance: .view, extraKeys: ["catalog"], doc: """
        An AppKit combo button (macOS 13): a button with a menu of more actions: `<comboButton title="Export" imageScaling="proportionallyDown" …><menu key="menu" …/></comboButton>`.
        """, properties: [
        Property("title", "String?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("imageScaling", "ImageScaling?"),
        Property("style", "String?", doc: "`split` (the default) or `unified`."),
        Property("alignment", "TextAlignment?"),
        Property("baseWritingDirection", "String?"),
        Property("menu", "Menu?", [.boxed], doc: "The menu of the button's other actions."),
    ]),
    Model("PredicateEditor", kinds: ["predicateEditor"], conformance: .view, doc: """
        An AppKit predicate editor: `<predicateEditor nestingMode="compound" rowHeight="25" …><rowTemplates><predicateEditorRowTemplate …/></rowTemplates></predicateEditor>`.
        """, properties: [
        Property("nestingMode", "String?", doc: "How rows nest (`simple`, `compound`, `single`, `list`)."),
        Property("rowHeight", "Double?"),
        Property("canRemoveAllRows", "Bool?"),
        Property("formattingStringsFilename", "String?", doc: "The strings file that localizes the rows."),
        Property("rowTemplates", "[PredicateEditorRowTemplate]"),
    ]),
    Model("PredicateEditorRowTemplate", kinds: ["predicateEditorRowTemplate"], locals: ["rightOperand: PredicateOperandValue? = container.optional(.rightAttributeType)"], doc: """
        A row template of a predicate editor: its left expressions (key paths), operators and right expressions or attribute type, and the pop-up menus that show them: `<predicateEditorRowTemplate rowType="simple" id="…"><array key="leftExpressionObject">…</array><popUpMenus>…</popUpMenus></predicateEditorRowTemplate>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        ] + PropertyGroup.customClass + [
        Property("rowType", "String?", doc: "`simple` for a comparison, `compound` for Any/All/None."),
        Property("leftExpressions", "[Expression]", key: "leftExpressionObject", doc: "The left expressions: the key paths the row compares."),
        Property("rightExpressions", "[Expression]", [.noKey], decode: "rightOperand?.expressions ?? []",
                 encode: ["if !rightExpressions.isEmpty { try container.encode(rightExpressions, forKey: .rightAttributeType) } else { try container.encodeIfPresent(rightAttributeType, forKey: .rightAttributeType) }"],
                 doc: "The constant right expressions the row offers (`<array key=\"rightExpressionObject\">`), when it offers a list."),
        Property("rightAttributeType", "String?", key: "rightExpressionObject", decode: "rightOperand?.value", encode: [],
                 doc: "The attribute type of a right expression the user types (`<integer key=\"rightExpressionObject\" value=\"700\"/>`: a string), as written."),
        Property("options", "ValueDictionary?", [.boxed], doc: "The comparison options (`<comparisonPredicateOptions key=\"options\" caseInsensitive=\"YES\"/>`)."),
        Property("popUpMenus", "[Menu]", doc: "The menus of the row's pop-up buttons, in order: left expressions, operators, right expressions."),
    ]),
    Model("Expression", kinds: ["expression"], doc: """
        An `NSExpression` a predicate editor offers: a key path (`<expression type="keyPath"><string key="keyPath">name</string></expression>`) or a constant (`<string key="constantValue">`).
        """, properties: [
        Property("key", "String?"),
        Property("type", "String?", doc: "`keyPath` or `constant`."),
        Property("keyPath", "String?"),
        Property("constantValue", "String?", doc: "The constant as written: the text of a `<string>`, the value of an `<integer>` or `<real>`."),
    ]),
    Model("URLValue", kinds: ["url"], doc: """
        A URL: `<url key="url" string="file://localhost/Applications/"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("string", "String?"),
    ]),
    Model("ProgressIndicator", kinds: ["progressIndicator"], conformance: .view, doc: """
        An AppKit progress indicator: `<progressIndicator style="spinning" maxValue="100" indeterminate="YES" …/>`.
        """, properties: [
        Property("style", "ProgressIndicatorStyle?"),
        Property("minValue", "Double?"),
        Property("maxValue", "Double?"),
        Property("doubleValue", "Double?"),
        Property("isIndeterminate", "Bool", key: "indeterminate", default: "false"),
        Property("isBezeled", "Bool?", key: "bezeled"),
        Property("controlSize", "ControlSize?"),
        Property("isDisplayedWhenStopped", "Bool?", key: "displayedWhenStopped"),
        Property("usesThreadedAnimation", "Bool?"),
    ]),
    ])
}
