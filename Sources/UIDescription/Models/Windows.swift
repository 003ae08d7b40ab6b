/// An AppKit window or panel: `<window title="Preferences" animationBehavior="default" …><windowStyleMask
/// key="styleMask" titled="YES" closable="YES"/><rect key="contentRect" …/><view key="contentView" …/></window>`.
public struct Window: InterfaceElement {
    public static let elementKinds: Set<String>? = ["window", "panel"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    public var identifier: String?
    public var appearanceType: String?
    public var separatorStyle: String?
    public var title: String?
    public var subtitle: String?
    @Boxed public var styleMask: WindowStyleMask?
    @Boxed public var initialPositionMask: WindowPositionMask?
    @Boxed public var collectionBehavior: WindowCollectionBehavior?
    public var contentRect: Rect?
    public var screenRect: Rect?
    public var minSize: Size?
    public var maxSize: Size?
    public var minFullScreenContentSize: Size?
    public var maxFullScreenContentSize: Size?
    public var contentView: AnyView?
    @Boxed public var toolbar: Toolbar?
    @Boxed public var touchBar: TouchBar?
    public var animationBehavior: WindowAnimationBehavior?
    public var allowsToolTipsWhenApplicationIsInactive: Bool?
    public var autorecalculatesKeyViewLoop: Bool?
    public var releasedWhenClosed: Bool?
    public var visibleAtLaunch: Bool?
    public var frameAutosaveName: String?
    public var restorable: Bool?
    public var oneShot: Bool?
    public var hidesOnDeactivate: Bool?
    public var titlebarAppearsTransparent: Bool
    public var titleVisibility: WindowTitleVisibility?
    public var showsToolbarButton: Bool?
    public var hasShadow: Bool?
    public var deferred: Bool?
    public var tabbingMode: WindowTabbingMode?
    public var tabbingIdentifier: String?
    public var toolbarStyle: WindowToolbarStyle?
    public var isFloatingPanel: Bool?
    public var becomesKeyOnlyIfNeeded: Bool?
    public var worksWhenModal: Bool?
    @Boxed public var backgroundColor: Color?
    public var initialFirstResponder: String?
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var canvasLocation: Point?
    @Boxed public var userComments: AttributedString?
    @Boxed public var accessibility: Accessibility?
    /// UIKit: the window's frame (a `UIWindow` is a view).
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask?
    public var contentMode: ContentMode?
    public var isOpaque: Bool?
    public var clearsContextBeforeDrawing: Bool?
    public var isMultipleTouchEnabled: Bool?
    public var subviews: [AnyView]
    /// Interface Builder's simulated bars (UIKit, design time only).
    public var simulatedMetrics: SimulatedMetrics

    /// The outlets the window owns (`delegate`, `initialFirstResponder`, …).
    public var outlets: [Outlet] { connections.outlets }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, userLabel, identifier, appearanceType
        case separatorStyle, title, subtitle, styleMask, initialPositionMask, collectionBehavior, contentRect
        case screenRect, minSize, maxSize, minFullScreenContentSize, maxFullScreenContentSize, contentView, toolbar
        case touchBar, animationBehavior, allowsToolTipsWhenApplicationIsInactive, autorecalculatesKeyViewLoop
        case releasedWhenClosed, visibleAtLaunch, frameAutosaveName, restorable, oneShot, hidesOnDeactivate
        case titlebarAppearsTransparent, titleVisibility, showsToolbarButton, hasShadow, deferred, tabbingMode
        case tabbingIdentifier, toolbarStyle, isFloatingPanel = "floatingPanel", becomesKeyOnlyIfNeeded
        case worksWhenModal, backgroundColor, initialFirstResponder, connections, userDefinedRuntimeAttributes
        case canvasLocation, userComments, accessibility, frame, autoresizingMask, contentMode, isOpaque = "opaque"
        case clearsContextBeforeDrawing, isMultipleTouchEnabled = "multipleTouchEnabled", subviews
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(appearanceType, forKey: .appearanceType)
        try container.encodeIfPresent(separatorStyle, forKey: .separatorStyle)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        try container.encodeIfPresent(styleMask, forKey: .styleMask)
        try container.encodeIfPresent(initialPositionMask, forKey: .initialPositionMask)
        try container.encodeIfPresent(collectionBehavior, forKey: .collectionBehavior)
        try container.encodeIfPresent(contentRect, forKey: .contentRect)
        try container.encodeIfPresent(screenRect, forKey: .screenRect)
        try container.encodeIfPresent(minSize, forKey: .minSize)
        try container.encodeIfPresent(maxSize, forKey: .maxSize)
        try container.encodeIfPresent(minFullScreenContentSize, forKey: .minFullScreenContentSize)
        try container.encodeIfPresent(maxFullScreenContentSize, forKey: .maxFullScreenContentSize)
        try container.encodeIfPresent(contentView, forKey: .contentView)
        try container.encodeIfPresent(toolbar, forKey: .toolbar)
        try container.encodeIfPresent(touchBar, forKey: .touchBar)
        try container.encodeIfPresent(animationBehavior, forKey: .animationBehavior)
        try container.encodeIfPresent(allowsToolTipsWhenApplicationIsInactive, forKey: .allowsToolTipsWhenApplicationIsInactive)
        try container.encodeIfPresent(autorecalculatesKeyViewLoop, forKey: .autorecalculatesKeyViewLoop)
        try container.encodeIfPresent(releasedWhenClosed, forKey: .releasedWhenClosed)
        try container.encodeIfPresent(visibleAtLaunch, forKey: .visibleAtLaunch)
        try container.encodeIfPresent(frameAutosaveName, forKey: .frameAutosaveName)
        try container.encodeIfPresent(restorable, forKey: .restorable)
        try container.encodeIfPresent(oneShot, forKey: .oneShot)
        try container.encodeIfPresent(hidesOnDeactivate, forKey: .hidesOnDeactivate)
        try container.encode(titlebarAppearsTransparent, forKey: .titlebarAppearsTransparent, default: false)
        try container.encodeIfPresent(titleVisibility, forKey: .titleVisibility)
        try container.encodeIfPresent(showsToolbarButton, forKey: .showsToolbarButton)
        try container.encodeIfPresent(hasShadow, forKey: .hasShadow)
        try container.encodeIfPresent(deferred, forKey: .deferred)
        try container.encodeIfPresent(tabbingMode, forKey: .tabbingMode)
        try container.encodeIfPresent(tabbingIdentifier, forKey: .tabbingIdentifier)
        try container.encodeIfPresent(toolbarStyle, forKey: .toolbarStyle)
        try container.encodeIfPresent(isFloatingPanel, forKey: .isFloatingPanel)
        try container.encodeIfPresent(becomesKeyOnlyIfNeeded, forKey: .becomesKeyOnlyIfNeeded)
        try container.encodeIfPresent(worksWhenModal, forKey: .worksWhenModal)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(initialFirstResponder, forKey: .initialFirstResponder)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(canvasLocation, forKey: .canvasLocation)
        try container.encodeIfPresent(userComments, forKey: .userComments)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(autoresizingMask, forKey: .autoresizingMask)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        try container.encodeIfPresent(isOpaque, forKey: .isOpaque)
        try container.encodeIfPresent(clearsContextBeforeDrawing, forKey: .clearsContextBeforeDrawing)
        try container.encodeIfPresent(isMultipleTouchEnabled, forKey: .isMultipleTouchEnabled)
        try container.encodeList(subviews, forKey: .subviews)
        try simulatedMetrics.encode(to: encoder)
    }
}

