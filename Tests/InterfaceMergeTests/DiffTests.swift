import Foundation
import TestSupport
@testable import InterfaceMerge
import Testing
import UIDescription

/// The semantic diff (`uidesc diff`): one small storyboard changed one way per kind of change, and the 184 real
/// merges of `../shared/merges`, each diffed from its base to ours.
@Suite struct DiffTests {
    // MARK: A small storyboard, changed one way at a time

    /// A login scene as Xcode writes it: a label, a button with an action, a stack view holding an image, two
    /// constraints, two outlets.
    static let login = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-ab-cde">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <!--Login-->
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController storyboardIdentifier="Login" id="vc1-ab-cde" customClass="LoginViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-ab-cde">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Welcome" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ab-cde">
                                        <rect key="frame" x="20" y="100" width="374" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                    <button opaque="NO" contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-ab-cde">
                                        <rect key="frame" x="20" y="200" width="374" height="30"/>
                                        <state key="normal" title="Log In"/>
                                        <connections>
                                            <action selector="logIn:" destination="vc1-ab-cde" eventType="touchUpInside" id="act-ab-cde"/>
                                        </connections>
                                    </button>
                                    <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-ab-cde">
                                        <rect key="frame" x="20" y="300" width="374" height="100"/>
                                        <subviews>
                                            <imageView userLabel="Logo" image="logo" id="img-ab-cde">
                                                <rect key="frame" x="0.0" y="0.0" width="374" height="100"/>
                                            </imageView>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sfa-ab-cde"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="lbl-ab-cde" firstAttribute="leading" secondItem="vw1-ab-cde" secondAttribute="leading" constant="20" id="cn1-ab-cde"/>
                                    <constraint firstItem="btn-ab-cde" firstAttribute="top" secondItem="lbl-ab-cde" secondAttribute="bottom" constant="8" id="cn2-ab-cde"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="lbl-ab-cde" id="out-ab-cde"/>
                                <outlet property="loginButton" destination="btn-ab-cde" id="ou2-ab-cde"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-ab-cde" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="100" y="100"/>
                </scene>
            </scenes>
            <resources>
                <image name="logo" width="64" height="64"/>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    static let label = #"<label opaque="NO" text="Welcome" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ab-cde">"#
    static let labelEnd = "                                </label>\n"
    static let button = #"<button opaque="NO" contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-ab-cde">"#
    /// The stack view's image: what goes into the stack view goes before it.
    static let image = #"<imageView userLabel="Logo""#

