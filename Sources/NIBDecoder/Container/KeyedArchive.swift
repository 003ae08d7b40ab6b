import UIDescription

/// The older form of a compiled nib: a binary property list NSKeyedArchiver wrote (`keyedobjects.nib` in an editable
/// nib bundle, macOS nibs before Xcode 13), read into an ``ArchivedObjectGraph``.
///
/// The list's `$objects` array holds every archived object as a dictionary whose `$class` refers to a class
/// description (`$classname`), and the plain strings, numbers and data they use; `$top` names the root's members.
/// Object references are `UID`s. Inline values (strings, numbers) become the members' values; dictionaries with a
/// class become the graph's objects, at the same index; `$top` becomes a root object of class `NSObject` at the end.
enum KeyedArchive {
    static let format = "keyed archive"

    /// The graph of the keyed archive in `list`, read from `bytes` (which data values are slices of).
    ///
    /// - Throws: `UIDescriptionError` (`.malformed("keyed archive")`) when the list is not a keyed archive, or a
    ///   reference leads outside `$objects`.
    static func graph(of list: BinaryPropertyList, bytes: [UInt8]) throws -> ArchivedObjectGraph {
        func error(_ message: String, at index: Int) -> UIDescriptionError {
            NIBFormatError.error(format: format, message, path: list.path, offset: list.offset(of: index))
        }
        guard let archiver = list.member("$archiver", of: list.top).flatMap(list.string), archiver == "NSKeyedArchiver" else {
            throw error("the property list is not an NSKeyedArchiver archive (no $archiver NSKeyedArchiver)", at: list.top)
        }
        guard let objectsIndex = list.member("$objects", of: list.top), case .array(let entries) = list.objects[objectsIndex] else {
            throw error("the archive has no $objects array", at: list.top)
        }
        guard let topIndex = list.member("$top", of: list.top), case .dictionary(let top) = list.objects[topIndex] else {
            throw error("the archive has no $top dictionary", at: list.top)
        }

        var strings: [String] = []
        var arrays: [[ArchivedObjectGraph.Value]] = []
        func string(_ text: String) -> ArchivedObjectGraph.Value {
            strings.append(text)
            return .string(Int32(strings.count - 1))
        }

        /// A member value: UIDs resolved to the entry they name, inline when it is a plain value.
        func value(_ index: Int, depth: Int = 0) throws -> ArchivedObjectGraph.Value {
            switch list.objects[index] {
            case .uid(let target):
                guard entries.indices.contains(target) else {
                    throw error("a reference to object \(target) of the archive's \(entries.count)", at: index)
                }
                let entry = entries[target]
                switch list.objects[entry] {
                case .string(let text): return text == "$null" ? .null : string(text)
                case .dictionary: return .object(target)
                default: return try plain(entry, depth: depth)
                }
            default:
                return try plain(index, depth: depth)
            }
        }
        func plain(_ index: Int, depth: Int) throws -> ArchivedObjectGraph.Value {
            switch list.objects[index] {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .integer(let number): return .integer(number)
            case .real(let number), .date(let number): return .real(number)
            case .data(let slice): return .data(ArchivedObjectGraph.ByteRange(slice.indices))
            case .string(let text): return string(text)
            case .uid:
                // A UID entry of $objects that refers on: followed twice at most, so that a cycle ends.
                guard depth < 2 else { throw error("references that refer to references", at: index) }
                return try value(index, depth: depth + 1)
            case .array(let members):
                // Arrays nest only as an object's NS.objects (a list of UIDs); deeper nesting is malformed.
                guard depth < 2 else { throw error("arrays nested more than twice", at: index) }
                let values = try members.map { try value($0, depth: depth + 1) }
                arrays.append(values)
                return .array(Int32(arrays.count - 1))
            case .dictionary:
                throw error("a dictionary inside an object's member, which NSKeyedArchiver does not write", at: index)
            }
        }

        var objects: [ArchivedObjectGraph.Object] = []
        objects.reserveCapacity(entries.count + 1)
        var memberTable: [ArchivedObjectGraph.Member] = []
        var classNames: [String] = []
        var keys: [String] = []
        var keyIndex: [String: Int32] = [:]
        var classIndex: [String: Int32] = [:]
        // The writer lists each distinct key and class description once, which every object refers to by index: a
        // name is worked out once per list object, and found by its index after (a string hashed per member was a
        // third of reading a keyed nib). Two list objects of the same text still give one key or class: the first
        // look-up of each goes through the tables by name.
        var keyByListObject = [Int32](filledWith: -1, count: list.objects.count)
        var classByListObject = [Int32](filledWith: -1, count: list.objects.count)
        /// What ``key(_:)`` gives for `$class`, which names the object's class, not a member.
        let classKey = Int32(-2)
        func internClass(_ name: String) -> Int32 {
            if let index = classIndex[name] { return index }
            let index = Int32(classNames.count)
            classIndex[name] = index
            classNames.append(name)
            return index
        }
        func intern(_ name: String) -> Int32 {
            if let index = keyIndex[name] { return index }
            let index = Int32(keys.count)
            keys.append(name)
            keyIndex[name] = index
            return index
        }
        /// The key index of an object's member key, the list's string object `object` (``classKey`` for `$class`).
        func key(_ object: Int) throws -> Int32 {
            if keyByListObject.indices.contains(object), keyByListObject[object] != -1 { return keyByListObject[object] }
            guard let name = list.string(object) else { throw error("a member's key is not a string", at: object) }
            let index = name == "$class" ? classKey : intern(name)
            if keyByListObject.indices.contains(object) { keyByListObject[object] = index }
            return index
        }
        /// The class index of the class description a `$class` member's value (the list's object `member`) refers to.
        func classOf(_ member: Int) throws -> Int32 {
            guard case .uid(let target) = list.objects[member], entries.indices.contains(target) else {
                throw error("an object's $class is not a class description", at: member)
            }
            let description = entries[target]
            if classByListObject.indices.contains(description), classByListObject[description] >= 0 { return classByListObject[description] }
            guard let classNameIndex = list.member("$classname", of: description), let text = list.string(classNameIndex) else {
                throw error("an object's $class is not a class description", at: member)
            }
            let index = internClass(text)
            if classByListObject.indices.contains(description) { classByListObject[description] = index }
            return index
        }
        func run(from start: Int) -> Range<Int32> { Int32(start)..<Int32(memberTable.count) }
        /// The class of the entries that are no objects (the strings, numbers and data objects refer to), interned when
        /// first met.
        var unnamedClass: Int32?
        func classless() -> Int32 {
            if let unnamedClass { return unnamedClass }
            let index = internClass("")
            unnamedClass = index
            return index
        }
        for entry in entries {
            guard case .dictionary(let members) = list.objects[entry] else {
                objects.append(.init(classIndex: classless(), members: run(from: memberTable.count), offset: list.offset(of: entry)))
                continue
            }
            var objectClass: Int32?
            let start = memberTable.count
            for (keyObject, member) in members {
                let keyIndex = try key(keyObject)
                if keyIndex == classKey {
                    objectClass = try classOf(member)
                    continue
                }
                memberTable.append(.init(key: keyIndex, value: try value(member)))
            }
            objects.append(.init(classIndex: objectClass ?? classless(), members: run(from: start), offset: list.offset(of: entry)))
        }
        let rootStart = memberTable.count
        for (key, member) in top {
            guard let name = list.string(key) else { throw error("a $top key is not a string", at: key) }
            memberTable.append(.init(key: intern(name), value: try value(member)))
        }
        objects.append(.init(classIndex: internClass("NSObject"), members: run(from: rootStart), offset: list.offset(of: topIndex)))
        return ArchivedObjectGraph(objects: objects, memberTable: memberTable, classNames: classNames, keys: keys, bytes: bytes,
                                   strings: strings, arrays: arrays, root: objects.count - 1, format: format)
    }
}
