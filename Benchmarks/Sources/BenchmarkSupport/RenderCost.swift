import Foundation
import InterfaceRendering
import UIDescription
import XIBDecoder

/// The cost of `uidesc render` over the whole corpus, as a ratio to decoding the same files as typed `Document`s in
/// the same run (issue 30's bound: at most 2×). Both sides read the files from memory; rendering also looks for asset
/// catalogs beside each file, as the command does. Rounds alternate the two so that whatever else the machine does
/// weighs on both alike.
public enum RenderCost {
    public struct Outcome: Sendable {
        public var files: Int
        public var pictures: Int
        public var bytes: Int
        public var decodeMedian: Double
        public var renderMedian: Double
        public var ratio: Double { renderMedian / decodeMedian }
    }

    /// Every readable IB file of the corpus, with its bytes.
    static func inputs() -> [(path: String, bytes: Data)] {
        Corpus.manifest.filter(\.isInterfaceBuilderFile).compactMap { entry in
            guard let data = try? Data(contentsOf: entry.url), (try? XIBDecoder().document(from: data)) != nil else { return nil }
            return (entry.url.path, data)
        }
    }

    /// One round of decoding every file as a typed `Document`; returns the scenes found.
    static func decode(_ inputs: [(path: String, bytes: Data)]) throws -> Int {
        var scenes = 0
        for input in inputs {
            let document = try XIBDecoder().document(from: input.bytes)
            scenes += try XIBDecoder().decode(Document.self, from: document).scenes.count
        }
        return scenes
    }

    /// One round of rendering every file: decoding, drawing, writing SVG; returns the pictures drawn and the SVG bytes.
    static func render(_ inputs: [(path: String, bytes: Data)]) throws -> (pictures: Int, svgBytes: Int) {
        let renderer = InterfaceRenderer()
        let writer = SVGWriter()
        var pictures = 0, svgBytes = 0
        for input in inputs {
            let document = try XIBDecoder().document(from: input.bytes)
            for picture in try renderer.pictures(of: document, file: input.path) {
                pictures += 1
                svgBytes += writer.svg(picture).utf8.count
            }
        }
        return (pictures, svgBytes)
    }

    /// The time of each phase of rendering (parse, decode, draw, write SVG) over the corpus, for finding where
    /// rendering spends its time; medians of `rounds`.
    public static func phases(rounds: Int) throws -> [(String, Double)] {
        let inputs = inputs()
        var parse: [Double] = [], decode: [Double] = [], draw: [Double] = [], write: [Double] = []
        for _ in 0..<max(rounds, 1) {
            var t = DispatchTime.now().uptimeNanoseconds
            func lap(_ into: inout [Double]) {
                let now = DispatchTime.now().uptimeNanoseconds
                into.append(Double(now - t) / 1e6)
                t = now
            }
            let documents = try inputs.map { try XIBDecoder().document(from: $0.bytes) }
            lap(&parse)
            let typed = try documents.map { try XIBDecoder().decode(Document.self, from: $0) }
            lap(&decode)
            let renderer = InterfaceRenderer()
            let pictures = typed.flatMap { renderer.pictures(of: $0, sceneLabels: []) }
            lap(&draw)
            let writer = SVGWriter()
            _ = pictures.reduce(0) { $0 + writer.svg($1).utf8.count }
            lap(&write)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return [("parse", median(parse)), ("decode", median(decode)), ("draw", median(draw)), ("write SVG", median(write))]
    }

    public static func measure(rounds: Int) throws -> Outcome {
        let inputs = inputs()
        var decodeTimes: [Double] = [], renderTimes: [Double] = []
        var pictures = 0
        for _ in 0..<max(rounds, 1) {
            let decodeStart = DispatchTime.now().uptimeNanoseconds
            _ = try decode(inputs)
            decodeTimes.append(Double(DispatchTime.now().uptimeNanoseconds - decodeStart) / 1e6)
            let renderStart = DispatchTime.now().uptimeNanoseconds
            pictures = try render(inputs).pictures
            renderTimes.append(Double(DispatchTime.now().uptimeNanoseconds - renderStart) / 1e6)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Outcome(files: inputs.count, pictures: pictures, bytes: inputs.reduce(0) { $0 + $1.bytes.count },
                       decodeMedian: median(decodeTimes), renderMedian: median(renderTimes))
    }
}
