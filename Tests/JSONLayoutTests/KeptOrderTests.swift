import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import UIDescription
import XIBDecoder

/// `$order`: where a file's order of an element's attributes or children is not Xcode's measured
/// order, the layout keeps it, only for the names that move, and the XIB comes back byte for byte.
/// The cases are minimal copies of real files nobody here had measured.
@Suite struct KeptOrderTests {
    /// XIB → layout → XIB gives the same bytes; layout → XIB → layout the same text, and so does formatting
    /// the layout. Answers the layout.
    @discardableResult
    static func comesBack(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let layout = JSONLayoutWriter().layout(for: try XIBReader().read(Array(xml.utf8)))
        let written = XIBWriter().xml(for: try JSONLayoutReader().document(from: Array(layout.utf8)))
        #expect(written == xml, "\(layout)", sourceLocation: sourceLocation)
        #expect(JSONLayoutWriter().layout(for: try XIBReader().read(Array(written.utf8))) == layout, sourceLocation: sourceLocation)
        #expect(try JSONLayoutFormatter().format(layout) == layout, sourceLocation: sourceLocation)
        return layout
    }

    /// An inline xib as Xcode writes it (ending with a line break).
    static func macXib(_ body: String, tools: String = "21701") -> String {
        String(decoding: InlineXIB.data(body, type: "com.apple.InterfaceBuilder3.Cocoa.XIB", runtime: "MacOSX.Cocoa", toolsVersion: tools),
               as: UTF8.self) + "\n"
    }

    static func iosXib(_ body: String, tools: String = "21701") -> String {
        String(decoding: InlineXIB.data(body, toolsVersion: tools), as: UTF8.self) + "\n"
    }

    // MARK: Real cases

    /// A text field whose font has its size before its metaFont.
    static let fontInAnotherOrder = Self.macXib("""
                <textField id="txt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <textFieldCell key="cell" title="Name" id="cel-00-001">
                        <font key="font" size="12" metaFont="fixedUser"/>
                    </textFieldCell>
                </textField>
        """)

    /// A font's size before its metaFont (HexFiend): the short form cannot keep the order, so the font
    /// is an element object with `$order`.
    @Test func attributesOfAValueInAnotherOrder() throws {
        let layout = try Self.comesBack(Self.fontInAnotherOrder)
        #expect(layout.contains(#""$order": ["size", "metaFont"]"#))
        #expect(layout.contains(#""format": "uidesc-layout/1.1""#))
    }

    /// A text view's `minSize` and `maxSize` written twice, around its insertion point colour (Xamarin's
    /// NSTextViewSample): items of `$items` named by their keys, more than once.
    @Test func repeatedKeysAroundAnotherChild() throws {
        let layout = try Self.comesBack(Self.macXib("""
                <textView importsGraphics="NO" allowsUndo="YES" usesFontPanel="YES" verticallyResizable="YES" id="txt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="1000" height="800"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <size key="minSize" width="1000" height="800"/>
                    <size key="maxSize" width="1000" height="10000000"/>
                    <color key="insertionPointColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    <size key="minSize" width="1000" height="800"/>
                    <size key="maxSize" width="1000" height="10000000"/>
                </textView>
        """, tools: "11762"))
        #expect(layout.contains(KeptOrder.member))
    }

