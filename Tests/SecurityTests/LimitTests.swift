import Foundation
import Testing
@testable import UIDescription
import XIBDecoder

/// Nesting, size and count limits: each is configurable, each is enforced before the work it
/// guards, and exceeding one is an error naming the limit at the position where it happened.
/// Serialized: some inputs are large, and they should not overlap in memory.
extension ResourceHeavyTests {
@Suite("Limits")
struct LimitTests {
    /// A xib nested `levels` deep, one `<view>` per line (line 3 holds the first).
    static func nested(_ levels: Int) -> [UInt8] {
        var body = ""
        body.reserveCapacity(levels * 14)
        for _ in 0..<levels { body += "<view>\n" }
        for _ in 0..<levels { body += "</view>" }
        return HostileInput.xib(body)
    }

    @Test("1,000 and 100,000 levels of nesting stop at the 257th level", arguments: [1_000, 100_000])
    func deepNesting(levels: Int) throws {
        let error = try #require(HostileInput.readError(Self.nested(levels)))
        #expect(error.kind == .limitExceeded(.depth, limit: 256))
        #expect(error.message.contains("maximumDepth"))
        // <document> is level 1 on line 2; the view on line 258 is level 257.
        #expect(error.location?.line == 258)
        #expect(error.location?.column == 1)
    }

    @Test("maximumDepth is configurable; libxml2's own cap of 256 is reported as that limit")
    func configurableDepth() throws {
        let shallow = try #require(HostileInput.readError(Self.nested(40), limits: DocumentLimits(maximumDepth: 10)))
        #expect(shallow.kind == .limitExceeded(.depth, limit: 10))
        #expect(shallow.location?.line == 12)
        #expect(shallow.description.contains("maximumDepth limit of 10"))
        let raised = try #require(HostileInput.readError(Self.nested(1_000), limits: DocumentLimits(maximumDepth: 5_000)))
        #expect(raised.kind == .limitExceeded(.depth, limit: 256))
        #expect(raised.location?.line == 259)
        #expect(try XIBReader(limits: DocumentLimits(maximumDepth: 11)).read(Self.nested(10)).elementCount == 11)
    }

    @Test("A 100 MB text node is refused at maximumValueBytes, without building a 100 MB value")
    func hugeTextNode() throws {
        var input = HostileInput.xib("<objects><string key=\"text\">")
        input.removeLast("\n</document>\n".utf8.count)
        input += [UInt8](repeating: UInt8(ascii: "a"), count: 100_000_000)
        input += Array("</string></objects>\n</document>\n".utf8)

        // Default limits: the input itself is over maximumInputBytes (64 MiB).
        let tooLarge = try #require(HostileInput.readError(input))
        #expect(tooLarge.kind == .limitExceeded(.inputBytes, limit: 64 << 20))
        #expect(tooLarge.message.contains("maximumInputBytes"))

        // With room for the input, the text node stops at maximumValueBytes, at its element.
        let limits = DocumentLimits(maximumInputBytes: 128 << 20)
        let error = try #require(HostileInput.readError(input, limits: limits))
        #expect(error.kind == .limitExceeded(.valueBytes, limit: 8 << 20))
        #expect(error.message.contains("maximumValueBytes"))
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 10)
    }

