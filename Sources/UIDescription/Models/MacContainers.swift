/// An AppKit grid view: `<gridView xPlacement="leading" yPlacement="fill" rowAlignment="none" rowSpacing="20"
/// …><rows>…</rows><columns>…</columns><gridCells>…</gridCells></gridView>`.
public struct GridView: ViewElement {
    public static let elementKinds: Set<String>? = ["gridView"]
    public var xPlacement: String?
    public var yPlacement: String?
    public var rowAlignment: String?
    public var rowSpacing: Double?
    public var columnSpacing: Double?
    public var rows: [GridRow]
    public var columns: [GridColumn]
    public var gridCells: [GridCell]
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case xPlacement, yPlacement, rowAlignment, rowSpacing, columnSpacing, rows, columns, gridCells
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(xPlacement, forKey: .xPlacement)
        try container.encodeIfPresent(yPlacement, forKey: .yPlacement)
        try container.encodeIfPresent(rowAlignment, forKey: .rowAlignment)
        try container.encodeIfPresent(rowSpacing, forKey: .rowSpacing)
        try container.encodeIfPresent(columnSpacing, forKey: .columnSpacing)
        try container.encodeList(rows, forKey: .rows)
        try container.encodeList(columns, forKey: .columns)
        try container.encodeList(gridCells, forKey: .gridCells)
    }
}

extension GridView {
    public init(view: View, xPlacement: String? = nil, yPlacement: String? = nil, rowAlignment: String? = nil,
                rowSpacing: Double? = nil, columnSpacing: Double? = nil, rows: [GridRow] = [],
                columns: [GridColumn] = [], gridCells: [GridCell] = []) {
        self.view = view
        self.xPlacement = xPlacement
        self.yPlacement = yPlacement
        self.rowAlignment = rowAlignment
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.rows = rows
        self.columns = columns
        self.gridCells = gridCells
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let xPlacement: String? = container.optional(.xPlacement)
        let yPlacement: String? = container.optional(.yPlacement)
        let rowAlignment: String? = container.optional(.rowAlignment)
        let rowSpacing: Double? = container.optional(.rowSpacing)
        let columnSpacing: Double? = container.optional(.columnSpacing)
        let rows: [GridRow] = container.list(.rows)
        let columns: [GridColumn] = container.list(.columns)
        let gridCells: [GridCell] = container.list(.gridCells)
        try container.finish()
        self.init(xPlacement: xPlacement, yPlacement: yPlacement, rowAlignment: rowAlignment, rowSpacing: rowSpacing,
                  columnSpacing: columnSpacing, rows: rows, columns: columns, gridCells: gridCells, view: view)
    }
}

/// A row of an AppKit grid view: `<gridRow height="20" bottomPadding="-13" id="…"/>`.
public struct GridRow: InterfaceElement {
    public static let elementKinds: Set<String>? = ["gridRow"]
    public var id: String?
    public var height: Double?
    public var topPadding: Double?
    public var bottomPadding: Double?
    public var yPlacement: String?
    public var rowAlignment: String?
    public var isHidden: Bool

    public init(id: String? = nil, height: Double? = nil, topPadding: Double? = nil, bottomPadding: Double? = nil,
                yPlacement: String? = nil, rowAlignment: String? = nil, isHidden: Bool = false) {
        self.id = id
        self.height = height
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.yPlacement = yPlacement
        self.rowAlignment = rowAlignment
        self.isHidden = isHidden
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, height, topPadding, bottomPadding, yPlacement, rowAlignment, isHidden = "hidden"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        height = container.optional(.height)
        topPadding = container.optional(.topPadding)
        bottomPadding = container.optional(.bottomPadding)
        yPlacement = container.optional(.yPlacement)
        rowAlignment = container.optional(.rowAlignment)
        isHidden = container.decode(.isHidden, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "gridRow", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(topPadding, forKey: .topPadding)
        try container.encodeIfPresent(bottomPadding, forKey: .bottomPadding)
        try container.encodeIfPresent(yPlacement, forKey: .yPlacement)
        try container.encodeIfPresent(rowAlignment, forKey: .rowAlignment)
        try container.encode(isHidden, forKey: .isHidden, default: false)
    }
}

/// A column of an AppKit grid view: `<gridColumn width="160" xPlacement="trailing" id="…"/>`.
public struct GridColumn: InterfaceElement {
    public static let elementKinds: Set<String>? = ["gridColumn"]
    public var id: String?
    public var width: Double?
    public var leadingPadding: Double?
    public var trailingPadding: Double?
    public var xPlacement: String?
    public var isHidden: Bool

