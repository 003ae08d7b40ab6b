/// Everything about one validate rule, in one place: its id, default severity, what it checks and why it matters,
/// examples that trigger it and examples that must not, and the check that finds it. ``RuleRegistry`` lists the
/// descriptors; the validator runs their checks, `docs/rules.md`, `uidesc validate --explain`, the help text and
/// the SARIF rule metadata are made from them, and one test runs every example.
public struct RuleDescriptor: Sendable {
    /// The rule's id.
    public let rule: ValidationRule
    /// How serious its findings are.
    public let severity: Finding.Severity
    /// One line saying what the rule checks.
    public let summary: String
    /// Why it matters: what happens at run time, or what the finding saves the reader from.
    public let rationale: String
    /// Projects in which the rule finds a problem, at each `↓`.
    public let triggeringExamples: [RuleExample]
    /// Projects, close to the triggering ones, in which it finds none.
    public let nonTriggeringExamples: [RuleExample]
    /// The code that finds the rule's problems.
    public let check: RuleCheck
    /// Whether the rule is off unless asked for (`--enable`, or a severity in `.uidesc.yml`'s `rules`): a check
    /// many projects do not want, such as texts without a translation.
    public var isOptIn = false
    /// Ids the rule had before it was renamed: `--disable`, `.uidesc.yml` and baselines that name one keep working
    /// (``ValidationRule/init(rawValue:)`` reads one as the rule).
    public var deprecatedAliases: [String] = []

    /// The registered descriptor of `rule`; a rule declared in this module but missing from the registry (which the
    /// registry's test reports) gets a descriptor with its id as its summary.
    static func registered(_ rule: ValidationRule) -> RuleDescriptor {
        RuleRegistry.descriptor(for: rule.rawValue)
            ?? RuleDescriptor(
                rule: rule, severity: .warning, summary: rule.rawValue, rationale: "", triggeringExamples: [],
                nonTriggeringExamples: [], check: .reading)
    }
}
