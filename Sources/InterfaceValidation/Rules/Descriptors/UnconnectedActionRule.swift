extension ValidationRule {
    /// An action declared in code that no Interface Builder file using its class connects, and that the code neither
    /// names by selector (to connect it itself) nor calls.
    public static let unconnectedAction = ValidationRule(declaring: "unconnected-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unconnectedAction``.
    static let unconnectedAction = RuleDescriptor(
        rule: .unconnectedAction, severity: .warning,
        summary: "Action declared in code but connected in no Interface Builder file",
        rationale: """
            An `@IBAction` that no file connects and no code names by selector or calls is usually a button that \
            lost its connection in an edit or a merge: the button does nothing when tapped. Actions the code \
            connects itself (`#selector(signIn(_:))`, `addTarget`) or calls are not reported, nor those a Cocoa \
            target binding sends (`target` or `doubleClickTarget` with an `NSSelectorName`), those sent to a File's \
            Owner without a class, and responder actions the frameworks send themselves (`newWindowForTab:`, \
            `cancelOperation:`, `copy:`).
            """,
        triggeringExamples: [
            RuleExample(
                .loginXib(buttonAction: "signIn:"),
                .loginViewController(
                    "@IBAction func signIn(_ sender: UIButton) {}", "@IBAction func ↓forgotPassword(_ sender: UIButton) {}")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .loginXib(buttonAction: "signIn:"),
                .loginViewController(
                    "@IBAction func signIn(_ sender: UIButton) {}",
                    "@IBAction func forgotPassword(_ sender: UIButton) {}",
                    "",
                    """
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(
                            title: "Forgot?", style: .plain, target: self, action: #selector(forgotPassword(_:)))
                    }
                    """)),
        ],
        check: .unconnectedMembers)
}
