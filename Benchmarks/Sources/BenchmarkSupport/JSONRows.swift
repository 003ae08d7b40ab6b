import Foundation
import JSONLayout
import XIBDecoder

/// The JSON rows: the same document as JSON, decoded two ways into the same two models.
///
/// - uidesc's `JSONLayoutDecoder` reading the JSON layout of the input (`JSONLayoutWriter`'s
///   output for the input's `NodeDocument`) into the typed ``Document`` and into ``UserStoryboard``;
/// - Foundation's `JSONDecoder` reading `JSONEncoder`'s encoding of the same decoded ``Document``
///   (every field, positions included) and of the same ``UserStoryboard`` value (plain `Codable`
///   structs, compiler-generated coding).
///
/// The JSON text is made once per input and format, before timing (``PreparedInput``).
public enum JSONRows {
    /// The JSON a row reads.
    public enum Format: String, Sendable, CaseIterable {
        /// The JSON layout of the input.
        case layout
        /// `JSONEncoder`'s encoding of the input decoded as ``Document``.
        case encodedDocument
        /// `JSONEncoder`'s encoding of the input decoded as ``UserStoryboard``.
        case encodedUserTypes
        /// `JSONEncoder`'s encoding of the input's whole content as a ``PlainElement`` tree.
        case encodedPlainTree

        public var description: String {
            switch self {
            case .layout: "JSON layout"
            case .encodedDocument: "JSONEncoder(Document)"
            case .encodedUserTypes: "JSONEncoder(UserStoryboard)"
            case .encodedPlainTree: "JSONEncoder(PlainElement)"
            }
        }
    }

    /// The JSON of `input` in `format`, made from the XML (untimed; cached per process).
    public static func json(_ format: Format, of input: BenchmarkInput) throws -> Data {
        let key = "\(format.rawValue)/\(input.name)/\(input.size)"
        if let cached = prepared.value?[key] { return cached }
        let document = try UIDescRows.parse(input)
        let data: Data
        switch format {
        case .layout:
            data = JSONLayoutWriter().data(for: document)
        case .encodedDocument:
            data = try JSONEncoder().encode(try document.decode(Document.self))
        case .encodedUserTypes:
            data = try JSONEncoder().encode(try document.decode(UserStoryboard.self))
        case .encodedPlainTree:
            data = try JSONEncoder().encode(PlainElement(document))
        }
        var all = prepared.value ?? [:]
        all[key] = data
        prepared.value = all
        return data
    }

    private static let prepared = Cache<[String: Data]>()

    /// uidesc: the JSON layout decoded as the typed ``Document``, with the limits of `DocumentLimits.default`.
    public static func layoutDocument(_ layout: Data) throws -> Document {
        try JSONLayoutDecoder().decode(Document.self, from: layout)
    }

    /// uidesc: the JSON layout decoded into ``UserStoryboard``, with the outlet rules on.
    public static func layoutUserTypes(_ layout: Data) throws -> UserStoryboard {
        try JSONLayoutDecoder().decode(UserStoryboard.self, from: layout)
    }

    /// Foundation: `JSONDecoder` decoding ``Document`` from `JSONEncoder`'s encoding of it.
    public static func decoderDocument(_ json: Data) throws -> Document {
        try JSONDecoder().decode(Document.self, from: json)
    }

    /// Foundation: `JSONDecoder` decoding the ``PlainElement`` tree from `JSONEncoder`'s encoding of it.
    public static func decoderPlainTree(_ json: Data) throws -> PlainElement {
        try JSONDecoder().decode(PlainElement.self, from: json)
    }

    /// Foundation: `JSONDecoder` decoding ``UserStoryboard`` from `JSONEncoder`'s encoding of it.
    public static func decoderUserTypes(_ json: Data) throws -> UserStoryboard {
        try JSONDecoder().decode(UserStoryboard.self, from: json)
    }
}

/// An input with what its row reads prepared before timing: the XML bytes (``BenchmarkInput``),
/// and for the JSON rows the JSON text (``JSONRows/json(_:of:)``).
public struct PreparedInput: @unchecked Sendable {
    public let input: BenchmarkInput
    /// The JSON the row reads (JSON rows only).
    public let json: Data?

    public init(input: BenchmarkInput, json: Data? = nil) {
        self.input = input
        self.json = json
    }

    public var name: String { input.name }

    /// The JSON, or a failure naming the row that needed it (a row run on an unprepared input).
    func requireJSON(for row: Row) throws -> Data {
        guard let json else { throw PeerFailure(row: row.title, message: "the input was not prepared for this row") }
        return json
    }
}