    public init(id: String? = nil, width: Double? = nil, leadingPadding: Double? = nil,
                trailingPadding: Double? = nil, xPlacement: String? = nil, isHidden: Bool = false) {
        self.id = id
        self.width = width
        self.leadingPadding = leadingPadding
        self.trailingPadding = trailingPadding
        self.xPlacement = xPlacement
        self.isHidden = isHidden
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, width, leadingPadding, trailingPadding, xPlacement, isHidden = "hidden"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        width = container.optional(.width)
        leadingPadding = container.optional(.leadingPadding)
        trailingPadding = container.optional(.trailingPadding)
        xPlacement = container.optional(.xPlacement)
        isHidden = container.decode(.isHidden, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "gridColumn", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(leadingPadding, forKey: .leadingPadding)
        try container.encodeIfPresent(trailingPadding, forKey: .trailingPadding)
        try container.encodeIfPresent(xPlacement, forKey: .xPlacement)
        try container.encode(isHidden, forKey: .isHidden, default: false)
    }
}

/// A cell of an AppKit grid view, with its row, column and content view: `<gridCell row="…" column="…"
/// xPlacement="trailing" id="…"><textField …/></gridCell>`.
public struct GridCell: InterfaceElement {
    public static let elementKinds: Set<String>? = ["gridCell"]
    public var id: String?
    /// The id of the cell's row.
    public var row: String?
    /// The id of the cell's column.
    public var column: String?
    public var xPlacement: String?
    public var yPlacement: String?
    public var rowAlignment: String?
    /// The id of the cell a merged cell belongs to.
    public var headOfMergedCell: String?
    /// The content view (Interface Builder writes one at most).
    public var contentViews: [AnyView]

    public init(id: String? = nil, row: String? = nil, column: String? = nil, xPlacement: String? = nil,
                yPlacement: String? = nil, rowAlignment: String? = nil, headOfMergedCell: String? = nil,
                contentViews: [AnyView] = []) {
        self.id = id
        self.row = row
        self.column = column
        self.xPlacement = xPlacement
        self.yPlacement = yPlacement
        self.rowAlignment = rowAlignment
        self.headOfMergedCell = headOfMergedCell
        self.contentViews = contentViews
    }

    /// The cell's content view.
    public var contentView: AnyView? { contentViews.first }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, row, column, xPlacement, yPlacement, rowAlignment, headOfMergedCell, contentViews = "$children"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        row = container.optional(.row)
        column = container.optional(.column)
        xPlacement = container.optional(.xPlacement)
        yPlacement = container.optional(.yPlacement)
        rowAlignment = container.optional(.rowAlignment)
        headOfMergedCell = container.optional(.headOfMergedCell)
        contentViews = container.list(.contentViews)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "gridCell", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(row, forKey: .row)
        try container.encodeIfPresent(column, forKey: .column)
        try container.encodeIfPresent(xPlacement, forKey: .xPlacement)
        try container.encodeIfPresent(yPlacement, forKey: .yPlacement)
        try container.encodeIfPresent(rowAlignment, forKey: .rowAlignment)
        try container.encodeIfPresent(headOfMergedCell, forKey: .headOfMergedCell)
        try container.encodeList(contentViews, forKey: .contentViews)
    }
}

/// An AppKit clip view: `<clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO">`; its subview is
/// the document view.
public struct ClipView: ViewElement {
    public static let elementKinds: Set<String>? = ["clipView"]
    public var drawsBackground: Bool?
    public var copiesOnScroll: Bool?
    public var contentInsets: Insets?
    public var automaticallyAdjustsContentInsets: Bool?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case drawsBackground, copiesOnScroll, contentInsets, automaticallyAdjustsContentInsets
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(drawsBackground, forKey: .drawsBackground)
        try container.encodeIfPresent(copiesOnScroll, forKey: .copiesOnScroll)
        try container.encodeIfPresent(contentInsets, forKey: .contentInsets)
        try container.encodeIfPresent(automaticallyAdjustsContentInsets, forKey: .automaticallyAdjustsContentInsets)
    }
}

