import UIDescription

/// The decoded UTF-8 of one strings file, shared by the file, its entries and its comments, which are views into it:
/// a key, a value or a comment becomes a `String` only when asked for, and a location is worked out only when asked
/// for, from where each line starts. Checking an app's translations reads every entry of every file but needs
/// strings and positions only of the few entries it reports.
package final class StringsSource: @unchecked Sendable {  // safe: the one mutable property is guarded by `lock`
    /// The decoded text's UTF-8, without the byte order mark.
    package let bytes: [UInt8]
    /// The path the file was read from, for locations.
    package let path: String?
    /// How an offset into ``bytes`` maps to an offset into the file as read.
    let mapping: InputMapping
    /// Where each line starts (a line ends at `\n`, `\r\n` or a lone `\r`).
    let lines: LineTable
    /// For UTF-16 files, the UTF-16 code units before each line's start.
    private let utf16BeforeLine: [Int]
    /// The text, made once when first asked for.
    private let lock = Lock()
    private var madeText: String?

    /// How an offset into the decoded UTF-8 maps to a byte offset into the file as read.
    enum InputMapping: Sendable {
        /// The input is the UTF-8 text after `prefix` bytes (a byte order mark, or nothing).
        case utf8(prefix: Int)
        /// The input is the text in UTF-16 after `prefix` bytes: two bytes per UTF-16 code unit.
        case utf16(prefix: Int)
    }

    init(bytes: [UInt8], path: String?, mapping: InputMapping) {
        self.bytes = bytes
        self.path = path
        self.mapping = mapping
        let lines = LineTable(bytes: bytes, file: path)
        self.lines = lines
        guard case .utf16 = mapping else {
            utf16BeforeLine = []
            return
        }
        var unitsBefore = [0]
        unitsBefore.reserveCapacity(lines.lineCount)
        var units = 0
        for line in 1..<max(1, lines.lineCount) {
            for index in lines.start(ofLine: line)..<lines.start(ofLine: line + 1) where bytes[index] & 0xC0 != 0x80 {
                units += bytes[index] >= 0xF0 ? 2 : 1
            }
            unitsBefore.append(units)
        }
        utf16BeforeLine = unitsBefore
    }

    /// The decoded text.
    var text: String {
        lock.withLock {
            if let madeText { return madeText }
            let text = String(decoding: bytes, as: UTF8.self)
            madeText = text
            return text
        }
    }

    /// The line (from 1) holding the byte at `offset`, looked for from line `hint` onwards when it is near.
    func line(at offset: Int, from hint: Int) -> Int { lines.lineNumber(at: offset, from: hint) }

    /// The line (from 1) holding the byte at `offset`.
    func line(at offset: Int) -> Int { lines.lineNumber(at: offset) }

    /// The location of `offset` (clamped to the text): line, column in Unicode scalars, and the byte offset in the
    /// file as read.
    func location(at offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = lines.lineNumber(at: offset)
        let inputOffset: Int
        switch mapping {
        case .utf8(let prefix):
            inputOffset = prefix + offset
        case .utf16(let prefix):
            var units = utf16BeforeLine[line - 1]
            for index in lines.start(ofLine: line)..<offset where bytes[index] & 0xC0 != 0x80 {
                units += bytes[index] >= 0xF0 ? 2 : 1
            }
            inputOffset = prefix + 2 * units
        }
        return SourceLocation(file: path, line: line, column: lines.column(at: offset, onLine: line), offset: inputOffset)
    }

    /// The text of the bytes in `range` (which start and end between characters).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The string a quoted string's content (or an unquoted token) stands for: escapes resolved when `escaped`.
    func string(_ range: Range<Int>, escaped: Bool) -> String {
        escaped ? QuotedStringEscapes.unescape(bytes[range]) : string(range)
    }
}