    /// A cell's content view with its layout margins after its constraints (Corona-Warn-App), where the
    /// tables put them before.
    @Test func childrenInAnotherOrder() throws {
        func cell(_ children: [String]) -> String {
            Self.iosXib("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="con-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
        \(children.map { "                " + $0 }.joined(separator: "\n"))
                    </tableViewCellContentView>
                </tableViewCell>
        """, tools: "17701")
        }
        let color = #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let margins = #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="32" bottom="8" trailing="32"/>"#
        let layout = try Self.comesBack(cell([color, margins]))
        let reordered = try Self.comesBack(cell([margins, color]))
        // One of the two orders is Xcode's and needs nothing; the other lists the two children.
        #expect(layout.contains(KeptOrder.member) != reordered.contains(KeptOrder.member))
        #expect(layout.contains(#""$order": ["backgroundColor", "directionalLayoutMargins"]"#)
            || reordered.contains(#""$order": ["directionalLayoutMargins", "backgroundColor"]"#))
    }

    /// The document's own children (`designables` after `resources`, Habitica), kept at the top level.
    @Test func childrenOfTheDocument() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="vie-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
            </objects>
            <resources>
                <image name="icon" width="16" height="16"/>
            </resources>
            <designables>
                <designable name="vie-00-001">
                    <size key="intrinsicContentSize" width="58.5" height="20.5"/>
                </designable>
            </designables>
        </document>

        """
        let layout = try Self.comesBack(xml)
        #expect(layout.contains(#""$order": ["#))
    }

    /// The document's own attributes: Xcode 4.2's storyboards wrote `nextObjectID` before
    /// `propertyAccessControl` (PSStackedView), kept in the `document` object (and ended without a
    /// line break).
    @Test func attributesOfTheDocument() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1906" systemVersion="11A511" targetRuntime="iOS.CocoaTouch.iPad" nextObjectID="6" propertyAccessControl="none" initialViewController="2">
            <scenes>
                <scene sceneID="5">
                    <objects>
                        <viewController id="2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="3">
                                <rect key="frame" x="0.0" y="20" width="768" height="1004"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let layout = try Self.comesBack(xml)
        #expect(layout.contains(#""$order": ["nextObjectID", "#))
    }

    // MARK: Edits of a layout that keeps an order

    /// A name added to the element takes Xcode's place; a listed name the element lost is passed over.
    @Test func editsOfTheElementKeepTheRestInPlace() throws {
        let layout = JSONLayoutWriter().layout(for: try XIBReader().read(Array(Self.fontInAnotherOrder.utf8)))
        let withoutSize = layout.replacingOccurrences(of: #""size": 12, "#, with: "")
        #expect(withoutSize != layout)
        let written = XIBWriter().xml(for: try JSONLayoutReader().document(from: Array(withoutSize.utf8)))
        #expect(written.contains(#"<font key="font" metaFont="fixedUser"/>"#))
        // An attribute added to the element goes where Xcode's order puts it; the listed two keep their order.
        let withKey = layout.replacingOccurrences(of: #""font": {"#, with: #""font": {"family": "Menlo", "#)
        #expect(withKey != layout)
        let added = XIBWriter().xml(for: try JSONLayoutReader().document(from: Array(withKey.utf8)))
        let font = try #require(added.split(separator: "\n").first { $0.contains("<font ") })
        #expect(font.contains("family=\"Menlo\""))
        let size = try #require(font.range(of: "size="))
        let metaFont = try #require(font.range(of: "metaFont="))
        #expect(size.lowerBound < metaFont.lowerBound)
    }

    /// `$order` is a list of strings; anything else is refused where it stands.
    @Test func malformedOrdersAreRefused() throws {
        for bad in [#""$order": "size""#, #""$order": [12]"#] {
            let text = """
            {
              "format": "uidesc-layout/1.1",
              "document": {"type": "com.apple.InterfaceBuilder3.Cocoa.XIB", "targetRuntime": "MacOSX.Cocoa", "toolsVersion": "21701"},
              "objects": [
                {"View": "root", \(bad)}
              ]
            }
            """
            let error = try #require(throws: UIDescriptionError.self) { try JSONLayoutReader().document(from: Array(text.utf8)) }
            #expect(error.description.contains("$order"))
            #expect(error.location?.line == 5)
        }
    }

    /// A document not read from a file (built in code) or read from a legacy archive is written in
    /// Xcode's order: its layout has no `$order`.
    @Test func documentsBuiltInCodeUseXcodesOrder() throws {
        for url in Corpus.interfaceFiles(under: Corpus.root) {
            guard case .success(let document) = Corpus.document(url), document.format == XIBReader.legacyArchiveFormat else { continue }
            #expect(!JSONLayoutWriter().layout(for: document).contains(KeptOrder.member), "\(Corpus.relativePath(url))")
        }
    }

    // MARK: The filling, on random orders

    /// For random sequences of names with random ranks (ties included), the names the writer keeps,
    /// filled into Xcode's order as the reader does, give the file's order back, whatever order the
    /// reader gives names of equal rank; and nothing is kept when Xcode's order is the file's.
    @Test func keptNamesRestoreTheFileOrder() {
        var random = SplitMix64(seed: 0x5EED_0DE4)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...9, using: &random)
            let names = (0..<count).map { _ in ["a", "b", "c", "d", "e", "f", "key", "id"].randomElement(using: &random) ?? "a" }
            let ranks = (0..<count).map { _ in Double(Int.random(in: 0...5, using: &random)) }
            guard let kept = KeptOrder.movingNames(inFileOrder: names, ranks: ranks) else {
                #expect(LayoutReader.stableOrder(of: count) { ranks[$0] } == Array(0..<count))
                continue
            }
            let places = KeptOrder.places(of: kept)
            guard Set(names).count == names.count else { continue }
            // Unique names: the filling always restores, with either order of equal ranks.
            #expect(KeptOrder.restores(names, ranks: ranks, from: places), "\(names) \(ranks) \(kept)")
            let reversedTies = (0..<count).sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 > $1 }
            #expect(KeptOrder.apply(places, to: reversedTies) { names[$0] } == Array(0..<count), "\(names) \(ranks) \(kept)")
        }
    }
}
