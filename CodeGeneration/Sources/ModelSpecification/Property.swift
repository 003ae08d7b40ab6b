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
    /// Where the property is declared in the catalogue (`#fileID`), for the generator's errors.
    public var fileID: String
    /// The line of the declaration.
    public var line: Int

    /// A property; `type` must name a model, an enumeration or a union of the catalogue, or a ``KnownType``
    /// (`String?`, `[Connection]`), else the generator refuses it with the declaration's `fileID` and `line`.
    public init(_ name: String, _ type: String, key: String? = nil, default defaultValue: String? = nil,
                _ options: Options = [], decode: String? = nil, encode: [String]? = nil, doc: String? = nil,
                fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
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
///
/// Its cases are derived: one per model of the catalogue whose ``Model/conformance`` is the union's
/// ``family`` (as its ``Model/union`` says), in catalogue order, after the cases ``order`` names; the
/// ``handWritten`` cases (models written by hand in UIDescription) go where they say.
public struct Union: Sendable {
    public var name: String
    public var doc: String
    /// The family: its protocol (`ViewElement`) is the one every case's model conforms to, and its shared model
    /// (`view: View`) is what every case's value embeds, the type of the fallback case (named as the shared
    /// property: `view`) and what the accessor of that name returns.
    public var family: Conformance
    public var fallbackDoc: String
    /// The kind assumed when the decoder does not know one (another decoder without `$kind`).
    public var defaultKind: String
    /// A statement run after decoding the fallback case (noting the element for the coverage report).
    public var fallbackNote: String
    /// The documentation of the family's protocol.
    public var protocolDoc: String
    /// What a case name leaves out of its model's name, before lowering the first letter: `Watch` of
    /// `WatchLabel` (case `label`), `Cell` of `ButtonCell` (case `button`).
    public var modelNamePrefix: String
    public var modelNameSuffix: String
    /// Case names that come first, in this order, where the union's order predates the catalogue's; the other
    /// cases follow in catalogue order. Each must name a case.
    public var order: [String]
    /// Cases of models written by hand (not in the catalogue), each placed after the case it names.
    public var handWritten: [UnionCase]
    /// Where the union is declared in the catalogue (`#fileID`), for the generator's errors.
    public var fileID: String
    /// The line of the declaration.
    public var line: Int

    /// A union of the models of `family`.
    public init(_ name: String, doc: String, family: Conformance, fallbackDoc: String, defaultKind: String,
                fallbackNote: String, protocolDoc: String, modelNamePrefix: String = "", modelNameSuffix: String = "",
                order: [String] = [], handWritten: [UnionCase] = [], fileID: String = #fileID, line: Int = #line) {
        self.name = name
        self.doc = doc
        self.family = family
        self.fallbackDoc = fallbackDoc
        self.defaultKind = defaultKind
        self.fallbackNote = fallbackNote
        self.protocolDoc = protocolDoc
        self.modelNamePrefix = modelNamePrefix
        self.modelNameSuffix = modelNameSuffix
        self.order = order
        self.handWritten = handWritten
        self.fileID = fileID
        self.line = line
    }

    /// The protocol every case's model conforms to (`ViewElement`).
    public var protocolName: String { family.rawValue }
    /// The shared model's property (`view`), which is also the fallback case's name.
    public var sharedProperty: String { family.sharedProperty ?? "" }
    /// The shared model's type (`View`).
    public var sharedType: String { family.sharedType ?? "" }
    /// The case for kinds without a model of their own, holding the shared model.
    public var fallbackCase: String { sharedProperty }
}

/// One case of a ``Union``: its name, the model it holds, and the element kinds it decodes; `nil` kinds are
/// the model's own ``Model/kinds``.
public struct UnionCase: Sendable, Equatable {
    public var name: String
    public var type: String
    public var kinds: [String]?
    /// The case a hand-written case follows (``Union/handWritten``); `nil`: the last.
    public var after: String?

    /// A case holding `type`, decoding `kinds`.
    public init(_ name: String, _ type: String, kinds: [String]? = nil, after: String? = nil) {
        self.name = name
        self.type = type
        self.kinds = kinds
        self.after = after
    }
}
