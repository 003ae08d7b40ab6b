import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder
@testable import UIDescription

/// A file decoded as a typed `Document` and encoded again keeps every meaningful value of the file:
/// class names, texts and titles (as attributes or `<string>`s), selectors, identifiers and outlets.
/// Each value is looked for among the values of its sort in the encoded document, so a model that
/// drops a field (or a whole element) fails here, whatever file has it.
@Suite struct TypedValuesTests {
    /// The attributes whose values are looked for.
    static let names: Set<String> = ["customClass", "text", "title", "selector", "identifier", "property"]

    /// The values by the name that holds them: the attributes `attributeNames` admits, and every
    /// `<string>` by its key (a text Xcode writes as `<string key="placeholder">` may come back as the
    /// attribute, and the other way round); `<string>`s without a key (an array's) under `string`. A
    /// base64 string counts by what it holds (its line breaks are Xcode's formatting).
    static func values(in document: NodeDocument, attributeNames: (String) -> Bool = { names.contains($0) }) -> [String: [String: Int]] {
        var values: [String: [String: Int]] = [:]
        for element in document.allElements {
            for (name, value) in document.attributes(of: element) where attributeNames(name) && !value.isEmpty {
                values[name, default: [:]][value, default: 0] += 1
            }
            if document.name(of: element) == "string", document.hasText(element) {
                let raw = document.text(of: element)
                let text = Base64Text.encodingAttribute(of: element, in: document) != nil ? Base64Text.decodeUTF8(raw) ?? raw : raw
                values[document.key(of: element) ?? "string", default: [:]][text, default: 0] += 1
            }
        }
        return values
    }

    /// The values an encoded document holds under any name, as attributes or `<string>`s.
    static func found(in document: NodeDocument) -> [String: [String: Int]] {
        values(in: document, attributeNames: { _ in true })
    }

    @Test(arguments: Corpus.interfaceFiles)
    func everyValueOfTheFileSurvivesTheTypedModels(_ url: URL) throws {
        guard case .success(let original) = Corpus.document(url) else { return }
        let name = Corpus.relativePath(url)
        let typed = try original.decode(Document.self)
        let encoded = try JSONLayoutEncoder().document(for: typed)
        let expected = Self.values(in: original)
        let found = Self.found(in: encoded)
        for (key, counts) in expected.sorted(by: { $0.key < $1.key }) {
            let missing = counts.filter { value, count in (found[key]?[value] ?? 0) < count }
            #expect(missing.isEmpty, "\(name): the typed models drop `\(key)` values \(missing.keys.sorted().prefix(5).map { $0.debugDescription })")
        }
    }

    /// Found on real files outside the corpus: a menu item's `<accessibility identifier>` (Mac Mouse
    /// Fix), a binding option's string (Quicksilver), a key equivalent XML cannot hold as an attribute.
    @Test func valuesFoundMissingOnOutsideFilesAreKept() throws {
        let xml = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <menu title="Main" id="m1">
                    <items>
                        <menuItem title="Show All" id="i1">
                            <string key="keyEquivalent" base64-UTF8="YES">
        Gw
        </string>
                            <accessibility identifier="axMenuItemShowAll"/>
                            <connections>
                                <binding destination="-2" name="enabled" keyPath="isReady" id="b1">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">NSNegateBoolean</string>
                                    </dictionary>
                                </binding>
                            </connections>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """#
        let original = try XIBReader().read(Array(xml.utf8))
        let encoded = try JSONLayoutEncoder().document(for: try original.decode(Document.self))
        let found = Self.found(in: encoded)
        #expect(found["identifier"]?["axMenuItemShowAll"] == 1)
        #expect(found["NSValueTransformerName"]?["NSNegateBoolean"] == 1)
        #expect(found["keyEquivalent"]?["\u{1B}"] == 1)
    }

    /// The values the issue found dropped on real files nobody here had seen: a path cell's allowed
    /// types, and connections written directly under the document in a hand-edited file.
    @Test func pathCellTypesAndDocumentConnectionsAreKept() throws {
        let xml = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Preferences"/>
                <pathControl verticalHuggingPriority="750" id="p1">
                    <rect key="frame" x="20" y="20" width="200" height="22"/>
                    <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="c1">
                        <font key="font" metaFont="system"/>
                        <allowedTypes>
                            <string>public.folder</string>
                        </allowedTypes>
                    </pathCell>
                </pathControl>
            </objects>
            <connections>
                <outlet property="folderControl" destination="p1" id="o1"/>
            </connections>
        </document>
        """#
        let original = try XIBReader().read(Array(xml.utf8))
        let typed = try original.decode(Document.self)
        #expect(typed.connections.count == 1)
        let encoded = try JSONLayoutEncoder().document(for: typed)
        let found = Self.found(in: encoded)
        #expect(found["string"]?["public.folder"] == 1)
        #expect(found["property"]?["folderControl"] == 1)
    }

