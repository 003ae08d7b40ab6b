import UIDescription

/// A NIBArchive file as it is stored: the container `ibtool` writes for iOS nibs since iOS 6 and macOS nibs since
/// Xcode 13, read table by table with every index checked.
///
/// The file starts with the 10 bytes `NIBArchive` and ten little-endian 32-bit numbers: the format version (1), the
/// coder version (9 or 10), then the count and byte offset of each of the four tables. Inside the tables, counts and
/// indices are variable-length integers (seven bits per byte, the byte with its high bit set is the last).
/// - **Objects**: each names its class (an index into the class table) and a run of consecutive values.
/// - **Keys**: the member names the values use (`UIText`, `NSSubviews`, `UINibEncoderEmptyKey` for array items).
/// - **Values**: a key index, a type byte and the payload: integers of 1, 2, 4 or 8 bytes, booleans, floats,
///   doubles, data (a length and bytes), nil, or a reference to another object.
/// - **Classes**: each a name (with its terminating NUL) and the 32-bit numbers of fallback classes.
struct NIBArchive: Sendable {
    /// The 10-byte magic every NIBArchive starts with.
    static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// The header's length: the magic and ten 32-bit numbers.
    static let headerLength = 50

    /// A value's type byte: integers of 1, 2, 4 and 8 bytes (0–3), false and true (4, 5), a float and a double (6, 7),
    /// data (8), nil (9) and an object reference (10).
    enum ValueType: UInt8, Sendable {
        case int8, int16, int32, int64, `false`, `true`, float, double, data, null, object
    }

    var formatVersion: Int
    /// 9 (iOS nibs up to Xcode 12) or 10.
    var coderVersion: Int
    /// The object table, read into the graph's form: each object's class index, run of ``values`` and offset in the
    /// file.
    var objects: [ArchivedObjectGraph.Object]
    /// The key table, resolved in the process's ``KeyRegistry``.
    var keys: NameRegistry<Bool>.Resolved
    /// The value table, read as it is into the graph's form: each value's key index and value (integers widened to 64
    /// bits, floats to doubles, data as a byte range of ``bytes``). It is every object's members, object after object.
    var values: [ArchivedObjectGraph.Member]
    /// Each value's type as archived (the widening above loses the integer's size and float against double).
    var valueTypes: [ValueType]
    /// The class table's names, resolved in the process's ``ClassRegistry`` (the numbers after each name, fallback
    /// classes on older systems, are checked and not kept).
    var classes: NameRegistry<NIBVocabulary.ClassFacts>.Resolved
    /// The file.
    let bytes: [UInt8]

    /// Whether `bytes` start like a NIBArchive.
    static func isArchive(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count >= magic.count && bytes.prefix(magic.count).elementsEqual(magic)
    }

