import UIDescription

/// The objects a compiled nib archives, whichever container holds them (``NIBArchive`` or an NSKeyedArchiver
/// property list, ``KeyedArchive``): each object's class and its members in archived order, and the root object the
/// loader starts from. The translation into the document vocabulary reads this graph only.
///
/// The graph is flat, for speed: every member of every object is in one table (``memberTable``), each object names
/// its run of it, and values are plain numbers: bytes, strings and arrays are indices into tables of the graph. So
/// walking an object's members copies no references; and the graph is a class, so that the translation's many reads of
/// it copy one reference, not each of its tables.
final class ArchivedObjectGraph: Sendable {
    /// A member's value.
    enum Value: Sendable, Equatable {
        case integer(Int64)
        case bool(Bool)
        case real(Double)
        /// Bytes of ``bytes``: in a NIBArchive a string's UTF-8, a number's text, a geometry blob or a nested archive.
        case data(ByteRange)
        /// A string a keyed archive stores inline, by its index in ``strings`` (a NIBArchive archives strings as
        /// `NSString` objects).
        case string(Int32)
        case null
        /// The object at this index of ``objects``.
        case object(Int)
        /// A keyed archive's array of values (`NS.objects`), by its index in ``arrays``; a NIBArchive's arrays are
        /// objects.
        case array(Int32)
    }

    /// Where a data value's bytes are in ``bytes``.
    struct ByteRange: Sendable, Equatable {
        var start: Int32
        var count: Int32

        init(_ range: Range<Int>) {
            start = Int32(truncatingIfNeeded: range.lowerBound)
            count = Int32(truncatingIfNeeded: range.count)
        }

        var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    /// A member of an object: the index of its key in ``keyTable``, and its value.
    struct Member: Sendable {
        var key: Int32
        var value: Value
    }

    /// An archived object.
    struct Object: Sendable {
        /// The index of the class in ``classTable`` (objects of one class share it).
        var classIndex: Int32
        /// The object's members: a run of ``memberTable``.
        var members: Range<Int32>
        /// Where the object is in the file (its object-table entry, or its property-list object).
        var offset: Int
    }

    let objects: [Object]
    /// Every object's members, object after object.
    let memberTable: [Member]
    /// The class table objects name by index: each class's name (`UILabel`, `NSClassSwapper`; none for a keyed
    /// archive's plain values), its number in the process's ``ClassRegistry`` and what the tables say of it.
    let classTable: NameRegistry<NIBVocabulary.ClassFacts>.Resolved
    /// The member keys, each once: members name them by index, so that what the translation knows of a key is
    /// worked out once per archive, not once per member. Each key's name, its number in the process's
    /// ``KeyRegistry`` and whether it is an identifier (can name an attribute or an element).
    let keyTable: NameRegistry<Bool>.Resolved
    /// The file the data values are in.
    let bytes: [UInt8]
    /// A keyed archive's inline strings.
    let strings: [String]
    /// A keyed archive's arrays.
    let arrays: [[Value]]
    /// The object the loader starts from (`IB.objectdata` on macOS, the `UINib…Key` lists on iOS hang from it).
    let root: Int
    /// `NIBArchive` or `keyed archive`, for messages.
    let format: String
    /// The index of each ``WellKnownKey``, by its raw value.
    private let wellKnownKeys: [Int32?]
    /// The numbered keys' indices by number, for a key asked for by name: open addressing, a slot holding a number and
    /// its key's index, or -1 (numbers are dense, so a number's low bits spread them).
    private let numberSlots: [(number: Int32, index: Int32)]
    /// The indices of keys without a number (met after the registry filled up), by name.
    private let unnumberedIndices: [String: Int32]

    /// A graph whose keys and classes are resolved in the ``KeyRegistry`` and the ``ClassRegistry`` already.
    init(objects: [Object], memberTable: [Member], classes: NameRegistry<NIBVocabulary.ClassFacts>.Resolved,
         keys: NameRegistry<Bool>.Resolved, bytes: [UInt8], strings: [String] = [], arrays: [[Value]] = [], root: Int,
         format: String) {
        self.objects = objects
        self.memberTable = memberTable
        classTable = classes
        keyTable = keys
        self.bytes = bytes
        self.strings = strings
        self.arrays = arrays
        self.root = root
        self.format = format
        // A well-known key's number is its raw value; a key archived twice is found at its first index.
        var wellKnown = [Int32?](filledWith: nil, count: WellKnownKey.allCases.count)
        var slots = [(number: Int32, index: Int32)](filledWith: (-1, -1), count: NameHashing.slotCount(holding: keys.count))
        var unnumbered: [String: Int32] = [:]
        for index in 0..<keys.count {
            guard let number = keys.number(at: index) else {
                let name = keys.name(at: index)
                if unnumbered[name] == nil { unnumbered[name] = Int32(index) }
                continue
            }
            if Int(number) < wellKnown.count, wellKnown[Int(number)] == nil { wellKnown[Int(number)] = Int32(index) }
            var slot = Int(number) & (slots.count - 1)
            while slots[slot].number >= 0 && slots[slot].number != number { slot = (slot + 1) & (slots.count - 1) }
            if slots[slot].number < 0 { slots[slot] = (number, Int32(index)) }
        }
        wellKnownKeys = wellKnown
        numberSlots = slots
        unnumberedIndices = unnumbered
    }

