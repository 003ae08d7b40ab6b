extension ValidationRule {
    /// An id reference (a connection's destination, a constraint item, …) to an id no element has.
    public static let danglingReference = ValidationRule(declaring: "dangling-reference")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/danglingReference``.
    static let danglingReference = RuleDescriptor(
        rule: .danglingReference, severity: .error,
        summary: "Reference to an id that no element in the file has",
        rationale: """
            Every connection, constraint and segue names the objects it joins by id. A reference to an id no element \
            has is the usual leftover of a bad merge or a hand edit: Xcode drops or refuses the object, and `ibtool` \
            may fail to compile the file. Every attribute that holds an id is checked, from the model catalogue's \
            list. In a compiled storyboard, a view nib's placeholder for an object of its controller's nib \
            (`UpstreamPlaceholder-…`) that the controller's nib does not name is one too: the two nibs are from \
            different builds (a build folder updated in part), and UIKit cannot load the view.
            """,
        triggeringExamples: [
            RuleExample(
                .loginXib(outlet: #"↓<outlet property="titleLabel" destination="t9" id="c1"/>"#),
                .loginViewController("@IBOutlet var titleLabel: UILabel!")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .loginXib(outlet: #"<outlet property="titleLabel" destination="t1" id="c1"/>"#),
                .loginViewController("@IBOutlet var titleLabel: UILabel!")),
        ],
        check: .documentIntegrity)
}
