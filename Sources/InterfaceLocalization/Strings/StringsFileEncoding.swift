import UIDescription

/// The encoding of a strings file, detected as Apple's `CFPropertyList` does and kept so that a writer can write
/// the file back the same way.
public enum StringsFileEncoding: Hashable, Sendable {
    /// UTF-8, with or without the byte order mark `EF BB BF`.
    case utf8(byteOrderMark: Bool)
    /// UTF-16 little-endian (what ibtool writes, with the byte order mark `FF FE`).
    case utf16LittleEndian(byteOrderMark: Bool)
    /// UTF-16 big-endian, with or without the byte order mark `FE FF`.
    case utf16BigEndian(byteOrderMark: Bool)

    /// Whether the file starts with a byte order mark.
    public var byteOrderMark: Bool {
        switch self {
        case .utf8(let mark), .utf16LittleEndian(let mark), .utf16BigEndian(let mark): return mark
        }
    }

    /// The bytes of `text` in this encoding, byte order mark first when there is one.
    public func encode(_ text: String) -> [UInt8] {
        switch self {
        case .utf8(let mark):
            return (mark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
        case .utf16LittleEndian(let mark):
            var bytes: [UInt8] = mark ? [0xFF, 0xFE] : []
            bytes.reserveCapacity(bytes.count + 2 * text.utf16.count)
            for unit in text.utf16 { bytes.append(UInt8(unit & 0xFF)); bytes.append(UInt8(unit >> 8)) }
            return bytes
        case .utf16BigEndian(let mark):
            var bytes: [UInt8] = mark ? [0xFE, 0xFF] : []
            bytes.reserveCapacity(bytes.count + 2 * text.utf16.count)
            for unit in text.utf16 { bytes.append(UInt8(unit >> 8)); bytes.append(UInt8(unit & 0xFF)) }
            return bytes
        }
    }

    /// The number of bytes the byte order mark takes.
    package var byteOrderMarkLength: Int {
        switch self {
        case .utf8(let mark): return mark ? 3 : 0
        case .utf16LittleEndian(let mark), .utf16BigEndian(let mark): return mark ? 2 : 0
        }
    }

    /// Detects the encoding of `bytes`: a byte order mark (UTF-16 LE `FF FE`, UTF-16 BE `FE FF`, UTF-8 `EF BB BF`);
    /// else UTF-16 without a mark when one of the first two bytes is zero and the other is not (`xx 00` little-endian,
    /// `00 xx` big-endian, the test `CFPropertyList` makes); else UTF-8.
    package static func detect(_ bytes: [UInt8]) -> StringsFileEncoding {
        if bytes.count >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE { return .utf16LittleEndian(byteOrderMark: true) }
            if bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16BigEndian(byteOrderMark: true) }
        }
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { return .utf8(byteOrderMark: true) }
        if bytes.count >= 2 {
            if bytes[0] != 0 && bytes[1] == 0 { return .utf16LittleEndian(byteOrderMark: false) }
            if bytes[0] == 0 && bytes[1] != 0 { return .utf16BigEndian(byteOrderMark: false) }
        }
        return .utf8(byteOrderMark: false)
    }

    /// The UTF-8 of the text `bytes` hold in this encoding, without the byte order mark, checked to be valid.
    /// - Throws: `UIDescriptionError` `.unsupportedEncoding` at the first byte that is not valid in the encoding.
    package func decode(_ bytes: [UInt8], path: String?) throws -> [UInt8] {
        let start = min(byteOrderMarkLength, bytes.count)
        switch self {
        case .utf8:
            let utf8 = Array(bytes[start...])
            if let bad = UTF8Validation.firstInvalidOffset(in: utf8) {
                let offset = start + bad
                throw Self.invalid("the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) cannot be read)",
                                   bytes: bytes, offset: offset, path: path, name: "UTF-8")
            }
            return utf8
        case .utf16LittleEndian, .utf16BigEndian:
            let littleEndian: Bool
            if case .utf16LittleEndian = self { littleEndian = true } else { littleEndian = false }
            guard (bytes.count - start) % 2 == 0 else {
                throw Self.invalid("the file looks like UTF-16 but has an odd number of bytes",
                                   bytes: bytes, offset: bytes.count - 1, path: path, name: "UTF-16")
            }
            var transcoder = UTF16ToUTF8(bytes: bytes, start: start, littleEndian: littleEndian)
            guard let utf8 = transcoder.transcode() else {
                throw Self.invalid("the file is not valid UTF-16 (an unpaired surrogate)",
                                   bytes: bytes, offset: transcoder.offset, path: path, name: "UTF-16")
            }
            return utf8
        }
    }

    /// An `.unsupportedEncoding` error at byte `offset`, with the line and column of the valid text before it.
    private static func invalid(_ message: String, bytes: [UInt8], offset: Int, path: String?, name: String) -> UIDescriptionError {
        var line = 1, column = 1
        for byte in bytes[..<max(0, min(offset, bytes.count))] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 && byte != 0 { column += 1 }
        }
        return UIDescriptionError(.unsupportedEncoding(name), message,
                                  at: SourceLocation(file: path, line: line, column: column, offset: offset))
    }
}
