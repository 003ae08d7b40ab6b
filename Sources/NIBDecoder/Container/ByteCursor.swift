import UIDescription

/// Reads a compiled nib's bytes front to back, checking every read against the end, so that a truncated or hostile
/// file is an error at its byte offset instead of a read out of bounds.
struct ByteCursor {
    let bytes: [UInt8]
    /// The next byte to read.
    var offset: Int
    /// Where reading must stop (the end of the file, or of the table being read).
    let end: Int
    /// What the bytes are, for messages: `NIBArchive`, `binary property list`.
    let format: String
    let path: String?

    init(bytes: [UInt8], offset: Int = 0, end: Int? = nil, format: String, path: String?) {
        self.bytes = bytes
        self.offset = offset
        self.end = min(end ?? bytes.count, bytes.count)
        self.format = format
        self.path = path
    }

    /// An error at `offset` (the cursor's own by default) naming what could not be read.
    func error(_ message: String, at position: Int? = nil) -> UIDescriptionError {
        NIBFormatError.error(format: format, message, path: path, offset: position ?? offset)
    }

    /// Moves to `position`, which must lie inside the bytes.
    mutating func seek(to position: Int, for what: String) throws {
        guard position >= 0, position <= end else {
            throw error("the \(what) starts at byte \(position), beyond the end of the file (\(end) bytes)", at: offset)
        }
        offset = position
    }

    @inline(__always)
    mutating func byte(_ what: String) throws -> UInt8 {
        guard offset < end else { throw error("the file ends inside \(what)") }
        let byte = bytes[offset]
        offset += 1
        return byte
    }

    /// `count` bytes.
    mutating func bytes(_ count: Int, _ what: String) throws -> ArraySlice<UInt8> {
        bytes[try range(count, what)]
    }

    /// Where the next `count` bytes are, which it moves past.
    @inline(__always)
    mutating func range(_ count: Int, _ what: String) throws -> Range<Int> {
        guard count >= 0, count <= end - offset else {
            throw error("\(what) needs \(count) bytes but only \(max(end - offset, 0)) are left")
        }
        defer { offset += count }
        return offset..<offset + count
    }

    /// A little-endian unsigned integer of `size` bytes.
    @inline(__always)
    mutating func littleEndian(_ size: Int, _ what: String) throws -> UInt64 {
        try integer(size, what, bigEndian: false)
    }

    /// A big-endian unsigned integer of `size` bytes (1 to 8).
    @inline(__always)
    mutating func bigEndian(_ size: Int, _ what: String) throws -> UInt64 {
        guard (1...8).contains(size) else { throw error("\(what) has an integer size of \(size) bytes") }
        return try integer(size, what, bigEndian: true)
    }

    /// An unsigned integer of `size` bytes in either byte order: the sizes the formats store are loaded whole.
    @inline(__always)
    private mutating func integer(_ size: Int, _ what: String, bigEndian: Bool) throws -> UInt64 {
        // Inside the bytes (`end` is at most their count), which the unchecked loads below rely on.
        guard offset >= 0, size >= 0, size <= end - offset else {
            throw error("\(what) needs \(size) bytes but only \(max(end - offset, 0)) are left")
        }
        let start = offset
        offset += size
        return bytes.withUnsafeBytes { raw in
            switch size {
            case 1: return UInt64(raw[start])
            case 2:
                let value = raw.loadUnaligned(fromByteOffset: start, as: UInt16.self)
                return UInt64(bigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
            case 4:
                let value = raw.loadUnaligned(fromByteOffset: start, as: UInt32.self)
                return UInt64(bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
            case 8:
                let value = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                return bigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
            default:
                var value: UInt64 = 0
                for index in 0..<size {
                    value = bigEndian ? value << 8 | UInt64(raw[start + index]) : value | UInt64(raw[start + index]) << (8 * UInt64(index))
                }
                return value
            }
        }
    }

    /// A NIBArchive variable-length integer: seven bits per byte, least significant first, and the byte whose high
    /// bit is set is the last. More than five bytes (35 bits) is an error: no count or index of a nib needs them.
    @inline(__always)
    mutating func varint(_ what: String) throws -> Int {
        let start = offset
        var value = 0
        var shift = 0
        while offset < end {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return value }
            shift += 7
            guard shift < 35 else { throw error("\(what) is a variable-length integer longer than 5 bytes", at: start) }
        }
        throw error("the file ends inside \(what)")
    }
}

/// The errors of the compiled-nib readers: `.malformed` with the format's name, at a byte offset of the file.
enum NIBFormatError {
    static func error(format: String, _ message: String, path: String?, offset: Int) -> UIDescriptionError {
        UIDescriptionError(.malformed(format), "\(format): \(message)", at: SourceLocation.binary(file: path, offset: offset))
    }
}
