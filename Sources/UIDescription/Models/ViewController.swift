/// A view controller of any kind: `viewController`, `tableViewController`, `collectionViewController`,
/// `navigationController`, `tabBarController`, `splitViewController`, `pageViewController`,
/// `avPlayerViewController`, `hostingController`, `glkViewController`, AppKit's `windowController`,
/// `tabViewController`, `splitViewController`, `pagecontroller`, and WatchKit's `controller`,
/// `notificationController` and `glanceController`, with its root view (or WatchKit items), identifiers, bars and
/// items, and connections (outlets, actions, segues). ``kind`` tells which; the properties of other kinds stay
/// `nil`.
public struct ViewController: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    /// The identifier code instantiates the controller by.
    public var storyboardIdentifier: String?
    public var restorationIdentifier: String?
    public var useStoryboardIdentifierAsRestorationIdentifier: Bool
    public var title: String?
    public var userLabel: String?
    /// The controller's role in its scene (`viewController`).
    public var sceneMemberID: String?
    public var nibName: String?
    /// WatchKit: the controller's identifier.
    public var identifier: String?
    /// The root view (the child with `key="view"`), when the controller has one.
    public var view: AnyView?
    public var connections: [Connection]
    @Boxed public var navigationItem: NavigationItem?
    @Boxed public var tabBarItem: TabBarItem?
    public var toolbarItems: [BarButtonItem]
    /// The top and bottom layout guides of pre–safe-area layouts.
    public var layoutGuides: [LayoutGuide]
    public var keyCommands: [KeyCommand]
    public var edgesForExtendedLayout: ExtendedEdge?
    public var automaticallyAdjustsScrollViewInsets: Bool?
    public var extendedLayoutIncludesOpaqueBars: Bool?
    public var hidesBottomBarWhenPushed: Bool
    public var modalTransitionStyle: ModalTransitionStyle?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var definesPresentationContext: Bool
    public var providesPresentationContextTransitionStyle: Bool
    public var modalPresentationCapturesStatusBarAppearance: Bool
    public var isModalInPresentation: Bool
    public var showSeguePresentationStyle: String?
    public var clearsSelectionOnViewWillAppear: Bool
    public var autoresizesArchivedViewToFullSize: Bool
    public var wantsFullScreenLayout: Bool
    public var freeformSize: Size?
    public var preferredContentSize: Size?
    public var contentSizeForViewInPopover: Size?
    /// Interface Builder's simulated bars and sizes (design time only).
    public var simulatedMetrics: SimulatedMetrics
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    @Boxed public var userComments: AttributedString?
    @Boxed public var touchBar: TouchBar?
    @Boxed public var navigationBar: NavigationBar?
    @Boxed public var toolbar: Toolbar?
    public var navigationBarHidden: Bool
    public var toolbarHidden: Bool
    public var hidesBarsOnSwipe: Bool
    public var hidesBarsOnTap: Bool
    public var hidesBarsWhenKeyboardAppears: Bool
    public var viewControllers: [ViewController]
    @Boxed public var tabBar: TabBar?
    @Boxed public var splitView: SplitView?
    public var splitViewItems: [SplitViewItem]
    public var preferredDisplayMode: SplitViewDisplayMode?
    public var style: SplitViewControllerStyle?
    public var primaryBackgroundStyle: String?
    public var presentsWithGesture: Bool
    @Boxed public var tabView: TabView?
    public var tabViewItems: [TabViewItem]
    public var tabStyle: TabViewControllerStyle?
    public var selectedTabViewItemIndex: Int?
    @Boxed public var transitionOptions: ViewControllerTransitionOptions?
    public var transitionStyle: PageTransitionStyle?
    public var navigationOrientation: PageNavigationOrientation?
    public var spineLocation: PageSpineLocation?
    public var isDoubleSided: Bool
    public var videoGravity: VideoGravity?
    public var showsPlaybackControls: Bool?
    public var allowsPictureInPicturePlayback: Bool?
    public var preferredFramesPerSecond: Int?
    public var pauseOnWillResignActive: Bool?
    public var resumeOnDidBecomeActive: Bool?
    public var useLayoutToLayoutNavigationTransitions: Bool
    @Boxed public var window: Window?
    /// WatchKit: the interface items, top to bottom.
    public var items: [InterfaceItem]
    public var spacing: Double?
    public var hidesWhenLoading: Bool
    public var backgroundImage: String?
    public var contentMode: ContentMode?
    public var animationDuration: Double?
    public var alwaysBounce: Bool
    public var fullBounds: Bool
    public var fullScreen: Bool
    public var margins: Insets?
    @Boxed public var notificationCategory: NotificationCategory?
    @Boxed public var menu: Menu?
    @Boxed public var backgroundColor: Color?
    public var variations: [Variation]

    /// The outlets the controller owns.
    public var outlets: [Outlet] { connections.outlets }
    /// The segues that leave the controller.
    public var segues: [Segue] { connections.segues }
    /// The relationship segues (a navigation controller's root, a tab bar controller's tabs, …).
    public var relationships: [Segue] { segues.filter { $0.kind == .relationship } }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, customClass, customModule, customModuleProvider, storyboardIdentifier, restorationIdentifier
        case useStoryboardIdentifierAsRestorationIdentifier, title, userLabel, sceneMemberID, nibName, identifier
        case view, connections, navigationItem, tabBarItem, toolbarItems, layoutGuides, keyCommands
        case edgesForExtendedLayout, automaticallyAdjustsScrollViewInsets, extendedLayoutIncludesOpaqueBars
        case hidesBottomBarWhenPushed, modalTransitionStyle, modalPresentationStyle, definesPresentationContext
        case providesPresentationContextTransitionStyle, modalPresentationCapturesStatusBarAppearance
        case isModalInPresentation = "modalInPresentation", showSeguePresentationStyle
        case clearsSelectionOnViewWillAppear, autoresizesArchivedViewToFullSize, wantsFullScreenLayout, freeformSize
        case preferredContentSize, contentSizeForViewInPopover, userDefinedRuntimeAttributes, userComments, touchBar
        case navigationBar, toolbar, navigationBarHidden, toolbarHidden, hidesBarsOnSwipe, hidesBarsOnTap
        case hidesBarsWhenKeyboardAppears, viewControllers, tabBar, splitView, splitViewItems, preferredDisplayMode
        case style, primaryBackgroundStyle, presentsWithGesture, tabView, tabViewItems, tabStyle
        case selectedTabViewItemIndex, transitionOptions, transitionStyle, navigationOrientation, spineLocation
        case isDoubleSided = "doubleSided", videoGravity, showsPlaybackControls, allowsPictureInPicturePlayback
        case preferredFramesPerSecond, pauseOnWillResignActive, resumeOnDidBecomeActive
        case useLayoutToLayoutNavigationTransitions, window, items, spacing, hidesWhenLoading, backgroundImage
        case contentMode, animationDuration, alwaysBounce, fullBounds, fullScreen, margins, notificationCategory
        case menu, backgroundColor, variations = "$elements:variation"
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(storyboardIdentifier, forKey: .storyboardIdentifier)
        try container.encodeIfPresent(restorationIdentifier, forKey: .restorationIdentifier)
        try container.encode(useStoryboardIdentifierAsRestorationIdentifier, forKey: .useStoryboardIdentifierAsRestorationIdentifier, default: false)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(sceneMemberID, forKey: .sceneMemberID)
        try container.encodeIfPresent(nibName, forKey: .nibName)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeIfPresent(navigationItem, forKey: .navigationItem)
        try container.encodeIfPresent(tabBarItem, forKey: .tabBarItem)
        try container.encodeList(toolbarItems, forKey: .toolbarItems)
        try container.encodeList(layoutGuides, forKey: .layoutGuides)
        try container.encodeList(keyCommands, forKey: .keyCommands)
        try container.encodeIfPresent(edgesForExtendedLayout, forKey: .edgesForExtendedLayout)
        try container.encodeIfPresent(automaticallyAdjustsScrollViewInsets, forKey: .automaticallyAdjustsScrollViewInsets)
        try container.encodeIfPresent(extendedLayoutIncludesOpaqueBars, forKey: .extendedLayoutIncludesOpaqueBars)
        try container.encode(hidesBottomBarWhenPushed, forKey: .hidesBottomBarWhenPushed, default: false)
        try container.encodeIfPresent(modalTransitionStyle, forKey: .modalTransitionStyle)
        try container.encodeIfPresent(modalPresentationStyle, forKey: .modalPresentationStyle)
        try container.encode(definesPresentationContext, forKey: .definesPresentationContext, default: false)
        try container.encode(providesPresentationContextTransitionStyle, forKey: .providesPresentationContextTransitionStyle, default: false)
        try container.encode(modalPresentationCapturesStatusBarAppearance, forKey: .modalPresentationCapturesStatusBarAppearance, default: false)
        try container.encode(isModalInPresentation, forKey: .isModalInPresentation, default: false)
        try container.encodeIfPresent(showSeguePresentationStyle, forKey: .showSeguePresentationStyle)
        try container.encode(clearsSelectionOnViewWillAppear, forKey: .clearsSelectionOnViewWillAppear, default: true)
        try container.encode(autoresizesArchivedViewToFullSize, forKey: .autoresizesArchivedViewToFullSize, default: true)
        try container.encode(wantsFullScreenLayout, forKey: .wantsFullScreenLayout, default: false)
        try container.encodeIfPresent(freeformSize, forKey: .freeformSize)
        try container.encodeIfPresent(preferredContentSize, forKey: .preferredContentSize)
        try container.encodeIfPresent(contentSizeForViewInPopover, forKey: .contentSizeForViewInPopover)
        try simulatedMetrics.encode(to: encoder)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(userComments, forKey: .userComments)
        try container.encodeIfPresent(touchBar, forKey: .touchBar)
        try container.encodeIfPresent(navigationBar, forKey: .navigationBar)
        try container.encodeIfPresent(toolbar, forKey: .toolbar)
        try container.encode(navigationBarHidden, forKey: .navigationBarHidden, default: false)
        try container.encode(toolbarHidden, forKey: .toolbarHidden, default: false)
        try container.encode(hidesBarsOnSwipe, forKey: .hidesBarsOnSwipe, default: false)
        try container.encode(hidesBarsOnTap, forKey: .hidesBarsOnTap, default: false)
        try container.encode(hidesBarsWhenKeyboardAppears, forKey: .hidesBarsWhenKeyboardAppears, default: false)
        try container.encodeList(viewControllers, forKey: .viewControllers)
        try container.encodeIfPresent(tabBar, forKey: .tabBar)
        try container.encodeIfPresent(splitView, forKey: .splitView)
        try container.encodeList(splitViewItems, forKey: .splitViewItems)
        try container.encodeIfPresent(preferredDisplayMode, forKey: .preferredDisplayMode)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(primaryBackgroundStyle, forKey: .primaryBackgroundStyle)
        try container.encode(presentsWithGesture, forKey: .presentsWithGesture, default: true)
        try container.encodeIfPresent(tabView, forKey: .tabView)
        try container.encodeList(tabViewItems, forKey: .tabViewItems)
        try container.encodeIfPresent(tabStyle, forKey: .tabStyle)
        try container.encodeIfPresent(selectedTabViewItemIndex, forKey: .selectedTabViewItemIndex)
        try container.encodeIfPresent(transitionOptions, forKey: .transitionOptions)
        try container.encodeIfPresent(transitionStyle, forKey: .transitionStyle)
        try container.encodeIfPresent(navigationOrientation, forKey: .navigationOrientation)
        try container.encodeIfPresent(spineLocation, forKey: .spineLocation)
        try container.encode(isDoubleSided, forKey: .isDoubleSided, default: false)
        try container.encodeIfPresent(videoGravity, forKey: .videoGravity)
        try container.encodeIfPresent(showsPlaybackControls, forKey: .showsPlaybackControls)
        try container.encodeIfPresent(allowsPictureInPicturePlayback, forKey: .allowsPictureInPicturePlayback)
        try container.encodeIfPresent(preferredFramesPerSecond, forKey: .preferredFramesPerSecond)
        try container.encodeIfPresent(pauseOnWillResignActive, forKey: .pauseOnWillResignActive)
        try container.encodeIfPresent(resumeOnDidBecomeActive, forKey: .resumeOnDidBecomeActive)
        try container.encode(useLayoutToLayoutNavigationTransitions, forKey: .useLayoutToLayoutNavigationTransitions, default: false)
        try container.encodeIfPresent(window, forKey: .window)
        try container.encodeList(items, forKey: .items)
        try container.encodeIfPresent(spacing, forKey: .spacing)
        try container.encode(hidesWhenLoading, forKey: .hidesWhenLoading, default: true)
        try container.encodeIfPresent(backgroundImage, forKey: .backgroundImage)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        try container.encodeIfPresent(animationDuration, forKey: .animationDuration)
        try container.encode(alwaysBounce, forKey: .alwaysBounce, default: false)
        try container.encode(fullBounds, forKey: .fullBounds, default: false)
        try container.encode(fullScreen, forKey: .fullScreen, default: false)
        try container.encodeIfPresent(margins, forKey: .margins)
        try container.encodeIfPresent(notificationCategory, forKey: .notificationCategory)
        try container.encodeIfPresent(menu, forKey: .menu)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeList(variations, forKey: .variations)
    }
}

