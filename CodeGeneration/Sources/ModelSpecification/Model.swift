/// One typed model: a Swift struct that decodes from one or more Interface Builder element kinds.
///
/// The generator writes its stored properties, `CodingKeys`, `init(from:)`, `encode(to:)` and public
/// memberwise initializer from this; what a model does beyond that (computed conveniences, unusual checks)
/// is hand-written in an extension in `Sources/UIDescription/Models`.
public struct Model: Sendable {
    /// The Swift type name.
    public var name: String
    /// The type's documentation, one paragraph per line.
    public var doc: String
    /// The element kinds it decodes from; `nil` accepts any (the shared models ``View`` and ``Cell``).
    public var kinds: [String]?
    /// The protocol it conforms to: `InterfaceElement`, or one that adds a shared model (`ViewElement`, …).
    public var conformance: Conformance
    /// A hand-written static function called with the element kind before anything else is read, to refuse
    /// kinds the model must not decode: `try Self.<kindCheck>(kind, in: decoder)`.
    public var kindCheck: String?
    /// The element kind written when encoding: a Swift expression. `nil`: the `kind` property if the model has
    /// one, else the first of ``kinds``.
    public var encodedKind: String?
    /// Coding keys that no property has, read or written by custom coding: `name`, or `name=key`.
    public var extraKeys: [String]
    /// Values read before the properties, for custom reads to share: `name: Type = expression`.
    public var locals: [String]
    /// The attributes of the model's elements that hold the id of another element (`destination` of an outlet):
    /// what `validate` reports when it names no element, and what the merge follows
    /// (`ReferenceAttributes` in UIDescription).
    public var references: [String]
    /// The stored properties, in declaration order.
    public var properties: [Property]

    public init(_ name: String, kinds: [String]? = nil, conformance: Conformance = .element, kindCheck: String? = nil,
                encodedKind: String? = nil, extraKeys: [String] = [], locals: [String] = [],
                references: [String] = [], doc: String, properties: [Property]) {
        self.references = references
        self.name = name
        self.doc = doc
        self.kinds = kinds
        self.conformance = conformance
        self.kindCheck = kindCheck
        self.encodedKind = encodedKind
        self.extraKeys = extraKeys
        self.locals = locals
        self.properties = properties
    }
}

/// What a model conforms to, and the shared model it embeds when there is one.
public enum Conformance: String, Sendable {
    /// `InterfaceElement`.
    case element = "InterfaceElement"
    /// `ViewElement`: the model embeds a `View` as `view`, declared last and passed first to the initializer.
    case view = "ViewElement"
    /// `CellElement`: embeds a `Cell` as `cell`.
    case cell = "CellElement"
    /// `WatchItemElement`: embeds a `WatchItem` as `item`.
    case watchItem = "WatchItemElement"
    /// The document root.
    case documentRoot = "InterfaceElement, DocumentRootDecodable"
    /// Not an element of its own: a group of properties another model reads from its own element (the
    /// scrolling behaviour of a scroll view, table or text view; a view's simulated metrics). It neither checks
    /// nor writes the element kind.
    case partOfElement = "Codable, Hashable, Sendable"

    /// The embedded shared model's property name, if any.
    public var sharedProperty: String? {
        switch self {
        case .view: "view"
        case .cell: "cell"
        case .watchItem: "item"
        case .element, .documentRoot, .partOfElement: nil
        }
    }
}
