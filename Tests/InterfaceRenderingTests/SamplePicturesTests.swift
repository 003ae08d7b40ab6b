import Foundation
import InterfaceRendering
import Testing
import XIBDecoder

/// The pictures of `Samples/` that the README shows (`docs/pictures`) are what the renderer draws today: this fails
/// when they are stale (`scripts/regenerate.sh` draws them again).
@Suite struct SamplePicturesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each sample file with the folder of `docs/pictures` its pictures are in.
    static let samples = [("Samples/Inbox/Inbox.storyboard", "Inbox"), ("Samples/Login/LoginViewController.xib", "LoginViewController")]

    static func expectCurrent(_ drawn: String, _ relativePath: String) {
        let url = root.appendingPathComponent(relativePath)
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed == drawn, "\(relativePath) is stale or missing: run scripts/regenerate.sh")
    }

    @Test func picturesOfTheSamplesAreCurrent() throws {
        for (sample, folder) in Self.samples {
            let path = Self.root.appendingPathComponent(sample).path
            let document = try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
            let pictures = try InterfaceRenderer().pictures(of: document, file: path)
            #expect(!pictures.isEmpty)
            for picture in pictures {
                Self.expectCurrent(SVGWriter().svg(picture), "docs/pictures/\(folder)/\(PictureFileNames.safe(picture.name)).svg")
            }
            let committed = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs/pictures/\(folder)").path)
            #expect(committed.count == pictures.count, "docs/pictures/\(folder) holds pictures the sample no longer has")
        }
        let login = Self.root.appendingPathComponent(Self.samples[1].0).path
        let dark = try InterfaceRenderer(appearance: .dark).pictures(of: XIBDecoder().document(contentsOf: URL(fileURLWithPath: login)), file: login)
        Self.expectCurrent(SVGWriter().svg(try #require(dark.first)), "docs/pictures/LoginViewController-dark.svg")
        let inbox = Self.root.appendingPathComponent(Self.samples[0].0).path
        let (map, pictures) = try InterfaceRenderer().map(of: XIBDecoder().document(contentsOf: URL(fileURLWithPath: inbox)), file: inbox)
        Self.expectCurrent(MapWriter().svg(map, pictures: pictures), "docs/pictures/Inbox.map.svg")
        Self.expectCurrent(MapWriter().mermaid(map), "docs/pictures/Inbox.map.mmd")
    }
}
