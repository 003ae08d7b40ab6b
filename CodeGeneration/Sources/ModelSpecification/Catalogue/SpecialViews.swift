extension Catalogue {
    static let specialViews = ModelFile("SpecialViews", models: [
    Model("VisualEffectView", kinds: ["visualEffectView"], conformance: .view, doc: """
        A visual effect view: UIKit's `<visualEffectView><view key="contentView" …/><blurEffect style="light"/></visualEffectView>`, or AppKit's `<visualEffectView material="sidebar" blendingMode="behindWindow" state="followsWindowActiveState">`.
        """, properties: [
        Property("contentView", "View?", [.boxed]),
        Property("blurEffect", "VisualEffect?", [.boxed]),
        Property("vibrancyEffect", "VisualEffect?", [.boxed]),
        Property("material", "VisualEffectMaterial?"),
        Property("blendingMode", "VisualEffectBlendingMode?"),
        Property("state", "VisualEffectState?"),
        Property("isEmphasized", "Bool", key: "emphasized", default: "false"),
    ]),
    Model("VisualEffect", kinds: ["blurEffect", "vibrancyEffect"], doc: """
        A blur or vibrancy effect of a UIKit visual effect view: `<blurEffect style="light"/>`.
        """, properties: [
        Property("kind", "String", default: "\"blurEffect\"", doc: "The element kind."),
        Property("style", "BlurEffectStyle?"),
        Property("blurEffect", "VisualEffect?", [.boxed], doc: "The blur a vibrancy effect is made for."),
    ]),
    Model("MapView", kinds: ["mapView"], conformance: .view, doc: """
        A MapKit map view: `<mapView mapType="standard" showsUserLocation="YES" …/>`.
        """, properties: [
        Property("mapType", "MapType?"),
        Property("isZoomEnabled", "Bool", key: "zoomEnabled", default: "true"),
        Property("isScrollEnabled", "Bool", key: "scrollEnabled", default: "true"),
        Property("isRotateEnabled", "Bool", key: "rotateEnabled", default: "true"),
        Property("isPitchEnabled", "Bool", key: "pitchEnabled", default: "true"),
        Property("showsUserLocation", "Bool", default: "false"),
        Property("showsBuildings", "Bool", default: "true"),
        Property("showsCompass", "Bool", default: "true"),
        Property("showsPointsOfInterest", "Bool", default: "true"),
        Property("showsScale", "Bool", default: "false"),
        Property("showsTraffic", "Bool", default: "false"),
        Property("showsZoomControls", "Bool", default: "false"),
        Property("showsPitchControl", "Bool", default: "false"),
    ]),
    Model("WebView", kinds: ["webView", "wkWebView"], conformance: .view, doc: """
        A web view: UIKit's legacy `webView`, WebKit's `wkWebView` with its configuration, or AppKit's WebKit `webView` with its preferences.
        """, properties: [
        Property("scalesPageToFit", "Bool", default: "false"),
        Property("allowsInlineMediaPlayback", "Bool", default: "false"),
        Property("mediaPlaybackRequiresUserAction", "Bool", default: "true"),
        Property("allowsBackForwardNavigationGestures", "Bool", default: "false"),
        Property("allowsLinkPreview", "Bool", default: "true"),
        Property("customUserAgent", "String?"),
        Property("applicationNameForUserAgent", "String?"),
        Property("configuration", "WebViewConfiguration?", [.boxed]),
        Property("preferences", "WebPreferences?", [.boxed]),
        Property("frameName", "String?"),
        Property("groupName", "String?"),
        Property("drawsBackground", "Bool", default: "true"),
        Property("maintainsBackForwardList", "Bool", default: "true", doc: "AppKit's WebKit view: whether it keeps a back-forward list (`maintainsBackForwardList=\"NO\"` turns it off)."),
    ]),
    Model("WebViewConfiguration", kinds: ["wkWebViewConfiguration"], doc: """
        A WebKit web view's configuration: `<wkWebViewConfiguration key="configuration"><audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/><wkPreferences key="preferences"/></wkWebViewConfiguration>`.
        """, properties: [
        Property("key", "String?"),
        Property("mediaTypesRequiringUserActionForPlayback", "AudiovisualMediaTypes?", [.boxed]),
        Property("preferences", "WebPreferences?", [.boxed]),
        Property("allowsInlineMediaPlayback", "Bool", default: "false"),
        Property("allowsAirPlayForMediaPlayback", "Bool", default: "true"),
        Property("allowsPictureInPictureMediaPlayback", "Bool", default: "true"),
        Property("applicationNameForUserAgent", "String?"),
        Property("suppressesIncrementalRendering", "Bool", default: "false"),
        Property("dataDetectorTypes", "DataDetectorTypes?", [.boxed]),
    ]),
    Model("AudiovisualMediaTypes", kinds: ["audiovisualMediaTypes"], doc: """
        Which media types need a user action to play: `<audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("none", "Bool", default: "false"),
        Property("audio", "Bool", default: "false"),
        Property("video", "Bool", default: "false"),
    ]),
    Model("WebPreferences", kinds: ["wkPreferences", "webPreferences"], doc: """
        WebKit preferences: `<wkPreferences key="preferences"/>`, AppKit's `<webPreferences key="preferences" defaultFontSize="16" …/>`.
        """, properties: [
        Property("kind", "String", default: "\"wkPreferences\"", doc: "The element kind."),
        Property("key", "String?"),
        Property("identifier", "String?"),
        Property("minimumFontSize", "Double?"),
        Property("javaScriptEnabled", "Bool", default: "true"),
        Property("javaScriptCanOpenWindowsAutomatically", "Bool", default: "false"),
        Property("javaEnabled", "Bool", default: "false"),
        Property("defaultFontSize", "Double?"),
        Property("defaultFixedFontSize", "Double?"),
        Property("plugInsEnabled", "Bool", default: "false"),
    ]),
    Model("RenderingView", kinds: ["glkView", "mtkView", "sceneKitView", "skView", "arskView", "arscnView", "avPlayerView", "realityKitView", "spriteKitView"], conformance: .view, doc: """
        A view that renders with a graphics or media framework: GLKit's `glkView`, MetalKit's `mtkView`, SceneKit's `sceneKitView`, SpriteKit's `skView`, ARKit's `arskView` and `arscnView`, AVKit's `avPlayerView`. ``View/kind`` tells which.
        """, properties: [
        Property("enableSetNeedsDisplay", "Bool", default: "true"),
        Property("drawableColorFormat", "String?"),
        Property("drawableDepthFormat", "String?"),
        Property("drawableStencilFormat", "String?"),
        Property("drawableMultisample", "String?"),
        Property("colorPixelFormat", "String?"),
        Property("depthStencilPixelFormat", "String?"),
        Property("preferredFramesPerSecond", "Int?"),
        Property("sampleCount", "Int?"),
        Property("allowsCameraControl", "Bool", default: "false"),
        Property("autoenablesDefaultLighting", "Bool", default: "false"),
        Property("isJitteringEnabled", "Bool", key: "jitteringEnabled", default: "false"),
        Property("isPlaying", "Bool", key: "playing", default: "false"),
        Property("loops", "Bool", default: "false"),
        Property("preferredRenderingAPI", "String?"),
        Property("backgroundColorOfScene", "Color?", key: "sceneBackgroundColor", [.boxed]),
        Property("controlsStyle", "String?"),
        Property("showsFullScreenToggleButton", "Bool", default: "false"),
        Property("showsSharingServiceButton", "Bool", default: "false"),
        Property("allowsPictureInPicturePlayback", "Bool", default: "false"),
    ]),
    ])
}
