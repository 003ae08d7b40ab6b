#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import UIDescription

/// A JSON syntax error at a byte offset of the input.
struct JSONSyntaxError: Error, Sendable {
    var message: String
    var offset: Int
    /// The ``DocumentLimits`` bound this error enforces, when it is a limit rather than bad syntax.
    var limit: DocumentLimits.Limit?
}

/// Parses JSON text (RFC 8259) into a ``JSONTree`` in one pass, without recursion, with bounds on
/// nesting, value count and string length, so that no input can exhaust the stack or memory.
///
/// Besides the JSON grammar it refuses what an Interface Builder file cannot hold: strings with
/// characters that XML 1.0 forbids (`\u0000`, most control characters, U+FFFE, U+FFFF), invalid
/// UTF-8 and unpaired surrogate escapes.
struct JSONParser {
    struct Limits {
        var maximumDepth: Int
        var maximumValues: Int
        var maximumStringBytes: Int
    }

    private enum Expect {
        case value, valueOrEnd, keyOrEnd, key, colon, commaOrEnd
    }

    static func parse(_ source: [UInt8], limits: Limits) throws -> JSONTree {
        var tree = JSONTree(values: [], source: source, decoded: [])
        tree.values.reserveCapacity(source.count / 10 + 4)
        try source.withUnsafeBufferPointer { bytes in
            var parser = Session(bytes: bytes, limits: limits)
            try parser.run(into: &tree)
        }
        return tree
    }

    private struct Session {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: Limits
        var position = 0
        /// Open containers: (index in the value table, is an object).
        var stack: [(index: Int, isObject: Bool)] = []

