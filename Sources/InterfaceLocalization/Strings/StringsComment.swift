import UIDescription

/// A comment of a strings file, kept as it is written.
public struct StringsComment: Hashable, Sendable {
    /// The comment as written, delimiters included (`/* … */`, or `// …` without its line break).
    public let text: String
    /// Whether it is a `/* … */` comment (`false`: a `//` comment).
    public let isBlock: Bool
    /// Where it starts.
    public let location: SourceLocation
    /// Its UTF-8 offsets in ``StringsFile/text``.
    public let range: Range<Int>

    /// Creates a `StringsComment` from its parts.
    public init(text: String, isBlock: Bool, location: SourceLocation, range: Range<Int>) {
        self.text = text
        self.isBlock = isBlock
        self.location = location
        self.range = range
    }

    /// The text between the delimiters (`/*` and `*/`, or after `//`), untrimmed.
    public var content: String {
        let utf8 = text.utf8
        let end = isBlock && utf8.count >= 4 ? utf8.count - 2 : utf8.count
        return String(decoding: Array(utf8)[min(2, end)..<end], as: UTF8.self)
    }

    /// The comment read as ibtool writes it (`/* Class = "…"; label = "…"; ObjectID = "…"; */`), or `nil` when it
    /// does not have that form.
    public var interfaceBuilderComment: IBStringsComment? {
        guard isBlock else { return nil }
        return IBCommentFields.withFields(ofBlockComment: text) { IBStringsComment($0, $1) }
    }
}
