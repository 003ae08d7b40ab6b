/// The translation of one string into one language: the members of `localizations.<language>`, with accessors for
/// `stringUnit.state` and `stringUnit.value`; `variations` and any other member are kept as they are.
public struct StringCatalogLocalization: Hashable, Sendable {
    /// The language code (`de`, `pt-BR`, `zh-Hans`).
    public var language: String
    /// Every member, in order.
    public var object: JSONObject

    /// Creates a `StringCatalogLocalization` from its members.
    public init(language: String, object: JSONObject) {
        self.language = language
        self.object = object
    }

    /// Creates a localization with a `stringUnit` of `state` and `value`.
    public init(language: String, state: StringLocalizationState, value: String) {
        self.init(language: language, object: JSONObject())
        self.state = state
        self.value = value
    }

    /// The `stringUnit` object, when there is one.
    public var stringUnit: JSONObject? {
        get { object["stringUnit"]?.objectValue }
        set { object["stringUnit"] = newValue.map(JSONValue.object) }
    }

    /// `stringUnit.state`. Setting it creates the `stringUnit` when there is none; `nil` removes the member.
    public var state: StringLocalizationState? {
        get { stringUnit?["state"]?.stringValue.map(StringLocalizationState.init(rawValue:)) }
        set { updateStringUnit { $0["state"] = newValue.map { .string($0.rawValue) } } }
    }

    /// `stringUnit.value`. Setting it creates the `stringUnit` when there is none; `nil` removes the member.
    public var value: String? {
        get { stringUnit?["value"]?.stringValue }
        set { updateStringUnit { $0["value"] = newValue.map(JSONValue.string) } }
    }

    /// `variations` (plural and device variants), untouched.
    public var variations: JSONValue? {
        get { object["variations"] }
        set { object["variations"] = newValue }
    }

    private mutating func updateStringUnit(_ change: (inout JSONObject) -> Void) {
        var unit = stringUnit ?? JSONObject()
        change(&unit)
        stringUnit = unit
    }
}