extension ClipView {
    public init(view: View, drawsBackground: Bool? = nil, copiesOnScroll: Bool? = nil, contentInsets: Insets? = nil,
                automaticallyAdjustsContentInsets: Bool? = nil) {
        self.view = view
        self.drawsBackground = drawsBackground
        self.copiesOnScroll = copiesOnScroll
        self.contentInsets = contentInsets
        self.automaticallyAdjustsContentInsets = automaticallyAdjustsContentInsets
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let drawsBackground: Bool? = container.optional(.drawsBackground)
        let copiesOnScroll: Bool? = container.optional(.copiesOnScroll)
        let contentInsets: Insets? = container.optional(.contentInsets)
        let automaticallyAdjustsContentInsets: Bool? = container.optional(.automaticallyAdjustsContentInsets)
        try container.finish()
        self.init(drawsBackground: drawsBackground, copiesOnScroll: copiesOnScroll, contentInsets: contentInsets,
                  automaticallyAdjustsContentInsets: automaticallyAdjustsContentInsets, view: view)
    }
}

/// An AppKit scroller: `<scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" …/>`.
public struct Scroller: ViewElement {
    public static let elementKinds: Set<String>? = ["scroller"]
    public var isHorizontal: Bool
    public var doubleValue: Double?
    public var knobProportion: Double?
    public var controlSize: ControlSize?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case isHorizontal = "horizontal", doubleValue, knobProportion, controlSize
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isHorizontal, forKey: .isHorizontal, default: false)
        try container.encodeIfPresent(doubleValue, forKey: .doubleValue)
        try container.encodeIfPresent(knobProportion, forKey: .knobProportion)
        try container.encodeIfPresent(controlSize, forKey: .controlSize)
    }
}

extension Scroller {
    public init(view: View, isHorizontal: Bool = false, doubleValue: Double? = nil, knobProportion: Double? = nil,
                controlSize: ControlSize? = nil) {
        self.view = view
        self.isHorizontal = isHorizontal
        self.doubleValue = doubleValue
        self.knobProportion = knobProportion
        self.controlSize = controlSize
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let isHorizontal: Bool = container.decode(.isHorizontal, default: false)
        let doubleValue: Double? = container.optional(.doubleValue)
        let knobProportion: Double? = container.optional(.knobProportion)
        let controlSize: ControlSize? = container.optional(.controlSize)
        try container.finish()
        self.init(isHorizontal: isHorizontal, doubleValue: doubleValue, knobProportion: knobProportion,
                  controlSize: controlSize, view: view)
    }
}

