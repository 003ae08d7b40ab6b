/// The rules' documentation, made from ``RuleRegistry``: `docs/rules.md`, `uidesc rules` and the help text all
/// print what this returns, so that none of them can drift from the rules.
public enum RuleDocumentation {
    /// The ids of the rules of one severity, in registry order.
    public static func ids(of severity: Finding.Severity) -> [String] {
        RuleRegistry.descriptors.filter { $0.severity == severity }.map(\.rule.rawValue)
    }

    /// One line per rule: id, severity and summary, aligned.
    public static func list() -> String {
        let width = RuleRegistry.descriptors.map(\.rule.rawValue.count).max() ?? 0
        return RuleRegistry.descriptors.map { descriptor in
            let id = descriptor.rule.rawValue
            let severity = descriptor.severity.rawValue
            return id + String(repeating: " ", count: width - id.count + 2) + severity
                + String(repeating: " ", count: 9 - severity.count) + descriptor.summary
        }.joined(separator: "\n") + "\n"
    }

    /// A rule's id, severity, summary, rationale and examples, as plain text for a terminal.
    public static func explanation(of rule: ValidationRule) -> String {
        let descriptor = rule.descriptor
        var text = "\(rule.rawValue) (\(descriptor.severity.rawValue)): \(descriptor.summary)\n\n"
        text += descriptor.rationale + "\n"
        for (title, examples) in [("Triggers", descriptor.triggeringExamples), ("Does not trigger", descriptor.nonTriggeringExamples)] {
            for (index, example) in examples.enumerated() {
                let marks = title == "Triggers" ? ", \(RuleExample.marker) marks each finding" : ""
                text += "\n\(title) (example \(index + 1)\(marks)):\n"
                for file in example.files {
                    text += "\n  \(file.name):\n"
                    text += file.markedText.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
                }
            }
        }
        return text
    }

    /// `docs/rules.md`: every rule with its severity, summary, rationale and examples.
    public static func markdown() -> String {
        var text = """
            <!-- Generated from the rule descriptors (Sources/InterfaceValidation/Rules/Descriptors) by \
            `uidesc rules --markdown`; do not edit. -->
            # The rules of `uidesc validate`

            Each rule has an id (printed at the end of each finding, taken by `--disable`), a default severity, and the
            examples below, which a test runs through the validator: each triggering example must give a finding of
            its rule at every `↓` and nowhere else, and each non-triggering one none. `uidesc rules ID` prints a rule's
            entry in the terminal. See [cli.md](cli.md) for the options and the exit codes.

            | Rule | Severity | Checks |
            | --- | --- | --- |

            """
        for descriptor in RuleRegistry.descriptors {
            let id = descriptor.rule.rawValue
            text += "| [`\(id)`](#\(id)) | \(descriptor.severity.rawValue) | \(descriptor.summary) |\n"
        }
        for descriptor in RuleRegistry.descriptors {
            text += "\n## \(descriptor.rule.rawValue)\n\n"
            text += "**\(descriptor.severity.rawValue.capitalized)**: \(descriptor.summary).\n\n\(descriptor.rationale)\n"
            for (title, examples) in [("Triggers", descriptor.triggeringExamples), ("Does not trigger", descriptor.nonTriggeringExamples)] {
                text += "\n### \(title)\n"
                for (index, example) in examples.enumerated() {
                    if examples.count > 1 { text += "\nExample \(index + 1):\n" }
                    for file in example.files {
                        text += "\n`\(file.name)`:\n\n```\(fence(for: file.name))\n\(file.markedText)\n```\n"
                    }
                }
            }
        }
        return text
    }

    private static func fence(for name: String) -> String {
        if name.hasSuffix(".swift") { return "swift" }
        if name.hasSuffix(".m") || name.hasSuffix(".h") { return "objc" }
        if name.hasSuffix(".json") { return "json" }
        return "xml"
    }
}
