/// How much of an input an error message quotes: a name or value from a file can be megabytes long, and a
/// message quotes it whole only when it is short. Every reader's messages go through this, so that no message
/// grows with its input.
public enum MessageText {
    /// The longest text a message quotes whole, in characters.
    public static let quotedLimit = 80

    /// `text` when it is at most ``quotedLimit`` characters, else its start, an ellipsis and its length:
    /// `aaaa…aaaa… (2,000,000 characters)`.
    public static func excerpt(_ text: String, limit: Int = quotedLimit) -> String {
        guard text.utf8.count > limit else { return text }
        // Unicode scalars, not grapheme clusters: counting clusters of megabytes of text takes long, and the two
        // differ only for text no one reads as a name.
        let length = text.unicodeScalars.count
        guard length > limit else { return text }
        var digits = String(length)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "\(String(text.unicodeScalars.prefix(limit)))… (\(digits + grouped) characters)"
    }
}
