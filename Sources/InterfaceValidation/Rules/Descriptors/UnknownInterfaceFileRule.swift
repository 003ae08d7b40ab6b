extension ValidationRule {
    /// A storyboard or nib loaded by a name no `.storyboard` or `.xib` file has.
    public static let unknownInterfaceFile = ValidationRule(declaring: "unknown-interface-file")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownInterfaceFile``.
    static let unknownInterfaceFile = RuleDescriptor(
        .unknownInterfaceFile, .warning,
        summary: "Storyboard or nib loaded by a name no file in the validated folders has",
        rationale: """
            `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and `init(nibName:bundle:)` raise or load nothing \
            when no storyboard or nib of that name is in the bundle: a renamed file crashes the app where it is \
            loaded. Names are checked against every `.storyboard`, `.xib` and compiled `.nib` in the validated \
            folders.
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
                .init("AppCoordinator.swift", """
                    import UIKit

                    final class AppCoordinator {
                        func start(in window: UIWindow) {
                            let storyboard = UIStoryboard(name: ↓"Mian", bundle: nil)
                            window.rootViewController = storyboard.instantiateInitialViewController()
                        }
                    }
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
                .init("AppCoordinator.swift", """
                    import UIKit

                    final class AppCoordinator {
                        func start(in window: UIWindow) {
                            let storyboard = UIStoryboard(name: "Main", bundle: nil)
                            window.rootViewController = storyboard.instantiateInitialViewController()
                        }
                    }
                    """))
        ],
        check: .stringReferences)
}
