/// An outlet connection: `<outlet property="titleLabel" destination="abc-de-fgh" id="…"/>`, or one
/// entry of an outlet collection (`<outletCollection property="buttons" destination="…" collectionClass="NSMutableArray"/>`).
public struct Outlet: InterfaceElement {
    public static let elementKinds: Set<String>? = ["outlet", "outletCollection"]
    /// Whether this is an entry of an outlet collection.
    public var isCollection: Bool
    /// The property name on the owning object.
    public var property: String
    /// The id of the connected object.
    public var destination: String
    public var id: String?
    /// The collection class of an outlet collection (`NSMutableArray`).
    public var collectionClass: String?
    /// Whether an outlet-collection entry appends to a collection the superclass declares.
    public var appends: Bool
    public var location: SourceLocation?

    enum CodingKeys: String, CodingKey, ModelCodingKey { case property, destination, id, collectionClass, appends }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: isCollection ? "outletCollection" : "outlet", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(property, forKey: .property)
        try container.encode(destination, forKey: .destination)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(collectionClass, forKey: .collectionClass)
        try container.encode(appends, forKey: .appends, default: false)
    }
}

extension Outlet {
    public init(property: String, destination: String, id: String? = nil, isCollection: Bool = false,
                collectionClass: String? = nil, appends: Bool = false, location: SourceLocation? = nil) {
        self.property = property
        self.destination = destination
        self.id = id
        self.isCollection = isCollection
        self.collectionClass = collectionClass
        self.appends = appends
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let isCollection: Bool = kind == "outletCollection"
        let property: String = try container.decode(String.self, forKey: .property)
        let destination: String = try container.decode(String.self, forKey: .destination)
        let id: String? = container.optional(.id)
        let collectionClass: String? = container.optional(.collectionClass)
        let appends: Bool = container.decode(.appends, default: false)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(isCollection: isCollection, property: property, destination: destination, id: id,
                  collectionClass: collectionClass, appends: appends, location: location)
    }
}

/// An action connection: UIKit's `<action selector="login:" destination="-1" eventType="touchUpInside"/>`
/// or AppKit's `<action selector="save:" target="-2"/>`.
public struct Action: InterfaceElement {
    public static let elementKinds: Set<String>? = ["action"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The Objective-C selector (`login:`).
    public var selector: String
    /// The id of the receiving object (UIKit writes `destination`, AppKit `target`).
    public var target: String?
    /// The control event (UIKit only).
    public var eventType: EventType?
    /// Which of an AppKit control's actions this is, when not its main one: `doubleAction` (a table or outline
    /// view's double click).
    public var trigger: String?
    public var id: String?

    enum CodingKeys: String, CodingKey, ModelCodingKey { case trigger, selector, destination, target, eventType, id }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "action", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(trigger, forKey: .trigger)
        try container.encode(selector, forKey: .selector)
        try container.encodeIfPresent(target, forKey: eventType == nil ? .target : .destination)
        try container.encodeIfPresent(eventType, forKey: .eventType)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

extension Action {
    public init(selector: String, target: String?, eventType: EventType? = nil, trigger: String? = nil, id: String? = nil,
                location: SourceLocation? = nil) {
        self.selector = selector
        self.target = target
        self.eventType = eventType
        self.trigger = trigger
        self.id = id
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let selector: String = try container.decode(String.self, forKey: .selector)
        let target: String? = container.optional(.destination) ?? container.optional(.target)
        let eventType: EventType? = container.optional(.eventType)
        let trigger: String? = container.optional(.trigger)
        let id: String? = container.optional(.id)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, selector: selector, target: target, eventType: eventType, trigger: trigger, id: id)
    }
}

/// An AppKit accessibility relationship: `<accessibilityConnection property="title" destination="…" id="…"/>`
/// makes the destination the object's title element (`title`) or one of its linked elements (`link`).
public struct AccessibilityConnection: InterfaceElement {
    public static let elementKinds: Set<String>? = ["accessibilityConnection"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The relationship (`title`, `link`, …).
    public var property: String
    /// The id of the related object.
    public var destination: String
    public var id: String?

    enum CodingKeys: String, CodingKey, ModelCodingKey { case property, destination, id }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "accessibilityConnection", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(property, forKey: .property)
        try container.encode(destination, forKey: .destination)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

extension AccessibilityConnection {
    public init(property: String, destination: String, id: String? = nil, location: SourceLocation? = nil) {
        self.property = property
        self.destination = destination
        self.id = id
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let property: String = try container.decode(String.self, forKey: .property)
        let destination: String = try container.decode(String.self, forKey: .destination)
        let id: String? = container.optional(.id)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, property: property, destination: destination, id: id)
    }
}

/// One entry of an object's `<connections>`.
public enum Connection: Codable, Hashable, Sendable {
    case outlet(Outlet)
    case action(Action)
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
