#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns UTF-8 byte offsets of one text into 1-based line and column positions, counting columns
/// in Unicode scalars. `\n`, `\r\n` and a lone `\r` each end a line.
public struct LineTable: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let file: String?

    /// A table over UTF-8 bytes; locations name `file`.
    public init(bytes: [UInt8], file: String?) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        if !Self.contains(UInt8(ascii: "\r"), in: bytes) {
            // The common case, fast even in debug builds where huge inputs are located: memchr.
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var index = 0
                while index < buffer.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), buffer.count - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(index)
                }
            }
            self.bytes = bytes
            self.lineStarts = starts
            self.file = file
            return
        }
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        self.bytes = bytes
        self.lineStarts = starts
        self.file = file
    }

    private static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
    }

    /// A table over a text's UTF-8 bytes.
    public init(text: String, file: String?) {
        self.init(bytes: Array(text.utf8), file: file)
    }

    /// The location of the byte at `offset`; offsets outside the text are clamped to it.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let index = lineIndex(of: clamped)
        let column = SourceText.column(of: clamped, lineStart: lineStarts[index], in: bytes)
        return SourceLocation(file: file, line: index + 1, column: column, offset: clamped)
    }

    /// The 1-based number and byte range of the line holding `offset` (clamped to the text),
    /// without its line break.
    func line(containing offset: Int) -> (number: Int, start: Int, end: Int) {
        let index = lineIndex(of: max(0, min(offset, bytes.count)))
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        // Back over the line break: `\n`, `\r\n` or `\r`.
        if end > lineStarts[index] && index + 1 < lineStarts.count {
            end -= 1
            if bytes[end] == 0x0A && end > lineStarts[index] && bytes[end - 1] == 0x0D { end -= 1 }
        }
        return (index + 1, lineStarts[index], end)
    }

    /// The number of lines.
    package var lineCount: Int { lineStarts.count }

    /// The offset of the first byte of line `number` (1-based, clamped to the lines).
    package func start(ofLine number: Int) -> Int { lineStarts[max(1, min(number, lineStarts.count)) - 1] }

    /// The 1-based number of the line holding `offset` (clamped to the text).
    package func lineNumber(at offset: Int) -> Int { lineIndex(of: max(0, min(offset, bytes.count))) + 1 }

    /// ``lineNumber(at:)`` found forwards from line `hint` when `offset` is a few lines after it (as it is for a
    /// reader asking in order), else by bisection.
    package func lineNumber(at offset: Int, from hint: Int) -> Int {
        var line = max(1, min(hint, lineStarts.count))
        guard lineStarts[line - 1] <= offset else { return lineNumber(at: offset) }
        for _ in 0..<8 {
            guard line < lineStarts.count, lineStarts[line] <= offset else { return line }
            line += 1
        }
        return lineNumber(at: offset)
    }

    /// ``location(ofUTF8Offset:)`` with the line looked for from line `hint` onwards when it is near (as it is
    /// for a reader asking in order).
    package func location(ofUTF8Offset offset: Int, fromLine hint: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineNumber(at: clamped, from: hint)
        return SourceLocation(file: file, line: line, column: column(at: clamped, onLine: line), offset: clamped)
    }

    /// The 1-based column, in Unicode scalars, of `offset` on its line.
    package func column(at offset: Int, onLine number: Int) -> Int {
        SourceText.column(of: offset, lineStart: start(ofLine: number), in: bytes)
    }

    /// The 0-based index of the line holding `offset`.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
