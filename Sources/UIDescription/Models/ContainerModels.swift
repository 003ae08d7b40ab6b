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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    /// The arranged views.
    public var arrangedSubviews: [AnyView] { view.subviews }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case axis, alignment, distribution, spacing, isBaselineRelativeArrangement = "baselineRelativeArrangement"
        case isLayoutMarginsRelativeArrangement = "layoutMarginsRelativeArrangement", spacingType
        case detachesHiddenViews, horizontalStackHuggingPriority, verticalStackHuggingPriority
        case horizontalClippingResistancePriority, verticalClippingResistancePriority, visibilityPriorities
        case customSpacing, edgeInsets, beginningViews, middleViews, endViews, orientation
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

extension StackView {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let axis: LayoutAxis = container.optional(.axis) ?? container.optional(.orientation) ?? .horizontal
        let alignment: StackAlignment? = container.optional(.alignment)
        let distribution: StackDistribution? = container.optional(.distribution)
        let spacing: Double = container.decode(.spacing, default: 0)
        let isBaselineRelativeArrangement: Bool = container.decode(.isBaselineRelativeArrangement, default: false)
        let isLayoutMarginsRelativeArrangement: Bool = container.decode(.isLayoutMarginsRelativeArrangement, default: false)
        let spacingType: String? = container.optional(.spacingType)
        let detachesHiddenViews: Bool = container.decode(.detachesHiddenViews, default: false)
        let horizontalStackHuggingPriority: Double? = container.optional(.horizontalStackHuggingPriority)
        let verticalStackHuggingPriority: Double? = container.optional(.verticalStackHuggingPriority)
        let horizontalClippingResistancePriority: Double? = container.optional(.horizontalClippingResistancePriority)
        let verticalClippingResistancePriority: Double? = container.optional(.verticalClippingResistancePriority)
        let visibilityPriorities: [Int] = container.list(.visibilityPriorities)
        let customSpacing: [Double] = container.list(.customSpacing)
        let edgeInsets: Insets? = container.optional(.edgeInsets)
        let beginningViews: [AnyView] = container.list(.beginningViews)
        let middleViews: [AnyView] = container.list(.middleViews)
        let endViews: [AnyView] = container.list(.endViews)
        try container.finish()
        self.init(axis: axis, alignment: alignment, distribution: distribution, spacing: spacing,
                  isBaselineRelativeArrangement: isBaselineRelativeArrangement,
                  isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement, spacingType: spacingType,
                  detachesHiddenViews: detachesHiddenViews,
                  horizontalStackHuggingPriority: horizontalStackHuggingPriority,
                  verticalStackHuggingPriority: verticalStackHuggingPriority,
                  horizontalClippingResistancePriority: horizontalClippingResistancePriority,
                  verticalClippingResistancePriority: verticalClippingResistancePriority,
                  visibilityPriorities: visibilityPriorities, customSpacing: customSpacing, edgeInsets: edgeInsets,
                  beginningViews: beginningViews, middleViews: middleViews, endViews: endViews, view: view)
    }
}

