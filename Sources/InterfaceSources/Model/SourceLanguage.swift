/// The programming language a declaration was read from.
public enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    /// A `.swift` file.
    case swift
    /// A `.h`, `.m` or `.mm` file.
    case objectiveC
}
