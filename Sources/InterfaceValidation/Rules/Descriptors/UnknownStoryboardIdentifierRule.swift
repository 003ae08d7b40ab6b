extension ValidationRule {
    /// `instantiateViewController(withIdentifier:)` with an identifier no scene of the storyboard has.
    public static let unknownStoryboardIdentifier = ValidationRule(declaring: "unknown-storyboard-identifier")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownStoryboardIdentifier``.
    static let unknownStoryboardIdentifier = RuleDescriptor(
        rule: .unknownStoryboardIdentifier, severity: .warning,
        summary: "View controller instantiated by a storyboard identifier no scene has",
        rationale: """
            `instantiateViewController(withIdentifier:)` raises "Storyboard doesn't contain a view controller with \
            identifier" when no scene has the Storyboard ID, and the app crashes. The identifier is checked against \
            the storyboard the code names, or every storyboard when it cannot tell which.
            """,
        triggeringExamples: [
            RuleExample(
                .listAndDetailStoryboard,
                .listViewController("""
                    func openDetail() {
                        let detail = storyboard?.instantiateViewController(withIdentifier: ↓"Detail")
                        detail.map { navigationController?.pushViewController($0, animated: true) }
                    }
                    """)),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .listAndDetailStoryboard,
                .listViewController("""
                    func openDetail() {
                        let detail = storyboard?.instantiateViewController(withIdentifier: "DetailViewController")
                        detail.map { navigationController?.pushViewController($0, animated: true) }
                    }
                    """)),
        ],
        check: .stringReferences)
}
