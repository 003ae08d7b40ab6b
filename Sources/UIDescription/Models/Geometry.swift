extension Size {
    /// Refuses a `<value>` element of another type where a size is expected.
    static func checkKind(_ kind: String, in decoder: any Decoder) throws {
        guard kind == "value" else { return }
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        if let type = container.decodeIfPresent(String.self, forKey: .type), type != "size" {
            throw UIDescriptionError(.typeMismatch(expected: "Size", found: "value of type \(type)"),
                                     "expected a size, found a `value` of type `\(type)`", codingPath: decoder.codingPath)
        }
    }
}

/// Edge insets: `<inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>`
/// or `<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>`.
public struct Insets: InterfaceElement {
    public static let elementKinds: Set<String>? = ["inset", "edgeInsets", "directionalEdgeInsets"]
    /// The key.
    public var key: String?
    /// The top.
    public var top: Double
    /// The leading.
    public var leading: Double
    /// The bottom.
    public var bottom: Double
    /// The trailing.
    public var trailing: Double

    /// Creates a `Insets` from its parts.
    public init(key: String? = nil, top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.key = key
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case key, minX, minY, maxX, maxY, top, left, bottom, right, leading, trailing }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        switch kind {
        case "inset":
            top = container.decode(.minY, default: 0)
            leading = container.decode(.minX, default: 0)
            bottom = container.decode(.maxY, default: 0)
            trailing = container.decode(.maxX, default: 0)
        case "directionalEdgeInsets":
            top = container.decode(.top, default: 0)
            leading = container.decode(.leading, default: 0)
            bottom = container.decode(.bottom, default: 0)
            trailing = container.decode(.trailing, default: 0)
        default:
            top = container.decode(.top, default: 0)
            leading = container.decode(.left, default: 0)
            bottom = container.decode(.bottom, default: 0)
            trailing = container.decode(.right, default: 0)
        }
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "directionalEdgeInsets", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(top, forKey: .top)
        try container.encode(leading, forKey: .leading)
        try container.encode(bottom, forKey: .bottom)
        try container.encode(trailing, forKey: .trailing)
    }
}
