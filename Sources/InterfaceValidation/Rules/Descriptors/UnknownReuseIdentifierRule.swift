extension ValidationRule {
    /// A cell or reusable view dequeued with an identifier no cell has and the code does not register.
    public static let unknownReuseIdentifier = ValidationRule(declaring: "unknown-reuse-identifier")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownReuseIdentifier``.
    static let unknownReuseIdentifier = RuleDescriptor(
        rule: .unknownReuseIdentifier, severity: .warning,
        summary: "Cell dequeued by a reuse identifier no cell has and the code does not register",
        rationale: """
            `dequeueReusableCell(withIdentifier:for:)` raises "unable to dequeue a cell with identifier" when no \
            prototype cell has the identifier and no class or nib was registered for it, and the app crashes. \
            Registrations through `register(_:forCellReuseIdentifier:)` and common helpers are read.
            """,
        triggeringExamples: [
            RuleExample(
                .listAndDetailStoryboard,
                .listViewController("""
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: ↓"NameCel", for: indexPath)
                    }
                    """)),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .listAndDetailStoryboard,
                .listViewController("""
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "NameCell", for: indexPath)
                    }
                    """)),
        ],
        check: .stringReferences)
}
