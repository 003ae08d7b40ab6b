import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Bytes that are not the UTF-8 XML Interface Builder writes: each is refused with its own
/// error and exact position, or, for UTF-16, read to the same document as its UTF-8 original.
@Suite("Encodings")
struct EncodingTests {
    static let slot = "@@SLOT@@"
    static let template = HostileInput.xib("<objects>\n  <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>\n  <label id=\"l1\" text=\"héllo wörld \(slot)\"/>\n</objects>")

    /// A small xib with `bytes` placed in a label's text, after non-ASCII characters.
    static func labelText(_ bytes: [UInt8]) -> [UInt8] {
        guard let range = template.firstRange(of: Array(slot.utf8)) else { return template }
        var result = template
        result.replaceSubrange(range, with: bytes)
        return result
    }

    /// Where `labelText` puts its bytes: line 5, column 36.
    static let slotPosition = HostileInput.position(of: slot, in: template)

    @Test("Invalid UTF-8 is refused at the offending byte", arguments: [
        [0xFF] as [UInt8],            // never valid
        [0xC0, 0xAF],                 // overlong "/"
        [0xE0, 0x80, 0xAF],           // overlong
        [0xED, 0xA0, 0x80],           // a UTF-16 surrogate encoded in UTF-8
        [0xF4, 0x90, 0x80, 0x80],     // above U+10FFFF
        [0xE2, 0x82],                 // truncated sequence followed by ASCII
        [0x80],                       // lone continuation byte
    ])
    func invalidUTF8(sequence: [UInt8]) throws {
        let input = Self.labelText(sequence)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .malformed("invalid UTF-8"))
        #expect(Self.slotPosition?.line == 5 && Self.slotPosition?.column == 36)
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 36)
        #expect(error.message.contains("0x\(String(sequence[0], radix: 16, uppercase: true))"))
    }

    @Test("Invalid UTF-8 cut off at the very end of the input is refused")
    func truncatedSequenceAtEnd() throws {
        var input = HostileInput.xib("<objects/>")
        input.append(0xE2)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .malformed("invalid UTF-8"))
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 1)
    }

    @Test("A NUL byte is refused at its position", arguments: [[0x00] as [UInt8], [0x41, 0x00, 0x42]])
    func nulByte(sequence: [UInt8]) throws {
        let input = Self.labelText(sequence)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .malformed("NUL byte"))
        let nul = try #require(sequence.firstIndex(of: 0))
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 36 + nul)
    }

    /// The screening reads 32 and 8 bytes at a time: a bad byte is found at its exact column
    /// wherever it falls in those blocks (a regression test for the block-wise scan).
    @Test("A NUL or invalid byte is found at every offset within the scan's blocks", arguments: [0x00, 0xFF] as [UInt8])
    func badByteAtEveryBlockOffset(bad: UInt8) throws {
        for padding in 0..<70 {
            let input = Self.labelText(Array(repeating: UInt8(ascii: "a"), count: padding) + [bad])
            let error = try #require(HostileInput.readError(input), "padding \(padding)")
            #expect(error.kind == .malformed(bad == 0 ? "NUL byte" : "invalid UTF-8"), "padding \(padding)")
            #expect(error.location?.line == 5 && error.location?.column == 36 + padding, "padding \(padding)")
        }
    }

    @Test("A NUL byte between elements is refused")
    func nulBetweenElements() throws {
        let error = try #require(HostileInput.readError(HostileInput.xib("\u{0}<objects/>")))
        #expect(error.kind == .malformed("NUL byte"))
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 1)
    }

    /// A real file, re-encoded as UTF-16 with its declaration saying so.
    static func utf16(_ bytes: [UInt8], bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        var output: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            output += bigEndian ? [high, low] : [low, high]
        }
        return output
    }

    @Test("A UTF-16 file reads to the same document as its UTF-8 original",
          arguments: [(false, true), (true, true), (false, false), (true, false)])
    func utf16File(bigEndian: Bool, byteOrderMark: Bool) throws {
        let original = try Corpus.smallFile(atLeast: 4_000)
        let utf8 = try XIBReader().read(original.bytes)
        let converted = Self.utf16(original.bytes, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
        let utf16 = try XIBReader().read(converted)
        #expect(sameContent(utf8, utf16))
    }

    @Test("Invalid UTF-16 is refused at the offending code unit")
    func invalidUTF16() throws {
        let text = HostileInput.xib("<objects>\n<label text=\"\(Self.slot)\"/>\n</objects>")
        var units = Self.utf16(text, bigEndian: false, byteOrderMark: true)
        let slot = Self.utf16(Array(Self.slot.utf8), bigEndian: false, byteOrderMark: false)
        let range = try #require(units.firstRange(of: slot))
        units.replaceSubrange(range, with: [0x00, 0xDC]) // a lone low surrogate
        let error = try #require(HostileInput.readError(units))
        #expect(error.kind == .malformed("invalid UTF-16"))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 14)

        var odd = Self.utf16(HostileInput.xib("<objects/>"), bigEndian: true, byteOrderMark: true)
        odd.append(0x3C)
        let oddError = try #require(HostileInput.readError(odd))
        #expect(oddError.kind == .malformed("invalid UTF-16"))
    }

    @Test("UTF-32 and EBCDIC are refused by name", arguments: [
        ([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00] as [UInt8], "UTF-32LE"),
        ([0x00, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00, 0x3F], "UTF-32BE"),
        ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], "EBCDIC"),
    ])
    func unsupportedEncodings(bytes: [UInt8], name: String) throws {
        let error = try #require(HostileInput.readError(bytes))
        #expect(error.kind == .unsupportedEncoding(name))
        #expect(error.location?.line == 1)
    }

    @Test("A declared encoding other than UTF-8, UTF-16 or Latin-1 is refused by name")
    func declaredEncoding() throws {
        let input = Array(#"<?xml version="1.0" encoding="Shift_JIS"?><document/>"#.utf8)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .unsupportedEncoding("shift_jis"))
    }

    @Test("A gzip-compressed file is refused, from memory and from disk, and never decompressed")
    func gzipFile() throws {
        let original = try Corpus.smallFile(atLeast: 1_000)
        let compressed = Gzip.stored(original.bytes)
        let error = try #require(HostileInput.readError(compressed))
        #expect(error.kind == .unsupportedEncoding("gzip"))
        #expect(error.location?.line == 1 && error.location?.column == 1)
        #expect(error.message.contains("gzip-compressed"))

        let path = NSTemporaryDirectory() + "/uidesc-\(UUID().uuidString).xib"
        try Data(compressed).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect {
            try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .unsupportedEncoding("gzip")
        }
    }

    @Test("A Latin-1 file is read with its characters intact")
    func latin1File() throws {
        var input = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + [0x0A]
        input += Array((HostileInput.documentStart + "\n<objects><label id=\"l\" text=\"caf").utf8) + [0xE9]
        input += Array("\"/></objects></document>".utf8)
        let document = try XIBReader().read(input)
        let label = try #require(document.element(withID: "l"))
        #expect(document.attribute("text", of: label) == "café")
    }
}

/// A gzip stream with one stored (uncompressed) deflate block, per RFC 1951 and 1952.
enum Gzip {
    static func stored(_ payload: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]
        var offset = 0
        repeat {
            let length = min(65_535, payload.count - offset)
            let final: UInt8 = offset + length == payload.count ? 1 : 0
            output += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            output += payload[offset..<(offset + length)]
            offset += length
        } while offset < payload.count
        output += littleEndian(crc32(payload)) + littleEndian(UInt32(truncatingIfNeeded: payload.count))
        return output
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
