extension ValidationRule {
    /// A source file that was read with problems: a Swift syntax error, an unclosed Objective-C `@interface`, bytes
    /// that are not UTF-8.
    public static let sourceProblem = ValidationRule(declaring: "source-problem")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/sourceProblem``.
    static let sourceProblem = RuleDescriptor(
        .sourceProblem, .warning,
        summary: "Source file read with problems",
        rationale: """
            The checks are only as good as the sources they read. A Swift file with a syntax error or an Objective-C \
            `@interface` that is never closed may hide the outlets and actions declared after the problem, so the \
            rule says where reading went wrong, rather than report what follows as missing.
            """,
        triggering: [
            RuleExample(
                .init("LoginViewController.m", """
                    #import "LoginViewController.h"

                    ↓@interface LoginViewController ()
                    @property (weak, nonatomic) IBOutlet UILabel *titleLabel;

                    @implementation LoginViewController
                    @end
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .init("LoginViewController.m", """
                    #import "LoginViewController.h"

                    @interface LoginViewController ()
                    @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
                    @end

                    @implementation LoginViewController
                    @end
                    """))
        ],
        check: .reading)
}
