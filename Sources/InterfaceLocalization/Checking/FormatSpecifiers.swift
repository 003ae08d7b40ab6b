/// The printf-style format specifiers of a text (`%@`, `%d`, `%1$@`, `%.2f`, `%lld`), as Foundation reads them,
/// without their position index so that reordered translations (`%2$@ … %1$@`) compare equal. `%%` is a literal
/// percent sign and `%` followed by a space is no specifier.
enum FormatSpecifiers {
    /// The specifiers of `text`, sorted, each without its `N$` index.
    static func of(_ text: String) -> [String] {
        // Most texts have no `%` at all: no scalars copied for them.
        let percent = UInt8(ascii: "%")
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(percent) }) ?? text.utf8.contains(percent) else {
            return []
        }
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            guard cursor < scalars.count else { break }
            if scalars[cursor] == "%" { index = cursor + 1; continue }
            // An index: digits followed by `$`.
            var digitsEnd = cursor
            while digitsEnd < scalars.count, isDigit(scalars[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > cursor, digitsEnd < scalars.count, scalars[digitsEnd] == "$" { cursor = digitsEnd + 1 }
            var body = ""
            while cursor < scalars.count, "-+#0'".unicodeScalars.contains(scalars[cursor]) {
                body.unicodeScalars.append(scalars[cursor]); cursor += 1
            }
            while cursor < scalars.count, isDigit(scalars[cursor]) || scalars[cursor] == "*" || scalars[cursor] == "." {
                body.unicodeScalars.append(scalars[cursor]); cursor += 1
            }
            for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where matches(length, in: scalars, at: cursor) {
                body += length
                cursor += length.unicodeScalars.count
                break
            }
            if cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) {
                body.unicodeScalars.append(scalars[cursor])
                found.append("%" + body)
                index = cursor + 1
            } else {
                index += 1
            }
        }
        return found.sorted()
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private static func matches(_ word: String, in scalars: [Unicode.Scalar], at start: Int) -> Bool {
        let wanted = Array(word.unicodeScalars)
        guard start + wanted.count <= scalars.count else { return false }
        return Array(scalars[start..<start + wanted.count]) == wanted
    }
}
