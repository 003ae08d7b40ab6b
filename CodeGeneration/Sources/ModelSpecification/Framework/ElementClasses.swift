// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// The class of each element kind whose class is not the conventional one (`UI`, `NS` or `WKInterface` and
    /// the kind's name, capitalised, when the framework classes have it).
    public static let elementClasses = ElementClassTable(
        shared: [
            ("constraint", "NSLayoutConstraint"),
            ("customObject", "NSObject"),
            ("numberFormatter", "NSNumberFormatter"),
            ("dateFormatter", "NSDateFormatter"),
            ("byteCountFormatter", "NSByteCountFormatter"),
            ("dateComponentsFormatter", "NSDateComponentsFormatter"),
        ],
        uiKit: [
            ("view", "UIView"),
            ("containerView", "UIView"),
            ("tableViewCellContentView", "UIView"),
            ("collectionViewCellContentView", "UIView"),
            ("viewLayoutGuide", "UILayoutGuide"),
            ("keyboardLayoutGuide", "UIKeyboardLayoutGuide"),
            ("layoutGuide", "UILayoutGuide"),
            ("webView", "UIWebView"),
            ("wkWebView", "WKWebView"),
            ("mapView", "MKMapView"),
            ("glkView", "GLKView"),
            ("sceneKitView", "SCNView"),
            ("skView", "SKView"),
            ("mtkView", "MTKView"),
            ("arscnView", "ARSCNView"),
            ("arskView", "ARSKView"),
            ("avPlayerViewController", "AVPlayerViewController"),
            ("glkViewController", "GLKViewController"),
            ("hostingController", "UIHostingController"),
            ("collectionViewLayout", "UICollectionViewLayout"),
        ],
        appKit: [
            ("view", "NSView"),
            ("customView", "NSView"),
            ("containerView", "NSView"),
            ("layoutGuide", "NSLayoutGuide"),
            ("application", "NSApplication"),
            ("pagecontroller", "NSPageController"),
            ("webView", "WebView"),
            ("wkWebView", "WKWebView"),
            ("mapView", "MKMapView"),
            ("sceneView", "SCNView"),
            ("skView", "SKView"),
            ("mtkView", "MTKView"),
            ("pdfView", "PDFView"),
            ("avPlayerView", "AVPlayerView"),
            ("hostingController", "NSHostingController"),
            ("panel", "NSPanel"),
        ],
        watchKit: [
            ("controller", "WKInterfaceController"),
            ("glanceController", "WKInterfaceController"),
            ("notificationController", "WKUserNotificationInterfaceController"),
            ("hostingController", "WKHostingController"),
            ("imageView", "WKInterfaceImage"),
            ("spriteKitScene", "WKInterfaceSKScene"),
            ("sceneKitScene", "WKInterfaceSCNScene"),
            ("tableRow", "NSObject"),
        ],
        classless: [
            "placeholder", "exit", "viewControllerPlaceholder", "tableViewSection", "viewControllerLayoutGuide", "notificationCategory", "device", "adaptation", "scene",
        ])
}
