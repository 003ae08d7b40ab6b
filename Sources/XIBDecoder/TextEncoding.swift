/// Detects the encoding of an XML input and converts it to UTF-8, which is what positions and
/// the parser work in. Interface Builder writes UTF-8; UTF-16 and ISO-8859-1 files are converted.
/// UTF-32 and EBCDIC are recognised only to be refused by name.
enum TextEncoding: Equatable {
    case utf8
    case utf16(bigEndian: Bool)
    case latin1
    case gzip
    case unsupported(String)

    static func detect(_ bytes: [UInt8]) -> TextEncoding {
        if bytes.count >= 4 {
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return .unsupported("UTF-32LE")
            case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return .unsupported("UTF-32BE")
            case (0x4C, 0x6F, 0xA7, 0x94): return .unsupported("EBCDIC")
            default: break
            }
        }
        if bytes.count >= 2 {
            switch (bytes[0], bytes[1]) {
            case (0x1F, 0x8B): return .gzip
            case (0xFF, 0xFE): return .utf16(bigEndian: false)
            case (0xFE, 0xFF): return .utf16(bigEndian: true)
            case (0x3C, 0x00): return .utf16(bigEndian: false)
            case (0x00, 0x3C): return .utf16(bigEndian: true)
            default: break
            }
        }
        guard let declared = declaredEncoding(bytes)?.lowercased() else { return .utf8 }
        switch declared {
        case "utf-8", "utf8", "us-ascii", "ascii": return .utf8
        case "iso-8859-1", "latin1", "iso_8859-1": return .latin1
        case "utf-16", "utf16": return .utf8 // declared UTF-16 but no UTF-16 bytes: it is 8-bit text
        default: return .unsupported(declared)
        }
    }

    /// The `encoding` of the XML declaration, if the input starts with one.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard bytes.count > start + 5, bytes[start..<(start + 5)].elementsEqual(Array("<?xml".utf8)) else { return nil }
        guard let end = bytes[start...].prefix(300).firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = Array(bytes[start..<end])
        let needle = Array("encoding".utf8)
        guard let found = LibXML2Parser.firstOffset(of: needle, in: declaration) else { return nil }
        let after = String(decoding: declaration[(found + needle.count)...], as: UTF8.self)
        let rest = after.drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// A UTF-16 input as UTF-8, or the byte offset of the first code unit that is not valid
    /// UTF-16 (an unpaired surrogate, or an odd final byte).
    static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool) -> Result<[UInt8], InvalidUTF16> {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var line = 1
        var column = 1
        func invalid(at offset: Int) -> Result<[UInt8], InvalidUTF16> {
            .failure(InvalidUTF16(offset: offset, line: line, column: column))
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count + units.count / 2)
        var position = units.first == 0xFEFF ? 1 : 0
        while position < units.count {
            let unit = units[position]
            let scalar: Unicode.Scalar?
            switch unit {
            case 0xD800...0xDBFF:
                guard position + 1 < units.count, (0xDC00...0xDFFF).contains(units[position + 1]) else {
                    return invalid(at: position * 2)
                }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[position + 1]) - 0xDC00)
                scalar = Unicode.Scalar(value)
                position += 2
            case 0xDC00...0xDFFF:
                return invalid(at: position * 2)
            default:
                scalar = Unicode.Scalar(unit)
                position += 1
            }
            guard let scalar else { return invalid(at: position * 2) }
            UTF8.encode(scalar) { output.append($0) }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        if index < bytes.count { return invalid(at: index) }
        return .success(output)
    }

    /// Where a UTF-16 input stops being valid, as a byte offset into it.
    struct InvalidUTF16: Error, Equatable {
        var offset: Int
        var line: Int
        var column: Int
    }

    static func transcodeLatin1(_ bytes: [UInt8]) -> [UInt8] {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return Array(String(scalars).utf8)
    }
}
