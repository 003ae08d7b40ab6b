/// The superclasses of the UIKit, AppKit and WatchKit classes (and a few from MapKit, WebKit, SceneKit, …)
/// that Interface Builder documents instantiate or that outlets commonly point to.
///
/// Enough to decide questions such as "is a `UIButton` a `UIView`?" without the SDKs. The classes are declared in the
/// framework catalogue (`CodeGeneration/Sources/ModelSpecification/Framework`), generated into ``FrameworkTables``.
public enum FrameworkClassHierarchy {
    /// The superclass of the framework class `name`, or `nil` when it is a root class (`NSObject`) or not in
    /// the table. With `platform` `nil`, UIKit is consulted first, then AppKit, then WatchKit; a few classes
    /// (`WKWebView`, `MKMapView`, …) have different superclasses on UIKit and AppKit.
    public static func superclass(of name: String, platform: FrameworkPlatform? = nil) -> String? {
        for table in tables(for: platform) {
            if let superclass = table[name] { return superclass }
        }
        return nil
    }

    /// Whether `name` is a class this table knows (including `NSObject`), on `platform` or on any.
    public static func isKnownClass(_ name: String, platform: FrameworkPlatform? = nil) -> Bool {
        name == "NSObject" || tables(for: platform).contains { $0[name] != nil }
    }

    /// Protocols from the Swift standard library and Foundation that classes often list first in their
    /// inheritance clause, such as a root class `final class Helper: Codable`.
    public static var commonProtocolNames: Set<String> { FrameworkTables.commonProtocolNames }

    private static func tables(for platform: FrameworkPlatform?) -> [[String: String]] {
        switch platform {
        case .uiKit: [FrameworkTables.uiKitSuperclasses, FrameworkTables.sharedSuperclasses]
        case .appKit: [FrameworkTables.appKitSuperclasses, FrameworkTables.sharedSuperclasses]
        case .watchKit: [FrameworkTables.watchKitSuperclasses, FrameworkTables.sharedSuperclasses]
        case nil: [
            FrameworkTables.uiKitSuperclasses, FrameworkTables.appKitSuperclasses, FrameworkTables.watchKitSuperclasses,
            FrameworkTables.sharedSuperclasses,
        ]
        }
    }
}