extension Window {
    public init(kind: String = "window", id: String? = nil, key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                identifier: String? = nil, appearanceType: String? = nil, separatorStyle: String? = nil,
                title: String? = nil, subtitle: String? = nil, styleMask: WindowStyleMask? = nil,
                initialPositionMask: WindowPositionMask? = nil, collectionBehavior: WindowCollectionBehavior? = nil,
                contentRect: Rect? = nil, screenRect: Rect? = nil, minSize: Size? = nil, maxSize: Size? = nil,
                minFullScreenContentSize: Size? = nil, maxFullScreenContentSize: Size? = nil,
                contentView: AnyView? = nil, toolbar: Toolbar? = nil, touchBar: TouchBar? = nil,
                animationBehavior: WindowAnimationBehavior? = nil,
                allowsToolTipsWhenApplicationIsInactive: Bool? = nil, autorecalculatesKeyViewLoop: Bool? = nil,
                releasedWhenClosed: Bool? = nil, visibleAtLaunch: Bool? = nil, frameAutosaveName: String? = nil,
                restorable: Bool? = nil, oneShot: Bool? = nil, hidesOnDeactivate: Bool? = nil,
                titlebarAppearsTransparent: Bool = false, titleVisibility: WindowTitleVisibility? = nil,
                showsToolbarButton: Bool? = nil, hasShadow: Bool? = nil, deferred: Bool? = nil,
                tabbingMode: WindowTabbingMode? = nil, tabbingIdentifier: String? = nil,
                toolbarStyle: WindowToolbarStyle? = nil, isFloatingPanel: Bool? = nil,
                becomesKeyOnlyIfNeeded: Bool? = nil, worksWhenModal: Bool? = nil, backgroundColor: Color? = nil,
                initialFirstResponder: String? = nil, connections: [Connection] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], canvasLocation: Point? = nil,
                userComments: AttributedString? = nil, accessibility: Accessibility? = nil, frame: Rect? = nil,
                autoresizingMask: AutoresizingMask? = nil, contentMode: ContentMode? = nil, isOpaque: Bool? = nil,
                clearsContextBeforeDrawing: Bool? = nil, isMultipleTouchEnabled: Bool? = nil,
                subviews: [AnyView] = [], simulatedMetrics: SimulatedMetrics = SimulatedMetrics(),
                location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.identifier = identifier
        self.appearanceType = appearanceType
        self.separatorStyle = separatorStyle
        self.title = title
        self.subtitle = subtitle
        self.styleMask = styleMask
        self.initialPositionMask = initialPositionMask
        self.collectionBehavior = collectionBehavior
        self.contentRect = contentRect
        self.screenRect = screenRect
        self.minSize = minSize
        self.maxSize = maxSize
        self.minFullScreenContentSize = minFullScreenContentSize
        self.maxFullScreenContentSize = maxFullScreenContentSize
        self.contentView = contentView
        self.toolbar = toolbar
        self.touchBar = touchBar
        self.animationBehavior = animationBehavior
        self.allowsToolTipsWhenApplicationIsInactive = allowsToolTipsWhenApplicationIsInactive
        self.autorecalculatesKeyViewLoop = autorecalculatesKeyViewLoop
        self.releasedWhenClosed = releasedWhenClosed
        self.visibleAtLaunch = visibleAtLaunch
        self.frameAutosaveName = frameAutosaveName
        self.restorable = restorable
        self.oneShot = oneShot
        self.hidesOnDeactivate = hidesOnDeactivate
        self.titlebarAppearsTransparent = titlebarAppearsTransparent
        self.titleVisibility = titleVisibility
        self.showsToolbarButton = showsToolbarButton
        self.hasShadow = hasShadow
        self.deferred = deferred
        self.tabbingMode = tabbingMode
        self.tabbingIdentifier = tabbingIdentifier
        self.toolbarStyle = toolbarStyle
        self.isFloatingPanel = isFloatingPanel
        self.becomesKeyOnlyIfNeeded = becomesKeyOnlyIfNeeded
        self.worksWhenModal = worksWhenModal
        self.backgroundColor = backgroundColor
        self.initialFirstResponder = initialFirstResponder
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.canvasLocation = canvasLocation
        self.userComments = userComments
        self.accessibility = accessibility
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.contentMode = contentMode
        self.isOpaque = isOpaque
        self.clearsContextBeforeDrawing = clearsContextBeforeDrawing
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.subviews = subviews
        self.simulatedMetrics = simulatedMetrics
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let identifier: String? = container.optional(.identifier)
        let appearanceType: String? = container.optional(.appearanceType)
        let separatorStyle: String? = container.optional(.separatorStyle)
        let title: String? = container.optional(.title)
        let subtitle: String? = container.optional(.subtitle)
        let styleMask: WindowStyleMask? = container.optional(.styleMask)
        let initialPositionMask: WindowPositionMask? = container.optional(.initialPositionMask)
        let collectionBehavior: WindowCollectionBehavior? = container.optional(.collectionBehavior)
        let contentRect: Rect? = container.optional(.contentRect)
        let screenRect: Rect? = container.optional(.screenRect)
        let minSize: Size? = container.optional(.minSize)
        let maxSize: Size? = container.optional(.maxSize)
        let minFullScreenContentSize: Size? = container.optional(.minFullScreenContentSize)
        let maxFullScreenContentSize: Size? = container.optional(.maxFullScreenContentSize)
        let contentView: AnyView? = container.optional(.contentView)
        let toolbar: Toolbar? = container.optional(.toolbar)
        let touchBar: TouchBar? = container.optional(.touchBar)
        let animationBehavior: WindowAnimationBehavior? = container.optional(.animationBehavior)
        let allowsToolTipsWhenApplicationIsInactive: Bool? = container.optional(.allowsToolTipsWhenApplicationIsInactive)
        let autorecalculatesKeyViewLoop: Bool? = container.optional(.autorecalculatesKeyViewLoop)
        let releasedWhenClosed: Bool? = container.optional(.releasedWhenClosed)
        let visibleAtLaunch: Bool? = container.optional(.visibleAtLaunch)
        let frameAutosaveName: String? = container.optional(.frameAutosaveName)
        let restorable: Bool? = container.optional(.restorable)
        let oneShot: Bool? = container.optional(.oneShot)
        let hidesOnDeactivate: Bool? = container.optional(.hidesOnDeactivate)
        let titlebarAppearsTransparent: Bool = container.decode(.titlebarAppearsTransparent, default: false)
        let titleVisibility: WindowTitleVisibility? = container.optional(.titleVisibility)
        let showsToolbarButton: Bool? = container.optional(.showsToolbarButton)
        let hasShadow: Bool? = container.optional(.hasShadow)
        let deferred: Bool? = container.optional(.deferred)
        let tabbingMode: WindowTabbingMode? = container.optional(.tabbingMode)
        let tabbingIdentifier: String? = container.optional(.tabbingIdentifier)
        let toolbarStyle: WindowToolbarStyle? = container.optional(.toolbarStyle)
        let isFloatingPanel: Bool? = container.optional(.isFloatingPanel)
        let becomesKeyOnlyIfNeeded: Bool? = container.optional(.becomesKeyOnlyIfNeeded)
        let worksWhenModal: Bool? = container.optional(.worksWhenModal)
        let backgroundColor: Color? = container.optional(.backgroundColor)
        let initialFirstResponder: String? = container.optional(.initialFirstResponder)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let canvasLocation: Point? = container.optional(.canvasLocation)
        let userComments: AttributedString? = container.optional(.userComments)
        let accessibility: Accessibility? = container.optional(.accessibility)
        let frame: Rect? = container.optional(.frame)
        let autoresizingMask: AutoresizingMask? = container.optional(.autoresizingMask)
        let contentMode: ContentMode? = container.optional(.contentMode)
        let isOpaque: Bool? = container.optional(.isOpaque)
        let clearsContextBeforeDrawing: Bool? = container.optional(.clearsContextBeforeDrawing)
        let isMultipleTouchEnabled: Bool? = container.optional(.isMultipleTouchEnabled)
        let subviews: [AnyView] = container.list(.subviews)
        try container.finish()
        let simulatedMetrics: SimulatedMetrics = try SimulatedMetrics(from: decoder)
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, key: key, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  identifier: identifier, appearanceType: appearanceType, separatorStyle: separatorStyle, title: title,
                  subtitle: subtitle, styleMask: styleMask, initialPositionMask: initialPositionMask,
                  collectionBehavior: collectionBehavior, contentRect: contentRect, screenRect: screenRect,
                  minSize: minSize, maxSize: maxSize, minFullScreenContentSize: minFullScreenContentSize,
                  maxFullScreenContentSize: maxFullScreenContentSize, contentView: contentView, toolbar: toolbar,
                  touchBar: touchBar, animationBehavior: animationBehavior,
                  allowsToolTipsWhenApplicationIsInactive: allowsToolTipsWhenApplicationIsInactive,
                  autorecalculatesKeyViewLoop: autorecalculatesKeyViewLoop, releasedWhenClosed: releasedWhenClosed,
                  visibleAtLaunch: visibleAtLaunch, frameAutosaveName: frameAutosaveName, restorable: restorable,
                  oneShot: oneShot, hidesOnDeactivate: hidesOnDeactivate,
                  titlebarAppearsTransparent: titlebarAppearsTransparent, titleVisibility: titleVisibility,
                  showsToolbarButton: showsToolbarButton, hasShadow: hasShadow, deferred: deferred,
                  tabbingMode: tabbingMode, tabbingIdentifier: tabbingIdentifier, toolbarStyle: toolbarStyle,
                  isFloatingPanel: isFloatingPanel, becomesKeyOnlyIfNeeded: becomesKeyOnlyIfNeeded,
                  worksWhenModal: worksWhenModal, backgroundColor: backgroundColor,
                  initialFirstResponder: initialFirstResponder, connections: connections,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, canvasLocation: canvasLocation,
                  userComments: userComments, accessibility: accessibility, frame: frame,
                  autoresizingMask: autoresizingMask, contentMode: contentMode, isOpaque: isOpaque,
                  clearsContextBeforeDrawing: clearsContextBeforeDrawing,
                  isMultipleTouchEnabled: isMultipleTouchEnabled, subviews: subviews,
                  simulatedMetrics: simulatedMetrics)
    }
}

