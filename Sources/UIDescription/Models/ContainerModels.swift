/// The scrolling behaviour shared by scroll, table, collection and text views (UIKit).
public struct ScrollBehavior: Codable, Hashable, Sendable {
    public var isScrollEnabled: Bool
    public var isPagingEnabled: Bool
    public var bounces: Bool
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var bouncesZoom: Bool
    public var showsHorizontalScrollIndicator: Bool
    public var showsVerticalScrollIndicator: Bool
    public var isDirectionalLockEnabled: Bool
    public var delaysContentTouches: Bool
    public var canCancelContentTouches: Bool
    public var keyboardDismissMode: KeyboardDismissMode?
    public var indicatorStyle: ScrollIndicatorStyle?
    public var minimumZoomScale: Double?
    public var maximumZoomScale: Double?
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
    public var contentInset: Insets?
    public var scrollIndicatorInsets: Insets?
    public var automaticallyAdjustsScrollIndicatorInsets: Bool
    public var scrollsToTop: Bool

    public init(isScrollEnabled: Bool = true, isPagingEnabled: Bool = false, bounces: Bool = true,
                alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, bouncesZoom: Bool = true,
                showsHorizontalScrollIndicator: Bool = true, showsVerticalScrollIndicator: Bool = true,
                isDirectionalLockEnabled: Bool = false, delaysContentTouches: Bool = true,
                canCancelContentTouches: Bool = true, keyboardDismissMode: KeyboardDismissMode? = nil,
                indicatorStyle: ScrollIndicatorStyle? = nil, minimumZoomScale: Double? = nil,
                maximumZoomScale: Double? = nil,
                contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? = nil, contentInset: Insets? = nil,
                scrollIndicatorInsets: Insets? = nil, automaticallyAdjustsScrollIndicatorInsets: Bool = true,
                scrollsToTop: Bool = true) {
        self.isScrollEnabled = isScrollEnabled
        self.isPagingEnabled = isPagingEnabled
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.bouncesZoom = bouncesZoom
        self.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        self.isDirectionalLockEnabled = isDirectionalLockEnabled
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.keyboardDismissMode = keyboardDismissMode
        self.indicatorStyle = indicatorStyle
        self.minimumZoomScale = minimumZoomScale
        self.maximumZoomScale = maximumZoomScale
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.automaticallyAdjustsScrollIndicatorInsets = automaticallyAdjustsScrollIndicatorInsets
        self.scrollsToTop = scrollsToTop
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case isScrollEnabled = "scrollEnabled", isPagingEnabled = "pagingEnabled", bounces, alwaysBounceVertical
        case alwaysBounceHorizontal, bouncesZoom, showsHorizontalScrollIndicator, showsVerticalScrollIndicator
        case isDirectionalLockEnabled = "directionalLockEnabled", delaysContentTouches, canCancelContentTouches
        case keyboardDismissMode, indicatorStyle, minimumZoomScale, maximumZoomScale, contentInsetAdjustmentBehavior
        case contentInset, scrollIndicatorInsets, automaticallyAdjustsScrollIndicatorInsets, scrollsToTop
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        isScrollEnabled = container.decode(.isScrollEnabled, default: true)
        isPagingEnabled = container.decode(.isPagingEnabled, default: false)
        bounces = container.decode(.bounces, default: true)
        alwaysBounceVertical = container.decode(.alwaysBounceVertical, default: false)
        alwaysBounceHorizontal = container.decode(.alwaysBounceHorizontal, default: false)
        bouncesZoom = container.decode(.bouncesZoom, default: true)
        showsHorizontalScrollIndicator = container.decode(.showsHorizontalScrollIndicator, default: true)
        showsVerticalScrollIndicator = container.decode(.showsVerticalScrollIndicator, default: true)
        isDirectionalLockEnabled = container.decode(.isDirectionalLockEnabled, default: false)
        delaysContentTouches = container.decode(.delaysContentTouches, default: true)
        canCancelContentTouches = container.decode(.canCancelContentTouches, default: true)
        keyboardDismissMode = container.optional(.keyboardDismissMode)
        indicatorStyle = container.optional(.indicatorStyle)
        minimumZoomScale = container.optional(.minimumZoomScale)
        maximumZoomScale = container.optional(.maximumZoomScale)
        contentInsetAdjustmentBehavior = container.optional(.contentInsetAdjustmentBehavior)
        contentInset = container.optional(.contentInset)
        scrollIndicatorInsets = container.optional(.scrollIndicatorInsets)
        automaticallyAdjustsScrollIndicatorInsets = container.decode(.automaticallyAdjustsScrollIndicatorInsets, default: true)
        scrollsToTop = container.decode(.scrollsToTop, default: true)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isScrollEnabled, forKey: .isScrollEnabled, default: true)
        try container.encode(isPagingEnabled, forKey: .isPagingEnabled, default: false)
        try container.encode(bounces, forKey: .bounces, default: true)
        try container.encode(alwaysBounceVertical, forKey: .alwaysBounceVertical, default: false)
        try container.encode(alwaysBounceHorizontal, forKey: .alwaysBounceHorizontal, default: false)
        try container.encode(bouncesZoom, forKey: .bouncesZoom, default: true)
        try container.encode(showsHorizontalScrollIndicator, forKey: .showsHorizontalScrollIndicator, default: true)
        try container.encode(showsVerticalScrollIndicator, forKey: .showsVerticalScrollIndicator, default: true)
        try container.encode(isDirectionalLockEnabled, forKey: .isDirectionalLockEnabled, default: false)
        try container.encode(delaysContentTouches, forKey: .delaysContentTouches, default: true)
        try container.encode(canCancelContentTouches, forKey: .canCancelContentTouches, default: true)
        try container.encodeIfPresent(keyboardDismissMode, forKey: .keyboardDismissMode)
        try container.encodeIfPresent(indicatorStyle, forKey: .indicatorStyle)
        try container.encodeIfPresent(minimumZoomScale, forKey: .minimumZoomScale)
        try container.encodeIfPresent(maximumZoomScale, forKey: .maximumZoomScale)
        try container.encodeIfPresent(contentInsetAdjustmentBehavior, forKey: .contentInsetAdjustmentBehavior)
        try container.encodeIfPresent(contentInset, forKey: .contentInset)
        try container.encodeIfPresent(scrollIndicatorInsets, forKey: .scrollIndicatorInsets)
        try container.encode(automaticallyAdjustsScrollIndicatorInsets, forKey: .automaticallyAdjustsScrollIndicatorInsets, default: true)
        try container.encode(scrollsToTop, forKey: .scrollsToTop, default: true)
    }
}

/// A stack view: UIKit's `<stackView axis="vertical" alignment="center" spacing="8">` or AppKit's `<stackView
/// orientation="vertical" distribution="fill" …>` with its visibility priorities and custom spacing. Its arranged
/// views are its ``View/subviews``.
public struct StackView: ViewElement {
    public static let elementKinds: Set<String>? = ["stackView"]
    public var view: View
    /// The axis: UIKit's `axis` or AppKit's `orientation`.
    public var axis: LayoutAxis
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?
    public var spacing: Double
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `standard` when Interface Builder uses the system spacing.
    public var spacingType: String?
    public var detachesHiddenViews: Bool
    public var horizontalStackHuggingPriority: Double?
    public var verticalStackHuggingPriority: Double?
    public var horizontalClippingResistancePriority: Double?
    public var verticalClippingResistancePriority: Double?
    /// AppKit: the visibility priority of each arranged view, in order.
    public var visibilityPriorities: [Int]
    /// AppKit: the custom spacing after each arranged view, in order (`3.4028234663852886e+38` means the
    /// default).
    public var customSpacing: [Double]
    public var edgeInsets: Insets?
    /// AppKit: the views of the leading (top) gravity area.
    public var beginningViews: [AnyView]
    public var middleViews: [AnyView]
    public var endViews: [AnyView]

