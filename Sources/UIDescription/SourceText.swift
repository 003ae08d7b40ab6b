#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The bytes of an input file, with a line table built on first use, so that byte offsets
/// become `line:column` only when a position is reported.
final class SourceText: @unchecked Sendable {
    let bytes: [UInt8]
    private let lock = Lock()
    private var lineStarts: [Int]?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    func lineAndColumn(atOffset rawOffset: Int) -> (line: Int, column: Int) {
        let offset = min(max(rawOffset, 0), bytes.count)
        let starts = lineTable
        // The last line start that is <= offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, Self.column(of: offset, lineStart: starts[low], in: bytes))
    }

    /// The 1-based column, in Unicode scalars, of `offset` on the line starting at `lineStart`.
    static func column(of offset: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var column = 1
            var position = lineStart
            while position < offset {
                // Count scalars: skip UTF-8 continuation bytes.
                if buffer[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            return column
        }
    }

    /// The offset each line starts at, built on first use.
    var lineTable: [Int] {
        lock.withLock { () -> [Int] in
            if let lineStarts { return lineStarts }
            let built = Self.computeLineStarts(bytes)
            lineStarts = built
            return built
        }
    }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // memchr finds each newline many bytes at a time.
            var position = 0
            while position < buffer.count, let found = memchr(base + position, 0x0A, buffer.count - position) {
                let index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                starts.append(index + 1)
                position = index + 1
            }
        }
        return starts
    }
}
