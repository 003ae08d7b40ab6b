/// One stored property of a model, declared once: the generator derives its coding key, its read in
/// `init(from:)`, its write in `encode(to:)` and its initializer parameter from this.
///
/// How it is read and written follows from its type:
/// - `T?`: read if present, written if not `nil`, `nil` by default;
/// - `[T]`: a list, empty when absent, written when not empty;
/// - any other type with a ``defaultValue``: the default when absent (Interface Builder leaves defaults out),
///   written when it differs;
/// - any other type without one: required.
///
/// Two names are answered by the decoder for every element rather than read by key: `kind: String` (the
/// element kind; its ``defaultValue`` is the initializer's) and `location: SourceLocation?` (where the element
/// starts). The shared model of a ``Conformance`` (`view: View`) is read from the same element first.
public struct Property: Sendable {
    /// The Swift name.
    public var name: String
    /// The Swift type, as written in the declaration.
    public var type: String
    /// The attribute or element key in the file, when it differs from ``name`` (`enabled` for `isEnabled`,
    /// `$elements:state` for a list of the `<state>` children).
    public var key: String?
    /// The value when the file leaves the key out, a Swift expression.
    public var defaultValue: String?
    /// The documentation comment.
    public var doc: String?
    public var options: Options
    /// A custom read: a Swift expression (the keyed container is `container`).
    public var decode: String?
    /// A custom write: Swift statements; an empty list writes nothing.
    public var encode: [String]?

    public init(_ name: String, _ type: String, key: String? = nil, default defaultValue: String? = nil,
                _ options: Options = [], decode: String? = nil, encode: [String]? = nil, doc: String? = nil) {
        self.name = name
        self.type = type
        self.key = key
        self.defaultValue = defaultValue
        self.options = options
        self.decode = decode
        self.encode = encode
        self.doc = doc
    }

    /// How a property departs from the rules its type implies.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Stored in a `@Boxed` wrapper (a model that would make its owner large).
        public static let boxed = Options(rawValue: 1 << 0)
        /// Declared with `let`.
        public static let constant = Options(rawValue: 1 << 1)
        /// Written even when it equals its default.
        public static let alwaysEncoded = Options(rawValue: 1 << 2)
        /// A parameter without default in the public initializer.
        public static let requiredInInitializer = Options(rawValue: 1 << 3)
        /// A model read from the same element (`try T(from: decoder)`) and written into it.
        public static let sameElement = Options(rawValue: 1 << 4)
        /// An image name with the owner's `catalog` (`container.image(.image, catalog: .catalog)`).
        public static let image = Options(rawValue: 1 << 5)
        /// Has no coding key of its own (its custom coding uses others).
        public static let noKey = Options(rawValue: 1 << 6)
    }
}

/// An open enumeration of the string values an attribute takes (`InterfaceEnumeration`): a static member
/// per known value, and unknown values kept as they are.
public struct Enumeration: Sendable {
    public var name: String
    public var doc: String
    /// The known values, in order: the raw value, or `swiftName=rawValue` when the member's name differs.
    public var values: [String]
    /// Documentation of some values, by member name.
    public var valueDocs: [String: String]
    /// The attributes that take these values on every element that has them (`AttributeEnumerations` in
    /// UIDescription: the JSON layout reader refuses a near miss of a known value). Name only attributes whose
    /// meaning is the same wherever they appear: not `style` or `type`.
    public var attributes: [String]

    public init(_ name: String, doc: String, values: [String], valueDocs: [String: String] = [:],
                attributes: [String] = []) {
        self.name = name
        self.doc = doc
        self.values = values
        self.valueDocs = valueDocs
        self.attributes = attributes
    }
}

/// The models and enumerations generated into one file.
public struct ModelFile: Sendable {
    /// The file's name without extension: `ControlModels` → `Generated/ControlModels.generated.swift`.
    public var name: String
    public var models: [Model]
    public var enumerations: [Enumeration]
    public var unions: [Union]
    /// Whether the file holds the catalogue-wide table of enumerated attributes (`AttributeEnumerations`).
    public var holdsAttributeTable: Bool

    public init(_ name: String, models: [Model] = [], enumerations: [Enumeration] = [], unions: [Union] = [],
                holdsAttributeTable: Bool = false) {
        self.name = name
        self.models = models
        self.enumerations = enumerations
        self.unions = unions
        self.holdsAttributeTable = holdsAttributeTable
    }
}

/// An enum with a case per typed model of one family (``AnyView``: a case per view model), that decodes an
/// element as the model its kind names, and as the family's shared model (`View`) when no model has the kind.
public struct Union: Sendable {
    public var name: String
    public var doc: String
    /// The shared model every case's value embeds, and the name of the accessor that returns it
    /// (`view: View`); it is also the type of the fallback case.
    public var sharedProperty: String
    public var sharedType: String
    /// The case for kinds without a model of their own, holding the shared model.
    public var fallbackCase: String
    public var fallbackDoc: String
    /// The kind assumed when the decoder does not know one (another decoder without `$kind`).
    public var defaultKind: String
    /// A statement run after decoding the fallback case (noting the element for the coverage report).
    public var fallbackNote: String
    /// The protocol every case's model conforms to, which embeds the shared model (`ViewElement`), and its doc.
    public var protocolName: String
    public var protocolDoc: String
    public var cases: [UnionCase]

    public init(_ name: String, doc: String, shared sharedProperty: String, _ sharedType: String,
                fallback fallbackCase: String, fallbackDoc: String, defaultKind: String, fallbackNote: String,
                protocol protocolName: String, protocolDoc: String, cases: [UnionCase]) {
        self.protocolName = protocolName
        self.protocolDoc = protocolDoc
        self.name = name
        self.doc = doc
        self.sharedProperty = sharedProperty
        self.sharedType = sharedType
        self.fallbackCase = fallbackCase
        self.fallbackDoc = fallbackDoc
        self.defaultKind = defaultKind
        self.fallbackNote = fallbackNote
        self.cases = cases
    }
}

/// One case of a ``Union``: its name, the model it holds, and the element kinds it decodes; `nil` kinds are
/// the model's own ``Model/kinds``.
public struct UnionCase: Sendable {
    public var name: String
    public var type: String
    public var kinds: [String]?

    public init(_ name: String, _ type: String, kinds: [String]? = nil) {
        self.name = name
        self.type = type
        self.kinds = kinds
    }
}
