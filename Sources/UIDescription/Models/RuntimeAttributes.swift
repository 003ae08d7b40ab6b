/// A user-defined runtime attribute: a key path set on the object after it loads.
/// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>`.
public struct UserDefinedRuntimeAttribute: InterfaceElement {
    public static let elementKinds: Set<String>? = ["userDefinedRuntimeAttribute"]
    public var keyPath: String
    /// `boolean`, `number`, `string`, `localizedString`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil`.
    public var type: String
    /// The value, typed by ``type``; `nil` for the `nil` type.
    public var value: RuntimeValue?
    /// Whether the string value is localized: exported for translation and looked up in the strings file.
    public var isLocalized: Bool

    public init(keyPath: String, type: String, value: RuntimeValue? = nil, isLocalized: Bool = false) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.isLocalized = isLocalized
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case keyPath, type, value, isLocalized = "localized" }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        keyPath = try container.decode(String.self, forKey: .keyPath)
        type = container.decode(.type, default: "nil")
        value = RuntimeValue.decode(type: type, from: &container, forKey: .value)
        isLocalized = container.decode(.isLocalized, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "userDefinedRuntimeAttribute", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyPath, forKey: .keyPath)
        try container.encode(type, forKey: .type)
        try value?.encode(to: &container, forKey: .value)
        try container.encode(isLocalized, forKey: .isLocalized, default: false)
    }
}

/// The value of a ``UserDefinedRuntimeAttribute``, typed by the attribute's `type`.
public enum RuntimeValue: Hashable, Sendable {
    case boolean(Bool)
    /// A number (`<integer>` or `<real>`).
    case number(Double)
    case string(String)
    case localizedString(String)
    /// The name of an image.
    case image(String)
    case color(Color)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case range(TextRange)
    /// A value of a type this version does not know, as text.
    case other(String)

    /// Reads the value for `type` from the attribute `value` or the child keyed `value`.
    static func decode<Key: CodingKey>(type: String, from container: inout ModelDecodingContainer<Key>, forKey key: Key) -> RuntimeValue? {
        switch type {
        case "nil": return nil
        case "boolean": return container.decodeIfPresent(Bool.self, forKey: key).map(RuntimeValue.boolean)
        case "number": return container.decodeIfPresent(Double.self, forKey: key).map(RuntimeValue.number)
        case "string": return container.decodeIfPresent(String.self, forKey: key).map(RuntimeValue.string)
        case "localizedString": return container.decodeIfPresent(String.self, forKey: key).map(RuntimeValue.localizedString)
        case "image": return container.decodeIfPresent(String.self, forKey: key).map(RuntimeValue.image)
        case "color": return container.decodeIfPresent(Color.self, forKey: key).map(RuntimeValue.color)
        case "point": return container.decodeIfPresent(Point.self, forKey: key).map(RuntimeValue.point)
        case "size": return container.decodeIfPresent(Size.self, forKey: key).map(RuntimeValue.size)
        case "rect": return container.decodeIfPresent(Rect.self, forKey: key).map(RuntimeValue.rect)
        case "range": return container.decodeIfPresent(TextRange.self, forKey: key).map(RuntimeValue.range)
        default: return container.decodeIfPresent(String.self, forKey: key).map(RuntimeValue.other)
        }
    }

    func encode<Key: CodingKey>(to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
        switch self {
        case .boolean(let value): try container.encode(value, forKey: key)
        case .number(let value): try container.encode(value, forKey: key)
        case .string(let value), .localizedString(let value), .image(let value), .other(let value):
            try container.encode(value, forKey: key)
        case .color(let value): try container.encode(value, forKey: key)
        case .point(let value): try container.encode(value, forKey: key)
        case .size(let value): try container.encode(value, forKey: key)
        case .rect(let value): try container.encode(value, forKey: key)
        case .range(let value): try container.encode(value, forKey: key)
        }
    }
}
