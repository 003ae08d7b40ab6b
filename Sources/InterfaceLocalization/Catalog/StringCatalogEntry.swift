import UIDescription

/// One string of a String Catalog: its key and the members of its object, with accessors for the members
/// Xcode writes (`comment`, `extractionState`, `shouldTranslate`, `localizations`); any other member is kept as it is.
public struct StringCatalogEntry: Hashable, Sendable {
    /// The key (for IB files, `<ObjectID>.<keypath>`).
    public var key: String
    /// Every member, in order.
    public var object: JSONObject
    /// Where the key is in the file (`nil` for a string added since it was read). Not part of equality.
    public var location: SourceLocation?

    /// Creates a `StringCatalogEntry` from its members.
    public init(key: String, object: JSONObject, location: SourceLocation? = nil) {
        self.key = key
        self.object = object
        self.location = location
    }

    /// Creates a string from the members Xcode writes, each left out when `nil` (or empty, for `localizations`).
    public init(key: String, comment: String? = nil, extractionState: StringExtractionState? = nil,
                shouldTranslate: Bool? = nil, localizations: [StringCatalogLocalization] = []) {
        self.init(key: key, object: JSONObject())
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        if !localizations.isEmpty { self.localizations = localizations }
    }

    /// Strings are equal when their keys and members are, wherever they were read.
    public static func == (lhs: StringCatalogEntry, rhs: StringCatalogEntry) -> Bool {
        lhs.key == rhs.key && lhs.object == rhs.object
    }

    /// Hashes the key and members.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(object)
    }

    /// `comment`: for IB files, the ibtool comment without its delimiters.
    public var comment: String? {
        get { object["comment"]?.stringValue }
        set { object["comment"] = newValue.map(JSONValue.string) }
    }

    /// `extractionState` (`extracted_with_value`, `manual`, `stale`, …).
    public var extractionState: StringExtractionState? {
        get { object["extractionState"]?.stringValue.map(StringExtractionState.init(rawValue:)) }
        set { object["extractionState"] = newValue.map { .string($0.rawValue) } }
    }

    /// `shouldTranslate` (`false` for strings not to translate; absent otherwise).
    public var shouldTranslate: Bool? {
        get { object["shouldTranslate"]?.boolValue }
        set { object["shouldTranslate"] = newValue.map(JSONValue.bool) }
    }

    /// The members of `localizations`, in order. Setting writes them in the order given (an empty list leaves an
    /// empty `localizations` object); ``setLocalization(_:)`` keeps Xcode's order.
    public var localizations: [StringCatalogLocalization] {
        get {
            (object["localizations"]?.objectValue?.members ?? []).map {
                StringCatalogLocalization(language: $0.key, object: $0.value.objectValue ?? JSONObject())
            }
        }
        set {
            object["localizations"] = .object(JSONObject(newValue.map { JSONMember(key: $0.language, value: .object($0.object)) }))
        }
    }

    /// The localization for `language`, when there is one.
    public func localization(for language: String) -> StringCatalogLocalization? {
        localizations.first { $0.language == language }
    }

    /// Replaces the localization of its language, or adds it where Xcode's key order puts it.
    public mutating func setLocalization(_ localization: StringCatalogLocalization) {
        var members = object["localizations"]?.objectValue ?? JSONObject()
        members[localization.language] = .object(localization.object)
        object["localizations"] = .object(members)
    }

    /// Removes the localization for `language`; returns it, or `nil` when there was none.
    @discardableResult
    public mutating func removeLocalization(for language: String) -> StringCatalogLocalization? {
        guard var members = object["localizations"]?.objectValue, let index = members.index(forKey: language) else { return nil }
        let removed = members.members.remove(at: index)
        object["localizations"] = .object(members)
        return StringCatalogLocalization(language: removed.key, object: removed.value.objectValue ?? JSONObject())
    }
}
