/// A visual effect view: UIKit's `<visualEffectView><view key="contentView" …/><blurEffect
/// style="light"/></visualEffectView>`, or AppKit's `<visualEffectView material="sidebar"
/// blendingMode="behindWindow" state="followsWindowActiveState">`.
public struct VisualEffectView: ViewElement {
    public static let elementKinds: Set<String>? = ["visualEffectView"]
    @Boxed public var contentView: View?
    @Boxed public var blurEffect: VisualEffect?
    @Boxed public var vibrancyEffect: VisualEffect?
    public var material: VisualEffectMaterial?
    public var blendingMode: VisualEffectBlendingMode?
    public var state: VisualEffectState?
    public var isEmphasized: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case contentView, blurEffect, vibrancyEffect, material, blendingMode, state, isEmphasized = "emphasized"
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(contentView, forKey: .contentView)
        try container.encodeIfPresent(blurEffect, forKey: .blurEffect)
        try container.encodeIfPresent(vibrancyEffect, forKey: .vibrancyEffect)
        try container.encodeIfPresent(material, forKey: .material)
        try container.encodeIfPresent(blendingMode, forKey: .blendingMode)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encode(isEmphasized, forKey: .isEmphasized, default: false)
    }
}

extension VisualEffectView {
    public init(view: View, contentView: View? = nil, blurEffect: VisualEffect? = nil,
                vibrancyEffect: VisualEffect? = nil, material: VisualEffectMaterial? = nil,
                blendingMode: VisualEffectBlendingMode? = nil, state: VisualEffectState? = nil,
                isEmphasized: Bool = false) {
        self.view = view
        self.contentView = contentView
        self.blurEffect = blurEffect
        self.vibrancyEffect = vibrancyEffect
        self.material = material
        self.blendingMode = blendingMode
        self.state = state
        self.isEmphasized = isEmphasized
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let contentView: View? = container.optional(.contentView)
        let blurEffect: VisualEffect? = container.optional(.blurEffect)
        let vibrancyEffect: VisualEffect? = container.optional(.vibrancyEffect)
        let material: VisualEffectMaterial? = container.optional(.material)
        let blendingMode: VisualEffectBlendingMode? = container.optional(.blendingMode)
        let state: VisualEffectState? = container.optional(.state)
        let isEmphasized: Bool = container.decode(.isEmphasized, default: false)
        try container.finish()
        self.init(contentView: contentView, blurEffect: blurEffect, vibrancyEffect: vibrancyEffect, material: material,
                  blendingMode: blendingMode, state: state, isEmphasized: isEmphasized, view: view)
    }
}

/// A blur or vibrancy effect of a UIKit visual effect view: `<blurEffect style="light"/>`.
public struct VisualEffect: InterfaceElement {
    public static let elementKinds: Set<String>? = ["blurEffect", "vibrancyEffect"]
    /// The element kind.
    public var kind: String
    public var style: BlurEffectStyle?
    /// The blur a vibrancy effect is made for.
    @Boxed public var blurEffect: VisualEffect?

    public init(kind: String = "blurEffect", style: BlurEffectStyle? = nil, blurEffect: VisualEffect? = nil) {
        self.kind = kind
        self.style = style
        self.blurEffect = blurEffect
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case style, blurEffect
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        style = container.optional(.style)
        blurEffect = container.optional(.blurEffect)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(blurEffect, forKey: .blurEffect)
    }
}

