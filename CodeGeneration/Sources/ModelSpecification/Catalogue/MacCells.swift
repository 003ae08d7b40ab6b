extension Catalogue {
    static let macCells = ModelFile("MacCells", models: [
    Model("Cell", kinds: nil, doc: """
        The properties every AppKit cell shares: a control's `<buttonCell key="cell" …>`, `<textFieldCell …>`, `<imageCell …>`, … Each cell type (``ButtonCell``, ``TextFieldCell``, …) adds its own; cell kinds without a model of their own decode as this.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"actionCell\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("identifier", "String?"),
        Property("title", "String?", doc: "The title or string value; an attribute or a `<string key=\"title\">` child."),
        Property("attributedTitle", "AttributedString?", [.boxed]),
        Property("alignment", "TextAlignment?"),
        Property("lineBreakMode", "LineBreakMode?"),
        Property("controlSize", "ControlSize?"),
        Property("borderStyle", "BorderStyle?"),
        Property("state", "CellState?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("tag", "Int", default: "0"),
        Property("font", "Font?", [.boxed]),
        Property("textColor", "Color?", [.boxed]),
        Property("backgroundColor", "Color?", [.boxed]),
        Property("drawsBackground", "Bool?"),
        Property("isEditable", "Bool", key: "editable", default: "false"),
        Property("isSelectable", "Bool", key: "selectable", default: "false"),
        Property("isScrollable", "Bool", key: "scrollable", default: "false"),
        Property("sendsActionOnEndEditing", "Bool", default: "false"),
        Property("isContinuous", "Bool", key: "continuous", default: "false"),
        Property("refusesFirstResponder", "Bool", default: "false"),
        Property("focusRingType", "FocusRingType?"),
        Property("usesSingleLineMode", "Bool", default: "false"),
        Property("truncatesLastVisibleLine", "Bool", default: "false"),
        Property("allowsUndo", "Bool?"),
        Property("allowsEditingTextAttributes", "Bool", default: "false"),
        Property("importsGraphics", "Bool", default: "false"),
        Property("isBordered", "Bool?", key: "bordered"),
        Property("isBezeled", "Bool?", key: "bezeled"),
        Property("baseWritingDirection", "String?"),
        Property("userInterfaceLayoutDirection", "String?", doc: "The cell's layout direction when it differs from the application's (`rightToLeft`)."),
        Property("allowsMixedState", "Bool", default: "false"),
        Property("isHighlighted", "Bool", key: "highlighted", default: "false"),
        Property("toolTip", "String?"),
        Property("doubleValue", "Double?"),
        Property("formatter", "Formatter?", [.boxed]),
        Property("accessibility", "Accessibility?", [.boxed]),
        Property("connections", "[Connection]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("userComments", "AttributedString?", [.boxed], doc: "The comment written in Interface Builder's document outline."),
    ]),
    Model("ButtonCell", kinds: ["buttonCell"], conformance: .cell, extraKeys: ["catalog"], doc: """
        An AppKit button cell: `<buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" …><behavior key="behavior" …/><font key="font" metaFont="system"/></buttonCell>`.
        """, properties: PropertyGroup.buttonCell
    ),
    Model("ButtonBehavior", kinds: ["behavior"], doc: """
        How a button cell highlights and shows its state: `<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("pushIn", "Bool", default: "false"),
        Property("lightByBackground", "Bool", default: "false"),
        Property("lightByGray", "Bool", default: "false"),
        Property("lightByContents", "Bool", default: "false"),
        Property("changeContents", "Bool", default: "false"),
        Property("changeBackground", "Bool", default: "false"),
        Property("changeGray", "Bool", default: "false"),
        Property("doesNotDimImage", "Bool", default: "false"),
        Property("multiLevelAccelerator", "Bool", default: "false"),
    ]),
    Model("PopUpButtonCell", kinds: ["popUpButtonCell"], conformance: .cell, extraKeys: ["catalog"], references: ["selectedItem"], doc: """
        An AppKit pop-up button cell: `<popUpButtonCell key="cell" type="push" bezelStyle="rounded" selectedItem="…" …><menu key="menu">…</menu></popUpButtonCell>`.
        """, properties: PropertyGroup.buttonCell + [
        Property("menu", "Menu?", [.boxed]),
        Property("selectedItem", "String?", doc: "The id of the selected menu item."),
        Property("preferredEdge", "RectEdge?"),
        Property("arrowPosition", "PopUpArrowPosition?"),
        Property("pullsDown", "Bool", default: "false"),
        Property("autoenablesItems", "Bool?"),
        Property("usesItemFromMenu", "Bool?"),
        Property("altersStateOfSelectedItem", "Bool?"),
    ]),
    Model("TextFieldCell", kinds: ["textFieldCell", "secureTextFieldCell", "tokenFieldCell", "comboBoxCell", "searchFieldCell", "pathCell", "formCell"], conformance: .cell, doc: """
        An AppKit text field cell: `<textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="…"><font key="font" …/><color key="textColor" …/></textFieldCell>`; also secure text field, token field, combo box, search field, path and form cells, with their own settings.
        """, properties: [
        Property("placeholderString", "String?"),
        Property("allowedTypes", "[String]", doc: "A path cell's allowed file types (`<allowedTypes><string>public.folder</string></allowedTypes>`)."),
        Property("attributedPlaceholder", "AttributedString?", key: "placeholderAttributedString", [.boxed]),
        Property("bezelStyle", "BezelStyle?"),
        Property("echosBullets", "Bool?"),
        Property("tokenStyle", "String?"),
        Property("numberOfVisibleItems", "Int?"),
        Property("completes", "Bool?"),
        Property("hasVerticalScroller", "Bool?"),
        Property("intercellSpacing", "Size?"),
        Property("objectValues", "[String]", doc: "A combo box's items."),
        Property("allowedInputSourceLocales", "[String]"),
        Property("recentsAutosaveName", "String?"),
        Property("maximumRecents", "Int?"),
        Property("sendsWholeSearchString", "Bool", default: "false"),
        Property("sendsSearchStringImmediately", "Bool", default: "false"),
        Property("searchButtonCell", "ButtonCell?", [.boxed]),
        Property("cancelButtonCell", "ButtonCell?", [.boxed]),
        Property("pathStyle", "String?"),
        Property("url", "URLValue?", [.boxed]),
    ]),
    Model("ImageCell", kinds: ["imageCell"], conformance: .cell, extraKeys: ["catalog"], doc: """
        An AppKit image cell: `<imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSAdvanced" …/>`.
        """, properties: [
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("imageScaling", "ImageScaling?"),
        Property("imageAlignment", "String?"),
        Property("imageFrameStyle", "String?"),
        Property("animates", "Bool", default: "false"),
    ]),
    Model("SliderCell", kinds: ["sliderCell"], conformance: .cell, doc: """
        An AppKit slider cell: `<sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" …/>`.
        """, properties: [
        Property("minValue", "Double?"),
        Property("maxValue", "Double?"),
        Property("tickMarkPosition", "TickMarkPosition?"),
        Property("sliderType", "SliderType?"),
        Property("numberOfTickMarks", "Int?"),
        Property("allowsTickMarkValuesOnly", "Bool", default: "false"),
        Property("altIncrementValue", "Double?"),
        Property("isVertical", "Bool?", key: "vertical"),
    ]),
    Model("SegmentedCell", kinds: ["segmentedCell"], conformance: .cell, doc: """
        An AppKit segmented cell: `<segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" …><segments>…</segments></segmentedCell>`.
        """, properties: [
        Property("trackingMode", "SegmentSwitchTracking?"),
        Property("style", "SegmentStyle?"),
        Property("segments", "[Segment]"),
        Property("segmentDistribution", "String?"),
    ]),
    Model("DatePickerCell", kinds: ["datePickerCell"], conformance: .cell, doc: """
        An AppKit date picker cell: `<datePickerCell key="cell" borderStyle="bezel" alignment="left" …><date key="date" …/><datePickerElements key="datePickerElements" hour="YES" minute="YES"/></datePickerCell>`.
        """, properties: [
        Property("datePickerStyle", "DatePickerStyle?"),
        Property("datePickerMode", "String?"),
        Property("datePickerElements", "DatePickerElements?", [.boxed]),
        Property("date", "DateValue?"),
        Property("minDate", "DateValue?"),
        Property("maxDate", "DateValue?"),
        Property("timeInterval", "Double?"),
        Property("locale", "LocaleValue?"),
    ]),
    Model("DatePickerElements", kinds: ["datePickerElements"], doc: """
        Which parts of a date an AppKit date picker shows: `<datePickerElements key="datePickerElements" year="YES" month="YES" day="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("year", "Bool", default: "false"),
        Property("month", "Bool", default: "false"),
        Property("day", "Bool", default: "false"),
        Property("hour", "Bool", default: "false"),
        Property("minute", "Bool", default: "false"),
        Property("second", "Bool", default: "false"),
        Property("era", "Bool", default: "false"),
        Property("timeZone", "Bool", default: "false"),
    ]),
    Model("LevelIndicatorCell", kinds: ["levelIndicatorCell"], conformance: .cell, doc: """
        An AppKit level indicator cell: `<levelIndicatorCell key="cell" alignment="left" maxValue="5" levelIndicatorStyle="rating"/>`.
        """, properties: [
        Property("levelIndicatorStyle", "LevelIndicatorStyle?"),
        Property("minValue", "Double?"),
        Property("maxValue", "Double?"),
        Property("warningValue", "Double?"),
        Property("criticalValue", "Double?"),
        Property("numberOfTickMarks", "Int?"),
        Property("numberOfMajorTickMarks", "Int?"),
        Property("tickMarkPosition", "TickMarkPosition?"),
    ]),
    Model("StepperCell", kinds: ["stepperCell"], conformance: .cell, doc: """
        An AppKit stepper cell: `<stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" …/>`.
        """, properties: [
        Property("minValue", "Double?"),
        Property("maxValue", "Double?"),
        Property("increment", "Double?"),
        Property("autorepeat", "Bool?"),
        Property("valueWraps", "Bool?"),
    ]),
    ])
}