    /// Reads the archive in `bytes`; `path` names the file in errors.
    ///
    /// - Throws: `UIDescriptionError` (`.malformed("NIBArchive")` at the byte offset of what is wrong, or
    ///   `.limitExceeded` when a table is larger than `limits` allow).
    init(bytes: [UInt8], path: String?, limits: DocumentLimits) throws {
        self.bytes = bytes
        var cursor = ByteCursor(bytes: bytes, format: "NIBArchive", path: path)
        guard Self.isArchive(bytes) else { throw cursor.error("the file does not start with \"NIBArchive\"", at: 0) }
        cursor.offset = Self.magic.count
        var header: [Int] = []
        header.reserveCapacity(10)
        for field in ["the header's format version", "the header's coder version", "the header's object count",
                      "the header's object table offset", "the header's key count", "the header's key table offset",
                      "the header's value count", "the header's value table offset", "the header's class count",
                      "the header's class table offset"] {
            header.append(Int(try cursor.littleEndian(4, field)))
        }
        formatVersion = header[0]
        coderVersion = header[1]
        guard formatVersion == 1 else {
            throw UIDescriptionError(.unsupportedFormatVersion("NIBArchive \(formatVersion)"),
                                     "NIBArchive: format version \(formatVersion) is not known (only 1 is)",
                                     at: .binary(file: path, offset: Self.magic.count))
        }
        let (objectCount, keyCount, valueCount, classCount) = (header[2], header[4], header[6], header[8])
        // Every entry takes at least a byte, so a count larger than the file is a lie; the element limit bounds
        // what the translation may build.
        for (count, table) in [(objectCount, "object"), (keyCount, "key"), (valueCount, "value"), (classCount, "class")] {
            guard count <= bytes.count else {
                throw cursor.error("the \(table) table claims \(count) entries, more than the file has bytes", at: Self.magic.count)
            }
        }
        guard objectCount <= limits.maximumElementCount, valueCount <= limits.maximumElementCount.multipliedReportingOverflow(by: 8).partialValue else {
            throw UIDescriptionError(.limitExceeded(.elementCount, limit: limits.maximumElementCount),
                                     "NIBArchive: \(objectCount) objects and \(valueCount) values exceed the maximumElementCount limit of \(limits.maximumElementCount)",
                                     at: .binary(file: path, offset: Self.magic.count))
        }

        try cursor.seek(to: header[9], for: "class table")
        var classNames: [Range<Int>] = []
        var classStarts: [Int] = []
        classNames.reserveCapacity(classCount)
        classStarts.reserveCapacity(classCount)
        do {
            for _ in 0..<classCount {
                classStarts.append(cursor.offset)
                classNames.append(try Self.readClass(&cursor))
            }
        } catch {
            // A name before the malformed entry that is not UTF-8 is the first problem.
            if case .failure(let notUTF8) = ClassRegistry.shared.resolve(classNames, in: bytes) {
                throw cursor.error("a class name is empty or not UTF-8", at: classStarts[notUTF8.index])
            }
            throw error
        }
        // The classes and keys are resolved in the process's registries all at once: a name met before makes no new
        // string.
        switch ClassRegistry.shared.resolve(classNames, in: bytes) {
        case .success(let resolved): classes = resolved
        case .failure(let notUTF8): throw cursor.error("a class name is empty or not UTF-8", at: classStarts[notUTF8.index])
        }
        try cursor.seek(to: header[5], for: "key table")
        var keyRanges: [Range<Int>] = []
        keyRanges.reserveCapacity(keyCount)
        for _ in 0..<keyCount {
            let length = try cursor.varint("a key's length")
            keyRanges.append(try cursor.range(length, "a key"))
        }
        switch KeyRegistry.shared.resolve(keyRanges, in: bytes) {
        case .success(let resolved): keys = resolved
        case .failure(let notUTF8): throw cursor.error("a key is not UTF-8", at: keyRanges[notUTF8.index].lowerBound)
        }
        try cursor.seek(to: header[7], for: "value table")
        if let table = ValueTable(bytes: bytes, start: cursor.offset, count: valueCount, keyCount: keyCount, objectCount: objectCount,
                                  maximumValueBytes: limits.maximumValueBytes) {
            values = table.values
            valueTypes = table.types
        } else {
            // A value the fast reading stopped at: read again, value by value, for the error and its offset.
            var values: [ArchivedObjectGraph.Member] = []
            var valueTypes: [ValueType] = []
            values.reserveCapacity(valueCount)
            valueTypes.reserveCapacity(valueCount)
            for _ in 0..<valueCount {
                let (member, type) = try Self.readValue(&cursor, keyCount: keyCount, objectCount: objectCount, limits: limits)
                values.append(member)
                valueTypes.append(type)
            }
            self.values = values
            self.valueTypes = valueTypes
        }
        try cursor.seek(to: header[3], for: "object table")
        var objects: [ArchivedObjectGraph.Object] = []
        objects.reserveCapacity(objectCount)
        for _ in 0..<objectCount {
            let start = cursor.offset
            let classIndex = try cursor.varint("an object's class")
            let first = try cursor.varint("an object's first value")
            let count = try cursor.varint("an object's value count")
            guard classIndex < classCount else {
                throw cursor.error("an object names class \(classIndex) of \(classCount)", at: start)
            }
            guard first <= valueCount, count <= valueCount - first else {
                throw cursor.error("an object's values \(first)..<\(first + count) lie outside the \(valueCount) values", at: start)
            }
            // In the graph's 32-bit form, as the graph has always kept them.
            objects.append(ArchivedObjectGraph.Object(classIndex: Int32(truncatingIfNeeded: classIndex),
                                                      members: Int32(truncatingIfNeeded: first)..<Int32(truncatingIfNeeded: first + count),
                                                      offset: start))
        }
        self.objects = objects
    }

