/// The settings `XIBDecoder` and `JSONLayoutDecoder` share: one type, so that the two front doors cannot drift
/// apart (the JSON decoder once had no depth setting, and checked the input size against another bound).
public struct DecoderSettings: Sendable {
    /// Values handed to `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// Services handed to `init(from:)` through `decoder.dependency(_:)`.
    public var dependencies = Dependencies()
    /// What to do with outlets the file connects but the type does not declare (default: throw).
    public var unknownOutlets: UnknownOutletPolicy = .error
    /// Bounds on what the reader accepts.
    public var limits: DocumentLimits = .default
    /// How deeply decoding may nest, outlets followed included (see ``DecodingOptions/maximumDepth``).
    public var maximumDecodingDepth: Int = 1_000

    /// Creates a `DecoderSettings` with the default settings.
    public init() {}

    /// The decoding options these settings make.
    public var options: DecodingOptions {
        DecodingOptions(unknownOutlets: unknownOutlets, userInfo: userInfo, dependencies: dependencies,
                        maximumDepth: maximumDecodingDepth)
    }
}

/// A decoder configured by ``DecoderSettings`` (`XIBDecoder`, `JSONLayoutDecoder`): each setting reads and writes
/// as one of its properties (`decoder.unknownOutlets = .ignore`), declared once, in ``DecoderSettings``.
@dynamicMemberLookup
public protocol SettingsHoldingDecoder {
    /// The settings decoding follows.
    var settings: DecoderSettings { get set }
}

extension SettingsHoldingDecoder {
    /// A decoder setting (``DecoderSettings``), read and written through.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<DecoderSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// The decoding options the settings make.
    public var options: DecodingOptions { settings.options }
}
