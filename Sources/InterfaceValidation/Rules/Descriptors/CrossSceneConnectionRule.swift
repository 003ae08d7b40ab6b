extension ValidationRule {
    /// An outlet, action or binding from an object in one storyboard scene to an object in another: each scene is
    /// loaded on its own, so the connection is never made.
    public static let crossSceneConnection = ValidationRule(declaring: "cross-scene-connection")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/crossSceneConnection``.
    static let crossSceneConnection = RuleDescriptor(
        rule: .crossSceneConnection, severity: .warning,
        summary: "Outlet, action or binding joining objects of two storyboard scenes, never made at run time",
        rationale: """
            A storyboard is compiled into one nib per scene and each is loaded on its own, so a connection from an \
            object in one scene to an object in another is never made: the outlet stays `nil`, the action is never \
            sent. Interface Builder does not let one be drawn; copying a control between scenes, or a merge, leaves \
            them behind. Segues, and actions sent to the First Responder, are not reported.
            """,
        triggeringExamples: [
            RuleExample(
                .twoScenesStoryboard(actionDestination: "feed", marker: RuleExample.marker),
                .refreshingControllers),
        ],
        nonTriggeringExamples: [RuleExample(.twoScenesStoryboard(actionDestination: "home"), .refreshingControllers)],
        check: .sceneBoundary)
}

extension RuleExample.File {
    /// `Main.storyboard`: a Refresh button in the home scene sends `refresh:` to `destination` (`home`, its own
    /// controller, or `feed`, the other scene's; `marker` before the action).
    fileprivate static func twoScenesStoryboard(actionDestination destination: String, marker: String = "") -> Self {
        let action = #"<action selector="refresh:" destination=""# + destination + #"" eventType="touchUpInside" id="a1"/>"#
        return iOSStoryboard("Main.storyboard", scenes: """
            \(buttonScene("home", controller: "home", customClass: "HomeViewController", button: "Refresh", connection: marker + action))
            \(plainScene("feed", controller: "feed", customClass: "FeedViewController"))
            """)
    }

    /// `ViewControllers.swift`: both controllers implement `refresh(_:)`.
    fileprivate static let refreshingControllers = RuleExample.File("ViewControllers.swift", """
        import UIKit

        class HomeViewController: UIViewController {
            @IBAction func refresh(_ sender: UIButton) {}
        }

        class FeedViewController: UIViewController {
            @IBAction func refresh(_ sender: UIButton) {}
        }
        """)
}
