/// The class names of element kinds, as a reader of the picture knows them (`label` → `UILabel`, `customView` →
/// `NSView`).
enum ElementLabels {
    static func className(of kind: String, appKit: Bool) -> String {
        if let special = (appKit ? appKitNames : uiKitNames)[kind] { return special }
        var utf8 = Array(kind.utf8)
        guard let first = utf8.first else { return "NSObject" }
        if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { utf8[0] = first - 32 }
        return (appKit ? "NS" : "UI") + String(decoding: utf8, as: UTF8.self)
    }

    private static let uiKitNames: [String: String] = [
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "mtkView": "MTKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "glkView": "GLKView",
        "arscnView": "ARSCNView",
        "avPlayerView": "AVPlayerView",
        "viewController": "UIViewController",
        "controller": "WKInterfaceController",
        "placeholder": "Placeholder",
    ]

    private static let appKitNames: [String: String] = [
        "customView": "NSView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "textField": "NSTextField",
        "secureTextField": "NSSecureTextField",
        "customObject": "NSObject",
        "viewController": "NSViewController",
        "windowController": "NSWindowController",
        "tableCellView": "NSTableCellView",
        "tableRowView": "NSTableRowView",
        "tableHeaderView": "NSTableHeaderView",
        "sceneView": "SCNView",
        "skView": "SKView",
        "avPlayerView": "AVPlayerView",
        "pdfView": "PDFView",
        "ikImageView": "IKImageView",
    ]
}
