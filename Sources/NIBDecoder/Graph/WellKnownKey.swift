/// Member keys the reader asks for on almost every object (a string's bytes, an array's items, a number's value, a
/// proxy's identifier, a class swapper's names, a custom class reference, the frame, a constraint's members):
/// resolved to key indices once per archive (``ArchivedObjectGraph``), so that the walk finds them by index instead
/// of hashing the name for every object.
enum WellKnownKey: Int, CaseIterable, Sendable {
    // Strings, arrays, dictionaries and numbers.
    case stringBytes, stringText, arrayObjects, dictionaryKeys, arrayItem
    case intValue, doubleValue, longValue, floatValue, boolValue
    // Objects of Interface Builder.
    case proxiedObjectIdentifier, classReference, referenceClassName, referenceModuleName
    case appKitClassName, appKitOriginalClassName, uiKitClassName, uiKitOriginalClassName
    case frame, frameSize, bounds, center, windowRect, buttonStatefulContent, dataSource
    // A constraint's members.
    case firstItem, firstAttribute, firstAttributeV2, secondItem, secondAttribute, secondAttributeV2
    case relation, multiplier, constant, constantV2, priority

    /// The members a number object (`NSNumber`) keeps its value in, in the order they are tried.
    static let numberValues: [WellKnownKey] = [.intValue, .doubleValue, .longValue, .floatValue, .boolValue]
    /// The members a constraint's attributes come from.
    static let constraintMembers: [WellKnownKey] = [
        .firstItem, .firstAttribute, .firstAttributeV2, .secondItem, .secondAttribute, .secondAttributeV2,
        .relation, .multiplier, .constant, .constantV2, .priority,
    ]

    /// The key as archived.
    var name: String {
        switch self {
        case .stringBytes: "NS.bytes"
        case .stringText: "NS.string"
        case .arrayObjects: "NS.objects"
        case .dictionaryKeys: "NS.keys"
        case .arrayItem: "UINibEncoderEmptyKey"
        case .intValue: "NS.intval"
        case .doubleValue: "NS.dblval"
        case .longValue: "NS.longval"
        case .floatValue: "NS.fltval"
        case .boolValue: "NS.boolval"
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
        case .firstItem: "NSFirstItem"
        case .firstAttribute: "NSFirstAttribute"
        case .firstAttributeV2: "NSFirstAttributeV2"
        case .secondItem: "NSSecondItem"
        case .secondAttribute: "NSSecondAttribute"
        case .secondAttributeV2: "NSSecondAttributeV2"
        case .relation: "NSRelation"
        case .multiplier: "NSMultiplier"
        case .constant: "NSConstant"
        case .constantV2: "NSConstantV2"
        case .priority: "NSPriority"
        }
    }
}
