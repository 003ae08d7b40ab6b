/// A Cocoa bindings controller: `<arrayController objectClassName="Item" automaticallyPreparesContent="YES"
/// id="…"><declaredKeys>…</declaredKeys></arrayController>`, or a tree, object, dictionary or user defaults
/// controller.
public struct ObjectController: InterfaceElement {
    public static let elementKinds: Set<String>? = ["arrayController", "objectController", "treeController", "dictionaryController", "userDefaultsController"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    public var userLabel: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var objectClassName: String?
    @Boxed public var objectClass: ClassReference?
    public var declaredKeys: [String]
    public var automaticallyPreparesContent: Bool?
    public var avoidsEmptySelection: Bool?
    public var preservesSelection: Bool?
    public var selectsInsertedObjects: Bool?
    public var clearsFilterPredicateOnInsertion: Bool?
    public var alwaysUsesMultipleValuesMarker: Bool?
    public var isEditable: Bool?
    public var childrenKeyPath: String?
    public var leafKeyPath: String?
    public var countKeyPath: String?
    public var representsSharedInstance: Bool?
    public var appliesImmediately: Bool?
    public var sceneMemberID: String?
    public var connections: [Connection]

    /// The bindings the controller makes.
    public var bindings: [Binding] { connections.bindings }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, userLabel, customClass, customModule, customModuleProvider, userDefinedRuntimeAttributes
        case objectClassName, objectClass, declaredKeys, automaticallyPreparesContent, avoidsEmptySelection
        case preservesSelection, selectsInsertedObjects, clearsFilterPredicateOnInsertion
        case alwaysUsesMultipleValuesMarker, isEditable = "editable", childrenKeyPath, leafKeyPath, countKeyPath
        case representsSharedInstance, appliesImmediately, sceneMemberID, connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(objectClassName, forKey: .objectClassName)
        try container.encodeIfPresent(objectClass, forKey: .objectClass)
        try container.encodeList(declaredKeys, forKey: .declaredKeys)
        try container.encodeIfPresent(automaticallyPreparesContent, forKey: .automaticallyPreparesContent)
        try container.encodeIfPresent(avoidsEmptySelection, forKey: .avoidsEmptySelection)
        try container.encodeIfPresent(preservesSelection, forKey: .preservesSelection)
        try container.encodeIfPresent(selectsInsertedObjects, forKey: .selectsInsertedObjects)
        try container.encodeIfPresent(clearsFilterPredicateOnInsertion, forKey: .clearsFilterPredicateOnInsertion)
        try container.encodeIfPresent(alwaysUsesMultipleValuesMarker, forKey: .alwaysUsesMultipleValuesMarker)
        try container.encodeIfPresent(isEditable, forKey: .isEditable)
        try container.encodeIfPresent(childrenKeyPath, forKey: .childrenKeyPath)
        try container.encodeIfPresent(leafKeyPath, forKey: .leafKeyPath)
        try container.encodeIfPresent(countKeyPath, forKey: .countKeyPath)
        try container.encodeIfPresent(representsSharedInstance, forKey: .representsSharedInstance)
        try container.encodeIfPresent(appliesImmediately, forKey: .appliesImmediately)
        try container.encodeIfPresent(sceneMemberID, forKey: .sceneMemberID)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension ObjectController {
    public init(kind: String = "arrayController", id: String? = nil, userLabel: String? = nil,
                customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil,
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], objectClassName: String? = nil,
                objectClass: ClassReference? = nil, declaredKeys: [String] = [],
                automaticallyPreparesContent: Bool? = nil, avoidsEmptySelection: Bool? = nil,
                preservesSelection: Bool? = nil, selectsInsertedObjects: Bool? = nil,
                clearsFilterPredicateOnInsertion: Bool? = nil, alwaysUsesMultipleValuesMarker: Bool? = nil,
                isEditable: Bool? = nil, childrenKeyPath: String? = nil, leafKeyPath: String? = nil,
                countKeyPath: String? = nil, representsSharedInstance: Bool? = nil, appliesImmediately: Bool? = nil,
                sceneMemberID: String? = nil, connections: [Connection] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.userLabel = userLabel
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.objectClassName = objectClassName
        self.objectClass = objectClass
        self.declaredKeys = declaredKeys
        self.automaticallyPreparesContent = automaticallyPreparesContent
        self.avoidsEmptySelection = avoidsEmptySelection
        self.preservesSelection = preservesSelection
        self.selectsInsertedObjects = selectsInsertedObjects
        self.clearsFilterPredicateOnInsertion = clearsFilterPredicateOnInsertion
        self.alwaysUsesMultipleValuesMarker = alwaysUsesMultipleValuesMarker
        self.isEditable = isEditable
        self.childrenKeyPath = childrenKeyPath
        self.leafKeyPath = leafKeyPath
        self.countKeyPath = countKeyPath
        self.representsSharedInstance = representsSharedInstance
        self.appliesImmediately = appliesImmediately
        self.sceneMemberID = sceneMemberID
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let userLabel: String? = container.optional(.userLabel)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let objectClassName: String? = container.optional(.objectClassName)
        let objectClass: ClassReference? = container.optional(.objectClass)
        let declaredKeys: [String] = container.list(.declaredKeys)
        let automaticallyPreparesContent: Bool? = container.optional(.automaticallyPreparesContent)
        let avoidsEmptySelection: Bool? = container.optional(.avoidsEmptySelection)
        let preservesSelection: Bool? = container.optional(.preservesSelection)
        let selectsInsertedObjects: Bool? = container.optional(.selectsInsertedObjects)
        let clearsFilterPredicateOnInsertion: Bool? = container.optional(.clearsFilterPredicateOnInsertion)
        let alwaysUsesMultipleValuesMarker: Bool? = container.optional(.alwaysUsesMultipleValuesMarker)
        let isEditable: Bool? = container.optional(.isEditable)
        let childrenKeyPath: String? = container.optional(.childrenKeyPath)
        let leafKeyPath: String? = container.optional(.leafKeyPath)
        let countKeyPath: String? = container.optional(.countKeyPath)
        let representsSharedInstance: Bool? = container.optional(.representsSharedInstance)
        let appliesImmediately: Bool? = container.optional(.appliesImmediately)
        let sceneMemberID: String? = container.optional(.sceneMemberID)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, userLabel: userLabel, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, objectClassName: objectClassName,
                  objectClass: objectClass, declaredKeys: declaredKeys,
                  automaticallyPreparesContent: automaticallyPreparesContent,
                  avoidsEmptySelection: avoidsEmptySelection, preservesSelection: preservesSelection,
                  selectsInsertedObjects: selectsInsertedObjects,
                  clearsFilterPredicateOnInsertion: clearsFilterPredicateOnInsertion,
                  alwaysUsesMultipleValuesMarker: alwaysUsesMultipleValuesMarker, isEditable: isEditable,
                  childrenKeyPath: childrenKeyPath, leafKeyPath: leafKeyPath, countKeyPath: countKeyPath,
                  representsSharedInstance: representsSharedInstance, appliesImmediately: appliesImmediately,
                  sceneMemberID: sceneMemberID, connections: connections)
    }
}

