/// Detects the encoding of an XML input and converts it to UTF-8, which is what positions and
/// the parser work in. Interface Builder writes UTF-8; UTF-16 and ISO-8859-1 files are converted.
enum TextEncoding: Equatable {
    case utf8
    case utf16(bigEndian: Bool)
    case latin1
    case gzip
    case unsupported(String)

    static func detect(_ bytes: [UInt8]) -> TextEncoding {
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

    static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        if units.first == 0xFEFF { units.removeFirst() }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    static func transcodeLatin1(_ bytes: [UInt8]) -> [UInt8] {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return Array(String(scalars).utf8)
    }
}
