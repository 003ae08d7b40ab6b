#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The bytes of an input file, with a ``LineTable`` built on first use, so that byte offsets
/// become `line:column` only when a position is reported.
final class SourceText: @unchecked Sendable {
    let bytes: [UInt8]
    private let lock = Lock()
    private var lineTable: LineTable?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    func lineAndColumn(atOffset offset: Int) -> (line: Int, column: Int) {
        let location = table.location(ofUTF8Offset: offset)
        return (location.line, location.column)
    }

    /// The 1-based number and byte range (without its line break) of the line holding `offset`.
    func line(containing offset: Int) -> (number: Int, start: Int, end: Int) {
        table.line(containing: offset)
    }

    private var table: LineTable {
        lock.withLock { () -> LineTable in
            if let lineTable { return lineTable }
            let built = LineTable(bytes: bytes, file: nil)
            lineTable = built
            return built
        }
    }

    /// Whether the source holds exactly `bytes` at `offset`.
    func holds(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        self.bytes.withUnsafeBufferPointer { source in
            guard offset >= 0, offset <= source.count, bytes.count <= source.count - offset else { return false }
            guard let sourceBase = source.baseAddress, let base = bytes.baseAddress else { return bytes.isEmpty }
            return memcmp(sourceBase + offset, base, bytes.count) == 0
        }
    }

    /// The column of `offset` on the line of `known`, whose column is `knownColumn`: the scalars
    /// between the two, counted either way, so that a long line is not counted from its start.
    static func column(of offset: Int, from known: Int, at knownColumn: Int, in bytes: [UInt8]) -> Int {
        offset >= known
            ? knownColumn + column(of: offset, lineStart: known, in: bytes) - 1
            : knownColumn - column(of: known, lineStart: offset, in: bytes) + 1
    }

    /// The 1-based column, in Unicode scalars, of `offset` on the line starting at `lineStart`.
    static func column(of offset: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var column = 1
            var position = max(lineStart, 0)
            let end = min(offset, buffer.count)
            // Eight bytes at a time while they are ASCII (an element's indentation, most often),
            // each of which is one scalar.
            if let base = buffer.baseAddress {
                while end - position >= 8,
                      UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    column += 8
                    position += 8
                }
            }
            while position < end {
                // Count scalars: skip UTF-8 continuation bytes.
                if buffer[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            return column
        }
    }
}
