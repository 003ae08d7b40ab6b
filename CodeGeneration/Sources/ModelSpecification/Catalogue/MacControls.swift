extension Catalogue {
    static let macControls = ModelFile("MacControls", models: [
    Model("PopUpButton", kinds: ["popUpButton"], conformance: .view, doc: """
        An AppKit pop-up button: `<popUpButton><popUpButtonCell key="cell" …><menu key="menu">…</menu></popUpButtonCell></popUpButton>`, read as one control.
        """, properties: [
        Property("cell", "PopUpButtonCell?", [.boxed], doc: "The cell, with the menu, selected item and bezel."),
        Property("isSpringLoaded", "Bool", key: "springLoaded", default: "false", doc: "Whether the menu opens when a drag hovers over the button."),
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
    ]),
    Model("SearchField", kinds: ["searchField"], conformance: .view, doc: """
        An AppKit search field: `<searchField><searchFieldCell key="cell" placeholderString="Search" …/></searchField>`.
        """, properties: [
        Property("cell", "TextFieldCell?", [.boxed]),
        Property("textCompletion", "Bool", default: "true"),
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
    ]),
    Model("ComboBox", kinds: ["comboBox"], conformance: .view, doc: """
        An AppKit combo box: `<comboBox><comboBoxCell key="cell" …><objectValues>…</objectValues></comboBoxCell></comboBox>`.
        """, properties: [
        Property("cell", "TextFieldCell?", [.boxed]),
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
    ]),
    Model("LevelIndicator", kinds: ["levelIndicator"], conformance: .view, doc: """
        An AppKit level indicator: `<levelIndicator><levelIndicatorCell key="cell" …/></levelIndicator>`.
        """, properties: [
        Property("cell", "LevelIndicatorCell?", [.boxed]),
        Property("ratingImage", "String?"),
        Property("ratingPlaceholderImage", "String?"),
        Property("levelIndicatorStyle", "String?"),
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
    ]),
    Model("ColorWell", kinds: ["colorWell"], conformance: .view, doc: """
        An AppKit color well: `<colorWell><color key="color" …/></colorWell>`.
        """, properties: [
        Property("color", "Color?", [.boxed]),
        Property("isBordered", "Bool?", key: "bordered"),
        Property("colorWellStyle", "String?"),
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
    ]),
    Model("PathControl", kinds: ["pathControl"], conformance: .view, doc: """
        An AppKit path control: `<pathControl><pathCell key="cell" …/></pathControl>`.
        """, properties: [
        Property("cell", "TextFieldCell?", [.boxed]),
        Property("url", "URLValue?", [.boxed]),
        Property("allowsExpansionToolTips", "Bool?"),
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
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
        Property("view", "View", doc: "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
    ]),
    ])
}
