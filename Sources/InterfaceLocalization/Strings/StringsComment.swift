import UIDescription

/// A comment of a strings file, kept as it is written: a view into its file, made into a string when asked for.
public struct StringsComment: Hashable, Sendable {
    /// The file's bytes.
    let source: StringsSource
    /// Its UTF-8 offsets in ``StringsFile/text``.
    public let range: Range<Int>
    /// Whether it is a `/* … */` comment (`false`: a `//` comment).
    public let isBlock: Bool

    init(source: StringsSource, range: Range<Int>, isBlock: Bool) {
        self.source = source
        self.range = range
        self.isBlock = isBlock
    }

    /// The comment as written, delimiters included (`/* … */`, or `// …` without its line break).
    public var text: String { source.string(range) }
    /// Where it starts.
    public var location: SourceLocation { source.location(at: range.lowerBound) }

    /// The offsets of the text between the delimiters (`/*` and `*/`, or after `//`).
    var contentRange: Range<Int> {
        let end = isBlock && range.count >= 4 ? range.upperBound - 2 : range.upperBound
        return min(range.lowerBound + 2, end)..<end
    }

    /// The text between the delimiters (`/*` and `*/`, or after `//`), untrimmed.
    public var content: String { source.string(contentRange) }

    /// The comment read as ibtool writes it (`/* Class = "…"; label = "…"; ObjectID = "…"; */`), or `nil` when it
    /// does not have that form.
    public var interfaceBuilderComment: IBStringsComment? {
        guard isBlock else { return nil }
        return withFields { IBStringsComment($0, $1) }
    }

    /// `body` with the bytes between the delimiters and ibtool's fields found there (offsets into those bytes), or
    /// `nil` when the comment is not ibtool's form; no string is made.
    func withFields<Result>(_ body: (UnsafeBufferPointer<UInt8>, IBCommentFields) -> Result) -> Result? {
        guard isBlock else { return nil }
        let content = contentRange
        return source.bytes.withUnsafeBufferPointer { buffer -> Result? in
            let bytes = UnsafeBufferPointer(rebasing: buffer[content])
            return IBCommentFields.scan(bytes).map { body(bytes, $0) }
        }
    }

    /// Whether two values have the same parts at the same places of the same text.
    public static func == (lhs: StringsComment, rhs: StringsComment) -> Bool {
        lhs.range == rhs.range && lhs.isBlock == rhs.isBlock && lhs.text == rhs.text
    }

    /// Hashes the parts' places.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(isBlock)
    }
}