/// A MapKit map view: `<mapView mapType="standard" showsUserLocation="YES" …/>`.
public struct MapView: ViewElement {
    public static let elementKinds: Set<String>? = ["mapView"]
    public var mapType: MapType?
    public var isZoomEnabled: Bool
    public var isScrollEnabled: Bool
    public var isRotateEnabled: Bool
    public var isPitchEnabled: Bool
    public var showsUserLocation: Bool
    public var showsBuildings: Bool
    public var showsCompass: Bool
    public var showsPointsOfInterest: Bool
    public var showsScale: Bool
    public var showsTraffic: Bool
    public var showsZoomControls: Bool
    public var showsPitchControl: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case mapType, isZoomEnabled = "zoomEnabled", isScrollEnabled = "scrollEnabled"
        case isRotateEnabled = "rotateEnabled", isPitchEnabled = "pitchEnabled", showsUserLocation, showsBuildings
        case showsCompass, showsPointsOfInterest, showsScale, showsTraffic, showsZoomControls, showsPitchControl
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(mapType, forKey: .mapType)
        try container.encode(isZoomEnabled, forKey: .isZoomEnabled, default: true)
        try container.encode(isScrollEnabled, forKey: .isScrollEnabled, default: true)
        try container.encode(isRotateEnabled, forKey: .isRotateEnabled, default: true)
        try container.encode(isPitchEnabled, forKey: .isPitchEnabled, default: true)
        try container.encode(showsUserLocation, forKey: .showsUserLocation, default: false)
        try container.encode(showsBuildings, forKey: .showsBuildings, default: true)
        try container.encode(showsCompass, forKey: .showsCompass, default: true)
        try container.encode(showsPointsOfInterest, forKey: .showsPointsOfInterest, default: true)
        try container.encode(showsScale, forKey: .showsScale, default: false)
        try container.encode(showsTraffic, forKey: .showsTraffic, default: false)
        try container.encode(showsZoomControls, forKey: .showsZoomControls, default: false)
        try container.encode(showsPitchControl, forKey: .showsPitchControl, default: false)
    }
}

extension MapView {
    public init(view: View, mapType: MapType? = nil, isZoomEnabled: Bool = true, isScrollEnabled: Bool = true,
                isRotateEnabled: Bool = true, isPitchEnabled: Bool = true, showsUserLocation: Bool = false,
                showsBuildings: Bool = true, showsCompass: Bool = true, showsPointsOfInterest: Bool = true,
                showsScale: Bool = false, showsTraffic: Bool = false, showsZoomControls: Bool = false,
                showsPitchControl: Bool = false) {
        self.view = view
        self.mapType = mapType
        self.isZoomEnabled = isZoomEnabled
        self.isScrollEnabled = isScrollEnabled
        self.isRotateEnabled = isRotateEnabled
        self.isPitchEnabled = isPitchEnabled
        self.showsUserLocation = showsUserLocation
        self.showsBuildings = showsBuildings
        self.showsCompass = showsCompass
        self.showsPointsOfInterest = showsPointsOfInterest
        self.showsScale = showsScale
        self.showsTraffic = showsTraffic
        self.showsZoomControls = showsZoomControls
        self.showsPitchControl = showsPitchControl
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let mapType: MapType? = container.optional(.mapType)
        let isZoomEnabled: Bool = container.decode(.isZoomEnabled, default: true)
        let isScrollEnabled: Bool = container.decode(.isScrollEnabled, default: true)
        let isRotateEnabled: Bool = container.decode(.isRotateEnabled, default: true)
        let isPitchEnabled: Bool = container.decode(.isPitchEnabled, default: true)
        let showsUserLocation: Bool = container.decode(.showsUserLocation, default: false)
        let showsBuildings: Bool = container.decode(.showsBuildings, default: true)
        let showsCompass: Bool = container.decode(.showsCompass, default: true)
        let showsPointsOfInterest: Bool = container.decode(.showsPointsOfInterest, default: true)
        let showsScale: Bool = container.decode(.showsScale, default: false)
        let showsTraffic: Bool = container.decode(.showsTraffic, default: false)
        let showsZoomControls: Bool = container.decode(.showsZoomControls, default: false)
        let showsPitchControl: Bool = container.decode(.showsPitchControl, default: false)
        try container.finish()
        self.init(mapType: mapType, isZoomEnabled: isZoomEnabled, isScrollEnabled: isScrollEnabled,
                  isRotateEnabled: isRotateEnabled, isPitchEnabled: isPitchEnabled,
                  showsUserLocation: showsUserLocation, showsBuildings: showsBuildings, showsCompass: showsCompass,
                  showsPointsOfInterest: showsPointsOfInterest, showsScale: showsScale, showsTraffic: showsTraffic,
                  showsZoomControls: showsZoomControls, showsPitchControl: showsPitchControl, view: view)
    }
}