/// An AppKit table column: `<tableColumn identifier="name" width="116" minWidth="40"
/// maxWidth="1000"><tableHeaderCell key="headerCell" title="Name" …/><textFieldCell key="dataCell"
/// …/></tableColumn>`.
public struct TableColumn: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tableColumn"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var identifier: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    public var width: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var isEditable: Bool?
    public var isHidden: Bool
    public var headerToolTip: String?
    @Boxed public var headerCell: TableHeaderCell?
    public var dataCell: AnyCell?
    @Boxed public var resizingMask: TableColumnResizingMask?
    @Boxed public var sortDescriptorPrototype: SortDescriptor?
    /// View-based tables: the cell views.
    public var prototypeCellViews: [AnyView]
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    /// The comment written in Interface Builder's document outline.
    @Boxed public var userComments: AttributedString?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, identifier, customClass, customModule, customModuleProvider, userLabel, width, minWidth, maxWidth
        case isEditable = "editable", isHidden = "hidden", headerToolTip, headerCell, dataCell, resizingMask
        case sortDescriptorPrototype, prototypeCellViews, connections, userDefinedRuntimeAttributes, userComments
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tableColumn", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(minWidth, forKey: .minWidth)
        try container.encodeIfPresent(maxWidth, forKey: .maxWidth)
        try container.encodeIfPresent(isEditable, forKey: .isEditable)
        try container.encode(isHidden, forKey: .isHidden, default: false)
        try container.encodeIfPresent(headerToolTip, forKey: .headerToolTip)
        try container.encodeIfPresent(headerCell, forKey: .headerCell)
        try container.encodeIfPresent(dataCell, forKey: .dataCell)
        try container.encodeIfPresent(resizingMask, forKey: .resizingMask)
        try container.encodeIfPresent(sortDescriptorPrototype, forKey: .sortDescriptorPrototype)
        try container.encodeList(prototypeCellViews, forKey: .prototypeCellViews)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension TableColumn {
    public init(id: String? = nil, identifier: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                width: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil, isEditable: Bool? = nil,
                isHidden: Bool = false, headerToolTip: String? = nil, headerCell: TableHeaderCell? = nil,
                dataCell: AnyCell? = nil, resizingMask: TableColumnResizingMask? = nil,
                sortDescriptorPrototype: SortDescriptor? = nil, prototypeCellViews: [AnyView] = [],
                connections: [Connection] = [], userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [],
                userComments: AttributedString? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.identifier = identifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.width = width
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.isEditable = isEditable
        self.isHidden = isHidden
        self.headerToolTip = headerToolTip
        self.headerCell = headerCell
        self.dataCell = dataCell
        self.resizingMask = resizingMask
        self.sortDescriptorPrototype = sortDescriptorPrototype
        self.prototypeCellViews = prototypeCellViews
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let identifier: String? = container.optional(.identifier)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let width: Double? = container.optional(.width)
        let minWidth: Double? = container.optional(.minWidth)
        let maxWidth: Double? = container.optional(.maxWidth)
        let isEditable: Bool? = container.optional(.isEditable)
        let isHidden: Bool = container.decode(.isHidden, default: false)
        let headerToolTip: String? = container.optional(.headerToolTip)
        let headerCell: TableHeaderCell? = container.optional(.headerCell)
        let dataCell: AnyCell? = container.optional(.dataCell)
        let resizingMask: TableColumnResizingMask? = container.optional(.resizingMask)
        let sortDescriptorPrototype: SortDescriptor? = container.optional(.sortDescriptorPrototype)
        let prototypeCellViews: [AnyView] = container.list(.prototypeCellViews)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, identifier: identifier, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  width: width, minWidth: minWidth, maxWidth: maxWidth, isEditable: isEditable, isHidden: isHidden,
                  headerToolTip: headerToolTip, headerCell: headerCell, dataCell: dataCell, resizingMask: resizingMask,
                  sortDescriptorPrototype: sortDescriptorPrototype, prototypeCellViews: prototypeCellViews,
                  connections: connections, userDefinedRuntimeAttributes: userDefinedRuntimeAttributes,
                  userComments: userComments)
    }
}

/// How a table column resizes: `<tableColumnResizingMask key="resizingMask" resizeWithTable="YES"
/// userResizable="YES"/>`.
public struct TableColumnResizingMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tableColumnResizingMask"]
    public var key: String?
    public var resizeWithTable: Bool
    public var userResizable: Bool

    public init(key: String? = nil, resizeWithTable: Bool = false, userResizable: Bool = false) {
        self.key = key
        self.resizeWithTable = resizeWithTable
        self.userResizable = userResizable
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, resizeWithTable, userResizable
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        resizeWithTable = container.decode(.resizeWithTable, default: false)
        userResizable = container.decode(.userResizable, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tableColumnResizingMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(resizeWithTable, forKey: .resizeWithTable, default: false)
        try container.encode(userResizable, forKey: .userResizable, default: false)
    }
}

