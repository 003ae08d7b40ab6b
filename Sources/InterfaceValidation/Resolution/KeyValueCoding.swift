/// Key-value coding's search, as Foundation performs it when a nib sets an outlet or a runtime attribute:
/// `setValue(_:forKey:)` calls `set` and the key with its first letter upper-cased, so a key and the same key with its
/// first letter in the other case reach one setter (`NoGroupsButton` sets `noGroupsButton` through
/// `setNoGroupsButton:`).
enum KeyValueCoding {
    /// The keys whose setter is the setter of `key`: `key` itself, then `key` with its first letter's case switched
    /// when that letter has cases.
    static func keysSharingSetter(with key: String) -> [String] {
        guard let first = key.first, first.isLetter else { return [key] }
        let switched = (first.isUppercase ? first.lowercased() : first.uppercased()) + key.dropFirst()
        return switched == key ? [key] : [key, switched]
    }
}