    public init(view: View, axis: LayoutAxis = .horizontal, alignment: StackAlignment? = nil,
                distribution: StackDistribution? = nil, spacing: Double = 0,
                isBaselineRelativeArrangement: Bool = false, isLayoutMarginsRelativeArrangement: Bool = false,
                spacingType: String? = nil, detachesHiddenViews: Bool = false,
                horizontalStackHuggingPriority: Double? = nil, verticalStackHuggingPriority: Double? = nil,
                horizontalClippingResistancePriority: Double? = nil,
                verticalClippingResistancePriority: Double? = nil, visibilityPriorities: [Int] = [],
                customSpacing: [Double] = [], edgeInsets: Insets? = nil, beginningViews: [AnyView] = [],
                middleViews: [AnyView] = [], endViews: [AnyView] = []) {
        self.view = view
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.spacingType = spacingType
        self.detachesHiddenViews = detachesHiddenViews
        self.horizontalStackHuggingPriority = horizontalStackHuggingPriority
        self.verticalStackHuggingPriority = verticalStackHuggingPriority
        self.horizontalClippingResistancePriority = horizontalClippingResistancePriority
        self.verticalClippingResistancePriority = verticalClippingResistancePriority
        self.visibilityPriorities = visibilityPriorities
        self.customSpacing = customSpacing
        self.edgeInsets = edgeInsets
        self.beginningViews = beginningViews
        self.middleViews = middleViews
        self.endViews = endViews
    }

    /// The arranged views.
    public var arrangedSubviews: [AnyView] { view.subviews }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case axis, alignment, distribution, spacing, isBaselineRelativeArrangement = "baselineRelativeArrangement"
        case isLayoutMarginsRelativeArrangement = "layoutMarginsRelativeArrangement", spacingType
        case detachesHiddenViews, horizontalStackHuggingPriority, verticalStackHuggingPriority
        case horizontalClippingResistancePriority, verticalClippingResistancePriority, visibilityPriorities
        case customSpacing, edgeInsets, beginningViews, middleViews, endViews, orientation
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        axis = container.optional(.axis) ?? container.optional(.orientation) ?? .horizontal
        alignment = container.optional(.alignment)
        distribution = container.optional(.distribution)
        spacing = container.decode(.spacing, default: 0)
        isBaselineRelativeArrangement = container.decode(.isBaselineRelativeArrangement, default: false)
        isLayoutMarginsRelativeArrangement = container.decode(.isLayoutMarginsRelativeArrangement, default: false)
        spacingType = container.optional(.spacingType)
        detachesHiddenViews = container.decode(.detachesHiddenViews, default: false)
        horizontalStackHuggingPriority = container.optional(.horizontalStackHuggingPriority)
        verticalStackHuggingPriority = container.optional(.verticalStackHuggingPriority)
        horizontalClippingResistancePriority = container.optional(.horizontalClippingResistancePriority)
        verticalClippingResistancePriority = container.optional(.verticalClippingResistancePriority)
        visibilityPriorities = container.list(.visibilityPriorities)
        customSpacing = container.list(.customSpacing)
        edgeInsets = container.optional(.edgeInsets)
        beginningViews = container.list(.beginningViews)
        middleViews = container.list(.middleViews)
        endViews = container.list(.endViews)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(axis, forKey: .axis, default: .horizontal)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(distribution, forKey: .distribution)
        try container.encode(spacing, forKey: .spacing, default: 0)
        try container.encode(isBaselineRelativeArrangement, forKey: .isBaselineRelativeArrangement, default: false)
        try container.encode(isLayoutMarginsRelativeArrangement, forKey: .isLayoutMarginsRelativeArrangement, default: false)
        try container.encodeIfPresent(spacingType, forKey: .spacingType)
        try container.encode(detachesHiddenViews, forKey: .detachesHiddenViews, default: false)
        try container.encodeIfPresent(horizontalStackHuggingPriority, forKey: .horizontalStackHuggingPriority)
        try container.encodeIfPresent(verticalStackHuggingPriority, forKey: .verticalStackHuggingPriority)
        try container.encodeIfPresent(horizontalClippingResistancePriority, forKey: .horizontalClippingResistancePriority)
        try container.encodeIfPresent(verticalClippingResistancePriority, forKey: .verticalClippingResistancePriority)
        try container.encodeList(visibilityPriorities, forKey: .visibilityPriorities)
        try container.encodeList(customSpacing, forKey: .customSpacing)
        try container.encodeIfPresent(edgeInsets, forKey: .edgeInsets)
        try container.encodeList(beginningViews, forKey: .beginningViews)
        try container.encodeList(middleViews, forKey: .middleViews)
        try container.encodeList(endViews, forKey: .endViews)
    }
}

