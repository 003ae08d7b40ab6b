import InterfaceRendering
import UIDescription

/// The frame each element with a `<rect key="frame">` should be drawn at, computed from the file alone: its stored
/// frame inside its nearest ancestor with a frame (y counted downwards on UIKit, upwards on AppKit unless that
/// ancestor is flipped), the outermost frame as stored.
struct ComposedFrames {
    var frames: [String: [Double]] = [:]

    init(_ document: NodeDocument) {
        let type = document.attribute("type", of: document.root) ?? ""
        let appKit = type.contains(".Cocoa.")
        var cache: [ElementID: PictureRect] = [:]
        func storedFrame(_ element: ElementID) -> Rect? {
            for child in document.children(of: element) where document.name(of: child) == "rect" && document.key(of: child) == "frame" {
                func value(_ name: String) -> Double { document.attribute(name, of: child).flatMap(Double.init) ?? 0 }
                return Rect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
            }
            return nil
        }
        func absolute(_ element: ElementID) -> PictureRect? {
            if let cached = cache[element] { return cached }
            guard let frame = storedFrame(element) else { return nil }
            var result = FrameComposition.picture(frame)
            var ancestor = document.parent(of: element)
            while let current = ancestor {
                if storedFrame(current) != nil, let parentFrame = absolute(current) {
                    result = FrameComposition.compose(frame, in: parentFrame,
                                                      flipped: FrameComposition.isFlipped(document.name(of: current), appKit: appKit))
                    break
                }
                ancestor = document.parent(of: current)
            }
            cache[element] = result
            return result
        }
        for element in document.allElements {
            guard let id = document.id(of: element), storedFrame(element) != nil, let frame = absolute(element) else { continue }
            frames[id] = [frame.x, frame.y, frame.width, frame.height]
        }
    }
}
