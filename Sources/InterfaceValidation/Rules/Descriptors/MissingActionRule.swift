extension ValidationRule {
    /// An action whose target's class implements no method with that selector: "unrecognized selector" at run time.
    public static let missingAction = ValidationRule(declaring: "missing-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/missingAction``.
    static let missingAction = RuleDescriptor(
        rule: .missingAction, severity: .error,
        summary: "Action connected in Interface Builder but not implemented by its target's class",
        rationale: """
            A control sends its action by selector. When the target's class has no method with that selector (the \
            method was renamed, or its Swift signature changed its selector), tapping the control raises \
            "unrecognized selector sent to instance" and the app crashes. Swift selectors are named as the compiler \
            names them (`signIn(_:)` is `signIn:`).
            """,
        triggeringExamples: [
            RuleExample(
                .loginXib(buttonAction: "signIn:", marker: RuleExample.marker),
                .loginViewController("@IBAction func logIn(_ sender: UIButton) {}")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .loginXib(buttonAction: "signIn:"),
                .loginViewController("@IBAction func signIn(_ sender: UIButton) {}")),
        ],
        check: .connections)
}
