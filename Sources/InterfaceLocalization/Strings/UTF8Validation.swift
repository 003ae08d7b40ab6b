#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks UTF-8 as Unicode defines it (no overlong forms, no surrogates, nothing above U+10FFFF), eight ASCII bytes
/// at a time: the strings files of an app are read on every `validate`, most of them ASCII or nearly.
enum UTF8Validation {
    /// Whether the UTF-8 of `text` is `bytes`, byte for byte.
    static func same(_ text: String, _ bytes: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { input in
                utf8.count == input.count
                    && (utf8.count == 0 || memcmp(utf8.baseAddress!, input.baseAddress!, utf8.count) == 0)
            }
        }
    }

    /// The offset of the first byte that does not start or continue a valid sequence, or `nil` when all are valid.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            while index < count {
                // Eight ASCII bytes at once.
                if index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 { index += 8; continue }
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; upper = 0x9F
                case 0xF0: length = 4; lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upper = 0x8F
                default: return index
                }
                guard index + 1 < count, (lower...upper).contains(buffer[index + 1]) else { return index }
                for next in 2..<length {
                    guard index + next < count, buffer[index + next] & 0xC0 == 0x80 else { return index }
                }
                index += length
            }
            return nil
        }
    }
}

/// Turns UTF-16 bytes into UTF-8 in one pass, stopping at an unpaired surrogate.
struct UTF16ToUTF8 {
    let bytes: [UInt8]
    let littleEndian: Bool
    /// Where the next code unit starts; after a failed ``transcode()``, the offset of the unpaired surrogate.
    private(set) var offset: Int

    init(bytes: [UInt8], start: Int, littleEndian: Bool) {
        self.bytes = bytes
        self.littleEndian = littleEndian
        offset = start
    }

    /// The UTF-8 of the text, or `nil` at an unpaired surrogate (``offset`` then points at it).
    mutating func transcode() -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - offset) / 2 + 16)
        while offset + 1 < bytes.count {
            let unit = self.unit(at: offset)
            if unit < 0x80 {
                output.append(UInt8(unit))
                offset += 2
            } else if unit < 0x800 {
                output.append(0xC0 | UInt8(unit >> 6))
                output.append(0x80 | UInt8(unit & 0x3F))
                offset += 2
            } else if unit & 0xF800 != 0xD800 {
                output.append(0xE0 | UInt8(unit >> 12))
                output.append(0x80 | UInt8((unit >> 6) & 0x3F))
                output.append(0x80 | UInt8(unit & 0x3F))
                offset += 2
            } else {
                guard unit < 0xDC00, offset + 3 < bytes.count else { return nil }
                let low = self.unit(at: offset + 2)
                guard low & 0xFC00 == 0xDC00 else { return nil }
                let scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                output.append(0xF0 | UInt8(scalar >> 18))
                output.append(0x80 | UInt8((scalar >> 12) & 0x3F))
                output.append(0x80 | UInt8((scalar >> 6) & 0x3F))
                output.append(0x80 | UInt8(scalar & 0x3F))
                offset += 4
            }
        }
        return output
    }

    private func unit(at index: Int) -> UInt16 {
        let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
        return littleEndian ? first | second << 8 : first << 8 | second
    }
}
