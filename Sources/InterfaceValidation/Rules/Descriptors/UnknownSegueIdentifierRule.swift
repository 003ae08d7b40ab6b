extension ValidationRule {
    /// `performSegue(withIdentifier:)` on `self` with an identifier no segue in the calling class's scenes has:
    /// "Receiver has no segue with identifier" at run time.
    public static let unknownSegueIdentifier = ValidationRule(declaring: "unknown-segue-identifier")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownSegueIdentifier``.
    static let unknownSegueIdentifier = RuleDescriptor(
        .unknownSegueIdentifier, .warning,
        summary: "Segue performed by an identifier no scene of the calling class has",
        rationale: """
            `performSegue(withIdentifier:sender:)` raises "Receiver has no segue with identifier" when no segue of \
            the view controller's scene has the identifier, and the app crashes. Identifiers written as string \
            literals or as constants are checked against the scenes of every storyboard that uses the calling class.
            """,
        triggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="list">
                        <objects>
                            <tableViewController id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                                <tableView key="view" id="tv">
                                    <prototypes>
                                        <tableViewCell id="cell" reuseIdentifier="NameCell"/>
                                    </prototypes>
                                </tableView>
                                <connections>
                                    <segue destination="vc2" kind="show" identifier="showDetail" id="s1"/>
                                </connections>
                            </tableViewController>
                        </objects>
                    </scene>
                    <scene sceneID="detail">
                        <objects>
                            <viewController storyboardIdentifier="DetailViewController" id="vc2" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                    """),
                .init("ListViewController.swift", """
                    import UIKit

                    class ListViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                            performSegue(withIdentifier: ↓"showDetails", sender: nil)
                        }
                    }

                    class DetailViewController: UIViewController {}
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="list">
                        <objects>
                            <tableViewController id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                                <tableView key="view" id="tv">
                                    <prototypes>
                                        <tableViewCell id="cell" reuseIdentifier="NameCell"/>
                                    </prototypes>
                                </tableView>
                                <connections>
                                    <segue destination="vc2" kind="show" identifier="showDetail" id="s1"/>
                                </connections>
                            </tableViewController>
                        </objects>
                    </scene>
                    <scene sceneID="detail">
                        <objects>
                            <viewController storyboardIdentifier="DetailViewController" id="vc2" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                    """),
                .init("ListViewController.swift", """
                    import UIKit

                    class ListViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                            performSegue(withIdentifier: "showDetail", sender: nil)
                        }
                    }

                    class DetailViewController: UIViewController {}
                    """))
        ],
        check: .stringReferences)
}
