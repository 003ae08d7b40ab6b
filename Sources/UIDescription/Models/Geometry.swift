/// A rectangle: `<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>`.
public struct Rect: InterfaceElement {
    public static let elementKinds: Set<String>? = ["rect"]
    /// The role of the rectangle in its owner (`frame`, `bounds`, `contentRect`, …).
    public var key: String?
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(key: String? = nil, x: Double, y: Double, width: Double, height: Double) {
        self.key = key
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case key, x, y, width, height }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        x = container.decode(.x, default: 0)
        y = container.decode(.y, default: 0)
        width = container.decode(.width, default: 0)
        height = container.decode(.height, default: 0)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "rect", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

/// A point: `<point key="canvasLocation" x="138" y="153"/>`.
public struct Point: InterfaceElement {
    public static let elementKinds: Set<String>? = ["point"]
    public var key: String?
    public var x: Double
    public var y: Double

    public init(key: String? = nil, x: Double, y: Double) {
        self.key = key
        self.x = x
        self.y = y
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case key, x, y }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        x = container.decode(.x, default: 0)
        y = container.decode(.y, default: 0)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "point", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}

/// A size: `<size key="intrinsicContentSize" width="100" height="44"/>`.
/// Also `<value key="minSize" type="size" width="…" height="…"/>`, the typed-value form AppKit windows use.
public struct Size: InterfaceElement {
    public static let elementKinds: Set<String>? = ["size", "value"]
    public var key: String?
    public var width: Double
    public var height: Double

    public init(key: String? = nil, width: Double, height: Double) {
        self.key = key
        self.width = width
        self.height = height
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case key, width, height, type }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        if kind == "value", let type = container.decodeIfPresent(String.self, forKey: .type), type != "size" {
            throw UIDescriptionError(.typeMismatch(expected: "Size", found: "value of type \(type)"),
                                     "expected a size, found a `value` of type `\(type)`", codingPath: decoder.codingPath)
        }
        key = container.optional(.key)
        width = container.decode(.width, default: 0)
        height = container.decode(.height, default: 0)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "size", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

/// Edge insets: `<inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>`
/// or `<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>`.
public struct Insets: InterfaceElement {
    public static let elementKinds: Set<String>? = ["inset", "edgeInsets", "directionalEdgeInsets"]
    public var key: String?
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

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