/// A web view: UIKit's legacy `webView`, WebKit's `wkWebView` with its configuration, or AppKit's WebKit
/// `webView` with its preferences.
public struct WebView: ViewElement {
    public static let elementKinds: Set<String>? = ["webView", "wkWebView"]
    public var scalesPageToFit: Bool
    public var allowsInlineMediaPlayback: Bool
    public var mediaPlaybackRequiresUserAction: Bool
    public var allowsBackForwardNavigationGestures: Bool
    public var allowsLinkPreview: Bool
    public var customUserAgent: String?
    public var applicationNameForUserAgent: String?
    @Boxed public var configuration: WebViewConfiguration?
    @Boxed public var preferences: WebPreferences?
    public var frameName: String?
    public var groupName: String?
    public var drawsBackground: Bool
    /// AppKit's WebKit view: whether it keeps a back-forward list (`maintainsBackForwardList="NO"` turns it off).
    public var maintainsBackForwardList: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case scalesPageToFit, allowsInlineMediaPlayback, mediaPlaybackRequiresUserAction
        case allowsBackForwardNavigationGestures, allowsLinkPreview, customUserAgent, applicationNameForUserAgent
        case configuration, preferences, frameName, groupName, drawsBackground, maintainsBackForwardList
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scalesPageToFit, forKey: .scalesPageToFit, default: false)
        try container.encode(allowsInlineMediaPlayback, forKey: .allowsInlineMediaPlayback, default: false)
        try container.encode(mediaPlaybackRequiresUserAction, forKey: .mediaPlaybackRequiresUserAction, default: true)
        try container.encode(allowsBackForwardNavigationGestures, forKey: .allowsBackForwardNavigationGestures, default: false)
        try container.encode(allowsLinkPreview, forKey: .allowsLinkPreview, default: true)
        try container.encodeIfPresent(customUserAgent, forKey: .customUserAgent)
        try container.encodeIfPresent(applicationNameForUserAgent, forKey: .applicationNameForUserAgent)
        try container.encodeIfPresent(configuration, forKey: .configuration)
        try container.encodeIfPresent(preferences, forKey: .preferences)
        try container.encodeIfPresent(frameName, forKey: .frameName)
        try container.encodeIfPresent(groupName, forKey: .groupName)
        try container.encode(drawsBackground, forKey: .drawsBackground, default: true)
        try container.encode(maintainsBackForwardList, forKey: .maintainsBackForwardList, default: true)
    }
}

extension WebView {
    public init(view: View, scalesPageToFit: Bool = false, allowsInlineMediaPlayback: Bool = false,
                mediaPlaybackRequiresUserAction: Bool = true, allowsBackForwardNavigationGestures: Bool = false,
                allowsLinkPreview: Bool = true, customUserAgent: String? = nil,
                applicationNameForUserAgent: String? = nil, configuration: WebViewConfiguration? = nil,
                preferences: WebPreferences? = nil, frameName: String? = nil, groupName: String? = nil,
                drawsBackground: Bool = true, maintainsBackForwardList: Bool = true) {
        self.view = view
        self.scalesPageToFit = scalesPageToFit
        self.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        self.mediaPlaybackRequiresUserAction = mediaPlaybackRequiresUserAction
        self.allowsBackForwardNavigationGestures = allowsBackForwardNavigationGestures
        self.allowsLinkPreview = allowsLinkPreview
        self.customUserAgent = customUserAgent
        self.applicationNameForUserAgent = applicationNameForUserAgent
        self.configuration = configuration
        self.preferences = preferences
        self.frameName = frameName
        self.groupName = groupName
        self.drawsBackground = drawsBackground
        self.maintainsBackForwardList = maintainsBackForwardList
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let scalesPageToFit: Bool = container.decode(.scalesPageToFit, default: false)
        let allowsInlineMediaPlayback: Bool = container.decode(.allowsInlineMediaPlayback, default: false)
        let mediaPlaybackRequiresUserAction: Bool = container.decode(.mediaPlaybackRequiresUserAction, default: true)
        let allowsBackForwardNavigationGestures: Bool = container.decode(.allowsBackForwardNavigationGestures, default: false)
        let allowsLinkPreview: Bool = container.decode(.allowsLinkPreview, default: true)
        let customUserAgent: String? = container.optional(.customUserAgent)
        let applicationNameForUserAgent: String? = container.optional(.applicationNameForUserAgent)
        let configuration: WebViewConfiguration? = container.optional(.configuration)
        let preferences: WebPreferences? = container.optional(.preferences)
        let frameName: String? = container.optional(.frameName)
        let groupName: String? = container.optional(.groupName)
        let drawsBackground: Bool = container.decode(.drawsBackground, default: true)
        let maintainsBackForwardList: Bool = container.decode(.maintainsBackForwardList, default: true)
        try container.finish()
        self.init(scalesPageToFit: scalesPageToFit, allowsInlineMediaPlayback: allowsInlineMediaPlayback,
                  mediaPlaybackRequiresUserAction: mediaPlaybackRequiresUserAction,
                  allowsBackForwardNavigationGestures: allowsBackForwardNavigationGestures,
                  allowsLinkPreview: allowsLinkPreview, customUserAgent: customUserAgent,
                  applicationNameForUserAgent: applicationNameForUserAgent, configuration: configuration,
                  preferences: preferences, frameName: frameName, groupName: groupName,
                  drawsBackground: drawsBackground, maintainsBackForwardList: maintainsBackForwardList, view: view)
    }
}

