/// Which member names a layout element may use for what, shared by the writer and the reader so
/// that every member reads back as what it was written from.
enum MemberNames {
    /// Members that hold connections in their short forms.
    static let outlets = "outlets"
    static let outletCollections = "outletCollections"
    static let actions = "actions"
    /// The list of connections that have no short form (segues, bindings, …).
    static let connections = "connections"
    /// The top-level member that keeps a file's XML declaration where Xcode would write another one.
    static let standalone = "$standalone"

    /// Names no attribute, keyed child or list may take as a plain member.
    static let reserved: Set<String> = [outlets, outletCollections, actions, connections]

    /// Whether an attribute, key or list name can be a plain member: it starts with a lower-case
    /// ASCII letter and holds only letters, digits, `_`, `-` and `.`; it is not reserved.
    /// The bytes a plain name is made of: ASCII letters and digits, `_`, `-` and `.`.
    private static let plainBytes: [Bool] = (0..<256).map { value in
        let byte = UInt8(value)
        return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    static func isPlain(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        // One table look-up a byte: a hostile name can be megabytes long.
        let allPlain = name.utf8.withContiguousStorageIfAvailable { bytes in
            plainBytes.withUnsafeBufferPointer { table in
                var index = 0
                while index < bytes.count, table[Int(bytes[index])] { index += 1 }
                return index == bytes.count
            }
        } ?? name.utf8.allSatisfy { plainBytes[Int($0)] }
        guard allPlain else { return false }
        return !reserved.contains(name)
    }

    /// The member that names an element's kind: `label` → `Label`.
    static func kindMember(_ kind: String) -> String? {
        guard let first = kind.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        return kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// The kind a kind member names: `Label` → `label`.
    static func kind(fromMember member: String) -> String {
        member.prefix(1).lowercased() + member.dropFirst()
    }

    /// Whether a member name is a kind member (starts with an upper-case ASCII letter).
    static func isKindMember(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}
