import UIDescription

/// One localizable text of an Interface Builder document, as `ibtool --generate-strings-file` writes it: the key
/// `ObjectID.keyPath`, the framework class and the text in the entry's comment, and the localizer's note.
public struct ExtractedText: Sendable, Hashable {
    /// The id of the object the text belongs to (`abc-12-xyz`, or a legacy number such as `42`).
    public let objectID: String
    /// The key path, with its index for indexed texts (`normalTitle`, `segmentTitles[1]`).
    public let keyPath: String
    /// The framework class ibtool names in the comment (`UILabel`, `NSTextFieldCell`; never the custom class).
    public let className: String
    /// The text in the base document.
    public let text: String
    /// The object's "Comment for Localizer", written as `Note = "…"` in the entry's comment.
    public let note: String?
    /// Whether the key path is indexed, which makes ibtool label the comment with the whole key.
    public let isIndexed: Bool
    /// Where the object is in the document.
    public let location: SourceLocation

    /// A text as the extractor finds it.
    public init(
        objectID: String, keyPath: String, className: String, text: String, note: String?, isIndexed: Bool,
        location: SourceLocation
    ) {
        self.objectID = objectID
        self.keyPath = keyPath
        self.className = className
        self.text = text
        self.note = note
        self.isIndexed = isIndexed
        self.location = location
        key = objectID + "." + keyPath
    }

    /// The strings file key: `ObjectID.keyPath`.
    public let key: String

    /// The label of the text in ibtool's comment: the key path, or for indexed key paths the whole key.
    public var commentLabel: String { isIndexed ? key : keyPath }
}
