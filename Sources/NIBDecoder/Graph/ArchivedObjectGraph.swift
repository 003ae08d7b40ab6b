import UIDescription

/// The objects a compiled nib archives, whichever container holds them (``NIBArchive`` or an NSKeyedArchiver
/// property list, ``KeyedArchive``): each object's class and its members in archived order, and the root object the
/// loader starts from. The translation into the document vocabulary reads this graph only.
struct ArchivedObjectGraph: Sendable {
    /// A member's value.
    enum Value: Sendable {
        case integer(Int64)
        case bool(Bool)
        case real(Double)
        /// Bytes: in a NIBArchive a string's UTF-8, a number's text, a geometry blob or a nested archive.
        case data(ArraySlice<UInt8>)
        /// A string a keyed archive stores inline (a NIBArchive archives strings as `NSString` objects).
        case string(String)
        case null
        /// The object at this index of ``objects``.
        case object(Int)
        /// A keyed archive's array of values (`NS.objects`); a NIBArchive's arrays are objects.
        case array([Value])
    }

    /// A member of an object: the index of its key in ``keys``, and its value.
    struct Member: Sendable {
        var key: Int32
        var value: Value
    }

    /// An archived object.
    struct Object: Sendable {
        /// The class (`UILabel`, `NSClassSwapper`); empty for a keyed archive's plain values.
        var className: String
        /// The index of the class in the archive's class list (objects of one class share it).
        var classIndex: Int32
        var members: [Member]
        /// Where the object is in the file (its object-table entry, or its property-list object).
        var offset: Int
    }

    var objects: [Object]
    /// The member keys, each once: members name them by index, so that what the translation knows of a key is
    /// worked out once per archive, not once per member.
    let keys: [String]
    /// Each key's index in ``keys``.
    let keyIndex: [String: Int32]
    private let itemKeyIndex: Int32?
    /// The object the loader starts from (`IB.objectdata` on macOS, the `UINib…Key` lists on iOS hang from it).
    var root: Int
    /// `NIBArchive` or `keyed archive`, for messages.
    var format: String

    /// The key NIBArchive gives the items of arrays, sets and dictionaries.
    static let itemKey = "UINibEncoderEmptyKey"

    init(objects: [Object], keys: [String], root: Int, format: String) {
        self.objects = objects
        self.keys = keys
        var index: [String: Int32] = [:]
        for (position, key) in keys.enumerated() where index[key] == nil { index[key] = Int32(position) }
        keyIndex = index
        itemKeyIndex = index[Self.itemKey]
        self.root = root
        self.format = format
    }

    /// The name of a member's key.
    func name(of member: Member) -> String { keys[Int(member.key)] }

    func className(of object: Int) -> String { objects.indices.contains(object) ? objects[object].className : "" }

    /// The first member `key` of `object`.
    func member(_ key: String, of object: Int) -> Value? {
        guard objects.indices.contains(object), let index = keyIndex[key] else { return nil }
        return objects[object].members.first { $0.key == index }?.value
    }

    /// The object member `key` of `object` refers to.
    func object(_ key: String, of object: Int) -> Int? {
        guard case .object(let target) = member(key, of: object) else { return nil }
        return target
    }

    /// A value as text: an inline string, or a string object (`NSString`, `NSMutableString`, `NSLocalizableString`
    /// and the like, whose text is `NS.bytes` or `NS.string`).
    func string(_ value: Value?) -> String? {
        switch value {
        case .string(let text): return text
        case .object(let index):
            guard objects.indices.contains(index) else { return nil }
            switch member("NS.bytes", of: index) {
            case .data(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .string(let text): return text
            default: break
            }
            if case .string(let text) = member("NS.string", of: index) { return text }
            return nil
        default:
            return nil
        }
    }

    /// The string member `key` of `object`.
    func string(_ key: String, of object: Int) -> String? { string(member(key, of: object)) }

    /// A number member as a `Double` (integers, reals, booleans, and numbers kept as `NSNumber` objects).
    func number(_ key: String, of object: Int) -> Double? { number(member(key, of: object)) }

    func number(_ value: Value?) -> Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .bool(let flag): return flag ? 1 : 0
        case .object(let index):
            for key in ["NS.intval", "NS.dblval", "NS.longval", "NS.fltval", "NS.boolval"] {
                if let number = number(key, of: index) { return number }
            }
            return nil
        default: return nil
        }
    }

    func bool(_ key: String, of object: Int) -> Bool? {
        switch member(key, of: object) {
        case .bool(let flag): return flag
        case .integer(let number): return number != 0
        default: return nil
        }
    }

    /// The items of an array or set object: a keyed archive's `NS.objects`, a NIBArchive's `UINibEncoderEmptyKey`
    /// members.
    func items(of object: Int) -> [Value] {
        guard objects.indices.contains(object) else { return [] }
        if case .array(let values) = member("NS.objects", of: object) { return values }
        guard let itemKeyIndex else { return [] }
        return objects[object].members.compactMap { $0.key == itemKeyIndex ? $0.value : nil }
    }

    /// The objects among the items of the array member `key` of `object`.
    func objectItems(_ key: String, of object: Int) -> [Int] {
        guard let array = self.object(key, of: object) else { return [] }
        return items(of: array).compactMap { if case .object(let item) = $0 { item } else { nil } }
    }

    /// The entries of a dictionary object: a keyed archive's `NS.keys` and `NS.objects`, a NIBArchive's alternating
    /// key and value items.
    func entries(of object: Int) -> [(key: Value, value: Value)] {
        guard objects.indices.contains(object) else { return [] }
        if case .array(let keys) = member("NS.keys", of: object), case .array(let values) = member("NS.objects", of: object) {
            return zip(keys, values).map { ($0, $1) }
        }
        let items = items(of: object)
        return stride(from: 0, to: items.count - 1, by: 2).map { (items[$0], items[$0 + 1]) }
    }
}
