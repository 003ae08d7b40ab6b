/// A check `uidesc validate` makes, named by the stable id that messages end with (`[missing-outlet]`) and that
/// `--disable` takes.
///
/// Each rule is declared once, in `Rules/Descriptors/<Rule>Rule.swift`, by a ``RuleDescriptor`` (severity, summary,
/// rationale, examples, the check that finds it) listed in ``RuleRegistry``; the constants such as
/// ``missingOutlet`` are declared beside their descriptors.
public struct ValidationRule: Sendable, Hashable, Comparable, CaseIterable, RawRepresentable, Codable,
    CustomStringConvertible
{
    /// The rule's id, such as `missing-outlet`.
    public let rawValue: String

    /// The registered rule with this id, or `nil` when no rule has it. A rule's former id (one of its
    /// ``RuleDescriptor/deprecatedAliases``) gives the rule under its current id.
    public init?(rawValue: String) {
        guard let descriptor = RuleRegistry.descriptor(for: rawValue) else { return nil }
        self.rawValue = descriptor.rule.rawValue
    }

    /// A rule id, for the descriptor that declares it.
    init(declaring id: String) { rawValue = id }

    /// Every registered rule, in the registry's order.
    public static var allCases: [ValidationRule] { RuleRegistry.descriptors.map(\.rule) }

    /// The rule's descriptor: severity, summary, rationale and examples.
    public var descriptor: RuleDescriptor {
        // Only registered rules can be made outside this module, and the registry's test checks every declared one.
        RuleDescriptor.registered(self)
    }

    /// How serious a finding of this rule is.
    public var severity: Finding.Severity { descriptor.severity }

    /// One line saying what the rule checks.
    public var summary: String { descriptor.summary }

    /// The id.
    public var description: String { rawValue }

    /// Reads a rule id; an id no rule has is an error.
    public init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let rule = ValidationRule(rawValue: id) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no validate rule has the id \"\(id)\"")
        }
        self = rule
    }

    /// Writes the rule id.
    public func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders rules by their id.
    public static func < (lhs: ValidationRule, rhs: ValidationRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