        init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        mutating func run(into tree: inout JSONTree) throws {
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
            var expect = Expect.value
            while true {
                skipWhitespace()
                switch expect {
                case .value:
                    guard position < bytes.count else { throw failure("the JSON text ends where a value is expected") }
                    try parseValue(into: &tree, expect: &expect)
                case .valueOrEnd:
                    guard position < bytes.count else { throw failure("the JSON text ends inside an array") }
                    if bytes[position] == UInt8(ascii: "]") {
                        position += 1
                        close(&tree)
                        if try finishValue(&tree, expect: &expect) { return }
                    } else {
                        expect = .value
                    }
                case .keyOrEnd, .key:
                    guard position < bytes.count else { throw failure("the JSON text ends inside an object") }
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "}") && expect == .keyOrEnd {
                        position += 1
                        close(&tree)
                        if try finishValue(&tree, expect: &expect) { return }
                    } else if byte == UInt8(ascii: "\"") {
                        try parseString(into: &tree)
                        tree.internKey(tree.values.count - 1)
                        expect = .colon
                    } else if byte == UInt8(ascii: "}") {
                        throw failure("a comma must be followed by another member; remove the trailing comma")
                    } else {
                        throw failure("expected a member name in double quotes, found \(describe(byte))")
                    }
                case .colon:
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                        throw failure(position < bytes.count ? "expected `:` after the member name, found \(describe(bytes[position]))"
                                                             : "the JSON text ends inside an object")
                    }
                    position += 1
                    expect = .value
                case .commaOrEnd:
                    guard let top = stack.last else { return }
                    guard position < bytes.count else {
                        throw failure("the JSON text ends inside \(top.isObject ? "an object" : "an array")")
                    }
                    let byte = bytes[position]
                    if byte == UInt8(ascii: ",") {
                        position += 1
                        if !top.isObject {
                            skipWhitespace()
                            if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
                                throw failure("a comma must be followed by another item; remove the trailing comma")
                            }
                        }
                        expect = top.isObject ? .key : .value
                    } else if byte == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        position += 1
                        close(&tree)
                        if try finishValue(&tree, expect: &expect) { return }
                    } else {
                        let closing = top.isObject ? "`}`" : "`]`"
                        throw failure("expected `,` or \(closing), found \(describe(byte))")
                    }
                }
            }
        }

        /// After a complete value: counts it in its container; returns true when it was the root.
        private mutating func finishValue(_ tree: inout JSONTree, expect: inout Expect) throws -> Bool {
            guard let top = stack.last else {
                skipWhitespace()
                if position < bytes.count {
                    throw failure("unexpected \(describe(bytes[position])) after the end of the JSON value")
                }
                return true
            }
            tree.values[top.index].count += 1
            expect = .commaOrEnd
            return false
        }

        private mutating func parseValue(into tree: inout JSONTree, expect: inout Expect) throws {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stack.count >= limits.maximumDepth {
                    throw failure("the JSON text nests deeper than the limit of \(limits.maximumDepth) levels", limit: .depth)
                }
                let isObject = byte == UInt8(ascii: "{")
                let index = try append(&tree, isObject ? .object : .array, start: 0, length: 0, inSource: false)
                stack.append((index, isObject))
                position += 1
                expect = isObject ? .keyOrEnd : .valueOrEnd
                return
            case UInt8(ascii: "\""):
                try parseString(into: &tree)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber(into: &tree)
            case UInt8(ascii: "t"):
                try literal("true", kind: .true, into: &tree)
            case UInt8(ascii: "f"):
                try literal("false", kind: .false, into: &tree)
            case UInt8(ascii: "n"):
                try literal("null", kind: .null, into: &tree)
            default:
                throw failure("expected a JSON value, found \(describe(byte))")
            }
            if try finishValue(&tree, expect: &expect) { expect = .commaOrEnd; stack.removeAll(); position = bytes.count }
        }

        private mutating func close(_ tree: inout JSONTree) {
            guard let top = stack.popLast() else { return }
            tree.values[top.index].end = Int32(tree.values.count)
        }

        @discardableResult
        private mutating func append(_ tree: inout JSONTree, _ kind: JSONTree.Kind, start: Int, length: Int,
                                     inSource: Bool) throws -> Int {
            if tree.values.count >= limits.maximumValues {
                throw failure("the JSON text has more than the limit of \(limits.maximumValues) values", limit: .elementCount)
            }
            let index = tree.values.count
            tree.values.append(JSONTree.Value(kind: kind, inSource: inSource, offset: Int32(truncatingIfNeeded: position),
                                              end: Int32(index + 1), count: 0, start: Int32(truncatingIfNeeded: start),
                                              length: Int32(truncatingIfNeeded: length)))
            return index
        }

        private mutating func literal(_ word: StaticString, kind: JSONTree.Kind, into tree: inout JSONTree) throws {
            let count = word.utf8CodeUnitCount
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            guard position + count <= bytes.count, bytes[position..<(position + count)].elementsEqual(expected) else {
                throw failure("expected `\(word)`; JSON literals are `true`, `false` and `null`, in lower case")
            }
            try append(&tree, kind, start: 0, length: 0, inSource: false)
            position += count
        }

        private mutating func parseNumber(into tree: inout JSONTree) throws {
            let start = position
            var index = position
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("a minus sign must be followed by digits") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count && isDigit(bytes[index]) {
                    throw failure("numbers must not have leading zeros")
                }
            } else {
                while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else {
                    position = index
                    throw failure("a decimal point must be followed by digits")
                }
                while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
                index += 1
                if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else {
                    position = index
                    throw failure("an exponent must have digits")
                }
                while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            }
            if index - start > limits.maximumStringBytes {
                throw failure("a number is longer than the limit of \(limits.maximumStringBytes) bytes", limit: .valueBytes)
            }
            try append(&tree, .number, start: start, length: index - start, inSource: true)
            position = index
        }

        private mutating func parseString(into tree: inout JSONTree) throws {
            let quote = position
            var index = position + 1
            // Fast path: no escapes, so the string's bytes are the input's. Eight bytes at a time
            // while none is a quote, a backslash, a control character or part of a multi-byte one.
            if let base = bytes.baseAddress {
                while bytes.count - index >= 8 {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if Self.mayEndPlainRun(word) { break }
                    index += 8
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 {
                    index = try validateUTF8(at: index)
                } else {
                    index += 1
                }
            }
            guard index < bytes.count else {
                position = quote
                throw failure("the string is not closed: a `\"` is missing")
            }
            if index - quote - 1 > limits.maximumStringBytes {
                position = quote
                throw failure("a string is longer than the limit of \(limits.maximumStringBytes) bytes", limit: .valueBytes)
            }
            if bytes[index] == UInt8(ascii: "\"") {
                let valueIndex = try append(&tree, .string, start: quote + 1, length: index - quote - 1, inSource: true)
                tree.values[valueIndex].offset = Int32(truncatingIfNeeded: quote)
                position = index + 1
                return
            }
            if bytes[index] < 0x20 {
                position = index
                throw failure("a string contains the control character U+\(hex(UInt32(bytes[index]))); write it as an escape such as \\n or \\t")
            }
            // Slow path: decode escapes into the tree's storage.
            let decodedStart = tree.decoded.count
            tree.decoded.append(contentsOf: bytes[(quote + 1)..<index])
            while true {
                guard index < bytes.count else {
                    position = quote
                    throw failure("the string is not closed: a `\"` is missing")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") {
                    index = try decodeEscape(at: index, into: &tree.decoded)
                } else if byte < 0x20 {
                    position = index
                    throw failure("a string contains the control character U+\(hex(UInt32(byte))); write it as an escape such as \\n or \\t")
                } else if byte >= 0x80 {
                    let end = try validateUTF8(at: index)
                    tree.decoded.append(contentsOf: bytes[index..<end])
                    index = end
                } else {
                    tree.decoded.append(byte)
                    index += 1
                }
                if tree.decoded.count - decodedStart > limits.maximumStringBytes {
                    position = quote
                    throw failure("a string is longer than the limit of \(limits.maximumStringBytes) bytes", limit: .valueBytes)
                }
            }
            position = quote
            try append(&tree, .string, start: decodedStart, length: tree.decoded.count - decodedStart, inSource: false)
            position = index + 1
        }

        /// Decodes the escape at `index` (a backslash); returns the index after it.
        private mutating func decodeEscape(at index: Int, into output: inout [UInt8]) throws -> Int {
            guard index + 1 < bytes.count else {
                position = index
                throw failure("the string ends inside an escape")
            }
            let code = bytes[index + 1]
            switch code {
            case UInt8(ascii: "\""): output.append(0x22)
            case UInt8(ascii: "\\"): output.append(0x5C)
            case UInt8(ascii: "/"): output.append(0x2F)
            case UInt8(ascii: "b"), UInt8(ascii: "f"):
                position = index
                throw failure("the escape \\\(Character(Unicode.Scalar(code))) stands for a control character that Interface Builder files cannot hold")
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad(at: index + 2, escapeAt: index)
                var next = index + 6
                if (0xD800...0xDBFF).contains(scalar) {
                    guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                        position = index
                        throw failure("the escape \\u\(hex(scalar)) is half of a surrogate pair; the other half is missing")
                    }
                    let low = try hexQuad(at: next + 2, escapeAt: next)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        position = next
                        throw failure("the escape \\u\(hex(low)) does not complete the surrogate pair started by \\u\(hex(scalar))")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    next += 6
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    position = index
                    throw failure("the escape \\u\(hex(scalar)) is the second half of a surrogate pair without a first half")
                }
                guard let unicode = Unicode.Scalar(scalar), Self.isAllowedInXML(scalar) else {
                    position = index
                    throw failure("the character U+\(hex(scalar)) cannot be written in an Interface Builder (XML) file")
                }
                output.append(contentsOf: Array(String(Character(unicode)).utf8))
                return next
            default:
                position = index
                throw failure("\\\(describeEscape(code)) is not a JSON escape; use \\\", \\\\, \\/, \\n, \\r, \\t or \\uXXXX")
            }
            return index + 2
        }

        private mutating func hexQuad(at start: Int, escapeAt escape: Int) throws -> UInt32 {
            guard start + 4 <= bytes.count else {
                position = escape
                throw failure("\\u must be followed by four hexadecimal digits")
            }
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = bytes[start + offset]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default:
                    position = escape
                    throw failure("\\u must be followed by four hexadecimal digits")
                }
                value = value << 4 | digit
            }
            return value
        }

        /// Checks the UTF-8 sequence starting at `index` (a byte >= 0x80); returns the index after it.
        private mutating func validateUTF8(at index: Int) throws -> Int {
            let lead = bytes[index]
            let length: Int
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
            default:
                position = index
                throw failure("the text is not valid UTF-8 (byte 0x\(hex(UInt32(lead))))")
            }
            guard index + length <= bytes.count else {
                position = index
                throw failure("the text is not valid UTF-8 (a multi-byte sequence is cut short)")
            }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else {
                    position = index
                    throw failure("the text is not valid UTF-8 (byte 0x\(hex(UInt32(byte))))")
                }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                position = index
                throw failure("the text is not valid UTF-8 (an overlong or surrogate sequence)")
            }
            guard Self.isAllowedInXML(scalar) else {
                position = index
                throw failure("the character U+\(hex(scalar)) cannot be written in an Interface Builder (XML) file")
            }
            return index + length
        }

        /// Whether any of eight bytes is `"`, `\\`, a control character (< 0x20) or not ASCII.
        @inline(__always)
        static func mayEndPlainRun(_ word: UInt64) -> Bool {
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & high != 0 }
            return word & high != 0
                || (word &- 0x2020_2020_2020_2020) & ~word & high != 0
                || hasZeroByte(word ^ (ones &* 0x22))
                || hasZeroByte(word ^ (ones &* 0x5C))
        }

        /// XML 1.0's `Char` production (``XMLCharacter``).
        @inline(__always)
        static func isAllowedInXML(_ scalar: UInt32) -> Bool { XMLCharacter.isAllowed(scalar) }

        private mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        private func failure(_ message: String, limit: DocumentLimits.Limit? = nil) -> JSONSyntaxError {
            JSONSyntaxError(message: message, offset: min(position, bytes.count), limit: limit)
        }

        private func describe(_ byte: UInt8) -> String {
            switch byte {
            case 0x21...0x7E: return "`\(Character(Unicode.Scalar(byte)))`"
            case 0x20: return "a space"
            default: return "byte 0x\(hex(UInt32(byte)))"
            }
        }

        private func describeEscape(_ byte: UInt8) -> String {
            (0x21...0x7E).contains(byte) ? String(Character(Unicode.Scalar(byte))) : "(byte 0x\(hex(UInt32(byte))))"
        }

        private func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
