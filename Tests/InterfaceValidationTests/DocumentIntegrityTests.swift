import InterfaceValidation
import Testing

/// dangling-reference and duplicate-id, and unknown-unwind-action.
@Suite("Ids and references")
struct DocumentIntegrityTests {
    @Test("references to ids no element has are errors at the referring element")
    func danglingReferences() throws {
        let xib = Fixture.iOSXib(
            ownerConnections: """
                <outlet property="titleLabel" destination="gone-1" id="o1"/>
                """,
            views: """
                <label id="lbl">
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="width" secondItem="gone-2" secondAttribute="width" id="c1"/>
                    </constraints>
                </label>
                <button id="btn">
                    <connections>
                        <action selector="logIn:" destination="gone-3" eventType="touchUpInside" id="a1"/>
                    </connections>
                </button>
            """)
        let source = "import UIKit\nclass LoginViewController: UIViewController {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"
        let findings = try Fixture.findings(xib: xib, sources: ["/s/L.swift": source])
        let dangling = findings.with(.danglingReference)
        #expect(dangling.map(\.location.line) == ["gone-1", "gone-2", "gone-3"].compactMap { Fixture.line(of: $0, in: xib) })
        #expect(dangling.allSatisfy { $0.severity == .error })
        #expect(dangling.first?.message.contains("outlet `titleLabel` refers to id `gone-1`") == true)
        #expect(findings.with(.missingOutlet).isEmpty)
    }

    /// The id-holding attributes come from the model catalogue (each model's `references:`); the hand-kept table
    /// they replaced missed these, so a dangling `previousBinding` was never reported.
    @Test("dangling previousBinding, initialItem and grid cell row and column are reported")
    func danglingReferencesTheHandTableMissed() throws {
        let xib = Fixture.macXib(
            ownerClass: "PanelController",
            ownerConnections: "",
            objects: """
                <textField id="tf">
                    <connections>
                        <binding destination="ctl" name="displayPatternValue2" keyPath="selection.b" previousBinding="gone-1" id="b2"/>
                    </connections>
                </textField>
                <tabView initialItem="gone-2" id="tv"/>
                <gridView id="gv">
                    <rows><gridRow id="r1"/></rows>
                    <columns><gridColumn id="c1"/></columns>
                    <gridCells>
                        <gridCell row="r1" column="gone-3" id="gc1"/>
                    </gridCells>
                </gridView>
                <objectController id="ctl"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/s/P.swift": "import AppKit\nclass PanelController: NSObject {}\n"])
        let dangling = findings.with(.danglingReference)
        #expect(dangling.map(\.location.line) == ["gone-1", "gone-2", "gone-3"].compactMap { Fixture.line(of: $0, in: xib) },
                "\(dangling)")
        #expect(dangling.first?.message.contains("(`previousBinding`)") == true)
    }

    /// Found outside the corpus: AdGuard's `Protection.storyboard` keeps size-class masks that include and exclude
    /// constraints deleted long ago; the app builds and runs, since a mask only says which of the view's constraints
    /// a size class installs. They were fourteen dangling-reference errors.
    @Test("a size-class mask naming a deleted constraint is not a dangling reference")
    func staleSizeClassMasks() throws {
        let xib = Fixture.iOSXib(
            ownerConnections: "",
            views: """
                <view id="box">
                    <constraints>
                        <constraint firstAttribute="width" constant="32" id="kept"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="kept"/>
                            <exclude reference="deleted-1"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=regular-widthClass=regular">
                        <mask key="constraints">
                            <include reference="deleted-1"/>
                        </mask>
                    </variation>
                </view>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/s/L.swift": "import UIKit\nclass LoginViewController: UIViewController {}\n"])
        #expect(findings.with(.danglingReference).isEmpty, "\(findings)")
    }

    @Test("every element after the first with an id is a duplicate-id error")
    func duplicateIDs() throws {
        let xib = Fixture.iOSXib(
            ownerConnections: "",
            views: """
                <label id="same"/>
                <button id="same"/>
                <view id="same"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: [:]).with(.duplicateID)
        #expect(findings.count == 2)
        #expect(findings.first?.location.line == Fixture.line(of: "<button id=\"same\"", in: xib))
        #expect(findings.first?.notes.first?.location?.line == Fixture.line(of: "<label id=\"same\"", in: xib))
    }

    @Test("an unwind segue whose action no scanned class declares is a warning")
    func unwindActions() throws {
        let storyboard = Fixture.iOSStoryboard([
            """
            <viewController id="lc" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="lv"/>
            </viewController>
            """,
            """
            <viewController id="vc" customClass="DetailController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="v">
                    <subviews>
                        <button id="b1">
                            <connections>
                                <segue destination="ex" kind="unwind" unwindAction="backToList:" id="u1"/>
                                <segue destination="ex" kind="unwind" unwindAction="backToNowhere:" id="u2"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            <exit id="ex" userLabel="Exit" sceneMemberID="exit"/>
            """,
        ])
        let sources = [
            "/s/List.swift": "import UIKit\nclass ListController: UIViewController {\n    @IBAction func backToList(_ segue: UIStoryboardSegue) {}\n}\n",
            "/s/Detail.swift": "import UIKit\nclass DetailController: UIViewController {}\n",
        ]
        let findings = Fixture.findings([try Fixture.graph(storyboard, path: "/p/Main.storyboard")], sources: sources)
        let unwind = findings.with(.unknownUnwindAction)
        #expect(unwind.count == 1)
        #expect(unwind.first?.message.contains("`backToNowhere:`") == true)
        #expect(unwind.first?.severity == .warning)
        #expect(findings.with(.unconnectedAction).isEmpty, "unwind actions count as connected: \(findings)")
        #expect(findings.with(.danglingReference).isEmpty)
    }
}
