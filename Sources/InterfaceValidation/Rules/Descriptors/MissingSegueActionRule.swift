extension ValidationRule {
    /// A segue whose `@IBSegueAction` (`destinationCreationSelector`) the source view controller does not declare.
    public static let missingSegueAction = ValidationRule(declaring: "missing-segue-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/missingSegueAction``.
    static let missingSegueAction = RuleDescriptor(
        rule: .missingSegueAction, severity: .error,
        summary: "Segue action (@IBSegueAction) named in a storyboard but not declared in code",
        rationale: """
            A segue with a segue action asks its source view controller to create the destination by calling that \
            method. When the method is gone or was renamed, performing the segue raises "unrecognized selector" and \
            the app crashes.
            """,
        triggeringExamples: [
            RuleExample(
                .segueActionStoryboard(selector: "makeDetail:", marker: RuleExample.marker),
                .segueActionController("makeDetails")),
        ],
        nonTriggeringExamples: [
            RuleExample(.segueActionStoryboard(selector: "makeDetail:"), .segueActionController("makeDetail")),
        ],
        check: .connections)
}

extension RuleExample.File {
    /// `Main.storyboard`: a button of `ListViewController`'s scene shows `DetailViewController` through the segue
    /// action `selector` (`marker` before the segue).
    fileprivate static func segueActionStoryboard(selector: String, marker: String = "") -> Self {
        let segue = #"<segue destination="vc2" kind="show" destinationCreationSelector=""# + selector + #"" id="s1"/>"#
        return iOSStoryboard("Main.storyboard", scenes: """
            \(buttonScene("list", controller: "vc1", customClass: "ListViewController", button: "Open", connection: marker + segue))
            \(plainScene("detail", controller: "vc2", customClass: "DetailViewController"))
            """)
    }

    /// `ListViewController.swift`: `ListViewController` with the segue action `method`, and `DetailViewController`.
    fileprivate static func segueActionController(_ method: String) -> Self {
        RuleExample.File("ListViewController.swift", """
            import UIKit

            class ListViewController: UIViewController {
                @IBSegueAction func \(method)(_ coder: NSCoder) -> DetailViewController? {
                    DetailViewController(coder: coder)
                }
            }

            class DetailViewController: UIViewController {}
            """)
    }
}