    /// A class entry: where its name is (without the terminating NUL).
    private static func readClass(_ cursor: inout ByteCursor) throws -> Range<Int> {
        let start = cursor.offset
        let length = try cursor.varint("a class name's length")
        let extraCount = try cursor.varint("a class's extra count")
        guard extraCount <= (cursor.end - cursor.offset) / 4 else {
            throw cursor.error("a class claims \(extraCount) extra numbers, more than the file holds", at: start)
        }
        for _ in 0..<extraCount { _ = try cursor.littleEndian(4, "a class's extra number") }
        var name = try cursor.range(length, "a class name")
        if !name.isEmpty, cursor.bytes[name.upperBound - 1] == 0 { name = name.lowerBound..<name.upperBound - 1 }
        guard !name.isEmpty else { throw cursor.error("a class name is empty or not UTF-8", at: start) }
        return name
    }

    private static func readValue(_ cursor: inout ByteCursor, keyCount: Int, objectCount: Int,
                                  limits: DocumentLimits) throws -> (ArchivedObjectGraph.Member, ValueType) {
        let start = cursor.offset
        let key = try cursor.varint("a value's key")
        guard key < keyCount else { throw cursor.error("a value names key \(key) of \(keyCount)", at: start) }
        let typeByte = try cursor.byte("a value's type")
        guard let type = ValueType(rawValue: typeByte) else {
            throw cursor.error("a value has type \(typeByte), which NIBArchive does not define (0 to 10)", at: start + 1)
        }
        let value: ArchivedObjectGraph.Value
        switch type {
        case .int8: value = .integer(Int64(Int8(truncatingIfNeeded: try cursor.littleEndian(1, "an 8-bit integer"))))
        case .int16: value = .integer(Int64(Int16(truncatingIfNeeded: try cursor.littleEndian(2, "a 16-bit integer"))))
        case .int32: value = .integer(Int64(Int32(truncatingIfNeeded: try cursor.littleEndian(4, "a 32-bit integer"))))
        case .int64: value = .integer(Int64(bitPattern: try cursor.littleEndian(8, "a 64-bit integer")))
        case .false: value = .bool(false)
        case .true: value = .bool(true)
        case .float: value = .real(Double(Float(bitPattern: UInt32(try cursor.littleEndian(4, "a float")))))
        case .double: value = .real(Double(bitPattern: try cursor.littleEndian(8, "a double")))
        case .data:
            let length = try cursor.varint("a data value's length")
            guard length <= limits.maximumValueBytes else {
                throw UIDescriptionError(.limitExceeded(.valueBytes, limit: limits.maximumValueBytes),
                                         "NIBArchive: a data value of \(length) bytes exceeds the maximumValueBytes limit of \(limits.maximumValueBytes)",
                                         at: .binary(file: cursor.path, offset: start))
            }
            value = .data(ArchivedObjectGraph.ByteRange(try cursor.range(length, "a data value")))
        case .null: value = .null
        case .object:
            let index = Int(try cursor.littleEndian(4, "an object reference"))
            guard index < objectCount else { throw cursor.error("a value refers to object \(index) of \(objectCount)", at: start) }
            value = .object(index)
        }
        return (ArchivedObjectGraph.Member(key: Int32(truncatingIfNeeded: key), value: value), type)
    }
}

extension NIBArchive {
    /// The archive's objects as an ``ArchivedObjectGraph`` (object 0 is the root): the tables already are in the
    /// graph's form.
    var graph: ArchivedObjectGraph {
        ArchivedObjectGraph(objects: objects, memberTable: values, classes: classes, keys: keys, bytes: bytes, root: 0,
                            format: "NIBArchive")
    }
}
