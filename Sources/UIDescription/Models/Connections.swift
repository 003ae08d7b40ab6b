/// One entry of an object's `<connections>`.
public enum Connection: Codable, Hashable, Sendable {
    /// An outlet (``Outlet``).
    case outlet(Outlet)
    /// An action (``Action``).
    case action(Action)
    /// A segue (``Segue``).
    case segue(Segue)
    /// A Cocoa binding.
    case binding(Binding)
    /// An AppKit accessibility relationship.
    case accessibility(AccessibilityConnection)
    /// A connection kind this version does not model, kept whole.
    case other(Node)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName()
        switch kind {
        case "outlet", "outletCollection": self = .outlet(try Outlet(from: decoder))
        case "action": self = .action(try Action(from: decoder))
        case "segue": self = .segue(try Segue(from: decoder))
        case "binding": self = .binding(try Binding(from: decoder))
        case "accessibilityConnection": self = .accessibility(try AccessibilityConnection(from: decoder))
        default: self = .other(try decoder.singleValueContainer().decode(Node.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .outlet(let outlet): try outlet.encode(to: encoder)
        case .action(let action): try action.encode(to: encoder)
        case .segue(let segue): try segue.encode(to: encoder)
        case .binding(let binding): try binding.encode(to: encoder)
        case .accessibility(let connection): try connection.encode(to: encoder)
        case .other(let node): try node.encode(to: encoder)
        }
    }
}

extension Array where Element == Connection {
    /// The outlets and outlet-collection entries.
    public var outlets: [Outlet] { compactMap { if case .outlet(let outlet) = $0 { outlet } else { nil } } }
    /// The actions.
    public var actions: [Action] { compactMap { if case .action(let action) = $0 { action } else { nil } } }
    /// The segues.
    public var segues: [Segue] { compactMap { if case .segue(let segue) = $0 { segue } else { nil } } }
    /// The Cocoa bindings.
    public var bindings: [Binding] { compactMap { if case .binding(let binding) = $0 { binding } else { nil } } }
    /// The AppKit accessibility relationships.
    public var accessibilityConnections: [AccessibilityConnection] {
        compactMap { if case .accessibility(let connection) = $0 { connection } else { nil } }
    }
}
