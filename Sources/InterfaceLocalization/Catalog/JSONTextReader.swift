import UIDescription

/// Reads JSON text (RFC 8259) into a ``JSONValue`` that keeps member order, number text and the location of every
/// member's key. Errors are `UIDescriptionError` `.malformed` with line and column.
package struct JSONTextReader {
    /// Deeper nesting than this is refused (the reader is recursive).
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    /// Where lines start, for locations.
    private let lines: LineTable
    /// The length of the byte order mark the file had, added to byte offsets.
    private let prefix: Int
    /// The line of the last location: the reader asks in order, so the next is near.
    private var lineHint = 1
    private var index: Int

    /// Creates a reader of `bytes` (UTF-8, without a byte order mark: `prefix` is the length of the one the file
    /// had, for the byte offsets of locations); `path` goes into locations.
    package init(bytes: [UInt8], prefix: Int = 0, path: String?) {
        self.bytes = bytes
        self.index = 0
        self.lines = LineTable(bytes: bytes, file: path)
        self.prefix = prefix
    }

    /// The one value of the text, white space around it allowed.
    package mutating func document() throws -> JSONValue {
        skipSpace()
        let value = try readValue(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw error("expected the end of the file after the value, found \(found)") }
        return value
    }

    private mutating func readValue(depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("the JSON nests deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try readObject(depth: depth))
        case UInt8(ascii: "["): return .array(try readArray(depth: depth))
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("expected a value, found \(found)")
        }
    }

    private mutating func readObject(depth: Int) throws -> JSONObject {
        index += 1
        var members: [JSONMember] = []
        skipSpace()
        if consume(UInt8(ascii: "}")) { return JSONObject(members) }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes, found \(found)")
            }
            let location = location(at: index)
            let key = try readString()
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected `:` after the member name \"\(key)\", found \(found)") }
            skipSpace()
            let value = try readValue(depth: depth + 1)
            members.append(JSONMember(key: key, value: value, keyLocation: location))
            skipSpace()
            if consume(UInt8(ascii: ",")) { skipSpace(); continue }
            if consume(UInt8(ascii: "}")) { return JSONObject(members) }
            throw error("expected `,` or `}` after a member, found \(found)")
        }
    }

    private mutating func readArray(depth: Int) throws -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if consume(UInt8(ascii: "]")) { return elements }
        while true {
            elements.append(try readValue(depth: depth + 1))
            skipSpace()
            if consume(UInt8(ascii: ",")) { skipSpace(); continue }
            if consume(UInt8(ascii: "]")) { return elements }
            throw error("expected `,` or `]` after an element, found \(found)")
        }
    }

    private mutating func readString() throws -> String {
        let start = index
        index += 1
        var plainStart = index
        var output: [UInt8] = []
        var sawEscape = false
        while true {
            guard index < bytes.count else {
                index = start
                throw error("unterminated string: the `\"` here is never closed before the end of the file")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !sawEscape { let text = String(decoding: bytes[plainStart..<index], as: UTF8.self); index += 1; return text }
                output.append(contentsOf: bytes[plainStart..<index])
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte < 0x20 { throw error("a control character (U+\(String(byte, radix: 16, uppercase: true))) must be escaped in a string") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            output.append(contentsOf: bytes[plainStart..<index])
            try readEscape(into: &output)
            sawEscape = true
            plainStart = index
        }
    }

    private mutating func readEscape(into output: inout [UInt8]) throws {
        index += 1
        guard index < bytes.count else { throw error("expected an escape after `\\`, found the end of the file") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try hexUnit())
            if UTF16.isLeadSurrogate(UInt16(value)) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate escape must be followed by a low surrogate escape")
                }
                index += 2
                let low = try hexUnit()
                guard UTF16.isTrailSurrogate(low) else { throw error("a high surrogate escape must be followed by a low surrogate escape") }
                value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("an unpaired low surrogate escape") }
            output.append(contentsOf: String(scalar).utf8)
        default:
            index -= 1
            throw error("`\\\(String(decoding: [escaped], as: UTF8.self))` is not a JSON escape")
        }
    }

    private mutating func hexUnit() throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = HexDigit.value(bytes[index]) else {
                throw error("expected 4 hex digits after `\\u`, found \(found)")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func readNumber() throws -> String {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
        } else if try digits() == 0 {
            throw error("expected a digit in the number, found \(found)")
        }
        if consume(UInt8(ascii: ".")), try digits() == 0 { throw error("expected a digit after `.`, found \(found)") }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            if try digits() == 0 { throw error("expected a digit in the exponent, found \(found)") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() throws -> Int {
        let start = index
        while index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString) throws {
        let expected = word.withUTF8Buffer { Array($0) }
        guard index + expected.count <= bytes.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            throw error("expected `\(word)`, found \(found)")
        }
        index += expected.count
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let byte = bytes[index]
        if byte < 0x20 { return "the control character U+\(String(byte, radix: 16, uppercase: true))" }
        return "`\(String(decoding: bytes[index..<end], as: UTF8.self))`"
    }

    private mutating func error(_ message: String) -> UIDescriptionError {
        UIDescriptionError(.malformed(message), message, at: location(at: index))
    }

    /// The location of `offset`, its byte offset counted in the file as read.
    private mutating func location(at offset: Int) -> SourceLocation {
        var location = lines.location(ofUTF8Offset: offset, fromLine: lineHint)
        lineHint = location.line
        location.offset = prefix + (location.offset ?? offset)
        return location
    }
}
