// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// Foundation and other classes with the same superclass on every platform.
    static let sharedClasses = FrameworkClassList(.shared, [
        FrameworkClass("NSObject", nil, including: [.accessibility]),
        FrameworkClass(
            "NSLayoutConstraint", "NSObject",
            properties: """
            constant multiplier priority active isActive identifier shouldBeArchived firstItem secondItem firstAttribute
            secondAttribute relation
            """),
        FrameworkClass("NSLayoutGuide", "NSObject"),
        FrameworkClass("NSLayoutManager", "NSObject"),
        FrameworkClass("NSTextContainer", "NSObject"),
        FrameworkClass("NSTextStorage", "NSMutableAttributedString"),
        FrameworkClass("NSMutableAttributedString", "NSAttributedString"),
        FrameworkClass("NSAttributedString", "NSObject"),
        FrameworkClass("NSFormatter", "NSObject"),
        FrameworkClass("NSNumberFormatter", "NSFormatter"),
        FrameworkClass("NSDateFormatter", "NSFormatter"),
        FrameworkClass("NSByteCountFormatter", "NSFormatter"),
        FrameworkClass("NSDateComponentsFormatter", "NSFormatter"),
        FrameworkClass("NSPersistentDocument", "NSDocument"),
        FrameworkClass("CALayer", "NSObject"),
        FrameworkClass("NSArray", "NSObject"),
        FrameworkClass("NSMutableArray", "NSArray"),
        FrameworkClass("NSDictionary", "NSObject"),
        FrameworkClass("NSMutableDictionary", "NSDictionary"),
        FrameworkClass("NSSet", "NSObject"),
        FrameworkClass("NSMutableSet", "NSSet"),
        FrameworkClass("NSString", "NSObject"),
        FrameworkClass("NSMutableString", "NSString"),
        FrameworkClass("NSUserDefaults", "NSObject"),
        FrameworkClass("NSValueTransformer", "NSObject"),
        FrameworkClass("NSUndoManager", "NSObject"),
    ])
}
