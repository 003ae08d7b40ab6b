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
    /// The stored properties, in declaration order: those the catalogue lists, with the shared model of the
    /// ``conformance`` (`view: View` of a view element) where ``Conformance/sharedModel`` puts it.
    public var properties: [Property]
    /// How the model is a case of its family's union (``Union``): by default one case named after the model.
    public var union: UnionMembership
    /// Where the model is declared in the catalogue (`#fileID`), for the generator's errors.
    public var fileID: String
    /// The line of the declaration.
    public var line: Int

    /// A model; the shared model its `conformance` embeds is added to `properties`, and must not be listed.
    public init(_ name: String, kinds: [String]? = nil, conformance: Conformance = .element,
                union: UnionMembership = .named, kindCheck: String? = nil, encodedKind: String? = nil,
                extraKeys: [String] = [], locals: [String] = [], references: [String] = [], doc: String,
                properties: [Property],
                fileID: String = #fileID, line: Int = #line) {
        self.references = references
        self.union = union
        self.fileID = fileID
        self.line = line
        self.name = name
        self.doc = doc
        self.kinds = kinds
        self.conformance = conformance
        self.kindCheck = kindCheck
        self.encodedKind = encodedKind
        self.extraKeys = extraKeys
        self.locals = locals
        self.properties = conformance.embeddingSharedModel(in: properties, fileID: fileID, line: line)
    }
}

/// How a model of a family (a ``Conformance`` with a shared model) is a case of the family's ``Union``.
public enum UnionMembership: Sendable, Equatable {
    /// One case, named after the model without the union's ``Union/caseNameAffixes`` (`Label` → `label`,
    /// `ButtonCell` → `button`, `WatchLabel` → `label`), decoding every kind of the model.
    case named
    /// One case with this name (`scene` for `WatchSceneItem`).
    case caseName(String)
    /// A case per element kind, named after the kind (`tableView` and `outlineView` of `TableView`).
    case casePerKind
    /// No case: the model is read only where another model names it (`CellContentView`, whose `view` kind is
    /// any plain view's).
    case excluded
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
    public var sharedProperty: String? { sharedModel?.property }

    /// The embedded shared model's type, if any.
    public var sharedType: String? { sharedModel?.type }

    /// The shared model a family's models embed: its property, its type, its documentation, and whether it is
    /// declared after the model's own properties (a view's, so that the compiler's memberwise initializer, which
    /// `init(from:)` ends with, differs from the public one) or before them (a cell's, an item's).
    public var sharedModel: (property: String, type: String, doc: String, declaredLast: Bool)? {
        switch self {
        case .view:
            ("view", "View", "The properties every view shares. Declared last, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one.", true)
        case .cell: ("cell", "Cell", "The properties every cell shares.", false)
        case .watchItem: ("item", "WatchItem", "The properties every interface item shares.", false)
        case .element, .documentRoot, .partOfElement: nil
        }
    }

    /// `properties` with the shared model's property added where it is declared; unchanged without one.
    public func embeddingSharedModel(in properties: [Property], fileID: String = #fileID, line: Int = #line) -> [Property] {
        guard let shared = sharedModel else { return properties }
        let property = Property(shared.property, shared.type, doc: shared.doc, fileID: fileID, line: line)
        return shared.declaredLast ? properties + [property] : [property] + properties
    }
}