    /// A graph whose keys and classes are resolved here.
    convenience init(objects: [Object], memberTable: [Member], classNames: [String], keys: [String], bytes: [UInt8],
                     strings: [String] = [], arrays: [[Value]] = [], root: Int, format: String) {
        self.init(objects: objects, memberTable: memberTable, classes: ClassRegistry.shared.resolve(classNames),
                  keys: KeyRegistry.shared.resolve(keys), bytes: bytes, strings: strings, arrays: arrays, root: root,
                  format: format)
    }

    /// The index of the key `name`, when the archive has it.
    func keyIndex(_ name: String) -> Int32? {
        guard let number = KeyRegistry.shared.number(of: name) else { return unnumberedIndices[name] }
        var slot = Int(number) & (numberSlots.count - 1)
        while numberSlots[slot].number >= 0 {
            if numberSlots[slot].number == number { return numberSlots[slot].index }
            slot = (slot + 1) & (numberSlots.count - 1)
        }
        return nil
    }


    /// The members of `object`, in archived order.
    @inline(__always)
    func members(of object: Int) -> ArraySlice<Member> {
        let range = objects[object].members
        return memberTable[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// The name of a member's key.
    func name(of member: Member) -> String { keyTable.name(at: Int(member.key)) }

    /// The name of key index `key`.
    @inline(__always)
    func keyName(_ key: Int32) -> String { keyTable.name(at: Int(key)) }

    /// The number of key index `key` in the process's ``KeyRegistry``, when it has one.
    @inline(__always)
    func keyNumber(_ key: Int32) -> Int32? { keyTable.number(at: Int(key)) }

    /// How many classes the class table has.
    var classCount: Int { classTable.count }

    /// The name of class index `index`.
    func className(ofClass index: Int) -> String { classTable.name(at: index) }

    /// The number of class index `index` in the process's ``ClassRegistry``, when it has one.
    func classNumber(ofClass index: Int) -> Int32? { classTable.number(at: index) }

    /// What the tables say of class index `index`.
    @inline(__always)
    func classFacts(ofClass index: Int) -> NIBVocabulary.ClassFacts { classTable.facts(at: index) }

    func className(of object: Int) -> String {
        objects.indices.contains(object) ? classTable.name(at: Int(objects[object].classIndex)) : ""
    }

    /// Which of the classes the translation treats apart `object` is of (``NIBVocabulary/ClassFacts/identity``).
    @inline(__always)
    func classIdentity(of object: Int) -> NIBVocabulary.ClassFacts.Identity? {
        objects.indices.contains(object) ? classTable.facts(at: Int(objects[object].classIndex)).identity : nil
    }

    /// The bytes of a data value.
    func bytes(_ range: ByteRange) -> ArraySlice<UInt8> { bytes[range.range] }

    /// The first member with key index `key` of `object`.
    @inline(__always)
    func member(_ key: Int32?, of object: Int) -> Value? {
        guard let key, objects.indices.contains(object) else { return nil }
        for member in members(of: object) where member.key == key { return member.value }
        return nil
    }

    /// The index of a well-known key, when the archive has it.
    func key(_ key: WellKnownKey) -> Int32? { wellKnownKeys[key.rawValue] }

    /// The first member `key` of `object`.
    func member(_ key: WellKnownKey, of object: Int) -> Value? { member(wellKnownKeys[key.rawValue], of: object) }

    /// The object member `key` of `object` refers to.
    func object(_ key: WellKnownKey, of object: Int) -> Int? {
        guard case .object(let target) = member(key, of: object) else { return nil }
        return target
    }

    /// The string member `key` of `object`.
    func string(_ key: WellKnownKey, of object: Int) -> String? { string(member(key, of: object)) }

    /// The identifier of a placeholder: a UIKit proxy's (`UIProxiedObjectIdentifier`) or an AppKit external object
    /// placeholder's (`NSExternalObjectPlaceholderIdentifier`).
    func placeholderIdentifier(of object: Int) -> String? {
        string(.proxiedObjectIdentifier, of: object) ?? string(.externalObjectPlaceholderIdentifier, of: object)
    }

    /// A number member `key` of `object` (see ``number(_:)``).
    func number(_ key: WellKnownKey, of object: Int) -> Double? { number(member(key, of: object)) }

    /// A flag member `key` of `object`.
    func bool(_ key: WellKnownKey, of object: Int) -> Bool? { Self.flag(member(key, of: object)) }

    /// The objects among the items of the array member `key` of `object`.
    func objectItems(_ key: WellKnownKey, of object: Int) -> [Int] { objectItems(of: self.object(key, of: object)) }

    /// The first member `key` of `object`: for keys a table names (the well-known ones are found by index).
    func member(_ key: String, of object: Int) -> Value? {
        guard let index = keyIndex(key) else { return nil }
        return member(index, of: object)
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
        case .string(let index): return strings[Int(index)]
        case .object(let index):
            guard objects.indices.contains(index) else { return nil }
            switch member(.stringBytes, of: index) {
            case .data(let range): return String(decoding: bytes(range), as: UTF8.self)
            case .string(let text): return strings[Int(text)]
            default: break
            }
            if case .string(let text) = member(.stringText, of: index) { return strings[Int(text)] }
            return nil
        default:
            return nil
        }
    }

    /// The string member `key` of `object`.
    func string(_ key: String, of object: Int) -> String? { string(member(key, of: object)) }

    /// Where the UTF-8 of a string object is in ``bytes``, when it holds it as data (`NS.bytes`, as a NIBArchive's
    /// strings do): ``string(_:)`` without making a `String`.
    func stringBytes(_ value: Value?) -> ByteRange? {
        guard case .object(let index) = value, objects.indices.contains(index),
              case .data(let range) = member(.stringBytes, of: index) else { return nil }
        return range
    }

    /// Calls `body` with the bytes at `range` of ``bytes``, read in place.
    func withBytes(_ range: ByteRange, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in try body(UnsafeBufferPointer(rebasing: buffer[range.range])) }
    }

