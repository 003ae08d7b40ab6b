extension ValidationRule {
    /// An outlet declared with a type the connected object is not: a `UILabel` outlet connected to a button.
    public static let outletTypeMismatch = ValidationRule(declaring: "outlet-type-mismatch")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/outletTypeMismatch``.
    static let outletTypeMismatch = RuleDescriptor(
        rule: .outletTypeMismatch, severity: .error,
        summary: "Outlet declared with a type the connected object does not have",
        rationale: """
            An outlet typed `UILabel!` but connected to a button holds a `UIButton` at run time: Swift's cast fails \
            and the app crashes on first use, or Objective-C sends label messages to a button. The finding is \
            reported at the declaration, with a note at the connection.
            """,
        triggeringExamples: [
            RuleExample(
                .loginXib(connections: #"<outlet property="titleLabel" destination="b1" id="c1"/>"#, objects: #"<button id="b1" title="Sign in"/>"#),
                .loginViewController("@IBOutlet var ↓titleLabel: UILabel!")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .loginXib(outlet: #"<outlet property="titleLabel" destination="t1" id="c1"/>"#),
                .loginViewController("@IBOutlet var titleLabel: UILabel!")),
        ],
        check: .connections)
}
