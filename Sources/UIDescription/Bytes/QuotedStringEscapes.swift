/// The backslash escapes of the quoted strings of old-style property lists (strings files, `project.pbxproj`), as
/// `CFPropertyList` reads them.
///
/// `\n \t \r \" \\ \' \a \b \f \v`; `\U` followed by up to 4 hex digits, a UTF-16 code unit (a high and a low
/// surrogate written one after the other make one character; an unpaired surrogate becomes U+FFFD, which a Swift
/// string must hold instead); `\` followed by up to 3 octal digits, a byte (values from 0x80 are read as Latin-1,
/// where `CFPropertyList` reads them in the NeXTSTEP encoding); any other escaped character stands for itself (`\ `
/// is a space, `\u` is `u`).
package enum QuotedStringEscapes {
    private static let backslash: UInt8 = 0x5C

    /// The string the content of a quoted string stands for (`bytes`: UTF-8 between the quotes).
    package static func unescape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> String where Bytes.Index == Int {
        guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            index += 1
            guard byte == backslash, index < end else {
                output.append(byte)
                continue
            }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = (value << 3 + UInt32(bytes[index] - UInt8(ascii: "0"))) & 0xFF
                    index += 1
                    digits += 1
                }
                append(Unicode.Scalar(UInt8(value)), to: &output)
            case UInt8(ascii: "U"):
                let unit = hexUnit(bytes, &index)
                if UTF16.isLeadSurrogate(unit), index + 1 < end, bytes[index] == backslash,
                   bytes[index + 1] == UInt8(ascii: "U") {
                    var lookahead = index + 2
                    let low = hexUnit(bytes, &lookahead)
                    if UTF16.isTrailSurrogate(low) {
                        index = lookahead
                        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                        append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &output)
                        continue
                    }
                }
                append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}", to: &output)
            default:
                output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads up to 4 hex digits at `index` (none gives 0, as in `CFPropertyList`).
    private static func hexUnit<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ index: inout Int) -> UInt16
    where Bytes.Index == Int {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, index < bytes.endIndex, let digit = HexDigit.value(bytes[index]) {
            value = value << 4 | UInt16(digit)
            index += 1
            digits += 1
        }
        return value
    }

    private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        output.append(contentsOf: String(scalar).utf8)
    }
}
