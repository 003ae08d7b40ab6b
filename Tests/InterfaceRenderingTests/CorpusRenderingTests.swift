import Foundation
import InterfaceRendering
import Testing
import TestSupport
import UIDescription
import XIBDecoder

/// Every readable file of the corpus, drawn: no errors, frames that are the file's stored frames composed, and the
/// file's texts visible.
@Suite struct CorpusRenderingTests {
    /// The pictures of every readable corpus file, as SVG, read back.
    static let rendered: [(url: URL, document: NodeDocument, pictures: [Picture], scans: [SVGScan], error: String?)] = {
        Corpus.readableDocuments.map { url, document in
            do {
                let pictures = try InterfaceRenderer().pictures(of: document, file: url.path)
                let writer = SVGWriter()
                return (url, document, pictures, pictures.map { SVGScan(writer.svg($0)) }, nil)
            } catch {
                return (url, document, [], [], "\(error)")
            }
        }
    }()

    @Test func everyFileRendersAsWellFormedSVG() {
        #expect(Self.rendered.count >= 150)
        for file in Self.rendered {
            #expect(file.error == nil, "\(Corpus.relativePath(file.url)): \(file.error ?? "")")
            for (picture, scan) in zip(file.pictures, file.scans) {
                #expect(scan.parseError == nil, "\(Corpus.relativePath(file.url)) \(picture.name): \(scan.parseError ?? "")")
            }
        }
    }

    @Test func everySceneHasAPicture() throws {
        for file in Self.rendered where file.error == nil {
            let typed = try XIBDecoder().decode(Document.self, from: file.document)
            for scene in typed.scenes {
                let ids = Set(scene.objects.compactMap { object -> String? in
                    switch object {
                    case .viewController(let controller): controller.id
                    case .storyboardReference(let reference): reference.id
                    default: nil
                    }
                })
                guard !ids.isEmpty else { continue }
                #expect(file.pictures.contains { $0.objectID.map(ids.contains) == true },
                        "\(Corpus.relativePath(file.url)): scene \(scene.sceneID) has no picture")
            }
        }
    }

    /// Each object group's `data-frame` is its stored frame composed with its ancestors' stored frames, computed
    /// here from the file's elements (not from the renderer's tree); and nearly every element with a frame is drawn.
    @Test func dataFramesAreTheComposedStoredFrames() {
        var checked = 0
        var framedElements = 0
        for file in Self.rendered where file.error == nil {
            let expected = ComposedFrames(file.document)
            framedElements += expected.frames.count
            var seen = Set<String>()
            for scan in file.scans {
                for group in scan.groups where !group.placed {
                    guard let id = group.id, let frame = expected.frames[id], seen.insert(id).inserted else { continue }
                    checked += 1
                    let matches = zip(frame, group.frame).allSatisfy { abs($0 - $1) < 0.011 } && group.frame.count == 4
                    #expect(matches, "\(Corpus.relativePath(file.url)) \(id): drawn at \(group.frame), stored frames compose to \(frame)")
                }
            }
        }
        // Objects the renderer places itself (a table column's prototype cell views, bar items' custom views) and
        // what is inside them are the only framed elements not checked.
        #expect(Double(checked) >= Double(framedElements) * 0.97, "checked \(checked) of \(framedElements) framed elements")
    }

    /// At least 95% of each file's texts, titles and placeholders are drawn as text.
    @Test func textsAppearInThePictures() {
        var totalTexts = 0
        var totalShown = 0
        for file in Self.rendered where file.error == nil {
            let texts = VisibleTexts.of(file.document)
            guard !texts.isEmpty else { continue }
            let drawn = Set(file.scans.flatMap(\.texts).map(VisibleTexts.normalized))
            let missing = texts.filter { !drawn.contains(VisibleTexts.normalized($0)) }
            totalTexts += texts.count
            totalShown += texts.count - missing.count
            let share = Double(texts.count - missing.count) / Double(texts.count)
            #expect(share >= 0.95, "\(Corpus.relativePath(file.url)): \(texts.count - missing.count) of \(texts.count) texts drawn; missing \(missing.prefix(8))")
        }
        print("texts drawn: \(totalShown) of \(totalTexts)")
    }
}

extension CorpusRenderingTests {
    /// Which framed elements are not drawn at their composed frame, by element kind and key (for measuring).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["UIDESC_RENDER_REPORT"] != nil))
    func reportUncheckedFrames() {
        var counts: [String: Int] = [:]
        for file in Self.rendered where file.error == nil {
            let expected = ComposedFrames(file.document)
            let drawn = Set(file.scans.flatMap(\.groups).filter { !$0.placed }.compactMap(\.id))
            for id in expected.frames.keys where !drawn.contains(id) {
                guard let element = file.document.element(withID: id) else { continue }
                let parent = file.document.parent(of: element).map { file.document.name(of: $0) } ?? ""
                counts["\(parent) > \(file.document.name(of: element)) key=\(file.document.key(of: element) ?? "")", default: 0] += 1
            }
        }
        for (name, count) in counts.sorted(by: { $0.value > $1.value }).prefix(30) { print("unchecked \(count)\t\(name)") }
    }
}

extension CorpusRenderingTests {
    /// Every storyboard's map: well-formed SVG, a node per scene with a view controller or reference, and an arrow for
    /// every `<segue>` of the file whose destination is one of them (counted here from the file's elements).
    @Test func mapsOfEveryStoryboard() throws {
        var storyboards = 0
        for file in Self.rendered where file.error == nil && file.document.firstChild(of: file.document.root, named: "scenes") != nil {
            let (map, pictures) = try InterfaceRenderer().map(of: file.document, file: file.url.path)
            storyboards += 1
            let nodeIDs = Set(map.nodes.map(\.id))
            var expectedEdges = 0
            for element in file.document.allElements where file.document.name(of: element) == "segue" {
                if let destination = file.document.attribute("destination", of: element), nodeIDs.contains(destination) {
                    expectedEdges += 1
                }
            }
            #expect(map.edges.count == expectedEdges, "\(Corpus.relativePath(file.url)): \(map.edges.count) arrows for \(expectedEdges) segues")
            let scan = SVGScan(MapWriter().svg(map, pictures: pictures))
            #expect(scan.parseError == nil, "\(Corpus.relativePath(file.url)): \(scan.parseError ?? "")")
            #expect(MapWriter().mermaid(map).hasPrefix("flowchart LR\n"))
        }
        #expect(storyboards >= 80)
    }
}
