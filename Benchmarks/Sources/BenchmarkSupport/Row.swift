import XIBDecoder

/// One row of the comparison: a parser or decoder run over an input.
///
/// To add a row, add a case here with its `run` and `counts` (and, when it reads something other
/// than the XML, its preparation in `prepare`); the timed suite, the check and the report pick
/// every case up. The CLI is measured apart (`CLIThroughput`), over the whole corpus.
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
    /// uidesc: the input's JSON layout decoded as the typed ``Document``.
    case jsonLayoutDocument = "jsonlayout-document"
    /// uidesc: the input's JSON layout decoded into the user model.
    case jsonLayoutUserTypes = "jsonlayout-usertypes"
    /// Foundation `JSONDecoder`: `Document` from `JSONEncoder`'s encoding of the same decoded Document.
    case jsonDecoderDocument = "jsondecoder-document"
    /// Foundation `JSONDecoder`: the user model from `JSONEncoder`'s encoding of the same value.
    case jsonDecoderUserTypes = "jsondecoder-usertypes"
    /// Foundation `JSONDecoder`: every element, attribute and text of the document in plain
    /// `Codable` structs (``PlainElement``), from `JSONEncoder`'s encoding of them.
    case jsonDecoderPlainTree = "jsondecoder-tree"

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
        case .jsonLayoutDocument: "uidesc JSON layout, typed Document"
        case .jsonLayoutUserTypes: "uidesc JSON layout, user model"
        case .jsonDecoderDocument: "Foundation JSONDecoder, typed Document"
        case .jsonDecoderUserTypes: "Foundation JSONDecoder, user model"
        case .jsonDecoderPlainTree: "Foundation JSONDecoder, plain element tree"
        }
    }

    /// Whether the row is this package (its failures are errors, not findings).
    public var isUIDesc: Bool {
        switch self {
        case .uidescParse, .uidescDocument, .uidescUserTypes, .jsonLayoutDocument, .jsonLayoutUserTypes: true
        default: false
        }
    }

    /// Whether the row decodes a typed model, which keeps the objects its types declare rather than
    /// every element with an id. Typed rows must find every constraint and outlet; their object
    /// counts are compared between rows that decode the same model (``modelGroup``).
    public var isTyped: Bool {
        switch self {
        case .libxml2Reader, .foundationXMLParser, .swxmlhash, .uidescParse, .jsonDecoderPlainTree: false
        default: true
        }
    }

    /// Rows that decode the same model and so must keep the same objects.
    public var modelGroup: String? {
        switch self {
        case .xmlcoder, .uidescUserTypes, .jsonLayoutUserTypes, .jsonDecoderUserTypes: "user model"
        case .uidescDocument, .jsonLayoutDocument, .jsonDecoderDocument: "typed Document"
        default: nil
        }
    }

    /// The XML row a JSON row decodes the same content as: it must find exactly what that row finds.
    public var xmlCounterpart: Row? {
        switch self {
        case .jsonLayoutDocument, .jsonDecoderDocument: .uidescDocument
        case .jsonLayoutUserTypes, .jsonDecoderUserTypes: .uidescUserTypes
        default: nil
        }
    }

    /// For a JSON layout row, the Foundation `JSONDecoder` rows it is compared with (the report's
    /// comparison): the same model from `JSONEncoder`'s encoding of it, and the plain element tree
    /// holding the document's whole content.
    public var jsonDecoderCounterparts: [Row] {
        switch self {
        case .jsonLayoutDocument: [.jsonDecoderDocument, .jsonDecoderPlainTree]
        case .jsonLayoutUserTypes: [.jsonDecoderUserTypes, .jsonDecoderPlainTree]
        default: []
        }
    }

    /// The JSON the row reads instead of the XML, if any.
    public var jsonFormat: JSONRows.Format? {
        switch self {
        case .jsonLayoutDocument, .jsonLayoutUserTypes: .layout
        case .jsonDecoderDocument: .encodedDocument
        case .jsonDecoderUserTypes: .encodedUserTypes
        case .jsonDecoderPlainTree: .encodedPlainTree
        default: nil
        }
    }

    /// Makes what the row reads, outside any timing: the XML rows read the input as it is; the JSON
    /// rows read JSON made from it once (``JSONRows/json(_:of:)``).
    public func prepare(_ input: BenchmarkInput) throws -> PreparedInput {
        PreparedInput(input: input, json: try jsonFormat.map { try JSONRows.json($0, of: input) })
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
    public func run(_ prepared: PreparedInput) throws -> Int {
        let input = prepared.input
        switch self {
        case .libxml2Reader: return try LibXML2ReaderFloor.parse(input)
        case .foundationXMLParser: return try FoundationXMLParserRow.count(input).objects
        case .swxmlhash: return try SWXMLHashRow.count(input).objects
        case .xmlcoder: return try XMLCoderRow.decode(input).scenes?.scene?.count ?? 0
        case .uidescParse: return try UIDescRows.parse(input).elementCount
        case .uidescDocument: return try UIDescRows.decodeDocument(input).scenes.count
        case .uidescUserTypes: return try UIDescRows.decodeUserTypes(input).scenes?.count ?? 0
        case .jsonLayoutDocument: return try JSONRows.layoutDocument(prepared.requireJSON(for: self)).scenes.count
        case .jsonLayoutUserTypes: return try JSONRows.layoutUserTypes(prepared.requireJSON(for: self)).scenes?.count ?? 0
        case .jsonDecoderDocument: return try JSONRows.decoderDocument(prepared.requireJSON(for: self)).scenes.count
        case .jsonDecoderUserTypes: return try JSONRows.decoderUserTypes(prepared.requireJSON(for: self)).scenes?.count ?? 0
        case .jsonDecoderPlainTree: return try JSONRows.decoderPlainTree(prepared.requireJSON(for: self)).children.count
        }
    }

    /// The typed model the row decodes (the check and `uidesc-bench ids`; untimed), or `nil` for generic rows.
    public func typedModel(_ prepared: PreparedInput) throws -> Any? {
        let input = prepared.input
        switch self {
        case .libxml2Reader, .foundationXMLParser, .swxmlhash, .uidescParse, .jsonDecoderPlainTree: return nil
        case .xmlcoder: return try XMLCoderRow.decode(input)
        case .uidescDocument: return try UIDescRows.decodeDocument(input)
        case .uidescUserTypes: return try UIDescRows.decodeUserTypes(input)
        case .jsonLayoutDocument: return try JSONRows.layoutDocument(prepared.requireJSON(for: self))
        case .jsonLayoutUserTypes: return try JSONRows.layoutUserTypes(prepared.requireJSON(for: self))
        case .jsonDecoderDocument: return try JSONRows.decoderDocument(prepared.requireJSON(for: self))
        case .jsonDecoderUserTypes: return try JSONRows.decoderUserTypes(prepared.requireJSON(for: self))
        }
    }

    /// What the row found (the check; untimed).
    public func counts(_ prepared: PreparedInput) throws -> ParseCounts {
        if let model = try typedModel(prepared) { return TypedModelCounter.count(model) }
        let input = prepared.input
        switch self {
        case .libxml2Reader: return try LibXML2ReaderFloor.count(input)
        case .foundationXMLParser: return try FoundationXMLParserRow.count(input)
        case .swxmlhash: return try SWXMLHashRow.count(input)
        case .uidescParse: return UIDescRows.count(try UIDescRows.parse(input))
        case .jsonDecoderPlainTree: return try JSONRows.decoderPlainTree(prepared.requireJSON(for: self)).counts()
        default: throw PeerFailure(row: title, message: "no generic count for a typed row")
        }
    }
}
