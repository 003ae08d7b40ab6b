/// Member keys the reader asks for on almost every object (a proxy's identifier, a class swapper's names, a custom
/// class reference, the frame): resolved to key indices once per archive (``ArchivedObjectGraph``), so that the walk
/// finds them by index instead of hashing the name for every object.
enum WellKnownKey: Int, CaseIterable, Sendable {
    case proxiedObjectIdentifier, classReference, referenceClassName, referenceModuleName
    case appKitClassName, appKitOriginalClassName, uiKitClassName, uiKitOriginalClassName
    case frame, frameSize, bounds, center, windowRect, buttonStatefulContent, dataSource

    /// The key as archived.
    var name: String {
        switch self {
        case .proxiedObjectIdentifier: "UIProxiedObjectIdentifier"
        case .classReference: "IBClassReference"
        case .referenceClassName: "IBClassName"
        case .referenceModuleName: "IBModuleName"
        case .appKitClassName: "NSClassName"
        case .appKitOriginalClassName: "NSOriginalClassName"
        case .uiKitClassName: "UIClassName"
        case .uiKitOriginalClassName: "UIOriginalClassName"
        case .frame: "NSFrame"
        case .frameSize: "NSFrameSize"
        case .bounds: "UIBounds"
        case .center: "UICenter"
        case .windowRect: "NSWindowRect"
        case .buttonStatefulContent: "UIButtonStatefulContent"
        case .dataSource: "UIDataSource"
        }
    }
}