/// A class named by a bindings controller: `<classReference key="objectClass" className="Item"/>`.
public struct ClassReference: InterfaceElement {
    public static let elementKinds: Set<String>? = ["classReference"]
    public var key: String?
    public var className: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?

    public init(key: String? = nil, className: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil) {
        self.key = key
        self.className = className
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, className, customClass, customModule, customModuleProvider
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        className = container.optional(.className)
        customClass = container.optional(.customClass)
        customModule = container.optional(.customModule)
        customModuleProvider = container.optional(.customModuleProvider)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "classReference", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(className, forKey: .className)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
    }
}

/// A Cocoa binding: `<binding destination="…" name="value" keyPath="selection.name" id="…"><dictionary
/// key="options">…</dictionary></binding>`.
public struct Binding: InterfaceElement {
    public static let elementKinds: Set<String>? = ["binding"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    /// The bound attribute (`value`, `enabled`, `contentArray`, …).
    public var name: String
    /// The id of the object bound to.
    public var destination: String
    public var keyPath: String
    public var previousBinding: String?
    @Boxed public var options: BindingOptions?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, name, destination, keyPath, previousBinding, options
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "binding", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(destination, forKey: .destination)
        try container.encode(keyPath, forKey: .keyPath)
        try container.encodeIfPresent(previousBinding, forKey: .previousBinding)
        try container.encodeIfPresent(options, forKey: .options)
    }
}

extension Binding {
    public init(id: String? = nil, name: String = "", destination: String = "", keyPath: String = "",
                previousBinding: String? = nil, options: BindingOptions? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.destination = destination
        self.keyPath = keyPath
        self.previousBinding = previousBinding
        self.options = options
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let name: String = container.decode(.name, default: "")
        let destination: String = container.decode(.destination, default: "")
        let keyPath: String = container.decode(.keyPath, default: "")
        let previousBinding: String? = container.optional(.previousBinding)
        let options: BindingOptions? = container.optional(.options)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, name: name, destination: destination, keyPath: keyPath,
                  previousBinding: previousBinding, options: options)
    }
}

/// A dictionary of values (a view's `animations`, other keyed collections): each child is one entry.
public struct ValueDictionary: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// The element kind.
    public var kind: String
    public var key: String?
    public var entries: [DictionaryEntry]

    public init(kind: String = "dictionary", key: String? = nil, entries: [DictionaryEntry] = []) {
        self.kind = kind
        self.key = key
        self.entries = entries
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, entries = "$children"
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        entries = container.list(.entries)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeList(entries, forKey: .entries)
    }
}

/// The options of a binding: `<dictionary key="options"><string
/// key="NSValueTransformerName">NSNegateBoolean</string></dictionary>`.
public struct BindingOptions: InterfaceElement {
    public static let elementKinds: Set<String>? = ["dictionary"]
    public var key: String?
    public var entries: [DictionaryEntry]

    public init(key: String? = nil, entries: [DictionaryEntry] = []) {
        self.key = key
        self.entries = entries
    }

    /// The value of the option `name` (`NSValueTransformerName`, `NSContinuouslyUpdatesValue`, …), as written.
    public subscript(name: String) -> String? { entries.first { $0.key == name }?.value }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, entries = "$children"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        entries = container.list(.entries)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "dictionary", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeList(entries, forKey: .entries)
    }
}

/// One entry of a dictionary: `<string key="NSValueTransformerName">NSNegateBoolean</string>`, `<bool
/// key="NSContinuouslyUpdatesValue" value="YES"/>`, `<integer key="…" value="1"/>`.
public struct DictionaryEntry: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// The element kind.
    public var kind: String
    public var key: String
    /// The value as written: the text of a `string`, the `value` attribute of a `bool`, `integer` or `real`.
    public var value: String

    public init(kind: String = "string", key: String = "", value: String = "") {
        self.kind = kind
        self.key = key
        self.value = value
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, value
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.decode(.key, default: "")
        let attributeValue: String? = container.optional(.value)
        try container.finish()
        value = try attributeValue ?? decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(value, forKey: .value)
    }
}
