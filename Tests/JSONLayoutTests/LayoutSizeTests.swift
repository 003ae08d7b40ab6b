import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder

/// Layouts are shorter than their XIBs and keep random ids out of their body.
@Suite struct LayoutSizeTests {
    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    @Test func acrossTheCorpusLayoutsHaveLessThanHalfTheLines() throws {
        var xibLines = 0, layoutLines = 0, filesUnderHalf = 0
        var largeFiles = 0, largeFilesUnderHalf = 0
        for (url, document) in Corpus.readableDocuments {
            let xml = try String(contentsOf: url, encoding: .utf8)
            let layout = JSONLayoutWriter().layout(for: document)
            let (x, j) = (Self.lineCount(xml), Self.lineCount(layout))
            xibLines += x
            layoutLines += j
            if 2 * j < x { filesUnderHalf += 1 }
            if x >= 100 {
                largeFiles += 1
                if 2 * j < x { largeFilesUnderHalf += 1 }
            }
        }
        let ratio = Double(layoutLines) / Double(xibLines)
        #expect(ratio < 0.5, "layouts: \(layoutLines) lines, XIBs: \(xibLines)")
        // Files of 100 lines or more: the fixed lines of a layout (format, document, dependencies)
        // no longer matter; nearly all of them are under half.
        #expect(Double(largeFilesUnderHalf) >= 0.95 * Double(largeFiles), "\(largeFilesUnderHalf) of \(largeFiles)")
        print("JSON layout size: \(layoutLines) lines for \(xibLines) XIB lines (\(String(format: "%.3f", ratio))); \(filesUnderHalf) of \(Corpus.readableDocuments.count) files under half; \(largeFilesUnderHalf) of \(largeFiles) files of 100+ lines")
    }

    @Test(arguments: Corpus.readableDocuments.map(\.url))
    func noInterfaceBuilderIDInTheBody(_ url: URL) throws {
        let document = try #require(Corpus.readableDocuments.first { $0.url == url }?.document)
        let layout = JSONLayoutWriter().layout(for: document)
        let body = try #require(layout.components(separatedBy: "\n  \"ids\": {").first)
        var ids: Set<String> = []
        for element in document.allElements {
            let kind = document.name(of: element)
            guard kind != "device", kind != "adaptation" else { continue }
            for attribute in ["id", "sceneID"] {
                if let id = document.attribute(attribute, of: element), IBIdentifier.looksLikeID(id) { ids.insert(id) }
            }
        }
        let strings = body.matches(of: #/"((?:[^"\\]|\\.)*)"/#).map { String($0.output.1) }
        let leaked = strings.filter { ids.contains($0) || IBIdentifier.looksLikeID($0) }
        #expect(leaked.isEmpty, "\(Corpus.relativePath(url)): \(leaked.prefix(5))")
    }
}
