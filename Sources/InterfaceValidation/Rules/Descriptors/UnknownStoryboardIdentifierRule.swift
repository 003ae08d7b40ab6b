extension ValidationRule {
    /// `instantiateViewController(withIdentifier:)` with an identifier no scene of the storyboard has.
    public static let unknownStoryboardIdentifier = ValidationRule(declaring: "unknown-storyboard-identifier")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownStoryboardIdentifier``.
    static let unknownStoryboardIdentifier = RuleDescriptor(
        .unknownStoryboardIdentifier, .warning,
        summary: "View controller instantiated by a storyboard identifier no scene has",
        rationale: """
            `instantiateViewController(withIdentifier:)` raises "Storyboard doesn't contain a view controller with \
            identifier" when no scene has the Storyboard ID, and the app crashes. The identifier is checked against \
            the storyboard the code names, or every storyboard when it cannot tell which.
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
                        func openDetail() {
                            let detail = storyboard?.instantiateViewController(withIdentifier: ↓"Detail")
                            detail.map { navigationController?.pushViewController($0, animated: true) }
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
                        func openDetail() {
                            let detail = storyboard?.instantiateViewController(withIdentifier: "DetailViewController")
                            detail.map { navigationController?.pushViewController($0, animated: true) }
                        }
                    }

                    class DetailViewController: UIViewController {}
                    """))
        ],
        check: .stringReferences)
}
