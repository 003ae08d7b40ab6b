extension Catalogue {
    static let runtimeAttributes = ModelFile("RuntimeAttributes", models: [
    Model("UserDefinedRuntimeAttribute", kinds: ["userDefinedRuntimeAttribute"], doc: """
        A user-defined runtime attribute: a key path set on the object after it loads. `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>`.
        """, properties: [
        Property("keyPath", "String"),
        Property("type", "String", default: "\"nil\"", [.alwaysEncoded, .requiredInInitializer], doc: "`boolean`, `number`, `string`, `localizedString`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil`."),
        Property("value", "RuntimeValue?", decode: "RuntimeValue.decode(type: type, from: &container, forKey: .value)", encode: ["try value?.encode(to: &container, forKey: .value)"], doc: "The value, typed by ``type``; `nil` for the `nil` type."),
        Property("isLocalized", "Bool", key: "localized", default: "false", doc: "Whether the string value is localized: exported for translation and looked up in the strings file."),
    ]),
    ])
}