/// A sort descriptor: `<sortDescriptor key="sortDescriptorPrototype" selector="compare:" sortKey="name"/>`.
public struct SortDescriptor: InterfaceElement {
    public static let elementKinds: Set<String>? = ["sortDescriptor"]
    public var key: String?
    public var sortKey: String?
    public var selector: String?
    public var ascending: Bool

    public init(key: String? = nil, sortKey: String? = nil, selector: String? = nil, ascending: Bool = true) {
        self.key = key
        self.sortKey = sortKey
        self.selector = selector
        self.ascending = ascending
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, sortKey, selector, ascending
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        sortKey = container.optional(.sortKey)
        selector = container.optional(.selector)
        ascending = container.decode(.ascending, default: true)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "sortDescriptor", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(sortKey, forKey: .sortKey)
        try container.encodeIfPresent(selector, forKey: .selector)
        try container.encode(ascending, forKey: .ascending, default: true)
    }
}

/// Which grid lines an AppKit table draws: `<tableViewGridLines key="gridStyleMask" horizontal="YES"/>`.
public struct TableViewGridLines: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tableViewGridLines"]
    public var key: String?
    public var horizontal: Bool
    public var vertical: Bool
    public var dashed: Bool

    public init(key: String? = nil, horizontal: Bool = false, vertical: Bool = false, dashed: Bool = false) {
        self.key = key
        self.horizontal = horizontal
        self.vertical = vertical
        self.dashed = dashed
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, horizontal, vertical, dashed
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        horizontal = container.decode(.horizontal, default: false)
        vertical = container.decode(.vertical, default: false)
        dashed = container.decode(.dashed, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tableViewGridLines", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(horizontal, forKey: .horizontal, default: false)
        try container.encode(vertical, forKey: .vertical, default: false)
        try container.encode(dashed, forKey: .dashed, default: false)
    }
}

/// An AppKit box: `<box boxType="custom" title="Options" titlePosition="noTitle" …><view key="contentView"
/// …/></box>`.
public struct Box: ViewElement {
    public static let elementKinds: Set<String>? = ["box"]
    public var boxType: BoxType?
    public var title: String?
    public var titlePosition: TitlePosition?
    public var borderType: BorderType?
    public var borderWidth: Double?
    public var cornerRadius: Double?
    @Boxed public var fillColor: Color?
    @Boxed public var borderColor: Color?
    @Boxed public var titleFont: Font?
    public var isTransparent: Bool
    public var contentViewMargins: Size?
    @Boxed public var contentView: View?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case boxType, title, titlePosition, borderType, borderWidth, cornerRadius, fillColor, borderColor, titleFont
        case isTransparent = "transparent", contentViewMargins, contentView
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(boxType, forKey: .boxType)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(titlePosition, forKey: .titlePosition)
        try container.encodeIfPresent(borderType, forKey: .borderType)
        try container.encodeIfPresent(borderWidth, forKey: .borderWidth)
        try container.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try container.encodeIfPresent(fillColor, forKey: .fillColor)
        try container.encodeIfPresent(borderColor, forKey: .borderColor)
        try container.encodeIfPresent(titleFont, forKey: .titleFont)
        try container.encode(isTransparent, forKey: .isTransparent, default: false)
        try container.encodeIfPresent(contentViewMargins, forKey: .contentViewMargins)
        try container.encodeIfPresent(contentView, forKey: .contentView)
    }
}

