extension ValidationRule {
    /// A translated entry whose object or text the IB file no longer has.
    public static let orphanedTranslation = ValidationRule(declaring: "orphaned-translation")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/orphanedTranslation``.
    static let orphanedTranslation = RuleDescriptor(
        rule: .orphanedTranslation, severity: .warning,
        summary: "Translation of an object or text the IB file no longer has",
        rationale: """
            ibtool would no longer write the entry's key: the object was deleted or rebuilt with a new id, its text \
            was emptied, or the id now belongs to an object with nothing to translate. The translation reaches no \
            screen; when the object was rebuilt, its new text is shown untranslated. Keys not of the form \
            `ObjectID.keyPath` are code's strings sharing the table, and are not judged.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry())

                /* Class = "UILabel"; text = "Forgot your password?"; ObjectID = "Fgt-Pw-Lbl"; */
                ↓"Fgt-Pw-Lbl.text" = "Passwort vergessen?";
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry())

                \(RuleExample.File.germanButtonEntry)

                "welcome.banner" = "Willkommen zurück";
                """)),
        ],
        check: .translations)
}