/// A scroll view: UIKit's `<scrollView pagingEnabled="YES" …>`, or AppKit's `<scrollView><clipView
/// key="contentView">…</clipView><scroller key="horizontalScroller" …/></scrollView>`.
public struct ScrollView: ViewElement {
    public static let elementKinds: Set<String>? = ["scrollView"]
    public var view: View
    /// Scrolling, bouncing and indicators.
    public var scrolling: ScrollBehavior
    /// AppKit's clip view, which holds the document view.
    @Boxed public var contentView: ClipView?
    @Boxed public var horizontalScroller: Scroller?
    @Boxed public var verticalScroller: Scroller?
    /// AppKit's table header view, for a scroll view around a table.
    @Boxed public var headerView: View?
    public var hasHorizontalScroller: Bool?
    public var hasVerticalScroller: Bool?
    public var autohidesScrollers: Bool?
    public var borderType: BorderType?
    public var horizontalLineScroll: Double?
    public var horizontalPageScroll: Double?
    public var verticalLineScroll: Double?
    public var verticalPageScroll: Double?
    public var usesPredominantAxisScrolling: Bool?
    public var scrollerKnobStyle: ScrollerKnobStyle?
    public var drawsBackground: Bool?
    @Boxed public var contentLayoutGuide: LayoutGuide?
    @Boxed public var frameLayoutGuide: LayoutGuide?
    public var contentInsets: Insets?
    public var scrollerInsets: Insets?
    public var automaticallyAdjustsContentInsets: Bool?
    public var horizontalScrollElasticity: String?
    public var verticalScrollElasticity: String?
    public var magnification: Double?
    public var minMagnification: Double?
    public var maxMagnification: Double?
    public var allowsMagnification: Bool?

    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior(), contentView: ClipView? = nil,
                horizontalScroller: Scroller? = nil, verticalScroller: Scroller? = nil, headerView: View? = nil,
                hasHorizontalScroller: Bool? = nil, hasVerticalScroller: Bool? = nil,
                autohidesScrollers: Bool? = nil, borderType: BorderType? = nil, horizontalLineScroll: Double? = nil,
                horizontalPageScroll: Double? = nil, verticalLineScroll: Double? = nil,
                verticalPageScroll: Double? = nil, usesPredominantAxisScrolling: Bool? = nil,
                scrollerKnobStyle: ScrollerKnobStyle? = nil, drawsBackground: Bool? = nil,
                contentLayoutGuide: LayoutGuide? = nil, frameLayoutGuide: LayoutGuide? = nil,
                contentInsets: Insets? = nil, scrollerInsets: Insets? = nil,
                automaticallyAdjustsContentInsets: Bool? = nil, horizontalScrollElasticity: String? = nil,
                verticalScrollElasticity: String? = nil, magnification: Double? = nil,
                minMagnification: Double? = nil, maxMagnification: Double? = nil, allowsMagnification: Bool? = nil) {
        self.view = view
        self.scrolling = scrolling
        self.contentView = contentView
        self.horizontalScroller = horizontalScroller
        self.verticalScroller = verticalScroller
        self.headerView = headerView
        self.hasHorizontalScroller = hasHorizontalScroller
        self.hasVerticalScroller = hasVerticalScroller
        self.autohidesScrollers = autohidesScrollers
        self.borderType = borderType
        self.horizontalLineScroll = horizontalLineScroll
        self.horizontalPageScroll = horizontalPageScroll
        self.verticalLineScroll = verticalLineScroll
        self.verticalPageScroll = verticalPageScroll
        self.usesPredominantAxisScrolling = usesPredominantAxisScrolling
        self.scrollerKnobStyle = scrollerKnobStyle
        self.drawsBackground = drawsBackground
        self.contentLayoutGuide = contentLayoutGuide
        self.frameLayoutGuide = frameLayoutGuide
        self.contentInsets = contentInsets
        self.scrollerInsets = scrollerInsets
        self.automaticallyAdjustsContentInsets = automaticallyAdjustsContentInsets
        self.horizontalScrollElasticity = horizontalScrollElasticity
        self.verticalScrollElasticity = verticalScrollElasticity
        self.magnification = magnification
        self.minMagnification = minMagnification
        self.maxMagnification = maxMagnification
        self.allowsMagnification = allowsMagnification
    }

    /// The document view of an AppKit scroll view (the clip view's first subview).
    public var documentView: AnyView? { contentView?.view.subviews.first }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case contentView, horizontalScroller, verticalScroller, headerView, hasHorizontalScroller
        case hasVerticalScroller, autohidesScrollers, borderType, horizontalLineScroll, horizontalPageScroll
        case verticalLineScroll, verticalPageScroll, usesPredominantAxisScrolling, scrollerKnobStyle
        case drawsBackground, contentLayoutGuide, frameLayoutGuide, contentInsets, scrollerInsets
        case automaticallyAdjustsContentInsets, horizontalScrollElasticity, verticalScrollElasticity, magnification
        case minMagnification, maxMagnification, allowsMagnification
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        scrolling = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        contentView = container.optional(.contentView)
        horizontalScroller = container.optional(.horizontalScroller)
        verticalScroller = container.optional(.verticalScroller)
        headerView = container.optional(.headerView)
        hasHorizontalScroller = container.optional(.hasHorizontalScroller)
        hasVerticalScroller = container.optional(.hasVerticalScroller)
        autohidesScrollers = container.optional(.autohidesScrollers)
        borderType = container.optional(.borderType)
        horizontalLineScroll = container.optional(.horizontalLineScroll)
        horizontalPageScroll = container.optional(.horizontalPageScroll)
        verticalLineScroll = container.optional(.verticalLineScroll)
        verticalPageScroll = container.optional(.verticalPageScroll)
        usesPredominantAxisScrolling = container.optional(.usesPredominantAxisScrolling)
        scrollerKnobStyle = container.optional(.scrollerKnobStyle)
        drawsBackground = container.optional(.drawsBackground)
        contentLayoutGuide = container.optional(.contentLayoutGuide)
        frameLayoutGuide = container.optional(.frameLayoutGuide)
        contentInsets = container.optional(.contentInsets)
        scrollerInsets = container.optional(.scrollerInsets)
        automaticallyAdjustsContentInsets = container.optional(.automaticallyAdjustsContentInsets)
        horizontalScrollElasticity = container.optional(.horizontalScrollElasticity)
        verticalScrollElasticity = container.optional(.verticalScrollElasticity)
        magnification = container.optional(.magnification)
        minMagnification = container.optional(.minMagnification)
        maxMagnification = container.optional(.maxMagnification)
        allowsMagnification = container.optional(.allowsMagnification)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        try scrolling.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(contentView, forKey: .contentView)
        try container.encodeIfPresent(horizontalScroller, forKey: .horizontalScroller)
        try container.encodeIfPresent(verticalScroller, forKey: .verticalScroller)
        try container.encodeIfPresent(headerView, forKey: .headerView)
        try container.encodeIfPresent(hasHorizontalScroller, forKey: .hasHorizontalScroller)
        try container.encodeIfPresent(hasVerticalScroller, forKey: .hasVerticalScroller)
        try container.encodeIfPresent(autohidesScrollers, forKey: .autohidesScrollers)
        try container.encodeIfPresent(borderType, forKey: .borderType)
        try container.encodeIfPresent(horizontalLineScroll, forKey: .horizontalLineScroll)
        try container.encodeIfPresent(horizontalPageScroll, forKey: .horizontalPageScroll)
        try container.encodeIfPresent(verticalLineScroll, forKey: .verticalLineScroll)
        try container.encodeIfPresent(verticalPageScroll, forKey: .verticalPageScroll)
        try container.encodeIfPresent(usesPredominantAxisScrolling, forKey: .usesPredominantAxisScrolling)
        try container.encodeIfPresent(scrollerKnobStyle, forKey: .scrollerKnobStyle)
        try container.encodeIfPresent(drawsBackground, forKey: .drawsBackground)
        try container.encodeIfPresent(contentLayoutGuide, forKey: .contentLayoutGuide)
        try container.encodeIfPresent(frameLayoutGuide, forKey: .frameLayoutGuide)
        try container.encodeIfPresent(contentInsets, forKey: .contentInsets)
        try container.encodeIfPresent(scrollerInsets, forKey: .scrollerInsets)
        try container.encodeIfPresent(automaticallyAdjustsContentInsets, forKey: .automaticallyAdjustsContentInsets)
        try container.encodeIfPresent(horizontalScrollElasticity, forKey: .horizontalScrollElasticity)
        try container.encodeIfPresent(verticalScrollElasticity, forKey: .verticalScrollElasticity)
        try container.encodeIfPresent(magnification, forKey: .magnification)
        try container.encodeIfPresent(minMagnification, forKey: .minMagnification)
        try container.encodeIfPresent(maxMagnification, forKey: .maxMagnification)
        try container.encodeIfPresent(allowsMagnification, forKey: .allowsMagnification)
    }
}

