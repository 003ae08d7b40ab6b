extension ValidationRule {
    /// `performSegue(withIdentifier:)` on `self` with an identifier no segue in the calling class's scenes has:
    /// "Receiver has no segue with identifier" at run time.
    public static let unknownSegueIdentifier = ValidationRule(declaring: "unknown-segue-identifier")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownSegueIdentifier``.
    static let unknownSegueIdentifier = RuleDescriptor(
        rule: .unknownSegueIdentifier, severity: .warning,
        summary: "Segue performed by an identifier no scene of the calling class has",
        rationale: """
            `performSegue(withIdentifier:sender:)` raises "Receiver has no segue with identifier" when no segue of \
            the view controller's scene has the identifier, and the app crashes. Identifiers written as string \
            literals or as constants are checked against the scenes of every storyboard that uses the calling class; \
            a class that overrides `performSegue(withIdentifier:sender:)` may handle the identifiers it is called \
            with itself, and its calls are not checked.
            """,
        triggeringExamples: [
            RuleExample(
                .listAndDetailStoryboard,
                .listViewController("""
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        performSegue(withIdentifier: ↓"showDetails", sender: nil)
                    }
                    """)),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .listAndDetailStoryboard,
                .listViewController("""
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        performSegue(withIdentifier: "showDetail", sender: nil)
                    }
                    """)),
        ],
        check: .stringReferences)
}