extension ViewController {
    public init(kind: String = "viewController", id: String = "", customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil,
                storyboardIdentifier: String? = nil, restorationIdentifier: String? = nil,
                useStoryboardIdentifierAsRestorationIdentifier: Bool = false, title: String? = nil,
                userLabel: String? = nil, sceneMemberID: String? = nil, nibName: String? = nil,
                identifier: String? = nil, view: AnyView? = nil, connections: [Connection] = [],
                navigationItem: NavigationItem? = nil, tabBarItem: TabBarItem? = nil,
                toolbarItems: [BarButtonItem] = [], layoutGuides: [LayoutGuide] = [], keyCommands: [KeyCommand] = [],
                edgesForExtendedLayout: ExtendedEdge? = nil, automaticallyAdjustsScrollViewInsets: Bool? = nil,
                extendedLayoutIncludesOpaqueBars: Bool? = nil, hidesBottomBarWhenPushed: Bool = false,
                modalTransitionStyle: ModalTransitionStyle? = nil,
                modalPresentationStyle: ModalPresentationStyle? = nil, definesPresentationContext: Bool = false,
                providesPresentationContextTransitionStyle: Bool = false,
                modalPresentationCapturesStatusBarAppearance: Bool = false, isModalInPresentation: Bool = false,
                showSeguePresentationStyle: String? = nil, clearsSelectionOnViewWillAppear: Bool = true,
                autoresizesArchivedViewToFullSize: Bool = true, wantsFullScreenLayout: Bool = false,
                freeformSize: Size? = nil, preferredContentSize: Size? = nil,
                contentSizeForViewInPopover: Size? = nil, simulatedMetrics: SimulatedMetrics = SimulatedMetrics(),
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [],
                userComments: AttributedString? = nil, touchBar: TouchBar? = nil,
                navigationBar: NavigationBar? = nil, toolbar: Toolbar? = nil, navigationBarHidden: Bool = false,
                toolbarHidden: Bool = false, hidesBarsOnSwipe: Bool = false, hidesBarsOnTap: Bool = false,
                hidesBarsWhenKeyboardAppears: Bool = false, viewControllers: [ViewController] = [],
                tabBar: TabBar? = nil, splitView: SplitView? = nil, splitViewItems: [SplitViewItem] = [],
                preferredDisplayMode: SplitViewDisplayMode? = nil, style: SplitViewControllerStyle? = nil,
                primaryBackgroundStyle: String? = nil, presentsWithGesture: Bool = true, tabView: TabView? = nil,
                tabViewItems: [TabViewItem] = [], tabStyle: TabViewControllerStyle? = nil,
                selectedTabViewItemIndex: Int? = nil, transitionOptions: ViewControllerTransitionOptions? = nil,
                transitionStyle: PageTransitionStyle? = nil, navigationOrientation: PageNavigationOrientation? = nil,
                spineLocation: PageSpineLocation? = nil, isDoubleSided: Bool = false,
                videoGravity: VideoGravity? = nil, showsPlaybackControls: Bool? = nil,
                allowsPictureInPicturePlayback: Bool? = nil, preferredFramesPerSecond: Int? = nil,
                pauseOnWillResignActive: Bool? = nil, resumeOnDidBecomeActive: Bool? = nil,
                useLayoutToLayoutNavigationTransitions: Bool = false, window: Window? = nil,
                items: [InterfaceItem] = [], spacing: Double? = nil, hidesWhenLoading: Bool = true,
                backgroundImage: String? = nil, contentMode: ContentMode? = nil, animationDuration: Double? = nil,
                alwaysBounce: Bool = false, fullBounds: Bool = false, fullScreen: Bool = false,
                margins: Insets? = nil, notificationCategory: NotificationCategory? = nil, menu: Menu? = nil,
                backgroundColor: Color? = nil, variations: [Variation] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.useStoryboardIdentifierAsRestorationIdentifier = useStoryboardIdentifierAsRestorationIdentifier
        self.title = title
        self.userLabel = userLabel
        self.sceneMemberID = sceneMemberID
        self.nibName = nibName
        self.identifier = identifier
        self.view = view
        self.connections = connections
        self.navigationItem = navigationItem
        self.tabBarItem = tabBarItem
        self.toolbarItems = toolbarItems
        self.layoutGuides = layoutGuides
        self.keyCommands = keyCommands
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.modalTransitionStyle = modalTransitionStyle
        self.modalPresentationStyle = modalPresentationStyle
        self.definesPresentationContext = definesPresentationContext
        self.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        self.modalPresentationCapturesStatusBarAppearance = modalPresentationCapturesStatusBarAppearance
        self.isModalInPresentation = isModalInPresentation
        self.showSeguePresentationStyle = showSeguePresentationStyle
        self.clearsSelectionOnViewWillAppear = clearsSelectionOnViewWillAppear
        self.autoresizesArchivedViewToFullSize = autoresizesArchivedViewToFullSize
        self.wantsFullScreenLayout = wantsFullScreenLayout
        self.freeformSize = freeformSize
        self.preferredContentSize = preferredContentSize
        self.contentSizeForViewInPopover = contentSizeForViewInPopover
        self.simulatedMetrics = simulatedMetrics
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.userComments = userComments
        self.touchBar = touchBar
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.hidesBarsOnSwipe = hidesBarsOnSwipe
        self.hidesBarsOnTap = hidesBarsOnTap
        self.hidesBarsWhenKeyboardAppears = hidesBarsWhenKeyboardAppears
        self.viewControllers = viewControllers
        self.tabBar = tabBar
        self.splitView = splitView
        self.splitViewItems = splitViewItems
        self.preferredDisplayMode = preferredDisplayMode
        self.style = style
        self.primaryBackgroundStyle = primaryBackgroundStyle
        self.presentsWithGesture = presentsWithGesture
        self.tabView = tabView
        self.tabViewItems = tabViewItems
        self.tabStyle = tabStyle
        self.selectedTabViewItemIndex = selectedTabViewItemIndex
        self.transitionOptions = transitionOptions
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.spineLocation = spineLocation
        self.isDoubleSided = isDoubleSided
        self.videoGravity = videoGravity
        self.showsPlaybackControls = showsPlaybackControls
        self.allowsPictureInPicturePlayback = allowsPictureInPicturePlayback
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.pauseOnWillResignActive = pauseOnWillResignActive
        self.resumeOnDidBecomeActive = resumeOnDidBecomeActive
        self.useLayoutToLayoutNavigationTransitions = useLayoutToLayoutNavigationTransitions
        self.window = window
        self.items = items
        self.spacing = spacing
        self.hidesWhenLoading = hidesWhenLoading
        self.backgroundImage = backgroundImage
        self.contentMode = contentMode
        self.animationDuration = animationDuration
        self.alwaysBounce = alwaysBounce
        self.fullBounds = fullBounds
        self.fullScreen = fullScreen
        self.margins = margins
        self.notificationCategory = notificationCategory
        self.menu = menu
        self.backgroundColor = backgroundColor
        self.variations = variations
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        guard kind.isEmpty || ElementCatalogue.isViewController(kind) else {
            if let decoder = decoder as? ElementDecoder {
                throw decoder.mismatch(expected: "ViewController", found: decoder.describe(decoder.value))
            }
            throw UIDescriptionError(.typeMismatch(expected: "ViewController", found: kind), "`\(kind)` is not a view controller",
                                     codingPath: decoder.codingPath)
        }
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String = container.decode(.id, default: "")
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let storyboardIdentifier: String? = container.optional(.storyboardIdentifier)
        let restorationIdentifier: String? = container.optional(.restorationIdentifier)
        let useStoryboardIdentifierAsRestorationIdentifier: Bool = container.decode(.useStoryboardIdentifierAsRestorationIdentifier, default: false)
        let title: String? = container.optional(.title)
        let userLabel: String? = container.optional(.userLabel)
        let sceneMemberID: String? = container.optional(.sceneMemberID)
        let nibName: String? = container.optional(.nibName)
        let identifier: String? = container.optional(.identifier)
        let view: AnyView? = container.optional(.view)
        let connections: [Connection] = container.list(.connections)
        let navigationItem: NavigationItem? = container.optional(.navigationItem)
        let tabBarItem: TabBarItem? = container.optional(.tabBarItem)
        let toolbarItems: [BarButtonItem] = container.list(.toolbarItems)
        let layoutGuides: [LayoutGuide] = container.list(.layoutGuides)
        let keyCommands: [KeyCommand] = container.list(.keyCommands)
        let edgesForExtendedLayout: ExtendedEdge? = container.optional(.edgesForExtendedLayout)
        let automaticallyAdjustsScrollViewInsets: Bool? = container.optional(.automaticallyAdjustsScrollViewInsets)
        let extendedLayoutIncludesOpaqueBars: Bool? = container.optional(.extendedLayoutIncludesOpaqueBars)
        let hidesBottomBarWhenPushed: Bool = container.decode(.hidesBottomBarWhenPushed, default: false)
        let modalTransitionStyle: ModalTransitionStyle? = container.optional(.modalTransitionStyle)
        let modalPresentationStyle: ModalPresentationStyle? = container.optional(.modalPresentationStyle)
        let definesPresentationContext: Bool = container.decode(.definesPresentationContext, default: false)
        let providesPresentationContextTransitionStyle: Bool = container.decode(.providesPresentationContextTransitionStyle, default: false)
        let modalPresentationCapturesStatusBarAppearance: Bool = container.decode(.modalPresentationCapturesStatusBarAppearance, default: false)
        let isModalInPresentation: Bool = container.decode(.isModalInPresentation, default: false)
        let showSeguePresentationStyle: String? = container.optional(.showSeguePresentationStyle)
        let clearsSelectionOnViewWillAppear: Bool = container.decode(.clearsSelectionOnViewWillAppear, default: true)
        let autoresizesArchivedViewToFullSize: Bool = container.decode(.autoresizesArchivedViewToFullSize, default: true)
        let wantsFullScreenLayout: Bool = container.decode(.wantsFullScreenLayout, default: false)
        let freeformSize: Size? = container.optional(.freeformSize)
        let preferredContentSize: Size? = container.optional(.preferredContentSize)
        let contentSizeForViewInPopover: Size? = container.optional(.contentSizeForViewInPopover)
        try container.finish()
        let simulatedMetrics: SimulatedMetrics = try SimulatedMetrics(from: decoder)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let userComments: AttributedString? = container.optional(.userComments)
        let touchBar: TouchBar? = container.optional(.touchBar)
        let navigationBar: NavigationBar? = container.optional(.navigationBar)
        let toolbar: Toolbar? = container.optional(.toolbar)
        let navigationBarHidden: Bool = container.decode(.navigationBarHidden, default: false)
        let toolbarHidden: Bool = container.decode(.toolbarHidden, default: false)
        let hidesBarsOnSwipe: Bool = container.decode(.hidesBarsOnSwipe, default: false)
        let hidesBarsOnTap: Bool = container.decode(.hidesBarsOnTap, default: false)
        let hidesBarsWhenKeyboardAppears: Bool = container.decode(.hidesBarsWhenKeyboardAppears, default: false)
        let viewControllers: [ViewController] = container.list(.viewControllers)
        let tabBar: TabBar? = container.optional(.tabBar)
        let splitView: SplitView? = container.optional(.splitView)
        let splitViewItems: [SplitViewItem] = container.list(.splitViewItems)
        let preferredDisplayMode: SplitViewDisplayMode? = container.optional(.preferredDisplayMode)
        let style: SplitViewControllerStyle? = container.optional(.style)
        let primaryBackgroundStyle: String? = container.optional(.primaryBackgroundStyle)
        let presentsWithGesture: Bool = container.decode(.presentsWithGesture, default: true)
        let tabView: TabView? = container.optional(.tabView)
        let tabViewItems: [TabViewItem] = container.list(.tabViewItems)
        let tabStyle: TabViewControllerStyle? = container.optional(.tabStyle)
        let selectedTabViewItemIndex: Int? = container.optional(.selectedTabViewItemIndex)
        let transitionOptions: ViewControllerTransitionOptions? = container.optional(.transitionOptions)
        let transitionStyle: PageTransitionStyle? = container.optional(.transitionStyle)
        let navigationOrientation: PageNavigationOrientation? = container.optional(.navigationOrientation)
        let spineLocation: PageSpineLocation? = container.optional(.spineLocation)
        let isDoubleSided: Bool = container.decode(.isDoubleSided, default: false)
        let videoGravity: VideoGravity? = container.optional(.videoGravity)
        let showsPlaybackControls: Bool? = container.optional(.showsPlaybackControls)
        let allowsPictureInPicturePlayback: Bool? = container.optional(.allowsPictureInPicturePlayback)
        let preferredFramesPerSecond: Int? = container.optional(.preferredFramesPerSecond)
        let pauseOnWillResignActive: Bool? = container.optional(.pauseOnWillResignActive)
        let resumeOnDidBecomeActive: Bool? = container.optional(.resumeOnDidBecomeActive)
        let useLayoutToLayoutNavigationTransitions: Bool = container.decode(.useLayoutToLayoutNavigationTransitions, default: false)
        let window: Window? = container.optional(.window)
        let items: [InterfaceItem] = container.list(.items)
        let spacing: Double? = container.optional(.spacing)
        let hidesWhenLoading: Bool = container.decode(.hidesWhenLoading, default: true)
        let backgroundImage: String? = container.optional(.backgroundImage)
        let contentMode: ContentMode? = container.optional(.contentMode)
        let animationDuration: Double? = container.optional(.animationDuration)
        let alwaysBounce: Bool = container.decode(.alwaysBounce, default: false)
        let fullBounds: Bool = container.decode(.fullBounds, default: false)
        let fullScreen: Bool = container.decode(.fullScreen, default: false)
        let margins: Insets? = container.optional(.margins)
        let notificationCategory: NotificationCategory? = container.optional(.notificationCategory)
        let menu: Menu? = container.optional(.menu)
        let backgroundColor: Color? = container.optional(.backgroundColor)
        let variations: [Variation] = container.list(.variations)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, customClass: customClass, customModule: customModule,
                  customModuleProvider: customModuleProvider, storyboardIdentifier: storyboardIdentifier,
                  restorationIdentifier: restorationIdentifier,
                  useStoryboardIdentifierAsRestorationIdentifier: useStoryboardIdentifierAsRestorationIdentifier,
                  title: title, userLabel: userLabel, sceneMemberID: sceneMemberID, nibName: nibName,
                  identifier: identifier, view: view, connections: connections, navigationItem: navigationItem,
                  tabBarItem: tabBarItem, toolbarItems: toolbarItems, layoutGuides: layoutGuides,
                  keyCommands: keyCommands, edgesForExtendedLayout: edgesForExtendedLayout,
                  automaticallyAdjustsScrollViewInsets: automaticallyAdjustsScrollViewInsets,
                  extendedLayoutIncludesOpaqueBars: extendedLayoutIncludesOpaqueBars,
                  hidesBottomBarWhenPushed: hidesBottomBarWhenPushed, modalTransitionStyle: modalTransitionStyle,
                  modalPresentationStyle: modalPresentationStyle,
                  definesPresentationContext: definesPresentationContext,
                  providesPresentationContextTransitionStyle: providesPresentationContextTransitionStyle,
                  modalPresentationCapturesStatusBarAppearance: modalPresentationCapturesStatusBarAppearance,
                  isModalInPresentation: isModalInPresentation, showSeguePresentationStyle: showSeguePresentationStyle,
                  clearsSelectionOnViewWillAppear: clearsSelectionOnViewWillAppear,
                  autoresizesArchivedViewToFullSize: autoresizesArchivedViewToFullSize,
                  wantsFullScreenLayout: wantsFullScreenLayout, freeformSize: freeformSize,
                  preferredContentSize: preferredContentSize, contentSizeForViewInPopover: contentSizeForViewInPopover,
                  simulatedMetrics: simulatedMetrics, userDefinedRuntimeAttributes: userDefinedRuntimeAttributes,
                  userComments: userComments, touchBar: touchBar, navigationBar: navigationBar, toolbar: toolbar,
                  navigationBarHidden: navigationBarHidden, toolbarHidden: toolbarHidden,
                  hidesBarsOnSwipe: hidesBarsOnSwipe, hidesBarsOnTap: hidesBarsOnTap,
                  hidesBarsWhenKeyboardAppears: hidesBarsWhenKeyboardAppears, viewControllers: viewControllers,
                  tabBar: tabBar, splitView: splitView, splitViewItems: splitViewItems,
                  preferredDisplayMode: preferredDisplayMode, style: style,
                  primaryBackgroundStyle: primaryBackgroundStyle, presentsWithGesture: presentsWithGesture,
                  tabView: tabView, tabViewItems: tabViewItems, tabStyle: tabStyle,
                  selectedTabViewItemIndex: selectedTabViewItemIndex, transitionOptions: transitionOptions,
                  transitionStyle: transitionStyle, navigationOrientation: navigationOrientation,
                  spineLocation: spineLocation, isDoubleSided: isDoubleSided, videoGravity: videoGravity,
                  showsPlaybackControls: showsPlaybackControls,
                  allowsPictureInPicturePlayback: allowsPictureInPicturePlayback,
                  preferredFramesPerSecond: preferredFramesPerSecond, pauseOnWillResignActive: pauseOnWillResignActive,
                  resumeOnDidBecomeActive: resumeOnDidBecomeActive,
                  useLayoutToLayoutNavigationTransitions: useLayoutToLayoutNavigationTransitions, window: window,
                  items: items, spacing: spacing, hidesWhenLoading: hidesWhenLoading, backgroundImage: backgroundImage,
                  contentMode: contentMode, animationDuration: animationDuration, alwaysBounce: alwaysBounce,
                  fullBounds: fullBounds, fullScreen: fullScreen, margins: margins,
                  notificationCategory: notificationCategory, menu: menu, backgroundColor: backgroundColor,
                  variations: variations)
    }
}
