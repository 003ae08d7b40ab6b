extension ValidationRule {
    /// A cell or reusable view dequeued with an identifier no cell has and the code does not register.
    public static let unknownReuseIdentifier = ValidationRule(declaring: "unknown-reuse-identifier")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownReuseIdentifier``.
    static let unknownReuseIdentifier = RuleDescriptor(
        .unknownReuseIdentifier, .warning,
        summary: "Cell dequeued by a reuse identifier no cell has and the code does not register",
        rationale: """
            `dequeueReusableCell(withIdentifier:for:)` raises "unable to dequeue a cell with identifier" when no \
            prototype cell has the identifier and no class or nib was registered for it, and the app crashes. \
            Registrations through `register(_:forCellReuseIdentifier:)` and common helpers are read.
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
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: ↓"NameCel", for: indexPath)
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
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "NameCell", for: indexPath)
                        }
                    }

                    class DetailViewController: UIViewController {}
                    """))
        ],
        check: .stringReferences)
}
