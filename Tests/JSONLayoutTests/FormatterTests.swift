import Foundation
import Testing
@testable import JSONLayout
import XIBDecoder

/// A layout written by hand, in any order and spacing, becomes the canonical text; formatting it
/// again changes nothing; objects added by hand get ids that stay.
@Suite struct FormatterTests {
    static let handWritten = """
    {"ids": {"root": "roo-tv-iew"},
     "objects": [
       {"frame": [0.0, 0.0, 375, 667], "View": "root", "subviews": [
          {"text": "Hello", "Label": "greeting", "fontDescription": "system 17"},
          {"Button": "go", "actions": ["owner.go: on touchUpInside"]}],
        "constraints": ["greeting.top = root.top + 20", "go.top = greeting.bottom + 8", "greeting.leading = root.leading + 16"]},
       {"placeholderIdentifier": "IBFilesOwner", "Placeholder": "owner", "outlets": {"greeting": "greeting", "view": "root"}}
     ],
     "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "toolsVersion": "22505"},
     "format": "uidesc-layout/1"}
    """

    @Test func handWrittenLayoutsBecomeCanonical() throws {
        let formatted = try JSONLayoutFormatter().format(Self.handWritten)
        let lines = formatted.split(separator: "\n").map(String.init)
        #expect(lines[0] == "{")
        #expect(lines[1] == #"  "format": "uidesc-layout/1","#)
        #expect(lines[2] == #"  "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "toolsVersion": "22505"},"#)
        #expect(lines[3] == #"  "objects": ["#)
        #expect(lines[4] == #"    {"View": "root", "frame": [0.0, 0.0, 375, 667], "subviews": ["#)
        #expect(lines[5] == #"      {"Label": "greeting", "text": "Hello", "fontDescription": "system 17"},"#)
        #expect(lines[6] == #"      {"Button": "go", "actions": ["owner.go: on touchUpInside"]}"#)
        #expect(lines[7] == #"    ], "constraints": ["#)
        #expect(lines[8] == #"      "go.top = greeting.bottom + 8","#)
        #expect(lines[9] == #"      "greeting.leading = root.leading + 16","#)
        #expect(lines[10] == #"      "greeting.top = root.top + 20""#)
        #expect(lines[11] == "    ]},")
        #expect(lines[12] == #"    {"Placeholder": "owner", "placeholderIdentifier": "IBFilesOwner", "outlets": {"greeting": "greeting", "view": "root"}}"#)
        #expect(lines[13] == "  ],")
        #expect(lines[14].hasPrefix(#"  "ids": {"go": ""#))
        #expect(try JSONLayoutFormatter().format(formatted) == formatted)
    }

    @Test func idsGivenByTheFormatterAreTheIdsOfTheXIB() throws {
        let formatted = try JSONLayoutFormatter().format(Self.handWritten)
        let fromHand = XIBWriter().xml(for: try JSONLayoutReader().document(from: Array(Self.handWritten.utf8)))
        let fromFormatted = XIBWriter().xml(for: try JSONLayoutReader().document(from: Array(formatted.utf8)))
        #expect(fromHand == fromFormatted)
        #expect(fromHand.contains(#"<view contentMode="scaleToFill" id="roo-tv-iew">"#) || fromHand.contains(#"id="roo-tv-iew""#))
        #expect(fromHand.contains(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1""#))
        // The formatted layout names the fresh ids, so that they stay through later edits.
        let names = try JSONLayoutWriter.names(fromLayout: Data(formatted.utf8))
        #expect(Set(names.values) == ["root", "greeting", "go", "owner"])
    }
}
