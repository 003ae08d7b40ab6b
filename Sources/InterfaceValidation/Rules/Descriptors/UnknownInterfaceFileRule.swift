extension ValidationRule {
    /// A storyboard or nib loaded by a name no `.storyboard` or `.xib` file has.
    public static let unknownInterfaceFile = ValidationRule(declaring: "unknown-interface-file")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownInterfaceFile``.
    static let unknownInterfaceFile = RuleDescriptor(
        rule: .unknownInterfaceFile, severity: .warning,
        summary: "Storyboard or nib loaded by a name no file in the validated folders has",
        rationale: """
            `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and `init(nibName:bundle:)` raise or load nothing \
            when no storyboard or nib of that name is in the bundle: a renamed file crashes the app where it is \
            loaded. Names are checked against every `.storyboard`, `.xib` and compiled `.nib` in the validated \
            folders, and so is the `nibName` a view controller in a storyboard or xib loads its view from; with an \
            Xcode project or Swift package that places both, that nib must also be bundled by the document's own \
            target, whose bundle UIKit and AppKit look it up in.
            """,
        triggeringExamples: [
            RuleExample(.listAndDetailStoryboard, .coordinator(loading: "Mian", marker: RuleExample.marker)),
        ],
        nonTriggeringExamples: [RuleExample(.listAndDetailStoryboard, .coordinator(loading: "Main"))],
        check: .stringReferences)
}

extension RuleExample.File {
    /// `AppCoordinator.swift`: loads the storyboard named `name` (`marker` before the name).
    fileprivate static func coordinator(loading name: String, marker: String = "") -> Self {
        RuleExample.File("AppCoordinator.swift", """
            import UIKit

            final class AppCoordinator {
                func start(in window: UIWindow) {
                    let storyboard = UIStoryboard(name: \(marker)"\(name)", bundle: nil)
                    window.rootViewController = storyboard.instantiateInitialViewController()
                }
            }
            """)
    }
}
