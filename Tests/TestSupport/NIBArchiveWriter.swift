/// Writes a NIBArchive from its tables (values: key index, type byte, payload bytes): nibs built for a test, hostile or
/// not, in the format's own layout (a 50-byte header, then the object, key, value and class tables).
public struct NIBArchiveWriter {
    public init() {}

    public var classes: [String] = []
    public var keys: [String] = []
    public var values: [(key: Int, type: UInt8, payload: [UInt8])] = []
    public var objects: [(classIndex: Int, first: Int, count: Int)] = []
    /// Replaces header fields (index 0–9) after the tables are laid out.
    public var headerOverrides: [Int: UInt32] = [:]

    public static func varint(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        repeat {
            var byte = UInt8(rest & 0x7F)
            rest >>= 7
            if rest == 0 { byte |= 0x80 }
            bytes.append(byte)
        } while rest != 0
        return bytes
    }

    public static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    public var bytes: [UInt8] {
        var objectTable: [UInt8] = [], keyTable: [UInt8] = [], valueTable: [UInt8] = [], classTable: [UInt8] = []
        for object in objects { objectTable += Self.varint(object.classIndex) + Self.varint(object.first) + Self.varint(object.count) }
        for key in keys { keyTable += Self.varint(key.utf8.count) + Array(key.utf8) }
        for value in values { valueTable += Self.varint(value.key) + [value.type] + value.payload }
        for name in classes { classTable += Self.varint(name.utf8.count + 1) + Self.varint(0) + Array(name.utf8) + [0] }
        let objectsOffset = 50, keysOffset = objectsOffset + objectTable.count
        let valuesOffset = keysOffset + keyTable.count, classesOffset = valuesOffset + valueTable.count
        var header: [UInt32] = [1, 10, UInt32(objects.count), UInt32(objectsOffset), UInt32(keys.count), UInt32(keysOffset),
                                UInt32(values.count), UInt32(valuesOffset), UInt32(classes.count), UInt32(classesOffset)]
        for (index, value) in headerOverrides { header[index] = value }
        return Array("NIBArchive".utf8) + header.flatMap(Self.le32) + objectTable + keyTable + valueTable + classTable
    }

    /// An object reference value.
    public static func reference(_ index: UInt32) -> [UInt8] { le32(index) }
}

extension NIBArchiveWriter {
    /// A member's value, as ``addObject(class:_:)`` archives it.
    public enum Member {
        case object(Int)
        case data([UInt8])
        case integer(Int32)
        case flag(Bool)
        case float(Float)

        var typeAndPayload: (UInt8, [UInt8]) {
            switch self {
            case .object(let index): (10, NIBArchiveWriter.reference(UInt32(index)))
            case .data(let bytes): (8, NIBArchiveWriter.varint(bytes.count) + bytes)
            case .integer(let value): (2, NIBArchiveWriter.le32(UInt32(bitPattern: value)))
            case .flag(let value): (value ? 5 : 4, [])
            case .float(let value): (6, NIBArchiveWriter.le32(value.bitPattern))
            }
        }
    }

    /// Appends an object of class `className` with `members` (keys and classes added to their tables as met); its
    /// index. Objects are numbered in the order they are added, so a member may refer to one added later.
    @discardableResult
    public mutating func addObject(class className: String, _ members: [(String, Member)]) -> Int {
        func index(of name: String, in table: inout [String]) -> Int {
            if let found = table.firstIndex(of: name) { return found }
            table.append(name)
            return table.count - 1
        }
        let classIndex = index(of: className, in: &classes)
        let first = values.count
        for (key, member) in members {
            let (type, payload) = member.typeAndPayload
            values.append((index(of: key, in: &keys), type, payload))
        }
        objects.append((classIndex, first, members.count))
        return objects.count - 1
    }

    /// A data member holding the UTF-8 of `string` (an `NSString`'s `NS.bytes`).
    public static func text(_ string: String) -> Member { .data(Array(string.utf8)) }

    /// Appends an array object (`NSArray`) whose items are the objects `items`; its index.
    @discardableResult
    public mutating func addArray(_ items: [Int]) -> Int {
        addObject(class: "NSArray", items.map { ("UINibEncoderEmptyKey", .object($0)) })
    }

    /// Appends an iOS nib's root and the three lists it names, its top-level objects, its objects and its connections
    /// (objects 0 to 3 of an empty writer).
    public mutating func addUIKitRoot(topLevel: [Int], objects: [Int], connections: [Int]) {
        let root = self.objects.count
        addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(root + 1)), ("UINibObjectsKey", .object(root + 2)),
                                      ("UINibConnectionsKey", .object(root + 3))])
        addArray(topLevel)
        addArray(objects)
        addArray(connections)
    }

    /// Appends a string object (`NSString`, its UTF-8 in `NS.bytes`); its index.
    @discardableResult
    public mutating func addString(_ string: String) -> Int {
        addObject(class: "NSString", [("NS.bytes", Self.text(string))])
    }
}