/// A WebKit web view's configuration: `<wkWebViewConfiguration key="configuration"><audiovisualMediaTypes
/// key="mediaTypesRequiringUserActionForPlayback" none="YES"/><wkPreferences
/// key="preferences"/></wkWebViewConfiguration>`.
public struct WebViewConfiguration: InterfaceElement {
    public static let elementKinds: Set<String>? = ["wkWebViewConfiguration"]
    public var key: String?
    @Boxed public var mediaTypesRequiringUserActionForPlayback: AudiovisualMediaTypes?
    @Boxed public var preferences: WebPreferences?
    public var allowsInlineMediaPlayback: Bool
    public var allowsAirPlayForMediaPlayback: Bool
    public var allowsPictureInPictureMediaPlayback: Bool
    public var applicationNameForUserAgent: String?
    public var suppressesIncrementalRendering: Bool
    @Boxed public var dataDetectorTypes: DataDetectorTypes?

    public init(key: String? = nil, mediaTypesRequiringUserActionForPlayback: AudiovisualMediaTypes? = nil,
                preferences: WebPreferences? = nil, allowsInlineMediaPlayback: Bool = false,
                allowsAirPlayForMediaPlayback: Bool = true, allowsPictureInPictureMediaPlayback: Bool = true,
                applicationNameForUserAgent: String? = nil, suppressesIncrementalRendering: Bool = false,
                dataDetectorTypes: DataDetectorTypes? = nil) {
        self.key = key
        self.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        self.preferences = preferences
        self.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        self.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        self.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        self.applicationNameForUserAgent = applicationNameForUserAgent
        self.suppressesIncrementalRendering = suppressesIncrementalRendering
        self.dataDetectorTypes = dataDetectorTypes
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, mediaTypesRequiringUserActionForPlayback, preferences, allowsInlineMediaPlayback
        case allowsAirPlayForMediaPlayback, allowsPictureInPictureMediaPlayback, applicationNameForUserAgent
        case suppressesIncrementalRendering, dataDetectorTypes
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        mediaTypesRequiringUserActionForPlayback = container.optional(.mediaTypesRequiringUserActionForPlayback)
        preferences = container.optional(.preferences)
        allowsInlineMediaPlayback = container.decode(.allowsInlineMediaPlayback, default: false)
        allowsAirPlayForMediaPlayback = container.decode(.allowsAirPlayForMediaPlayback, default: true)
        allowsPictureInPictureMediaPlayback = container.decode(.allowsPictureInPictureMediaPlayback, default: true)
        applicationNameForUserAgent = container.optional(.applicationNameForUserAgent)
        suppressesIncrementalRendering = container.decode(.suppressesIncrementalRendering, default: false)
        dataDetectorTypes = container.optional(.dataDetectorTypes)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "wkWebViewConfiguration", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(mediaTypesRequiringUserActionForPlayback, forKey: .mediaTypesRequiringUserActionForPlayback)
        try container.encodeIfPresent(preferences, forKey: .preferences)
        try container.encode(allowsInlineMediaPlayback, forKey: .allowsInlineMediaPlayback, default: false)
        try container.encode(allowsAirPlayForMediaPlayback, forKey: .allowsAirPlayForMediaPlayback, default: true)
        try container.encode(allowsPictureInPictureMediaPlayback, forKey: .allowsPictureInPictureMediaPlayback, default: true)
        try container.encodeIfPresent(applicationNameForUserAgent, forKey: .applicationNameForUserAgent)
        try container.encode(suppressesIncrementalRendering, forKey: .suppressesIncrementalRendering, default: false)
        try container.encodeIfPresent(dataDetectorTypes, forKey: .dataDetectorTypes)
    }
}

