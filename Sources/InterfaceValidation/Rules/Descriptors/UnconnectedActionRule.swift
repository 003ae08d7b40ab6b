extension ValidationRule {
    /// An action declared in code that no Interface Builder file using its class connects, and that the code neither
    /// names by selector (to connect it itself) nor calls.
    public static let unconnectedAction = ValidationRule(declaring: "unconnected-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unconnectedAction``.
    static let unconnectedAction = RuleDescriptor(
        .unconnectedAction, .warning,
        summary: "Action declared in code but connected in no Interface Builder file",
        rationale: """
            An `@IBAction` that no file connects and no code names by selector or calls is usually a button that \
            lost its connection in an edit or a merge: the button does nothing when tapped. Actions the code \
            connects itself (`#selector(signIn(_:))`, `addTarget`) or calls are not reported.
            """,
        triggering: [
            RuleExample(
                .iOSXib("Login.xib", objects: """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                        <connections>

                        </connections>
                    </placeholder>
                    <button id="b1" title="Sign in">
                        <connections>
                            <action selector="signIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                    """),
                .init("LoginViewController.swift", """
                    import UIKit

                    class LoginViewController: UIViewController {
                        @IBAction func signIn(_ sender: UIButton) {}
                        @IBAction func ↓forgotPassword(_ sender: UIButton) {}
                    }
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSXib("Login.xib", objects: """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                        <connections>

                        </connections>
                    </placeholder>
                    <button id="b1" title="Sign in">
                        <connections>
                            <action selector="signIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                    """),
                .init("LoginViewController.swift", """
                    import UIKit

                    class LoginViewController: UIViewController {
                        @IBAction func signIn(_ sender: UIButton) {}
                        @IBAction func forgotPassword(_ sender: UIButton) {}

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(
                                title: "Forgot?", style: .plain, target: self, action: #selector(forgotPassword(_:)))
                        }
                    }
                    """))
        ],
        check: .unconnectedMembers)
}
