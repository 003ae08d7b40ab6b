extension ValidationRule {
    /// A storyboard reference to a storyboard, or a scene of one, that is not there.
    public static let unknownStoryboardReference = ValidationRule(declaring: "unknown-storyboard-reference")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownStoryboardReference``.
    static let unknownStoryboardReference = RuleDescriptor(
        rule: .unknownStoryboardReference, severity: .error,
        summary: "Storyboard reference to a storyboard or scene that is not there",
        rationale: """
            A storyboard reference (`<viewControllerPlaceholder storyboardName="Settings" \
            referencedIdentifier="Profile">`) is resolved when its segue fires: `UIStoryboard` raises when no \
            storyboard has that name, when no view controller of it has that Storyboard ID, or, for a reference \
            without one, when the storyboard has no initial view controller. A storyboard renamed, or a scene whose \
            identifier changed, leaves references that only crash at run time. References into another bundle \
            (`bundleIdentifier`) are not checked. A storyboard that no file of the folders is counts as missing for \
            sure when an Xcode project or Swift package bundles the referencing storyboard; without one, the \
            folders may hold only part of a repository, and it is reported as `unknown-interface-file` (a warning), \
            as a name in code is.
            """,
        triggeringExamples: [
            RuleExample(
                RuleExample.File.iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="home">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <view key="view" id="v1"/>
                                <connections>
                                    <segue destination="ref" kind="show" id="s1"/>
                                </connections>
                            </viewController>
                            <viewControllerPlaceholder ↓storyboardName="Setings" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    """),
                .settingsStoryboard, .xcodeProject(resources: ["Main.storyboard", "Settings.storyboard"])),
            RuleExample(
                RuleExample.File.iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="home">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Settings" ↓referencedIdentifier="Profle" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    """),
                .settingsStoryboard),
        ],
        nonTriggeringExamples: [
            RuleExample(
                RuleExample.File.iOSStoryboard("Main.storyboard", scenes: """
                    <scene sceneID="home">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Settings" id="ref1" sceneMemberID="viewController"/>
                            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Profile" id="ref2" sceneMemberID="viewController"/>
                            <viewControllerPlaceholder storyboardName="Help" bundleIdentifier="com.example.HelpKit" id="ref3" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    """),
                .settingsStoryboard),
        ],
        check: .storyboardReferences)
}

extension RuleExample.File {
    /// `Settings.storyboard`: an initial view controller, and a scene with the Storyboard ID `Profile`.
    static let settingsStoryboard = RuleExample.File("Settings.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="settings">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="settings" sceneMemberID="viewController">
                            <view key="view" id="sv"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Profile" id="profile" sceneMemberID="viewController">
                            <view key="view" id="pv"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
}
