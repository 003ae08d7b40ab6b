import Foundation
import InterfaceRendering
import Testing
import XIBDecoder

/// The code of the InterfaceRendering article (`Sources/InterfaceRendering/Documentation.docc`), compiled and run.
@Suite struct InterfaceRenderingDocumentationExamples {
    @Test func overview() throws {
        let storyboardURL = SamplePicturesTests.root.appendingPathComponent("Samples/Inbox/Inbox.storyboard")
        let document = try XIBDecoder().document(contentsOf: storyboardURL)
        let pictures = try InterfaceRenderer(appearance: .dark).pictures(of: document, file: storyboardURL.path)
        let svg = SVGWriter().svg(pictures[0])
        #expect(svg.hasPrefix("<svg"))
    }
}
