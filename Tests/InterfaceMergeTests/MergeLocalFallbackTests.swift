import Foundation
import InterfaceMerge
import TestSupport
import Testing
import XIBDecoder

/// What the merge cannot merge object by object is merged line by line in the smallest element around it, and the
/// rest of the file keeps its object-by-object result.
@Suite struct MergeLocalFallbackTests {
    /// Two sibling views in the root view; the first holds a label.
    static func body(first: String = "view", labelInFirst: Bool = true, labelInSecond: Bool = false) -> String {
        let label = #"<label opaque="NO" text="Moved" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-mv-003"/>"#
        var text = "<subviews>\n"
        text += "    <\(first) contentMode=\"scaleToFill\" id=\"vw-aa-001\">\n"
        text += "        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"100\"/>\n"
        if labelInFirst { text += "        <subviews>\n            \(label)\n        </subviews>\n" }
        text += "        <color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n"
        text += "    </\(first)>\n"
        text += "    <view contentMode=\"scaleToFill\" id=\"vw-bb-002\">\n"
        text += "        <rect key=\"frame\" x=\"0.0\" y=\"100\" width=\"100\" height=\"100\"/>\n"
        if labelInSecond { text += "        <subviews>\n            \(label)\n        </subviews>\n" }
        text += "    </view>\n"
        text += "</subviews>\n"
        return text
    }

    /// Ours moves the label from the first view into the second; theirs turns the first view into a scroll view
    /// (a change of kind under the same id, which the object-by-object merge leaves as a conflict holding theirs'
    /// view, label and all): the label would be written twice. The root view's subviews are merged line by line
    /// (cleanly: the two sides changed different lines), and each side's change outside them still comes in.
    @Test func anObjectThatCannotBePlacedIsMergedLineByLineInItsEnclosingElement() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(labelInFirst: false, labelInSecond: true),
                                    connections: #"<outlet property="view" destination="root-vw-000" id="out-oo-001"/>"#)
        let theirs = MergeFixture.xib(tools: "22506", body: Self.body(first: "scrollView"))
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.method == .semantic)
        #expect(result.isClean, "\(result.conflicts.map(\.message))")
        #expect(result.lineMergedElements.count == 1)
        #expect(result.lineMergedElements.first?.contains("subviews") == true, "\(result.lineMergedElements)")
        #expect(result.notes.contains { $0.contains("could not place") && $0.contains("merged line by line") })
        let text = MergeFixture.text(result)
        // Inside the subviews: theirs' scroll view without the label, ours' label in the second view, once.
        #expect(text.components(separatedBy: "lbl-mv-003").count == 2)
        #expect(text == String(decoding: MergeFixture.xib(tools: "22506", body: Self.body(first: "scrollView", labelInFirst: false, labelInSecond: true),
                                                         connections: #"<outlet property="view" destination="root-vw-000" id="out-oo-001"/>"#), as: UTF8.self))
        #expect(MergeFixture.parses(result))
    }

    /// The same trouble where both sides also changed the label differently: the hunk's markers stand inside the
    /// element merged line by line, and the rest of the file is merged object by object.
    @Test func conflictMarkersOfTheLineMergeStayInsideTheElement() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(labelInFirst: false, labelInSecond: true).replacingOccurrences(of: "Moved", with: "Ours"))
        let theirs = MergeFixture.xib(tools: "22506", body: Self.body(first: "scrollView").replacingOccurrences(of: "Moved", with: "Theirs"))
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.method == .semantic)
        #expect(!result.isClean)
        #expect(result.lineMergedElements.count == 1)
        let text = MergeFixture.text(result)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let subviewsStart = try #require(lines.firstIndex { $0.hasPrefix("            <subviews>") })
        let subviewsEnd = try #require(lines.lastIndex { $0.hasPrefix("            </subviews>") })
        for conflict in result.conflicts {
            #expect(conflict.kind == .lines)
            let line = try #require(conflict.location?.line)
            #expect(lines[line - 1].hasPrefix("<<<<<<< ours"))
            #expect(line - 1 > subviewsStart && line - 1 < subviewsEnd)
        }
        // Outside: the object-by-object result (the newer tools version, without markers).
        #expect(text.contains(#"toolsVersion="22506""#))
        #expect(!lines[..<subviewsStart].contains { $0.hasPrefix("<<<<<<<") })
        #expect(!lines[subviewsEnd...].contains { $0.hasPrefix("<<<<<<<") })
    }

    /// Real files (the base of up to 40 cases of `../shared/merges` that have a view with subviews followed by a
    /// sibling view): ours moves the first view's last subview into the second view, theirs turns the first view's element into a `<scrollView>`. The object-by-object merge cannot
    /// place the subview exactly once (the trouble that sent the whole file to the line merge before); now only an
    /// element around it is merged line by line, and every clean result reads as an IB document with each id once.
    @Test func realFilesKeepTheirObjectByObjectResultOutsideTheFallenBackElement() throws {
        var tried = 0
        for mergeCase in MergeCases.all where tried < 40 {
            let base = [UInt8](try Data(contentsOf: mergeCase.base))
            guard let edit = try MoveAndKindChange.find(in: base) else { continue }
            tried += 1
            let result = InterfaceMerger().merge(base: base, ours: edit.ours, theirs: edit.theirs)
            #expect(result.method == .semantic, "\(mergeCase): \(result.method)")
            #expect(!result.lineMergedElements.isEmpty, "\(mergeCase): nothing merged line by line")
            #expect(result.notes.contains { $0.contains("could not place") }, "\(mergeCase): \(result.notes)")
            guard result.isClean else { continue }
            let document = try XIBReader().read(result.bytes)
            #expect(document.duplicateIDs.isEmpty, "\(mergeCase): \(document.duplicateIDs.map(\.id))")
            #expect(document.element(withID: edit.movedID) != nil)
        }
        #expect(tried > 0, "no case had two sibling views to edit")
    }
}

