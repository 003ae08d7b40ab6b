extension ValidationRule {
    /// An image an IB file names that no asset catalog or image file provides.
    public static let unknownImage = ValidationRule(declaring: "unknown-image")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownImage``.
    static let unknownImage = RuleDescriptor(
        rule: .unknownImage, severity: .error,
        summary: "Image no asset catalog or image file provides",
        rationale: """
            A button, image view, bar item or cell names its image as a string, which UIKit and AppKit look up in \
            the nib's bundle when it loads: an image renamed or removed from the asset catalog leaves the control \
            empty, with no error anywhere. The names are those the file lists in its `<resources>`, checked \
            against the image sets, symbol sets and image files (`star@2x~ipad.png` is `star`) of the folders \
            validated, or, when an Xcode project places the file in targets, of those targets' resources (a nib's \
            images come from its own bundle). SF Symbols (`catalog="system"`) are checked against Apple's list of \
            symbol names (`SystemSymbols`), unless the file was saved by an Interface Builder newer than the list; \
            AppKit's named images (`NS…`) are not checked.
            """,
        triggeringExamples: [
            RuleExample(.loginXib(objects: """
                <imageView id="logo" ↓image="Logo-Dark"/>
                """, resources: #"<image name="Logo-Dark" width="64" height="64"/>"#), .logoImageSet, .brandColorSet),
            RuleExample(.loginXib(objects: """
                <imageView id="star" ↓image="star.fil" catalog="system"/>
                """, resources: #"<image name="star.fil" catalog="system" width="128" height="116"/>"#)),
        ],
        nonTriggeringExamples: [
            RuleExample(.loginXib(objects: """
                <imageView id="logo" image="Logo"/>
                <imageView id="star" image="star.fill" catalog="system"/>
                """, resources: #"<image name="Logo" width="64" height="64"/><image name="star.fill" catalog="system" width="128" height="116"/>"#),
                .logoImageSet, .brandColorSet),
        ],
        check: .resourceReferences)
}