extension Box {
    public init(view: View, boxType: BoxType? = nil, title: String? = nil, titlePosition: TitlePosition? = nil,
                borderType: BorderType? = nil, borderWidth: Double? = nil, cornerRadius: Double? = nil,
                fillColor: Color? = nil, borderColor: Color? = nil, titleFont: Font? = nil,
                isTransparent: Bool = false, contentViewMargins: Size? = nil, contentView: View? = nil) {
        self.view = view
        self.boxType = boxType
        self.title = title
        self.titlePosition = titlePosition
        self.borderType = borderType
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.fillColor = fillColor
        self.borderColor = borderColor
        self.titleFont = titleFont
        self.isTransparent = isTransparent
        self.contentViewMargins = contentViewMargins
        self.contentView = contentView
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let boxType: BoxType? = container.optional(.boxType)
        let title: String? = container.optional(.title)
        let titlePosition: TitlePosition? = container.optional(.titlePosition)
        let borderType: BorderType? = container.optional(.borderType)
        let borderWidth: Double? = container.optional(.borderWidth)
        let cornerRadius: Double? = container.optional(.cornerRadius)
        let fillColor: Color? = container.optional(.fillColor)
        let borderColor: Color? = container.optional(.borderColor)
        let titleFont: Font? = container.optional(.titleFont)
        let isTransparent: Bool = container.decode(.isTransparent, default: false)
        let contentViewMargins: Size? = container.optional(.contentViewMargins)
        let contentView: View? = container.optional(.contentView)
        try container.finish()
        self.init(boxType: boxType, title: title, titlePosition: titlePosition, borderType: borderType,
                  borderWidth: borderWidth, cornerRadius: cornerRadius, fillColor: fillColor, borderColor: borderColor,
                  titleFont: titleFont, isTransparent: isTransparent, contentViewMargins: contentViewMargins,
                  contentView: contentView, view: view)
    }
}

/// An AppKit tab view: `<tabView type="noTabsNoBorder" …><tabViewItems><tabViewItem label="General" …>`.
public struct TabView: ViewElement {
    public static let elementKinds: Set<String>? = ["tabView"]
    public var type: TabViewType?
    public var initialItem: String?
    public var controlSize: ControlSize?
    public var drawsBackground: Bool?
    public var allowsTruncatedLabels: Bool?
    @Boxed public var font: Font?
    public var tabViewItems: [TabViewItem]
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case type, initialItem, controlSize, drawsBackground, allowsTruncatedLabels, font, tabViewItems
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(initialItem, forKey: .initialItem)
        try container.encodeIfPresent(controlSize, forKey: .controlSize)
        try container.encodeIfPresent(drawsBackground, forKey: .drawsBackground)
        try container.encodeIfPresent(allowsTruncatedLabels, forKey: .allowsTruncatedLabels)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeList(tabViewItems, forKey: .tabViewItems)
    }
}

extension TabView {
    public init(view: View, type: TabViewType? = nil, initialItem: String? = nil, controlSize: ControlSize? = nil,
                drawsBackground: Bool? = nil, allowsTruncatedLabels: Bool? = nil, font: Font? = nil,
                tabViewItems: [TabViewItem] = []) {
        self.view = view
        self.type = type
        self.initialItem = initialItem
        self.controlSize = controlSize
        self.drawsBackground = drawsBackground
        self.allowsTruncatedLabels = allowsTruncatedLabels
        self.font = font
        self.tabViewItems = tabViewItems
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let type: TabViewType? = container.optional(.type)
        let initialItem: String? = container.optional(.initialItem)
        let controlSize: ControlSize? = container.optional(.controlSize)
        let drawsBackground: Bool? = container.optional(.drawsBackground)
        let allowsTruncatedLabels: Bool? = container.optional(.allowsTruncatedLabels)
        let font: Font? = container.optional(.font)
        let tabViewItems: [TabViewItem] = container.list(.tabViewItems)
        try container.finish()
        self.init(type: type, initialItem: initialItem, controlSize: controlSize, drawsBackground: drawsBackground,
                  allowsTruncatedLabels: allowsTruncatedLabels, font: font, tabViewItems: tabViewItems, view: view)
    }
}