    /// The last values found dropped on outside files (issue 32), each in a minimal copy of its case: a text view's
    /// Touch Bar with a button in a view controller (MacDown), a plain control's cell (Sequel Ace), a predicate
    /// editor's row templates with their expressions and menus (NSLogger, Transmission), an array controller's
    /// metadata (Textual), and a navigation item's `titleView` outlet (PopcornTimeTV, Provenance).
    @Test func touchBarsControlCellsPredicateTemplatesMetadataAndNavigationItemOutletsAreKept() throws {
        let mac = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="MPDocument"/>
                <arrayController objectClassName="SearchResult" editable="NO" id="ac1" userLabel="Results">
                    <metadata>
                        <string key="libraryAssetSourceID">Xcode.InterfaceBuilderKit.ClassDescriptions.Cocoa:IBLibrary-ArrayController</string>
                    </metadata>
                </arrayController>
                <customView id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <subviews>
                        <textView importsGraphics="NO" richText="NO" id="t1" customClass="MPEditorView">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="200"/>
                            <touchBar key="touchBar" id="tb1">
                                <touchBarItems>
                                    <touchBarItem id="i1">
                                        <viewController key="viewController" id="vc1">
                                            <button key="view" verticalHuggingPriority="750" id="b1">
                                                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                                <buttonCell key="cell" type="push" title="H2" bezelStyle="rounded" alignment="center" id="bc1">
                                                    <font key="font" metaFont="system"/>
                                                </buttonCell>
                                                <connections>
                                                    <action selector="convertToH2:" target="-1" id="a1"/>
                                                </connections>
                                            </button>
                                        </viewController>
                                    </touchBarItem>
                                    <touchBarItem identifier="NSTouchBarItemIdentifierFlexibleSpace" id="i2"/>
                                </touchBarItems>
                            </touchBar>
                        </textView>
                        <control verticalHuggingPriority="750" id="c1" customClass="SRRecorderControl">
                            <rect key="frame" x="127" y="434" width="157" height="22"/>
                            <actionCell key="cell" controlSize="mini" alignment="left" id="cc1" customClass="ShortcutRecorderCell">
                                <font key="font" metaFont="miniSystem"/>
                            </actionCell>
                        </control>
                        <predicateEditor verticalHuggingPriority="750" nestingMode="simple" rowHeight="25" id="p1">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="160"/>
                            <rowTemplates>
                                <predicateEditorRowTemplate rowType="compound" id="r1" customClass="RowTemplateAny">
                                    <popUpMenus>
                                        <menu id="m1">
                                            <items>
                                                <menuItem title="Any" state="on" id="mi1">
                                                    <integer key="representedObject" value="2"/>
                                                </menuItem>
                                            </items>
                                        </menu>
                                    </popUpMenus>
                                </predicateEditorRowTemplate>
                                <predicateEditorRowTemplate rowType="simple" id="r2">
                                    <array key="leftExpressionObject">
                                        <expression type="keyPath">
                                            <string key="keyPath">messageType</string>
                                        </expression>
                                    </array>
                                    <array key="rightExpressionObject">
                                        <expression type="constant">
                                            <string key="constantValue">img</string>
                                        </expression>
                                    </array>
                                    <popUpMenus>
                                        <menu id="m2">
                                            <items>
                                                <menuItem title="Message Type" state="on" id="mi2">
                                                    <expression key="representedObject" type="keyPath">
                                                        <string key="keyPath">messageType</string>
                                                    </expression>
                                                </menuItem>
                                            </items>
                                        </menu>
                                    </popUpMenus>
                                </predicateEditorRowTemplate>
                                <predicateEditorRowTemplate rowType="simple" id="r3">
                                    <array key="leftExpressionObject">
                                        <expression type="keyPath">
                                            <string key="keyPath">comment</string>
                                        </expression>
                                    </array>
                                    <integer key="rightExpressionObject" value="700"/>
                                    <popUpMenus/>
                                </predicateEditorRowTemplate>
                            </rowTemplates>
                        </predicateEditor>
                    </subviews>
                </customView>
            </objects>
        </document>
        """#
        let ios = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="n1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="n1" customClass="SavesViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="sc1">
                                        <rect key="frame" x="100" y="7" width="193" height="32"/>
                                        <segments>
                                            <segment title="Saves"/>
                                        </segments>
                                    </segmentedControl>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" id="ni1">
                                <connections>
                                    <outlet property="titleView" destination="sc1" id="o1"/>
                                </connections>
                            </navigationItem>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#
        for xml in [mac, ios] { try Self.expectValuesKept(xml) }
        let document = try XIBReader().read(Array(mac.utf8)).decode(Document.self)
        let templates = document.objects.compactMap { object -> [PredicateEditorRowTemplate]? in
            guard case .view(.view(let container)) = object else { return nil }
            return container.subviews.compactMap { if case .predicateEditor(let editor) = $0 { editor.rowTemplates } else { nil } }.first
        }.first ?? []
        #expect(templates.map(\.rowType) == ["compound", "simple", "simple"])
        #expect(templates.dropFirst().first?.rightExpressions.map(\.constantValue) == ["img"])
        #expect(templates.last?.rightAttributeType == "700")
        #expect(templates.dropFirst().first?.popUpMenus.first?.items.first?.representedExpression?.keyPath == "messageType")
        #expect(templates.first?.popUpMenus.first?.items.first?.representedObject == "2")
    }

    /// Every value of `xml` survives decoding it as a typed `Document` and encoding that again; answers the
    /// encoded document's XML.
    @discardableResult
    static func expectValuesKept(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let original = try XIBReader().read(Array(xml.utf8))
        let typed = try original.decode(Document.self)
        let encoded = try JSONLayoutEncoder().document(for: typed)
        let found = Self.found(in: encoded)
        for (key, counts) in Self.values(in: original) {
            for (value, count) in counts {
                #expect((found[key]?[value] ?? 0) >= count, "`\(key)` \(value.debugDescription)", sourceLocation: sourceLocation)
            }
        }
        return XIBWriter().xml(for: encoded)
    }

    /// Dropped on outside files first read after issue 32's order work, each in a minimal copy: the custom
    /// classes of tab bar and bar button items (IBAnimatable, RAMAnimatedTabBarController), a combo button
    /// with its menu and action (vAmiga), a table view controller's refresh control with its action (IVPN),
    /// and a bar appearance's background effect written as an attribute (Siskin IM, which failed to decode).
    @Test func barItemClassesComboButtonsRefreshControlsAndEffectStylesAreKept() throws {
        try Self.expectValuesKept(#"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Inspector"/>
                <comboButton verticalHuggingPriority="750" alignment="center" title="Export" imageScaling="proportionallyDown" id="cb1">
                    <rect key="frame" x="17" y="152" width="134" height="24"/>
                    <menu key="menu" id="m1">
                        <items>
                            <menuItem title="Export All" id="mi1"/>
                        </items>
                    </menu>
                    <connections>
                        <action selector="comboButtonAction:" target="-2" id="a1"/>
                    </connections>
                </comboButton>
            </objects>
        </document>
        """#)
        let storyboard = try Self.expectValuesKept(#"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="t1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="t1" customClass="MainTabBarController" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tb1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                                <tabBarAppearance key="standardAppearance" backgroundEffect="systemUltraThinMaterialDark" stackedItemPositioning="automatic"/>
                            </tabBar>
                            <connections>
                                <segue destination="l1" kind="relationship" relationship="viewControllers" id="r1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="l1" customClass="ServersViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="tv1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            </tableView>
                            <tabBarItem key="tabBarItem" title="Servers" image="drop" id="ti1" customClass="RAMAnimatedTabBarItem" customModule="Animated_Tab_Bar" customModuleProvider="target"/>
                            <navigationItem key="navigationItem" id="ni1">
                                <barButtonItem key="rightBarButtonItem" id="bb1" customClass="AnimatableBarButtonItem" customModule="IBAnimatable"/>
                            </navigationItem>
                            <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="rc1">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <connections>
                                    <action selector="refresh:" destination="l1" eventType="valueChanged" id="a2"/>
                                </connections>
                            </refreshControl>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#)
        #expect(storyboard.contains(#"backgroundEffect="systemUltraThinMaterialDark""#))
    }
}
