#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import UIDescription

/// Where the fields of ibtool's comment are in its UTF-8 (`Class = "…"; <label> = "…"; ObjectID = "…";` and an
/// optional `Note = "…";`), found in one pass without making a string: values are the bytes between their quotes,
/// escapes unresolved. ``IBStringsComment`` makes strings of them; the audit compares them byte for byte.
package struct IBCommentFields {
    package var className: Range<Int>
    package var label: Range<Int>
    package var baseText: Range<Int>
    package var objectID: Range<Int>
    package var note: Range<Int>?

    /// The fields of the text between `/*` and `*/` (`bytes`), or `nil` when it is not ibtool's form.
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> IBCommentFields? {
        var scanner = Scanner(bytes: bytes)
        guard let classField = scanner.next(), scanner.name(classField.name, is: "Class"),
              let textField = scanner.next(),
              !scanner.name(textField.name, is: "Class"), !scanner.name(textField.name, is: "ObjectID"),
              !scanner.name(textField.name, is: "Note"),
              let idField = scanner.next(), scanner.name(idField.name, is: "ObjectID") else { return nil }
        var note: Range<Int>?
        if let noteField = scanner.next() {
            guard scanner.name(noteField.name, is: "Note") else { return nil }
            note = noteField.value
        }
        guard scanner.isAtEnd else { return nil }
        return IBCommentFields(className: classField.value, label: textField.name, baseText: textField.value,
                               objectID: idField.value, note: note)
    }

    /// Reads `name = "value";` fields one after the other.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var failed = false

        /// Whether only white space is left (and every field so far was well formed).
        var isAtEnd: Bool {
            mutating get {
                skipSpace()
                return !failed && index == bytes.count
            }
        }

        func name(_ range: Range<Int>, is expected: StaticString) -> Bool {
            guard range.count == expected.utf8CodeUnitCount else { return false }
            let wanted = UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
            return zip(bytes[range], wanted).allSatisfy { $0 == $1 }
        }

        /// The next field's name and value ranges; `nil` at the end (``isAtEnd`` then says whether the text was
        /// well formed).
        mutating func next() -> (name: Range<Int>, value: Range<Int>)? {
            skipSpace()
            if index == bytes.count { return nil }
            let nameStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: ";") {
                index += 1
            }
            let nameEnd = index
            skipSpace()
            guard nameEnd > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return fail() }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return fail() }
            let valueStart = index + 1
            index = valueStart
            // The closing quote: the next `"` not escaped, found with `memchr`.
            while let quote = find(UInt8(ascii: "\""), from: index, before: bytes.count) {
                guard let backslash = find(UInt8(ascii: "\\"), from: index, before: quote) else {
                    index = quote
                    break
                }
                index = backslash + 2
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return fail() }
            let valueEnd = index
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return fail() }
            index += 1
            return (nameStart..<nameEnd, valueStart..<valueEnd)
        }

        private func find(_ byte: UInt8, from start: Int, before end: Int) -> Int? {
            guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else {
                return nil
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        private mutating func fail() -> (name: Range<Int>, value: Range<Int>)? {
            failed = true
            return nil
        }

        private mutating func skipSpace() {
            while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The string a quoted value's bytes stand for, escapes resolved.
    func unescapedValue(_ range: Range<Int>) -> String {
        QuotedStringEscapes.unescape(UnsafeBufferPointer(rebasing: self[range]))
    }

    /// Whether a quoted value's bytes stand for `string`, compared byte for byte unless it has an escape.
    func value(_ range: Range<Int>, equals string: String) -> Bool {
        guard self[range].contains(0x5C) else { return raw(range, equals: string) }
        return unescapedValue(range) == string
    }

    /// Whether the bytes in `range` are the UTF-8 of `string` (`memcmp`).
    func raw(_ range: Range<Int>, equals string: String) -> Bool {
        guard let base = baseAddress else { return range.isEmpty && string.isEmpty }
        if let equal = string.utf8.withContiguousStorageIfAvailable({ utf8 -> Bool in
            guard utf8.count == range.count else { return false }
            guard let other = utf8.baseAddress, !range.isEmpty else { return true }
            return memcmp(base + range.lowerBound, other, range.count) == 0
        }) {
            return equal
        }
        return string.utf8.elementsEqual(self[range])
    }
}
