import Foundation
import Testing
import TestSupport
import XIBDecoder

/// The rules every typed model follows, one at a time on small inline documents: open
/// enumerations, keys that never fall back to outlets, attributes and children with one name,
/// images as attributes or references, base64 strings, variations, ratios.
@Suite struct ModelRulesTests {
    private func decode(_ body: String, mac: Bool = false) throws -> Document {
        let data = mac ? InlineXIB.mac(body) : InlineXIB.data(body)
        return try InlineXIB.document(data).decode(Document.self)
    }

    private func firstView(_ document: Document) throws -> AnyView {
        try firstObject(document) { if case .view(let view) = $0 { view } else { nil } }
    }

    /// The first top-level object `match` accepts.
    private func firstObject<T>(_ document: Document, _ match: (InterfaceObject) -> T?) throws -> T {
        try #require(document.objects.lazy.compactMap(match).first)
    }

    /// Decodes an inline document as ``Document``, expecting every element typed and every attribute read.
    private func decodeReadingEverything(
        _ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (document: NodeDocument, decoded: Document) {
        let document = try InlineXIB.document(data)
        let (decoded, coverage) = try document.decodeRecordingCoverage(Document.self)
        #expect(coverage.unreadAttributes.isEmpty, "\(coverage.unreadAttributes)", sourceLocation: sourceLocation)
        #expect(coverage.untypedElements.isEmpty, "\(coverage.untypedElements.map(document.name(of:)))", sourceLocation: sourceLocation)
        return (document, decoded)
    }

    /// Each view kind with a model of its own decodes as that model's case (aliases included), any
    /// other kind as `.view` with its kind kept, and every one keeps its kind through encoding.
    @Test func viewKindsDecodeToTheirTypedCase() throws {
        let expected: [String: String] = [
            "label": "label", "button": "button", "textField": "textField", "secureTextField": "textField",
            "tokenField": "textField", "textView": "textView", "imageView": "imageView", "stackView": "stackView",
            "scrollView": "scrollView", "tableView": "tableView", "outlineView": "outlineView",
            "tableViewCell": "tableViewCell", "collectionView": "collectionView",
            "collectionViewCell": "collectionViewCell", "collectionReusableView": "collectionReusableView",
            "switch": "switch", "slider": "slider", "segmentedControl": "segmentedControl",
            "activityIndicatorView": "activityIndicatorView", "pageControl": "pageControl",
            "progressView": "progressView", "stepper": "stepper", "datePicker": "datePicker",
            "visualEffectView": "visualEffectView", "mapView": "mapView", "webView": "webView", "wkWebView": "webView",
            "glkView": "renderingView", "mtkView": "renderingView", "sceneKitView": "renderingView",
            "skView": "renderingView", "arskView": "renderingView", "arscnView": "renderingView",
            "avPlayerView": "renderingView", "realityKitView": "renderingView", "spriteKitView": "renderingView",
            "navigationBar": "navigationBar", "toolbar": "toolbar", "tabBar": "tabBar", "searchBar": "searchBar",
            "clipView": "clipView", "scroller": "scroller", "box": "box", "tabView": "tabView",
            "splitView": "splitView", "matrix": "matrix", "popUpButton": "popUpButton", "searchField": "searchField",
            "comboBox": "comboBox", "levelIndicator": "levelIndicator", "colorWell": "colorWell",
            "gridView": "gridView", "pathControl": "pathControl", "progressIndicator": "progressIndicator",
            "view": "view", "tableViewCellContentView": "view", "someFutureView": "view",
        ]
        for (kind, caseName) in expected.sorted(by: { $0.key < $1.key }) {
            let document = try decode("""
                <\(kind) id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></\(kind)>
            """)
            let view = try firstView(document)
            #expect(Mirror(reflecting: view).children.first?.label == caseName, "\(kind)")
            #expect(view.view.kind == kind, "\(kind)")
            let decoded = try JSONDecoder().decode(AnyView.self, from: JSONEncoder().encode(view))
            #expect(decoded.view.kind == kind, "\(kind)")
        }
    }

    @Test func enumerationsKeepValuesTheyDoNotKnow() throws {
        let document = try decode("""
            <button contentMode="someFutureMode" buttonType="someFutureType" role="someFutureRole" id="b">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </button>
        """)
        guard case .button(let button) = try firstView(document) else {
            Issue.record("expected a button")
            return
        }
        #expect(button.contentMode == ContentMode(rawValue: "someFutureMode"))
        #expect(button.contentMode?.isKnown == false)
        #expect(button.buttonType?.rawValue == "someFutureType")
        #expect(button.role?.isKnown == false)
        #expect(ContentMode.scaleAspectFit.isKnown)
        #expect(ContentMode.knownValues.allSatisfy { $0.isKnown })
        let data = try JSONEncoder().encode(document)
        let decoded = try JSONDecoder().decode(Document.self, from: data)
        #expect(decoded == document)
        #expect(String(decoding: data, as: UTF8.self).contains("someFutureMode"))
    }

    @Test func modelKeysNeverResolveToOutlets() throws {
        // The cell connects outlets named like attributes its model reads; they stay outlets.
        let document = try decode("""
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <subviews>
                        <label text="Hi" id="lbl"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                        <imageView id="img"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="textLabel" destination="lbl" id="o1"/>
                    <outlet property="backgroundColor" destination="img" id="o2"/>
                    <outlet property="accessoryType" destination="img" id="o3"/>
                </connections>
            </tableViewCell>
        """)
        guard case .tableViewCell(let cell) = try firstView(document) else {
            Issue.record("expected a table view cell")
            return
        }
        #expect(cell.textLabel == nil, "the attribute is absent; the outlet is not the attribute")
        #expect(cell.backgroundColor == nil)
        #expect(cell.accessoryType == nil)
        #expect(cell.outlets.map(\.property) == ["textLabel", "backgroundColor", "accessoryType"])
        #expect(cell.contentView?.tableViewCell == "cell")
    }

    /// Xcode 7 and earlier wrote an AppKit date as `<calendarDate>`, with its format and time zone
    /// (seen in real xibs the corpus lacks): it decodes as a date and keeps its kind and its parts.
    @Test func calendarDatesDecodeAsDates() throws {
        let document = try decode("""
            <datePicker id="p">
                <rect key="frame" x="0" y="0" width="61" height="27"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="c">
                    <calendarDate key="date" timeIntervalSinceReferenceDate="-31575600" calendarFormat="%Y-%m-%d %H:%M:%S %z">
                        <!--2000-01-01 08:00:00 -0500-->
                        <timeZone key="timeZone" name="America/New_York"/>
                    </calendarDate>
                    <date key="minDate" timeIntervalSinceReferenceDate="-595929600"/>
                </datePickerCell>
            </datePicker>
        """, mac: true)
        guard case .datePicker(let picker) = try firstView(document), let cell = picker.cell else {
            Issue.record("expected a date picker with its cell")
            return
        }
        #expect(cell.date == DateValue(kind: "calendarDate", key: "date", timeIntervalSinceReferenceDate: -31575600,
                                       calendarFormat: "%Y-%m-%d %H:%M:%S %z",
                                       timeZone: TimeZoneValue(key: "timeZone", name: "America/New_York")))
        #expect(cell.minDate == DateValue(key: "minDate", timeIntervalSinceReferenceDate: -595929600))
    }

    /// Xcode 15 and later give AppKit views a layout margins guide under the key UIKit views keep
    /// their margins' insets in (seen in a real xib the corpus lacks); both decode.
    @Test func layoutMarginsAreInsetsOrAnAppKitGuide() throws {
        let mac = try decode("""
            <customView id="v">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                <viewLayoutGuide key="safeArea" id="s"/>
                <viewLayoutGuide key="layoutMargins" id="m"/>
            </customView>
        """, mac: true)
        let macView = try firstView(mac).view
        #expect(macView.layoutMarginsGuide?.id == "m" && macView.layoutMarginsGuide?.kind == "viewLayoutGuide")
        #expect(macView.layoutMargins == nil && macView.safeArea?.id == "s")

        let ios = try decode("""
            <view id="v">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>
            </view>
        """)
        let iosView = try firstView(ios).view
        #expect(iosView.layoutMargins?.leading == 16 && iosView.layoutMarginsGuide == nil)
    }

    /// macOS 14 menu items' images after the title, as an attribute with the item's `catalog` or as an
    /// `<imageReference>` (seen in real xibs the corpus lacks: transmission's and Clipy's menus).
    @Test func menuItemsReadTheirSecondaryImage() throws {
        let document = try decode("""
            <menu title="File" id="m">
                <items>
                    <menuItem title="Open…" secondaryImage="folder" catalog="system" keyEquivalent="o" id="i1"/>
                    <menuItem title="Love" id="i2">
                        <imageReference key="secondaryImage" image="heart" catalog="system" symbolScale="default" variableValue="1"/>
                    </menuItem>
                    <menuItem title="Both" image="star" secondaryImage="chevron.right" catalog="system" id="i3"/>
                </items>
            </menu>
        """, mac: true)
        let menu = try firstObject(document) { if case .menu(let menu) = $0 { menu } else { nil } }
        #expect(menu.items.map(\.secondaryImage?.image) == ["folder", "heart", "chevron.right"])
        #expect(menu.items.map(\.secondaryImage?.catalog) == ["system", "system", "system"])
        #expect(menu.items[1].secondaryImage?.variableValue == 1)
        #expect(menu.items.map(\.image?.image) == [nil, nil, "star"])
        let (_, coverage) = try InlineXIB.document(InlineXIB.mac("""
            <menu title="File" id="m">
                <items>
                    <menuItem title="Open…" secondaryImage="folder" catalog="system" keyEquivalent="o" id="i1"/>
                </items>
            </menu>
        """)).decodeRecordingCoverage(Document.self)
        #expect(coverage.unreadAttributes.isEmpty, "\(coverage.unreadAttributes)")
    }

    /// What real AppKit xibs outside the corpus left unread (the coverage report on four sets of outside files):
    /// accessibility relationships (`<accessibilityConnection property="title">`, 128 in Sequel Pro, Vienna and
    /// others), menu items' off-state images and key-equivalent localization and mirroring flags (macOS 12),
    /// a WebKit view's back-forward list flag, and toolbar items of a custom class (Vienna's `VNAToolbarItem`).
    @Test func appKitDetailsFromRealFilesAreRead() throws {
        let (_, decoded) = try decodeReadingEverything(InlineXIB.mac("""
            <menu title="Format" id="m">
                <items>
                    <menuItem title="Single Quotes" keyEquivalent="'" localization="NO" mirroring="NO" id="i1"/>
                    <menuItem title="White" offStateImage="FormattingColor_0" id="i2"/>
                </items>
            </menu>
            <textField id="t1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <connections>
                    <accessibilityConnection property="title" destination="t2" id="ac1"/>
                </connections>
            </textField>
            <textField id="t2">
                <rect key="frame" x="0.0" y="20" width="100" height="20"/>
            </textField>
            <webView maintainsBackForwardList="NO" id="w1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </webView>
            <toolbarItem implicitItemIdentifier="0E560FB8" explicitItemIdentifier="PreviousButton" label="Back" paletteLabel="Back" id="ti1" customClass="VNAToolbarItem" customModule="Vienna"/>
        """))
        let menu = try firstObject(decoded) { if case .menu(let menu) = $0 { menu } else { nil } }
        #expect(menu.items.map(\.allowsAutomaticKeyEquivalentLocalization) == [false, true])
        #expect(menu.items.map(\.allowsAutomaticKeyEquivalentMirroring) == [false, true])
        #expect(menu.items.map(\.offStateImage?.image) == [nil, "FormattingColor_0"])
        let field = try firstView(decoded)
        let connection = try #require(field.view.connections.accessibilityConnections.first)
        #expect(connection.property == "title" && connection.destination == "t2" && connection.id == "ac1")
        let web = try firstObject(decoded) { if case .view(.webView(let web)) = $0 { web } else { nil } }
        #expect(web.maintainsBackForwardList == false)
        let item = try firstObject(decoded) { if case .toolbarItem(let item) = $0 { item } else { nil } }
        #expect(item.customClass == "VNAToolbarItem" && item.customModule == "Vienna")
    }

    /// A button configuration's title font is written `<fontDescription key="titleFontDescription">` (it was
    /// read under the key `fontDescription`, which Xcode never writes: 36 configurations outside the corpus kept
    /// their font unread), and a popover segue's passthrough views are read (16 outside the corpus).
    @Test func buttonConfigurationFontsAndPopoverPassthroughViewsAreRead() throws {
        let (_, decoded) = try decodeReadingEverything(InlineXIB.data("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                <rect key="frame" x="20" y="82" width="142" height="35"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="Donate">
                    <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                </buttonConfiguration>
            </button>
        """))
        let button = try firstObject(decoded) { if case .view(.button(let button)) = $0 { button } else { nil } }
        #expect(button.configuration?.titleFont?.pointSize == 18)
        let storyboard = try InlineXIB.document(Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <subviews>
                                        <button id="anchor">
                                            <connections>
                                                <segue destination="vc2" kind="popoverPresentation" popoverAnchorView="anchor" id="seg">
                                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                                    <popoverPassthroughViews>
                                                        <view reference="root"/>
                                                    </popoverPassthroughViews>
                                                </segue>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc2" sceneMemberID="viewController">
                                <view key="view" id="root2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8))
        let (decodedStoryboard, coverage) = try storyboard.decodeRecordingCoverage(Document.self)
        #expect(coverage.untypedElements.isEmpty, "\(coverage.untypedElements.map(storyboard.name(of:)))")
        let segue = try #require(ModelWalker.all(Segue.self, in: decodedStoryboard).first)
        #expect(segue.popoverPassthroughViews.map(\.reference) == ["root"])
    }

    /// Number formatters' infinity symbols (`<nil>`: the system's), rounding increment, international currency
    /// symbol and decimal separator flag, unread on real AppKit xibs the corpus lacks (transmission, Sequel Pro).
    @Test func numberFormattersReadEveryPropertyXcodeWrites() throws {
        struct Owner: Decodable {
            let formatter: UIDescription.Formatter
            let infinite: UIDescription.Formatter
        }
        let data = InlineXIB.mac("""
            <customObject id="-2" userLabel="File's Owner" customClass="PrefsController">
                <connections>
                    <outlet property="formatter" destination="f1" id="o1"/>
                    <outlet property="infinite" destination="f2" id="o2"/>
                </connections>
            </customObject>
            <numberFormatter formatterBehavior="custom10_4" allowsFloats="NO" alwaysShowsDecimalSeparator="YES" internationalCurrencySymbol="¤¤" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="1" maximumIntegerDigits="42" id="f1">
                <nil key="negativeInfinitySymbol"/>
                <nil key="positiveInfinitySymbol"/>
                <real key="roundingIncrement" value="0.5"/>
                <integer key="minimum" value="0"/>
                <real key="maximum" value="99999"/>
            </numberFormatter>
            <numberFormatter formatterBehavior="custom10_4" id="f2">
                <string key="negativeInfinitySymbol">-∞</string>
                <string key="positiveInfinitySymbol">+∞</string>
            </numberFormatter>
        """)
        let (document, _) = try decodeReadingEverything(data)
        let owner = try document.decode(Owner.self)
        #expect(owner.formatter.positiveInfinitySymbol == nil && owner.formatter.negativeInfinitySymbol == nil)
        #expect(owner.formatter.roundingIncrement == "0.5" && owner.formatter.minimum == "0")
        #expect(owner.formatter.alwaysShowsDecimalSeparator == true)
        #expect(owner.formatter.internationalCurrencySymbol == "¤¤")
        #expect(owner.infinite.positiveInfinitySymbol == "+∞" && owner.infinite.negativeInfinitySymbol == "-∞")
    }

    /// Guides placed by hand on the canvas and menu items' represented objects (predicate editor row templates),
    /// unread on real AppKit xibs the corpus lacks (Sequel Pro, LuLu, transmission).
    @Test func userGuidesAndRepresentedObjectsAreRead() throws {
        let data = InlineXIB.mac("""
            <customView id="v">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                <userGuides>
                    <userLayoutGuide location="160" affinity="minX"/>
                    <userLayoutGuide location="12.5" affinity="maxY"/>
                </userGuides>
            </customView>
            <menu id="m">
                <items>
                    <menuItem title="Any" state="on" id="i1">
                        <integer key="representedObject" value="2"/>
                    </menuItem>
                    <menuItem title="Name" id="i2">
                        <string key="representedObject">name</string>
                    </menuItem>
                </items>
            </menu>
        """)
        let (_, decoded) = try decodeReadingEverything(data)
        let view = try firstView(decoded).view
        #expect(view.userGuides == [UserLayoutGuide(location: 160, affinity: .minX), UserLayoutGuide(location: 12.5, affinity: .maxY)])
        let menu = try firstObject(decoded) { if case .menu(let menu) = $0 { menu } else { nil } }
        #expect(menu.items.map(\.representedObject) == ["2", "name"])
    }

    /// tvOS recognizers' remote buttons, unread on real Apple TV files the corpus lacks (44 in VLC's and
    /// Provenance's tvOS interfaces).
    @Test func tvOSRecognizersReadTheirPressTypes() throws {
        let data = InlineXIB.data("""
            <tapGestureRecognizer id="t1">
                <pressTypeMask key="allowedPressTypes" select="YES" playPause="YES"/>
            </tapGestureRecognizer>
        """, type: "com.apple.InterfaceBuilder.AppleTV.XIB", runtime: "AppleTV")
        let (_, decoded) = try decodeReadingEverything(data)
        let recognizer = try firstObject(decoded) { if case .gestureRecognizer(let g) = $0 { g } else { nil } }
        #expect(recognizer.allowedPressTypes == PressTypeMask(key: "allowedPressTypes", select: true, playPause: true))
    }

    /// A value of the wrong kind is an error at that element; the message does not repeat its position.
    @Test func aMismatchNamesWhatItFoundOnce() throws {
        let data = InlineXIB.mac("""
            <datePicker id="p">
                <rect key="frame" x="0" y="0" width="61" height="27"/>
                <datePickerCell key="cell" id="c">
                    <color key="date" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </datePickerCell>
            </datePicker>
        """)
        do {
            _ = try InlineXIB.document(data).decode(Document.self)
            Issue.record("a color was read as a date")
        } catch let error as UIDescriptionError {
            #expect(error.message.hasPrefix("expected DateValue, found a `color`"), "\(error.message)")
            #expect(!error.message.contains(" at "), "\(error.message)")
            #expect(error.location?.line == 7)
        }
    }

    @Test func anAttributeAndAChildWithOneNameAreBothRead() throws {
        let document = try decode("""
            <button selected="YES" highlighted="YES" buttonType="system" id="b">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <state key="normal" title="Off"/>
                <state key="highlighted" title="Pressed"/>
                <state key="selected" title="On" image="checkmark" catalog="system"/>
            </button>
        """)
        guard case .button(let button) = try firstView(document) else {
            Issue.record("expected a button")
            return
        }
        #expect(button.isSelected)
        #expect(button.isHighlighted)
        #expect(button.states.map(\.state) == ["normal", "highlighted", "selected"])
        #expect(button.states.map(\.title) == ["Off", "Pressed", "On"])
        #expect(button.states.last?.image == ImageReference(image: "checkmark", catalog: "system"))
        #expect(button.title == "Off")
    }

    @Test func imagesAsAttributesOrReferences() throws {
        let document = try decode("""
            <imageView image="logo" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
            <imageView image="star" catalog="system" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
            <imageView id="c">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" id="cell">
                    <imageReference key="image" image="display.2" catalog="system" symbolScale="large"/>
                </imageCell>
            </imageView>
        """, mac: true)
        let views = document.objects.compactMap { if case .view(.imageView(let view)) = $0 { view } else { nil } }
        #expect(views.map(\.imageName) == ["logo", "star", "display.2"])
        #expect(views[0].image == ImageReference(image: "logo"))
        #expect(views[1].image?.isSymbol == true)
        #expect(views[2].image == nil)
        #expect(views[2].cell?.image == ImageReference(image: "display.2", catalog: "system", symbolScale: .large))
        #expect(views[2].cell?.imageScaling == .proportionallyDown)
        #expect(views[2].cell?.refusesFirstResponder == true)
    }

    @Test func base64StringsAreDecodedInBothSpellings() throws {
        let document = try decode("""
            <menuItem title="Return" id="m1">
                <string key="keyEquivalent" base64-UTF8="YES">
        DQ
        </string>
            </menuItem>
            <menuItem id="m2">
                <string key="title" type="base64-UTF8">SGVsbG8g8J+Riw==</string>
            </menuItem>
        """, mac: true)
        let items = document.objects.compactMap { if case .menuItem(let item) = $0 { item } else { nil } }
        #expect(items.map(\.keyEquivalent) == ["\r", nil])
        #expect(items.last?.title == "Hello 👋")
    }

    @Test func invalidBase64IsAnErrorWithItsPosition() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try decode("""
                <menuItem title="Return" id="m1">
                    <string key="keyEquivalent" base64-UTF8="YES">not*base64</string>
                </menuItem>
            """, mac: true)
        }
        #expect(error.kind == .invalidValue("not*base64"))
        #expect(error.location?.line == 5, "the position of the `<string>` element")
        #expect(error.location?.file == "Inline.xib")
    }

    /// A model's reads do not throw one by one; the first error one meets is kept and thrown when
    /// the reads are done. The error is the one reading the properties in order would throw:
    /// the first bad value, whatever follows it.
    @Test func theFirstBadValueReadIsTheErrorThrown() throws {
        // `alpha` is read before `tag`, `constant` before `priority`.
        let view = try #require(throws: UIDescriptionError.self) {
            try decode(#"<view tag="many" alpha="lots" id="v1"/>"#)
        }
        #expect(view.codingPathDescription.hasSuffix("alpha"), "\(view)")
        #expect(view.location?.line == 4)
        let tagOnly = try #require(throws: UIDescriptionError.self) {
            try decode(#"<view tag="many" id="v1"/>"#)
        }
        #expect(tagOnly.codingPathDescription.hasSuffix("tag"), "\(tagOnly)")
        let constraint = try #require(throws: UIDescriptionError.self) {
            try decode("""
                <view id="v1">
                    <constraints>
                        <constraint firstAttribute="top" priority="high" constant="far" id="c1"/>
                    </constraints>
                </view>
            """)
        }
        #expect(constraint.codingPathDescription.hasSuffix("constant"), "\(constraint)")
        #expect(constraint.location?.line == 6)
    }

    /// With another decoder the models read the same way: the first bad value is the error.
    @Test func anotherDecoderReportsTheFirstBadValueToo() throws {
        let view = try firstView(decode(#"<view id="v1"/>"#)).view
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(view)) as? [String: Any])
        json["tag"] = "many"
        json["alpha"] = "lots"
        let data = try JSONSerialization.data(withJSONObject: json)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(View.self, from: data) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected a type mismatch, got \(error)")
            return
        }
        #expect(context.codingPath.last?.stringValue == "alpha")
        json["alpha"] = 0.5
        let decoded = try JSONDecoder().decode(View.self, from: JSONSerialization.data(withJSONObject: json.filter { $0.key != "tag" }))
        #expect(decoded.alpha == 0.5)
    }

    /// A required value read after a bad optional one: the bad value is still the error thrown.
    /// (A constraint reads `firstItem`, then the required `firstAttribute`.)
    @Test func aBadValueBeforeAMissingRequiredOneIsTheErrorThrown() throws {
        let missing = try #require(throws: UIDescriptionError.self) {
            try decode(#"<view id="v1"><constraints><constraint constant="far" id="c1"/></constraints></view>"#)
        }
        #expect(missing.codingPathDescription.hasSuffix("firstAttribute"), "\(missing)")
        let badFirst = try #require(throws: UIDescriptionError.self) {
            try decode("""
                <view id="v1"><constraints><constraint id="c1">
                    <string key="firstItem" base64-UTF8="YES">not*base64</string>
                </constraint></constraints></view>
            """)
        }
        #expect(badFirst.kind == .invalidValue("not*base64"), "\(badFirst)")
        #expect(badFirst.location?.line == 5)
    }

    /// Every model initializer that reads through a model container throws its first error
    /// (`try container.finish()`) after its last read, so no error is dropped for a default.
    @Test func everyModelInitializerThrowsTheErrorsItsReadsKept() throws {
        let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/UIDescription/Models")
        // The generated models (Models/Generated) and the hand-written ones alike.
        let files = FileManager.default.enumerator(at: models, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        var checked = 0
        for file in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            for (line, body) in ModelInitializerLint.decodingInitializers(in: source) where body.contains("modelContainer(") {
                checked += 1
                #expect(ModelInitializerLint.finishesAfterLastRead(body), "\(file.lastPathComponent):\(line)")
            }
        }
        #expect(checked > 150)
    }

    @Test func theInitializerLintFindsAMissingFinish() {
        let source = """
            init(from decoder: any Decoder) throws {
                var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
                a = container.optional(.a)
                try container.finish()
                b = container.list(.b)
            }
            init(from decoder: any Decoder) throws {
                var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
                if flag { a = container.optional(.a) } else { a = nil }
                try container.finish()
            }
            """
        let bodies = ModelInitializerLint.decodingInitializers(in: source)
        #expect(bodies.map(\.line) == [1, 7])
        #expect(bodies.map { ModelInitializerLint.finishesAfterLastRead($0.body) } == [false, true])
    }

    @Test func sizeClassVariationsKeepTheirTraitsAndMasks() throws {
        let document = try decode("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="16:9" id="c1"/>
                    <constraint firstAttribute="firstBaseline" secondItem="root" secondAttribute="lastBaseline" constant="12.5" priority="750" identifier="baseline" id="c2"/>
                    <constraint firstAttribute="height" constant="44" placeholder="YES" id="c3"/>
                    <constraint firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/3" id="c4"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c3"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact-widthClass=regular">
                    <mask key="constraints">
                        <include reference="c3"/>
                    </mask>
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                </variation>
            </view>
        """)
        let view = try firstView(document).view
        #expect(view.variations.map(\.traits) == ["default", "heightClass=compact-widthClass=regular"])
        #expect(view.variations.first?.constraintsMask?.excluded.map(\.reference) == ["c3"])
        #expect(view.variations.last?.constraintsMask?.included.map(\.reference) == ["c3"])
        #expect(view.variations.last?.font?.pointSize == 20)
        let constraints = view.constraints
        #expect(constraints[0].multiplier == "16:9")
        #expect(abs(constraints[0].multiplierValue - 16.0 / 9.0) < 1e-12)
        #expect(constraints[1].firstAttribute == .firstBaseline)
        #expect(constraints[1].secondAttribute == .lastBaseline)
        #expect(constraints[1].constant == 12.5)
        #expect(constraints[1].priority == 750)
        #expect(constraints[1].identifier == "baseline")
        #expect(constraints[2].isPlaceholder)
        #expect(abs(constraints[3].multiplierValue - 1.0 / 3.0) < 1e-12)
    }

    @Test func viewAndObjectKindsWithoutAModelAreKept() throws {
        let document = try decode("""
            <someFutureView someFutureAttribute="1" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></someFutureView>
            <someFutureController id="c"/>
            <someFutureFormatter id="f"/>
        """)
        guard case .view(.view(let view)) = document.objects[0] else {
            Issue.record("expected a generic view, got \(document.objects[0])")
            return
        }
        #expect(view.kind == "someFutureView")
        #expect(view.frame?.width == 10)
        guard case .viewController(let controller) = document.objects[1] else {
            Issue.record("expected a controller, got \(document.objects[1])")
            return
        }
        #expect(controller.kind == "someFutureController")
        guard case .other(let node) = document.objects[2] else {
            Issue.record("expected a Node, got \(document.objects[2])")
            return
        }
        #expect(node.kind == "someFutureFormatter")
        #expect(node.id == "f")
    }
}

