#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Checks the UTF-8 bytes of an input before the XML parser sees them, for what the parser
/// reports poorly or handles slowly: byte sequences that are not UTF-8, NUL bytes (binary or
/// corrupted files), and start tags with so many attributes that the parser's pairwise
/// duplicate check would take hours. Each check is one linear pass.
enum InputScreening {
    /// What made an input unacceptable, at a byte offset.
    enum Problem: Equatable {
        case invalidUTF8(offset: Int)
        case nulByte(offset: Int)
        case tooManyAttributes(offset: Int)
    }

    /// The first problem in `bytes`, if any.
    static func firstProblem(in bytes: [UInt8], maximumAttributesPerElement: Int) -> Problem? {
        bytes.withUnsafeBufferPointer { buffer in
            if let problem = encodingProblem(in: buffer) { return problem }
            return attributeCountProblem(in: buffer, limit: maximumAttributesPerElement)
        }
    }

    /// The first NUL byte or malformed UTF-8 sequence (overlong forms, surrogates and values
    /// above U+10FFFF included), following the well-formed byte sequences of Unicode table 3-7.
    static func encodingProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let count = bytes.count
        while index < count {
            // Fast path: 32, then 8, ASCII bytes, none of them NUL (most of any Interface Builder file).
            if index + 32 <= count {
                let words = UnsafeRawPointer(base + index)
                let a = words.loadUnaligned(as: UInt64.self), b = words.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let c = words.loadUnaligned(fromByteOffset: 16, as: UInt64.self), d = words.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if (a | b | c | d) & 0x8080_8080_8080_8080 == 0
                    && !ByteSearch.containsZero(a) && !ByteSearch.containsZero(b)
                    && !ByteSearch.containsZero(c) && !ByteSearch.containsZero(d) {
                    index += 32
                    continue
                }
            }
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 && !ByteSearch.containsZero(word) {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0 { return .nulByte(offset: index) }
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
            guard index + length <= count else { return .invalidUTF8(offset: index) }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { return .invalidUTF8(offset: index) }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return .invalidUTF8(offset: index) }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// The first start tag with more than `limit` attributes. Comments, CDATA sections,
    /// processing instructions, end tags and quoted values are skipped; the scan stops at a
    /// declaration (`<!DOCTYPE`, …), which the parser refuses at that point anyway.
    static func attributeCountProblem(in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Problem? {
        let count = bytes.count
        var index = 0
        while index < count {
            // Text between tags is skipped at memchr's speed.
            guard let found = firstIndex(of: UInt8(ascii: "<"), from: index, in: bytes) else { return nil }
            index = found
            let tagStart = index
            guard index + 1 < count else { return nil }
            switch bytes[index + 1] {
            case UInt8(ascii: "!"):
                if matches("<!--", at: index, in: bytes) {
                    index = skip(past: "-->", from: index + 4, in: bytes)
                } else if matches("<![CDATA[", at: index, in: bytes) {
                    index = skip(past: "]]>", from: index + 9, in: bytes)
                } else {
                    return nil
                }
            case UInt8(ascii: "?"):
                index = skip(past: "?>", from: index + 2, in: bytes)
            case UInt8(ascii: "/"):
                index = skip(past: ">", from: index + 2, in: bytes)
            default:
                // A start tag cannot hold `<` (not even in a quoted value: the parser stops there),
                // so the next `<` bounds it; an attribute takes at least four bytes (`a=""`), so a
                // tag shorter than four bytes per allowed attribute is within the limit unread.
                let spanEnd = firstIndex(of: UInt8(ascii: "<"), from: index + 1, in: bytes) ?? count
                if spanEnd - index <= longestTagWithin(limit: limit) {
                    index = spanEnd
                    continue
                }
                var attributes = 0
                index += 1
                scan: while index < count {
                    switch bytes[index] {
                    case UInt8(ascii: ">"), UInt8(ascii: "<"):
                        break scan
                    case UInt8(ascii: "="):
                        attributes += 1
                        if attributes > limit { return .tooManyAttributes(offset: tagStart) }
                    case UInt8(ascii: "\""), UInt8(ascii: "'"):
                        // Attribute values are most of a tag: skipped at memchr's speed.
                        let quote = bytes[index]
                        index += 1
                        guard let end = firstIndex(of: quote, from: index, in: bytes) else { return nil }
                        index = end
                    default:
                        break
                    }
                    index += 1
                }
            }
        }
        return nil
    }

    /// The index of the first `byte` at or after `start` (memchr), or `nil`.
    private static func firstIndex(of byte: UInt8, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The length (in bytes) up to which a start tag cannot hold more than `limit` attributes.
    private static func longestTagWithin(limit: Int) -> Int {
        let (bytes, overflow) = max(limit, 0).multipliedReportingOverflow(by: 4)
        return overflow ? Int.max : bytes
    }

    private static func matches(_ literal: StaticString, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return literal.withUTF8Buffer { utf8 in
            for offset in 0..<length where bytes[index + offset] != utf8[offset] { return false }
            return true
        }
    }

    /// The index just past the next `terminator` at or after `start`, or the end of the input.
    private static func skip(past terminator: StaticString, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < bytes.count {
            if matches(terminator, at: index, in: bytes) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return bytes.count
    }
}
