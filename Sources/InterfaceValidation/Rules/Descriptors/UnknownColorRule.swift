extension ValidationRule {
    /// A named colour an IB file uses that no asset catalog provides.
    public static let unknownColor = ValidationRule(declaring: "unknown-color")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownColor``.
    static let unknownColor = RuleDescriptor(
        rule: .unknownColor, severity: .error,
        summary: "Named colour no asset catalog provides",
        rationale: """
            A named colour (`<color key="textColor" name="Brand"/>`) is looked up in the nib's bundle when it \
            loads; a colour set renamed or removed leaves UIKit logging and drawing with no colour. The names \
            are those the file lists in its `<resources>`, checked against the colour sets of the asset catalogs \
            of the folders validated (or, with an Xcode project, of the file's targets); system colours \
            (`systemColor`, `catalog="System"`) are not checked.
            """,
        triggeringExamples: [
            RuleExample(.loginXib(objects: """
                <label id="title" text="Hello">
                    <color key="textColor" ↓name="Brand Blue"/>
                </label>
                """, resources: #"<namedColor name="Brand Blue"><color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#),
                .logoImageSet, .brandColorSet),
        ],
        nonTriggeringExamples: [
            RuleExample(.loginXib(objects: """
                <label id="title" text="Hello">
                    <color key="textColor" name="Brand"/>
                </label>
                """, resources: #"<namedColor name="Brand"><color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#),
                .logoImageSet, .brandColorSet),
        ],
        check: .resourceReferences)
}
