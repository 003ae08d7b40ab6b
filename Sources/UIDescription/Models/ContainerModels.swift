/// A stack view: UIKit's `<stackView axis="vertical" alignment="center" spacing="8">` or AppKit's
/// `<stackView orientation="vertical" …>`. Its arranged views are its ``View/subviews``.
public struct StackView: ViewElement {
    public static let elementKinds: Set<String>? = ["stackView"]
    public var view: View
    public var axis: LayoutAxis
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?
    public var spacing: Double
    public var isBaselineRelativeArrangement: Bool

    public init(view: View, axis: LayoutAxis = .horizontal, alignment: StackAlignment? = nil,
                distribution: StackDistribution? = nil, spacing: Double = 0, isBaselineRelativeArrangement: Bool = false) {
        self.view = view
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }

    /// The arranged views.
    public var arrangedSubviews: [AnyView] { view.subviews }

    enum CodingKeys: String, CodingKey {
        case axis, orientation, alignment, distribution, spacing, isBaselineRelativeArrangement = "baselineRelativeArrangement"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        axis = try container.optional(.axis) ?? container.optional(.orientation) ?? .horizontal
        alignment = try container.optional(.alignment)
        distribution = try container.optional(.distribution)
        spacing = try container.decode(.spacing, default: 0)
        isBaselineRelativeArrangement = try container.decode(.isBaselineRelativeArrangement, default: false)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(axis, forKey: .axis, default: .horizontal)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(distribution, forKey: .distribution)
        try container.encode(spacing, forKey: .spacing, default: 0)
        try container.encode(isBaselineRelativeArrangement, forKey: .isBaselineRelativeArrangement, default: false)
    }
}

/// The scrolling behaviour shared by scroll, table, collection and text views.
public struct ScrollBehavior: Codable, Hashable, Sendable {
    public var isScrollEnabled: Bool
    public var isPagingEnabled: Bool
    public var bounces: Bool
    public var showsHorizontalScrollIndicator: Bool
    public var showsVerticalScrollIndicator: Bool
    public var keyboardDismissMode: String?

    public init(isScrollEnabled: Bool = true, isPagingEnabled: Bool = false, bounces: Bool = true,
                showsHorizontalScrollIndicator: Bool = true, showsVerticalScrollIndicator: Bool = true,
                keyboardDismissMode: String? = nil) {
        self.isScrollEnabled = isScrollEnabled
        self.isPagingEnabled = isPagingEnabled
        self.bounces = bounces
        self.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        self.keyboardDismissMode = keyboardDismissMode
    }

    enum CodingKeys: String, CodingKey {
        case isScrollEnabled = "scrollEnabled", isPagingEnabled = "pagingEnabled", bounces
        case showsHorizontalScrollIndicator, showsVerticalScrollIndicator, keyboardDismissMode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        isScrollEnabled = try container.decode(.isScrollEnabled, default: true)
        isPagingEnabled = try container.decode(.isPagingEnabled, default: false)
        bounces = try container.decode(.bounces, default: true)
        showsHorizontalScrollIndicator = try container.decode(.showsHorizontalScrollIndicator, default: true)
        showsVerticalScrollIndicator = try container.decode(.showsVerticalScrollIndicator, default: true)
        keyboardDismissMode = try container.optional(.keyboardDismissMode)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isScrollEnabled, forKey: .isScrollEnabled, default: true)
        try container.encode(isPagingEnabled, forKey: .isPagingEnabled, default: false)
        try container.encode(bounces, forKey: .bounces, default: true)
        try container.encode(showsHorizontalScrollIndicator, forKey: .showsHorizontalScrollIndicator, default: true)
        try container.encode(showsVerticalScrollIndicator, forKey: .showsVerticalScrollIndicator, default: true)
        try container.encodeIfPresent(keyboardDismissMode, forKey: .keyboardDismissMode)
    }
}

/// A scroll view: `<scrollView pagingEnabled="YES" …>`.
public struct ScrollView: ViewElement {
    public static let elementKinds: Set<String>? = ["scrollView"]
    public var view: View
    public var scrolling: ScrollBehavior

    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior()) {
        self.view = view
        self.scrolling = scrolling
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        scrolling = try ScrollBehavior(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        try scrolling.encode(to: encoder)
    }
}

