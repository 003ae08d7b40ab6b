extension ValidationRule {
    /// An outlet, action or binding from an object in one storyboard scene to an object in another: each scene is
    /// loaded on its own, so the connection is never made.
    public static let crossSceneConnection = ValidationRule(declaring: "cross-scene-connection")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/crossSceneConnection``.
    static let crossSceneConnection = RuleDescriptor(
        .crossSceneConnection, .warning,
        summary: "Outlet, action or binding joining objects of two storyboard scenes, never made at run time",
        rationale: """
            A storyboard is compiled into one nib per scene and each is loaded on its own, so a connection from an \
            object in one scene to an object in another is never made: the outlet stays `nil`, the action is never \
            sent. Interface Builder does not let one be drawn; copying a control between scenes, or a merge, leaves \
            them behind. Segues, and actions sent to the First Responder, are not reported.
            """,
        triggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="home">
                        <objects>
                            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1" title="Refresh">
                                            <connections>
                                                ↓<action selector="refresh:" destination="feed" eventType="touchUpInside" id="a1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="feed">
                        <objects>
                            <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
                                <view key="view" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                    """),
                .init("ViewControllers.swift", """
                    import UIKit

                    class HomeViewController: UIViewController {
                        @IBAction func refresh(_ sender: UIButton) {}
                    }

                    class FeedViewController: UIViewController {
                        @IBAction func refresh(_ sender: UIButton) {}
                    }
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="home">
                        <objects>
                            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="b1" title="Refresh">
                                            <connections>
                                                <action selector="refresh:" destination="home" eventType="touchUpInside" id="a1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="feed">
                        <objects>
                            <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
                                <view key="view" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                    """),
                .init("ViewControllers.swift", """
                    import UIKit

                    class HomeViewController: UIViewController {
                        @IBAction func refresh(_ sender: UIButton) {}
                    }

                    class FeedViewController: UIViewController {
                        @IBAction func refresh(_ sender: UIButton) {}
                    }
                    """))
        ],
        check: .sceneBoundary)
}
