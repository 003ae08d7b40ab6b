import UIDescription

/// Turns UTF-8 offsets into a decoded text into `SourceLocation`s: line, column in Unicode scalars, and the byte
/// offset in the input the text was decoded from.
///
/// A line ends at `\n`, `\r\n` or a lone `\r`. The walk is incremental: asking for offsets in increasing order (as a
/// parser does) costs one pass over the text in all; asking for an earlier offset starts again from the beginning.
package struct TextPositions {
    /// How a UTF-8 offset into the text maps to a byte offset into the input.
    package enum InputMapping: Sendable {
        /// The input is the UTF-8 text after `prefix` bytes (a byte order mark, or nothing).
        case utf8(prefix: Int)
        /// The input is the text in UTF-16 after `prefix` bytes: two bytes per UTF-16 code unit.
        case utf16(prefix: Int)
    }

    private let bytes: [UInt8]
    private let file: String?
    private let mapping: InputMapping
    private var offset = 0
    private var line = 1
    private var scalarsIntoLine = 0
    private var utf16Units = 0

    /// Creates the positions of `bytes`, the UTF-8 of the decoded text.
    package init(bytes: [UInt8], file: String?, mapping: InputMapping) {
        self.bytes = bytes
        self.file = file
        self.mapping = mapping
    }

    /// The location of the UTF-8 offset `target` (clamped to the text).
    package mutating func location(at target: Int) -> SourceLocation {
        let target = max(0, min(target, bytes.count))
        if target < offset {
            offset = 0
            line = 1
            scalarsIntoLine = 0
            utf16Units = 0
        }
        // Locals, so that the loop runs on registers and the buffer without bounds checks.
        var offset = self.offset, line = self.line, scalarsIntoLine = self.scalarsIntoLine, utf16Units = self.utf16Units
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            while offset < target {
                // Eight ASCII bytes without a line break at once: the common case.
                if offset + 8 <= target, let base = buffer.baseAddress {
                    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                    if !ByteSearch.containsByte(0x0A, in: word), !ByteSearch.containsByte(0x0D, in: word) {
                        if word & 0x8080_8080_8080_8080 == 0 {
                            scalarsIntoLine += 8
                            utf16Units += 8
                            offset += 8
                            continue
                        }
                        // Other scripts: count the bytes that start a scalar (not `10xxxxxx`), unless one starts a
                        // four-byte scalar, which is two UTF-16 units.
                        let high: UInt64 = 0x8080_8080_8080_8080
                        if word & (word << 1) & (word << 2) & (word << 3) & high == 0 {
                            let continuations = (word & ~(word << 1) & high).nonzeroBitCount
                            scalarsIntoLine += 8 - continuations
                            utf16Units += 8 - continuations
                            offset += 8
                            continue
                        }
                    }
                }
                let byte = buffer[offset]
                if byte == 0x0A || (byte == 0x0D && (offset + 1 >= count || buffer[offset + 1] != 0x0A)) {
                    line += 1
                    scalarsIntoLine = 0
                    utf16Units += 1
                } else if byte & 0xC0 != 0x80 {
                    scalarsIntoLine += 1
                    utf16Units += byte >= 0xF0 ? 2 : 1
                }
                offset += 1
            }
        }
        self.offset = offset
        self.line = line
        self.scalarsIntoLine = scalarsIntoLine
        self.utf16Units = utf16Units
        let inputOffset: Int
        switch mapping {
        case .utf8(let prefix): inputOffset = prefix + target
        case .utf16(let prefix): inputOffset = prefix + 2 * utf16Units
        }
        return SourceLocation(file: file, line: line, column: scalarsIntoLine + 1, offset: inputOffset)
    }
}
