/// Everything the tools know about the UIKit, AppKit and WatchKit classes that Interface Builder documents
/// instantiate: one declaration per class (``FrameworkClass``), from which the generator writes the superclass,
/// outlet, action and property tables of `Sources/UIDescription/Framework/Generated`.
public enum FrameworkCatalogue {
    /// Every class list.
    public static let lists: [FrameworkClassList] = [sharedClasses, crossPlatformClasses, uiKitClasses, appKitClasses, watchKitClasses]

    /// Protocols from the Swift standard library and Foundation that classes often list first in their
    /// inheritance clause, such as a root class `final class Helper: Codable`.
    public static let commonProtocolNames: [String] = [
        "AnyObject", "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "ObservableObject", "NSObjectProtocol", "NSCoding", "NSSecureCoding", "NSCopying", "NSMutableCopying",
    ]
}
