import UIDescription

/// One `key = value;` (or `key;`) of a strings file, with where each part is in the file.
///
/// Ranges are UTF-8 offsets into ``StringsFile/text``, the decoded text (without a byte order mark): use
/// ``StringsFile/text(in:)`` to read them, and replace one range to rewrite the entry in place, the rest of the file
/// kept byte for byte. An entry is a view into its file: its key, value and comment become strings, and its
/// location is worked out, when asked for.
public struct StringsEntry: Hashable, Sendable {
    /// The file's bytes.
    let source: StringsSource
    /// Where the parts are.
    let span: Span

    /// The offsets of an entry's parts, as the parser finds them.
    struct Span: Hashable, Sendable {
        /// The key token, quotes included when quoted.
        var key: Range<Int>
        var keyIsQuoted: Bool
        var keyHasEscapes: Bool
        /// The value token, quotes included when quoted; `nil` for `"key";`.
        var value: Range<Int>?
        var valueIsQuoted: Bool
        var valueHasEscapes: Bool
        /// The comment before the entry, if any.
        var comment: Range<Int>?
        var commentIsBlock: Bool
        /// The offset of the `;`.
        var semicolon: Int
        /// The lines from the comment's (or the key's) to the `;`'s.
        var lines: ClosedRange<Int>

        /// The key's content: between the quotes when quoted.
        var keyContent: Range<Int> { keyIsQuoted ? (key.lowerBound + 1)..<(key.upperBound - 1) : key }
        /// The value's content, or the key's for `"key";`.
        var valueContent: Range<Int> {
            guard let value else { return keyContent }
            return valueIsQuoted ? (value.lowerBound + 1)..<(value.upperBound - 1) : value
        }
        /// Whether the value's content has an escape.
        var valueContentHasEscapes: Bool { value == nil ? keyHasEscapes : valueHasEscapes }
    }

    init(source: StringsSource, span: Span) {
        self.source = source
        self.span = span
    }

    /// The key, escapes resolved.
    public var key: String { source.string(span.keyContent, escaped: span.keyHasEscapes) }
    /// The value, escapes resolved; the key itself for a `"key";` entry.
    public var value: String { source.string(span.valueContent, escaped: span.valueContentHasEscapes) }
    /// Where the key starts: line, column in Unicode scalars, byte offset in the file as read.
    public var location: SourceLocation { source.location(at: span.key.lowerBound) }
    /// The comment right before the entry (the last one between the previous entry's `;` and this key), if any.
    public var comment: StringsComment? {
        span.comment.map { StringsComment(source: source, range: $0, isBlock: span.commentIsBlock) }
    }
    /// The lines from the first line of ``comment`` (or of the key when there is none) to the line of the `;`.
    public var lines: ClosedRange<Int> { span.lines }
    /// From the start of ``comment`` (or of the key) through the `;`.
    public var range: Range<Int> { (span.comment?.lowerBound ?? span.key.lowerBound)..<(span.semicolon + 1) }
    /// The key token, quotes included when it is quoted.
    public var keyRange: Range<Int> { span.key }
    /// The value token, quotes included when it is quoted; `nil` for a `"key";` entry.
    public var valueRange: Range<Int>? { span.value }
    /// Whether the key is written in quotes.
    public var keyIsQuoted: Bool { span.keyIsQuoted }
    /// Whether the value is written in quotes (`false` for an unquoted token and for a `"key";` entry).
    public var valueIsQuoted: Bool { span.value == nil ? false : span.valueIsQuoted }

    /// The comment read as ibtool writes it, or `nil` when there is none or it has another form.
    public var interfaceBuilderComment: IBStringsComment? { comment?.interfaceBuilderComment }

    /// Whether two values have the same parts at the same places of the same text.
    public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        lhs.span == rhs.span && (lhs.source === rhs.source || lhs.source.bytes == rhs.source.bytes)
    }

    /// Hashes the parts' places.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(span)
    }
}
