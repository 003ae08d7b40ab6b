#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
    let mapping: TextPositions.InputMapping
    /// The offset of each line's first byte (a line ends at `\n`, `\r\n` or a lone `\r`).
    let lineStarts: [Int]
    /// For UTF-16 files, the UTF-16 code units before each line's start.
    private let utf16BeforeLine: [Int]
    /// The text, made once when first asked for.
    private let lock = Lock()
    private var madeText: String?

    init(bytes: [UInt8], path: String?, mapping: TextPositions.InputMapping) {
        self.bytes = bytes
        self.path = path
        self.mapping = mapping
        var starts = [0]
        var unitsBefore: [Int] = []
        let countsUTF16: Bool
        if case .utf16 = mapping { countsUTF16 = true } else { countsUTF16 = false }
        if countsUTF16 { unitsBefore.append(0) }
        bytes.withUnsafeBufferPointer { buffer in
            // Most files have no `\r`: their lines are found with `memchr` alone.
            if !countsUTF16, let base = buffer.baseAddress, memchr(base, 0x0D, buffer.count) == nil {
                var index = 0
                while index < buffer.count, let found = memchr(base + index, 0x0A, buffer.count - index) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(index)
                }
                return
            }
            var index = 0
            var units = 0
            let count = buffer.count
            while index < count {
                // Straight to the next line break (UTF-16 files count their units on the way).
                if !countsUTF16 {
                    index = ByteSearch.lineBreak(in: buffer, from: index)
                    guard index < count else { break }
                }
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D {
                    let next = byte == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A ? index + 2 : index + 1
                    units += next - index
                    index = next
                    starts.append(index)
                    if countsUTF16 { unitsBefore.append(units) }
                    continue
                }
                if countsUTF16, byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                index += 1
            }
        }
        lineStarts = starts
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

    /// The line (from 1) holding the byte at `offset`, found from `hint` (a line at or before it) forwards when
    /// that is near, else by bisection.
    func line(at offset: Int, from hint: Int) -> Int {
        var line = max(1, min(hint, lineStarts.count))
        guard lineStarts[line - 1] <= offset else { return self.line(at: offset) }
        for _ in 0..<8 {
            guard line < lineStarts.count, lineStarts[line] <= offset else { return line }
            line += 1
        }
        return self.line(at: offset)
    }

    /// The line (from 1) holding the byte at `offset`.
    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The location of `offset` (clamped to the text): line, column in Unicode scalars, and the byte offset in the
    /// file as read.
    func location(at offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = line(at: offset)
        let start = lineStarts[line - 1]
        var scalars = 0, units = 0
        for index in start..<offset where bytes[index] & 0xC0 != 0x80 {
            scalars += 1
            units += bytes[index] >= 0xF0 ? 2 : 1
        }
        let inputOffset: Int
        switch mapping {
        case .utf8(let prefix): inputOffset = prefix + offset
        case .utf16(let prefix): inputOffset = prefix + 2 * (utf16BeforeLine[line - 1] + units)
        }
        return SourceLocation(file: path, line: line, column: scalars + 1, offset: inputOffset)
    }

    /// The text of the bytes in `range` (which start and end between characters).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The string a quoted string's content (or an unquoted token) stands for: escapes resolved when `escaped`.
    func string(_ range: Range<Int>, escaped: Bool) -> String {
        escaped ? StringsEscapes.unescape(bytes[range]) : string(range)
    }
}
