extension ValidationRule {
    /// An id that more than one element carries.
    public static let duplicateID = ValidationRule(declaring: "duplicate-id")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/duplicateID``.
    static let duplicateID = RuleDescriptor(
        .duplicateID, .error,
        summary: "Id used by more than one element",
        rationale: """
            Ids identify objects within a file: connections, constraints and Xcode itself find objects by them. Two \
            elements with one id (a merge that took the same new object from both sides, a copied block of XML) make \
            references ambiguous, and Xcode may refuse to open the file.
            """,
        triggering: [
            RuleExample(
                .iOSXib("Badge.xib", objects: """
                    <view id="v1">
                        <subviews>
                            <label id="l1" text="New"/>
                            ↓<label id="l1" text="3"/>
                        </subviews>
                    </view>
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSXib("Badge.xib", objects: """
                    <view id="v1">
                        <subviews>
                            <label id="l1" text="New"/>
                            <label id="l2" text="3"/>
                        </subviews>
                    </view>
                    """))
        ],
        check: .documentIntegrity)
}