    /// The login storyboard with each `(old, new)` replaced once; fails the test when an `old` is not found once.
    static func login(_ edits: (String, String)...) throws -> [UInt8] {
        var text = login
        for (old, new) in edits {
            try #require(text.components(separatedBy: old).count == 2, "not found once in the fixture: \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return Array(text.utf8)
    }

    /// The fixture's lines from the one containing `start` to the one containing `end`, both included.
    static func lines(from start: String, through end: String) throws -> String {
        let lines = login.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.contains(start) })
        let last = try #require(lines[first...].firstIndex { $0.contains(end) })
        return lines[first...last].joined(separator: "\n") + "\n"
    }

    static func diff(_ new: [UInt8], includeNoise: Bool = false) throws -> InterfaceDiff {
        try InterfaceDiffer(includeNoise: includeNoise).diff(old: Array(login.utf8), new: new)
    }

    @Test func aTextChangeNamesTheLabelByItsOutletAndQuotesBothTexts() throws {
        let diff = try Self.diff(Self.login((#"text="Welcome""#, #"text="Welcome &amp; hello""#)))
        #expect(diff.changes == [InterfaceDiff.Change(kind: .textChanged, object: #"label "titleLabel""#, id: "lbl-ab-cde",
                                                      detail: "text", old: "Welcome", new: "Welcome & hello")])
        #expect(diff.groups.map(\.title) == [#"scene "Login View Controller""#])
        #expect(diff.text() == """
            scene "Login View Controller" [scn-01-abc]
              ~ label "titleLabel" [lbl-ab-cde]: text "Welcome" → "Welcome & hello"

            """)
    }

    @Test func anAttributeChangeShowsBothValuesAndASetAttributeItsNewValue() throws {
        let diff = try Self.diff(Self.login((#"textAlignment="natural""#, #"textAlignment="center" numberOfLines="0""#)))
        #expect(diff.changes.map(\.kind) == [.attributeChanged, .attributeChanged])
        #expect(diff.changes.map(\.detail) == ["textAlignment", "numberOfLines"])
        #expect(diff.changes.map(\.old) == ["natural", nil])
        #expect(diff.changes.map(\.new) == ["center", "0"])
        let text = diff.text()
        #expect(text.contains("  ~ label \"titleLabel\" [lbl-ab-cde]\n      ~ textAlignment: natural → center\n      + numberOfLines: 0\n"), "\(text)")
    }

    @Test func valuesAreShownCompactly() throws {
        let diff = try Self.diff(Self.login(
            (#"red="1" green="0.0" blue="0.0""#, #"red="0.0" green="0.47843137254901963" blue="1""#),
            (#"type="system" pointSize="17""#, #"type="boldSystem" pointSize="20""#),
            (#"<state key="normal" title="Log In"/>"#, #"<state key="normal" title="Log In"/>"# + "\n" + #"<color key="tintColor" white="0.5" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)))
        let values = diff.changes.filter { $0.kind == .valueChanged }
        #expect(values.map(\.detail) == ["fontDescription", "textColor", "tintColor"])
        #expect(values.map(\.old) == ["system 17", "#FF0000", nil])
        #expect(values.map(\.new) == ["boldSystem 20", "#007AFF", "white 0.5 alpha 0.5"])
        #expect(diff.text().contains("      ~ textColor: #FF0000 → #007AFF\n"))
        // A value set where there was none is listed under its object, with a `+`.
        #expect(diff.text().contains("  ~ button \"loginButton\" [btn-ab-cde]\n      + tintColor: white 0.5 alpha 0.5\n"), "\(diff.text())")
    }

    @Test func anAddedObjectIsNamedWithItsParentAndWhatItHolds() throws {
        let added = """
            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="new-ab-cde">
                <state key="normal" title="Forgot password?"/>
                <connections>
                    <action selector="forgot:" destination="vc1-ab-cde" eventType="touchUpInside" id="act-zz-zzz"/>
                </connections>
            </button>

            """
        let diff = try Self.diff(Self.login((Self.image, added + Self.image)))
        #expect(diff.changes == [InterfaceDiff.Change(kind: .objectAdded, object: #"button "Forgot password?""#, id: "new-ab-cde",
                                                      owner: "stackView [stk-ab-cde]", detail: "1 connection")])
        #expect(diff.text().contains(#"  + button "Forgot password?" [new-ab-cde] in stackView [stk-ab-cde] (1 connection)"#))
    }

    @Test func aRemovedObjectTakesItsConstraintsAndConnectionsWithIt() throws {
        let button = try Self.lines(from: Self.button, through: "</button>")
        let diff = try Self.diff(Self.login(
            (button, ""),
            (#"<constraint firstItem="btn-ab-cde" firstAttribute="top" secondItem="lbl-ab-cde" secondAttribute="bottom" constant="8" id="cn2-ab-cde"/>"#, ""),
            (#"<outlet property="loginButton" destination="btn-ab-cde" id="ou2-ab-cde"/>"#, "")))
        let kinds = diff.changes.map(\.kind)
        #expect(kinds.sorted { $0.rawValue < $1.rawValue } == [.connectionRemoved, .constraintRemoved, .objectRemoved])
        let removed = try #require(diff.changes.first { $0.kind == .objectRemoved })
        #expect(removed.object == #"button "loginButton""#)
        #expect(removed.owner == "view [vw1-ab-cde]")
        #expect(removed.detail == "1 connection")
        let constraint = try #require(diff.changes.first { $0.kind == .constraintRemoved })
        #expect(constraint.old == "loginButton.top = titleLabel.bottom + 8")
        let outlet = try #require(diff.changes.first { $0.kind == .connectionRemoved })
        #expect(outlet.object == "outlet loginButton")
        #expect(outlet.owner == "viewController LoginViewController \"Login\" [vc1-ab-cde]")
        #expect(diff.text().contains("      - outlet loginButton → button \"Log In\" [btn-ab-cde]\n"), "\(diff.text())")
    }

    @Test func anObjectMovedIntoAStackViewIsOneMoveFromOldParentToNew() throws {
        let label = try Self.lines(from: Self.label, through: "</label>")
        let diff = try Self.diff(Self.login((label, ""), (Self.image, label + Self.image)))
        #expect(diff.changes.contains(InterfaceDiff.Change(kind: .objectMoved, object: #"label "titleLabel""#, id: "lbl-ab-cde",
                                                            old: "view [vw1-ab-cde]", new: "stackView [stk-ab-cde]")))
        #expect(!diff.changes.contains { $0.kind == .objectAdded || $0.kind == .objectRemoved })
        #expect(diff.text().contains(#"  ~ label "titleLabel" [lbl-ab-cde] moved from view [vw1-ab-cde] to stackView [stk-ab-cde]"#))
    }

    @Test func constraintsAreShownAsEquations() throws {
        let diff = try Self.diff(Self.login(
            (#"secondAttribute="leading" constant="20" id="cn1-ab-cde""#, #"secondAttribute="leading" constant="24" id="cn1-ab-cde""#),
            (#"<constraint firstItem="btn-ab-cde" firstAttribute="top" secondItem="lbl-ab-cde" secondAttribute="bottom" constant="8" id="cn2-ab-cde"/>"#,
             #"<constraint firstItem="stk-ab-cde" firstAttribute="width" relation="greaterThanOrEqual" secondItem="vw1-ab-cde" secondAttribute="width" multiplier="0.5" priority="750" id="cn3-ab-cde"/>"#)))
        let changes = diff.changes.filter { $0.kind.rawValue.hasPrefix("constraint") }
        #expect(changes.map(\.kind) == [.constraintChanged, .constraintAdded, .constraintRemoved])
        #expect(changes[0].old == "titleLabel.leading = superview.leading + 20")
        #expect(changes[0].new == "titleLabel.leading = superview.leading + 24")
        #expect(changes[1].new == "stackView.width >= superview.width * 0.5 @750")
        #expect(changes[2].old == "loginButton.top = titleLabel.bottom + 8")
        #expect(changes.allSatisfy { $0.owner == "view [vw1-ab-cde]" })
        #expect(diff.text() == """
            scene "Login View Controller" [scn-01-abc]
              ~ view [vw1-ab-cde]
                  ~ constraint titleLabel.leading = superview.leading + 20 → titleLabel.leading = superview.leading + 24 [cn1-ab-cde]
                  + constraint stackView.width >= superview.width * 0.5 @750 [cn3-ab-cde]
                  - constraint loginButton.top = titleLabel.bottom + 8 [cn2-ab-cde]

            """)
    }

    @Test func aConstraintDrawnAgainWithANewIdIsOneChange() throws {
        let diff = try Self.diff(Self.login((#"constant="20" id="cn1-ab-cde""#, #"constant="16" id="cn9-zz-zzz""#)))
        #expect(diff.changes == [InterfaceDiff.Change(kind: .constraintChanged, object: "constraint", id: "cn9-zz-zzz", owner: "view [vw1-ab-cde]",
                                                      old: "titleLabel.leading = superview.leading + 20",
                                                      new: "titleLabel.leading = superview.leading + 16")])
    }

    @Test func connectionsAreAddedRemovedAndRetargeted() throws {
        let diff = try Self.diff(Self.login(
            // Reconnected in Xcode: a new id, another destination.
            (#"<outlet property="titleLabel" destination="lbl-ab-cde" id="out-ab-cde"/>"#, #"<outlet property="titleLabel" destination="img-ab-cde" id="out-zz-zzz"/>"#),
            (#"<outlet property="loginButton" destination="btn-ab-cde" id="ou2-ab-cde"/>"#,
             #"<outlet property="loginButton" destination="btn-ab-cde" id="ou2-ab-cde"/><outlet property="logo" destination="img-ab-cde" id="ou3-ab-cde"/>"#),
            (#"<action selector="logIn:" destination="vc1-ab-cde" eventType="touchUpInside" id="act-ab-cde"/>"#, "")))
        let retargeted = try #require(diff.changes.first { $0.kind == .connectionRetargeted })
        #expect(retargeted.object == "outlet titleLabel")
        #expect(retargeted.old == #"label "Welcome" [lbl-ab-cde]"#)
        #expect(retargeted.new == #"imageView "Logo" [img-ab-cde]"#)
        let added = diff.changes.filter { $0.kind == .connectionAdded }.map(\.object)
        #expect(added == ["outlet logo"])
        let removed = try #require(diff.changes.first { $0.kind == .connectionRemoved })
        #expect(removed.object == "action logIn:")
        #expect(removed.owner == #"button "loginButton" [btn-ab-cde]"#)
        #expect(removed.old == #"viewController LoginViewController "Login" [vc1-ab-cde]"#)
        let text = diff.text()
        #expect(text.contains(#"      ~ outlet titleLabel: label "Welcome" [lbl-ab-cde] → imageView "Logo" [img-ab-cde]"#), "\(text)")
        #expect(text.contains(#"      + outlet logo → imageView "Logo" [img-ab-cde]"#), "\(text)")
        #expect(text.contains(#"  ~ button "loginButton" [btn-ab-cde]"# + "\n" + #"      - action logIn: → viewController LoginViewController "Login" [vc1-ab-cde]"#), "\(text)")
    }

    @Test func anActionOnAnotherEventIsOneChangeWhetherOrNotItGotANewID() throws {
        for newID in ["act-ab-cde", "act-zz-zzz"] {
            let diff = try Self.diff(Self.login((#"eventType="touchUpInside" id="act-ab-cde""#, #"eventType="touchDown" id="\#(newID)""#)))
            #expect(diff.changes == [InterfaceDiff.Change(kind: .attributeChanged, object: "action logIn:", id: newID,
                                                          owner: #"button "loginButton" [btn-ab-cde]"#, detail: "eventType",
                                                          old: "touchUpInside", new: "touchDown")])
            #expect(diff.text().contains("  ~ button \"loginButton\" [btn-ab-cde]\n      ~ action logIn: eventType touchUpInside → touchDown\n"), "\(diff.text())")
        }
    }

    @Test func aSegueAddedToAScene() throws {
        let segue = #"<segue destination="vc1-ab-cde" kind="show" identifier="again" id="seg-ab-cde"/>"#
        let diff = try Self.diff(Self.login((#"<outlet property="titleLabel""#, segue + #"<outlet property="titleLabel""#)))
        #expect(diff.changes == [InterfaceDiff.Change(kind: .connectionAdded, object: #"segue show "again""#, id: "seg-ab-cde",
                                                      owner: #"viewController LoginViewController "Login" [vc1-ab-cde]"#,
                                                      new: #"viewController LoginViewController "Login" [vc1-ab-cde]"#)])
    }

    @Test func childrenPutInAnotherOrderSayWhichMoved() throws {
        let label = try Self.lines(from: Self.label, through: "</label>")
        let button = try Self.lines(from: Self.button, through: "</button>")
        let diff = try Self.diff(Self.login((label + button, button + label)))
        #expect(diff.changes == [InterfaceDiff.Change(kind: .childrenReordered, object: "view", id: "vw1-ab-cde", detail: "subviews",
                                                      new: #"button "loginButton" [btn-ab-cde] now first"#)])
        #expect(diff.text().contains(#"  ~ view [vw1-ab-cde]: subviews reordered: button "loginButton" [btn-ab-cde] now first"#))
    }

    @Test func noiseIsCountedOnOneLineAndListedWithAll() throws {
        let noisy = try Self.login(
            (#"toolsVersion="21507""#, #"toolsVersion="22505""#),
            (#"version="21505""#, #"version="22504""#),
            (#"<rect key="frame" x="20" y="100" width="374" height="21"/>"#, #"<rect key="frame" x="20" y="104" width="374" height="20.5"/>"#),
            (#"text="Welcome" textAlignment"#, #"text="Welcome" misplaced="YES" textAlignment"#),
            (#"<point key="canvasLocation" x="100" y="100"/>"#, #"<point key="canvasLocation" x="140" y="-20"/>"#),
            (#"<device id="retina6_1""#, #"<device id="retina6_12""#),
            (#"<image name="logo" width="64" height="64"/>"#, #"<image name="logo" width="128" height="128"/>"#))
        let hidden = try Self.diff(noisy)
        #expect(hidden.groups.isEmpty)
        #expect(hidden.hiddenNoise == 8)
        #expect(hidden.hiddenNoiseByKind == ["tool-version": 2, "geometry": 1, "layout-flag": 1, "canvas-location": 1, "design-time": 1, "resources": 2])
        #expect(hidden.text() == "8 noise changes hidden (1 frame or size, 1 canvas location, 2 tool versions, 1 misplaced/ambiguous flag, 1 design-time metric, 2 resources); --all shows them\n")
        let shown = try Self.diff(noisy, includeNoise: true)
        #expect(shown.changes.count == 8)
        #expect(shown.changes.allSatisfy { $0.noise != nil })
        #expect(shown.hiddenNoise == 0)
        #expect(shown.text().contains("  ~ label \"titleLabel\" [lbl-ab-cde]\n      + misplaced: YES  (noise: layout-flag)\n      ~ frame: {20, 100, 374×21} → {20, 104, 374×20.5}  (noise: geometry)\n"), "\(shown.text())")
        #expect(shown.text().contains("  ~ device: id=retina6_1 orientation=portrait appearance=light → id=retina6_12 orientation=portrait appearance=light  (noise: design-time)\n"), "\(shown.text())")
        #expect(shown.text().contains("  ~ toolsVersion: 21507 → 22505  (noise: tool-version)\n"), "\(shown.text())")
    }

    @Test func theSameFileHasNoChangesAtAll() throws {
        let diff = try Self.diff(Array(Self.login.utf8))
        #expect(diff.isEmpty)
        #expect(diff.hiddenNoise == 0)
        #expect(diff.text() == "")
    }

    @Test func aFileAddedOrDeletedListsEverySceneObject() throws {
        let added = try InterfaceDiffer().diff(old: nil, new: Array(Self.login.utf8))
        #expect(added.groups.count == 1)
        let group = try #require(added.groups.first)
        #expect(group.status == .added)
        #expect(group.title == #"scene "Login View Controller""#)
        // The first responder every scene has is not worth a line.
        #expect(group.changes == [InterfaceDiff.Change(kind: .objectAdded, object: #"viewController LoginViewController "Login""#, id: "vc1-ab-cde",
                                                       detail: "5 objects, 2 constraints, 3 connections")])
        #expect(added.text().hasPrefix("+ scene \"Login View Controller\" [scn-01-abc]\n  + viewController LoginViewController \"Login\" [vc1-ab-cde] (5 objects, 2 constraints, 3 connections)\n"))
        let deleted = try InterfaceDiffer().diff(old: Array(Self.login.utf8), new: nil)
        #expect(deleted.groups.map(\.status) == [.removed])
        #expect(deleted.changes.map(\.kind) == [.objectRemoved])
    }

    @Test func aXIBIsGroupedByTopLevelObject() throws {
        func xib(_ title: String) -> [UInt8] {
            Array("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CellOwner"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="MessageCell" id="cel-ab-cde" customClass="MessageCell">
                            <tableViewCellContentView key="contentView" opaque="NO" id="ctv-ab-cde">
                                <subviews>
                                    <label opaque="NO" text="\(title)" id="ttl-ab-cde"/>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>

                """.utf8)
        }
        let diff = try InterfaceDiffer().diff(old: xib("Subject"), new: xib("Title"))
        // A cell is known by its reuse identifier.
        #expect(diff.groups.map(\.title) == [#"tableViewCell MessageCell "MessageCell""#])
        #expect(diff.groups.map(\.id) == ["cel-ab-cde"])
        #expect(diff.text() == """
            tableViewCell MessageCell "MessageCell" [cel-ab-cde]
              ~ label "Title" [ttl-ab-cde]: text "Subject" → "Title"

            """)
    }

    @Test func aFileThatIsNotAnIBDocumentIsDiffedLineByLine() throws {
        let conflicted = Self.login.replacingOccurrences(of: "<resources>\n", with: "<resources>\n<<<<<<< ours\n=======\n>>>>>>> theirs\n")
        #expect(throws: UIDescriptionError.self) { try InterfaceDiffer().diff(old: Array(Self.login.utf8), new: Array(conflicted.utf8)) }
        let diff = InterfaceDiffer(path: "Main.storyboard").diffOrLines(old: Array(Self.login.utf8), new: Array(conflicted.utf8))
        #expect(diff.groups.isEmpty)
        #expect(diff.note?.hasPrefix("the new version is not a readable IB document") == true, "\(diff.note ?? "")")
        let lines = try #require(diff.lineDiff)
        #expect(lines.hasPrefix("--- a/Main.storyboard\n+++ b/Main.storyboard\n@@ -"))
        #expect(lines.contains("\n+<<<<<<< ours\n"))
        #expect(diff.text().hasPrefix("note: the new version is not a readable IB document"))
    }

    @Test func theJSONHasStableKeysAndDecodesBack() throws {
        let diff = try Self.diff(Self.login((#"text="Welcome""#, #"text="Hi""#)))
        let json = diff.json()
        #expect(json == diff.json())
        let decoded = try JSONDecoder().decode(InterfaceDiff.self, from: Data(json.utf8))
        #expect(decoded == diff)
        #expect(json.contains(#""kind" : "text-changed""#))
        #expect(json.range(of: #""groups""#)?.lowerBound ?? json.endIndex < json.range(of: #""hiddenNoise""#)?.lowerBound ?? json.startIndex)
    }

    // MARK: The real merges

    /// One real case diffed from base to ours, noise hidden and shown, with both versions indexed as the differ
    /// indexes them.
    struct RealDiff: Sendable {
        var mergeCase: MergeCases.Case
        var old: VersionIndex, new: VersionIndex
        var hidden: InterfaceDiff, shown: InterfaceDiff
    }

    /// Every case diffed once, in parallel.
    static let realDiffs: [RealDiff] = {
        let cases = MergeCases.all
        let store = Slots<RealDiff>(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { offset in
            let mergeCase = cases[offset]
            guard let base = try? Data(contentsOf: mergeCase.base), let ours = try? Data(contentsOf: mergeCase.ours),
                  let oldTree = try? SourceTree(bytes: [UInt8](base), path: nil), let newTree = try? SourceTree(bytes: [UInt8](ours), path: nil),
                  let hidden = try? InterfaceDiffer().diff(old: [UInt8](base), new: [UInt8](ours)),
                  let shown = try? InterfaceDiffer(includeNoise: true).diff(old: [UInt8](base), new: [UInt8](ours)) else { return }
            store.set(offset, RealDiff(mergeCase: mergeCase, old: VersionIndex(tree: oldTree), new: VersionIndex(tree: newTree),
                                       hidden: hidden, shown: shown))
        }
        return store.all
    }()

    /// Values written from several threads, each into its own slot.
    final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        var all: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }

    @Test func everyRealCaseIsDiffedObjectByObject() throws {
        try #require(MergeCases.all.count == 184, "the shared merges were not found or not unpacked")
        #expect(Self.realDiffs.count == 184)
        for real in Self.realDiffs {
            #expect(real.hidden.note == nil, "\(real.mergeCase)")
            #expect(real.hidden.changes.allSatisfy { $0.noise == nil }, "\(real.mergeCase)")
            #expect(real.shown.hiddenNoise == 0, "\(real.mergeCase)")
            #expect(real.shown.changes.count == real.hidden.changes.count + real.hidden.hiddenNoise, "\(real.mergeCase)")
        }
    }

    /// Every object (an element with an id in both versions) whose own content changed beyond noise (its name,
    /// attributes, text, values and parts, which children it has and, in lists, their order) is named by a change:
    /// as the object changed, the owner of a changed constraint or connection, or the old or new parent of a move.
    @Test func everyObjectThatChangedBeyondNoiseIsNamed() throws {
        var checked = 0
        for real in Self.realDiffs {
            var named = Set<String>()
            for group in real.hidden.groups {
                if let id = group.id { named.insert(id) }
                for change in group.changes {
                    if let id = change.id { named.insert(id) }
                    for text in [change.owner, change.old, change.new].compactMap({ $0 }) { named.formUnion(Self.bracketedIDs(in: text)) }
                }
            }
            for (key, newIndex) in real.new.elementByKey where real.new.hasIdentity[newIndex] {
                guard let oldIndex = real.old.elementByKey[key],
                      MergeRules.noiseKind(ofElement: newIndex, in: real.new.tree) == nil,
                      Self.ownState(oldIndex, real.old) != Self.ownState(newIndex, real.new) else { continue }
                checked += 1
                let element = real.new.tree[newIndex]
                let id = MergeRules.identityAttribute(ofElementNamed: element.name).flatMap(element.attribute) ?? key
                #expect(named.contains(id), "\(real.mergeCase): <\(element.name) id=\(id)> changed but the diff does not name it:\n\(real.hidden.text())")
            }
        }
        // The cases change a few thousand objects between them.
        #expect(checked > 1000, "only \(checked) changed objects were checked")
    }

    /// Every object whose subtree changed beyond noise (what its fingerprint covers, with the diff's noise, and
    /// connections and constraints by what they say) has a change named at or below it.
    @Test func everyObjectWhoseSubtreeChangedHasANamedChangeInIt() throws {
        var checked = 0
        for real in Self.realDiffs {
            // The objects the diff names, and everything above them.
            var covered = Set<String>()
            for group in real.hidden.groups {
                for change in group.changes {
                    var ids = [change.id].compactMap { $0 }
                    for text in [change.owner, change.old, change.new].compactMap({ $0 }) { ids += Self.bracketedIDs(in: text) }
                    for id in ids {
                        for index in [real.new, real.old] {
                            guard var element = index.elementByKey["#" + id] ?? index.elementByKey["#scene:" + id] else { continue }
                            while element >= 0 {
                                covered.insert(index.keys[element])
                                element = index.tree[element].parent
                            }
                        }
                    }
                }
            }
            let oldStates = Self.subtreeStates(real.old), newStates = Self.subtreeStates(real.new)
            for (key, newIndex) in real.new.elementByKey where real.new.hasIdentity[newIndex] {
                guard let oldIndex = real.old.elementByKey[key], MergeRules.noiseKind(ofElement: newIndex, in: real.new.tree) == nil,
                      oldStates[oldIndex] != newStates[newIndex] else { continue }
                checked += 1
                #expect(covered.contains(key), "\(real.mergeCase): the subtree of \(key) changed but the diff names nothing in it")
            }
        }
        #expect(checked > 1000, "only \(checked) changed subtrees were checked")
    }

    /// Every change names its object by kind and, where the object has one, a name a person knows it by: its user
    /// label, custom class, storyboard identifier, text or title, or an outlet to it; never by its id alone.
    @Test func everyChangeNamesItsObjectAsAPersonKnowsIt() throws {
        for real in Self.realDiffs {
            for group in real.shown.groups {
                #expect(!group.title.isEmpty && group.title != group.id, "\(real.mergeCase): group \(group.title)")
                for change in group.changes {
                    #expect(!change.object.isEmpty && change.object != change.id, "\(real.mergeCase): \(change)")
                    #expect(change.object.first?.isLetter == true, "\(real.mergeCase): \(change)")
                    guard let id = change.id, ![InterfaceDiff.Kind.constraintAdded, .constraintRemoved, .constraintChanged, .connectionAdded,
                                                 .connectionRemoved, .connectionRetargeted].contains(change.kind),
                          !change.object.hasPrefix("constraint "), let (index, element) = Self.element(withID: id, in: real) else { continue }
                    let names = Self.personNames(of: element, id: id, in: index)
                    #expect(change.object.hasPrefix(element.name) || change.object.hasPrefix("scene"), "\(real.mergeCase): \(change)")
                    if !names.isEmpty {
                        #expect(names.contains { change.object.contains($0) }, "\(real.mergeCase): \(change) is not named by any of \(names)")
                    }
                }
            }
        }
    }

    @Test func realConstraintChangesAreEquations() throws {
        // `first.attribute relation …`, items named as people know them (which may hold spaces and quotes).
        let equation = /^.+\.[A-Za-z]+ (=|>=|<=) [^ ]/
        var count = 0
        for real in Self.realDiffs {
            for change in real.shown.changes where change.kind.rawValue.hasPrefix("constraint") {
                count += 1
                for side in [change.old, change.new].compactMap({ $0?.replacingOccurrences(of: "\n", with: " ") }) {
                    #expect(side.contains(equation) && !side.contains(".? ") && !side.hasPrefix("?"), "\(real.mergeCase): \(side)")
                }
                let shown = (change.old ?? change.new ?? "").replacingOccurrences(of: "\n", with: "\\n")
                #expect(real.shown.text().contains("constraint \(shown)"), "\(real.mergeCase)")
            }
        }
        #expect(count > 100)
        // Sequel Ace's network preferences: a constraint's constant and relation.
        let sequel = try #require(Self.realDiffs.first { $0.mergeCase.name.hasPrefix("Sequel-Ace__Sequel-Ace__6c6068522a") })
        #expect(sequel.hidden.text().contains("~ constraint scrollView.height >= 180 → scrollView.height >= 160 [fLw-5T-pxg]"), "\(sequel.hidden.text())")
    }

    @Test func noiseOnlyCasesShowNothingWithoutAllAndTheirNoiseWithIt() throws {
        // NetNewsWire's preferences: Xcode 14.1 → 14.2 resized the window's views and the template images.
        let netNewsWire = try #require(Self.realDiffs.first { $0.mergeCase.name.hasPrefix("Ranchero-Software__NetNewsWire__7933345a12") })
        #expect(netNewsWire.hidden.groups.isEmpty)
        #expect(netNewsWire.hidden.hiddenNoise == 20)
        #expect(netNewsWire.hidden.text() == "20 noise changes hidden (12 frames and sizes, 2 tool versions, 6 resources); --all shows them\n")
        #expect(netNewsWire.shown.changes.count == 20)
        #expect(netNewsWire.shown.text().contains("~ toolsVersion: 21225 → 21507  (noise: tool-version)"))
        // Every case whose versions differ only in noise shows no change, and some noise with --all.
        var noiseOnly = 0
        for real in Self.realDiffs where real.hidden.groups.isEmpty && real.hidden.hiddenNoise > 0 {
            noiseOnly += 1
            #expect(real.hidden.text().hasSuffix("; --all shows them\n") && real.hidden.text().split(separator: "\n").count == 1)
            #expect(!real.shown.changes.isEmpty && real.shown.changes.allSatisfy { $0.noise != nil }, "\(real.mergeCase)")
        }
        #expect(noiseOnly >= 5)
    }

    @Test func realDiffsRoundTripThroughJSON() throws {
        for real in Self.realDiffs {
            let decoded = try JSONDecoder().decode(InterfaceDiff.self, from: Data(real.shown.json().utf8))
            #expect(decoded == real.shown, "\(real.mergeCase)")
        }
    }

    // MARK: Helpers

    /// `[abc-de-fgh]` ids in a text.
    static func bracketedIDs(in text: String) -> [String] {
        text.matches(of: /\[([^\[\] ]+)\]/).map { String($0.output.1) }
    }

    /// A hash of what is an object's own: its name, attributes (but layout flags and tool versions), text, and its
    /// children: constraints and connections by what they say (not their id), other children with an id by key only
    /// (they are objects of their own), the rest by their own state; in a list (a container) in order, else in any
    /// order. Noise children are left out.
    static func ownState(_ element: Int, _ index: VersionIndex) -> Int {
        var hasher = Hasher()
        combineOwnState(element, index, into: &hasher)
        return hasher.finalize()
    }

    static func combineOwnState(_ element: Int, _ index: VersionIndex, into hasher: inout Hasher) {
        let tree = index.tree
        let node = tree[element]
        hasher.combine(node.name)
        for attribute in node.attributes.sorted(by: { $0.name < $1.name })
        where !MergeRules.layoutFlagAttributes.contains(attribute.name) && !MergeRules.isToolVersion(attribute: attribute.name, ofElementNamed: node.name) {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
        if let content = tree.content(of: element), !content.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
            hasher.combine(Array(content))
        }
        var children = node.children.filter { MergeRules.noiseKind(ofElement: $0, in: tree) == nil }
        if !MergeRules.isContainer(node) { children.sort { index.keys[$0] < index.keys[$1] } }
        for child in children {
            let name = tree[child].name
            if name == "constraint" || DiffSide.connectionElements.contains(name) {
                // A connection or constraint made again with a new id and nothing else new is no change.
                hasher.combine(name)
                for attribute in tree[child].attributes.sorted(by: { $0.name < $1.name }) where attribute.name != "id" {
                    hasher.combine(attribute.name)
                    hasher.combine(attribute.value)
                }
            } else if index.hasIdentity[child] {
                hasher.combine(index.keys[child])
            } else {
                var inner = Hasher()
                combineOwnState(child, index, into: &inner)
                hasher.combine(inner.finalize())
            }
        }
    }

    /// Each object's subtree state: its own state (``ownState(_:_:)``) and the subtree states of the objects it holds
    /// (nearest below it), in any order (their order is in the own states of the lists holding them).
    static func subtreeStates(_ index: VersionIndex) -> [Int] {
        let tree = index.tree
        var nearestObject = [Int](repeating: -1, count: tree.elements.count)
        for element in tree.elements.indices where element > 0 {
            let parent = tree[element].parent
            nearestObject[element] = index.hasIdentity[parent] ? parent : nearestObject[parent]
        }
        var held = [Int](repeating: 0, count: tree.elements.count)
        var result = [Int](repeating: 0, count: tree.elements.count)
        for element in tree.elements.indices.reversed() where index.hasIdentity[element] || element == 0 {
            var hasher = Hasher()
            hasher.combine(ownState(element, index))
            hasher.combine(held[element])
            result[element] = hasher.finalize()
            let name = tree[element].name
            let isStatement = name == "constraint" || DiffSide.connectionElements.contains(name)
            // Connections and constraints count by what they say (their own state's parent list holds that).
            if !isStatement, MergeRules.noiseKind(ofElement: element, in: tree) == nil, nearestObject[element] >= 0 {
                held[nearestObject[element]] &+= result[element]
            }
        }
        return result
    }

    /// The element with an IB id, in the new version, else the old.
    static func element(withID id: String, in real: RealDiff) -> (VersionIndex, SourceTree.Element)? {
        for index in [real.new, real.old] {
            if let element = index.elementByKey["#" + id] ?? index.elementByKey["#scene:" + id] { return (index, index.tree[element]) }
        }
        return nil
    }

    /// The names a person knows an object by, any of which the diff may use.
    static func personNames(of element: SourceTree.Element, id: String, in index: VersionIndex) -> [String] {
        var names = ["userLabel", "customClass", "storyboardIdentifier", "reuseIdentifier", "text", "title", "placeholder", "identifier", "label"]
            .compactMap { element.attribute($0) }.filter { !$0.isEmpty }.map(XMLText.unescaped)
        // Outlets that say what an object does for another (its delegate, the next key view) do not name it.
        for other in index.tree.elements where other.name == "outlet" && other.attribute("destination") == id {
            if let property = other.attribute("property"), !ObjectNames.rolePropertyNames.contains(property) { names.append(property) }
        }
        return names
    }
}
