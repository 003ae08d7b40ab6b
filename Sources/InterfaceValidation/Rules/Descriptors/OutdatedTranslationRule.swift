extension ValidationRule {
    /// A translated entry made for a text the IB file has since changed.
    public static let outdatedTranslation = ValidationRule(declaring: "outdated-translation")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/outdatedTranslation``.
    static let outdatedTranslation = RuleDescriptor(
        rule: .outdatedTranslation, severity: .warning,
        summary: "Translation made for a text the IB file has since changed",
        rationale: """
            ibtool's comment above each entry records the base text it was translated from. When the IB file's text \
            changes and the translation does not, users of that language read what the screen used to say. A \
            comment not of ibtool's form, one naming another object, or one that differs only in white space is not \
            judged, and the class name alone never makes an entry outdated. In a String Catalog, a string Xcode \
            marked `needs_review` is outdated too.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(label: "Welcome back"), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry(marker: RuleExample.marker))

                \(RuleExample.File.germanButtonEntry)
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample(.localizedStoryboard(label: "Welcome back"), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry(base: "Welcome back", translation: "Willkommen zurück"))

                \(RuleExample.File.germanButtonEntry)
                """)),
            RuleExample(.localizedStoryboard(label: "Welcome  back"), .welcomeController, .mainStrings("""

                \(RuleExample.File.germanLabelEntry(base: "Welcome back", translation: "Willkommen zurück"))
                """)),
        ],
        check: .translations)
}
