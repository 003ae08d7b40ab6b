import UIDescription

/// A String Catalog (`.xcstrings`): the source language, the format version and the strings in file order, every
/// other member kept, so that an unchanged catalog is written back byte for byte (``bytes()``).
public struct StringCatalog: Hashable, Sendable {
    /// The path it was read from, when known.
    public var path: String?
    /// The top-level members other than `strings`, in order; `strings` stands where the placeholder member is.
    public var root: JSONObject
    /// The strings, in file order (Xcode's key order, ``StringCatalogKeyOrder``, for a catalog Xcode wrote).
    public var strings: [StringCatalogEntry]
    /// Whether the file starts with a UTF-8 byte order mark (Xcode writes none).
    public var byteOrderMark: Bool
    /// Whether the file ends with a line break after the last `}` (Xcode writes none; 2 of the 34 files measured
    /// have one).
    public var finalLineBreak: Bool

    /// Creates a `StringCatalog` from its parts. `root` should hold a `strings` member, whose value is replaced by
    /// ``strings`` when writing; one is added where Xcode's order puts it when there is none.
    public init(path: String? = nil, root: JSONObject, strings: [StringCatalogEntry], byteOrderMark: Bool = false,
                finalLineBreak: Bool = false) {
        self.path = path
        self.root = root
        self.strings = strings
        self.byteOrderMark = byteOrderMark
        self.finalLineBreak = finalLineBreak
    }

    /// An empty catalog as Xcode creates one: `sourceLanguage`, `strings`, `version` "1.0".
    public init(sourceLanguage: String, version: String = "1.0") {
        var root = JSONObject()
        root["sourceLanguage"] = .string(sourceLanguage)
        root["strings"] = .object(JSONObject())
        root["version"] = .string(version)
        self.init(root: root, strings: [])
    }

    /// `sourceLanguage` (`en`).
    public var sourceLanguage: String? {
        get { root["sourceLanguage"]?.stringValue }
        set { root["sourceLanguage"] = newValue.map(JSONValue.string) }
    }

    /// `version` (`1.0`).
    public var version: String? {
        get { root["version"]?.stringValue }
        set { root["version"] = newValue.map(JSONValue.string) }
    }

    /// The position of the first string with `key`.
    public func index(forKey key: String) -> Int? {
        strings.firstIndex { $0.key == key }
    }

    /// The first string with `key`, when there is one.
    public func string(forKey key: String) -> StringCatalogEntry? {
        index(forKey: key).map { strings[$0] }
    }

    /// Adds `entry` where Xcode's key order puts it, or replaces the string with its key. Returns its position.
    @discardableResult
    public mutating func insert(_ entry: StringCatalogEntry) -> Int {
        if let index = index(forKey: entry.key) {
            strings[index] = entry
            return index
        }
        let position = strings.firstIndex { StringCatalogKeyOrder.precedes(entry.key, $0.key) } ?? strings.count
        strings.insert(entry, at: position)
        return position
    }

    /// Removes the first string with `key`; returns it, or `nil` when there was none.
    @discardableResult
    public mutating func removeString(forKey key: String) -> StringCatalogEntry? {
        index(forKey: key).map { strings.remove(at: $0) }
    }

    /// The whole catalog as one JSON value: ``root`` with ``strings`` as its `strings` member.
    public var jsonValue: JSONValue {
        var object = root
        object["strings"] = .object(JSONObject(strings.map {
            JSONMember(key: $0.key, value: .object($0.object), keyLocation: $0.location)
        }))
        return .object(object)
    }

    /// The file's bytes in Xcode's layout (``XcodeJSONWriter``), with the byte order mark and final line break
    /// the catalog was read with.
    public func bytes() -> [UInt8] {
        (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + XcodeJSONWriter().bytes(for: jsonValue, finalLineBreak: finalLineBreak)
    }
}
