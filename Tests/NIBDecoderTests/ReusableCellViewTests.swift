import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A view-based table of a nib built before Xcode 13 keeps its cell views only as nibs of their own
/// (`NSTableViewArchivedReusableViewsKey`: identifier → `NSNib` whose `NSNibFileData` is a keyed archive); they are
/// the source's `<prototypeCellViews>` under the table column of that identifier (regression: they were left out,
/// found on an outside app's compiled storyboard). The table's nib is a NIBArchive written for the test; the nested
/// nib is the keyed archive of `../shared/nib`'s editable bundle, whose objects stand for cell views here.
@Suite struct ReusableCellViewTests {
    static let keyedArchive = SharedFolder.nib.appendingPathComponent("extra/LaZyDK__caffeine/Base.lproj/MainMenu.nib/keyedobjects.nib")

    static func tableNib(nested: [UInt8]) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 object data, 2 File's Owner, 3 table, 4 column, 5 objects, 6 parents, 7 columns, 8 reusable views,
        // 9 nib, 10 its data, then strings.
        writer.addObject(class: "NSObject", [("IB.objectdata", .object(1))])
        writer.addObject(class: "NSIBObjectData", [("NSRoot", .object(2)), ("NSObjectsKeys", .object(5)), ("NSObjectsValues", .object(6))])
        writer.addObject(class: "NSCustomObject", [("NSClassName", .object(11))])
        writer.addObject(class: "NSTableView", [("NSTableColumns", .object(7)), ("NSTableViewArchivedReusableViewsKey", .object(8))])
        writer.addObject(class: "NSTableColumn", [("NSIdentifier", .object(12)), ("NSTableView", .object(3))])
        writer.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(3)), ("UINibEncoderEmptyKey", .object(4))])
        writer.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(2)), ("UINibEncoderEmptyKey", .object(3))])
        writer.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(4))])
        writer.addObject(class: "NSDictionary", [("UINibEncoderEmptyKey", .object(12)), ("UINibEncoderEmptyKey", .object(9))])
        writer.addObject(class: "NSNib", [("NSNibFileData", .object(10)), ("NSNibFileIsKeyed", .flag(true))])
        writer.addObject(class: "NSData", [("NS.bytes", .data(nested))])
        writer.addString("NSObject")
        writer.addString("Name")
        return writer.bytes
    }

    @Test func cellViewNibsAreTheirColumnsPrototypeCellViews() throws {
        let nested = [UInt8](try Data(contentsOf: Self.keyedArchive))
        let document = try NIBReader().read(Self.tableNib(nested: nested), path: "Files.nib")
        let wrapper = try #require(document.allElements.first { document.name(of: $0) == "prototypeCellViews" })
        let column = try #require(document.parent(of: wrapper))
        #expect(document.name(of: column) == "tableColumn")
        #expect(document.attribute("identifier", of: column) == "Name")
        // The nested nib's objects, without its File's Owner, First Responder and Application (the table's nib's).
        let views = Array(document.children(of: wrapper))
        #expect(!views.isEmpty)
        #expect(views.allSatisfy { !["-1", "-2", "-3"].contains(document.attribute("id", of: $0) ?? "") })
        #expect(views.contains { document.name(of: $0) == "window" })
        #expect(document.allElements.filter { document.attribute("userLabel", of: $0) == "File's Owner" }.count == 1)
    }

    /// A nested NIBArchive is read as a keyed archive is; a nib that keeps the cell views in place as well (a
    /// column's child other than its cells) is read there only.
    @Test func cellViewsInPlaceAreNotReadAgain() throws {
        var inner = NIBArchiveWriter()
        inner.addObject(class: "NSObject", [("IB.objectdata", .object(1))])
        inner.addObject(class: "NSIBObjectData", [("NSRoot", .object(2)), ("NSObjectsKeys", .object(3)), ("NSObjectsValues", .object(4))])
        inner.addObject(class: "NSCustomObject", [])
        inner.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(5))])
        inner.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(2))])
        inner.addObject(class: "NSTableCellView", [])
        let document = try NIBReader().read(Self.tableNib(nested: inner.bytes), path: "Files.nib")
        let wrapper = try #require(document.allElements.first { document.name(of: $0) == "prototypeCellViews" })
        #expect(Array(document.children(of: wrapper)).map { document.name(of: $0) } == ["tableCellView"])
        // HSChooserWindow.nib keeps its cell views in place and as nibs: each once.
        let chooser = try NIBReader().open(SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.nib").path)
        #expect(chooser.allElements.filter { chooser.name(of: $0) == "tableCellView" }.count == 2)
    }
}
