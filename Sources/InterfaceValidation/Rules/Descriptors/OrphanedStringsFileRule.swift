extension ValidationRule {
    /// A strings file or String Catalog of IB entries whose IB file is gone.
    public static let orphanedStringsFile = ValidationRule(declaring: "orphaned-strings-file")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/orphanedStringsFile``.
    static let orphanedStringsFile = RuleDescriptor(
        rule: .orphanedStringsFile, severity: .warning,
        summary: "Translations of an IB file that is gone",
        rationale: """
            A strings file whose entries are ibtool's (`ObjectID.keyPath` under ibtool's comments) in a folder \
            where its storyboard or xib no longer is: the file was renamed or deleted and its translations stayed \
            behind, shipped in the app and maintained by translators for nothing. Reported once per file, not per \
            entry. Strings files of code's own strings (`Localizable.strings`, keys without an object id) are not \
            judged; translations kept apart from their IB file are paired through `translations` in `.uidesc.yml`.
            """,
        triggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, RuleExample.File("de.lproj/Onboarding.strings", """
                ↓
                /* Class = "UILabel"; text = "Get started"; ObjectID = "Gt-St-Lbl1"; */
                "Gt-St-Lbl1.text" = "Los geht's";
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample(.localizedStoryboard(), .welcomeController, RuleExample.File("de.lproj/Errors.strings", """
                /* Shown when the network is down. */
                "error.offline" = "Keine Verbindung";
                """)),
        ],
        check: .translations)
}
