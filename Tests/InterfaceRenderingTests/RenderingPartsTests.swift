import Foundation
@testable import InterfaceRendering
import Testing
import TestSupport
import UIDescription

/// The parts of rendering one at a time, on small inline documents: frames, colors, fonts, text, images, menus and
/// the SVG writer's escaping.
@Suite struct RenderingPartsTests {
    static func pictures(_ data: Data, appearance: Appearance = .light, file: String? = nil) throws -> [Picture] {
        try InterfaceRenderer(appearance: appearance).pictures(of: InlineXIB.document(data), file: file)
    }

    static func object(_ id: String, in pictures: [Picture]) -> DrawnObject? {
        pictures.flatMap(\.allObjects).first { $0.id == id }
    }

    static func texts(of object: DrawnObject?) -> [TextBlock] {
        (object?.marks ?? []).compactMap { if case .text(let block) = $0 { block } else { nil } }
    }

    @Test func appKitFramesCountUpwardsUnlessTheSuperviewIsFlipped() throws {
        let pictures = try Self.pictures(InlineXIB.mac("""
            <customView id="root">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <customView id="up">
                        <rect key="frame" x="10" y="10" width="50" height="20"/>
                    </customView>
                    <stackView orientation="vertical" id="stack">
                        <rect key="frame" x="100" y="0" width="100" height="100"/>
                        <subviews>
                            <customView id="down">
                                <rect key="frame" x="0" y="10" width="100" height="20"/>
                            </customView>
                        </subviews>
                    </stackView>
                </subviews>
            </customView>
            """))
        #expect(Self.object("up", in: pictures)?.frame == PictureRect(x: 10, y: 70, width: 50, height: 20))
        #expect(Self.object("down", in: pictures)?.frame == PictureRect(x: 100, y: 10, width: 100, height: 20))
    }

    @Test func systemAndNamedColorsFollowTheAppearance() throws {
        let body = """
            <view id="root">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <label text="Hello" id="label">
                        <rect key="frame" x="0" y="0" width="100" height="20"/>
                        <color key="textColor" systemColor="labelColor"/>
                    </label>
                    <view id="brand">
                        <rect key="frame" x="0" y="50" width="100" height="20"/>
                        <color key="backgroundColor" name="Brand"/>
                    </view>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
            """
        let light = try Self.pictures(InlineXIB.data(body))
        let dark = try Self.pictures(InlineXIB.data(body), appearance: .dark)
        #expect(Self.texts(of: Self.object("label", in: light)).first?.style.color == .black)
        #expect(Self.texts(of: Self.object("label", in: dark)).first?.style.color == .white)
        guard case .rectangle(_, let lightFill, _, _, _)? = Self.object("root", in: light)?.marks.first,
              case .rectangle(_, let darkFill, _, _, _)? = Self.object("root", in: dark)?.marks.first else {
            Issue.record("the root view's background is not drawn")
            return
        }
        #expect(lightFill == .white)
        #expect(darkFill == .black)
        // "Brand" is in no resources and no asset catalog: nothing is invented.
        #expect(Self.object("brand", in: light)?.marks.isEmpty == true)
    }

