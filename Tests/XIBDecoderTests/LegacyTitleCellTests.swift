import Foundation
import Testing
import XIBDecoder

/// A box's title and a form cell's label are in their `NSTitleCell` in an Interface Builder 3 archive, as in a compiled
/// nib (`TitleCellTests` of the nib reader): the source's `title`, where a form cell's own `NSContents` is its value.
/// Regression: the legacy reader made the form cell's value its title and lost the label and every box's title (an
/// outside set's IB 3.2 editable nib bundle).
@Suite struct LegacyTitleCellTests {
    /// A form cell and a box: the box's title and the cell's label are the
    /// source's `title`s.
    @Test func anInterfaceBuilder3ArchiveKeepsTitleCellsTitles() throws {
        let roots = """
        <object class="NSCustomObject" id="1001"><string key="NSClassName">NSObject</string></object>
        <object class="NSBox" id="20">
            <string key="NSFrame">{{20, 20}, {200, 100}}</string>
            <object class="NSTextFieldCell" key="NSTitleCell"><string key="NSContents">Registers</string></object>
        </object>
        <object class="NSForm" id="30">
            <array class="NSMutableArray" key="NSCells">
                <object class="NSFormCell" id="31">
                    <string key="NSContents">000</string>
                    <object class="NSCell" key="NSTitleCell"><string key="NSContents">KBB</string></object>
                </object>
            </array>
        </object>
        """
        let archive = LegacyArchiveTests.archive(type: "Cocoa", roots: roots,
                                                 records: [("-2", "1001", "0"), ("5", "20", "0"), ("6", "30", "0"), ("7", "31", "30")])
        let document = try XIBReader().read(Array(archive.utf8), path: "Registers.xib")
        let box = try #require(document.allElements.first { document.name(of: $0) == "box" })
        #expect(document.attribute("title", of: box) == "Registers")
        let cell = try #require(document.allElements.first { document.name(of: $0) == "formCell" })
        #expect(document.attribute("title", of: cell) == "KBB")
    }
}
