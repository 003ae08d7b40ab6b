extension ValidationRule {
    /// An input that cannot be read or parsed: a missing path, malformed XML, a legacy or merge-conflicted file.
    public static let unreadableInput = ValidationRule(declaring: "unreadable-input")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unreadableInput``.
    static let unreadableInput = RuleDescriptor(
        rule: .unreadableInput, severity: .error,
        summary: "Input that cannot be read or parsed",
        rationale: """
            A file that cannot be parsed cannot be checked, and Xcode will not open it either: malformed XML, a file \
            left with merge conflict markers, a path that does not exist. The run exits with status 2 so that CI \
            does not pass over it.
            """,
        triggeringExamples: [
            RuleExample(
                .loginLabelXib("""
                    ↓<<<<<<< HEAD
                            <label id="t1" text="Sign in"/>
                    =======
                            <label id="t1" text="Log in"/>
                    >>>>>>> feature
                    """)),
        ],
        nonTriggeringExamples: [RuleExample(.loginLabelXib(#"        <label id="t1" text="Log in"/>"#))],
        check: .reading)
}

extension RuleExample.File {
    /// `Login.xib` whose one label is `label`, written as it is (a merge may have left conflict markers in it).
    fileprivate static func loginLabelXib(_ label: String) -> Self {
        RuleExample.File("Login.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
            \(label)
                </objects>
            </document>
            """)
    }
}
