extension ValidationRule {
    /// A segue whose `@IBSegueAction` (`destinationCreationSelector`) the source view controller does not declare.
    public static let missingSegueAction = ValidationRule(declaring: "missing-segue-action")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/missingSegueAction``.
    static let missingSegueAction = RuleDescriptor(
        .missingSegueAction, .error,
        summary: "Segue action (@IBSegueAction) named in a storyboard but not declared in code",
        rationale: """
            A segue with a segue action asks its source view controller to create the destination by calling that \
            method. When the method is gone or was renamed, performing the segue raises "unrecognized selector" and \
            the app crashes.
            """,
        triggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="list">
                        <objects>
                            <viewController id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1" title="Open">
                                            <connections>
                                                ↓<segue destination="vc2" kind="show" destinationCreationSelector="makeDetail:" id="s1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="detail">
                        <objects>
                            <viewController id="vc2" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                    """),
                .init("ListViewController.swift", """
                    import UIKit

                    class ListViewController: UIViewController {
                        @IBSegueAction func makeDetails(_ coder: NSCoder) -> DetailViewController? { DetailViewController(coder: coder) }
                    }

                    class DetailViewController: UIViewController {}
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="list">
                        <objects>
                            <viewController id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1" title="Open">
                                            <connections>
                                                <segue destination="vc2" kind="show" destinationCreationSelector="makeDetail:" id="s1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="detail">
                        <objects>
                            <viewController id="vc2" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                    """),
                .init("ListViewController.swift", """
                    import UIKit

                    class ListViewController: UIViewController {
                        @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController? { DetailViewController(coder: coder) }
                    }

                    class DetailViewController: UIViewController {}
                    """))
        ],
        check: .connections)
}
