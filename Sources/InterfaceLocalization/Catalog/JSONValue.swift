import UIDescription

/// A JSON value that keeps the order of object members and the text of numbers, so that an unchanged document
/// is written back as it was read.
public enum JSONValue: Hashable, Sendable {
    /// An object: members in file order.
    case object(JSONObject)
    /// An array.
    case array([JSONValue])
    /// A string, escapes resolved.
    case string(String)
    /// A number, as written (`1`, `-0.5e3`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The object, when the value is one.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The Boolean, when the value is one.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }
}

/// A member of a JSON object: its key, its value, and where the key was read.
public struct JSONMember: Hashable, Sendable {
    /// The key, escapes resolved.
    public var key: String
    /// The value.
    public var value: JSONValue
    /// Where the key's opening quote is in the file, for members that were read (`nil` for members added since).
    /// Not part of equality.
    public var keyLocation: SourceLocation?

    /// Creates a `JSONMember` from its parts.
    public init(key: String, value: JSONValue, keyLocation: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
    }

    /// Members are equal when their keys and values are, wherever they were read.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }

    /// Hashes the key and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}

/// A JSON object: its members in order (a key written twice is kept twice; look-ups find the first).
public struct JSONObject: Hashable, Sendable {
    /// The members in order.
    public var members: [JSONMember]

    /// Creates a `JSONObject` from its members.
    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    /// The position of the first member with `key`.
    public func index(forKey key: String) -> Int? {
        members.firstIndex { $0.key == key }
    }

    /// The value of the first member with `key`. Setting a value replaces that member's value in place, or adds a
    /// member at the position Xcode's key order gives it (``StringCatalogKeyOrder``); setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { index(forKey: key).map { members[$0].value } }
        set {
            if let index = index(forKey: key) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                let position = members.firstIndex { StringCatalogKeyOrder.precedes(key, $0.key) } ?? members.count
                members.insert(JSONMember(key: key, value: newValue), at: position)
            }
        }
    }
}
