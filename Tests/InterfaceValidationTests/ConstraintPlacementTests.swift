import InterfaceValidation
import Testing

/// misplaced-constraint: a constraint whose items are not all inside the view that holds it (found on hand-edited
/// layouts, which `convert` turned into XIBs UIKit raises on).
@Suite("Constraint placement")
struct ConstraintPlacementTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-guide"/>
                            </layoutGuides>
                            <view key="view" id="root">
                                <subviews>
                                    <view id="box">
                                        <subviews>
                                            <label id="lbl"/>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="lbl" firstAttribute="top" secondItem="box" secondAttribute="top" id="inside-box"/>
                                            <constraint firstItem="lbl" firstAttribute="top" secondItem="other" secondAttribute="bottom" id="to-sibling"/>
                                            <constraint firstItem="lbl" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="to-guide-below-root"/>
                                            <constraint firstAttribute="bottom" secondItem="other" secondAttribute="top" id="holder-to-sibling"/>
                                        </constraints>
                                    </view>
                                    <view id="other"/>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="to-guide-at-root"/>
                                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="to-safe-area"/>
                                    <constraint firstItem="other" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="between-subviews"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a constraint naming a view outside its holder is an error at the constraint, with a note at the holder")
    func constraintsOutsideTheirHolder() throws {
        let graph = try Fixture.graph(Self.storyboard, path: "/project/Main.storyboard")
        let findings = Fixture.findings([graph], sources: [:]).with(.misplacedConstraint)
        let expected = ["to-sibling", "to-guide-below-root", "holder-to-sibling"]
        #expect(findings.map(\.location.line) == expected.compactMap { Fixture.line(of: "id=\"\($0)\"", in: Self.storyboard) })
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings.first?.message.contains("`secondItem` is a `view` at") == true, "\(findings.first?.message ?? "")")
        #expect(findings.first?.message.contains("which is not inside a `view` at") == true)
        #expect(findings.first?.notes.first?.location?.line == Fixture.line(of: "<view id=\"box\">", in: Self.storyboard))
        #expect(findings[1].message.contains("`viewControllerLayoutGuide`"))
    }
}
