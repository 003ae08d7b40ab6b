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
        var locator = SourceLocator(self)
        return locator.lineAndColumn(atOffset: rawOffset)
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

/// Turns byte offsets into line and column, remembering the last line it found: offsets asked in
/// document order (a decode, a ``Node`` snapshot) are found by stepping forward a few lines
/// instead of searching the whole table each time.
struct SourceLocator {
    private let bytes: [UInt8]
    private let starts: [Int]
    private var line = 0

    init(_ source: SourceText) {
        bytes = source.bytes
        starts = source.lineTable
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    mutating func lineAndColumn(atOffset rawOffset: Int) -> (line: Int, column: Int) {
        let offset = min(max(rawOffset, 0), bytes.count)
        if starts[line] <= offset {
            // Forward from the last line, a few steps at most when offsets come in order…
            var steps = 0
            while line + 1 < starts.count && starts[line + 1] <= offset && steps < 16 {
                line += 1
                steps += 1
            }
            if line + 1 < starts.count && starts[line + 1] <= offset { line = Self.search(starts, offset, from: line) }
        } else {
            // …or a binary search.
            line = Self.search(starts, offset, from: 0)
        }
        let column = bytes.withUnsafeBufferPointer { buffer -> Int in
            var column = 1
            var position = starts[line]
            while position < offset {
                // Count scalars: skip UTF-8 continuation bytes.
                if buffer[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            return column
        }
        return (line + 1, column)
    }

    /// The last line start at or before `offset`, searching from line `low`.
    private static func search(_ starts: [Int], _ offset: Int, from low: Int) -> Int {
        var low = low
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
