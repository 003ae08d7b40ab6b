import InterfaceValidation
import Testing

/// cross-scene-connection: outlets and actions between objects of two storyboard scenes, which are never made.
@Suite("Connections across storyboard scenes")
struct SceneBoundaryTests {
    static let sources = [
        "/src/Controllers.swift": """
            import UIKit
            class ZoomViewController: UIViewController {
                @IBOutlet weak var closeButton: UIButton!
                @IBAction func backTapped(_ sender: Any) {}
            }
            class DetailsViewController: UIViewController {
                @IBOutlet weak var priceLabel: UILabel!
                @IBAction func backWasPressed(_ sender: Any) {}
            }
            """
    ]

    /// Found in the corpus (artsy/eidolon's `Auction.storyboard`) and outside it (Threema, NetNewsWire, GoMap,
    /// Rectangle): a button copied from another scene keeps its action to that scene's controller, and an outlet
    /// moved with its view keeps pointing from the old controller. Both pass every other check.
    static let storyboard = Fixture.iOSStoryboard([
        """
        <viewController id="zoom" customClass="ZoomViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="zoomRoot">
                <subviews>
                    <button id="back" userLabel="Back">
                        <connections>
                            <action selector="backTapped:" destination="zoom" eventType="touchUpInside" id="a1"/>
                            <action selector="backWasPressed:" destination="details" eventType="touchUpInside" id="a2"/>
                            <action selector="copy:" destination="zoomResponder" eventType="touchUpInside" id="a3"/>
                            <action selector="paste:" destination="detailsResponder" eventType="touchUpInside" id="a4"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            <connections>
                <outlet property="closeButton" destination="back" id="o1"/>
                <segue destination="details" kind="show" identifier="details" id="s1"/>
            </connections>
        </viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="zoomResponder" sceneMemberID="firstResponder"/>
        """,
        """
        <viewController id="details" customClass="DetailsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="detailsRoot"/>
            <connections>
                <outlet property="priceLabel" destination="price" id="o2"/>
            </connections>
        </viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="detailsResponder" sceneMemberID="firstResponder"/>
        """,
        """
        <viewController id="other" sceneMemberID="viewController">
            <view key="view" id="otherRoot">
                <subviews>
                    <label id="price" userLabel="Price"/>
                </subviews>
            </view>
        </viewController>
        """,
    ])

    @Test("an outlet or action to an object of another scene is a warning at the connection; segues and First Responders are not")
    func connectionsAcrossScenes() throws {
        let findings = Fixture.findings([try Fixture.graph(Self.storyboard, path: "/p/Main.storyboard")], sources: Self.sources)
        let crossing = findings.with(.crossSceneConnection)
        #expect(crossing.count == 2, "\(findings)")
        #expect(crossing.allSatisfy { $0.severity == .warning })
        let action = try #require(crossing.first { $0.message.hasPrefix("action") })
        #expect(action.message.hasPrefix("action `backWasPressed:` of `button` 'Back' in the scene of `viewController` (ZoomViewController) is sent to `viewController` (DetailsViewController), the controller of another scene; each scene is loaded on its own"))
        #expect(action.location.line == Fixture.line(of: "id=\"a2\"", in: Self.storyboard))
        #expect(action.notes.first?.location?.line == Fixture.line(of: "id=\"details\"", in: Self.storyboard))
        let outlet = try #require(crossing.first { $0.message.hasPrefix("outlet") })
        #expect(outlet.message.hasPrefix("outlet `priceLabel` of `viewController` (DetailsViewController) is connected to `label` 'Price' in the scene of `viewController`;"))
        // The class declares both members: nothing else is reported about these connections.
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
    }

    @Test("a xib has no scenes: its top-level objects are loaded together")
    func xibTopLevelObjects() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "ZoomViewController",
            ownerConnections: #"<outlet property="closeButton" destination="b1" id="o1"/>"#,
            topLevel: #"<view id="second"><subviews><button id="b1"/></subviews></view>"#)
        let findings = Fixture.findings([try Fixture.graph(xib)], sources: Self.sources)
        #expect(findings.with(.crossSceneConnection).isEmpty, "\(findings)")
    }
}
