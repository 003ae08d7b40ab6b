extension ValidationRule {
    /// Connections that cannot be checked because part of the class is not in the scanned sources: a superclass
    /// declared nowhere, or an Objective-C class whose `@implementation` was not scanned.
    public static let unverifiableConnection = ValidationRule(declaring: "unverifiable-connection")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unverifiableConnection``.
    static let unverifiableConnection = RuleDescriptor(
        rule: .unverifiableConnection, severity: .warning,
        summary: "Connection not checked because part of its class is not in the scanned sources",
        rationale: """
            An outlet or action not declared by the class itself may be declared by a superclass the scan did not \
            see (a framework or package not in the validated folders). Rather than guess, the rule says which \
            connections it could not check and why, so that `--sources` can be widened to cover them.
            """,
        triggeringExamples: [
            RuleExample(
                .ownerXib(marker: RuleExample.marker),
                .init("LoginViewController.swift", "import UIKit\n\nclass LoginViewController: BaseViewController {}")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .ownerXib(),
                .init("LoginViewController.swift", """
                    import UIKit

                    class BaseViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                    }

                    class LoginViewController: BaseViewController {}
                    """)),
        ],
        check: .connections)
}

extension RuleExample.File {
    /// `Login.xib` whose File's Owner (`marker` before it) connects `titleLabel`.
    fileprivate static func ownerXib(marker: String = "") -> Self {
        iOSXib("Login.xib", objects: """
            \(marker)<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                <connections>
                    <outlet property="titleLabel" destination="t1" id="c1"/>
                </connections>
            </placeholder>
            <label id="t1" text="Sign in"/>
            """)
    }
}