    @Test func assetCatalogsBesideTheFileGiveColorsAndImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App/Assets.xcassets")
        let colorSet = catalog.appendingPathComponent("Brand.colorset")
        let imageSet = catalog.appendingPathComponent("Logo.imageset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Base.lproj"), withIntermediateDirectories: true)
        try Data("""
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}}
            ]}
            """.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try png.write(to: imageSet.appendingPathComponent("logo@2x.png"))
        let file = folder.appendingPathComponent("App/Base.lproj/Main.xib").path
        let body = """
            <view id="root">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <imageView image="Logo" id="logo">
                        <rect key="frame" x="0" y="0" width="40" height="40"/>
                    </imageView>
                    <imageView image="star.fill" catalog="system" id="symbol">
                        <rect key="frame" x="50" y="0" width="40" height="40"/>
                    </imageView>
                </subviews>
                <color key="backgroundColor" name="Brand"/>
            </view>
            """
        let light = try Self.pictures(InlineXIB.data(body), file: file)
        let dark = try Self.pictures(InlineXIB.data(body), appearance: .dark, file: file)
        guard case .rectangle(_, let lightFill, _, _, _)? = Self.object("root", in: light)?.marks.first,
              case .rectangle(_, let darkFill, _, _, _)? = Self.object("root", in: dark)?.marks.first else {
            Issue.record("the asset catalog's color is not used")
            return
        }
        #expect(lightFill?.hex == "#ff8000")
        #expect(darkFill?.hex == "#0000ff")
        guard case .image(let logo)? = Self.object("logo", in: light)?.marks.first,
              case .image(let symbol)? = Self.object("symbol", in: light)?.marks.first else {
            Issue.record("the images are not drawn")
            return
        }
        #expect(logo.content == .embedded(mediaType: "image/png", base64: png.base64EncodedString()))
        #expect(symbol.content == .symbol)
    }

    @Test func textStylesAndNamedFonts() {
        let body = ResolvedFont.resolve(Font(textStyle: "UICTFontTextStyleHeadline"), default: 17, platform: .iOS)
        #expect(body.size == 17 && body.weight == 600)
        let named = ResolvedFont.resolve(Font(pointSize: 20, name: "HelveticaNeue-BoldItalic"), default: 17, platform: .iOS)
        #expect(named.families.first == "Helvetica Neue")
        #expect(named.weight == 700 && named.italic && named.size == 20)
        let meta = ResolvedFont.resolve(Font(metaFont: "smallSystem"), default: 13, platform: .macOS)
        #expect(meta.size == 11)
    }

    @Test func multiLineLabelsWrapAndSingleLinesAreClippedNotShortened() throws {
        let long = "A label long enough to need more than one line in a narrow frame"
        let pictures = try Self.pictures(InlineXIB.data("""
            <view id="root">
                <rect key="frame" x="0" y="0" width="200" height="200"/>
                <subviews>
                    <label text="\(long)" numberOfLines="0" id="wrapped">
                        <rect key="frame" x="0" y="0" width="120" height="100"/>
                    </label>
                    <label text="\(long)" id="single">
                        <rect key="frame" x="0" y="120" width="120" height="20"/>
                    </label>
                </subviews>
            </view>
            """))
        let wrapped = try #require(Self.texts(of: Self.object("wrapped", in: pictures)).first)
        #expect(wrapped.lines.count > 2)
        #expect(wrapped.lines.joined(separator: " ") == long)
        let single = try #require(Self.texts(of: Self.object("single", in: pictures)).first)
        #expect(single.lines == [long])
        #expect(single.isClipped)
    }

    @Test func menusShowKeyEquivalentsAndHiddenItemsFaded() throws {
        let pictures = try Self.pictures(InlineXIB.mac("""
            <menu title="File" id="menu">
                <items>
                    <menuItem title="Save As…" keyEquivalent="S" id="saveAs"/>
                    <menuItem title="Secret" hidden="YES" id="secret"/>
                </items>
            </menu>
            """))
        let saveAs = Self.texts(of: Self.object("saveAs", in: pictures)).flatMap(\.lines)
        #expect(saveAs == ["Save As…", "⇧⌘S"])
        #expect(Self.object("secret", in: pictures)?.opacity == 0.35)
    }

    @Test func theWriterEscapesWhatXMLCannotHold() throws {
        let picture = Picture(
            name: "A & <B>", objectID: nil, bounds: PictureRect(x: 0, y: 0, width: 10, height: 10), background: .white,
            objects: [DrawnObject(id: "a\"b", frame: PictureRect(x: 0.125, y: -1.5, width: 10, height: 10), title: "<t>\u{1}",
                                  marks: [.text(TextBlock(lines: ["1 < 2 & \"x\"\u{7}"], frame: PictureRect(x: 0, y: 0, width: 10, height: 10),
                                                          style: TextStyle(font: .system(12), color: .black)))])])
        let svg = SVGWriter().svg(picture)
        #expect(svg.contains("<title>A &amp; &lt;B&gt;</title>"))
        #expect(svg.contains("data-id=\"a&quot;b\" data-frame=\"0.13 -1.5 10 10\""))
        #expect(svg.contains("<title>&lt;t&gt;</title>"))
        #expect(svg.contains(">1 &lt; 2 &amp; \"x\"</text>"))
        #expect(SVGScan(svg).parseError == nil)
    }
}
