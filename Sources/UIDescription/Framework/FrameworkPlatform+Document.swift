
extension FrameworkPlatform {
    /// The UI framework an Interface Builder document targets, read from its root's `targetRuntime` and `type`
    /// (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`, `watchKit`). Documents that name none are taken to be UIKit.
    public static func of(_ document: NodeDocument) -> FrameworkPlatform {
        let root = document.root
        let runtime = document.attribute("targetRuntime", of: root) ?? ""
        let type = document.attribute("type", of: root) ?? ""
        let description = (runtime + " " + type).lowercased()
        if description.contains("watchkit") { return .watchKit }
        if description.contains("cocoatouch") || description.contains("appletv") || description.contains("ios") {
            return .uiKit
        }
        if description.contains("macosx") || description.contains("cocoa") { return .appKit }
        return .uiKit
    }
}

extension Document.Platform {
    /// The UI framework whose classes documents for this platform instantiate: AppKit on macOS, WatchKit on watchOS,
    /// UIKit on iOS, tvOS and when the document does not say.
    public var framework: FrameworkPlatform {
        switch self {
        case .macOS: .appKit
        case .watchOS: .watchKit
        case .iOS, .tvOS, .unknown: .uiKit
        }
    }
}
