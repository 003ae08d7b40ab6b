import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// Nibs of the iPhone SDK 2 and 3 era (found compiled beside their sources in outside repositories' committed build
/// folders): a round rect button archived as its private class `UIRoundedRectButton`, views' `UIBounds` and
/// `UICenter` as text (`{{0, 0}, {72, 37}}`, `{56, 38.5}`) instead of geometry blobs, and the runtime connections
/// listed among the nib's objects as well as among its connections. The same objects are written here into a
/// NIBArchive, which the translation reads as it reads a keyed archive's.
@Suite struct IPhoneSDKNibTests {
    static var nib: [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 view, 6 button, 7 outlet, then
        // the strings and the subviews array.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [4, 5, 6, 7], connections: [7])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(8))])
        writer.addObject(class: "UIView", [("UISubviews", .object(13)), ("UIBounds", .object(9)), ("UICenter", .object(10))])
        writer.addObject(class: "UIRoundedRectButton", [("UIBounds", .object(11)), ("UICenter", .object(12))])
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(14)), ("UISource", .object(4)), ("UIDestination", .object(6))])
        writer.addString("IBFilesOwner")
        writer.addString("{{0, 0}, {320, 460}}")
        writer.addString("{160, 230}")
        writer.addString("{{0, 0}, {72, 37}}")
        writer.addString("{56, 38.5}")
        writer.addArray([6])
        writer.addString("startButton")
        return writer.bytes
    }

    @Test func roundRectButtonsTextGeometryAndListedConnectionsReadAsTheSourceHasThem() throws {
        let document = try NIBReader().read(Self.nib, path: "Start.nib")
        let names = document.allElements.map { document.name(of: $0) }
        // The button is a `button`, and the outlet is the File's Owner's, not an object of its own.
        #expect(names.filter { $0 == "button" }.count == 1)
        #expect(!names.contains("roundedRectButton"))
        #expect(!names.contains("runtimeOutletConnection"))
        let outlet = try #require(document.allElements.first { document.name(of: $0) == "outlet" })
        #expect(document.attribute("property", of: outlet) == "startButton")
        // Frames from the text of bounds and centre.
        let frames = document.allElements.filter { document.name(of: $0) == "rect" && document.attribute("key", of: $0) == "frame" }
        let values = frames.map { frame in ["x", "y", "width", "height"].map { document.attribute($0, of: frame) ?? "" } }
        #expect(values == [["0", "0", "320", "460"], ["20", "20", "72", "37"]])
    }
}
