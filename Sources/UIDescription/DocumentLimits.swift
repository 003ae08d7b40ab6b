/// Bounds on what a front end accepts, so hostile input fails with an error naming the limit
/// instead of exhausting memory or time. The defaults are far above any real Interface Builder
/// file (the largest seen are under 1 MB, nest about 40 levels deep and carry about 30
/// attributes per element).
///
/// Exceeding a limit throws ``UIDescriptionError`` of kind
/// ``UIDescriptionError/Kind/limitExceeded(_:limit:)``, whose message names the limit
/// (`maximumDepth`, …) and the position where it was exceeded. Every limit is checked before the
/// work it guards: a file larger than ``maximumInputBytes`` is refused from its size, before it
/// is read; a start tag with too many attributes is refused before the XML parser reads it.
///
/// ```swift
/// var decoder = XIBDecoder()
/// decoder.limits.maximumInputBytes = 4 << 20   // 4 MiB
/// ```
public struct DocumentLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes. Default: 64 MiB. Values above `Int32.max` act as
    /// `Int32.max` (offsets into a document are 32-bit).
    public var maximumInputBytes: Int
    /// The deepest element nesting accepted. Default: 256. The XML parser (libxml2) never
    /// accepts more than 256 levels, so for XML a larger value acts as 256.
    public var maximumDepth: Int
    /// The largest number of elements accepted. Default: 10,000,000.
    public var maximumElementCount: Int
    /// The longest attribute value or text content accepted, in bytes. Default: 8 MiB. The XML
    /// parser never accepts an attribute value longer than 10,000,000 bytes.
    public var maximumValueBytes: Int
    /// The most attributes (namespace declarations included) one element may carry. Default: 1,024.
    /// The XML parser checks attributes for duplicates pairwise, so this also bounds its time.
    public var maximumAttributesPerElement: Int

    /// Creates a `DocumentLimits` from its parts.
    public init(maximumInputBytes: Int = 64 << 20, maximumDepth: Int = 256,
                maximumElementCount: Int = 10_000_000, maximumValueBytes: Int = 8 << 20,
                maximumAttributesPerElement: Int = 1_024) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumElementCount = maximumElementCount
        self.maximumValueBytes = maximumValueBytes
        self.maximumAttributesPerElement = maximumAttributesPerElement
    }

    /// The default limits.
    public static let `default` = DocumentLimits()

    /// The name of each limit, used in errors.
    public enum Limit: String, Sendable, Hashable, Codable {
        /// `inputBytes`.
        case inputBytes = "maximumInputBytes"
        /// `depth`.
        case depth = "maximumDepth"
        /// `elementCount`.
        case elementCount = "maximumElementCount"
        /// `valueBytes`.
        case valueBytes = "maximumValueBytes"
        /// `attributesPerElement`.
        case attributesPerElement = "maximumAttributesPerElement"
        /// ``DecodingOptions/maximumDepth``: how deeply decoding may nest, outlets followed included.
        case decodingDepth = "maximumDecodingDepth"
    }

    /// The configured value of a limit (`nil` for ``Limit/decodingDepth``, which ``DecodingOptions`` holds).
    public func value(of limit: Limit) -> Int? {
        switch limit {
        case .inputBytes: maximumInputBytes
        case .depth: maximumDepth
        case .elementCount: maximumElementCount
        case .valueBytes: maximumValueBytes
        case .attributesPerElement: maximumAttributesPerElement
        case .decodingDepth: nil
        }
    }

    /// The input size actually enforced: ``maximumInputBytes``, at most `Int32.max`.
    public var effectiveMaximumInputBytes: Int { min(max(maximumInputBytes, 0), Int(Int32.max)) }

    /// Refuses an input of `count` bytes, more than ``effectiveMaximumInputBytes``: the first check of every
    /// reader, made before the input is copied or scanned.
    public func checkInputSize(_ count: Int, path: String?) throws {
        let limit = effectiveMaximumInputBytes
        guard count > limit else { return }
        throw UIDescriptionError(.limitExceeded(.inputBytes, limit: limit),
                                 "the input is \(count) bytes, more than the maximumInputBytes limit of \(limit) bytes",
                                 at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// ``checkInputSize(_:path:)``, and refuses an input of nothing but white space (`the file is empty`).
    public func checkInput(_ bytes: [UInt8], path: String?) throws {
        try checkInputSize(bytes.count, path: path)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw UIDescriptionError(.emptyInput, "the file is empty", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}
