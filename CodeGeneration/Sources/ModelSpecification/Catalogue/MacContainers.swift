extension Catalogue {
    static let macContainers = ModelFile("MacContainers", models: [
    Model("GridView", kinds: ["gridView"], conformance: .view, doc: """
        An AppKit grid view: `<gridView xPlacement="leading" yPlacement="fill" rowAlignment="none" rowSpacing="20" …><rows>…</rows><columns>…</columns><gridCells>…</gridCells></gridView>`.
        """, properties: [
        Property("xPlacement", "String?"),
        Property("yPlacement", "String?"),
        Property("rowAlignment", "String?"),
        Property("rowSpacing", "Double?"),
        Property("columnSpacing", "Double?"),
        Property("rows", "[GridRow]"),
        Property("columns", "[GridColumn]"),
        Property("gridCells", "[GridCell]"),
    ]),
    Model("GridRow", kinds: ["gridRow"], doc: """
        A row of an AppKit grid view: `<gridRow height="20" bottomPadding="-13" id="…"/>`.
        """, properties: [
        Property("id", "String?"),
        Property("height", "Double?"),
        Property("topPadding", "Double?"),
        Property("bottomPadding", "Double?"),
        Property("yPlacement", "String?"),
        Property("rowAlignment", "String?"),
        Property("isHidden", "Bool", key: "hidden", default: "false"),
    ]),
    Model("GridColumn", kinds: ["gridColumn"], doc: """
        A column of an AppKit grid view: `<gridColumn width="160" xPlacement="trailing" id="…"/>`.
        """, properties: [
        Property("id", "String?"),
        Property("width", "Double?"),
        Property("leadingPadding", "Double?"),
        Property("trailingPadding", "Double?"),
        Property("xPlacement", "String?"),
        Property("isHidden", "Bool", key: "hidden", default: "false"),
    ]),
    Model("GridCell", kinds: ["gridCell"], references: ["row", "column", "headOfMergedCell"], doc: """
        A cell of an AppKit grid view, with its row, column and content view: `<gridCell row="…" column="…" xPlacement="trailing" id="…"><textField …/></gridCell>`.
        """, properties: [
        Property("id", "String?"),
        Property("row", "String?", doc: "The id of the cell's row."),
        Property("column", "String?", doc: "The id of the cell's column."),
        Property("xPlacement", "String?"),
        Property("yPlacement", "String?"),
        Property("rowAlignment", "String?"),
        Property("headOfMergedCell", "String?", doc: "The id of the cell a merged cell belongs to."),
        Property("contentViews", "[AnyView]", key: "$children", doc: "The content view (Interface Builder writes one at most)."),
    ]),
    Model("ClipView", kinds: ["clipView"], conformance: .view, doc: """
        An AppKit clip view: `<clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO">`; its subview is the document view.
        """, properties: [
        Property("drawsBackground", "Bool?"),
        Property("copiesOnScroll", "Bool?"),
        Property("contentInsets", "Insets?"),
        Property("automaticallyAdjustsContentInsets", "Bool?"),
    ]),
    Model("Scroller", kinds: ["scroller"], conformance: .view, doc: """
        An AppKit scroller: `<scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" …/>`.
        """, properties: [
        Property("isHorizontal", "Bool", key: "horizontal", default: "false"),
        Property("doubleValue", "Double?"),
        Property("knobProportion", "Double?"),
        Property("controlSize", "ControlSize?"),
    ]),
    Model("TableColumn", kinds: ["tableColumn"], doc: """
        An AppKit table column: `<tableColumn identifier="name" width="116" minWidth="40" maxWidth="1000"><tableHeaderCell key="headerCell" title="Name" …/><textFieldCell key="dataCell" …/></tableColumn>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("identifier", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("width", "Double?"),
        Property("minWidth", "Double?"),
        Property("maxWidth", "Double?"),
        Property("isEditable", "Bool?", key: "editable"),
        Property("isHidden", "Bool", key: "hidden", default: "false"),
        Property("headerToolTip", "String?"),
        Property("headerCell", "TableHeaderCell?", [.boxed]),
        Property("dataCell", "AnyCell?"),
        Property("resizingMask", "TableColumnResizingMask?", [.boxed]),
        Property("sortDescriptorPrototype", "SortDescriptor?", [.boxed]),
        Property("prototypeCellViews", "[AnyView]", doc: "View-based tables: the cell views."),
        Property("connections", "[Connection]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("userComments", "AttributedString?", [.boxed], doc: "The comment written in Interface Builder's document outline."),
    ]),
    Model("TableColumnResizingMask", kinds: ["tableColumnResizingMask"], doc: """
        How a table column resizes: `<tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("resizeWithTable", "Bool", default: "false"),
        Property("userResizable", "Bool", default: "false"),
    ]),
    Model("SortDescriptor", kinds: ["sortDescriptor"], doc: """
        A sort descriptor: `<sortDescriptor key="sortDescriptorPrototype" selector="compare:" sortKey="name"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("sortKey", "String?"),
        Property("selector", "String?"),
        Property("ascending", "Bool", default: "true"),
    ]),
    Model("TableViewGridLines", kinds: ["tableViewGridLines"], doc: """
        Which grid lines an AppKit table draws: `<tableViewGridLines key="gridStyleMask" horizontal="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("horizontal", "Bool", default: "false"),
        Property("vertical", "Bool", default: "false"),
        Property("dashed", "Bool", default: "false"),
    ]),
    Model("Box", kinds: ["box"], conformance: .view, doc: """
        An AppKit box: `<box boxType="custom" title="Options" titlePosition="noTitle" …><view key="contentView" …/></box>`.
        """, properties: [
        Property("boxType", "BoxType?"),
        Property("title", "String?"),
        Property("titlePosition", "TitlePosition?"),
        Property("borderType", "BorderType?"),
        Property("borderWidth", "Double?"),
        Property("cornerRadius", "Double?"),
        Property("fillColor", "Color?", [.boxed]),
        Property("borderColor", "Color?", [.boxed]),
        Property("titleFont", "Font?", [.boxed]),
        Property("isTransparent", "Bool", key: "transparent", default: "false"),
        Property("contentViewMargins", "Size?"),
        Property("contentView", "View?", [.boxed]),
    ]),
    Model("TabView", kinds: ["tabView"], conformance: .view, references: ["initialItem"], doc: """
        An AppKit tab view: `<tabView type="noTabsNoBorder" …><tabViewItems><tabViewItem label="General" …>`.
        """, properties: [
        Property("type", "TabViewType?"),
        Property("initialItem", "String?"),
        Property("controlSize", "ControlSize?"),
        Property("drawsBackground", "Bool?"),
        Property("allowsTruncatedLabels", "Bool?"),
        Property("font", "Font?", [.boxed]),
        Property("tabViewItems", "[TabViewItem]"),
    ]),
    Model("TabViewItem", kinds: ["tabViewItem"], doc: """
        A tab of an AppKit tab view or tab view controller: `<tabViewItem label="General" identifier="general" id="…"><view key="view" …/></tabViewItem>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("label", "String?"),
        Property("identifier", "String?"),
        Property("userLabel", "String?"),
        Property("image", "String?"),
        Property("toolTip", "String?"),
        Property("color", "Color?", [.boxed]),
        Property("view", "View?", [.boxed]),
        Property("initialFirstResponder", "String?"),
        Property("connections", "[Connection]"),
    ]),
    Model("SplitView", kinds: ["splitView"], conformance: .view, doc: """
        An AppKit split view: `<splitView vertical="YES" dividerStyle="thin" …>`; its panes are its ``View/subviews``.
        """, properties: [
        Property("isVertical", "Bool", key: "vertical", default: "false"),
        Property("dividerStyle", "SplitViewDividerStyle?"),
        Property("arrangesAllSubviews", "Bool?"),
        Property("autosaveName", "String?"),
        Property("holdingPriorities", "[Double]", doc: "The holding priority of each pane, in order."),
    ]),
    Model("Matrix", kinds: ["matrix", "form"], conformance: .view, union: .casePerKind, doc: """
        An AppKit matrix of cells (radio groups, forms): `<matrix mode="radio" …><size key="cellSize" …/><cells><column>…</column></cells></matrix>`, or a form (`<form>`, a matrix of `formCell`s).
        """, properties: [
        Property("mode", "MatrixMode?"),
        Property("allowsEmptySelection", "Bool?"),
        Property("autorecalculatesCellSize", "Bool?"),
        Property("autosizesCells", "Bool?", doc: "Whether the cells are resized with the matrix so that they keep filling it (`NO` when they are not)."),
        Property("drawsBackground", "Bool?"),
        Property("cellSize", "Size?"),
        Property("intercellSpacing", "Size?"),
        Property("prototype", "AnyCell?"),
        Property("cells", "[MatrixColumn]"),
    ]),
    Model("MatrixColumn", kinds: ["column"], doc: """
        One column of an AppKit matrix: `<column><buttonCell …/>…</column>`.
        """, properties: [
        Property("cells", "[AnyCell]", key: "$children", doc: "The cells, top to bottom."),
    ]),
    ])
}
