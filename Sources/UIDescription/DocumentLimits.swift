/// Bounds on what a front end accepts, so hostile input fails with an error naming the limit
/// instead of exhausting memory or time. The defaults are far above any real Interface Builder file.
public struct DocumentLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes. Default: 256 MiB.
    public var maximumInputBytes: Int
    /// The deepest element nesting accepted. Default: 256 (Interface Builder files rarely exceed 40).
    public var maximumDepth: Int
    /// The largest number of elements accepted. Default: 10,000,000.
    public var maximumElementCount: Int
    /// The longest attribute value or text content accepted, in bytes. Default: 10 MiB.
    public var maximumValueBytes: Int

    public init(maximumInputBytes: Int = 256 << 20, maximumDepth: Int = 256,
                maximumElementCount: Int = 10_000_000, maximumValueBytes: Int = 10 << 20) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumElementCount = maximumElementCount
        self.maximumValueBytes = maximumValueBytes
    }

    /// The default limits.
    public static let `default` = DocumentLimits()

    /// The name of each limit, used in errors.
    public enum Limit: String, Sendable, Hashable, Codable {
        case inputBytes = "maximumInputBytes"
        case depth = "maximumDepth"
        case elementCount = "maximumElementCount"
        case valueBytes = "maximumValueBytes"
    }

    /// The configured value of a limit.
    public func value(of limit: Limit) -> Int {
        switch limit {
        case .inputBytes: maximumInputBytes
        case .depth: maximumDepth
        case .elementCount: maximumElementCount
        case .valueBytes: maximumValueBytes
        }
    }
}
