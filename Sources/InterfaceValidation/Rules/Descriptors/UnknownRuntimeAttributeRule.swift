extension ValidationRule {
    /// A user-defined runtime attribute whose first key the object's class has no property, setter or instance variable
    /// for: when the nib loads, key-value coding fails ("not key value coding-compliant for the key") and the value is
    /// not set.
    public static let unknownRuntimeAttribute = ValidationRule(declaring: "unknown-runtime-attribute")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownRuntimeAttribute``.
    static let unknownRuntimeAttribute = RuleDescriptor(
        rule: .unknownRuntimeAttribute, severity: .warning,
        summary: "Runtime attribute set on a key its object's class has no property, setter or instance variable for",
        rationale: """
            Interface Builder sets each user-defined runtime attribute with key-value coding when the nib loads. A \
            key the class does not have (an `@IBInspectable` renamed in code, a Swift property the Objective-C \
            runtime cannot see) is not set: UIKit logs "Failed to set user defined inspected property" and the view \
            looks wrong. Framework properties such as `layer.cornerRadius` are known.
            """,
        triggeringExamples: [RuleExample(.badgeXib(keyPath: "cornerRadus", marker: RuleExample.marker), .badgeView)],
        nonTriggeringExamples: [
            RuleExample(.badgeXib(keyPath: "cornerRadius"), .badgeView),
            RuleExample(.badgeXib(keyPath: "layer.borderWidth"), .badgeView),
        ],
        check: .runtimeAttributes)
}

extension RuleExample.File {
    /// `Badge.xib`: a `BadgeView` whose runtime attribute sets `keyPath` (`marker` before it) to 4.
    fileprivate static func badgeXib(keyPath: String, marker: String = "") -> Self {
        iOSXib("Badge.xib", objects: """
            <view id="v1" customClass="BadgeView">
                <userDefinedRuntimeAttributes>
                    \(marker)<userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)">
                        <real key="value" value="4"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
    }

    /// `BadgeView.swift`: a view with an inspectable `cornerRadius`.
    fileprivate static let badgeView = RuleExample.File("BadgeView.swift", """
        import UIKit

        class BadgeView: UIView {
            @IBInspectable var cornerRadius: CGFloat = 0 {
                didSet { layer.cornerRadius = cornerRadius }
            }
        }
        """)
}
