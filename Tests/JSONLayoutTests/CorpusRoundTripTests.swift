import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder

/// Every Interface Builder file of the corpus goes XIB → JSON layout → XIB and comes back as the
/// same document (compared canonically: see ``CanonicalXML``); the layout is in canonical form.
@Suite struct CorpusRoundTripTests {
    @Test(arguments: Corpus.interfaceFiles)
    func roundTrip(_ url: URL) throws {
        let name = Corpus.relativePath(url)
        let original: NodeDocument
        switch Corpus.document(url) {
        case .success(let document):
            original = document
        case .failure(let error):
            // Files the XIB reader refuses (unresolved merge conflicts, empty files) have no document to
            // convert; they must be refused for that reason. Legacy IB 3 archives are read and go round too.
            switch error.kind {
            case .mergeConflict, .emptyInput: return
            default: Issue.record("\(name): unexpected read error \(error)"); return
            }
        }
        let layout = JSONLayoutWriter().layout(for: original)
        let fromLayout = try JSONLayoutReader().document(from: Array(layout.utf8), path: name + ".json")
        let expected = CanonicalXML.text(of: original)
        #expect(CanonicalXML.text(of: fromLayout) == expected, "\(name): the layout does not read back as the same document")

        let xml = XIBWriter().xml(for: fromLayout)
        let reread = try XIBReader().read(Array(xml.utf8), path: url.lastPathComponent)
        #expect(CanonicalXML.text(of: reread) == expected, "\(name): the XIB written from the layout differs from the original")

        // The layout is canonical: writing what it reads gives the same text.
        #expect(JSONLayoutWriter().layout(for: fromLayout) == layout, "\(name): the layout is not in canonical form")

        // Every element is positioned where its JSON value starts: the reader emits members in
        // Xcode's order, not the file's, so the builder's line count goes back and forth.
        for element in fromLayout.allElements {
            let built = fromLayout.location(of: element)
            let counted = fromLayout.location(atOffset: built.offset ?? -1)
            if built.line != counted.line || built.column != counted.column {
                Issue.record("\(name).json: \(built.line):\(built.column), the line table says \(counted.line):\(counted.column)")
                break
            }
        }
    }

    @Test func theCorpusHasFilesOfEveryKind() {
        let documents = Corpus.readableDocuments.map(\.document)
        #expect(documents.count > 100)
        #expect(documents.contains { $0.isStoryboard })
        #expect(documents.contains { ($0.attribute("type", of: $0.root) ?? "").contains(".Cocoa.") })
        #expect(documents.contains { ($0.attribute("targetRuntime", of: $0.root) ?? "").hasPrefix("watchKit") })
    }
}
