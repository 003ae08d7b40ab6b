import Testing
import UIDescription
@testable import InterfaceLocalization

/// Encodings and line endings of strings files.
@Suite struct StringsEncodingTests {
    static let text = "/* é */\n\"key\" = \"välue 😀\";\n"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test(arguments: [
        (StringsFileEncoding.utf8(byteOrderMark: false), Array(text.utf8)),
        (.utf8(byteOrderMark: true), [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
        (.utf16LittleEndian(byteOrderMark: true), [0xFF, 0xFE] + utf16(text, bigEndian: false)),
        (.utf16LittleEndian(byteOrderMark: false), utf16(text, bigEndian: false)),
        (.utf16BigEndian(byteOrderMark: true), [0xFE, 0xFF] + utf16(text, bigEndian: true)),
        (.utf16BigEndian(byteOrderMark: false), utf16(text, bigEndian: true)),
    ])
    func detectsDecodesAndWritesBack(_ encoding: StringsFileEncoding, _ bytes: [UInt8]) throws {
        let file = try StringsFileReader().read(bytes, path: "t.strings")
        #expect(file.encoding == encoding)
        #expect(file.text == Self.text)
        #expect(file.entries.map(\.value) == ["välue 😀"])
        #expect(file.encodedBytes == bytes)
        #expect(file.entries[0].location.line == 2 && file.entries[0].location.column == 1)
    }

    @Test func byteOffsetsAreOffsetsIntoTheInput() throws {
        let utf16 = try StringsFileReader().read([0xFF, 0xFE] + Self.utf16("\"é\" = x; b = y;", bigEndian: false))
        #expect(utf16.entries.map { $0.location.offset } == [2, 2 + 2 * 9])
        let utf8 = try StringsFileReader().read([0xEF, 0xBB, 0xBF] + Array("\"é\" = x; b = y;".utf8))
        #expect(utf8.entries.map { $0.location.offset } == [3, 3 + 10])
    }

    @Test func lineEndings() throws {
        let crlf = try StringsFileReader().read(Array("/* c */\r\n\"a\" = \"b\";\r\n\"c\" = \"d\";\r\n".utf8))
        #expect(crlf.lineEnding == .carriageReturnLineFeed)
        #expect(crlf.entries.map(\.location.line) == [2, 3])
        #expect(crlf.entries[0].lines == 1...2)
        let cr = try StringsFileReader().read(Array("\"a\" = \"b\";\r\"c\" = \"d\";".utf8))
        #expect(cr.lineEnding == .carriageReturn)
        #expect(cr.entries.map(\.location.line) == [1, 2])
        #expect(try StringsFileReader().read(Array("a;".utf8)).lineEnding == .lineFeed)
    }

    @Test func invalidBytesAreAnEncodingError() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try StringsFileReader().read(Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8))
        }
        #expect(error.kind == .unsupportedEncoding("UTF-8"))
        #expect(error.location?.offset == 7)
        #expect(throws: UIDescriptionError.self) { try StringsFileReader().read([0xFF, 0xFE, 0x41]) }
        #expect(throws: UIDescriptionError.self) { try StringsFileReader().read([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]) }
    }

    /// The reader's UTF-8 check (eight ASCII bytes at a time) agrees with the standard library's decoder on every
    /// kind of invalid sequence, at every alignment to the eight-byte words.
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        let sequences: [[UInt8]] = [
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // surrogates
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],  // above U+10FFFF, never a lead byte
            [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],  // a lone continuation, truncated sequences
            [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0x9F, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],  // valid
        ]
        for sequence in sequences {
            for padding in 0..<9 {
                for tail in [[], Array("abcdefghij".utf8)] {
                    let bytes = Array(repeating: UInt8(ascii: "x"), count: padding) + sequence + tail
                    let valid = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
                    let invalidAt = UTF8Validation.firstInvalidOffset(in: bytes)
                    #expect((invalidAt == nil) == valid, "\(bytes)")
                    if let invalidAt { #expect(invalidAt == padding, "\(bytes)") }
                }
            }
        }
    }

    /// UTF-16 is turned into UTF-8 as the standard library does, surrogate pairs included, and an unpaired
    /// surrogate is reported at its offset.
    @Test func utf16IsTranscodedAsTheStandardLibraryDoes() throws {
        let text = "Grüße, 世界 😀 — \u{10FFFF}!"
        let file = try StringsFileReader().read([0xFF, 0xFE] + StringsFileEncoding.utf16LittleEndian(byteOrderMark: false)
            .encode("\"k\" = \"\(text)\";"))
        #expect(file.entries.first?.value == text)
        let big = try StringsFileReader().read(StringsFileEncoding.utf16BigEndian(byteOrderMark: true).encode("\"k\" = \"\(text)\";"))
        #expect(big.entries.first?.value == text)
        let lonely: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x3D, 0xD8, 0x41, 0x00]  // A, a high surrogate, A
        let error = try #require(throws: UIDescriptionError.self) { try StringsFileReader().read(lonely) }
        #expect(error.location?.offset == 4)
    }
}