/// The style of a window: `<windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES"
/// resizable="YES"/>`.
public struct WindowStyleMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["windowStyleMask"]
    public var key: String?
    public var titled: Bool
    public var closable: Bool
    public var miniaturizable: Bool
    public var resizable: Bool
    public var utility: Bool
    public var docModal: Bool
    public var nonactivatingPanel: Bool
    public var texturedBackground: Bool
    public var unifiedTitleAndToolbar: Bool
    public var documentModal: Bool
    public var fullSizeContentView: Bool
    public var hud: Bool
    public var fullScreen: Bool

    public init(key: String? = nil, titled: Bool = false, closable: Bool = false, miniaturizable: Bool = false,
                resizable: Bool = false, utility: Bool = false, docModal: Bool = false,
                nonactivatingPanel: Bool = false, texturedBackground: Bool = false,
                unifiedTitleAndToolbar: Bool = false, documentModal: Bool = false, fullSizeContentView: Bool = false,
                hud: Bool = false, fullScreen: Bool = false) {
        self.key = key
        self.titled = titled
        self.closable = closable
        self.miniaturizable = miniaturizable
        self.resizable = resizable
        self.utility = utility
        self.docModal = docModal
        self.nonactivatingPanel = nonactivatingPanel
        self.texturedBackground = texturedBackground
        self.unifiedTitleAndToolbar = unifiedTitleAndToolbar
        self.documentModal = documentModal
        self.fullSizeContentView = fullSizeContentView
        self.hud = hud
        self.fullScreen = fullScreen
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, titled, closable, miniaturizable, resizable, utility, docModal, nonactivatingPanel
        case texturedBackground, unifiedTitleAndToolbar, documentModal, fullSizeContentView, hud = "HUD", fullScreen
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        titled = container.decode(.titled, default: false)
        closable = container.decode(.closable, default: false)
        miniaturizable = container.decode(.miniaturizable, default: false)
        resizable = container.decode(.resizable, default: false)
        utility = container.decode(.utility, default: false)
        docModal = container.decode(.docModal, default: false)
        nonactivatingPanel = container.decode(.nonactivatingPanel, default: false)
        texturedBackground = container.decode(.texturedBackground, default: false)
        unifiedTitleAndToolbar = container.decode(.unifiedTitleAndToolbar, default: false)
        documentModal = container.decode(.documentModal, default: false)
        fullSizeContentView = container.decode(.fullSizeContentView, default: false)
        hud = container.decode(.hud, default: false)
        fullScreen = container.decode(.fullScreen, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "windowStyleMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(titled, forKey: .titled, default: false)
        try container.encode(closable, forKey: .closable, default: false)
        try container.encode(miniaturizable, forKey: .miniaturizable, default: false)
        try container.encode(resizable, forKey: .resizable, default: false)
        try container.encode(utility, forKey: .utility, default: false)
        try container.encode(docModal, forKey: .docModal, default: false)
        try container.encode(nonactivatingPanel, forKey: .nonactivatingPanel, default: false)
        try container.encode(texturedBackground, forKey: .texturedBackground, default: false)
        try container.encode(unifiedTitleAndToolbar, forKey: .unifiedTitleAndToolbar, default: false)
        try container.encode(documentModal, forKey: .documentModal, default: false)
        try container.encode(fullSizeContentView, forKey: .fullSizeContentView, default: false)
        try container.encode(hud, forKey: .hud, default: false)
        try container.encode(fullScreen, forKey: .fullScreen, default: false)
    }
}

