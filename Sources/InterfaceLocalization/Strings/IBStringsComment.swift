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
        var content = content
        guard let comment = content.withUTF8({ bytes in
            IBCommentFields.scan(bytes).map { IBStringsComment(bytes, $0) }
        }) else { return nil }
        self = comment
    }

    /// The comment whose fields `fields` found in `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, _ fields: IBCommentFields) {
        self.init(className: bytes.unescapedValue(fields.className),
                  label: String(decoding: UnsafeBufferPointer(rebasing: bytes[fields.label]), as: UTF8.self),
                  baseText: bytes.unescapedValue(fields.baseText), objectID: bytes.unescapedValue(fields.objectID),
                  note: fields.note.map { bytes.unescapedValue($0) })
    }
}
