extension ValidationRule {
    /// A custom font an IB file names whose font file the app does not register.
    public static let unregisteredFont = ValidationRule(declaring: "unregistered-font")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unregisteredFont``.
    static let unregisteredFont = RuleDescriptor(
        rule: .unregisteredFont, severity: .warning,
        summary: "Custom font the app does not register",
        rationale: """
            A label or button names its font (`<fontDescription name="OpenSans-Light">`); a font the app brings \
            must be registered before the nib loads — its file listed in the Info.plist's `UIAppFonts` (iOS), or \
            kept in the folder `ATSApplicationFontsPath` names (macOS) — or the view silently falls back to the \
            system font. Fonts are found by the PostScript names the font files of the folders validated hold; with \
            an Xcode project, the file must be bundled by, and registered in the Info.plist of, the document's \
            target. Fonts no file provides (system fonts, fonts of dependencies not checked out) are not judged. A \
            warning: registration is process-wide, and a source that calls `CTFontManagerRegister…` and names the \
            file (or its kind, `"ttf"`) counts as registering it.
            """,
        triggeringExamples: [
            RuleExample(.loginXib(objects: """
                <label id="title" text="Hello">
                    <fontDescription key="fontDescription" ↓name="Brand-Regular" family="Brand" pointSize="17"/>
                </label>
                """, resources: ""), .brandFont, .infoPlist(fonts: [])),
        ],
        nonTriggeringExamples: [
            RuleExample(.loginXib(objects: """
                <label id="title" text="Hello">
                    <fontDescription key="fontDescription" name="Brand-Regular" family="Brand" pointSize="17"/>
                </label>
                """, resources: ""), .brandFont, .infoPlist(fonts: ["Brand-Regular.ttf"])),
        ],
        check: .resourceReferences)
}
