import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Object selection, the typed view tree, `Node`, dependencies and Codable round trips.
@Suite struct DecodingFeatureTests {
    static let storyboard = Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
        <scenes>
            <scene sceneID="s-1">
                <objects>
                    <viewController storyboardIdentifier="Inbox" id="vc-1" customClass="InboxViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-1">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label text="Inbox" id="l-1"/>
                                <imageView image="tray" id="i-1"/>
                                <mapView id="m-1"/>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="view" destination="v-1" id="o-0"/>
                            <outlet property="headerLabel" destination="l-1" id="o-1"/>
                            <segue destination="vc-2" kind="show" identifier="showMessage" id="sg-1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s-2">
                <objects>
                    <viewController storyboardIdentifier="Message" id="vc-2" customClass="MessageViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="futureMode" id="v-2"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """.utf8)

    struct InboxViewController: Decodable {
        let view: View
        let headerLabel: Label
    }

    @Test func storyboardDecodesItsInitialViewController() throws {
        let inbox = try XIBDecoder().decode(InboxViewController.self, from: Self.storyboard)
        #expect(inbox.headerLabel.text == "Inbox")
        #expect(inbox.view.id == "v-1")
    }

    @Test func regressionControllerViewIsBothAKeyedChildAndAnOutlet() throws {
        // The root view is the `<view key="view">` child and also a `view` outlet: reading it
        // through the key consumes the outlet, so it is not reported as unknown.
        struct OnlyView: Decodable { let view: View; let headerLabel: Label? }
        let controller = try XIBDecoder().decode(OnlyView.self, from: Self.storyboard)
        #expect(controller.view.id == "v-1")
    }

    @Test func objectsAreFoundByStoryboardIdentifierCustomClassOrId() throws {
        struct MessageViewController: Decodable { let view: View }
        let decoder = XIBDecoder()
        #expect(try decoder.decode(MessageViewController.self, from: Self.storyboard, object: "Message").view.id == "v-2")
        #expect(try decoder.decode(MessageViewController.self, from: Self.storyboard, object: "MessageViewController").view.id == "v-2")
        #expect(try decoder.decode(MessageViewController.self, from: Self.storyboard, object: "vc-2").view.id == "v-2")
    }

    @Test func unknownObjectSuggestsTheNearestName() throws {
        struct Anything: Decodable {}
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Anything.self, from: Self.storyboard, object: "Mesage")
        }
        #expect(error.kind == .objectNotFound("Mesage", suggestion: "Message"))
    }

    @Test func subviewsOfMixedKindsDecodeIntoTheTypedEnum() throws {
        let document = try XIBDecoder().decode(Document.self, from: Self.storyboard)
        #expect(document.kind == .storyboard)
        #expect(document.platform == .iOS)
        #expect(document.scenes.count == 2)
        let inbox = try #require(document.scenes.first?.viewController)
        #expect(inbox.storyboardIdentifier == "Inbox")
        #expect(inbox.segues.map(\.identifier) == ["showMessage"])
        #expect(inbox.segues.first?.kind == .show)
        guard case .view(let root)? = inbox.view else {
            Issue.record("expected a plain view")
            return
        }
        var kinds: [String] = []
        for subview in root.subviews {
            switch subview {
            case .label(let label): kinds.append("label:\(label.text ?? "")")
            case .imageView(let image): kinds.append("image:\(image.imageName ?? "")")
            default: kinds.append("other:\(subview.view.kind)")
            }
        }
        #expect(kinds == ["label:Inbox", "image:tray", "other:mapView"])
    }

    @Test func enumerationValuesANewerXcodeWritesAreKept() throws {
        let document = try XIBDecoder().document(from: Self.storyboard)
        let view = try document.decode(View.self, object: "v-2")
        #expect(view.contentMode?.rawValue == "futureMode")
        #expect(view.contentMode?.isKnown == false)
        #expect(ContentMode.scaleToFill.isKnown)
    }

    /// `AnyView` and `AnyCell` choose their case by element name: the same name means different
    /// things to each (`textField` is a view; as a cell it is generic), known names pick their
    /// model, and unknown ones decode as the generic case with their kind kept.
    @Test func viewAndCellCasesAreChosenByElementName() throws {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customView id="root">
                <subviews>
                    <textField id="tf"/>
                    <customView id="cv"/>
                    <fancyView id="fv"/>
                    <button id="b1"/>
                    <matrix id="mx">
                        <cells>
                            <column>
                                <buttonCell id="c1"/>
                                <textField id="c2"/>
                                <actionCell id="c3"/>
                                <textFieldCell id="c4"/>
                            </column>
                        </cells>
                    </matrix>
                </subviews>
            </customView>
        </objects>
        </document>
        """.utf8)
        let document = try XIBDecoder().document(from: xib, path: "Kinds.xib")
        let root = try document.decode(View.self, object: "root")
        let kinds = root.subviews.map { view -> String in
            switch view {
            case .textField: "textField"
            case .button: "button"
            case .matrix: "matrix"
            case .view(let plain): "view:\(plain.kind)"
            default: "other"
            }
        }
        #expect(kinds == ["textField", "view:customView", "view:fancyView", "button", "matrix"])
        guard case .matrix(let matrix) = root.subviews[4] else { return }
        let cells = matrix.cells.flatMap(\.cells).map { cell -> String in
            switch cell {
            case .button: "button"
            case .textField: "textField"
            case .cell(let generic): "cell:\(generic.kind)"
            default: "other"
            }
        }
        #expect(cells == ["button", "cell:textField", "cell:actionCell", "textField"])
    }

    /// The reserved keys a caller's type can ask for: `$kind`, `$location`, `$children`,
    /// `$elements:NAME` (also for a name the file never uses); any other `$` name is an ordinary key.
    @Test func reservedKeysResolveForCallersTypes() throws {
        struct Stack: Decodable {
            let kind: String
            let location: UIDescription.SourceLocation
            let children: [Node]
            let labels: [Label]
            let sliders: [Node]
            let odd: String
            enum CodingKeys: String, CodingKey {
                case kind = "$kind", location = "$location", children = "$children"
                case labels = "$elements:label", sliders = "$elements:slider", odd = "$odd"
            }
        }
        let xib = Inline.xib("""
            <view id="s">
                <label id="l1" text="one"/>
                <button id="b1"/>
                <label id="l2" text="two"/>
                <string key="$odd">kept</string>
            </view>
        """)
        let document = try XIBDecoder().document(from: xib, path: "Stack.xib")
        let stack = try document.decode(Stack.self, object: "s")
        #expect(stack.kind == "view")
        #expect(stack.location.line == 4)
        #expect(stack.children.map(\.kind) == ["label", "button", "label", "string"])
        #expect(stack.labels.map(\.text) == ["one", "two"])
        #expect(stack.sliders.isEmpty)
        #expect(stack.odd == "kept")
    }

    /// The unknown-outlet rule is about the caller's own types: a typed model that keeps no
    /// connections (a constraint given an outlet) is not refused, while a caller's type that
    /// declares no such property still is.
    @Test func unknownOutletRuleAppliesToCallersTypesOnly() throws {
        let xib = Inline.xib("""
            <view id="v">
                <constraints>
                    <constraint firstAttribute="height" constant="44" id="c">
                        <connections>
                            <outlet property="owner" destination="v" id="o"/>
                        </connections>
                    </constraint>
                </constraints>
            </view>
        """)
        struct Caller: Decodable { let constant: Double }
        let document = try XIBDecoder().document(from: xib, path: "Rule.xib")
        #expect(try document.decode(Constraint.self, object: "c").constant == 44)
        let error = try #require(throws: UIDescriptionError.self) { try document.decode(Caller.self, object: "c") }
        #expect(error.kind == .unknownOutlet(name: "owner", owner: ObjectNaming.ownerName(of: try document.object(named: "c"), in: document)))
    }

    /// Regression (CI fuzz find): a model's own refusal, here a Size meeting a `value` of another
    /// type, threw an error without a position.
    @Test func aModelsOwnRefusalNamesThePositionOfTheElement() throws {
        let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <window title="Preferences" id="w-1">
                <value key="minSize" type="point" x="200" y="100"/>
            </window>
        </objects>
        </document>
        """.utf8)
        let document = try XIBDecoder().document(from: xib, path: "Preferences.xib")
        let error = try #require(throws: UIDescriptionError.self) {
            try document.decode(Window.self, object: "w-1")
        }
        #expect(error.kind == .typeMismatch(expected: "Size", found: "value of type point"))
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 9)
        #expect(error.description.contains("Preferences.xib:5:9"))
    }

    @Test func everyViewElementDecodesAsViewButOnlyAsItsOwnType() throws {
        let document = try XIBDecoder().document(from: Inline.login)
        #expect(try document.decode(View.self, object: "title-lbl").kind == "label")
        let error = try #require(throws: UIDescriptionError.self) {
            try document.decode(Button.self, object: "title-lbl")
        }
        // The error is at the label: its position is the error's, not repeated in what was found.
        #expect(error.kind == .typeMismatch(expected: "Button", found: "a `label`"))
        #expect(error.location?.line == 18 && error.location?.column == 17)
        #expect(throws: UIDescriptionError.self) { try document.decode(View.self, object: "c-1") }
    }

    @Test func nodeReachesEveryPartOfAnElement() throws {
        let document = try XIBDecoder().document(from: Inline.login)
        let node = try document.decode(Node.self, object: "pass-fld")
        #expect(node.kind == "textField")
        #expect(node[attribute: "placeholder"] == "Password")
        #expect(node.child(key: "textInputTraits")?[attribute: "secureTextEntry"] == "YES")
        #expect(node.location?.line == 24)
    }

    @Test func constraintsKeepRatioMultipliers() throws {
        let document = try XIBDecoder().document(from: Inline.login)
        let constraint = try document.decode(Constraint.self, object: "c-2")
        #expect(constraint.multiplier == "16:9")
        #expect(abs(constraint.multiplierValue - 16.0 / 9.0) < 1e-12)
        #expect(constraint.relation == .equal)
        #expect(constraint.priority == 1000)
    }

    // MARK: Dependencies

    final class APIClient: Sendable {
        let baseURL: String
        init(baseURL: String) { self.baseURL = baseURL }
    }

    struct InjectedInbox: Decodable {
        let view: View
        let headerLabel: Label
        let api: APIClient

        enum CodingKeys: String, CodingKey { case view, headerLabel }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            view = try container.decode(View.self, forKey: .view)
            headerLabel = try container.decode(Label.self, forKey: .headerLabel)
            api = try decoder.dependency(APIClient.self)
        }
    }

    @Test func dependenciesReachInitFromDecoder() throws {
        var decoder = XIBDecoder()
        decoder.dependencies.register(APIClient(baseURL: "https://example.invalid"))
        let inbox = try decoder.decode(InjectedInbox.self, from: Self.storyboard)
        #expect(inbox.api.baseURL == "https://example.invalid")
    }

    @Test func aMissingDependencyNamesTheType() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(InjectedInbox.self, from: Self.storyboard)
        }
        guard case .missingDependency(let name) = error.kind else {
            Issue.record("expected missingDependency, got \(error.kind)")
            return
        }
        #expect(name.hasSuffix("APIClient"))
        #expect(error.location?.line == 6)
    }

    @Test func userInfoReachesInitFromDecoder() throws {
        struct Themed: Decodable {
            let theme: String
            init(from decoder: any Decoder) throws {
                theme = decoder.userInfo[CodingUserInfoKey(rawValue: "theme")!] as? String ?? "none"
            }
        }
        var decoder = XIBDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "theme")!] = "dark"
        decoder.unknownOutlets = .ignore
        #expect(try decoder.decode(Themed.self, from: Self.storyboard).theme == "dark")
    }

    // MARK: Codable round trip

    @Test func typedModelsRoundTripThroughJSON() throws {
        let document = try XIBDecoder().decode(Document.self, from: Inline.login)
        let data = try JSONEncoder().encode(document)
        let decoded = try JSONDecoder().decode(Document.self, from: data)
        #expect(decoded == document)
    }
}
