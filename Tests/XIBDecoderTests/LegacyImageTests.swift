import Foundation
import Testing
import UIDescription
import XIBDecoder

/// An Interface Builder 3 archive names its images as a compiled nib does, in `NSCustomResource`s of class `NSImage`:
/// read as the source's image attributes (a button cell's `image` and `alternateImage`, an image cell's contents),
/// an SF Symbol's with `catalog="system"`, listed in the document's `<resources>`; AppKit's own (a check box's
/// `NSSwitch`) are not named. Regression: the legacy reader read no image, so `validate` checked none of an IB 3
/// file's.
@Suite struct LegacyImageTests {
    static func resource(_ key: String, _ name: String, catalog: String? = nil) -> String {
        """
        <object class="NSCustomResource" key="\(key)">
            <string key="NSClassName">NSImage</string>
            <string key="NSResourceName">\(name)</string>
        \(catalog.map { "    <string key=\"NSCatalogName\">\($0)</string>" } ?? "")
        </object>
        """
    }

    @Test func imagesAreNamedAndListed() throws {
        let roots = """
        <object class="NSCustomObject" id="1001"><string key="NSClassName">NSObject</string></object>
        <object class="NSButton" id="20">
            <object class="NSButtonCell" key="NSCell" id="21">
                <string key="NSContents">Play</string>
                \(Self.resource("NSNormalImage", "PlayTemplate"))
                \(Self.resource("NSAlternateImage", "play.fill", catalog: "system"))
            </object>
        </object>
        <object class="NSButton" id="30">
            <object class="NSButtonCell" key="NSCell" id="31">
                <string key="NSContents">Loop</string>
                \(Self.resource("NSNormalImage", "NSSwitch"))
            </object>
        </object>
        <object class="NSImageView" id="40">
            <object class="NSImageCell" key="NSCell" id="41">\(Self.resource("NSContents", "Logo"))</object>
        </object>
        """
        let archive = LegacyArchiveTests.archive(type: "Cocoa", roots: roots, records: [
            ("-2", "1001", "0"), ("5", "20", "0"), ("6", "21", "20"), ("7", "30", "0"), ("8", "31", "30"), ("9", "40", "0"), ("10", "41", "40"),
        ])
        let document = try XIBReader().read(Array(archive.utf8), path: "Player.xib")
        func element(_ id: String) throws -> ElementID { try #require(document.element(withID: id)) }
        #expect(document.attribute("image", of: try element("6")) == "PlayTemplate")
        #expect(document.attribute("alternateImage", of: try element("6")) == "play.fill")
        #expect(document.attribute("catalog", of: try element("6")) == "system")
        #expect(document.attribute("image", of: try element("8")) == nil)
        #expect(document.attribute("image", of: try element("10")) == "Logo")
        let resources = try #require(document.firstChild(of: document.root, named: "resources"))
        #expect(document.children(of: resources).compactMap { document.attribute("name", of: $0) } == ["Logo", "PlayTemplate", "play.fill"])
    }

    /// An iOS archive names an image view's image `IBUIImage` (a tab bar item's too).
    @Test func anIOSArchivesImageViewNamesItsImage() throws {
        let roots = """
        <object class="IBProxyObject" id="1001"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        <object class="IBUIImageView" id="20">\(Self.resource("IBUIImage", "TimeLine.png"))</object>
        """
        let archive = LegacyArchiveTests.archive(type: "CocoaTouch", roots: roots, records: [("-1", "1001", "0"), ("5", "20", "0")])
        let document = try XIBReader().read(Array(archive.utf8), path: "Main.xib")
        let view = try #require(document.allElements.first { document.name(of: $0) == "imageView" })
        #expect(document.attribute("image", of: view) == "TimeLine.png")
    }
}
