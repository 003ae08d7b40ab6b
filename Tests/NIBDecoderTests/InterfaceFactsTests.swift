import Testing
import UIDescription
import XIBDecoder

/// The rules ``InterfaceFacts`` counts a source by, for what ibtool does not compile (measured on outside pairs:
/// docs/nibs.md): the counts of ``CompiledPairTests`` rest on them.
@Suite struct InterfaceFactsTests {
    static func facts(_ xml: String) throws -> InterfaceFacts {
        InterfaceFacts(try XIBReader().read(Array(xml.utf8), path: "Inline.storyboard"))
    }

    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    static func scene(_ id: String, _ attributes: String = "", segueTo destination: String? = nil, label: String) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" customClass="Controller\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" id="v-\(id)"><subviews><label text="\(label)" id="l-\(id)"/></subviews></view>
                \(destination.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"g-\(id)\"/></connections>" } ?? "")
            </viewController>
        </objects></scene>
        """
    }

    @Test func aSceneNothingReachesIsNotCounted() throws {
        let facts = try Self.facts(Self.storyboard(initial: "A", [
            Self.scene("A", segueTo: "B", label: "initial"),
            Self.scene("B", label: "a segue's destination"),
            Self.scene("C", #"storyboardIdentifier="Settings""#, label: "named"),
            Self.scene("D", label: "unreachable"),
        ].joined()))
        #expect(facts.facts[.texts] == ["initial": 1, "a segue's destination": 1, "named": 1])
        #expect(facts.facts[.objects]?["ControllerD"] == nil)
        #expect(facts.facts[.objects]?["ControllerB"] == 1)
    }

    @Test func aMacApplicationSceneIsCountedUnreached() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <scenes><scene sceneID="app"><objects>
                <application id="hnw" sceneMemberID="viewController">
                    <menu key="mainMenu" title="Main Menu" id="menu"><items><menuItem title="File" id="file"/></items></menu>
                </application>
            </objects></scene></scenes>
        </document>
        """
        #expect(try Self.facts(xml).facts[.texts]?["File"] == 1)
    }

    @Test func aPrototypeCellWithoutReuseIdentifierIsNotCounted() throws {
        let table = """
        <scene sceneID="s"><objects>
            <tableViewController id="T" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" id="tv"><prototypes>
                    <tableViewCell reuseIdentifier="Named" id="c1"><tableViewCellContentView key="contentView" id="c1v"><subviews><label text="kept" id="l1"/></subviews></tableViewCellContentView></tableViewCell>
                    <tableViewCell id="c2"><tableViewCellContentView key="contentView" id="c2v"><subviews><label text="dropped" id="l2"/></subviews></tableViewCellContentView></tableViewCell>
                </prototypes></tableView>
            </tableViewController>
        </objects></scene>
        """
        let facts = try Self.facts(Self.storyboard(initial: "T", table))
        #expect(facts.facts[.texts] == ["kept": 1])
        #expect(facts.facts[.objects]?["tableViewCell"] == 1)
    }

    @Test func aConfiguredButtonsStateTitleIsNotCounted() throws {
        let scene = """
        <scene sceneID="s"><objects>
            <viewController id="V" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                    <button id="b1"><state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="My Plants"/></button>
                    <button id="b2"><state key="normal" title="Plain"/></button>
                </subviews></view>
            </viewController>
        </objects></scene>
        """
        #expect(try Self.facts(Self.storyboard(initial: "V", scene)).facts[.texts] == ["My Plants": 1, "Plain": 1])
    }

    @Test func theApplicationPlaceholderIsOneObjectWhateverItsClass() throws {
        func key(_ attributes: String) throws -> [String: Int]? {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects><customObject id="-3" userLabel="Application" \(attributes)/></objects>
            </document>
            """
            return try Self.facts(xml).facts[.objects]
        }
        #expect(try key("") == ["customObject": 1])
        #expect(try key(#"customClass="NSObject""#) == ["customObject": 1])
        #expect(try key(#"customClass="NSApplication""#) == ["customObject": 1])
    }

    /// Bob-ho/openday's storyboard (compiled by ibtool in a Xamarin build) connects `TitleText` and `DoneSwitch` twice from one
    /// controller, to two views each; its nib holds one connection of each name (8 source outlets, 6 in the nib).
    @Test func anOutletRepeatedFromOneOwnerIsCountedOnce() throws {
        let scene = """
        <scene sceneID="s"><objects>
            <tableViewController id="T" customClass="DetailViewController" sceneMemberID="viewController">
                <tableView key="view" id="t"><subviews><textField id="f1"/><textField id="f2"/><switch id="w"/></subviews></tableView>
                <connections>
                    <outlet property="TitleText" destination="f1" id="o1"/>
                    <outlet property="TitleText" destination="f2" id="o2"/>
                    <outlet property="DoneSwitch" destination="w" id="o3"/>
                    <outletCollection property="fields" destination="f1" id="o4"/>
                    <outletCollection property="fields" destination="f2" id="o5"/>
                </connections>
            </tableViewController>
        </objects></scene>
        """
        #expect(try Self.facts(Self.storyboard(initial: "T", scene)).facts[.outlets] == [
            "DetailViewController.TitleText → textField": 1, "DetailViewController.DoneSwitch → switch": 1,
            "DetailViewController.fields → textField": 2,
        ])
    }
}