/// A table or outline view: UIKit's `<tableView style="plain" rowHeight="44" …><prototypes><tableViewCell
/// …/></prototypes></tableView>` (or static `sections`), or AppKit's `tableView`/`outlineView` with its
/// `tableColumns`.
public struct TableView: ViewElement {
    public static let elementKinds: Set<String>? = ["tableView", "outlineView"]
    public var view: View
    /// Scrolling, bouncing and indicators.
    public var scrolling: ScrollBehavior
    public var style: TableViewStyle?
    public var separatorStyle: SeparatorStyle?
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var estimatedSectionHeaderHeight: Double?
    public var estimatedSectionFooterHeight: Double?
    public var sectionHeaderTopPadding: Double?
    /// `prototypes` (prototype cells) or `static` (static cells in ``sections``).
    public var dataMode: String?
    /// Prototype cells, with their reuse identifiers.
    public var prototypes: [TableViewCell]
    /// Static sections.
    public var sections: [TableViewSection]
    public var tableHeaderView: AnyView?
    public var tableFooterView: AnyView?
    @Boxed public var separatorColor: Color?
    public var separatorInset: Insets?
    public var separatorInsetReference: TableViewSeparatorInsetReference?
    @Boxed public var sectionIndexColor: Color?
    @Boxed public var sectionIndexBackgroundColor: Color?
    @Boxed public var sectionIndexTrackingBackgroundColor: Color?
    public var sectionIndexMinimumDisplayRowCount: Int?
    public var allowsSelection: Bool
    public var allowsMultipleSelection: Bool
    public var allowsSelectionDuringEditing: Bool
    public var allowsMultipleSelectionDuringEditing: Bool
    public var cellLayoutMarginsFollowReadableWidth: Bool
    public var insetsContentViewsToSafeArea: Bool
    public var contentViewInsetsToSafeArea: Bool?
    public var remembersLastFocusedIndexPath: Bool
    /// AppKit: the columns.
    public var tableColumns: [TableColumn]
    public var columnAutoresizingStyle: TableColumnAutoresizingStyle?
    public var columnReordering: Bool?
    public var columnResizing: Bool?
    public var columnSelection: Bool?
    public var multipleSelection: Bool?
    public var emptySelection: Bool?
    public var autosaveColumns: Bool?
    public var autosaveName: String?
    /// AppKit: the id of the header view.
    public var headerView: String?
    public var cornerView: String?
    public var intercellSpacing: Size?
    @Boxed public var gridColor: Color?
    @Boxed public var gridStyleMask: TableViewGridLines?
    public var rowSizeStyle: TableRowSizeStyle?
    public var viewBased: Bool?
    public var typeSelect: Bool?
    public var selectionHighlightStyle: TableSelectionHighlightStyle?
    public var allowsExpansionToolTips: Bool?
    public var alternatingRowBackgroundColors: Bool?
    public var tableStyle: TableViewStyleMac?
    public var floatsGroupRows: Bool?
    public var usesAutomaticRowHeights: Bool?
    public var verticalMotionCanBeginDrag: Bool?
    /// AppKit outline views: the id of the column that shows the disclosure triangles.
    public var outlineTableColumn: String?
    public var indentationPerLevel: Double?
    public var autoresizesOutlineColumn: Bool?
    public var indentationMarkerFollowsCell: Bool?

    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior(), style: TableViewStyle? = nil,
                separatorStyle: SeparatorStyle? = nil, rowHeight: Double? = nil, estimatedRowHeight: Double? = nil,
                sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil,
                estimatedSectionHeaderHeight: Double? = nil, estimatedSectionFooterHeight: Double? = nil,
                sectionHeaderTopPadding: Double? = nil, dataMode: String? = nil, prototypes: [TableViewCell] = [],
                sections: [TableViewSection] = [], tableHeaderView: AnyView? = nil, tableFooterView: AnyView? = nil,
                separatorColor: Color? = nil, separatorInset: Insets? = nil,
                separatorInsetReference: TableViewSeparatorInsetReference? = nil, sectionIndexColor: Color? = nil,
                sectionIndexBackgroundColor: Color? = nil, sectionIndexTrackingBackgroundColor: Color? = nil,
                sectionIndexMinimumDisplayRowCount: Int? = nil, allowsSelection: Bool = true,
                allowsMultipleSelection: Bool = false, allowsSelectionDuringEditing: Bool = false,
                allowsMultipleSelectionDuringEditing: Bool = false,
                cellLayoutMarginsFollowReadableWidth: Bool = false, insetsContentViewsToSafeArea: Bool = true,
                contentViewInsetsToSafeArea: Bool? = nil, remembersLastFocusedIndexPath: Bool = false,
                tableColumns: [TableColumn] = [], columnAutoresizingStyle: TableColumnAutoresizingStyle? = nil,
                columnReordering: Bool? = nil, columnResizing: Bool? = nil, columnSelection: Bool? = nil,
                multipleSelection: Bool? = nil, emptySelection: Bool? = nil, autosaveColumns: Bool? = nil,
                autosaveName: String? = nil, headerView: String? = nil, cornerView: String? = nil,
                intercellSpacing: Size? = nil, gridColor: Color? = nil, gridStyleMask: TableViewGridLines? = nil,
                rowSizeStyle: TableRowSizeStyle? = nil, viewBased: Bool? = nil, typeSelect: Bool? = nil,
                selectionHighlightStyle: TableSelectionHighlightStyle? = nil, allowsExpansionToolTips: Bool? = nil,
                alternatingRowBackgroundColors: Bool? = nil, tableStyle: TableViewStyleMac? = nil,
                floatsGroupRows: Bool? = nil, usesAutomaticRowHeights: Bool? = nil,
                verticalMotionCanBeginDrag: Bool? = nil, outlineTableColumn: String? = nil,
                indentationPerLevel: Double? = nil, autoresizesOutlineColumn: Bool? = nil,
                indentationMarkerFollowsCell: Bool? = nil) {
        self.view = view
        self.scrolling = scrolling
        self.style = style
        self.separatorStyle = separatorStyle
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.estimatedSectionHeaderHeight = estimatedSectionHeaderHeight
        self.estimatedSectionFooterHeight = estimatedSectionFooterHeight
        self.sectionHeaderTopPadding = sectionHeaderTopPadding
        self.dataMode = dataMode
        self.prototypes = prototypes
        self.sections = sections
        self.tableHeaderView = tableHeaderView
        self.tableFooterView = tableFooterView
        self.separatorColor = separatorColor
        self.separatorInset = separatorInset
        self.separatorInsetReference = separatorInsetReference
        self.sectionIndexColor = sectionIndexColor
        self.sectionIndexBackgroundColor = sectionIndexBackgroundColor
        self.sectionIndexTrackingBackgroundColor = sectionIndexTrackingBackgroundColor
        self.sectionIndexMinimumDisplayRowCount = sectionIndexMinimumDisplayRowCount
        self.allowsSelection = allowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
        self.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        self.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
        self.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.contentViewInsetsToSafeArea = contentViewInsetsToSafeArea
        self.remembersLastFocusedIndexPath = remembersLastFocusedIndexPath
        self.tableColumns = tableColumns
        self.columnAutoresizingStyle = columnAutoresizingStyle
        self.columnReordering = columnReordering
        self.columnResizing = columnResizing
        self.columnSelection = columnSelection
        self.multipleSelection = multipleSelection
        self.emptySelection = emptySelection
        self.autosaveColumns = autosaveColumns
        self.autosaveName = autosaveName
        self.headerView = headerView
        self.cornerView = cornerView
        self.intercellSpacing = intercellSpacing
        self.gridColor = gridColor
        self.gridStyleMask = gridStyleMask
        self.rowSizeStyle = rowSizeStyle
        self.viewBased = viewBased
        self.typeSelect = typeSelect
        self.selectionHighlightStyle = selectionHighlightStyle
        self.allowsExpansionToolTips = allowsExpansionToolTips
        self.alternatingRowBackgroundColors = alternatingRowBackgroundColors
        self.tableStyle = tableStyle
        self.floatsGroupRows = floatsGroupRows
        self.usesAutomaticRowHeights = usesAutomaticRowHeights
        self.verticalMotionCanBeginDrag = verticalMotionCanBeginDrag
        self.outlineTableColumn = outlineTableColumn
        self.indentationPerLevel = indentationPerLevel
        self.autoresizesOutlineColumn = autoresizesOutlineColumn
        self.indentationMarkerFollowsCell = indentationMarkerFollowsCell
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, separatorStyle, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
        case estimatedSectionHeaderHeight, estimatedSectionFooterHeight, sectionHeaderTopPadding, dataMode
        case prototypes, sections, tableHeaderView, tableFooterView, separatorColor, separatorInset
        case separatorInsetReference, sectionIndexColor, sectionIndexBackgroundColor
        case sectionIndexTrackingBackgroundColor, sectionIndexMinimumDisplayRowCount, allowsSelection
        case allowsMultipleSelection, allowsSelectionDuringEditing, allowsMultipleSelectionDuringEditing
        case cellLayoutMarginsFollowReadableWidth, insetsContentViewsToSafeArea, contentViewInsetsToSafeArea
        case remembersLastFocusedIndexPath, tableColumns, columnAutoresizingStyle, columnReordering, columnResizing
        case columnSelection, multipleSelection, emptySelection, autosaveColumns, autosaveName, headerView
        case cornerView, intercellSpacing, gridColor, gridStyleMask, rowSizeStyle, viewBased, typeSelect
        case selectionHighlightStyle, allowsExpansionToolTips, alternatingRowBackgroundColors, tableStyle
        case floatsGroupRows, usesAutomaticRowHeights, verticalMotionCanBeginDrag, outlineTableColumn
        case indentationPerLevel, autoresizesOutlineColumn, indentationMarkerFollowsCell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        scrolling = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = container.optional(.style)
        separatorStyle = container.optional(.separatorStyle)
        rowHeight = container.optional(.rowHeight)
        estimatedRowHeight = container.optional(.estimatedRowHeight)
        sectionHeaderHeight = container.optional(.sectionHeaderHeight)
        sectionFooterHeight = container.optional(.sectionFooterHeight)
        estimatedSectionHeaderHeight = container.optional(.estimatedSectionHeaderHeight)
        estimatedSectionFooterHeight = container.optional(.estimatedSectionFooterHeight)
        sectionHeaderTopPadding = container.optional(.sectionHeaderTopPadding)
        dataMode = container.optional(.dataMode)
        prototypes = container.list(.prototypes)
        sections = container.list(.sections)
        tableHeaderView = container.optional(.tableHeaderView)
        tableFooterView = container.optional(.tableFooterView)
        separatorColor = container.optional(.separatorColor)
        separatorInset = container.optional(.separatorInset)
        separatorInsetReference = container.optional(.separatorInsetReference)
        sectionIndexColor = container.optional(.sectionIndexColor)
        sectionIndexBackgroundColor = container.optional(.sectionIndexBackgroundColor)
        sectionIndexTrackingBackgroundColor = container.optional(.sectionIndexTrackingBackgroundColor)
        sectionIndexMinimumDisplayRowCount = container.optional(.sectionIndexMinimumDisplayRowCount)
        allowsSelection = container.decode(.allowsSelection, default: true)
        allowsMultipleSelection = container.decode(.allowsMultipleSelection, default: false)
        allowsSelectionDuringEditing = container.decode(.allowsSelectionDuringEditing, default: false)
        allowsMultipleSelectionDuringEditing = container.decode(.allowsMultipleSelectionDuringEditing, default: false)
        cellLayoutMarginsFollowReadableWidth = container.decode(.cellLayoutMarginsFollowReadableWidth, default: false)
        insetsContentViewsToSafeArea = container.decode(.insetsContentViewsToSafeArea, default: true)
        contentViewInsetsToSafeArea = container.optional(.contentViewInsetsToSafeArea)
        remembersLastFocusedIndexPath = container.decode(.remembersLastFocusedIndexPath, default: false)
        tableColumns = container.list(.tableColumns)
        columnAutoresizingStyle = container.optional(.columnAutoresizingStyle)
        columnReordering = container.optional(.columnReordering)
        columnResizing = container.optional(.columnResizing)
        columnSelection = container.optional(.columnSelection)
        multipleSelection = container.optional(.multipleSelection)
        emptySelection = container.optional(.emptySelection)
        autosaveColumns = container.optional(.autosaveColumns)
        autosaveName = container.optional(.autosaveName)
        headerView = container.optional(.headerView)
        cornerView = container.optional(.cornerView)
        intercellSpacing = container.optional(.intercellSpacing)
        gridColor = container.optional(.gridColor)
        gridStyleMask = container.optional(.gridStyleMask)
        rowSizeStyle = container.optional(.rowSizeStyle)
        viewBased = container.optional(.viewBased)
        typeSelect = container.optional(.typeSelect)
        selectionHighlightStyle = container.optional(.selectionHighlightStyle)
        allowsExpansionToolTips = container.optional(.allowsExpansionToolTips)
        alternatingRowBackgroundColors = container.optional(.alternatingRowBackgroundColors)
        tableStyle = container.optional(.tableStyle)
        floatsGroupRows = container.optional(.floatsGroupRows)
        usesAutomaticRowHeights = container.optional(.usesAutomaticRowHeights)
        verticalMotionCanBeginDrag = container.optional(.verticalMotionCanBeginDrag)
        outlineTableColumn = container.optional(.outlineTableColumn)
        indentationPerLevel = container.optional(.indentationPerLevel)
        autoresizesOutlineColumn = container.optional(.autoresizesOutlineColumn)
        indentationMarkerFollowsCell = container.optional(.indentationMarkerFollowsCell)
        try container.finish()
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
        try container.encodeIfPresent(estimatedSectionHeaderHeight, forKey: .estimatedSectionHeaderHeight)
        try container.encodeIfPresent(estimatedSectionFooterHeight, forKey: .estimatedSectionFooterHeight)
        try container.encodeIfPresent(sectionHeaderTopPadding, forKey: .sectionHeaderTopPadding)
        try container.encodeIfPresent(dataMode, forKey: .dataMode)
        try container.encodeList(prototypes, forKey: .prototypes)
        try container.encodeList(sections, forKey: .sections)
        try container.encodeIfPresent(tableHeaderView, forKey: .tableHeaderView)
        try container.encodeIfPresent(tableFooterView, forKey: .tableFooterView)
        try container.encodeIfPresent(separatorColor, forKey: .separatorColor)
        try container.encodeIfPresent(separatorInset, forKey: .separatorInset)
        try container.encodeIfPresent(separatorInsetReference, forKey: .separatorInsetReference)
        try container.encodeIfPresent(sectionIndexColor, forKey: .sectionIndexColor)
        try container.encodeIfPresent(sectionIndexBackgroundColor, forKey: .sectionIndexBackgroundColor)
        try container.encodeIfPresent(sectionIndexTrackingBackgroundColor, forKey: .sectionIndexTrackingBackgroundColor)
        try container.encodeIfPresent(sectionIndexMinimumDisplayRowCount, forKey: .sectionIndexMinimumDisplayRowCount)
        try container.encode(allowsSelection, forKey: .allowsSelection, default: true)
        try container.encode(allowsMultipleSelection, forKey: .allowsMultipleSelection, default: false)
        try container.encode(allowsSelectionDuringEditing, forKey: .allowsSelectionDuringEditing, default: false)
        try container.encode(allowsMultipleSelectionDuringEditing, forKey: .allowsMultipleSelectionDuringEditing, default: false)
        try container.encode(cellLayoutMarginsFollowReadableWidth, forKey: .cellLayoutMarginsFollowReadableWidth, default: false)
        try container.encode(insetsContentViewsToSafeArea, forKey: .insetsContentViewsToSafeArea, default: true)
        try container.encodeIfPresent(contentViewInsetsToSafeArea, forKey: .contentViewInsetsToSafeArea)
        try container.encode(remembersLastFocusedIndexPath, forKey: .remembersLastFocusedIndexPath, default: false)
        try container.encodeList(tableColumns, forKey: .tableColumns)
        try container.encodeIfPresent(columnAutoresizingStyle, forKey: .columnAutoresizingStyle)
        try container.encodeIfPresent(columnReordering, forKey: .columnReordering)
        try container.encodeIfPresent(columnResizing, forKey: .columnResizing)
        try container.encodeIfPresent(columnSelection, forKey: .columnSelection)
        try container.encodeIfPresent(multipleSelection, forKey: .multipleSelection)
        try container.encodeIfPresent(emptySelection, forKey: .emptySelection)
        try container.encodeIfPresent(autosaveColumns, forKey: .autosaveColumns)
        try container.encodeIfPresent(autosaveName, forKey: .autosaveName)
        try container.encodeIfPresent(headerView, forKey: .headerView)
        try container.encodeIfPresent(cornerView, forKey: .cornerView)
        try container.encodeIfPresent(intercellSpacing, forKey: .intercellSpacing)
        try container.encodeIfPresent(gridColor, forKey: .gridColor)
        try container.encodeIfPresent(gridStyleMask, forKey: .gridStyleMask)
        try container.encodeIfPresent(rowSizeStyle, forKey: .rowSizeStyle)
        try container.encodeIfPresent(viewBased, forKey: .viewBased)
        try container.encodeIfPresent(typeSelect, forKey: .typeSelect)
        try container.encodeIfPresent(selectionHighlightStyle, forKey: .selectionHighlightStyle)
        try container.encodeIfPresent(allowsExpansionToolTips, forKey: .allowsExpansionToolTips)
        try container.encodeIfPresent(alternatingRowBackgroundColors, forKey: .alternatingRowBackgroundColors)
        try container.encodeIfPresent(tableStyle, forKey: .tableStyle)
        try container.encodeIfPresent(floatsGroupRows, forKey: .floatsGroupRows)
        try container.encodeIfPresent(usesAutomaticRowHeights, forKey: .usesAutomaticRowHeights)
        try container.encodeIfPresent(verticalMotionCanBeginDrag, forKey: .verticalMotionCanBeginDrag)
        try container.encodeIfPresent(outlineTableColumn, forKey: .outlineTableColumn)
        try container.encodeIfPresent(indentationPerLevel, forKey: .indentationPerLevel)
        try container.encodeIfPresent(autoresizesOutlineColumn, forKey: .autoresizesOutlineColumn)
        try container.encodeIfPresent(indentationMarkerFollowsCell, forKey: .indentationMarkerFollowsCell)
    }
}

