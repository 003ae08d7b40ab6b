import XIBDecoder

/// This package's rows: the parse-only front end (libxml2 SAX2 → `NodeDocument`), the full typed
/// ``Document`` decode, and a decode into a user's own `Decodable` types (``UserStoryboard``).
public enum UIDescRows {
    /// libxml2 → `NodeDocument` (the front end alone).
    public static func parse(_ input: BenchmarkInput) throws -> NodeDocument {
        try XIBReader().read(input.bytes, path: input.name)
    }

    /// Parse, then decode the whole file as the typed ``Document`` model.
    public static func decodeDocument(_ input: BenchmarkInput) throws -> Document {
        try parse(input).decode(Document.self)
    }

    /// Parse, then decode the whole file into ``UserStoryboard``, with the outlet rules on.
    public static func decodeUserTypes(_ input: BenchmarkInput) throws -> UserStoryboard {
        try parse(input).decode(UserStoryboard.self)
    }

    /// The generic counts of a parsed document (the same walk every generic row makes).
    public static func count(_ document: NodeDocument) -> ParseCounts {
        var counts = ParseCounts(elements: 0)
        for element in document.allElements {
            counts.count(element: document.name(of: element), hasID: document.id(of: element) != nil)
        }
        return counts
    }
}