    @Test("A 200 MB file is refused from its size, without being read")
    func hugeFile() throws {
        let file = try WatchedFile()
        let path = file.path
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        file.drain() // the events of creating it
        #expect {
            try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.kind == .limitExceeded(.inputBytes, limit: 64 << 20) && error.message.contains("maximumInputBytes")
                && error.location?.file == path
        }
        // inotify reports an open, but no read.
        #if os(Linux)
        #expect(!file.wasRead)
        #endif
    }

    @Test("A 200 MB input in memory is refused before it is copied or scanned")
    func hugeData() throws {
        let data = Data(count: 200_000_000)
        #expect {
            try XIBDecoder().document(from: data, path: "memory.xib")
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .limitExceeded(.inputBytes, limit: 64 << 20)
        }
    }

    @Test("maximumElementCount stops at the first element beyond it")
    func elementCount() throws {
        let body = String(repeating: "<view/>\n", count: 50)
        let error = try #require(HostileInput.readError(HostileInput.xib(body), limits: DocumentLimits(maximumElementCount: 20)))
        #expect(error.kind == .limitExceeded(.elementCount, limit: 20))
        #expect(error.message.contains("maximumElementCount"))
        // Element 21 is the 20th view (the document is element 1), on line 22.
        #expect(error.location?.line == 22)
    }

    @Test("maximumValueBytes applies to attribute values")
    func attributeLength() throws {
        let value = String(repeating: "x", count: 5_000)
        let input = HostileInput.xib("<objects>\n  <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"\(value)\"/>\n</objects>")
        let error = try #require(HostileInput.readError(input, limits: DocumentLimits(maximumValueBytes: 4_096)))
        #expect(error.kind == .limitExceeded(.valueBytes, limit: 4_096))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 3)
        #expect(try XIBReader(limits: DocumentLimits(maximumValueBytes: 5_000)).read(input).elementCount == 3)
    }

    @Test("An attribute value over libxml2's own 10,000,000-byte cap is reported as maximumValueBytes")
    func attributeBeyondParserCap() throws {
        var input = Array((HostileInput.declaration + "\n" + HostileInput.documentStart + "\n<objects>\n<placeholder userLabel=\"").utf8)
        input += [UInt8](repeating: UInt8(ascii: "x"), count: 12_000_000)
        input += Array("\"/></objects></document>".utf8)
        let error = try #require(HostileInput.readError(input, limits: DocumentLimits(maximumValueBytes: 16 << 20)))
        #expect(error.kind == .limitExceeded(.valueBytes, limit: 10_000_000))
        #expect(error.location?.line == 4)
    }

    @Test("Too many attributes on one element are refused before the parser compares them pairwise")
    func attributeCount() throws {
        let attributes = (0..<100_000).map { "a\($0)=\"\"" }.joined(separator: " ")
        let input = HostileInput.xib("<objects>\n<view \(attributes)/>\n</objects>")
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .limitExceeded(.attributesPerElement, limit: 1_024))
        #expect(error.message.contains("maximumAttributesPerElement"))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 1)

        let namespaces = (0..<2_000).map { "xmlns:p\($0)=\"urn:\($0)\"" }.joined(separator: " ")
        let declared = try #require(HostileInput.readError(HostileInput.xib("<view \(namespaces)/>")))
        #expect(declared.kind == .limitExceeded(.attributesPerElement, limit: 1_024))

        // Equals signs in comments, CDATA, text and quoted values are not attributes.
        let equals = String(repeating: "=", count: 5_000)
        let harmless = HostileInput.xib("<!-- \(equals) --><string key=\"a\" value=\"\(equals)\">\(equals)<![CDATA[\(equals)]]></string>")
        #expect(try XIBReader().read(harmless).elementCount == 2)
        let configured = try #require(HostileInput.readError(HostileInput.xib(#"<view a="1" b="2" c="3"/>"#),
                                                             limits: DocumentLimits(maximumAttributesPerElement: 2)))
        #expect(configured.kind == .limitExceeded(.attributesPerElement, limit: 2))
        // Tags too short to exceed the limit are skipped unread; one at the limit, or one over it
        // written as tightly as XML allows, is still counted exactly.
        // (`<document>` itself has six attributes.)
        let tight = HostileInput.xib(#"<view a="" b="" c="" d="" e="" f=""/><view a="" b="" c="" d="" e="" f="" g=""/>"#)
        let overByOne = try #require(HostileInput.readError(tight, limits: DocumentLimits(maximumAttributesPerElement: 6)))
        #expect(overByOne.kind == .limitExceeded(.attributesPerElement, limit: 6))
        #expect(overByOne.location?.line == 3 && overByOne.location?.column == 38)
        #expect(try XIBReader(limits: DocumentLimits(maximumAttributesPerElement: 7)).read(tight).elementCount == 3)
    }

    @Test("Mixed content in many pieces is stored in linear space (it was copied once per piece)")
    func mixedContentPieces() throws {
        let pieces = 50_000
        let body = "<string key=\"text\">" + String(repeating: "a<b>c</b>", count: pieces) + "</string>"
        let input = HostileInput.xib(body)
        let document = try XIBReader().read(input)
        let string = try #require(Array(document.children(of: document.root)).first)
        #expect(document.text(of: string) == String(repeating: "a", count: pieces))
        #expect(document.children(of: string).allSatisfy { document.text(of: $0) == "c" })
        // Every text byte is stored at most twice (the first piece before it was moved aside).
        #expect(document.bytes.count <= 2 * input.count)
    }
}
}
