extension ValidationRule {
    /// An outlet declared in code that no Interface Builder file using its class connects.
    public static let unconnectedOutlet = ValidationRule(declaring: "unconnected-outlet")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unconnectedOutlet``.
    static let unconnectedOutlet = RuleDescriptor(
        rule: .unconnectedOutlet, severity: .warning,
        summary: "Outlet declared in code but connected in no Interface Builder file",
        rationale: """
            An implicitly unwrapped outlet that no file connects is `nil` when the code first uses it, and the app \
            crashes; more often it is dead code left behind by a removed view. The rule looks at every file that \
            instantiates the class or a subclass, and stays quiet for classes that no read file uses or that a file \
            it could not read may use. An outlet of the name connected on a File's Owner without a class counts \
            (code picks the owner when it loads the nib), and outlets in a prebuilt framework's headers are not \
            reported.
            """,
        triggeringExamples: [
            RuleExample(
                .loginXib(outlet: #"<outlet property="titleLabel" destination="t1" id="c1"/>"#),
                .loginViewController("@IBOutlet var titleLabel: UILabel!", "@IBOutlet var ↓subtitleLabel: UILabel!")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .loginXib(
                    connections: """
                        <outlet property="titleLabel" destination="t1" id="c1"/>
                        <outlet property="subtitleLabel" destination="t2" id="c2"/>
                        """,
                    objects: """
                        <label id="t1" text="Sign in"/>
                        <label id="t2" text="Welcome back"/>
                        """),
                .loginViewController("@IBOutlet var titleLabel: UILabel!", "@IBOutlet var subtitleLabel: UILabel!")),
        ],
        check: .unconnectedMembers)
}
