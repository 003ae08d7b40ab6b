import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A document has each placeholder once (regressions found by validating converted outside nibs, whose documents had
/// duplicate ids): a macOS nib's Application placeholder is the first numbered of its top-level custom objects of
/// class `NSApplication`, where a source may hold one of its own (PacketPeeper's nibs, for bindings to the
/// application); an iOS 5 storyboard's scene nib that archives the First Responder's proxy twice has one First
/// Responder.
@Suite struct PlaceholderOnceTests {
    /// A macOS nib: File's Owner, two custom objects of class `NSApplication` numbered `firstID` and `secondID`.
    private static func applicationNib(firstID: Int, secondID: Int) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 object data, 2 File's Owner, 3 and 4 the custom objects, 5 objects, 6 parents, 7 oid keys,
        // 8 oid values, 9–11 the numbers, then strings.
        writer.addObject(class: "NSObject", [("IB.objectdata", .object(1))])
        writer.addObject(class: "NSIBObjectData", [("NSRoot", .object(2)), ("NSObjectsKeys", .object(5)), ("NSObjectsValues", .object(6)),
                                                   ("NSOidsKeys", .object(7)), ("NSOidsValues", .object(8))])
        writer.addObject(class: "NSCustomObject", [("NSClassName", .object(12))])
        writer.addObject(class: "NSCustomObject", [("NSClassName", .object(13))])
        writer.addObject(class: "NSCustomObject", [("NSClassName", .object(13))])
        writer.addArray([2, 3, 4])
        writer.addArray([2, 2, 2])
        writer.addArray([2, 3, 4])
        writer.addArray([9, 10, 11])
        writer.addObject(class: "NSNumber", [("NS.intval", .integer(1))])
        writer.addObject(class: "NSNumber", [("NS.intval", .integer(Int32(firstID)))])
        writer.addObject(class: "NSNumber", [("NS.intval", .integer(Int32(secondID)))])
        writer.addString("MyController")
        writer.addString("NSApplication")
        return writer.bytes
    }

    @Test(arguments: [(2, 46), (46, 2)])
    func oneApplicationPlaceholderBesideAnApplicationObject(_ ids: (Int, Int)) throws {
        let document = try NIBReader().read(Self.applicationNib(firstID: ids.0, secondID: ids.1), path: "Sheet.nib")
        let objects = document.allElements.filter { document.name(of: $0) == "customObject" }
        let placeholders = objects.filter { document.attribute("id", of: $0) == "-3" }
        #expect(placeholders.count == 1)
        #expect(objects.filter { document.attribute("customClass", of: $0) == "NSApplication" }.map { document.attribute("id", of: $0) } == ["46"])
        let ids = objects.compactMap { document.attribute("id", of: $0) }
        #expect(Set(ids).count == ids.count)
    }

    /// A scene nib whose top-level objects hold the First Responder's proxy twice.
    @Test func oneFirstResponderPerScene() throws {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 controller, 6 and 7 the proxies.
        writer.addUIKitRoot(topLevel: [4, 5, 6, 7], objects: [5, 6, 7], connections: [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(8))])
        writer.addObject(class: "UIViewController", [])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(9))])
        writer.addString("IBFilesOwner")
        writer.addString("IBFirstResponder")
        let files = try CompiledStoryboardFiles.files(identifiersToNibNames: ["UIViewController-ctl": "UIViewController-ctl"],
                                                      entryPoint: "UIViewController-ctl", nibs: ["UIViewController-ctl.nib": writer.bytes])
        let document = try NIBReader().read(files: files, path: "MainStoryboard.storyboardc")
        let responders = document.allElements.filter { document.attribute("placeholderIdentifier", of: $0) == "IBFirstResponder" }
        #expect(responders.count == 1)
    }
}