/// A static table section: `<tableViewSection headerTitle="Account" id="…"><cells>…</cells></tableViewSection>`.
public struct TableViewSection: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tableViewSection"]
    public var id: String?
    public var headerTitle: String?
    public var footerTitle: String?
    public var userLabel: String?
    public var colorLabel: String?
    public var cells: [TableViewCell]
    @Boxed public var userComments: AttributedString?
    public var location: SourceLocation?

    public init(id: String? = nil, headerTitle: String? = nil, footerTitle: String? = nil, userLabel: String? = nil,
                colorLabel: String? = nil, cells: [TableViewCell] = [], userComments: AttributedString? = nil,
                location: SourceLocation? = nil) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.userLabel = userLabel
        self.colorLabel = colorLabel
        self.cells = cells
        self.userComments = userComments
        self.location = location
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, headerTitle, footerTitle, userLabel, colorLabel, cells, userComments
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        headerTitle = container.optional(.headerTitle)
        footerTitle = container.optional(.footerTitle)
        userLabel = container.optional(.userLabel)
        colorLabel = container.optional(.colorLabel)
        cells = container.list(.cells)
        userComments = container.optional(.userComments)
        try container.finish()
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "tableViewSection", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(headerTitle, forKey: .headerTitle)
        try container.encodeIfPresent(footerTitle, forKey: .footerTitle)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(colorLabel, forKey: .colorLabel)
        try container.encodeList(cells, forKey: .cells)
        try container.encodeIfPresent(userComments, forKey: .userComments)
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
    public var editingAccessoryType: AccessoryType?
    public var focusStyle: TableViewCellFocusStyle?
    public var rowHeight: Double?
    public var indentationLevel: Int?
    public var indentationWidth: Double?
    public var shouldIndentWhileEditing: Bool
    public var hidesAccessoryWhenEditing: Bool
    public var showsReorderControl: Bool
    /// The id of the built-in text label of a styled cell.
    public var textLabel: String?
    public var detailTextLabel: String?
    public var imageView: String?
    public var separatorInset: Insets?
    /// The content view, which holds the cell's subviews.
    @Boxed public var contentView: CellContentView?
    public var backgroundView: AnyView?
    public var selectedBackgroundView: AnyView?
    @Boxed public var backgroundConfiguration: BackgroundConfiguration?
    @Boxed public var contentConfiguration: ListContentConfiguration?

    public init(view: View, reuseIdentifier: String? = nil, style: TableViewCellStyle? = nil,
                selectionStyle: SelectionStyle? = nil, accessoryType: AccessoryType? = nil,
                editingAccessoryType: AccessoryType? = nil, focusStyle: TableViewCellFocusStyle? = nil,
                rowHeight: Double? = nil, indentationLevel: Int? = nil, indentationWidth: Double? = nil,
                shouldIndentWhileEditing: Bool = true, hidesAccessoryWhenEditing: Bool = false,
                showsReorderControl: Bool = false, textLabel: String? = nil, detailTextLabel: String? = nil,
                imageView: String? = nil, separatorInset: Insets? = nil, contentView: CellContentView? = nil,
                backgroundView: AnyView? = nil, selectedBackgroundView: AnyView? = nil,
                backgroundConfiguration: BackgroundConfiguration? = nil,
                contentConfiguration: ListContentConfiguration? = nil) {
        self.view = view
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.selectionStyle = selectionStyle
        self.accessoryType = accessoryType
        self.editingAccessoryType = editingAccessoryType
        self.focusStyle = focusStyle
        self.rowHeight = rowHeight
        self.indentationLevel = indentationLevel
        self.indentationWidth = indentationWidth
        self.shouldIndentWhileEditing = shouldIndentWhileEditing
        self.hidesAccessoryWhenEditing = hidesAccessoryWhenEditing
        self.showsReorderControl = showsReorderControl
        self.textLabel = textLabel
        self.detailTextLabel = detailTextLabel
        self.imageView = imageView
        self.separatorInset = separatorInset
        self.contentView = contentView
        self.backgroundView = backgroundView
        self.selectedBackgroundView = selectedBackgroundView
        self.backgroundConfiguration = backgroundConfiguration
        self.contentConfiguration = contentConfiguration
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reuseIdentifier, style, selectionStyle, accessoryType, editingAccessoryType, focusStyle, rowHeight
        case indentationLevel, indentationWidth, shouldIndentWhileEditing, hidesAccessoryWhenEditing
        case showsReorderControl, textLabel, detailTextLabel, imageView, separatorInset, contentView, backgroundView
        case selectedBackgroundView, backgroundConfiguration, contentConfiguration
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        reuseIdentifier = container.optional(.reuseIdentifier)
        style = container.optional(.style)
        selectionStyle = container.optional(.selectionStyle)
        accessoryType = container.optional(.accessoryType)
        editingAccessoryType = container.optional(.editingAccessoryType)
        focusStyle = container.optional(.focusStyle)
        rowHeight = container.optional(.rowHeight)
        indentationLevel = container.optional(.indentationLevel)
        indentationWidth = container.optional(.indentationWidth)
        shouldIndentWhileEditing = container.decode(.shouldIndentWhileEditing, default: true)
        hidesAccessoryWhenEditing = container.decode(.hidesAccessoryWhenEditing, default: false)
        showsReorderControl = container.decode(.showsReorderControl, default: false)
        textLabel = container.optional(.textLabel)
        detailTextLabel = container.optional(.detailTextLabel)
        imageView = container.optional(.imageView)
        separatorInset = container.optional(.separatorInset)
        contentView = container.optional(.contentView)
        backgroundView = container.optional(.backgroundView)
        selectedBackgroundView = container.optional(.selectedBackgroundView)
        backgroundConfiguration = container.optional(.backgroundConfiguration)
        contentConfiguration = container.optional(.contentConfiguration)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(selectionStyle, forKey: .selectionStyle)
        try container.encodeIfPresent(accessoryType, forKey: .accessoryType)
        try container.encodeIfPresent(editingAccessoryType, forKey: .editingAccessoryType)
        try container.encodeIfPresent(focusStyle, forKey: .focusStyle)
        try container.encodeIfPresent(rowHeight, forKey: .rowHeight)
        try container.encodeIfPresent(indentationLevel, forKey: .indentationLevel)
        try container.encodeIfPresent(indentationWidth, forKey: .indentationWidth)
        try container.encode(shouldIndentWhileEditing, forKey: .shouldIndentWhileEditing, default: true)
        try container.encode(hidesAccessoryWhenEditing, forKey: .hidesAccessoryWhenEditing, default: false)
        try container.encode(showsReorderControl, forKey: .showsReorderControl, default: false)
        try container.encodeIfPresent(textLabel, forKey: .textLabel)
        try container.encodeIfPresent(detailTextLabel, forKey: .detailTextLabel)
        try container.encodeIfPresent(imageView, forKey: .imageView)
        try container.encodeIfPresent(separatorInset, forKey: .separatorInset)
        try container.encodeIfPresent(contentView, forKey: .contentView)
        try container.encodeIfPresent(backgroundView, forKey: .backgroundView)
        try container.encodeIfPresent(selectedBackgroundView, forKey: .selectedBackgroundView)
        try container.encodeIfPresent(backgroundConfiguration, forKey: .backgroundConfiguration)
        try container.encodeIfPresent(contentConfiguration, forKey: .contentConfiguration)
    }
}