/// A scroll view: UIKit's `<scrollView pagingEnabled="YES" …>`, or AppKit's `<scrollView><clipView
/// key="contentView">…</clipView><scroller key="horizontalScroller" …/></scrollView>`.
public struct ScrollView: ViewElement {
    public static let elementKinds: Set<String>? = ["scrollView"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

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

extension ScrollView {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        let scrolling: ScrollBehavior = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let contentView: ClipView? = container.optional(.contentView)
        let horizontalScroller: Scroller? = container.optional(.horizontalScroller)
        let verticalScroller: Scroller? = container.optional(.verticalScroller)
        let headerView: View? = container.optional(.headerView)
        let hasHorizontalScroller: Bool? = container.optional(.hasHorizontalScroller)
        let hasVerticalScroller: Bool? = container.optional(.hasVerticalScroller)
        let autohidesScrollers: Bool? = container.optional(.autohidesScrollers)
        let borderType: BorderType? = container.optional(.borderType)
        let horizontalLineScroll: Double? = container.optional(.horizontalLineScroll)
        let horizontalPageScroll: Double? = container.optional(.horizontalPageScroll)
        let verticalLineScroll: Double? = container.optional(.verticalLineScroll)
        let verticalPageScroll: Double? = container.optional(.verticalPageScroll)
        let usesPredominantAxisScrolling: Bool? = container.optional(.usesPredominantAxisScrolling)
        let scrollerKnobStyle: ScrollerKnobStyle? = container.optional(.scrollerKnobStyle)
        let drawsBackground: Bool? = container.optional(.drawsBackground)
        let contentLayoutGuide: LayoutGuide? = container.optional(.contentLayoutGuide)
        let frameLayoutGuide: LayoutGuide? = container.optional(.frameLayoutGuide)
        let contentInsets: Insets? = container.optional(.contentInsets)
        let scrollerInsets: Insets? = container.optional(.scrollerInsets)
        let automaticallyAdjustsContentInsets: Bool? = container.optional(.automaticallyAdjustsContentInsets)
        let horizontalScrollElasticity: String? = container.optional(.horizontalScrollElasticity)
        let verticalScrollElasticity: String? = container.optional(.verticalScrollElasticity)
        let magnification: Double? = container.optional(.magnification)
        let minMagnification: Double? = container.optional(.minMagnification)
        let maxMagnification: Double? = container.optional(.maxMagnification)
        let allowsMagnification: Bool? = container.optional(.allowsMagnification)
        try container.finish()
        self.init(scrolling: scrolling, contentView: contentView, horizontalScroller: horizontalScroller,
                  verticalScroller: verticalScroller, headerView: headerView,
                  hasHorizontalScroller: hasHorizontalScroller, hasVerticalScroller: hasVerticalScroller,
                  autohidesScrollers: autohidesScrollers, borderType: borderType,
                  horizontalLineScroll: horizontalLineScroll, horizontalPageScroll: horizontalPageScroll,
                  verticalLineScroll: verticalLineScroll, verticalPageScroll: verticalPageScroll,
                  usesPredominantAxisScrolling: usesPredominantAxisScrolling, scrollerKnobStyle: scrollerKnobStyle,
                  drawsBackground: drawsBackground, contentLayoutGuide: contentLayoutGuide,
                  frameLayoutGuide: frameLayoutGuide, contentInsets: contentInsets, scrollerInsets: scrollerInsets,
                  automaticallyAdjustsContentInsets: automaticallyAdjustsContentInsets,
                  horizontalScrollElasticity: horizontalScrollElasticity,
                  verticalScrollElasticity: verticalScrollElasticity, magnification: magnification,
                  minMagnification: minMagnification, maxMagnification: maxMagnification,
                  allowsMagnification: allowsMagnification, view: view)
    }
}

/// A table or outline view: UIKit's `<tableView style="plain" rowHeight="44" …><prototypes><tableViewCell
/// …/></prototypes></tableView>` (or static `sections`), or AppKit's `tableView`/`outlineView` with its
/// `tableColumns`.
public struct TableView: ViewElement {
    public static let elementKinds: Set<String>? = ["tableView", "outlineView"]
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
    /// Whether the outline view saves which items are expanded under its autosave name.
    public var autosaveExpandedItems: Bool?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

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
        case indentationPerLevel, autoresizesOutlineColumn, indentationMarkerFollowsCell, autosaveExpandedItems
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
        try container.encodeIfPresent(autosaveExpandedItems, forKey: .autosaveExpandedItems)
    }
}

