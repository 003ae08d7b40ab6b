/// A view controller of any kind: `viewController`, `tableViewController`, `collectionViewController`,
/// `navigationController`, `tabBarController`, `splitViewController`, `pageViewController`,
/// `avPlayerViewController`, `hostingController`, `glkViewController`, AppKit's `windowController`,
/// `tabViewController`, `splitViewController`, `pagecontroller`, and WatchKit's `controller`,
/// `notificationController` and `glanceController`, with its root view (or WatchKit items), identifiers, bars and
/// items, and connections (outlets, actions, segues). ``kind`` tells which; the properties of other kinds stay
/// `nil`.
public struct ViewController: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
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
    public var location: SourceLocation?

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

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        guard kind.isEmpty || ElementCatalogue.isViewController(kind) else {
            if let decoder = decoder as? ElementDecoder {
                throw decoder.mismatch(expected: "ViewController", found: decoder.describe(decoder.value))
            }
            throw UIDescriptionError(.typeMismatch(expected: "ViewController", found: kind), "`\(kind)` is not a view controller",
                                     codingPath: decoder.codingPath)
        }
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.decode(.id, default: "")
        customClass = container.optional(.customClass)
        customModule = container.optional(.customModule)
        customModuleProvider = container.optional(.customModuleProvider)
        storyboardIdentifier = container.optional(.storyboardIdentifier)
        restorationIdentifier = container.optional(.restorationIdentifier)
        useStoryboardIdentifierAsRestorationIdentifier = container.decode(.useStoryboardIdentifierAsRestorationIdentifier, default: false)
        title = container.optional(.title)
        userLabel = container.optional(.userLabel)
        sceneMemberID = container.optional(.sceneMemberID)
        nibName = container.optional(.nibName)
        identifier = container.optional(.identifier)
        view = container.optional(.view)
        connections = container.list(.connections)
        navigationItem = container.optional(.navigationItem)
        tabBarItem = container.optional(.tabBarItem)
        toolbarItems = container.list(.toolbarItems)
        layoutGuides = container.list(.layoutGuides)
        keyCommands = container.list(.keyCommands)
        edgesForExtendedLayout = container.optional(.edgesForExtendedLayout)
        automaticallyAdjustsScrollViewInsets = container.optional(.automaticallyAdjustsScrollViewInsets)
        extendedLayoutIncludesOpaqueBars = container.optional(.extendedLayoutIncludesOpaqueBars)
        hidesBottomBarWhenPushed = container.decode(.hidesBottomBarWhenPushed, default: false)
        modalTransitionStyle = container.optional(.modalTransitionStyle)
        modalPresentationStyle = container.optional(.modalPresentationStyle)
        definesPresentationContext = container.decode(.definesPresentationContext, default: false)
        providesPresentationContextTransitionStyle = container.decode(.providesPresentationContextTransitionStyle, default: false)
        modalPresentationCapturesStatusBarAppearance = container.decode(.modalPresentationCapturesStatusBarAppearance, default: false)
        isModalInPresentation = container.decode(.isModalInPresentation, default: false)
        showSeguePresentationStyle = container.optional(.showSeguePresentationStyle)
        clearsSelectionOnViewWillAppear = container.decode(.clearsSelectionOnViewWillAppear, default: true)
        autoresizesArchivedViewToFullSize = container.decode(.autoresizesArchivedViewToFullSize, default: true)
        wantsFullScreenLayout = container.decode(.wantsFullScreenLayout, default: false)
        freeformSize = container.optional(.freeformSize)
        preferredContentSize = container.optional(.preferredContentSize)
        contentSizeForViewInPopover = container.optional(.contentSizeForViewInPopover)
        try container.finish()
        simulatedMetrics = try SimulatedMetrics(from: decoder)
        userDefinedRuntimeAttributes = container.list(.userDefinedRuntimeAttributes)
        userComments = container.optional(.userComments)
        touchBar = container.optional(.touchBar)
        navigationBar = container.optional(.navigationBar)
        toolbar = container.optional(.toolbar)
        navigationBarHidden = container.decode(.navigationBarHidden, default: false)
        toolbarHidden = container.decode(.toolbarHidden, default: false)
        hidesBarsOnSwipe = container.decode(.hidesBarsOnSwipe, default: false)
        hidesBarsOnTap = container.decode(.hidesBarsOnTap, default: false)
        hidesBarsWhenKeyboardAppears = container.decode(.hidesBarsWhenKeyboardAppears, default: false)
        viewControllers = container.list(.viewControllers)
        tabBar = container.optional(.tabBar)
        splitView = container.optional(.splitView)
        splitViewItems = container.list(.splitViewItems)
        preferredDisplayMode = container.optional(.preferredDisplayMode)
        style = container.optional(.style)
        primaryBackgroundStyle = container.optional(.primaryBackgroundStyle)
        presentsWithGesture = container.decode(.presentsWithGesture, default: true)
        tabView = container.optional(.tabView)
        tabViewItems = container.list(.tabViewItems)
        tabStyle = container.optional(.tabStyle)
        selectedTabViewItemIndex = container.optional(.selectedTabViewItemIndex)
        transitionOptions = container.optional(.transitionOptions)
        transitionStyle = container.optional(.transitionStyle)
        navigationOrientation = container.optional(.navigationOrientation)
        spineLocation = container.optional(.spineLocation)
        isDoubleSided = container.decode(.isDoubleSided, default: false)
        videoGravity = container.optional(.videoGravity)
        showsPlaybackControls = container.optional(.showsPlaybackControls)
        allowsPictureInPicturePlayback = container.optional(.allowsPictureInPicturePlayback)
        preferredFramesPerSecond = container.optional(.preferredFramesPerSecond)
        pauseOnWillResignActive = container.optional(.pauseOnWillResignActive)
        resumeOnDidBecomeActive = container.optional(.resumeOnDidBecomeActive)
        useLayoutToLayoutNavigationTransitions = container.decode(.useLayoutToLayoutNavigationTransitions, default: false)
        window = container.optional(.window)
        items = container.list(.items)
        spacing = container.optional(.spacing)
        hidesWhenLoading = container.decode(.hidesWhenLoading, default: true)
        backgroundImage = container.optional(.backgroundImage)
        contentMode = container.optional(.contentMode)
        animationDuration = container.optional(.animationDuration)
        alwaysBounce = container.decode(.alwaysBounce, default: false)
        fullBounds = container.decode(.fullBounds, default: false)
        fullScreen = container.decode(.fullScreen, default: false)
        margins = container.optional(.margins)
        notificationCategory = container.optional(.notificationCategory)
        menu = container.optional(.menu)
        backgroundColor = container.optional(.backgroundColor)
        variations = container.list(.variations)
        try container.finish()
        location = try decoder.elementLocation()
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
