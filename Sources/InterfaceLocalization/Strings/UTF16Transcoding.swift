/// Turns UTF-16 bytes into UTF-8 in one pass, stopping at an unpaired surrogate.
struct UTF16ToUTF8 {
    let bytes: [UInt8]
    let littleEndian: Bool
    /// Where the next code unit starts; after a failed ``transcode()``, the offset of the unpaired surrogate.
    private(set) var offset: Int

    init(bytes: [UInt8], start: Int, littleEndian: Bool) {
        self.bytes = bytes
        self.littleEndian = littleEndian
        offset = start
    }

    /// The UTF-8 of the text, or `nil` at an unpaired surrogate (``offset`` then points at it).
    mutating func transcode() -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - offset) / 2 + 16)
        while offset + 1 < bytes.count {
            let unit = self.unit(at: offset)
            if unit < 0x80 {
                output.append(UInt8(unit))
                offset += 2
            } else if unit < 0x800 {
                output.append(0xC0 | UInt8(unit >> 6))
                output.append(0x80 | UInt8(unit & 0x3F))
                offset += 2
            } else if unit & 0xF800 != 0xD800 {
                output.append(0xE0 | UInt8(unit >> 12))
                output.append(0x80 | UInt8((unit >> 6) & 0x3F))
                output.append(0x80 | UInt8(unit & 0x3F))
                offset += 2
            } else {
                guard unit < 0xDC00, offset + 3 < bytes.count else { return nil }
                let low = self.unit(at: offset + 2)
                guard low & 0xFC00 == 0xDC00 else { return nil }
                let scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                output.append(0xF0 | UInt8(scalar >> 18))
                output.append(0x80 | UInt8((scalar >> 12) & 0x3F))
                output.append(0x80 | UInt8((scalar >> 6) & 0x3F))
                output.append(0x80 | UInt8(scalar & 0x3F))
                offset += 4
            }
        }
        return output
    }

    private func unit(at index: Int) -> UInt16 {
        let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
        return littleEndian ? first | second << 8 : first << 8 | second
    }
}