extension TableView {
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
                indentationMarkerFollowsCell: Bool? = nil, autosaveExpandedItems: Bool? = nil) {
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
        self.autosaveExpandedItems = autosaveExpandedItems
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        let scrolling: ScrollBehavior = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let style: TableViewStyle? = container.optional(.style)
        let separatorStyle: SeparatorStyle? = container.optional(.separatorStyle)
        let rowHeight: Double? = container.optional(.rowHeight)
        let estimatedRowHeight: Double? = container.optional(.estimatedRowHeight)
        let sectionHeaderHeight: Double? = container.optional(.sectionHeaderHeight)
        let sectionFooterHeight: Double? = container.optional(.sectionFooterHeight)
        let estimatedSectionHeaderHeight: Double? = container.optional(.estimatedSectionHeaderHeight)
        let estimatedSectionFooterHeight: Double? = container.optional(.estimatedSectionFooterHeight)
        let sectionHeaderTopPadding: Double? = container.optional(.sectionHeaderTopPadding)
        let dataMode: String? = container.optional(.dataMode)
        let prototypes: [TableViewCell] = container.list(.prototypes)
        let sections: [TableViewSection] = container.list(.sections)
        let tableHeaderView: AnyView? = container.optional(.tableHeaderView)
        let tableFooterView: AnyView? = container.optional(.tableFooterView)
        let separatorColor: Color? = container.optional(.separatorColor)
        let separatorInset: Insets? = container.optional(.separatorInset)
        let separatorInsetReference: TableViewSeparatorInsetReference? = container.optional(.separatorInsetReference)
        let sectionIndexColor: Color? = container.optional(.sectionIndexColor)
        let sectionIndexBackgroundColor: Color? = container.optional(.sectionIndexBackgroundColor)
        let sectionIndexTrackingBackgroundColor: Color? = container.optional(.sectionIndexTrackingBackgroundColor)
        let sectionIndexMinimumDisplayRowCount: Int? = container.optional(.sectionIndexMinimumDisplayRowCount)
        let allowsSelection: Bool = container.decode(.allowsSelection, default: true)
        let allowsMultipleSelection: Bool = container.decode(.allowsMultipleSelection, default: false)
        let allowsSelectionDuringEditing: Bool = container.decode(.allowsSelectionDuringEditing, default: false)
        let allowsMultipleSelectionDuringEditing: Bool = container.decode(.allowsMultipleSelectionDuringEditing, default: false)
        let cellLayoutMarginsFollowReadableWidth: Bool = container.decode(.cellLayoutMarginsFollowReadableWidth, default: false)
        let insetsContentViewsToSafeArea: Bool = container.decode(.insetsContentViewsToSafeArea, default: true)
        let contentViewInsetsToSafeArea: Bool? = container.optional(.contentViewInsetsToSafeArea)
        let remembersLastFocusedIndexPath: Bool = container.decode(.remembersLastFocusedIndexPath, default: false)
        let tableColumns: [TableColumn] = container.list(.tableColumns)
        let columnAutoresizingStyle: TableColumnAutoresizingStyle? = container.optional(.columnAutoresizingStyle)
        let columnReordering: Bool? = container.optional(.columnReordering)
        let columnResizing: Bool? = container.optional(.columnResizing)
        let columnSelection: Bool? = container.optional(.columnSelection)
        let multipleSelection: Bool? = container.optional(.multipleSelection)
        let emptySelection: Bool? = container.optional(.emptySelection)
        let autosaveColumns: Bool? = container.optional(.autosaveColumns)
        let autosaveName: String? = container.optional(.autosaveName)
        let headerView: String? = container.optional(.headerView)
        let cornerView: String? = container.optional(.cornerView)
        let intercellSpacing: Size? = container.optional(.intercellSpacing)
        let gridColor: Color? = container.optional(.gridColor)
        let gridStyleMask: TableViewGridLines? = container.optional(.gridStyleMask)
        let rowSizeStyle: TableRowSizeStyle? = container.optional(.rowSizeStyle)
        let viewBased: Bool? = container.optional(.viewBased)
        let typeSelect: Bool? = container.optional(.typeSelect)
        let selectionHighlightStyle: TableSelectionHighlightStyle? = container.optional(.selectionHighlightStyle)
        let allowsExpansionToolTips: Bool? = container.optional(.allowsExpansionToolTips)
        let alternatingRowBackgroundColors: Bool? = container.optional(.alternatingRowBackgroundColors)
        let tableStyle: TableViewStyleMac? = container.optional(.tableStyle)
        let floatsGroupRows: Bool? = container.optional(.floatsGroupRows)
        let usesAutomaticRowHeights: Bool? = container.optional(.usesAutomaticRowHeights)
        let verticalMotionCanBeginDrag: Bool? = container.optional(.verticalMotionCanBeginDrag)
        let outlineTableColumn: String? = container.optional(.outlineTableColumn)
        let indentationPerLevel: Double? = container.optional(.indentationPerLevel)
        let autoresizesOutlineColumn: Bool? = container.optional(.autoresizesOutlineColumn)
        let indentationMarkerFollowsCell: Bool? = container.optional(.indentationMarkerFollowsCell)
        let autosaveExpandedItems: Bool? = container.optional(.autosaveExpandedItems)
        try container.finish()
        self.init(scrolling: scrolling, style: style, separatorStyle: separatorStyle, rowHeight: rowHeight,
                  estimatedRowHeight: estimatedRowHeight, sectionHeaderHeight: sectionHeaderHeight,
                  sectionFooterHeight: sectionFooterHeight, estimatedSectionHeaderHeight: estimatedSectionHeaderHeight,
                  estimatedSectionFooterHeight: estimatedSectionFooterHeight,
                  sectionHeaderTopPadding: sectionHeaderTopPadding, dataMode: dataMode, prototypes: prototypes,
                  sections: sections, tableHeaderView: tableHeaderView, tableFooterView: tableFooterView,
                  separatorColor: separatorColor, separatorInset: separatorInset,
                  separatorInsetReference: separatorInsetReference, sectionIndexColor: sectionIndexColor,
                  sectionIndexBackgroundColor: sectionIndexBackgroundColor,
                  sectionIndexTrackingBackgroundColor: sectionIndexTrackingBackgroundColor,
                  sectionIndexMinimumDisplayRowCount: sectionIndexMinimumDisplayRowCount,
                  allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection,
                  allowsSelectionDuringEditing: allowsSelectionDuringEditing,
                  allowsMultipleSelectionDuringEditing: allowsMultipleSelectionDuringEditing,
                  cellLayoutMarginsFollowReadableWidth: cellLayoutMarginsFollowReadableWidth,
                  insetsContentViewsToSafeArea: insetsContentViewsToSafeArea,
                  contentViewInsetsToSafeArea: contentViewInsetsToSafeArea,
                  remembersLastFocusedIndexPath: remembersLastFocusedIndexPath, tableColumns: tableColumns,
                  columnAutoresizingStyle: columnAutoresizingStyle, columnReordering: columnReordering,
                  columnResizing: columnResizing, columnSelection: columnSelection,
                  multipleSelection: multipleSelection, emptySelection: emptySelection,
                  autosaveColumns: autosaveColumns, autosaveName: autosaveName, headerView: headerView,
                  cornerView: cornerView, intercellSpacing: intercellSpacing, gridColor: gridColor,
                  gridStyleMask: gridStyleMask, rowSizeStyle: rowSizeStyle, viewBased: viewBased,
                  typeSelect: typeSelect, selectionHighlightStyle: selectionHighlightStyle,
                  allowsExpansionToolTips: allowsExpansionToolTips,
                  alternatingRowBackgroundColors: alternatingRowBackgroundColors, tableStyle: tableStyle,
                  floatsGroupRows: floatsGroupRows, usesAutomaticRowHeights: usesAutomaticRowHeights,
                  verticalMotionCanBeginDrag: verticalMotionCanBeginDrag, outlineTableColumn: outlineTableColumn,
                  indentationPerLevel: indentationPerLevel, autoresizesOutlineColumn: autoresizesOutlineColumn,
                  indentationMarkerFollowsCell: indentationMarkerFollowsCell,
                  autosaveExpandedItems: autosaveExpandedItems, view: view)
    }
}

