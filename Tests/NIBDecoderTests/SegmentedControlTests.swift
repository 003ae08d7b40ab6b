import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A UIKit segmented control's segments (`UISegments`: `UISegment` objects whose `UISegmentInfo` is the title) are the
/// source's `<segments>` with a `<segment title>` each, as AppKit's are (regression: their titles were lost, found on
/// an outside app's compiled storyboard).
@Suite struct SegmentedControlTests {
    @Test func segmentTitlesAreTheSourcesSegments() throws {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 the control, 3 its segments, 4–5 segments, 6–7 their titles.
        writer.addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibObjectsKey", .object(1))])
        writer.addArray([2])
        writer.addObject(class: "UISegmentedControl", [("UISegments", .object(3))])
        writer.addArray([4, 5])
        writer.addObject(class: "UISegment", [("UISegmentInfo", .object(6)), ("UISegmentStyle", .integer(5))])
        writer.addObject(class: "UISegment", [("UISegmentInfo", .object(7)), ("UISegmentStyle", .integer(5))])
        writer.addString("Low Priority")
        writer.addString("High Priority")
        let document = try NIBReader().read(writer.bytes, path: "Priority.nib")
        let control = try #require(document.allElements.first { document.name(of: $0) == "segmentedControl" })
        let segments = try #require(document.firstChild(of: control, named: "segments"))
        #expect(document.children(of: segments).map { document.attribute("title", of: $0) } == ["Low Priority", "High Priority"])
    }
}
