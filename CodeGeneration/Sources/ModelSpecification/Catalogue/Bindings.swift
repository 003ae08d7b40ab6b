extension Catalogue {
    static let bindings = ModelFile("Bindings", models: [
    Model("ObjectController", kinds: ["arrayController", "objectController", "treeController", "dictionaryController", "userDefaultsController"], doc: """
        A Cocoa bindings controller: `<arrayController objectClassName="Item" automaticallyPreparesContent="YES" id="…"><declaredKeys>…</declaredKeys></arrayController>`, or a tree, object, dictionary or user defaults controller.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"arrayController\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("userLabel", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("objectClassName", "String?"),
        Property("objectClass", "ClassReference?", [.boxed]),
        Property("declaredKeys", "[String]"),
        Property("automaticallyPreparesContent", "Bool?"),
        Property("avoidsEmptySelection", "Bool?"),
        Property("preservesSelection", "Bool?"),
        Property("selectsInsertedObjects", "Bool?"),
        Property("clearsFilterPredicateOnInsertion", "Bool?"),
        Property("alwaysUsesMultipleValuesMarker", "Bool?"),
        Property("isEditable", "Bool?", key: "editable"),
        Property("childrenKeyPath", "String?"),
        Property("leafKeyPath", "String?"),
        Property("countKeyPath", "String?"),
        Property("representsSharedInstance", "Bool?"),
        Property("appliesImmediately", "Bool?"),
        Property("sceneMemberID", "String?"),
        Property("metadata", "ValueDictionary?", [.boxed], doc: "What Interface Builder noted about the object (`<metadata><string key=\"libraryAssetSourceID\">…</string></metadata>`: the library entry it came from)."),
        Property("connections", "[Connection]"),
    ]),
    Model("ClassReference", kinds: ["classReference"], doc: """
        A class named by a bindings controller: `<classReference key="objectClass" className="Item"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("className", "String?"),
        ] + PropertyGroup.customClass
    ),
    Model("Binding", kinds: ["binding"], references: ["destination", "previousBinding"], doc: """
        A Cocoa binding: `<binding destination="…" name="value" keyPath="selection.name" id="…"><dictionary key="options">…</dictionary></binding>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("id", "String?"),
        Property("name", "String", default: "\"\"", [.alwaysEncoded], doc: "The bound attribute (`value`, `enabled`, `contentArray`, …)."),
        Property("destination", "String", default: "\"\"", [.alwaysEncoded], doc: "The id of the object bound to."),
        Property("keyPath", "String", default: "\"\"", [.alwaysEncoded]),
        Property("previousBinding", "String?"),
        Property("options", "BindingOptions?", [.boxed]),
    ]),
    Model("ValueDictionary", kinds: nil, doc: """
        A dictionary of values (a view's `animations`, other keyed collections): each child is one entry.
        """, properties: [
        Property("kind", "String", default: "\"dictionary\"", doc: "The element kind."),
        Property("key", "String?"),
        Property("entries", "[DictionaryEntry]", key: "$children"),
    ]),
    Model("BindingOptions", kinds: ["dictionary"], doc: """
        The options of a binding: `<dictionary key="options"><string key="NSValueTransformerName">NSNegateBoolean</string></dictionary>`.
        """, properties: [
        Property("key", "String?"),
        Property("entries", "[DictionaryEntry]", key: "$children"),
    ]),
    Model("DictionaryEntry", kinds: nil, locals: ["attributeValue: String? = container.optional(.value)"], doc: """
        One entry of a dictionary: `<string key="NSValueTransformerName">NSNegateBoolean</string>`, `<bool key="NSContinuouslyUpdatesValue" value="YES"/>`, `<integer key="…" value="1"/>`.
        """, properties: [
        Property("kind", "String", default: "\"string\"", doc: "The element kind."),
        Property("key", "String", default: "\"\"", [.alwaysEncoded]),
        Property("value", "String", default: "\"\"", [.alwaysEncoded], decode: "try attributeValue ?? decoder.singleValueContainer().decode(String.self)",
                 encode: ["if kind == \"string\", encoder.writesElementText { try encoder.encodeElementText(value) } else { try container.encode(value, forKey: .value) }"], doc: "The value as written: the text of a `string`, the `value` attribute of a `bool`, `integer` or `real`."),
    ]),
    ])
}