/// Which media types need a user action to play: `<audiovisualMediaTypes
/// key="mediaTypesRequiringUserActionForPlayback" none="YES"/>`.
public struct AudiovisualMediaTypes: InterfaceElement {
    public static let elementKinds: Set<String>? = ["audiovisualMediaTypes"]
    public var key: String?
    public var none: Bool
    public var audio: Bool
    public var video: Bool

    public init(key: String? = nil, none: Bool = false, audio: Bool = false, video: Bool = false) {
        self.key = key
        self.none = none
        self.audio = audio
        self.video = video
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, none, audio, video
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        none = container.decode(.none, default: false)
        audio = container.decode(.audio, default: false)
        video = container.decode(.video, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "audiovisualMediaTypes", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(none, forKey: .none, default: false)
        try container.encode(audio, forKey: .audio, default: false)
        try container.encode(video, forKey: .video, default: false)
    }
}

/// WebKit preferences: `<wkPreferences key="preferences"/>`, AppKit's `<webPreferences key="preferences"
/// defaultFontSize="16" …/>`.
public struct WebPreferences: InterfaceElement {
    public static let elementKinds: Set<String>? = ["wkPreferences", "webPreferences"]
    /// The element kind.
    public var kind: String
    public var key: String?
    public var identifier: String?
    public var minimumFontSize: Double?
    public var javaScriptEnabled: Bool
    public var javaScriptCanOpenWindowsAutomatically: Bool
    public var javaEnabled: Bool
    public var defaultFontSize: Double?
    public var defaultFixedFontSize: Double?
    public var plugInsEnabled: Bool