    /// A value as a `Double` (integers, reals, booleans, and numbers kept as `NSNumber` objects).
    func number(_ value: Value?) -> Double? {
        if case .object(let index) = value {
            // A number object's value is one of its plain members: never followed further, so that a number that
            // refers to itself ends.
            for key in WellKnownKey.numberValues {
                if let number = Self.plainNumber(member(key, of: index)) { return number }
            }
            return nil
        }
        return Self.plainNumber(value)
    }

    /// An integer, real or boolean value as a `Double`.
    private static func plainNumber(_ value: Value?) -> Double? {
        switch value {
        case .integer(let number): Double(number)
        case .real(let number): number
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    /// A boolean or integer value as a flag.
    private static func flag(_ value: Value?) -> Bool? {
        switch value {
        case .bool(let flag): flag
        case .integer(let number): number != 0
        default: nil
        }
    }

    /// The items of an array or set object: a keyed archive's `NS.objects`, a NIBArchive's `UINibEncoderEmptyKey`
    /// members.
    func items(of object: Int) -> [Value] { items(of: object) { $0 } }

    /// The objects an ordered set holds, in order: a NIBArchive's members `NS.object.0`, `NS.object.1`, …, or the
    /// items of an array or set (a keyed archive's `NS.objects`).
    func orderedSetObjects(of object: Int) -> [Int] {
        let items = objectItems(of: object)
        guard items.isEmpty, objects.indices.contains(object) else { return items }
        var numbered: [(index: Int, object: Int)] = []
        for member in members(of: object) {
            let key = keyName(member.key)
            guard case .object(let item) = member.value, key.hasPrefix("NS.object."), let index = Int(key.dropFirst(10)) else { continue }
            numbered.append((index, item))
        }
        return numbered.sorted { $0.index < $1.index }.map(\.object)
    }

    /// The objects among the items of `array`.
    private func objectItems(of array: Int?) -> [Int] {
        guard let array else { return [] }
        return items(of: array) { if case .object(let item) = $0 { item } else { nil } }
    }

    /// The items of an array or set object that `transform` keeps, in one pass.
    private func items<Item>(of object: Int, _ transform: (Value) -> Item?) -> [Item] {
        guard objects.indices.contains(object) else { return [] }
        if case .array(let values) = member(.arrayObjects, of: object) { return arrays[Int(values)].compactMap(transform) }
        guard let itemKey = key(.arrayItem) else { return [] }
        let members = members(of: object)
        var items: [Item] = []
        items.reserveCapacity(members.count)
        for member in members where member.key == itemKey {
            if let item = transform(member.value) { items.append(item) }
        }
        return items
    }

    /// The entries of a dictionary object: a keyed archive's `NS.keys` and `NS.objects`, a NIBArchive's alternating
    /// key and value items.
    func entries(of object: Int) -> [(key: Value, value: Value)] {
        guard objects.indices.contains(object) else { return [] }
        if case .array(let keys) = member(.dictionaryKeys, of: object), case .array(let values) = member(.arrayObjects, of: object) {
            return zip(arrays[Int(keys)], arrays[Int(values)]).map { ($0, $1) }
        }
        let items = items(of: object)
        return stride(from: 0, to: items.count - 1, by: 2).map { (items[$0], items[$0 + 1]) }
    }
}
