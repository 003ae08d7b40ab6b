extension ValidationRule {
    /// An outlet or outlet collection connected in Interface Builder that the object's class does not declare, nor any
    /// of its superclasses, nor its framework superclass: the "not key value coding-compliant" crash.
    public static let missingOutlet = ValidationRule(declaring: "missing-outlet")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/missingOutlet``.
    static let missingOutlet = RuleDescriptor(
        rule: .missingOutlet, severity: .error,
        summary: "Outlet connected in Interface Builder but not declared in code",
        rationale: """
            When the nib loads, UIKit and AppKit set each outlet with key-value coding. An outlet the class does not \
            declare (renamed or deleted in code, or misspelt in the file) raises "this class is not key value \
            coding-compliant for the key" and the app crashes as the screen opens. The outlet is looked up on the \
            class, its superclasses and their extensions, in every scanned file and at any access level; the message \
            suggests the nearest declared outlet.
            """,
        triggeringExamples: [
            RuleExample(
                .loginXib(outlet: #"↓<outlet property="titleLable" destination="t1" id="c1"/>"#),
                .loginViewController("@IBOutlet var titleLabel: UILabel!")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .loginXib(outlet: #"<outlet property="titleLabel" destination="t1" id="c1"/>"#),
                .loginViewController("@IBOutlet var titleLabel: UILabel!")),
        ],
        check: .connections)
}
