import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A nib's colours (`NSColor`, `UIColor` objects held by a member such as `NSBackgroundColor`) are the source's
/// `<color key="…">` elements of the object that has them: catalog and system colours by name, components in the
/// colour space the source names. Before, each was an archived value naming its class (`NSBackgroundColor="NSColor"`),
/// so `convert` and `render` lost every colour of a nib.
@Suite struct ColorTests {
    /// The `<color>` elements of elements named `holderName`: by key, their other attributes.
    private static func colors(in document: NodeDocument, of holderName: String) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        for element in document.allElements where document.name(of: element) == "color" {
            guard let holder = document.parent(of: element), document.name(of: holder) == holderName,
                  let key = document.attribute("key", of: element) else { continue }
            found[key] = Dictionary(document.attributes(of: element).filter { $0.name != "key" }.map { ($0.name, $0.value) }) { first, _ in first }
        }
        return found
    }

    /// An iOS nib of one view (object 4) with `members`, which refer to the objects `addObjects` adds from 5 on.
    private static func uiKitNib(_ members: [(String, NIBArchiveWriter.Member)], _ addObjects: (inout NIBArchiveWriter) -> Void) -> [UInt8] {
        var writer = NIBArchiveWriter()
        writer.addUIKitRoot(topLevel: [4], objects: [4], connections: [])
        writer.addObject(class: "UIView", members)
        addObjects(&writer)
        return writer.bytes
    }

    @Test func uiKitColorsAreTheSourcesColors() throws {
        // 5 an sRGB colour, 6 a system colour and 7 its name, 8 a fixed class colour and 9 its name, 10 a colour ibtool
        // names for a table view's default and 11 its name.
        let members: [(String, NIBArchiveWriter.Member)] = [("UIBackgroundColor", .object(5)), ("UITintColor", .object(6)),
                                                            ("UIShadowColor", .object(8)), ("UISeparatorColor", .object(10))]
        let bytes = Self.uiKitNib(members) { writer in
            writer.addObject(class: "UIColor", [("UIColorComponentCount", .integer(4)), ("UIRed", .float(0.5)), ("UIGreen", .float(0.25)),
                                                ("UIBlue", .float(1)), ("UIAlpha", .float(1)), ("NSRGB", NIBArchiveWriter.text("0.5 0.25 1")),
                                                ("NSColorSpace", .integer(2))])
            writer.addObject(class: "UIColor", [("UISystemColorName", .object(7)), ("UIColorComponentCount", .integer(2)),
                                                ("UIWhite", .float(0)), ("UIAlpha", .float(1))])
            writer.addString("labelColor")
            writer.addObject(class: "UIColor", [("UISystemColorName", .object(9)), ("UIColorComponentCount", .integer(2)),
                                                ("UIWhite", .float(1)), ("UIAlpha", .float(1))])
            writer.addString("whiteColor")
            writer.addObject(class: "UIColor", [("UISystemColorName", .object(11)), ("UIColorComponentCount", .integer(4)),
                                                ("UIRed", .float(1)), ("UIGreen", .float(1)), ("UIBlue", .float(1)), ("UIAlpha", .float(1))])
            writer.addString("tableBackgroundColor")
        }
        let document = try NIBReader().read(bytes, path: "Colors.nib")
        let colors = Self.colors(in: document, of: "view")
        #expect(colors["backgroundColor"] == ["red": "0.5", "green": "0.25", "blue": "1", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"])
        // A dynamic system colour is the source's `systemColor`; a fixed class colour (ibtool's name for `white="1"`)
        // is its components.
        #expect(colors["tintColor"] == ["systemColor": "labelColor"])
        #expect(colors["shadowColor"] == ["white": "1", "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"])
        // Regression (an outside Xamarin build): ibtool's private name for a colour equal to a table view's default is
        // no source's `systemColor`; its components are the source's colour.
        #expect(colors["separatorColor"] == ["red": "1", "green": "1", "blue": "1", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"])
        let view = try #require(document.allElements.first { document.name(of: $0) == "view" })
        #expect(document.firstChild(of: view, named: NIBReader.archivedValuesElement) == nil)
    }

    /// A colour archived in a form no source writes (a CMYK colour here) stays an archived value, as before.
    @Test func aColorOfAnotherFormStaysAnArchivedValue() throws {
        let bytes = Self.uiKitNib([("UIBackgroundColor", .object(5))]) { writer in
            writer.addObject(class: "NSColor", [("NSColorSpace", .integer(5)), ("NSCMYK", NIBArchiveWriter.text("0 1 1 0 1"))])
        }
        let document = try NIBReader().read(bytes, path: "Colors.nib")
        #expect(Self.colors(in: document, of: "view").isEmpty)
        let view = try #require(document.allElements.first { document.name(of: $0) == "view" })
        let archived = try #require(document.firstChild(of: view, named: NIBReader.archivedValuesElement))
        #expect(document.attribute("UIBackgroundColor", of: archived) == "NSColor")
    }

    /// HSChooserWindow (viraptor/ibtool's samples) has a colour of each AppKit form: catalog, calibrated RGB with its
    /// alpha left out, device white, and sRGB (a custom colour space, whose components are kept beside the calibrated
    /// ones).
    @Test func appKitColorsAreTheSourcesColors() throws {
        let url = SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.nib")
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let document = try NIBDecoder().document(contentsOf: url)
        var forms: [[String: String]] = []
        for element in document.allElements where document.name(of: element) == "color" {
            forms.append(Dictionary(document.attributes(of: element).map { ($0.name, $0.value) }) { first, _ in first })
        }
        #expect(forms.contains(["key": "textColor", "name": "controlTextColor", "catalog": "System", "colorSpace": "catalog"]))
        #expect(forms.contains(["key": "backgroundColor", "red": "1", "green": "0", "blue": "0", "alpha": "1", "colorSpace": "calibratedRGB"]))
        #expect(forms.contains(["key": "gridColor", "white": "0.8", "alpha": "0", "colorSpace": "deviceWhite"]))
        #expect(forms.contains(["key": "backgroundColor", "red": "0", "green": "0.4117647059", "blue": "0.8509803922", "alpha": "0",
                                "colorSpace": "custom", "customColorSpace": "sRGB"]))
    }
}
