extension ValidationRule {
    /// A key a strings file translates more than once.
    public static let duplicateTranslationKey = ValidationRule(declaring: "duplicate-translation-key")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/duplicateTranslationKey``.
    static let duplicateTranslationKey = RuleDescriptor(
        rule: .duplicateTranslationKey, severity: .warning,
        summary: "Key translated more than once in one strings file",
        rationale: """
            Only one entry of a key can reach the screen, and which one is the loader's choice: the other is a \
            translation someone maintains for nothing, often the newer one. Each occurrence after the first is \
            reported.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry())

                \(RuleExample.File.germanButtonEntry)

                /* Class = "UILabel"; text = "Hello"; ObjectID = "Gre-et-Lbl"; */
                ↓"Gre-et-Lbl.text" = "Guten Tag";
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry())

                \(RuleExample.File.germanButtonEntry)
                """)),
        ],
        check: .translations)
}
