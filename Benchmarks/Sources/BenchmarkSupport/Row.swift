import XIBDecoder

/// One row of the comparison: a parser or decoder run over an input.
///
/// To add a row (the JSON layout decoder and Foundation's `JSONDecoder` on the same content join
/// after the `json` branch lands, the CLI in `CLIThroughput`), add a case here with its `run` and
/// `counts`; the timed suite, the check and the report pick every case up.
public enum Row: String, CaseIterable, Sendable {
    /// libxml2's xmlReader reading every node: the floor (1×).
    case libxml2Reader = "floor"
    /// Foundation's `XMLParser` with a counting delegate.
    case foundationXMLParser = "xmlparser"
    /// SWXMLHash: parse to its tree, then walk it.
    case swxmlhash = "swxmlhash"
    /// XMLCoder decoding the user model (``XCStoryboard``).
    case xmlcoder = "xmlcoder"
    /// uidesc's front end alone: libxml2 SAX2 → `NodeDocument`.
    case uidescParse = "parse"
    /// uidesc: parse and decode the typed ``Document``.
    case uidescDocument = "document"
    /// uidesc: parse and decode the user model (``UserStoryboard``).
    case uidescUserTypes = "usertypes"

    /// The row's label in tables.
    public var title: String {
        switch self {
        case .libxml2Reader: "libxml2 xmlReader, parse only (floor)"
        case .foundationXMLParser: "Foundation XMLParser, SAX walk"
        case .swxmlhash: "SWXMLHash, parse + walk"
        case .xmlcoder: "XMLCoder, user model"
        case .uidescParse: "uidesc, parse only (NodeDocument)"
        case .uidescDocument: "uidesc, typed Document"
        case .uidescUserTypes: "uidesc, user model"
        }
    }

    /// Whether the row is this package (its failures are errors, not findings).
    public var isUIDesc: Bool { self == .uidescParse || self == .uidescDocument || self == .uidescUserTypes }

    /// Whether the row decodes a typed model, which keeps the objects its types declare rather than
    /// every element with an id. Typed rows must find every constraint and outlet; their object
    /// counts are compared between rows that decode the same model (``modelGroup``).
    public var isTyped: Bool { self == .xmlcoder || self == .uidescDocument || self == .uidescUserTypes }

    /// Rows that decode the same model and so must keep the same objects.
    public var modelGroup: String? {
        switch self {
        case .xmlcoder, .uidescUserTypes: "user model"
        default: nil
        }
    }

    /// Foundation's `XMLParser(data:)` (under the Foundation XMLParser, SWXMLHash and XMLCoder rows)
    /// refuses inputs over 10,000,000 bytes; `uidesc-bench check` and the report show the failure.
    public static let xmlParserDataLimit = 10_000_000

    /// Whether the row is timed on the input: not when it is known to fail on it.
    public func reads(inputNamed name: String) -> Bool {
        switch self {
        case .foundationXMLParser, .swxmlhash, .xmlcoder:
            return (InputCatalog.nominalSize(of: name) ?? 0) <= Self.xmlParserDataLimit
        default:
            return true
        }
    }

    /// The timed work. Returns a number derived from the result so nothing is optimised away.
    public func run(_ input: BenchmarkInput) throws -> Int {
        switch self {
        case .libxml2Reader: return try LibXML2ReaderFloor.parse(input)
        case .foundationXMLParser: return try FoundationXMLParserRow.count(input).objects
        case .swxmlhash: return try SWXMLHashRow.count(input).objects
        case .xmlcoder: return try XMLCoderRow.decode(input).scenes?.scene?.count ?? 0
        case .uidescParse: return try UIDescRows.parse(input).elementCount
        case .uidescDocument: return try UIDescRows.decodeDocument(input).scenes.count
        case .uidescUserTypes: return try UIDescRows.decodeUserTypes(input).scenes?.count ?? 0
        }
    }

    /// What the row found (the check; untimed).
    public func counts(_ input: BenchmarkInput) throws -> ParseCounts {
        switch self {
        case .libxml2Reader: return try LibXML2ReaderFloor.count(input)
        case .foundationXMLParser: return try FoundationXMLParserRow.count(input)
        case .swxmlhash: return try SWXMLHashRow.count(input)
        case .xmlcoder: return TypedModelCounter.count(try XMLCoderRow.decode(input))
        case .uidescParse: return UIDescRows.count(try UIDescRows.parse(input))
        case .uidescDocument: return TypedModelCounter.count(try UIDescRows.decodeDocument(input))
        case .uidescUserTypes: return TypedModelCounter.count(try UIDescRows.decodeUserTypes(input))
        }
    }
}
