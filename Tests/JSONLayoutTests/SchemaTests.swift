import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder

/// The JSON Schema in docs/json-layout.schema.json: up to date with the vocabulary, satisfied by
/// every converted corpus file and refusing typos, checked with a real validator (Python's
/// `jsonschema`, run by scripts/validate-layouts.py).
@Suite struct SchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaURL = packageRoot.appendingPathComponent("docs/json-layout.schema.json")
    static let script = packageRoot.appendingPathComponent("scripts/validate-layouts.py")

    /// Whether python3 with `jsonschema` is there. CI sets UIDESC_REQUIRE_SCHEMA_VALIDATION=1 so
    /// that the validation tests run (and fail) even when it is not.
    static let validatorAvailable: Bool = (try? run(["-c", "import jsonschema"]).status) == 0
    static let validationRequired = ProcessInfo.processInfo.environment["UIDESC_REQUIRE_SCHEMA_VALIDATION"] == "1"

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalProgram.run(["python3"] + arguments)
    }

    static func validate(_ layouts: [(name: String, text: String)]) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, layout) in layouts.enumerated() {
            let file = directory.appendingPathComponent(String(format: "%04d-", index) + layout.name.replacingOccurrences(of: "/", with: "_") + ".json")
            try layout.text.write(to: file, atomically: true, encoding: .utf8)
        }
        return try run([script.path, schemaURL.path, directory.path])
    }

    @Test func theSchemaFileIsUpToDate() throws {
        let generated = JSONLayoutSchema.text
        let committed = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(committed == generated, "docs/json-layout.schema.json is out of date: run scripts/regenerate.sh")
    }

    @Test(.enabled(if: validatorAvailable || validationRequired))
    func everyConvertedCorpusFileValidates() throws {
        let layouts = Corpus.readableDocuments.map { (Corpus.relativePath($0.url), JSONLayoutWriter().layout(for: $0.document)) }
        let result = try Self.validate(layouts)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(layouts.count) of \(layouts.count) layouts valid"))
    }

    @Test(.enabled(if: validatorAvailable || validationRequired))
    func typosInPropertyNamesFailValidation() throws {
        let document = try #require(Corpus.readableDocuments.first { JSONLayoutWriter().layout(for: $0.document).contains("\"text\": ") }?.document)
        let layout = JSONLayoutWriter().layout(for: document)
        let typos = [
            layout.replacingOccurrences(of: "\"text\": ", with: "\"txet\": "),
            layout.replacingOccurrences(of: "\"frame\": ", with: "\"frmae\": "),
            layout.replacingOccurrences(of: "\"format\": ", with: "\"fromat\": "),
            layout.replacingOccurrences(of: "\"subviews\": ", with: "\"subView\": "),
        ]
        for (index, typo) in typos.enumerated() {
            let result = try Self.validate([("typo\(index)", typo)])
            #expect(result.status == 1, "typo \(index) validated: \(result.output)")
        }
        // The valid layout validates, so it is the typos that fail.
        #expect(try Self.validate([("valid", layout)]).status == 0)
    }

    @Test func theReaderRefusesTheSameTyposWithASuggestion() throws {
        let document = try #require(Corpus.readableDocuments.first { JSONLayoutWriter().layout(for: $0.document).contains("\"text\": ") }?.document)
        let layout = JSONLayoutWriter().layout(for: document).replacingOccurrences(of: "\"text\": ", with: "\"txet\": ")
        let error = try #require(throws: UIDescriptionError.self) { try JSONLayoutReader().document(from: Array(layout.utf8), path: "typo.json") }
        #expect(error.message.contains("unknown attribute `txet`; did you mean `text`?"))
        let location = try #require(error.location)
        let line = layout.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        #expect(Array(line.unicodeScalars).dropFirst(location.column - 1).starts(with: "\"txet\"".unicodeScalars))
    }
}
