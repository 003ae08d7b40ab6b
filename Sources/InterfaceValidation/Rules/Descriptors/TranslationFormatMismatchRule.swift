extension ValidationRule {
    /// A translation whose format specifiers differ from its base text's.
    public static let translationFormatMismatch = ValidationRule(declaring: "translation-format-mismatch")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/translationFormatMismatch``.
    static let translationFormatMismatch = RuleDescriptor(
        rule: .translationFormatMismatch, severity: .warning,
        summary: "Translation whose format specifiers differ from the base text's",
        rationale: """
            Code that fills a text from the IB file with `String(format:)` (a label's text used as a template) \
            needs the same specifiers in every language: a `%@` lost or turned into `%d` shows garbage or crashes. \
            Positional specifiers (`%1$@`) compare without their index, so reordered translations are fine; `%%` and \
            `%` followed by a space are no specifiers.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(label: "%d new messages"), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry(base: "%d new messages", translation: "Neue Nachrichten", marker: RuleExample.marker))
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample(.localizedStoryboard(label: "%d new messages from %@"), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry(base: "%d new messages from %@", translation: "%2$@ hat %1$d neue Nachrichten"))
                """)),
            RuleExample(.localizedStoryboard(label: "100% sure"), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry(base: "100% sure", translation: "100 % sicher"))
                """)),
        ],
        check: .translations)
}
