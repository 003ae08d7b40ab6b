extension ValidationRule {
    /// An outlet from outside a storyboard's prototype cell into it: `ibtool` refuses "outlets connected to repeating
    /// content".
    public static let outletToRepeatingContent = ValidationRule(declaring: "outlet-to-repeating-content")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/outletToRepeatingContent``.
    static let outletToRepeatingContent = RuleDescriptor(
        rule: .outletToRepeatingContent, severity: .error,
        summary: "Outlet into a prototype cell from outside it (ibtool refuses repeating content)",
        rationale: """
            A prototype cell is a template that the table or collection view copies for every row, so an outlet from \
            the view controller to a view inside it has no single object to point to. `ibtool` refuses to compile \
            the storyboard ("Outlets cannot be connected to repeating content"); this rule finds it on any machine, \
            before the build. Connect the outlet in the cell's own class instead.
            """,
        triggeringExamples: [
            RuleExample(
                .prototypeStoryboard(controllerOutlet: #"↓<outlet property="nameLabel" destination="name" id="o1"/>"#),
                .prototypeControllers),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .prototypeStoryboard(cellOutlet: #"<outlet property="nameLabel" destination="name" id="o1"/>"#),
                .prototypeControllers),
        ],
        check: .repeatingContent)
}

extension RuleExample.File {
    /// `Main.storyboard`: `ListViewController`'s table has a prototype `NameCell` holding a label; `controllerOutlet`
    /// is connected by the controller, `cellOutlet` by the cell.
    fileprivate static func prototypeStoryboard(controllerOutlet: String = "", cellOutlet: String = "") -> Self {
        func connections(_ outlet: String) -> String { outlet.isEmpty ? "" : "\n<connections>\n    \(outlet)\n</connections>" }
        return iOSStoryboard("Main.storyboard", scenes: """
            <scene sceneID="list">
                <objects>
                    <tableViewController id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                        <tableView key="view" id="tv">
                            <prototypes>
                                <tableViewCell id="cell" customClass="NameCell" reuseIdentifier="NameCell">
                                    <tableViewCellContentView key="contentView" id="cv">
                                        <subviews>
                                            <label id="name" text="Name"/>
                                        </subviews>
                                    </tableViewCellContentView>\(indented(connections(cellOutlet), by: 24))
                                </tableViewCell>
                            </prototypes>
                        </tableView>\(indented(connections(controllerOutlet), by: 12))
                    </tableViewController>
                </objects>
            </scene>
            """)
    }

    /// `ListViewController.swift`: the controller and the cell both declare `nameLabel`.
    fileprivate static let prototypeControllers = RuleExample.File("ListViewController.swift", """
        import UIKit

        class ListViewController: UITableViewController {
            @IBOutlet var nameLabel: UILabel!
        }

        class NameCell: UITableViewCell {
            @IBOutlet var nameLabel: UILabel!
        }
        """)
}
