extension ValidationRule {
    /// A constraint held by a view that does not contain both its items: UIKit and AppKit raise when they load it.
    public static let misplacedConstraint = ValidationRule(declaring: "misplaced-constraint")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/misplacedConstraint``.
    static let misplacedConstraint = RuleDescriptor(
        rule: .misplacedConstraint, severity: .error,
        summary: "Constraint held by a view that does not contain both its items",
        rationale: """
            A constraint must be installed on a view that contains both of its items (their nearest common ancestor \
            or above). One held lower down, usually after a view was moved to another parent by hand or in a merge, \
            makes UIKit and AppKit raise "the view hierarchy is not prepared for the constraint" when the nib loads.
            """,
        triggeringExamples: [RuleExample(.cardXib(heldByHeader: true, marker: RuleExample.marker))],
        nonTriggeringExamples: [RuleExample(.cardXib(heldByHeader: false))],
        check: .constraintPlacement)
}

extension RuleExample.File {
    /// `Card.xib`: a root view holding a header and a body; the constraint placing the body below the header is held by
    /// the header when `heldByHeader` (`marker` before it), else by the root view.
    fileprivate static func cardXib(heldByHeader: Bool, marker: String = "") -> Self {
        let constraint = #"<constraint firstItem="body" firstAttribute="top" secondItem="header" secondAttribute="bottom" id="k1"/>"#
        let header = heldByHeader
            ? "<view id=\"header\">\n    <constraints>\n        \(marker)\(constraint)\n    </constraints>\n</view>"
            : #"<view id="header"/>"#
        let rootConstraints = heldByHeader ? "" : "\n<constraints>\n    \(constraint)\n</constraints>"
        return iOSXib("Card.xib", objects: """
            <view id="root">
                <subviews>
            \(indented(header, by: 8))
                    <view id="body"/>
                </subviews>\(indented(rootConstraints, by: 4))
            </view>
            """)
    }
}
