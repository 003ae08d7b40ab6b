import Foundation
import Testing
import TestSupport
@testable import UIDescription
import XIBDecoder

/// The decoder's fast paths give exactly what the general paths give, on every value of the corpus.
@Suite struct DecoderFastPathTests {
    /// Every attribute value of every corpus file that `Double(_:)` reads, read by the fast path:
    /// the same bits, or no answer (and the general path answers).
    @Test func plainDecimalsReadAsDoubleReadsThem() throws {
        var checked = 0
        var taken = 0
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBDecoder().document(contentsOf: entry.url) else { continue }
            for element in document.allElements {
                for attribute in document.attributes(of: element) {
                    guard let expected = Double(attribute.value) else { continue }
                    checked += 1
                    guard let fast = Double.plainDecimal(attribute.value) else { continue }
                    taken += 1
                    #expect(fast.bitPattern == expected.bitPattern, "\(attribute.value) in \(entry.path)")
                }
            }
        }
        #expect(checked > 10_000)
        #expect(taken > checked / 2)
    }

    @Test(arguments: ["0", "-0", "375", "0.5", ".5", "1.", "+5", "007", "20.333333333333332", "0.66666666666666663",
                      "123456789012345", "1234567890123456", "1e3", "0.0000000000000000000001", "12.5.3", "-", ".", "", "nan"])
    func plainDecimalAgreesOrDefers(_ text: String) {
        guard let fast = Double.plainDecimal(text) else { return }
        #expect(fast.bitPattern == Double(text)?.bitPattern)
    }

    /// Scalars read from an attribute's bytes give what reading its text gives, on every
    /// attribute value of the corpus and on the edge cases below.
    @Test func scalarsReadFromBytesMatchTheirText() throws {
        var checked = 0
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBDecoder().document(contentsOf: entry.url) else { continue }
            for element in document.allElements {
                for attribute in document.attributes(of: element) {
                    expectBytesMatchText(attribute.value)
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
    }

    @Test(arguments: ["YES", "NO", "true", "false", "1", "0", "yes", "YES ", "", "-", "+", "-0", "+5", "007", "-8",
                      "123456789012345678", "1234567890123456789", "99999999999999999999", "2.0", "2.5", "1e3",
                      "0.5", "20.333333333333332", "1e999999", "inf", "nan", "١٢", "12a", " 12"])
    func scalarFromBytesMatchesText(_ text: String) {
        expectBytesMatchText(text)
    }

    func expectBytesMatchText(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var utf8Text = text
        utf8Text.withUTF8 { bytes in
            #expect(Bool.parse(interfaceBuilderUTF8: bytes) == Bool(interfaceBuilderText: text), "\(text)", sourceLocation: sourceLocation)
            #expect(Int.parse(interfaceBuilderUTF8: bytes) == Int(interfaceBuilderText: text), "\(text)", sourceLocation: sourceLocation)
            #expect(Double.parse(interfaceBuilderUTF8: bytes)?.bitPattern == Double(interfaceBuilderText: text)?.bitPattern,
                    "\(text)", sourceLocation: sourceLocation)
        }
    }

    /// The line and column the builder works out for each element as it reads (counting ASCII
    /// eight bytes at a time) are the ones the source's line table gives for the same offset.
    @Test func elementPositionsMatchTheLineTable() throws {
        var checked = 0
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBDecoder().document(contentsOf: entry.url) else { continue }
            for element in document.allElements {
                let built = document.location(of: element)
                let counted = document.location(atOffset: built.offset ?? -1)
                if built.line != counted.line || built.column != counted.column {
                    Issue.record("\(entry.path): \(built.line):\(built.column), the line table says \(counted.line):\(counted.column)")
                }
                checked += 1
            }
        }
        #expect(checked > 30_000)
        // Several elements on one line, after text of many scalars of two, three and four bytes.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>\
            <label text="héllo wörld — ünïcödé 🎉🎉 text" id="a"/>\t<label text="ascii only, long enough" id="b"/><label id="c"/>
            </objects></document>
            """
        let document = try XIBDecoder().document(from: Data(xml.utf8), path: "Inline.xib")
        let labels = document.allElements.filter { document.name(of: $0) == "label" }
        #expect(labels.count == 3)
        for label in labels {
            let built = document.location(of: label)
            let counted = document.location(atOffset: try #require(built.offset))
            #expect(built.line == 2 && counted.line == 2)
            #expect(built.column == counted.column)
        }
        let line = try #require(xml.split(separator: "\n").dropFirst().first)
        let columns = labels.map { document.location(of: $0).column }
        let expected = line.unicodeScalars.indices.filter { line.unicodeScalars[$0] == "<" }
            .map { line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: $0) + 1 }
            .suffix(3)
        #expect(columns == Array(expected))
    }

    /// The decoder reads the document's tables without bounds checks; an element id the document
    /// does not have is refused before decoding starts.
    @Test func decodingAtAnElementTheDocumentLacksThrows() throws {
        let entry = try #require(Corpus.manifest.first { $0.kind == "storyboard" })
        let document = try XIBDecoder().document(contentsOf: entry.url)
        #expect(throws: UIDescriptionError.self) {
            try document.decode(Node.self, at: ElementID(Int32(document.elementCount)))
        }
        #expect(throws: UIDescriptionError.self) { try document.decode(Node.self, at: ElementID(-1)) }
        #expect(try document.decode(Node.self, at: document.root).kind == "document")
    }
}

/// The coding path a decoder reports, kept as entries (list items by index) and made on request.
@Suite struct CodingPathTests {
    /// Records the coding path it was decoded at.
    struct PathProbe: Decodable {
        let path: String
        init(from decoder: any Decoder) throws {
            path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
    }

    struct RootView: Decodable {
        let subviews: [PathProbe]
        let frame: PathProbe
    }

    struct Screen: Decodable {
        let view: RootView
        let socialButtons: [PathProbe]
        let titleLabel: PathProbe
    }

    /// A decoder that leaves the outlets these probes do not declare alone.
    private var decoder: XIBDecoder {
        var decoder = XIBDecoder()
        decoder.unknownOutlets = .ignore
        return decoder
    }

    @Test func keyedValuesListItemsAndOutletCollectionsReportTheirPaths() throws {
        let screen = try decoder.decode(Screen.self, from: Inline.login)
        #expect(screen.titleLabel.path == "titleLabel")
        #expect(screen.socialButtons.map(\.path) == ["socialButtons.[0]", "socialButtons.[1]"])
        #expect(screen.view.frame.path == "view.frame")
        #expect(screen.view.subviews.map(\.path) == (0..<5).map { "view.subviews.[\($0)]" })
    }

    @Test func anErrorInAListItemNamesTheItem() throws {
        struct Labels: Decodable { let subviews: [Label] }
        struct Screen: Decodable { let view: Labels }
        let error = try #require(throws: UIDescriptionError.self) {
            try decoder.decode(Screen.self, from: Inline.login)
        }
        // The second subview is a text field, whose start tag is on line 24.
        #expect(error.codingPathDescription == "view.subviews.[1]")
        #expect(error.location?.line == 24)
    }

    @Test func nestedContainersKeepThePathTheyWereMadeAt() throws {
        struct Frame: Decodable {
            let path: String
            let nestedPath: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                let nested = try container.superDecoder(forKey: AnyCodingKey("x"))
                path = container.codingPath.map(\.stringValue).joined(separator: ".")
                nestedPath = nested.codingPath.map(\.stringValue).joined(separator: ".")
            }
        }
        struct RootView: Decodable { let frame: Frame }
        struct Screen: Decodable { let view: RootView }
        let screen = try decoder.decode(Screen.self, from: Inline.login)
        #expect(screen.view.frame.path == "view.frame")
        #expect(screen.view.frame.nestedPath == "view.frame.x")
    }
}
