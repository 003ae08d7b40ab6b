/// The value of a ``UserDefinedRuntimeAttribute``, typed by the attribute's `type`.
public enum RuntimeValue: Hashable, Sendable {
    /// A Boolean (`type="boolean"`).
    case boolean(Bool)
    /// A number (`<integer>` or `<real>`).
    case number(Double)
    /// A string (`type="string"`).
    case string(String)
    /// A localized string (`type="localizedString"`).
    case localizedString(String)
    /// The name of an image.
    case image(String)
    /// A color (`type="color"`, ``Color``).
    case color(Color)
    /// A point (`type="point"`, ``Point``).
    case point(Point)
    /// A size (`type="size"`, ``Size``).
    case size(Size)
    /// A rectangle (`type="rect"`, ``Rect``).
    case rect(Rect)
    /// A text range (`type="range"`, ``TextRange``).
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
