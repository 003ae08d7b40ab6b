/// The comment ibtool writes before each entry of a strings file it generates:
/// `/* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */`, optionally with `Note = "…";` after the
/// ObjectID.
///
/// Each piece is what the comment says, escapes resolved as in values (ibtool writes `"` as `\"`, `\` as `\\`, a
/// line break as `\n`, a tab as `\t`). Nothing is inferred from the entry's key.
public struct IBStringsComment: Hashable, Sendable {
    /// The framework class of the object (`UILabel`, `NSMenuItem`, …), as the comment names it.
    public var className: String
    /// The label of the text: the keypath (`text`, `normalTitle`), or `<ObjectID>.<keypath>` for indexed keypaths
    /// (`e1K-ab-cde.ibShadowedLabels[0]`).
    public var label: String
    /// The base-language text the comment records.
    public var baseText: String
    /// The ObjectID of the object.
    public var objectID: String
    /// The "Comment for Localizer" (`Note = "…";`), when there is one.
    public var note: String?

    /// Creates an `IBStringsComment` from its parts.
    public init(className: String, label: String, baseText: String, objectID: String, note: String? = nil) {
        self.className = className
        self.label = label
        self.baseText = baseText
        self.objectID = objectID
        self.note = note
    }

    /// Reads the text between `/*` and `*/`: `Class = "…"; <label> = "…"; ObjectID = "…";` and optionally
    /// `Note = "…";`, separated by white space, each value a quoted string. `nil` for any other text.
    public init?(content: String) {
        var fields = FieldScanner(bytes: Array(content.utf8))
        guard let classField = fields.next(), classField.name == "Class",
              let textField = fields.next(), !["Class", "ObjectID", "Note"].contains(textField.name),
              let idField = fields.next(), idField.name == "ObjectID" else { return nil }
        var note: String?
        if let noteField = fields.next() {
            guard noteField.name == "Note" else { return nil }
            note = noteField.value
        }
        guard fields.isAtEnd else { return nil }
        self.init(className: classField.value, label: textField.name, baseText: textField.value,
                  objectID: idField.value, note: note)
    }

    /// Reads `name = "value";` fields one after the other.
    private struct FieldScanner {
        let bytes: [UInt8]
        var index = 0
        var failed = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Whether only white space is left (and every field so far was well formed).
        var isAtEnd: Bool {
            mutating get {
                skipSpace()
                return !failed && index == bytes.count
            }
        }

        /// The next field; `nil` at the end (``isAtEnd`` then says whether the text was well formed).
        mutating func next() -> (name: String, value: String)? {
            skipSpace()
            if index == bytes.count { return nil }
            let nameStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: ";") {
                index += 1
            }
            let nameEnd = index
            skipSpace()
            guard nameEnd > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return fail() }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return fail() }
            let valueStart = index + 1
            index = valueStart
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { return fail() }
            let valueEnd = index
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return fail() }
            index += 1
            return (String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self),
                    StringsEscapes.unescape(bytes[valueStart..<valueEnd]))
        }

        private mutating func fail() -> (name: String, value: String)? {
            failed = true
            return nil
        }

        private mutating func skipSpace() {
            while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