/// Finds the models' `init(from:)` bodies and checks that a `finish()` follows their last read.
enum ModelInitializerLint {
    /// The non-throwing reads of a model container.
    static let reads = ["container.optional(", "container.decode(.", "container.list(", "container.image(",
                        "container.decodeIfPresent(", "RuntimeValue.decode(type:"]

    /// Each `init(from decoder: any Decoder)` body and the line it starts on.
    static func decodingInitializers(in source: String) -> [(line: Int, body: Substring)] {
        var result: [(line: Int, body: Substring)] = []
        var searchStart = source.startIndex
        while let header = source.range(of: "init(from decoder: any Decoder) throws {", range: searchStart..<source.endIndex) {
            var depth = 1
            var index = header.upperBound
            while depth > 0, index < source.endIndex {
                if source[index] == "{" { depth += 1 } else if source[index] == "}" { depth -= 1 }
                index = source.index(after: index)
            }
            let line = source[..<header.lowerBound].filter { $0 == "\n" }.count + 1
            result.append((line, source[header.upperBound..<index]))
            searchStart = index
        }
        return result
    }

    /// Whether `try container.finish()` comes after the body's last read.
    static func finishesAfterLastRead(_ body: Substring) -> Bool {
        let lastRead = reads.compactMap { body.range(of: $0, options: .backwards)?.lowerBound }.max()
        guard let lastRead else { return true }
        guard let finish = body.range(of: "try container.finish()", options: .backwards) else { return false }
        return finish.lowerBound > lastRead
    }
}
