/// Keys every typed model shares: the element kind and the source position. The shared decoder
/// answers them for every element; other coders see them as ordinary keys.
enum ReservedKey: String, CodingKey, CaseIterable {
    case kind = "$kind"
    case location = "$location"
}

/// The coding keys of this package's typed models. The shared decoder resolves them only to the
/// element's own attributes and children, never to outlet connections: a model's `title` is the
/// element's title even when the object also connects an outlet named `title`.
///
/// Every conformer is a `String` enum whose `allCases` the compiler writes: the decoder works out
/// every case's name and hash once per process from them (``ModelKeySpellings``) and sizes its
/// per-type key tables by the cases' tags.
protocol ModelCodingKey: CodingKey, CaseIterable {}

/// An Interface Builder model type: it knows which element kinds it decodes from.
public protocol InterfaceElement: Codable, Hashable, Sendable {
    /// The element names this type decodes from (`["label"]` for ``Label``). `nil` accepts any.
    static var elementKinds: Set<String>? { get }
}

extension Decoder {
    /// Reads the element kind and checks that `Model` decodes from it.
    ///
    /// - Throws: ``UIDescriptionError/Kind/typeMismatch(expected:found:)`` naming both kinds, and the
    ///   outlet when the element was reached through one.
    @inline(__always)
    func elementKind<Model: InterfaceElement>(for model: Model.Type) throws -> String {
        if let decoder = asElementDecoder { return try decoder.elementKind(accepting: Model.elementKinds, model: model) }
        return try otherDecoderElementKind(for: model)
    }

    @inline(never)
    private func otherDecoderElementKind<Model: InterfaceElement>(for model: Model.Type) throws -> String {
        let container = try self.container(keyedBy: ReservedKey.self)
        let kind = try container.decodeIfPresent(String.self, forKey: .kind)
        guard let kinds = Model.elementKinds else { return kind ?? "" }
        guard let kind else { return kinds.min() ?? "" }
        if kinds.contains(kind) { return kind }
        let expected = "\(Model.self)"
        if let decoder = self as? ElementDecoder {
            throw decoder.mismatch(expected: expected, found: decoder.describe(decoder.value))
        }
        throw UIDescriptionError(.typeMismatch(expected: expected, found: kind),
                                 "expected \(expected) (\(kinds.sorted().joined(separator: ", "))), found `\(kind)`",
                                 codingPath: codingPath)
    }

    /// The element name (`$kind`) of the value being decoded, if it has one: what ``AnyView``,
    /// ``InterfaceObject`` and ``Connection`` dispatch on.
    func elementName() throws -> String? {
        if let decoder = asElementDecoder { return try decoder.elementName() }
        return try container(keyedBy: ReservedKey.self).decodeIfPresent(String.self, forKey: .kind)
    }

    /// The position of the element being decoded, when the decoder knows it.
    func elementLocation() throws -> SourceLocation? {
        if let decoder = asElementDecoder { return try decoder.elementLocation() }
        return try container(keyedBy: ReservedKey.self).decodeIfPresent(SourceLocation.self, forKey: .location)
    }
}

/// The reserved key of an element's text content, for the models whose value is their text
/// (`<string key="NSValueTransformerName">NSNegateBoolean</string>`).
enum TextKey: String, CodingKey {
    case text = "$text"
}

extension Encoder {
    /// Whether the encoder writes Interface Builder elements (``NodeDocumentEncoder``), which hold
    /// text content; other encoders (`JSONEncoder`) write a model's value under its own key.
    var writesElementText: Bool { self is ElementEncoder }

    /// Writes `text` as the element's text content (see ``writesElementText``).
    func encodeElementText(_ text: String) throws {
        var container = self.container(keyedBy: TextKey.self)
        try container.encode(text, forKey: .text)
    }

    /// Writes the reserved kind and position keys.
    func encodeElementHeader(kind: String, location: SourceLocation?) throws {
        var container = self.container(keyedBy: ReservedKey.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension KeyedEncodingContainer {
    /// Writes `value` unless it equals the default Interface Builder leaves out.
    mutating func encode<T: Encodable & Equatable>(_ value: T, forKey key: Key, default defaultValue: T) throws {
        if value != defaultValue { try encode(value, forKey: key) }
    }

    /// Writes a list unless it is empty.
    mutating func encodeList<T: Encodable>(_ values: [T], forKey key: Key) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }
}

/// An Interface Builder enumeration (content modes, alignments, event types, …), open to values a
/// newer Xcode writes: a `RawRepresentable` string with a static member for every known value,
/// like Foundation's extensible enums. Unknown values decode unchanged; ``isKnown`` tells them apart.
public protocol InterfaceEnumeration: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible where RawValue == String {
    /// Every value this version of the package knows.
    static var knownValues: [Self] { get }
    /// A value from the text the file writes.
    init(rawValue: String)
}

extension InterfaceEnumeration {
    /// A value from a literal: `let mode: ContentMode = "scaleAspectFit"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Decodes the value as the file writes it, known or not.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value as the file writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether this value is one of ``knownValues``.
    public var isKnown: Bool { Self.knownValues.contains(self) }

    /// The raw value.
    public var description: String { rawValue }
}
