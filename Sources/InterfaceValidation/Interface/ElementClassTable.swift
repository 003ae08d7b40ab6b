import InterfaceSources

/// The UIKit, AppKit or WatchKit class Interface Builder instantiates for an element kind that carries no
/// custom class: `label` is a `UILabel` on iOS, `textField` an `NSTextField` on macOS, `group` a
/// `WKInterfaceGroup` on watchOS.
public enum ElementClassTable {
    /// The framework class of an element named `element` in a document for `platform`, or `nil` when the
    /// element kind has no class of its own (placeholders, storyboard references, table sections) or is unknown.
    public static func className(forElement element: String, platform: FrameworkPlatform) -> String? {
        if let shared = shared[element] { return shared }
        let table: [String: String]
        switch platform {
        case .uiKit: table = uiKit
        case .appKit: table = appKit
        case .watchKit: table = watchKit
        }
        if let explicit = table[element] { return explicit }
        if noClass.contains(element) { return nil }
        return conventionalName(for: element, platform: platform)
    }

    /// `button` → `UIButton` / `NSButton` / `WKInterfaceButton`, when the framework table knows that class.
    private static func conventionalName(for element: String, platform: FrameworkPlatform) -> String? {
        guard let first = element.first, first.isLowercase else { return nil }
        let capitalized = first.uppercased() + element.dropFirst()
        let candidates: [String]
        switch platform {
        case .uiKit: candidates = ["UI" + capitalized]
        case .appKit: candidates = ["NS" + capitalized]
        case .watchKit: candidates = ["WKInterface" + capitalized, "WK" + capitalized]
        }
        return candidates.first { FrameworkClassHierarchy.isKnownClass($0, platform: platform) }
    }

    /// Element kinds that stand for no run-time object of their own.
    private static let noClass: Set<String> = [
        "placeholder", "exit", "viewControllerPlaceholder", "tableViewSection", "viewControllerLayoutGuide",
        "notificationCategory", "device", "adaptation", "scene",
    ]

    private static let shared: [String: String] = [
        "constraint": "NSLayoutConstraint",
        "customObject": "NSObject",
        "numberFormatter": "NSNumberFormatter",
        "dateFormatter": "NSDateFormatter",
        "byteCountFormatter": "NSByteCountFormatter",
        "dateComponentsFormatter": "NSDateComponentsFormatter",
    ]

    private static let uiKit: [String: String] = [
        "view": "UIView",
        "containerView": "UIView",
        "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView",
        "viewLayoutGuide": "UILayoutGuide",
        "keyboardLayoutGuide": "UIKeyboardLayoutGuide",
        "layoutGuide": "UILayoutGuide",
        "webView": "UIWebView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "glkView": "GLKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController",
        "hostingController": "UIHostingController",
        "collectionViewLayout": "UICollectionViewLayout",
    ]

    private static let appKit: [String: String] = [
        "view": "NSView",
        "customView": "NSView",
        "containerView": "NSView",
        "layoutGuide": "NSLayoutGuide",
        "application": "NSApplication",
        "pagecontroller": "NSPageController",
        "webView": "WebView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "sceneView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "pdfView": "PDFView",
        "avPlayerView": "AVPlayerView",
        "hostingController": "NSHostingController",
        "panel": "NSPanel",
    ]

    private static let watchKit: [String: String] = [
        "controller": "WKInterfaceController",
        "glanceController": "WKInterfaceController",
        "notificationController": "WKUserNotificationInterfaceController",
        "hostingController": "WKHostingController",
        "imageView": "WKInterfaceImage",
        "spriteKitScene": "WKInterfaceSKScene",
        "sceneKitScene": "WKInterfaceSCNScene",
        "tableRow": "NSObject",
    ]
}