/// A table view: `<tableView style="plain" rowHeight="44" …><prototypes><tableViewCell …/></prototypes></tableView>`.
public struct TableView: ViewElement {
    public static let elementKinds: Set<String>? = ["tableView"]
    public var view: View
    public var scrolling: ScrollBehavior
    public var style: TableViewStyle?
    public var separatorStyle: SeparatorStyle?
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    /// `dynamic` (prototype cells) or `static` (static cells in `sections`).
    public var dataMode: String?
    /// Prototype cells, with their reuse identifiers.
    public var prototypes: [TableViewCell]
    /// Static sections, whole (`tableViewSection` elements).
    public var sections: [Node]

    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior(), style: TableViewStyle? = nil,
                separatorStyle: SeparatorStyle? = nil, rowHeight: Double? = nil, estimatedRowHeight: Double? = nil,
                sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil, dataMode: String? = nil,
                prototypes: [TableViewCell] = [], sections: [Node] = []) {
        self.view = view
        self.scrolling = scrolling
        self.style = style
        self.separatorStyle = separatorStyle
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.dataMode = dataMode
        self.prototypes = prototypes
        self.sections = sections
    }

    enum CodingKeys: String, CodingKey {
        case style, separatorStyle, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight, dataMode, prototypes, sections
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        scrolling = try ScrollBehavior(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = try container.optional(.style)
        separatorStyle = try container.optional(.separatorStyle)
        rowHeight = try container.optional(.rowHeight)
        estimatedRowHeight = try container.optional(.estimatedRowHeight)
        sectionHeaderHeight = try container.optional(.sectionHeaderHeight)
        sectionFooterHeight = try container.optional(.sectionFooterHeight)
        dataMode = try container.optional(.dataMode)
        prototypes = try container.list(.prototypes)
        sections = try container.list(.sections)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        try scrolling.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(separatorStyle, forKey: .separatorStyle)
        try container.encodeIfPresent(rowHeight, forKey: .rowHeight)
        try container.encodeIfPresent(estimatedRowHeight, forKey: .estimatedRowHeight)
        try container.encodeIfPresent(sectionHeaderHeight, forKey: .sectionHeaderHeight)
        try container.encodeIfPresent(sectionFooterHeight, forKey: .sectionFooterHeight)
        try container.encodeIfPresent(dataMode, forKey: .dataMode)
        try container.encodeList(prototypes, forKey: .prototypes)
        try container.encodeList(sections, forKey: .sections)
    }
}

/// A table view cell: `<tableViewCell reuseIdentifier="Cell" …><tableViewCellContentView key="contentView" …>`.
public struct TableViewCell: ViewElement {
    public static let elementKinds: Set<String>? = ["tableViewCell"]
    public var view: View
    public var reuseIdentifier: String?
    public var style: TableViewCellStyle?
    public var selectionStyle: SelectionStyle?
    public var accessoryType: AccessoryType?
    public var rowHeight: Double?
    /// The content view, which holds the cell's subviews.
    public var contentView: View?

    public init(view: View, reuseIdentifier: String? = nil, style: TableViewCellStyle? = nil, selectionStyle: SelectionStyle? = nil,
                accessoryType: AccessoryType? = nil, rowHeight: Double? = nil, contentView: View? = nil) {
        self.view = view
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.selectionStyle = selectionStyle
        self.accessoryType = accessoryType
        self.rowHeight = rowHeight
        self.contentView = contentView
    }

    enum CodingKeys: String, CodingKey { case reuseIdentifier, style, selectionStyle, accessoryType, rowHeight, contentView }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        reuseIdentifier = try container.optional(.reuseIdentifier)
        style = try container.optional(.style)
        selectionStyle = try container.optional(.selectionStyle)
        accessoryType = try container.optional(.accessoryType)
        rowHeight = try container.optional(.rowHeight)
        contentView = try container.optional(.contentView)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(selectionStyle, forKey: .selectionStyle)
        try container.encodeIfPresent(accessoryType, forKey: .accessoryType)
        try container.encodeIfPresent(rowHeight, forKey: .rowHeight)
        try container.encodeIfPresent(contentView, forKey: .contentView)
    }
}

/// A collection view: `<collectionView …><collectionViewFlowLayout key="collectionViewLayout" …/><cells>…</cells>`.
public struct CollectionView: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionView"]
    public var view: View
    public var scrolling: ScrollBehavior
    /// The layout object, whole (`collectionViewFlowLayout`, `collectionViewLayout`, …).
    public var layout: Node?
    /// Prototype cells, with their reuse identifiers.
    public var cells: [CollectionViewCell]

    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior(), layout: Node? = nil, cells: [CollectionViewCell] = []) {
        self.view = view
        self.scrolling = scrolling
        self.layout = layout
        self.cells = cells
    }

    enum CodingKeys: String, CodingKey { case layout = "collectionViewLayout", cells }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        scrolling = try ScrollBehavior(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        layout = try container.optional(.layout)
        cells = try container.list(.cells)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        try scrolling.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encodeList(cells, forKey: .cells)
    }
}

/// A collection view cell: `<collectionViewCell reuseIdentifier="Cell" …><view key="contentView" …>`.
public struct CollectionViewCell: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionViewCell"]
    public var view: View
    public var reuseIdentifier: String?
    /// The content view, which holds the cell's subviews.
    public var contentView: View?

    public init(view: View, reuseIdentifier: String? = nil, contentView: View? = nil) {
        self.view = view
        self.reuseIdentifier = reuseIdentifier
        self.contentView = contentView
    }

    enum CodingKeys: String, CodingKey { case reuseIdentifier, contentView }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        reuseIdentifier = try container.optional(.reuseIdentifier)
        contentView = try container.optional(.contentView)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
        try container.encodeIfPresent(contentView, forKey: .contentView)
    }
}