/// A UIKit list content configuration of a cell: `<listContentConfiguration key="contentConfiguration"
/// text="Settings" secondaryText="On"/>`.
public struct ListContentConfiguration: InterfaceElement {
    public static let elementKinds: Set<String>? = ["listContentConfiguration"]
    public var key: String?
    public var text: String?
    public var secondaryText: String?
    @Boxed public var attributedText: AttributedString?
    @Boxed public var secondaryAttributedText: AttributedString?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var imageToTextPadding: Double?
    public var textToSecondaryTextVerticalPadding: Double?
    public var textToSecondaryTextHorizontalPadding: Double?
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var directionalLayoutMargins: Insets?
    @Boxed public var textColor: Color?
    @Boxed public var secondaryTextColor: Color?

    public init(key: String? = nil, text: String? = nil, secondaryText: String? = nil,
                attributedText: AttributedString? = nil, secondaryAttributedText: AttributedString? = nil,
                image: ImageReference? = nil, imageToTextPadding: Double? = nil,
                textToSecondaryTextVerticalPadding: Double? = nil,
                textToSecondaryTextHorizontalPadding: Double? = nil,
                prefersSideBySideTextAndSecondaryText: Bool = false, directionalLayoutMargins: Insets? = nil,
                textColor: Color? = nil, secondaryTextColor: Color? = nil) {
        self.key = key
        self.text = text
        self.secondaryText = secondaryText
        self.attributedText = attributedText
        self.secondaryAttributedText = secondaryAttributedText
        self.image = image
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.directionalLayoutMargins = directionalLayoutMargins
        self.textColor = textColor
        self.secondaryTextColor = secondaryTextColor
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, text, secondaryText, attributedText, secondaryAttributedText, image, imageToTextPadding
        case textToSecondaryTextVerticalPadding, textToSecondaryTextHorizontalPadding
        case prefersSideBySideTextAndSecondaryText, directionalLayoutMargins, textColor, secondaryTextColor, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        text = container.optional(.text)
        secondaryText = container.optional(.secondaryText)
        attributedText = container.optional(.attributedText)
        secondaryAttributedText = container.optional(.secondaryAttributedText)
        image = container.image(.image, catalog: .catalog)
        imageToTextPadding = container.optional(.imageToTextPadding)
        textToSecondaryTextVerticalPadding = container.optional(.textToSecondaryTextVerticalPadding)
        textToSecondaryTextHorizontalPadding = container.optional(.textToSecondaryTextHorizontalPadding)
        prefersSideBySideTextAndSecondaryText = container.decode(.prefersSideBySideTextAndSecondaryText, default: false)
        directionalLayoutMargins = container.optional(.directionalLayoutMargins)
        textColor = container.optional(.textColor)
        secondaryTextColor = container.optional(.secondaryTextColor)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "listContentConfiguration", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(secondaryText, forKey: .secondaryText)
        try container.encodeIfPresent(attributedText, forKey: .attributedText)
        try container.encodeIfPresent(secondaryAttributedText, forKey: .secondaryAttributedText)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(imageToTextPadding, forKey: .imageToTextPadding)
        try container.encodeIfPresent(textToSecondaryTextVerticalPadding, forKey: .textToSecondaryTextVerticalPadding)
        try container.encodeIfPresent(textToSecondaryTextHorizontalPadding, forKey: .textToSecondaryTextHorizontalPadding)
        try container.encode(prefersSideBySideTextAndSecondaryText, forKey: .prefersSideBySideTextAndSecondaryText, default: false)
        try container.encodeIfPresent(directionalLayoutMargins, forKey: .directionalLayoutMargins)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(secondaryTextColor, forKey: .secondaryTextColor)
    }
}

