extension ValidationRule {
    /// A strings file or String Catalog of an IB file that does not parse.
    public static let unreadableTranslation = ValidationRule(declaring: "unreadable-translation")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unreadableTranslation``.
    static let unreadableTranslation = RuleDescriptor(
        rule: .unreadableTranslation, severity: .error,
        summary: "Translation of an IB file that does not parse",
        rationale: """
            Apple's loader reads a strings file whole or not at all: one missing `;` or unescaped `"` and the app \
            shows the development language on every screen of that file, in that language. Reported at the first \
            token that cannot follow, as the loader sees it.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, .mainStrings("""

                /* Class = "UILabel"; text = "Hello"; ObjectID = "Gre-et-Lbl"; */
                "Gre-et-Lbl.text" = "Hallo"

                /* Class = "UIButton"; normalTitle = "Sign In"; ObjectID = "Sgn-In-Btn"; */
                ↓"Sgn-In-Btn.normalTitle" = "Anmelden";
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
