extension ValidationRule {
    /// An unwind segue whose action no class in the scanned sources declares.
    public static let unknownUnwindAction = ValidationRule(declaring: "unknown-unwind-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownUnwindAction``.
    static let unknownUnwindAction = RuleDescriptor(
        .unknownUnwindAction, .warning,
        summary: "Unwind segue action declared by no class in the sources",
        rationale: """
            An unwind segue looks for a view controller up the presentation chain that implements its action. When \
            no class implements it (the method was renamed), the segue finds no destination and silently does \
            nothing.
            """,
        triggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="settings">
                        <objects>
                            <viewController id="vc1" customClass="SettingsViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1" title="Done">
                                            <connections>
                                                ↓<segue destination="exit" kind="unwind" unwindAction="backToHome:" id="u1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                    """),
                .init("ViewControllers.swift", """
                    import UIKit

                    class SettingsViewController: UIViewController {}

                    class HomeViewController: UIViewController {
                        @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
                    }
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="settings">
                        <objects>
                            <viewController id="vc1" customClass="SettingsViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1" title="Done">
                                            <connections>
                                                <segue destination="exit" kind="unwind" unwindAction="unwindToHome:" id="u1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                    """),
                .init("ViewControllers.swift", """
                    import UIKit

                    class SettingsViewController: UIViewController {}

                    class HomeViewController: UIViewController {
                        @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
                    }
                    """))
        ],
        check: .connections)
}
