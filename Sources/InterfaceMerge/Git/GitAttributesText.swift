/// Adds lines to and removes lines from the text of a `.gitattributes` file, keeping every other line byte for byte.
///
/// A line counts as present when it names the same pattern and the same attributes in any order and spacing
/// (`*.xib diff=uidesc  merge=uidesc` is `*.xib merge=uidesc diff=uidesc`); comment lines match exactly.
package struct GitAttributesText: Sendable, Equatable {
    /// The file's text; empty for a file that does not exist.
    package var text: String

    /// The text of a file (empty for one that does not exist).
    package init(_ text: String) { self.text = text }

    /// The line break the file uses: `\r\n` when its first line ends so, else `\n`. (Bytes, not characters: Swift
    /// reads `\r\n` as one character.)
    var lineBreak: String {
        let bytes = text.utf8
        guard let newline = bytes.firstIndex(of: 0x0A), newline > bytes.startIndex else { return "\n" }
        return bytes[bytes.index(before: newline)] == 0x0D ? "\r\n" : "\n"
    }

    /// The file's lines, each with its own line break (the last may have none).
    var rawLines: [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                lines.append(text[start...])
                break
            }
            let end = bytes.index(after: newline)
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    /// Whether some line of the file is `line`.
    package func contains(_ line: String) -> Bool {
        rawLines.contains { Self.isSame($0, line) }
    }

    /// Appends each of `lines` the file does not hold yet, at the end, and returns those it appended. A last line
    /// without a line break gets one first.
    @discardableResult
    package mutating func add(_ lines: [String]) -> [String] {
        let missing = lines.filter { !contains($0) }
        guard !missing.isEmpty else { return [] }
        let lineBreak = lineBreak
        if let last = text.utf8.last, last != 0x0A { text += lineBreak }
        for line in missing { text += line + lineBreak }
        return missing
    }

    /// Removes every line of the file that is one of `lines`, and returns the lines it removed (in file order).
    @discardableResult
    package mutating func remove(_ lines: [String]) -> [String] {
        var kept = ""
        var removed: [String] = []
        for raw in rawLines {
            if let match = lines.first(where: { Self.isSame(raw, $0) }) {
                removed.append(match)
            } else {
                kept += raw
            }
        }
        if !removed.isEmpty { text = kept }
        return removed
    }

    /// Lines that set `merge` or `diff` for one of `patterns` (other than `ours`) and come after the first of
    /// `ours`, so that they override it: `(line number, text)`.
    package func overriding(_ ours: [String], patterns: [String]) -> [(line: Int, text: String)] {
        let lines = rawLines
        guard let first = lines.firstIndex(where: { raw in ours.contains { Self.isSame(raw, $0) } }) else { return [] }
        var found: [(line: Int, text: String)] = []
        for index in lines.indices where index > first {
            let words = Self.words(lines[index])
            guard let pattern = words.first, patterns.contains(pattern), !ours.contains(where: { Self.isSame(lines[index], $0) }) else { continue }
            let setsMergeOrDiff = words.dropFirst().contains { word in
                let name = word.drop { $0 == "-" || $0 == "!" }.prefix { $0 != "=" }
                return name == "merge" || name == "diff" || name == "binary"
            }
            if setsMergeOrDiff { found.append((index + 1, words.joined(separator: " "))) }
        }
        return found
    }

    /// The words of a line (pattern, then attributes); none for a blank line. Comments are one word, the whole line.
    static func words(_ line: Substring) -> [String] {
        let trimmed = line.trimmingWhitespace()
        if trimmed.hasPrefix("#") { return [String(trimmed)] }
        return trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Whether a line of the file is `line`: the same pattern and the same set of attributes.
    static func isSame(_ raw: Substring, _ line: String) -> Bool {
        let have = words(raw), want = words(Substring(line))
        guard let pattern = have.first, pattern == want.first else { return false }
        return have.count == want.count && Set(have.dropFirst()) == Set(want.dropFirst())
    }
}

private extension Substring {
    /// The text without spaces, tabs and line breaks at either end.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        var start = startIndex, end = endIndex
        while start < end, isSpace(self[start]) { start = index(after: start) }
        while end > start, isSpace(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }
}
