#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

import UIDescription

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
        switch UTF8Validation.firstProblem(in: bytes, allowingNUL: false) {
        case .invalidUTF8(let offset)?: return .invalidUTF8(offset: offset)
        case .nulByte(let offset)?: return .nulByte(offset: offset)
        case nil: return nil
        }
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