/// How a window keeps its position when the screen changes: `<windowPositionMask key="initialPositionMask"
/// leftStrut="YES" bottomStrut="YES"/>`.
public struct WindowPositionMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["windowPositionMask"]
    public var key: String?
    public var leftStrut: Bool
    public var rightStrut: Bool
    public var topStrut: Bool
    public var bottomStrut: Bool

    public init(key: String? = nil, leftStrut: Bool = false, rightStrut: Bool = false, topStrut: Bool = false,
                bottomStrut: Bool = false) {
        self.key = key
        self.leftStrut = leftStrut
        self.rightStrut = rightStrut
        self.topStrut = topStrut
        self.bottomStrut = bottomStrut
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, leftStrut, rightStrut, topStrut, bottomStrut
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        leftStrut = container.decode(.leftStrut, default: false)
        rightStrut = container.decode(.rightStrut, default: false)
        topStrut = container.decode(.topStrut, default: false)
        bottomStrut = container.decode(.bottomStrut, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "windowPositionMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(leftStrut, forKey: .leftStrut, default: false)
        try container.encode(rightStrut, forKey: .rightStrut, default: false)
        try container.encode(topStrut, forKey: .topStrut, default: false)
        try container.encode(bottomStrut, forKey: .bottomStrut, default: false)
    }
}

