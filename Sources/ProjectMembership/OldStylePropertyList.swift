import UIDescription

/// A value of an old-style (NeXTSTEP) property list, the format of `project.pbxproj`: a string, an array, a
/// dictionary or data.
public enum PropertyListValue: Sendable, Hashable {
    /// A quoted or unquoted string (`"App.swift"`, `PBXFileReference`, `17.0`).
    case string(String)
    /// `( a, b, )`.
    case array([PropertyListValue])
    /// `{ key = value; }`.
    case dictionary([String: PropertyListValue])
    /// `<0fbd 7777>`.
    case data([UInt8])

    /// The string, when the value is one.
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    /// The dictionary, when the value is one.
    public var dictionary: [String: PropertyListValue]? { if case .dictionary(let value) = self { value } else { nil } }
    /// The array, when the value is one.
    public var array: [PropertyListValue]? { if case .array(let value) = self { value } else { nil } }
    /// The strings of an array of strings (others left out); `nil` when the value is no array.
    public var strings: [String]? { array?.compactMap(\.string) }
    /// The value of `key`, when the value is a dictionary that holds it.
    public subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}

/// Reads old-style property lists (`project.pbxproj`), byte by byte: dictionaries, arrays, quoted and unquoted
/// strings, data, and `/* */` and `//` comments. Foundation's `PropertyListSerialization` reads the format too, but
/// on Linux takes 20 times longer on a large project; this reader also says where a file goes wrong by line and column.
public struct OldStylePropertyList: Sendable {
    /// How deeply values may nest.
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private let file: String?
    private var offset = 0

    private init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
    }

    /// The value the bytes hold (for a project, a dictionary).
    /// - Throws: `UIDescriptionError` `.malformed("property list")` at the line and column where the bytes stop
    ///   being a property list.
    public static func parse(_ bytes: [UInt8], file: String? = nil) throws -> PropertyListValue {
        var reader = OldStylePropertyList(bytes: bytes, file: file)
        try reader.skipSpace()
        let value = try reader.value(depth: 0)
        try reader.skipSpace()
        guard reader.offset == bytes.count else { throw reader.error("unexpected text after the property list's value") }
        return value
    }

    private func error(_ message: String) -> UIDescriptionError {
        UIDescriptionError(.malformed("property list"), message, at: LineTable(bytes: bytes, file: file).location(ofUTF8Offset: min(offset, bytes.count)))
    }

    private mutating func value(depth: Int) throws -> PropertyListValue {
        guard depth < Self.maximumDepth else { throw error("values nest more than \(Self.maximumDepth) deep") }
        guard offset < bytes.count else { throw error("the property list ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            offset += 1
            var dictionary: [String: PropertyListValue] = [:]
            while true {
                try skipSpace()
                guard offset < bytes.count else { throw error("a dictionary is not closed with `}`") }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(dictionary) }
                guard case .string(let key) = try value(depth: depth + 1) else { throw error("a dictionary's key is not a string") }
                try skipSpace()
                try expect(UInt8(ascii: "="), "expected `=` after the key `\(key)`")
                try skipSpace()
                dictionary[key] = try value(depth: depth + 1)
                try skipSpace()
                try expect(UInt8(ascii: ";"), "expected `;` after the value of `\(key)`")
            }
        case UInt8(ascii: "("):
            offset += 1
            var array: [PropertyListValue] = []
            while true {
                try skipSpace()
                guard offset < bytes.count else { throw error("an array is not closed with `)`") }
                if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(array) }
                array.append(try value(depth: depth + 1))
                try skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                try skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ")") else { throw error("expected `,` or `)` in an array") }
            }
        case UInt8(ascii: "\""):
            return .string(try quoted())
        case UInt8(ascii: "<"):
            return .data(try data())
        default:
            let start = offset
            while offset < bytes.count, Self.isUnquoted(bytes[offset]) { offset += 1 }
            guard offset > start else { throw error("unexpected character `\(Character(Unicode.Scalar(bytes[offset])))`") }
            return .string(String(decoding: bytes[start..<offset], as: UTF8.self))
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: @autoclosure () -> String) throws {
        guard offset < bytes.count, bytes[offset] == byte else { throw error(message()) }
        offset += 1
    }

    /// Characters of an unquoted string, as Foundation reads them.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// A quoted string: its content up to the closing quote, unescaped as `CFPropertyList` does (`QuotedStringEscapes`).
    private mutating func quoted() throws -> String {
        let start = offset + 1
        offset = start
        var escaped = false
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            if bytes[offset] == UInt8(ascii: "\\") {
                escaped = true
                offset += 1
            }
            offset += 1
        }
        guard offset < bytes.count else {
            offset = start - 1
            throw error("a quoted string is not closed")
        }
        offset += 1
        let content = bytes[start..<offset - 1]
        return escaped ? QuotedStringEscapes.unescape(content) : String(decoding: content, as: UTF8.self)
    }

    private mutating func data() throws -> [UInt8] {
        offset += 1
        var data: [UInt8] = [], high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { break }
                return data
            }
            if Self.isSpace(byte) { continue }
            guard let value = HexDigit.value(byte) else { offset -= 1; throw error("data holds a character that is not a hexadecimal digit") }
            if let first = high { data.append(first << 4 | value); high = nil } else { high = value }
        }
        throw error("data is not closed with `>`, or holds an odd number of digits")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Skips white space and comments.
    private mutating func skipSpace() throws {
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isSpace(byte) { offset += 1; continue }
            guard byte == UInt8(ascii: "/"), offset + 1 < bytes.count else { return }
            if bytes[offset + 1] == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                guard offset + 1 < bytes.count else { offset = start; throw error("a comment is not closed with `*/`") }
                offset += 2
            } else if bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else {
                return
            }
        }
    }
}