/// The content view of a table or collection view cell: `<tableViewCellContentView key="contentView"
/// tableViewCell="…">`.
public struct CellContentView: ViewElement {
    public static let elementKinds: Set<String>? = ["tableViewCellContentView", "collectionViewCellContentView", "view"]
    public var view: View
    /// The id of the table view cell that owns it.
    public var tableViewCell: String?
    public var collectionViewCell: String?

    public init(view: View, tableViewCell: String? = nil, collectionViewCell: String? = nil) {
        self.view = view
        self.tableViewCell = tableViewCell
        self.collectionViewCell = collectionViewCell
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case tableViewCell, collectionViewCell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        tableViewCell = container.optional(.tableViewCell)
        collectionViewCell = container.optional(.collectionViewCell)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(tableViewCell, forKey: .tableViewCell)
        try container.encodeIfPresent(collectionViewCell, forKey: .collectionViewCell)
    }
}

/// A collection view: UIKit's `<collectionView dataMode="prototypes" …><collectionViewFlowLayout
/// key="collectionViewLayout" …/><cells>…</cells>`, or AppKit's.
public struct CollectionView: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionView"]
    public var view: View
    /// Scrolling, bouncing and indicators.
    public var scrolling: ScrollBehavior
    /// The layout object.
    @Boxed public var layout: CollectionViewLayout?
    public var dataMode: String?
    /// Prototype cells, with their reuse identifiers.
    public var cells: [CollectionViewCell]
    @Boxed public var sectionHeaderView: CollectionReusableView?
    @Boxed public var sectionFooterView: CollectionReusableView?
    public var isPrefetchingEnabled: Bool
    public var allowsSelection: Bool
    public var allowsMultipleSelection: Bool
    /// AppKit: whether items can be selected.
    public var isSelectable: Bool?
    @Boxed public var primaryBackgroundColor: Color?
    public var remembersLastFocusedIndexPath: Bool

    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior(), layout: CollectionViewLayout? = nil,
                dataMode: String? = nil, cells: [CollectionViewCell] = [],
                sectionHeaderView: CollectionReusableView? = nil, sectionFooterView: CollectionReusableView? = nil,
                isPrefetchingEnabled: Bool = true, allowsSelection: Bool = true,
                allowsMultipleSelection: Bool = false, isSelectable: Bool? = nil,
                primaryBackgroundColor: Color? = nil, remembersLastFocusedIndexPath: Bool = false) {
        self.view = view
        self.scrolling = scrolling
        self.layout = layout
        self.dataMode = dataMode
        self.cells = cells
        self.sectionHeaderView = sectionHeaderView
        self.sectionFooterView = sectionFooterView
        self.isPrefetchingEnabled = isPrefetchingEnabled
        self.allowsSelection = allowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
        self.isSelectable = isSelectable
        self.primaryBackgroundColor = primaryBackgroundColor
        self.remembersLastFocusedIndexPath = remembersLastFocusedIndexPath
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case layout = "collectionViewLayout", dataMode, cells, sectionHeaderView, sectionFooterView
        case isPrefetchingEnabled = "prefetchingEnabled", allowsSelection, allowsMultipleSelection
        case isSelectable = "selectable", primaryBackgroundColor, remembersLastFocusedIndexPath
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        scrolling = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        layout = container.optional(.layout)
        dataMode = container.optional(.dataMode)
        cells = container.list(.cells)
        sectionHeaderView = container.optional(.sectionHeaderView)
        sectionFooterView = container.optional(.sectionFooterView)
        isPrefetchingEnabled = container.decode(.isPrefetchingEnabled, default: true)
        allowsSelection = container.decode(.allowsSelection, default: true)
        allowsMultipleSelection = container.decode(.allowsMultipleSelection, default: false)
        isSelectable = container.optional(.isSelectable)
        primaryBackgroundColor = container.optional(.primaryBackgroundColor)
        remembersLastFocusedIndexPath = container.decode(.remembersLastFocusedIndexPath, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        try scrolling.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encodeIfPresent(dataMode, forKey: .dataMode)
        try container.encodeList(cells, forKey: .cells)
        try container.encodeIfPresent(sectionHeaderView, forKey: .sectionHeaderView)
        try container.encodeIfPresent(sectionFooterView, forKey: .sectionFooterView)
        try container.encode(isPrefetchingEnabled, forKey: .isPrefetchingEnabled, default: true)
        try container.encode(allowsSelection, forKey: .allowsSelection, default: true)
        try container.encode(allowsMultipleSelection, forKey: .allowsMultipleSelection, default: false)
        try container.encodeIfPresent(isSelectable, forKey: .isSelectable)
        try container.encodeIfPresent(primaryBackgroundColor, forKey: .primaryBackgroundColor)
        try container.encode(remembersLastFocusedIndexPath, forKey: .remembersLastFocusedIndexPath, default: false)
    }
}

