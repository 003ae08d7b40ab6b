extension ValidationRule {
    /// An unwind segue whose action no class in the scanned sources declares.
    public static let unknownUnwindAction = ValidationRule(declaring: "unknown-unwind-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownUnwindAction``.
    static let unknownUnwindAction = RuleDescriptor(
        rule: .unknownUnwindAction, severity: .warning,
        summary: "Unwind segue action declared by no class in the sources",
        rationale: """
            An unwind segue looks for a view controller up the presentation chain that implements its action. When \
            no class implements it (the method was renamed), the segue finds no destination and silently does \
            nothing.
            """,
        triggeringExamples: [
            RuleExample(.unwindStoryboard(action: "backToHome:", marker: RuleExample.marker), .unwindControllers),
        ],
        nonTriggeringExamples: [RuleExample(.unwindStoryboard(action: "unwindToHome:"), .unwindControllers)],
        check: .connections)
}

extension RuleExample.File {
    /// `Main.storyboard`: a Done button of `SettingsViewController` unwinds through `action` (`marker` before the segue).
    fileprivate static func unwindStoryboard(action: String, marker: String = "") -> Self {
        let segue = #"<segue destination="exit" kind="unwind" unwindAction=""# + action + #"" id="u1"/>"#
        return iOSStoryboard("Main.storyboard", scenes: buttonScene(
            "settings", controller: "vc1", customClass: "SettingsViewController", button: "Done", connection: marker + segue,
            otherObjects: #"<exit id="exit" userLabel="Exit" sceneMemberID="exit"/>"#))
    }

    /// `ViewControllers.swift`: `HomeViewController` implements the unwind action `unwindToHome:`.
    fileprivate static let unwindControllers = RuleExample.File("ViewControllers.swift", """
        import UIKit

        class SettingsViewController: UIViewController {}

        class HomeViewController: UIViewController {
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
        }
        """)
}