/// A tab of an AppKit tab view or tab view controller: `<tabViewItem label="General" identifier="general"
/// id="…"><view key="view" …/></tabViewItem>`.
public struct TabViewItem: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tabViewItem"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var label: String?
    public var identifier: String?
    public var userLabel: String?
    public var image: String?
    public var toolTip: String?
    @Boxed public var color: Color?
    @Boxed public var view: View?
    public var initialFirstResponder: String?
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, label, identifier, userLabel, image, toolTip, color, view, initialFirstResponder, connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tabViewItem", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(toolTip, forKey: .toolTip)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeIfPresent(initialFirstResponder, forKey: .initialFirstResponder)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension TabViewItem {
    public init(id: String? = nil, label: String? = nil, identifier: String? = nil, userLabel: String? = nil,
                image: String? = nil, toolTip: String? = nil, color: Color? = nil, view: View? = nil,
                initialFirstResponder: String? = nil, connections: [Connection] = [], location: SourceLocation? = nil) {
        self.id = id
        self.label = label
        self.identifier = identifier
        self.userLabel = userLabel
        self.image = image
        self.toolTip = toolTip
        self.color = color
        self.view = view
        self.initialFirstResponder = initialFirstResponder
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let label: String? = container.optional(.label)
        let identifier: String? = container.optional(.identifier)
        let userLabel: String? = container.optional(.userLabel)
        let image: String? = container.optional(.image)
        let toolTip: String? = container.optional(.toolTip)
        let color: Color? = container.optional(.color)
        let view: View? = container.optional(.view)
        let initialFirstResponder: String? = container.optional(.initialFirstResponder)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, label: label, identifier: identifier, userLabel: userLabel, image: image,
                  toolTip: toolTip, color: color, view: view, initialFirstResponder: initialFirstResponder,
                  connections: connections)
    }
}

/// An AppKit split view: `<splitView vertical="YES" dividerStyle="thin" …>`; its panes are its ``View/subviews``.
public struct SplitView: ViewElement {
    public static let elementKinds: Set<String>? = ["splitView"]
    public var isVertical: Bool
    public var dividerStyle: SplitViewDividerStyle?
    public var arrangesAllSubviews: Bool?
    public var autosaveName: String?
    /// The holding priority of each pane, in order.
    public var holdingPriorities: [Double]
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case isVertical = "vertical", dividerStyle, arrangesAllSubviews, autosaveName, holdingPriorities
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isVertical, forKey: .isVertical, default: false)
        try container.encodeIfPresent(dividerStyle, forKey: .dividerStyle)
        try container.encodeIfPresent(arrangesAllSubviews, forKey: .arrangesAllSubviews)
        try container.encodeIfPresent(autosaveName, forKey: .autosaveName)
        try container.encodeList(holdingPriorities, forKey: .holdingPriorities)
    }
}

extension SplitView {
    public init(view: View, isVertical: Bool = false, dividerStyle: SplitViewDividerStyle? = nil,
                arrangesAllSubviews: Bool? = nil, autosaveName: String? = nil, holdingPriorities: [Double] = []) {
        self.view = view
        self.isVertical = isVertical
        self.dividerStyle = dividerStyle
        self.arrangesAllSubviews = arrangesAllSubviews
        self.autosaveName = autosaveName
        self.holdingPriorities = holdingPriorities
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let isVertical: Bool = container.decode(.isVertical, default: false)
        let dividerStyle: SplitViewDividerStyle? = container.optional(.dividerStyle)
        let arrangesAllSubviews: Bool? = container.optional(.arrangesAllSubviews)
        let autosaveName: String? = container.optional(.autosaveName)
        let holdingPriorities: [Double] = container.list(.holdingPriorities)
        try container.finish()
        self.init(isVertical: isVertical, dividerStyle: dividerStyle, arrangesAllSubviews: arrangesAllSubviews,
                  autosaveName: autosaveName, holdingPriorities: holdingPriorities, view: view)
    }
}

