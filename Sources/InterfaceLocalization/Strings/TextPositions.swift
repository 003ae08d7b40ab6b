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
        while offset < target {
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
                line += 1
                scalarsIntoLine = 0
                utf16Units += 1
            } else if byte & 0xC0 != 0x80 {
                scalarsIntoLine += 1
                utf16Units += byte >= 0xF0 ? 2 : 1
            }
            offset += 1
        }
        let inputOffset: Int
        switch mapping {
        case .utf8(let prefix): inputOffset = prefix + target
        case .utf16(let prefix): inputOffset = prefix + 2 * utf16Units
        }
        return SourceLocation(file: file, line: line, column: scalarsIntoLine + 1, offset: inputOffset)
    }
}
