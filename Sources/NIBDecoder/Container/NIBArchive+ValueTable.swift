extension NIBArchive {
    /// The value table read in one pass over the file's bytes, each value's bounds checked once: most of a nib's
    /// bytes are values, which the checked reading (``NIBArchive/readValue(_:keyCount:objectCount:limits:)``, a
    /// `ByteCursor` call per field) read at several times the cost.
    ///
    /// It checks what the checked reading checks (every key and object index, every type byte, every length against
    /// the end of the file and `maximumValueBytes`) and gives up at the first value that fails a check, leaving the
    /// error and its offset to the checked reading, which then reads the table again.
    struct ValueTable {
        var values: [ArchivedObjectGraph.Member]
        var types: [ValueType]

        /// The `count` values from byte `start` of `bytes`; nil when one is malformed.
        init?(bytes: [UInt8], start: Int, count: Int, keyCount: Int, objectCount: Int, maximumValueBytes: Int) {
            guard start >= 0, start <= bytes.count, count >= 0, count <= bytes.count else { return nil }
            var read = 0
            var types = [ValueType](filledWith: .null, count: count)
            let values = bytes.withUnsafeBytes { raw -> [ArchivedObjectGraph.Member] in
                types.withUnsafeMutableBufferPointer { types in
                    [ArchivedObjectGraph.Member](unsafeUninitializedCapacity: count) { buffer, initialized in
                        var offset = start
                        let end = raw.count
                        /// A variable-length integer of at most 5 bytes (as `ByteCursor.varint`), or nil.
                        @inline(__always) func varint() -> Int? {
                            var value = 0, shift = 0
                            while offset < end, shift < 35 {
                                let byte = raw[offset]
                                offset += 1
                                value |= Int(byte & 0x7F) << shift
                                if byte & 0x80 != 0 { return value }
                                shift += 7
                            }
                            return nil
                        }
                        reading: while read < count {
                            guard let key = varint(), key < keyCount, offset < end else { break reading }
                            // The type byte is switched on as it is, against the types' raw values (`ValueType(rawValue:)` is a call per
                            // value).
                            let typeByte = raw[offset]
                            offset += 1
                            let value: ArchivedObjectGraph.Value
                            let type: ValueType
                            switch typeByte {
                            case ValueType.int8.rawValue:
                                guard end - offset >= 1 else { break reading }
                                value = .integer(Int64(Int8(bitPattern: raw[offset])))
                                type = .int8
                                offset += 1
                            case ValueType.int16.rawValue:
                                guard end - offset >= 2 else { break reading }
                                value = .integer(Int64(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int16.self))))
                                type = .int16
                                offset += 2
                            case ValueType.int32.rawValue:
                                guard end - offset >= 4 else { break reading }
                                value = .integer(Int64(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int32.self))))
                                type = .int32
                                offset += 4
                            case ValueType.int64.rawValue:
                                guard end - offset >= 8 else { break reading }
                                value = .integer(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
                                type = .int64
                                offset += 8
                            case ValueType.false.rawValue: value = .bool(false); type = .false
                            case ValueType.true.rawValue: value = .bool(true); type = .true
                            case ValueType.float.rawValue:
                                guard end - offset >= 4 else { break reading }
                                let bits = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                                value = .real(Double(Float(bitPattern: bits)))
                                type = .float
                                offset += 4
                            case ValueType.double.rawValue:
                                guard end - offset >= 8 else { break reading }
                                value = .real(Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))))
                                type = .double
                                offset += 8
                            case ValueType.data.rawValue:
                                guard let length = varint(), length <= maximumValueBytes, length <= end - offset else { break reading }
                                value = .data(ArchivedObjectGraph.ByteRange(offset..<offset + length))
                                type = .data
                                offset += length
                            case ValueType.null.rawValue: value = .null; type = .null
                            case ValueType.object.rawValue:
                                guard end - offset >= 4 else { break reading }
                                let index = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                                guard index < objectCount else { break reading }
                                value = .object(index)
                                type = .object
                                offset += 4
                            default:
                                break reading
                            }
                            buffer.initializeElement(at: read, to: ArchivedObjectGraph.Member(key: Int32(truncatingIfNeeded: key), value: value))
                            types[read] = type
                            read += 1
                        }
                        initialized = read
                    }
                }
            }
            guard read == count else { return nil }
            self.values = values
            self.types = types
        }
    }
}
