import UIDescription

/// A strings file as read: its decoded text, how it was encoded, and its entries in file order.
public struct StringsFile: Hashable, Sendable {
    /// The path it was read from, when known.
    public let path: String?
    /// The encoding it was read in (a writer writes it back the same way with ``StringsFileEncoding/encode(_:)``).
    public let encoding: StringsFileEncoding
    /// The style of its first line break (``StringsLineEnding/lineFeed`` when it has none).
    public let lineEnding: StringsLineEnding
    /// The entries in file order; a key written twice gives two entries.
    public let entries: [StringsEntry]
    /// The decoded bytes, which the entries are views into.
    let source: StringsSource

    init(path: String?, encoding: StringsFileEncoding, lineEnding: StringsLineEnding, entries: [StringsEntry],
         source: StringsSource) {
        self.path = path
        self.encoding = encoding
        self.lineEnding = lineEnding
        self.entries = entries
        self.source = source
    }

    /// The decoded text, without the byte order mark. Every range of the model is a UTF-8 offset into it.
    public var text: String { source.text }

    /// The part of ``text`` between two UTF-8 offsets (clamped to the text).
    public func text(in range: Range<Int>) -> Substring {
        let text = self.text
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: max(0, min(range.lowerBound, utf8.count)))
        let upper = utf8.index(utf8.startIndex, offsetBy: max(0, min(range.upperBound, utf8.count)))
        return text[lower..<max(lower, upper)]
    }

    /// The entries with `key`, in file order (more than one when the key is duplicated).
    public func entries(forKey key: String) -> [StringsEntry] {
        entries.filter { $0.key == key }
    }

    /// The bytes of the file: ``text`` in ``encoding``, byte order mark included.
    public var encodedBytes: [UInt8] { encoding.encode(text) }

    /// Whether two values have the same parts at the same places of the same text.
    public static func == (lhs: StringsFile, rhs: StringsFile) -> Bool {
        lhs.path == rhs.path && lhs.encoding == rhs.encoding && lhs.source.bytes == rhs.source.bytes
    }

    /// Hashes the parts' places.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(source.bytes)
    }
}
