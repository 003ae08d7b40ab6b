import UIDescription

/// A binary property list (`bplist00`), read with every offset and reference checked: the form of the older keyed
/// nibs (`keyedobjects.nib`, written by NSKeyedArchiver) and of a `.storyboardc` folder's `Info.plist`.
///
/// Unlike Foundation's reader, it keeps what a keyed archive needs and Foundation hides or loses on Linux: `UID`
/// values (the archive's object references), dictionary keys in file order, and the byte offset of every object.
struct BinaryPropertyList: Sendable {
    /// A value of the list. Containers hold the indices of their members in ``objects``.
    enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int64)
        case real(Double)
        /// Seconds since 2001-01-01.
        case date(Double)
        case data(ArraySlice<UInt8>)
        case string(String)
        /// A keyed archive's reference to the object at this index of `$objects`.
        case uid(Int)
        case array([Int])
        case dictionary([(key: Int, value: Int)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case let (.bool(a), .bool(b)): a == b
            case let (.integer(a), .integer(b)): a == b
            case let (.real(a), .real(b)), let (.date(a), .date(b)): a == b || (a.isNaN && b.isNaN)
            case let (.data(a), .data(b)): a.elementsEqual(b)
            case let (.string(a), .string(b)): a == b
            case let (.uid(a), .uid(b)): a == b
            case let (.array(a), .array(b)): a == b
            case let (.dictionary(a), .dictionary(b)): a.elementsEqual(b) { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }
    }

    static let magic: [UInt8] = Array("bplist00".utf8)

    /// Every object of the list, by its index in the offset table.
    private(set) var objects: [Value] = []
    /// Where each object starts in the file.
    private(set) var offsets: [Int] = []
    /// The index of the top object.
    let top: Int
    let path: String?

    /// A list of `objects` (containers holding indices into it) read otherwise: the XML form
    /// (``XMLPropertyList``).
    init(objects: [Value], offsets: [Int], top: Int, path: String?) {
        self.objects = objects
        self.offsets = offsets
        self.top = top
        self.path = path
    }

    static func isPropertyList(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count >= magic.count && bytes.prefix(magic.count).elementsEqual(magic)
    }

    /// Reads the list in `bytes`.
    ///
    /// - Throws: `UIDescriptionError` (`.malformed("binary property list")`) at the byte offset of what is wrong.
    init(bytes: [UInt8], path: String?, limits: DocumentLimits) throws {
        self.path = path
        var cursor = ByteCursor(bytes: bytes, format: "binary property list", path: path)
        guard Self.isPropertyList(bytes) else { throw cursor.error("the file does not start with \"bplist00\"", at: 0) }
        guard bytes.count >= Self.magic.count + 32 else { throw cursor.error("the file is too short for its trailer", at: 0) }
        let trailer = bytes.count - 32
        cursor.offset = trailer + 6
        let offsetSize = Int(try cursor.byte("the trailer"))
        let referenceSize = Int(try cursor.byte("the trailer"))
        let objectCount = try cursor.bigEndian(8, "the trailer's object count")
        let topObject = try cursor.bigEndian(8, "the trailer's top object")
        let tableOffset = try cursor.bigEndian(8, "the trailer's offset table offset")
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw cursor.error("the trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes (1 to 8 are possible)", at: trailer + 6)
        }
        guard objectCount > 0, objectCount <= UInt64(trailer) / UInt64(offsetSize) else {
            throw cursor.error("the trailer claims \(objectCount) objects, which the file cannot hold", at: trailer + 8)
        }
        let count = Int(objectCount)
        guard count <= limits.maximumElementCount else {
            throw UIDescriptionError(.limitExceeded(.elementCount, limit: limits.maximumElementCount),
                                     "binary property list: \(count) objects exceed the maximumElementCount limit of \(limits.maximumElementCount)",
                                     at: .binary(file: path, offset: trailer + 8))
        }
        guard topObject < objectCount else { throw cursor.error("the top object \(topObject) is not among the \(count) objects", at: trailer + 16) }
        guard tableOffset >= UInt64(Self.magic.count), tableOffset <= UInt64(trailer),
              UInt64(count) * UInt64(offsetSize) <= UInt64(trailer) - tableOffset
        else { throw cursor.error("the offset table at \(tableOffset) does not fit before the trailer", at: trailer + 24) }
        top = Int(topObject)
        cursor.offset = Int(tableOffset)
        offsets.reserveCapacity(count)
        for _ in 0..<count {
            let offset = try cursor.bigEndian(offsetSize, "an object offset")
            guard offset >= UInt64(Self.magic.count), offset < tableOffset else {
                throw cursor.error("an object offset (\(offset)) points outside the objects", at: cursor.offset - offsetSize)
            }
            offsets.append(Int(offset))
        }
        var objectCursor = ByteCursor(bytes: bytes, end: Int(tableOffset), format: "binary property list", path: path)
        objects.reserveCapacity(count)
        for offset in offsets {
            objectCursor.offset = offset
            objects.append(try Self.readObject(&objectCursor, referenceSize: referenceSize, objectCount: count, limits: limits))
        }
    }

    private static func readObject(_ cursor: inout ByteCursor, referenceSize: Int, objectCount: Int, limits: DocumentLimits) throws -> Value {
        let start = cursor.offset
        let marker = try cursor.byte("an object's marker")
        let high = marker >> 4, low = Int(marker & 0x0F)
        func length() throws -> Int {
            guard low == 0x0F else { return low }
            let intMarker = try cursor.byte("a length")
            guard intMarker >> 4 == 0x1, intMarker & 0x0F <= 3 else { throw cursor.error("a length is not an integer", at: cursor.offset - 1) }
            let value = try cursor.bigEndian(1 << Int(intMarker & 0x0F), "a length")
            guard value <= UInt64(cursor.end) else { throw cursor.error("a length of \(value) exceeds the file", at: start) }
            return Int(value)
        }
        func reference() throws -> Int {
            let reference = try cursor.bigEndian(referenceSize, "a reference")
            guard reference < UInt64(objectCount) else {
                throw cursor.error("a reference to object \(reference) of \(objectCount)", at: cursor.offset - referenceSize)
            }
            return Int(reference)
        }
        func checkFits(_ count: Int) throws {
            guard count <= (cursor.end - cursor.offset) / referenceSize else {
                throw cursor.error("a container of \(count) members does not fit in the file", at: start)
            }
        }
        func references(_ count: Int) throws -> [Int] {
            try checkFits(count)
            var references: [Int] = []
            references.reserveCapacity(count)
            for _ in 0..<count { references.append(try reference()) }
            return references
        }
        switch high {
        case 0x0:
            switch low {
            case 0x0: return .null
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw cursor.error("marker 0x\(String(marker, radix: 16)) is not a property list value", at: start)
            }
        case 0x1:
            guard low <= 4 else { throw cursor.error("an integer of 2^\(low) bytes", at: start) }
            let size = 1 << low
            let raw = try cursor.bigEndian(size, "an integer")
            // 8- and 16-byte integers are signed; shorter ones unsigned.
            return .integer(size >= 8 ? Int64(bitPattern: raw) : Int64(raw))
        case 0x2:
            switch low {
            case 2: return .real(Double(Float(bitPattern: UInt32(try cursor.bigEndian(4, "a real")))))
            case 3: return .real(Double(bitPattern: try cursor.bigEndian(8, "a real")))
            default: throw cursor.error("a real of 2^\(low) bytes", at: start)
            }
        case 0x3:
            guard low == 3 else { throw cursor.error("a date of 2^\(low) bytes", at: start) }
            return .date(Double(bitPattern: try cursor.bigEndian(8, "a date")))
        case 0x4:
            let count = try length()
            guard count <= limits.maximumValueBytes else {
                throw UIDescriptionError(.limitExceeded(.valueBytes, limit: limits.maximumValueBytes),
                                         "binary property list: data of \(count) bytes exceeds the maximumValueBytes limit",
                                         at: .binary(file: cursor.path, offset: start))
            }
            return .data(try cursor.bytes(count, "data"))
        case 0x5:
            let text = try cursor.bytes(try length(), "an ASCII string")
            guard text.allSatisfy({ $0 < 0x80 }) else { throw cursor.error("an ASCII string holds a byte above 127", at: start) }
            return .string(String(decoding: text, as: UTF8.self))
        case 0x6:
            let count = try length()
            guard count <= cursor.end / 2 else { throw cursor.error("a string of \(count) UTF-16 units does not fit", at: start) }
            let raw = try cursor.bytes(count * 2, "a UTF-16 string")
            var units: [UInt16] = []
            units.reserveCapacity(count)
            var index = raw.startIndex
            while index < raw.endIndex {
                units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
                index += 2
            }
            guard let text = String(validatingUTF16: units) else { throw cursor.error("a UTF-16 string is malformed", at: start) }
            return .string(text)
        case 0x8:
            // A UID too large for an index refers to no object (the archive checks the range when it resolves one).
            guard let uid = Int(exactly: try cursor.bigEndian(low + 1, "a UID")) else {
                throw cursor.error("a UID larger than any object index", at: start)
            }
            return .uid(uid)
        case 0xA:
            return .array(try references(try length()))
        case 0xD:
            // The keys, then the values: read into one list.
            let count = try length()
            try checkFits(count)
            var entries: [(key: Int, value: Int)] = []
            entries.reserveCapacity(count)
            for _ in 0..<count { entries.append((try reference(), 0)) }
            try checkFits(count)
            for index in 0..<count { entries[index].value = try reference() }
            return .dictionary(entries)
        default:
            throw cursor.error("marker 0x\(String(marker, radix: 16)) is not a property list value this reader takes", at: start)
        }
    }

    /// The offset where object `index` starts.
    func offset(of index: Int) -> Int { offsets.indices.contains(index) ? offsets[index] : 0 }

    /// The string object `index` holds, if it is one.
    func string(_ index: Int) -> String? {
        guard objects.indices.contains(index), case .string(let text) = objects[index] else { return nil }
        return text
    }

    /// The value of `key` in the dictionary object `index`.
    func member(_ key: String, of index: Int) -> Int? {
        guard objects.indices.contains(index), case .dictionary(let entries) = objects[index] else { return nil }
        return entries.first { string($0.key) == key }?.value
    }
}

extension String {
    /// The text of UTF-16 code units, or nil when they hold an unpaired surrogate.
    init?(validatingUTF16 units: [UInt16]) {
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: self = String(scalars); return
            case .error: return nil
            }
        }
    }
}
