// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// The class of each element kind whose class is not the conventional one (`UI`, `NS` or `WKInterface` and
    /// the kind's name, capitalised, when the framework classes have it). Read both ways: the first kind listed for
    /// a class is the kind documents write for it (what legacy archives' classes become).
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
            ("tableViewCellContentView", "UITableViewCellContentView"),
            ("collectionViewCellContentView", "UIView"),
            ("layoutGuide", "UILayoutGuide"),
            ("viewLayoutGuide", "UILayoutGuide"),
            ("keyboardLayoutGuide", "UIKeyboardLayoutGuide"),
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
            // A free-standing NSView is written `customView`; `view` is a window's or controller's content view.
            ("customView", "NSView"),
            ("view", "NSView"),
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
            ("ikImageView", "IKImageView"),
            ("qcView", "QCView"),
            ("avPlayerView", "AVPlayerView"),
            ("qtMovieView", "QTMovieView"),
            ("abPeoplePickerView", "ABPeoplePickerView"),
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
