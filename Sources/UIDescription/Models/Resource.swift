/// A resource a document lists: an image with its size, a named color or a system color with its value.
public enum Resource: Codable, Hashable, Sendable {
    /// An image (``ImageResource``).
    case image(ImageResource)
    /// A named color (``NamedColorResource``).
    case namedColor(NamedColorResource)
    /// A system color (``SystemColorResource``).
    case systemColor(SystemColorResource)
    /// A resource kind this version does not model, kept whole.
    case other(Node)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? "image"
        switch kind {
        case "image": self = .image(try ImageResource(from: decoder))
        case "namedColor": self = .namedColor(try NamedColorResource(from: decoder))
        case "systemColor": self = .systemColor(try SystemColorResource(from: decoder))
        default:
            self = .other(try decoder.singleValueContainer().decode(Node.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .image(let value): try value.encode(to: encoder)
        case .namedColor(let value): try value.encode(to: encoder)
        case .systemColor(let value): try value.encode(to: encoder)
        case .other(let value): try value.encode(to: encoder)
        }
    }
}