    public init(kind: String = "wkPreferences", key: String? = nil, identifier: String? = nil,
                minimumFontSize: Double? = nil, javaScriptEnabled: Bool = true,
                javaScriptCanOpenWindowsAutomatically: Bool = false, javaEnabled: Bool = false,
                defaultFontSize: Double? = nil, defaultFixedFontSize: Double? = nil, plugInsEnabled: Bool = false) {
        self.kind = kind
        self.key = key
        self.identifier = identifier
        self.minimumFontSize = minimumFontSize
        self.javaScriptEnabled = javaScriptEnabled
        self.javaScriptCanOpenWindowsAutomatically = javaScriptCanOpenWindowsAutomatically
        self.javaEnabled = javaEnabled
        self.defaultFontSize = defaultFontSize
        self.defaultFixedFontSize = defaultFixedFontSize
        self.plugInsEnabled = plugInsEnabled
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, identifier, minimumFontSize, javaScriptEnabled, javaScriptCanOpenWindowsAutomatically, javaEnabled
        case defaultFontSize, defaultFixedFontSize, plugInsEnabled
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        identifier = container.optional(.identifier)
        minimumFontSize = container.optional(.minimumFontSize)
        javaScriptEnabled = container.decode(.javaScriptEnabled, default: true)
        javaScriptCanOpenWindowsAutomatically = container.decode(.javaScriptCanOpenWindowsAutomatically, default: false)
        javaEnabled = container.decode(.javaEnabled, default: false)
        defaultFontSize = container.optional(.defaultFontSize)
        defaultFixedFontSize = container.optional(.defaultFixedFontSize)
        plugInsEnabled = container.decode(.plugInsEnabled, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(minimumFontSize, forKey: .minimumFontSize)
        try container.encode(javaScriptEnabled, forKey: .javaScriptEnabled, default: true)
        try container.encode(javaScriptCanOpenWindowsAutomatically, forKey: .javaScriptCanOpenWindowsAutomatically, default: false)
        try container.encode(javaEnabled, forKey: .javaEnabled, default: false)
        try container.encodeIfPresent(defaultFontSize, forKey: .defaultFontSize)
        try container.encodeIfPresent(defaultFixedFontSize, forKey: .defaultFixedFontSize)
        try container.encode(plugInsEnabled, forKey: .plugInsEnabled, default: false)
    }
}

/// A view that renders with a graphics or media framework: GLKit's `glkView`, MetalKit's `mtkView`, SceneKit's
/// `sceneKitView`, SpriteKit's `skView`, ARKit's `arskView` and `arscnView`, AVKit's `avPlayerView`.
/// ``View/kind`` tells which.
public struct RenderingView: ViewElement {
    public static let elementKinds: Set<String>? = ["glkView", "mtkView", "sceneKitView", "skView", "arskView", "arscnView", "avPlayerView", "realityKitView", "spriteKitView"]
    public var enableSetNeedsDisplay: Bool
    public var drawableColorFormat: String?
    public var drawableDepthFormat: String?
    public var drawableStencilFormat: String?
    public var drawableMultisample: String?
    public var colorPixelFormat: String?
    public var depthStencilPixelFormat: String?
    public var preferredFramesPerSecond: Int?
    public var sampleCount: Int?
    public var allowsCameraControl: Bool
    public var autoenablesDefaultLighting: Bool
    public var isJitteringEnabled: Bool
    public var isPlaying: Bool
    public var loops: Bool
    public var preferredRenderingAPI: String?
    @Boxed public var backgroundColorOfScene: Color?
    public var controlsStyle: String?
    public var showsFullScreenToggleButton: Bool
    public var showsSharingServiceButton: Bool
    public var allowsPictureInPicturePlayback: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case enableSetNeedsDisplay, drawableColorFormat, drawableDepthFormat, drawableStencilFormat
        case drawableMultisample, colorPixelFormat, depthStencilPixelFormat, preferredFramesPerSecond, sampleCount
        case allowsCameraControl, autoenablesDefaultLighting, isJitteringEnabled = "jitteringEnabled"
        case isPlaying = "playing", loops, preferredRenderingAPI, backgroundColorOfScene = "sceneBackgroundColor"
        case controlsStyle, showsFullScreenToggleButton, showsSharingServiceButton, allowsPictureInPicturePlayback
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(enableSetNeedsDisplay, forKey: .enableSetNeedsDisplay, default: true)
        try container.encodeIfPresent(drawableColorFormat, forKey: .drawableColorFormat)
        try container.encodeIfPresent(drawableDepthFormat, forKey: .drawableDepthFormat)
        try container.encodeIfPresent(drawableStencilFormat, forKey: .drawableStencilFormat)
        try container.encodeIfPresent(drawableMultisample, forKey: .drawableMultisample)
        try container.encodeIfPresent(colorPixelFormat, forKey: .colorPixelFormat)
        try container.encodeIfPresent(depthStencilPixelFormat, forKey: .depthStencilPixelFormat)
        try container.encodeIfPresent(preferredFramesPerSecond, forKey: .preferredFramesPerSecond)
        try container.encodeIfPresent(sampleCount, forKey: .sampleCount)
        try container.encode(allowsCameraControl, forKey: .allowsCameraControl, default: false)
        try container.encode(autoenablesDefaultLighting, forKey: .autoenablesDefaultLighting, default: false)
        try container.encode(isJitteringEnabled, forKey: .isJitteringEnabled, default: false)
        try container.encode(isPlaying, forKey: .isPlaying, default: false)
        try container.encode(loops, forKey: .loops, default: false)
        try container.encodeIfPresent(preferredRenderingAPI, forKey: .preferredRenderingAPI)
        try container.encodeIfPresent(backgroundColorOfScene, forKey: .backgroundColorOfScene)
        try container.encodeIfPresent(controlsStyle, forKey: .controlsStyle)
        try container.encode(showsFullScreenToggleButton, forKey: .showsFullScreenToggleButton, default: false)
        try container.encode(showsSharingServiceButton, forKey: .showsSharingServiceButton, default: false)
        try container.encode(allowsPictureInPicturePlayback, forKey: .allowsPictureInPicturePlayback, default: false)
    }
}

extension RenderingView {
    public init(view: View, enableSetNeedsDisplay: Bool = true, drawableColorFormat: String? = nil,
                drawableDepthFormat: String? = nil, drawableStencilFormat: String? = nil,
                drawableMultisample: String? = nil, colorPixelFormat: String? = nil,
                depthStencilPixelFormat: String? = nil, preferredFramesPerSecond: Int? = nil,
                sampleCount: Int? = nil, allowsCameraControl: Bool = false, autoenablesDefaultLighting: Bool = false,
                isJitteringEnabled: Bool = false, isPlaying: Bool = false, loops: Bool = false,
                preferredRenderingAPI: String? = nil, backgroundColorOfScene: Color? = nil,
                controlsStyle: String? = nil, showsFullScreenToggleButton: Bool = false,
                showsSharingServiceButton: Bool = false, allowsPictureInPicturePlayback: Bool = false) {
        self.view = view
        self.enableSetNeedsDisplay = enableSetNeedsDisplay
        self.drawableColorFormat = drawableColorFormat
        self.drawableDepthFormat = drawableDepthFormat
        self.drawableStencilFormat = drawableStencilFormat
        self.drawableMultisample = drawableMultisample
        self.colorPixelFormat = colorPixelFormat
        self.depthStencilPixelFormat = depthStencilPixelFormat
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.sampleCount = sampleCount
        self.allowsCameraControl = allowsCameraControl
        self.autoenablesDefaultLighting = autoenablesDefaultLighting
        self.isJitteringEnabled = isJitteringEnabled
        self.isPlaying = isPlaying
        self.loops = loops
        self.preferredRenderingAPI = preferredRenderingAPI
        self.backgroundColorOfScene = backgroundColorOfScene
        self.controlsStyle = controlsStyle
        self.showsFullScreenToggleButton = showsFullScreenToggleButton
        self.showsSharingServiceButton = showsSharingServiceButton
        self.allowsPictureInPicturePlayback = allowsPictureInPicturePlayback
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let enableSetNeedsDisplay: Bool = container.decode(.enableSetNeedsDisplay, default: true)
        let drawableColorFormat: String? = container.optional(.drawableColorFormat)
        let drawableDepthFormat: String? = container.optional(.drawableDepthFormat)
        let drawableStencilFormat: String? = container.optional(.drawableStencilFormat)
        let drawableMultisample: String? = container.optional(.drawableMultisample)
        let colorPixelFormat: String? = container.optional(.colorPixelFormat)
        let depthStencilPixelFormat: String? = container.optional(.depthStencilPixelFormat)
        let preferredFramesPerSecond: Int? = container.optional(.preferredFramesPerSecond)
        let sampleCount: Int? = container.optional(.sampleCount)
        let allowsCameraControl: Bool = container.decode(.allowsCameraControl, default: false)
        let autoenablesDefaultLighting: Bool = container.decode(.autoenablesDefaultLighting, default: false)
        let isJitteringEnabled: Bool = container.decode(.isJitteringEnabled, default: false)
        let isPlaying: Bool = container.decode(.isPlaying, default: false)
        let loops: Bool = container.decode(.loops, default: false)
        let preferredRenderingAPI: String? = container.optional(.preferredRenderingAPI)
        let backgroundColorOfScene: Color? = container.optional(.backgroundColorOfScene)
        let controlsStyle: String? = container.optional(.controlsStyle)
        let showsFullScreenToggleButton: Bool = container.decode(.showsFullScreenToggleButton, default: false)
        let showsSharingServiceButton: Bool = container.decode(.showsSharingServiceButton, default: false)
        let allowsPictureInPicturePlayback: Bool = container.decode(.allowsPictureInPicturePlayback, default: false)
        try container.finish()
        self.init(enableSetNeedsDisplay: enableSetNeedsDisplay, drawableColorFormat: drawableColorFormat,
                  drawableDepthFormat: drawableDepthFormat, drawableStencilFormat: drawableStencilFormat,
                  drawableMultisample: drawableMultisample, colorPixelFormat: colorPixelFormat,
                  depthStencilPixelFormat: depthStencilPixelFormat, preferredFramesPerSecond: preferredFramesPerSecond,
                  sampleCount: sampleCount, allowsCameraControl: allowsCameraControl,
                  autoenablesDefaultLighting: autoenablesDefaultLighting, isJitteringEnabled: isJitteringEnabled,
                  isPlaying: isPlaying, loops: loops, preferredRenderingAPI: preferredRenderingAPI,
                  backgroundColorOfScene: backgroundColorOfScene, controlsStyle: controlsStyle,
                  showsFullScreenToggleButton: showsFullScreenToggleButton,
                  showsSharingServiceButton: showsSharingServiceButton,
                  allowsPictureInPicturePlayback: allowsPictureInPicturePlayback, view: view)
    }
}
