import UIDescription

/// One `key = value;` (or `key;`) of a strings file, with where each part is in the file.
///
/// Ranges are UTF-8 offsets into ``StringsFile/text``, the decoded text (without a byte order mark): use
/// ``StringsFile/text(in:)`` to read them, and replace one range to rewrite the entry in place, the rest of the file
/// kept byte for byte.
public struct StringsEntry: Hashable, Sendable {
    /// The key, escapes resolved.
    public let key: String
    /// The value, escapes resolved; the key itself for a `"key";` entry.
    public let value: String
    /// Where the key starts: line, column in Unicode scalars, byte offset in the file as read.
    public let location: SourceLocation
    /// The comment right before the entry (the last one between the previous entry's `;` and this key), if any.
    public let comment: StringsComment?
    /// The lines from the first line of ``comment`` (or of the key when there is none) to the line of the `;`.
    public let lines: ClosedRange<Int>
    /// From the start of ``comment`` (or of the key) through the `;`.
    public let range: Range<Int>
    /// The key token, quotes included when it is quoted.
    public let keyRange: Range<Int>
    /// The value token, quotes included when it is quoted; `nil` for a `"key";` entry.
    public let valueRange: Range<Int>?
    /// Whether the key is written in quotes.
    public let keyIsQuoted: Bool
    /// Whether the value is written in quotes (`false` for an unquoted token and for a `"key";` entry).
    public let valueIsQuoted: Bool

    /// Creates a `StringsEntry` from its parts.
    public init(key: String, value: String, location: SourceLocation, comment: StringsComment?, lines: ClosedRange<Int>,
                range: Range<Int>, keyRange: Range<Int>, valueRange: Range<Int>?, keyIsQuoted: Bool, valueIsQuoted: Bool) {
        self.key = key
        self.value = value
        self.location = location
        self.comment = comment
        self.lines = lines
        self.range = range
        self.keyRange = keyRange
        self.valueRange = valueRange
        self.keyIsQuoted = keyIsQuoted
        self.valueIsQuoted = valueIsQuoted
    }

    /// The comment read as ibtool writes it, or `nil` when there is none or it has another form.
    public var interfaceBuilderComment: IBStringsComment? { comment?.interfaceBuilderComment }
}