/// A collection view layout: a flow layout `<collectionViewFlowLayout key="collectionViewLayout"
/// minimumLineSpacing="10" …><size key="itemSize" …/></collectionViewFlowLayout>`, or a custom
/// `collectionViewLayout` with its class.
public struct CollectionViewLayout: InterfaceElement {
    public static let elementKinds: Set<String>? = ["collectionViewFlowLayout", "collectionViewLayout", "collectionViewGridLayout", "collectionViewCompositionalLayout"]
    /// The element kind.
    public var kind: String
    public var id: String?
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var scrollDirection: ScrollDirection?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var itemSize: Size?
    public var estimatedItemSize: Size?
    public var automaticEstimatedItemSize: Bool
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?
    public var sectionInset: Insets?
    public var sectionInsetReference: CollectionViewContentInsetReference?
    public var sectionHeadersPinToVisibleBounds: Bool
    public var sectionFootersPinToVisibleBounds: Bool

    public init(kind: String = "collectionViewFlowLayout", id: String? = nil, key: String? = nil,
                customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
                scrollDirection: ScrollDirection? = nil, minimumLineSpacing: Double? = nil,
                minimumInteritemSpacing: Double? = nil, itemSize: Size? = nil, estimatedItemSize: Size? = nil,
                automaticEstimatedItemSize: Bool = false, headerReferenceSize: Size? = nil,
                footerReferenceSize: Size? = nil, sectionInset: Insets? = nil,
                sectionInsetReference: CollectionViewContentInsetReference? = nil,
                sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.scrollDirection = scrollDirection
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.itemSize = itemSize
        self.estimatedItemSize = estimatedItemSize
        self.automaticEstimatedItemSize = automaticEstimatedItemSize
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, scrollDirection, minimumLineSpacing
        case minimumInteritemSpacing, itemSize, estimatedItemSize, automaticEstimatedItemSize, headerReferenceSize
        case footerReferenceSize, sectionInset, sectionInsetReference, sectionHeadersPinToVisibleBounds
        case sectionFootersPinToVisibleBounds
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        key = container.optional(.key)
        customClass = container.optional(.customClass)
        customModule = container.optional(.customModule)
        customModuleProvider = container.optional(.customModuleProvider)
        scrollDirection = container.optional(.scrollDirection)
        minimumLineSpacing = container.optional(.minimumLineSpacing)
        minimumInteritemSpacing = container.optional(.minimumInteritemSpacing)
        itemSize = container.optional(.itemSize)
        estimatedItemSize = container.optional(.estimatedItemSize)
        automaticEstimatedItemSize = container.decode(.automaticEstimatedItemSize, default: false)
        headerReferenceSize = container.optional(.headerReferenceSize)
        footerReferenceSize = container.optional(.footerReferenceSize)
        sectionInset = container.optional(.sectionInset)
        sectionInsetReference = container.optional(.sectionInsetReference)
        sectionHeadersPinToVisibleBounds = container.decode(.sectionHeadersPinToVisibleBounds, default: false)
        sectionFootersPinToVisibleBounds = container.decode(.sectionFootersPinToVisibleBounds, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(scrollDirection, forKey: .scrollDirection)
        try container.encodeIfPresent(minimumLineSpacing, forKey: .minimumLineSpacing)
        try container.encodeIfPresent(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
        try container.encodeIfPresent(itemSize, forKey: .itemSize)
        try container.encodeIfPresent(estimatedItemSize, forKey: .estimatedItemSize)
        try container.encode(automaticEstimatedItemSize, forKey: .automaticEstimatedItemSize, default: false)
        try container.encodeIfPresent(headerReferenceSize, forKey: .headerReferenceSize)
        try container.encodeIfPresent(footerReferenceSize, forKey: .footerReferenceSize)
        try container.encodeIfPresent(sectionInset, forKey: .sectionInset)
        try container.encodeIfPresent(sectionInsetReference, forKey: .sectionInsetReference)
        try container.encode(sectionHeadersPinToVisibleBounds, forKey: .sectionHeadersPinToVisibleBounds, default: false)
        try container.encode(sectionFootersPinToVisibleBounds, forKey: .sectionFootersPinToVisibleBounds, default: false)
    }
}

/// A collection view cell: `<collectionViewCell reuseIdentifier="Cell" …><view key="contentView" …>`.
public struct CollectionViewCell: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionViewCell"]
    public var view: View
    public var reuseIdentifier: String?
    /// The content view, which holds the cell's subviews.
    @Boxed public var contentView: CellContentView?
    /// The size Interface Builder shows the cell at.
    public var customSize: Size?
    public var backgroundView: AnyView?
    public var selectedBackgroundView: AnyView?
    @Boxed public var backgroundConfiguration: BackgroundConfiguration?
    @Boxed public var contentConfiguration: ListContentConfiguration?

    public init(view: View, reuseIdentifier: String? = nil, contentView: CellContentView? = nil,
                customSize: Size? = nil, backgroundView: AnyView? = nil, selectedBackgroundView: AnyView? = nil,
                backgroundConfiguration: BackgroundConfiguration? = nil,
                contentConfiguration: ListContentConfiguration? = nil) {
        self.view = view
        self.reuseIdentifier = reuseIdentifier
        self.contentView = contentView
        self.customSize = customSize
        self.backgroundView = backgroundView
        self.selectedBackgroundView = selectedBackgroundView
        self.backgroundConfiguration = backgroundConfiguration
        self.contentConfiguration = contentConfiguration
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reuseIdentifier, contentView, customSize, backgroundView, selectedBackgroundView
        case backgroundConfiguration, contentConfiguration
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        reuseIdentifier = container.optional(.reuseIdentifier)
        contentView = container.optional(.contentView)
        customSize = container.optional(.customSize)
        backgroundView = container.optional(.backgroundView)
        selectedBackgroundView = container.optional(.selectedBackgroundView)
        backgroundConfiguration = container.optional(.backgroundConfiguration)
        contentConfiguration = container.optional(.contentConfiguration)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
        try container.encodeIfPresent(contentView, forKey: .contentView)
        try container.encodeIfPresent(customSize, forKey: .customSize)
        try container.encodeIfPresent(backgroundView, forKey: .backgroundView)
        try container.encodeIfPresent(selectedBackgroundView, forKey: .selectedBackgroundView)
        try container.encodeIfPresent(backgroundConfiguration, forKey: .backgroundConfiguration)
        try container.encodeIfPresent(contentConfiguration, forKey: .contentConfiguration)
    }
}

/// A collection view header or footer: `<collectionReusableView key="sectionHeaderView" reuseIdentifier="Header"
/// …>`.
public struct CollectionReusableView: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionReusableView"]
    public var view: View
    public var reuseIdentifier: String?

    public init(view: View, reuseIdentifier: String? = nil) {
        self.view = view
        self.reuseIdentifier = reuseIdentifier
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reuseIdentifier
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        reuseIdentifier = container.optional(.reuseIdentifier)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
    }
}
