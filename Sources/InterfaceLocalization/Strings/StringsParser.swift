#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import UIDescription

/// Reads the entries of a strings file from the UTF-8 of its decoded text, the way `CFPropertyList` reads the
/// old-style property list syntax: a dictionary without braces, `key = value;` or `key;`, keys and values quoted
/// strings or unquoted tokens, `/* */` and `//` comments between tokens.
///
/// A token that cannot follow is reported at its start, with what was expected and what was found: a missing `;`
/// at the next entry's key, an unescaped `"` that ended a value early at the text after it.
package struct StringsParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The file the bytes are of: entries are views into it, and it gives locations.
    private let source: StringsSource
    private var index = 0
    /// The line of the last offset asked for: offsets come in order, so the next line is near it.
    private var lineHint = 1

    private struct Token {
        var range: Range<Int>
        var isQuoted: Bool
        var hasEscapes: Bool
    }

    private struct Comment {
        var range: Range<Int>
        var isBlock: Bool
    }

    /// Creates a parser of `bytes` (valid while the parser is used), the bytes of `source`.
    package init(bytes: UnsafeBufferPointer<UInt8>, of source: StringsSource) {
        self.bytes = bytes
        self.source = source
    }

    /// The entries in file order.
    /// - Throws: `UIDescriptionError` `.malformed` at the first token that cannot follow, or at the start of a
    ///   string or comment that is never closed.
    package mutating func entries() throws -> [StringsEntry] {
        var entries: [StringsEntry] = []
        entries.reserveCapacity(bytes.count / 48)
        var previousEndLine: Int?
        while true {
            var comment = try skipTrivia()
            guard index < bytes.count else { return entries }
            let key = try token(expecting: "a key (a quoted string or a word)")
            let keyLine = line(at: key.range.lowerBound)
            // A comment on the line the previous entry ends on (`"k" = "v";  /* note */`) is that entry's, not
            // this one's.
            if let found = comment, let previousEndLine, source.line(at: found.range.lowerBound, from: previousEndLine) == previousEndLine {
                comment = nil
            }
            _ = try skipTrivia()
            var value: Token?
            if peek == UInt8(ascii: "=") {
                index += 1
                _ = try skipTrivia()
                value = try token(expecting: "a value (a quoted string or a word) after `=`")
                _ = try skipTrivia()
                guard peek == UInt8(ascii: ";") else {
                    throw error("expected `;` after the value of \(quoted(key)), found \(foundDescription)")
                }
            } else if peek != UInt8(ascii: ";") {
                throw error("expected `=` or `;` after the key \(quoted(key)), found \(foundDescription)")
            }
            let semicolon = index
            index += 1
            let firstLine = comment.map { source.line(at: $0.range.lowerBound, from: previousEndLine ?? 1) } ?? keyLine
            let lastLine = max(firstLine, line(at: semicolon))
            previousEndLine = lastLine
            entries.append(StringsEntry(source: source, span: StringsEntry.Span(
                key: key.range, keyIsQuoted: key.isQuoted, keyHasEscapes: key.hasEscapes,
                value: value?.range, valueIsQuoted: value?.isQuoted ?? false, valueHasEscapes: value?.hasEscapes ?? false,
                comment: comment?.range, commentIsBlock: comment?.isBlock ?? false, semicolon: semicolon,
                lines: firstLine...lastLine)))
        }
    }

    private mutating func line(at offset: Int) -> Int {
        lineHint = source.line(at: offset, from: lineHint)
        return lineHint
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips white space and comments; returns the last comment skipped.
    private mutating func skipTrivia() throws -> Comment? {
        var last: Comment?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):  // U+2028, U+2029
                index += 3
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                // The `*/` that closes it: each `*` found with `memchr`, once.
                var close: Int?
                var from = index + 2
                while let star = self.index(of: UInt8(ascii: "*"), from: from), star + 1 < bytes.count {
                    if bytes[star + 1] == UInt8(ascii: "/") {
                        close = star
                        break
                    }
                    from = star + 1
                }
                guard let close else {
                    throw error("unterminated comment: the `/*` here is never closed by `*/`")
                }
                index = close + 2
                last = Comment(range: start..<index, isBlock: true)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                let start = index
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
                last = Comment(range: start..<index, isBlock: false)
            default:
                return last
            }
        }
        return last
    }

    /// The first `byte` at or after `start`, found by `memchr`.
    private func index(of byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// A quoted string or an unquoted token at `index`.
    private mutating func token(expecting expected: String) throws -> Token {
        guard let byte = peek else { throw error("expected \(expected), found the end of the file") }
        if byte == UInt8(ascii: "\"") {
            let start = index
            index += 1
            var escaped = false
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 2
                } else {
                    index += 1
                }
            }
            guard index < bytes.count else {
                index = start
                throw error("unterminated string: the `\"` here is never closed before the end of the file")
            }
            index += 1
            return Token(range: start..<index, isQuoted: true, hasEscapes: escaped)
        }
        guard Self.isUnquotedCharacter(byte) else { throw error("expected \(expected), found \(foundDescription)") }
        let start = index
        while index < bytes.count && Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        return Token(range: start..<index, isQuoted: false, hasEscapes: false)
    }

    /// Letters, digits and `_ $ : . / -`: the characters of an unquoted token.
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// What is at `index`, for a message: the end of the file, a quoted string, a word, or a character.
    private var foundDescription: String {
        guard let byte = peek else { return "the end of the file" }
        if byte == UInt8(ascii: "\"") { return "a quoted string" }
        if Self.isUnquotedCharacter(byte) {
            var end = index
            while end < bytes.count && Self.isUnquotedCharacter(bytes[end]) && end - index < 40 { end += 1 }
            return "the word `\(String(decoding: bytes[index..<end], as: UTF8.self))`"
        }
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[index..<end], as: UTF8.self)
        let scalar = character.unicodeScalars.first.map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? ""
        return byte < 0x20 || byte == 0x7F ? "the control character \(scalar)" : "`\(character)`"
    }

    /// A key for a message, quoted and cut short.
    private func quoted(_ token: Token) -> String {
        let content = token.isQuoted ? (token.range.lowerBound + 1)..<(token.range.upperBound - 1) : token.range
        let text = source.string(content, escaped: token.hasEscapes)
        let short = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return "\"\(short)\""
    }

    private mutating func error(_ message: String) -> UIDescriptionError {
        UIDescriptionError(.malformed(message), message, at: source.location(at: index))
    }
}