/// An AppKit matrix of cells (radio groups, forms): `<matrix mode="radio" …><size key="cellSize"
/// …/><cells><column>…</column></cells></matrix>`.
public struct Matrix: ViewElement {
    public static let elementKinds: Set<String>? = ["matrix"]
    public var mode: MatrixMode?
    public var allowsEmptySelection: Bool?
    public var autorecalculatesCellSize: Bool?
    /// Whether the cells are resized with the matrix so that they keep filling it (`NO` when they are not).
    public var autosizesCells: Bool?
    public var drawsBackground: Bool?
    public var cellSize: Size?
    public var intercellSpacing: Size?
    public var prototype: AnyCell?
    public var cells: [MatrixColumn]
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case mode, allowsEmptySelection, autorecalculatesCellSize, autosizesCells, drawsBackground, cellSize
        case intercellSpacing, prototype, cells
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(mode, forKey: .mode)
        try container.encodeIfPresent(allowsEmptySelection, forKey: .allowsEmptySelection)
        try container.encodeIfPresent(autorecalculatesCellSize, forKey: .autorecalculatesCellSize)
        try container.encodeIfPresent(autosizesCells, forKey: .autosizesCells)
        try container.encodeIfPresent(drawsBackground, forKey: .drawsBackground)
        try container.encodeIfPresent(cellSize, forKey: .cellSize)
        try container.encodeIfPresent(intercellSpacing, forKey: .intercellSpacing)
        try container.encodeIfPresent(prototype, forKey: .prototype)
        try container.encodeList(cells, forKey: .cells)
    }
}

extension Matrix {
    public init(view: View, mode: MatrixMode? = nil, allowsEmptySelection: Bool? = nil,
                autorecalculatesCellSize: Bool? = nil, autosizesCells: Bool? = nil, drawsBackground: Bool? = nil,
                cellSize: Size? = nil, intercellSpacing: Size? = nil, prototype: AnyCell? = nil,
                cells: [MatrixColumn] = []) {
        self.view = view
        self.mode = mode
        self.allowsEmptySelection = allowsEmptySelection
        self.autorecalculatesCellSize = autorecalculatesCellSize
        self.autosizesCells = autosizesCells
        self.drawsBackground = drawsBackground
        self.cellSize = cellSize
        self.intercellSpacing = intercellSpacing
        self.prototype = prototype
        self.cells = cells
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let mode: MatrixMode? = container.optional(.mode)
        let allowsEmptySelection: Bool? = container.optional(.allowsEmptySelection)
        let autorecalculatesCellSize: Bool? = container.optional(.autorecalculatesCellSize)
        let autosizesCells: Bool? = container.optional(.autosizesCells)
        let drawsBackground: Bool? = container.optional(.drawsBackground)
        let cellSize: Size? = container.optional(.cellSize)
        let intercellSpacing: Size? = container.optional(.intercellSpacing)
        let prototype: AnyCell? = container.optional(.prototype)
        let cells: [MatrixColumn] = container.list(.cells)
        try container.finish()
        self.init(mode: mode, allowsEmptySelection: allowsEmptySelection,
                  autorecalculatesCellSize: autorecalculatesCellSize, autosizesCells: autosizesCells,
                  drawsBackground: drawsBackground, cellSize: cellSize, intercellSpacing: intercellSpacing,
                  prototype: prototype, cells: cells, view: view)
    }
}

/// One column of an AppKit matrix: `<column><buttonCell …/>…</column>`.
public struct MatrixColumn: InterfaceElement {
    public static let elementKinds: Set<String>? = ["column"]
    /// The cells, top to bottom.
    public var cells: [AnyCell]

    public init(cells: [AnyCell] = []) {
        self.cells = cells
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case cells = "$children"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cells = container.list(.cells)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "column", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeList(cells, forKey: .cells)
    }
}
