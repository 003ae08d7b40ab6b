extension ValidationRule {
    /// An id that more than one element carries.
    public static let duplicateID = ValidationRule(declaring: "duplicate-id")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/duplicateID``.
    static let duplicateID = RuleDescriptor(
        rule: .duplicateID, severity: .error,
        summary: "Id used by more than one element",
        rationale: """
            Ids identify objects within a file: connections, constraints and Xcode itself find objects by them. Two \
            elements with one id (a merge that took the same new object from both sides, a copied block of XML) make \
            references ambiguous, and Xcode may refuse to open the file.
            """,
        triggeringExamples: [RuleExample(.twoLabelsXib("l1", "l1", marker: RuleExample.marker))],
        nonTriggeringExamples: [RuleExample(.twoLabelsXib("l1", "l2"))],
        check: .documentIntegrity)
}

extension RuleExample.File {
    /// `Badge.xib`: a view holding two labels with the ids `first` and `second` (`marker` before the second).
    fileprivate static func twoLabelsXib(_ first: String, _ second: String, marker: String = "") -> Self {
        iOSXib("Badge.xib", objects: """
            <view id="v1">
                <subviews>
                    <label id="\(first)" text="New"/>
                    \(marker)<label id="\(second)" text="3"/>
                </subviews>
            </view>
            """)
    }
}
