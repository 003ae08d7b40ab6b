extension ValidationRule {
    /// A source file that was read with problems: a Swift syntax error, an unclosed Objective-C `@interface`, bytes
    /// that are not UTF-8.
    public static let sourceProblem = ValidationRule(declaring: "source-problem")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/sourceProblem``.
    static let sourceProblem = RuleDescriptor(
        rule: .sourceProblem, severity: .warning,
        summary: "Source file read with problems",
        rationale: """
            The checks are only as good as the sources they read. A Swift file with a syntax error or an Objective-C \
            `@interface` that is never closed may hide the outlets and actions declared after the problem, so the \
            rule says where reading went wrong, rather than report what follows as missing.
            """,
        triggeringExamples: [RuleExample(.classExtension(closing: "", marker: RuleExample.marker))],
        nonTriggeringExamples: [RuleExample(.classExtension(closing: "@end\n"))],
        check: .reading)
}

extension RuleExample.File {
    /// `LoginViewController.m`: a class extension closed by `closing` (nothing when it is left open; `marker` before it).
    fileprivate static func classExtension(closing: String, marker: String = "") -> Self {
        RuleExample.File("LoginViewController.m", """
            #import "LoginViewController.h"

            \(marker)@interface LoginViewController ()
            @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
            \(closing)
            @implementation LoginViewController
            @end
            """)
    }
}