/// Ours and theirs made from a real file: ours moves the last subview of a view into the view's next sibling view;
/// theirs renames the first view's element to `scrollView`.
enum MoveAndKindChange {
    static func find(in bytes: [UInt8]) throws -> (ours: [UInt8], theirs: [UInt8], movedID: String)? {
        guard let document = try? XIBReader().read(bytes), document.format != XIBReader.legacyArchiveFormat,
              document.sourceBytes == bytes else { return nil }
        for element in document.allElements where document.name(of: element) == "view" {
            guard let parent = document.parent(of: element), document.name(of: parent) == "subviews" else { continue }
            let siblings = Array(document.children(of: parent))
            guard let position = siblings.firstIndex(of: element), position + 1 < siblings.count else { continue }
            let next = siblings[position + 1]
            guard document.name(of: next) == "view", let subviews = document.firstChild(of: element, named: "subviews"),
                  let moved = Array(document.children(of: subviews)).last, let movedID = document.id(of: moved),
                  let movedLines = lines(of: moved, in: document, bytes), let nextLines = lines(of: next, in: document, bytes),
                  let elementRange = document.byteRange(of: element),
                  bytes[..<nextLines.upperBound].suffix(8).elementsEqual(Array("</view>\n".utf8)) else { continue }
            // Ours: the moved view's lines out, and in at the end of the next view's subviews (a new block if it has none).
            let indent = Array(bytes[nextLines.lowerBound..<document.offset(of: next)])
            let insertion: Int
            var inserted = Array(bytes[movedLines])
            if let nextSubviews = document.firstChild(of: next, named: "subviews"), let range = lines(of: nextSubviews, in: document, bytes) {
                insertion = range.upperBound - indent.count - "    </subviews>\n".utf8.count
            } else {
                insertion = nextLines.upperBound - indent.count - "</view>\n".utf8.count
                inserted = indent + Array("    <subviews>\n".utf8) + inserted + indent + Array("    </subviews>\n".utf8)
            }
            guard insertion >= movedLines.upperBound else { continue }
            let ours = Array(bytes[..<movedLines.lowerBound]) + bytes[movedLines.upperBound..<insertion] + inserted + bytes[insertion...]
            // Theirs: `<view` → `<scrollView` at the first view's start, `</view>` → `</scrollView>` at its end.
            var theirs = bytes
            let endTag = elementRange.upperBound - "</view>".utf8.count
            guard bytes[endTag..<elementRange.upperBound].elementsEqual(Array("</view>".utf8)) else { continue }
            theirs.replaceSubrange(endTag..<elementRange.upperBound, with: Array("</scrollView>".utf8))
            theirs.replaceSubrange(elementRange.lowerBound..<(elementRange.lowerBound + 5), with: Array("<scrollView".utf8))
            guard (try? XIBReader().read(ours)) != nil, (try? XIBReader().read(theirs)) != nil else { continue }
            return (ours, theirs, movedID)
        }
        return nil
    }

    /// The whole lines an element fills.
    private static func lines(of element: ElementID, in document: NodeDocument, _ bytes: [UInt8]) -> Range<Int>? {
        guard let range = document.byteRange(of: element) else { return nil }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"), range.upperBound < bytes.count,
              bytes[range.upperBound] == UInt8(ascii: "\n") else { return nil }
        return start..<(range.upperBound + 1)
    }
}
