/// Checks UTF-8 as Unicode defines it (the well-formed byte sequences of Unicode table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF), 32 and then 8 ASCII bytes at a time: the one check every reader of raw
/// input makes (XIBs before libxml2 sees them, strings files before they are decoded).
package enum UTF8Validation {
    /// What makes bytes unacceptable, at a byte offset.
    package enum Problem: Equatable, Sendable {
        case invalidUTF8(offset: Int)
        case nulByte(offset: Int)
    }

    /// The first malformed sequence in `bytes` (or, unless `allowingNUL`, the first NUL byte).
    package static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, allowingNUL: Bool) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let count = bytes.count
        while index < count {
            // Fast path: 32, then 8, ASCII bytes (none of them NUL where NUL is refused): most of any input.
            if index + 32 <= count {
                let words = UnsafeRawPointer(base + index)
                let a = words.loadUnaligned(as: UInt64.self), b = words.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let c = words.loadUnaligned(fromByteOffset: 16, as: UInt64.self), d = words.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if (a | b | c | d) & 0x8080_8080_8080_8080 == 0
                    && (allowingNUL || (!ByteSearch.containsZero(a) && !ByteSearch.containsZero(b)
                        && !ByteSearch.containsZero(c) && !ByteSearch.containsZero(d))) {
                    index += 32
                    continue
                }
            }
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 && (allowingNUL || !ByteSearch.containsZero(word)) {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0 && !allowingNUL { return .nulByte(offset: index) }
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return .invalidUTF8(offset: index)
            }
            guard index + 1 < count, bytes[index + 1] >= low && bytes[index + 1] <= high else { return .invalidUTF8(offset: index) }
            var next = index + 2
            while next < index + length {
                guard next < count, bytes[next] & 0xC0 == 0x80 else { return .invalidUTF8(offset: index) }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// The offset of the first byte that does not start or continue a valid sequence, or `nil` when all are valid
    /// (NUL is valid).
    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            switch firstProblem(in: buffer, allowingNUL: true) {
            case .invalidUTF8(let offset)?, .nulByte(let offset)?: return offset
            case nil: return nil
            }
        }
    }
}
