/// How the shared decoder treats a document. `XIBDecoder` and `JSONLayoutDecoder` expose these settings.
public struct DecodingOptions: Sendable {
    /// What to do with outlets the file connects but the decoded type does not declare.
    public var unknownOutlets: UnknownOutletPolicy
    /// Values passed to `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]
    /// Services handed to `init(from:)` through `decoder.dependency(_:)`.
    public var dependencies: Dependencies
    /// How deeply values may nest while decoding, outlets followed included (default: 1,000).
    /// Deeper nesting throws ``UIDescriptionError/Kind/limitExceeded(_:limit:)`` naming
    /// `maximumDecodingDepth`, before the stack can overflow.
    public var maximumDepth: Int

    /// Creates a `DecodingOptions` from its parts.
    public init(unknownOutlets: UnknownOutletPolicy = .error, userInfo: [CodingUserInfoKey: any Sendable] = [:],
                dependencies: Dependencies = Dependencies(), maximumDepth: Int = 1_000) {
        self.unknownOutlets = unknownOutlets
        self.userInfo = userInfo
        self.dependencies = dependencies
        self.maximumDepth = maximumDepth
    }
}

/// What to do with an outlet connection that no property of the decoded type consumed.
public enum UnknownOutletPolicy: Sendable, Hashable {
    /// Throw ``UIDescriptionError/Kind/unknownOutlet(name:owner:)`` after decoding (the default:
    /// at run time such an outlet crashes with "not key value coding-compliant").
    case error
    /// Ignore connections that no property declares.
    case ignore
}