/// A static table section: `<tableViewSection headerTitle="Account" id="…"><cells>…</cells></tableViewSection>`.
public struct TableViewSection: InterfaceElement {
    public static let elementKinds: Set<String>? = ["tableViewSection"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var headerTitle: String?
    public var footerTitle: String?
    public var userLabel: String?
    public var colorLabel: String?
    public var cells: [TableViewCell]
    @Boxed public var userComments: AttributedString?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, headerTitle, footerTitle, userLabel, colorLabel, cells, userComments
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

extension TableViewSection {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let headerTitle: String? = container.optional(.headerTitle)
        let footerTitle: String? = container.optional(.footerTitle)
        let userLabel: String? = container.optional(.userLabel)
        let colorLabel: String? = container.optional(.colorLabel)
        let cells: [TableViewCell] = container.list(.cells)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, headerTitle: headerTitle, footerTitle: footerTitle, userLabel: userLabel,
                  colorLabel: colorLabel, cells: cells, userComments: userComments)
    }
}

/// A table view cell: `<tableViewCell reuseIdentifier="Cell" …><tableViewCellContentView key="contentView" …>`.
public struct TableViewCell: ViewElement {
    public static let elementKinds: Set<String>? = ["tableViewCell"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reuseIdentifier, style, selectionStyle, accessoryType, editingAccessoryType, focusStyle, rowHeight
        case indentationLevel, indentationWidth, shouldIndentWhileEditing, hidesAccessoryWhenEditing
        case showsReorderControl, textLabel, detailTextLabel, imageView, separatorInset, contentView, backgroundView
        case selectedBackgroundView, backgroundConfiguration, contentConfiguration
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

extension TableViewCell {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let reuseIdentifier: String? = container.optional(.reuseIdentifier)
        let style: TableViewCellStyle? = container.optional(.style)
        let selectionStyle: SelectionStyle? = container.optional(.selectionStyle)
        let accessoryType: AccessoryType? = container.optional(.accessoryType)
        let editingAccessoryType: AccessoryType? = container.optional(.editingAccessoryType)
        let focusStyle: TableViewCellFocusStyle? = container.optional(.focusStyle)
        let rowHeight: Double? = container.optional(.rowHeight)
        let indentationLevel: Int? = container.optional(.indentationLevel)
        let indentationWidth: Double? = container.optional(.indentationWidth)
        let shouldIndentWhileEditing: Bool = container.decode(.shouldIndentWhileEditing, default: true)
        let hidesAccessoryWhenEditing: Bool = container.decode(.hidesAccessoryWhenEditing, default: false)
        let showsReorderControl: Bool = container.decode(.showsReorderControl, default: false)
        let textLabel: String? = container.optional(.textLabel)
        let detailTextLabel: String? = container.optional(.detailTextLabel)
        let imageView: String? = container.optional(.imageView)
        let separatorInset: Insets? = container.optional(.separatorInset)
        let contentView: CellContentView? = container.optional(.contentView)
        let backgroundView: AnyView? = container.optional(.backgroundView)
        let selectedBackgroundView: AnyView? = container.optional(.selectedBackgroundView)
        let backgroundConfiguration: BackgroundConfiguration? = container.optional(.backgroundConfiguration)
        let contentConfiguration: ListContentConfiguration? = container.optional(.contentConfiguration)
        try container.finish()
        self.init(reuseIdentifier: reuseIdentifier, style: style, selectionStyle: selectionStyle,
                  accessoryType: accessoryType, editingAccessoryType: editingAccessoryType, focusStyle: focusStyle,
                  rowHeight: rowHeight, indentationLevel: indentationLevel, indentationWidth: indentationWidth,
                  shouldIndentWhileEditing: shouldIndentWhileEditing,
                  hidesAccessoryWhenEditing: hidesAccessoryWhenEditing, showsReorderControl: showsReorderControl,
                  textLabel: textLabel, detailTextLabel: detailTextLabel, imageView: imageView,
                  separatorInset: separatorInset, contentView: contentView, backgroundView: backgroundView,
                  selectedBackgroundView: selectedBackgroundView, backgroundConfiguration: backgroundConfiguration,
                  contentConfiguration: contentConfiguration, view: view)
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
    /// The id of the table view cell that owns it.
    public var tableViewCell: String?
    public var collectionViewCell: String?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case tableViewCell, collectionViewCell
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(tableViewCell, forKey: .tableViewCell)
        try container.encodeIfPresent(collectionViewCell, forKey: .collectionViewCell)
    }
}

extension CellContentView {
    public init(view: View, tableViewCell: String? = nil, collectionViewCell: String? = nil) {
        self.view = view
        self.tableViewCell = tableViewCell
        self.collectionViewCell = collectionViewCell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let tableViewCell: String? = container.optional(.tableViewCell)
        let collectionViewCell: String? = container.optional(.collectionViewCell)
        try container.finish()
        self.init(tableViewCell: tableViewCell, collectionViewCell: collectionViewCell, view: view)
    }
}

/// A collection view: UIKit's `<collectionView dataMode="prototypes" …><collectionViewFlowLayout
/// key="collectionViewLayout" …/><cells>…</cells>`, or AppKit's.
public struct CollectionView: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionView"]
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
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case layout = "collectionViewLayout", dataMode, cells, sectionHeaderView, sectionFooterView
        case isPrefetchingEnabled = "prefetchingEnabled", allowsSelection, allowsMultipleSelection
        case isSelectable = "selectable", primaryBackgroundColor, remembersLastFocusedIndexPath
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

extension CollectionView {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        let scrolling: ScrollBehavior = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let layout: CollectionViewLayout? = container.optional(.layout)
        let dataMode: String? = container.optional(.dataMode)
        let cells: [CollectionViewCell] = container.list(.cells)
        let sectionHeaderView: CollectionReusableView? = container.optional(.sectionHeaderView)
        let sectionFooterView: CollectionReusableView? = container.optional(.sectionFooterView)
        let isPrefetchingEnabled: Bool = container.decode(.isPrefetchingEnabled, default: true)
        let allowsSelection: Bool = container.decode(.allowsSelection, default: true)
        let allowsMultipleSelection: Bool = container.decode(.allowsMultipleSelection, default: false)
        let isSelectable: Bool? = container.optional(.isSelectable)
        let primaryBackgroundColor: Color? = container.optional(.primaryBackgroundColor)
        let remembersLastFocusedIndexPath: Bool = container.decode(.remembersLastFocusedIndexPath, default: false)
        try container.finish()
        self.init(scrolling: scrolling, layout: layout, dataMode: dataMode, cells: cells,
                  sectionHeaderView: sectionHeaderView, sectionFooterView: sectionFooterView,
                  isPrefetchingEnabled: isPrefetchingEnabled, allowsSelection: allowsSelection,
                  allowsMultipleSelection: allowsMultipleSelection, isSelectable: isSelectable,
                  primaryBackgroundColor: primaryBackgroundColor,
                  remembersLastFocusedIndexPath: remembersLastFocusedIndexPath, view: view)
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
    public var reuseIdentifier: String?
    /// The content view, which holds the cell's subviews.
    @Boxed public var contentView: CellContentView?
    /// The size Interface Builder shows the cell at.
    public var customSize: Size?
    public var backgroundView: AnyView?
    public var selectedBackgroundView: AnyView?
    @Boxed public var backgroundConfiguration: BackgroundConfiguration?
    @Boxed public var contentConfiguration: ListContentConfiguration?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reuseIdentifier, contentView, customSize, backgroundView, selectedBackgroundView
        case backgroundConfiguration, contentConfiguration
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

extension CollectionViewCell {
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

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let reuseIdentifier: String? = container.optional(.reuseIdentifier)
        let contentView: CellContentView? = container.optional(.contentView)
        let customSize: Size? = container.optional(.customSize)
        let backgroundView: AnyView? = container.optional(.backgroundView)
        let selectedBackgroundView: AnyView? = container.optional(.selectedBackgroundView)
        let backgroundConfiguration: BackgroundConfiguration? = container.optional(.backgroundConfiguration)
        let contentConfiguration: ListContentConfiguration? = container.optional(.contentConfiguration)
        try container.finish()
        self.init(reuseIdentifier: reuseIdentifier, contentView: contentView, customSize: customSize,
                  backgroundView: backgroundView, selectedBackgroundView: selectedBackgroundView,
                  backgroundConfiguration: backgroundConfiguration, contentConfiguration: contentConfiguration,
                  view: view)
    }
}

/// A collection view header or footer: `<collectionReusableView key="sectionHeaderView" reuseIdentifier="Header"
/// …>`.
public struct CollectionReusableView: ViewElement {
    public static let elementKinds: Set<String>? = ["collectionReusableView"]
    public var reuseIdentifier: String?
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reuseIdentifier
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
    }
}

extension CollectionReusableView {
    public init(view: View, reuseIdentifier: String? = nil) {
        self.view = view
        self.reuseIdentifier = reuseIdentifier
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let reuseIdentifier: String? = container.optional(.reuseIdentifier)
        try container.finish()
        self.init(reuseIdentifier: reuseIdentifier, view: view)
    }
}
