import UIDescription

/// One problem the validator found: a rule, a severity, a message and the position where the fix belongs — in
/// the Interface Builder file or in the source file — plus notes pointing at related positions.
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// The values `warning`, `error`.
        case warning, error

        /// Warnings sort before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// A related position, such as the connection behind a finding reported at a declaration.
    public struct Note: Sendable, Hashable, Codable, CustomStringConvertible {
        /// What is at the position.
        public var message: String
        /// The position, when there is one.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }

        /// `path:line:column: note: message`.
        public var description: String {
            location.map { "\($0): note: \(message)" } ?? "note: \(message)"
        }
    }

    /// The rule that found the problem.
    public var rule: ValidationRule
    /// Error or warning.
    public var severity: Finding.Severity
    /// What is wrong, in one sentence.
    public var message: String
    /// Where the fix belongs.
    public var location: SourceLocation
    /// Related positions.
    public var notes: [Note]
    /// What the finding is about, whatever its wording: `outlet#abc-12-xyz` for the Interface Builder element
    /// it is reported at (or the nearest element above it with an id), `LoginViewController.titleLabel` for a
    /// declaration in a source file; `nil` when neither applies. Baselines match on it, so that rewording a
    /// message leaves an accepted finding accepted. Set by the validator.
    public var subject: String?

    /// Creates a finding with the rule's own severity unless another is given.
    public init(
        _ rule: ValidationRule, _ message: String, at location: SourceLocation, severity: Finding.Severity? = nil,
        notes: [Note] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:column: error: message [rule-id]`, the form compilers, editors and CI problem matchers read.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}
