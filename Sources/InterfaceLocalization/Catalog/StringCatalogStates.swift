/// How Xcode found a string of a catalog (`extractionState`): an open set, so that values Xcode adds later are kept.
public struct StringExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The value as written in the catalog.
    public var rawValue: String

    /// Creates an `StringExtractionState` from the value written in the catalog.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `extracted_with_value`: extracted from the IB file or source, with its value.
    public static let extractedWithValue = StringExtractionState(rawValue: "extracted_with_value")
    /// `manual`: added by hand; Xcode does not extract it.
    public static let manual = StringExtractionState(rawValue: "manual")
    /// `stale`: no longer found in the IB file or source.
    public static let stale = StringExtractionState(rawValue: "stale")
    /// `migrated`: moved from a strings file.
    public static let migrated = StringExtractionState(rawValue: "migrated")

    /// The raw value.
    public var description: String { rawValue }
}

/// The state of one translation (`stringUnit.state`): an open set, so that values Xcode adds later are kept.
public struct StringLocalizationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The value as written in the catalog.
    public var rawValue: String

    /// Creates a `StringLocalizationState` from the value written in the catalog.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `new`: not translated yet (or the source language's own value).
    public static let new = StringLocalizationState(rawValue: "new")
    /// `translated`.
    public static let translated = StringLocalizationState(rawValue: "translated")
    /// `needs_review`: translated, to be checked again.
    public static let needsReview = StringLocalizationState(rawValue: "needs_review")
    /// `stale`.
    public static let stale = StringLocalizationState(rawValue: "stale")

    /// The raw value.
    public var description: String { rawValue }
}