/// How a window behaves in Spaces and full screen: `<windowCollectionBehavior key="collectionBehavior"
/// fullScreenPrimary="YES"/>`.
public struct WindowCollectionBehavior: InterfaceElement {
    public static let elementKinds: Set<String>? = ["windowCollectionBehavior"]
    public var key: String?
    public var canJoinAllSpaces: Bool
    public var moveToActiveSpace: Bool
    public var managed: Bool
    public var transient: Bool
    public var stationary: Bool
    public var participatesInCycle: Bool
    public var ignoresCycle: Bool
    public var fullScreenPrimary: Bool
    public var fullScreenAuxiliary: Bool
    public var fullScreenNone: Bool
    public var fullScreenAllowsTiling: Bool
    public var fullScreenDisallowsTiling: Bool

    public init(key: String? = nil, canJoinAllSpaces: Bool = false, moveToActiveSpace: Bool = false,
                managed: Bool = false, transient: Bool = false, stationary: Bool = false,
                participatesInCycle: Bool = false, ignoresCycle: Bool = false, fullScreenPrimary: Bool = false,
                fullScreenAuxiliary: Bool = false, fullScreenNone: Bool = false,
                fullScreenAllowsTiling: Bool = false, fullScreenDisallowsTiling: Bool = false) {
        self.key = key
        self.canJoinAllSpaces = canJoinAllSpaces
        self.moveToActiveSpace = moveToActiveSpace
        self.managed = managed
        self.transient = transient
        self.stationary = stationary
        self.participatesInCycle = participatesInCycle
        self.ignoresCycle = ignoresCycle
        self.fullScreenPrimary = fullScreenPrimary
        self.fullScreenAuxiliary = fullScreenAuxiliary
        self.fullScreenNone = fullScreenNone
        self.fullScreenAllowsTiling = fullScreenAllowsTiling
        self.fullScreenDisallowsTiling = fullScreenDisallowsTiling
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, canJoinAllSpaces, moveToActiveSpace, managed, transient, stationary, participatesInCycle
        case ignoresCycle, fullScreenPrimary, fullScreenAuxiliary, fullScreenNone, fullScreenAllowsTiling
        case fullScreenDisallowsTiling
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        canJoinAllSpaces = container.decode(.canJoinAllSpaces, default: false)
        moveToActiveSpace = container.decode(.moveToActiveSpace, default: false)
        managed = container.decode(.managed, default: false)
        transient = container.decode(.transient, default: false)
        stationary = container.decode(.stationary, default: false)
        participatesInCycle = container.decode(.participatesInCycle, default: false)
        ignoresCycle = container.decode(.ignoresCycle, default: false)
        fullScreenPrimary = container.decode(.fullScreenPrimary, default: false)
        fullScreenAuxiliary = container.decode(.fullScreenAuxiliary, default: false)
        fullScreenNone = container.decode(.fullScreenNone, default: false)
        fullScreenAllowsTiling = container.decode(.fullScreenAllowsTiling, default: false)
        fullScreenDisallowsTiling = container.decode(.fullScreenDisallowsTiling, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "windowCollectionBehavior", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(canJoinAllSpaces, forKey: .canJoinAllSpaces, default: false)
        try container.encode(moveToActiveSpace, forKey: .moveToActiveSpace, default: false)
        try container.encode(managed, forKey: .managed, default: false)
        try container.encode(transient, forKey: .transient, default: false)
        try container.encode(stationary, forKey: .stationary, default: false)
        try container.encode(participatesInCycle, forKey: .participatesInCycle, default: false)
        try container.encode(ignoresCycle, forKey: .ignoresCycle, default: false)
        try container.encode(fullScreenPrimary, forKey: .fullScreenPrimary, default: false)
        try container.encode(fullScreenAuxiliary, forKey: .fullScreenAuxiliary, default: false)
        try container.encode(fullScreenNone, forKey: .fullScreenNone, default: false)
        try container.encode(fullScreenAllowsTiling, forKey: .fullScreenAllowsTiling, default: false)
        try container.encode(fullScreenDisallowsTiling, forKey: .fullScreenDisallowsTiling, default: false)
    }
}
