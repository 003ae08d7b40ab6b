import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A box's title and a form cell's label are the contents of their `NSTitleCell` (the source's `title`, as Xcode
/// writes `<formCell title="Packets:">`), whatever the order of the members: a form cell's own `NSContents` (its value)
/// names the same attribute. Regression: whichever member came first gave `title`, and the other was taken and
/// dropped without a trace; a compiled nib lost the value "000" of two form cells (an outside set's editable nib
/// bundle of 2014), and the Interface Builder 3 reader of its source made the value the title and lost the label and
/// every box's title.
@Suite struct TitleCellTests {
    /// An AppKit nib whose one top-level object is a form cell with `value` and a title cell holding `label`, the value
    /// first or last.
    private static func formCellNib(value: String, label: String, valueFirst: Bool) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 object data, 2 File's Owner, 3 objects, 4 their parents, 5 connections, 6 a class name, then the
        // form cell (7), its title cell (8) and the two strings (9, 10).
        writer.addObject(class: "NSObject", [("IB.objectdata", .object(1))])
        writer.addObject(class: "NSIBObjectData", [("NSRoot", .object(2)), ("NSObjectsKeys", .object(3)), ("NSObjectsValues", .object(4)),
                                                   ("NSConnections", .object(5))])
        writer.addObject(class: "NSCustomObject", [("NSClassName", .object(6))])
        writer.addArray([2, 7])
        writer.addArray([2, 2])
        writer.addArray([])
        writer.addString("NSObject")
        let members: [(String, NIBArchiveWriter.Member)] = [("NSContents", .object(9)), ("NSTitleCell", .object(8))]
        writer.addObject(class: "NSFormCell", valueFirst ? members : members.reversed())
        writer.addObject(class: "NSTextFieldCell", [("NSContents", .object(10))])
        writer.addString(value)
        writer.addString(label)
        return writer.bytes
    }

    @Test(arguments: [true, false])
    func aFormCellsTitleIsItsLabelAndItsValueIsKept(valueFirst: Bool) throws {
        let document = try NIBReader().read(Self.formCellNib(value: "000", label: "KBB", valueFirst: valueFirst), path: "Form.nib")
        let cell = try #require(document.allElements.first { document.name(of: $0) == "formCell" })
        #expect(document.attribute("title", of: cell) == "KBB")
        let archived = try #require(document.firstChild(of: cell, named: NIBReader.archivedValuesElement))
        #expect(document.attribute("NSContents", of: archived) == "000")
    }

    @Test func aValueThatIsTheLabelIsNotKeptTwice() throws {
        let document = try NIBReader().read(Self.formCellNib(value: "KBB", label: "KBB", valueFirst: true), path: "Form.nib")
        let cell = try #require(document.allElements.first { document.name(of: $0) == "formCell" })
        #expect(document.attribute("title", of: cell) == "KBB")
        let archived = document.firstChild(of: cell, named: NIBReader.archivedValuesElement)
        #expect(archived.flatMap { document.attribute("NSContents", of: $0) } == nil)
    }
}
