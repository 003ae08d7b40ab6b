extension ValidationRule {
    /// A constraint held by a view that does not contain both its items: UIKit and AppKit raise when they load it.
    public static let misplacedConstraint = ValidationRule(declaring: "misplaced-constraint")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/misplacedConstraint``.
    static let misplacedConstraint = RuleDescriptor(
        .misplacedConstraint, .error,
        summary: "Constraint held by a view that does not contain both its items",
        rationale: """
            A constraint must be installed on a view that contains both of its items (their nearest common ancestor \
            or above). One held lower down, usually after a view was moved to another parent by hand or in a merge, \
            makes UIKit and AppKit raise "the view hierarchy is not prepared for the constraint" when the nib loads.
            """,
        triggering: [
            RuleExample(
                .iOSXib("Card.xib", objects: """
                    <view id="root">
                        <subviews>
                            <view id="header">
                                <constraints>
                                    ↓<constraint firstItem="body" firstAttribute="top" secondItem="header" secondAttribute="bottom" id="k1"/>
                                </constraints>
                            </view>
                            <view id="body"/>
                        </subviews>
                        <constraints>

                        </constraints>
                    </view>
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSXib("Card.xib", objects: """
                    <view id="root">
                        <subviews>
                            <view id="header">
                                <constraints>

                                </constraints>
                            </view>
                            <view id="body"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="body" firstAttribute="top" secondItem="header" secondAttribute="bottom" id="k1"/>
                        </constraints>
                    </view>
                    """))
        ],
        check: .constraintPlacement)
}
