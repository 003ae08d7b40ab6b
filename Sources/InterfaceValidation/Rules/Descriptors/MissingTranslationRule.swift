extension ValidationRule {
    /// A text of an IB file that a translation has no entry for.
    public static let missingTranslation = ValidationRule(declaring: "missing-translation")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/missingTranslation``.
    static let missingTranslation = RuleDescriptor(
        rule: .missingTranslation, severity: .warning,
        summary: "Text of an IB file with no entry in a translation (off unless enabled)",
        rationale: """
            ibtool would write the text's key, and the strings file or String Catalog has no entry for it: users of \
            that language see the development language there. Off by default, since projects leave placeholder \
            texts such as "Label" out on purpose: turn it on with `--enable missing-translation` or a severity in \
            `.uidesc.yml`. Texts or localizer comments holding `#bc-ignore!` are not reported. Reported at the end \
            of the strings file, where an entry would go.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                /* Class = "UILabel"; text = "Hello"; ObjectID = "Gre-et-Lbl"; */
                ↓"Gre-et-Lbl.text" = "Hallo";
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry())

                \(RuleExample.File.germanButtonEntry)
                """)),
        ],
        check: .translations,
        isOptIn: true)
}
