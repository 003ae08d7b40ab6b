import Foundation
import FuzzHarnesses
import JSONLayout
import Testing
import XIBDecoder

/// Hostile JSON layouts: each yields its specific error, at its position, quickly.
@Suite("Hostile JSON layouts")
struct JSONLayoutHostileTests {
    static func readError(_ text: String, limits: DocumentLimits = .default) throws -> UIDescriptionError {
        try #require(throws: UIDescriptionError.self) {
            try JSONLayoutReader(limits: limits).document(from: Array(text.utf8), path: "hostile.json")
        }
    }

    @Test("10,000 levels of nesting stop at the depth limit, with the position where it was passed")
    func tenThousandLevels() throws {
        let text = "{\"format\": \"uidesc-layout/1\", \"objects\": " + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "}"
        let error = try Self.readError(text)
        #expect(error.kind == .limitExceeded(.depth, limit: DocumentLimits.default.maximumDepth))
        #expect(error.description.contains("nests deeper than the limit"))
        #expect(error.location?.line == 1)
        #expect((error.location?.column ?? 0) > 40 && (error.location?.column ?? 0) < 2_000)
    }

    @Test("100,000 levels of objects are refused the same way, without exhausting the stack")
    func hundredThousandLevelsOfObjects() throws {
        let text = String(repeating: "{\"a\": ", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let error = try Self.readError(text)
        #expect(error.kind == .limitExceeded(.depth, limit: DocumentLimits.default.maximumDepth))
    }

    @Test("huge numbers are kept as written, and refused with their position when decoded as numbers")
    func hugeNumbers() throws {
        let text = """
        {"format": "uidesc-layout/1", "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"},
         "objects": [{"View": "root", "alpha": 1e999999, "tag": 123456789012345678901234567890}]}
        """
        let document = try JSONLayoutReader().document(from: Array(text.utf8), path: "hostile.json")
        let root = try #require(document.allElements.first { document.name(of: $0) == "view" })
        #expect(document.attribute("alpha", of: root) == "1e999999")
        let error = try #require(throws: UIDescriptionError.self) {
            try JSONLayoutDecoder().decode(Document.self, from: document)
        }
        guard case .invalidValue(let value) = error.kind else {
            Issue.record("expected invalidValue, got \(error.kind)")
            return
        }
        #expect(value == "1e999999")
        #expect(error.location?.file == "hostile.json")
        #expect(error.location?.line == 2)
    }

    @Test("a 100,000-digit number stays within the value limit or is refused by it")
    func hundredThousandDigits() throws {
        let text = "{\"format\": \"uidesc-layout/1\", \"objects\": [{\"View\": \"root\", \"alpha\": " + String(repeating: "9", count: 100_000) + "}]}"
        let limits = DocumentLimits(maximumValueBytes: 1_000)
        let error = try Self.readError(text, limits: limits)
        #expect(error.kind == .limitExceeded(.valueBytes, limit: 1_000))
    }

    @Test("invalid UTF-8 and truncation are malformed input with a position")
    func brokenText() throws {
        var bytes = Array("{\"format\": \"uidesc-layout/1\", \"objects\": [{\"View\": \"r".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("o\"}]}".utf8)
        let invalid = try #require(throws: UIDescriptionError.self) {
            try JSONLayoutReader().document(from: bytes, path: "hostile.json")
        }
        if case .malformed = invalid.kind {} else { Issue.record("expected malformed, got \(invalid.kind)") }
        #expect(invalid.location?.line == 1)

        let truncated = try Self.readError("{\"format\": \"uidesc-layout/1\", \"objects\": [{\"View\": \"ro")
        if case .malformed = truncated.kind {} else { Issue.record("expected malformed, got \(truncated.kind)") }
    }

    @Test("truncation at every byte of a real layout never crashes and always says where")
    func truncationAtEveryByte() throws {
        let xib = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/Login/LoginViewController.xib")
        let layout = Array(JSONLayoutWriter().layout(for: try XIBDecoder().document(contentsOf: xib)).utf8)
        for length in 0..<layout.count {
            do {
                _ = try JSONLayoutReader().document(from: Array(layout[0..<length]), path: "cut.json")
            } catch let error as UIDescriptionError {
                #expect(error.location != nil, "cut at \(length): \(error)")
            }
        }
    }

    @Test("kept inputs of the JSON layout fuzz target")
    func jsonLayoutRegressions() throws {
        let inputs = try FuzzRegressionTests.inputs(of: "json-layout")
        #expect(!inputs.isEmpty)
        for url in inputs { JSONLayoutHarness.run(Array(try Data(contentsOf: url))) }
    }
}
