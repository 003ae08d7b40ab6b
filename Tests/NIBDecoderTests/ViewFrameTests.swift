import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A UIKit view's frame comes from its `UIBounds` and `UICenter`; UIKit leaves the bounds out when they are all zero,
/// so a view of no size has its center alone (regression: such labels had no frame, found on an outside app's
/// compiled storyboard, whose source frames them `x="10" y="0.0" width="0.0" height="0.0"`).
@Suite struct ViewFrameTests {
    /// Geometry as UIKit archives it: a type byte (7: doubles), then the numbers, little-endian.
    private func geometry(_ numbers: [Double]) -> NIBArchiveWriter.Member {
        .data([7] + numbers.flatMap { number in withUnsafeBytes(of: number.bitPattern.littleEndian) { Array($0) } })
    }

    private func frames(of views: [[(String, NIBArchiveWriter.Member)]]) throws -> [[String?]] {
        var writer = NIBArchiveWriter()
        let first = 4
        writer.addUIKitRoot(topLevel: Array(first..<first + views.count), objects: Array(first..<first + views.count), connections: [])
        for members in views { writer.addObject(class: "UILabel", members) }
        let document = try NIBReader().read(writer.bytes, path: "Preview.nib")
        return document.allElements.filter { document.name(of: $0) == "label" }.map { label in
            guard let rect = document.firstChild(of: label, named: "rect") else { return [] }
            return ["x", "y", "width", "height"].map { document.attribute($0, of: rect) }
        }
    }

    @Test func aViewOfNoSizeHasItsCenterAsItsOrigin() throws {
        #expect(try frames(of: [[("UICenter", geometry([10, 0]))]]) == [["10", "0", "0", "0"]])
    }

    @Test func boundsAndCenterGiveTheFrame() throws {
        #expect(try frames(of: [[("UIBounds", geometry([0, 0, 42, 21])), ("UICenter", geometry([187, 424.5]))]])
            == [["166", "414", "42", "21"]])
    }

    /// An object with neither (no view) has no frame.
    @Test func noGeometryNoFrame() throws {
        #expect(try frames(of: [[("UIText", .object(3))]]) == [[]])
    }
}
