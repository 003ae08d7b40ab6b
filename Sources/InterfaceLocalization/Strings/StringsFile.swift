import UIDescription

/// A strings file as read: its decoded text, how it was encoded, and its entries in file order.
public struct StringsFile: Hashable, Sendable {
    /// The path it was read from, when known.
    public let path: String?
    /// The encoding it was read in (a writer writes it back the same way with ``StringsFileEncoding/encode(_:)``).
    public let encoding: StringsFileEncoding
    /// The style of its first line break (``StringsLineEnding/lineFeed`` when it has none).
    public let lineEnding: StringsLineEnding
    /// The decoded text, without the byte order mark. Every range of the model is a UTF-8 offset into it.
    public let text: String
    /// The entries in file order; a key written twice gives two entries.
    public let entries: [StringsEntry]

    /// Creates a `StringsFile` from its parts.
    public init(path: String?, encoding: StringsFileEncoding, lineEnding: StringsLineEnding, text: String,
                entries: [StringsEntry]) {
        self.path = path
        self.encoding = encoding
        self.lineEnding = lineEnding
        self.text = text
        self.entries = entries
    }

    /// The part of ``text`` between two UTF-8 offsets (clamped to the text).
    public func text(in range: Range<Int>) -> Substring {
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
}
