extension ValidationRule {
    /// An SF Symbol an IB file names that is newer than the file's deployment target.
    public static let unavailableSystemSymbol = ValidationRule(declaring: "unavailable-system-symbol")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unavailableSystemSymbol``.
    static let unavailableSystemSymbol = RuleDescriptor(
        rule: .unavailableSystemSymbol, severity: .warning,
        summary: "SF Symbol newer than the deployment target",
        rationale: """
            An SF Symbol (`<image name="…" catalog="system">`) is loaded from the system when the nib loads: on a \
            system older than the symbol's release there is no such image, and the control shows nothing. The \
            release of each symbol comes from Apple's SF Symbols list (`SystemSymbols`); the deployment target is \
            the one the file states (`<deployment version>`), else the lowest of its targets' \
            (`IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_DEPLOYMENT_TARGET`, …) when an Xcode project places it. A \
            warning: the app may set another image on older systems in code.
            """,
        triggeringExamples: [RuleExample(.symbolXib(image: "↓image=\"document\""))],
        nonTriggeringExamples: [RuleExample(.symbolXib(image: "image=\"doc\""))],
        check: .resourceReferences)
}

extension RuleExample.File {
    /// `Login.xib`, deployed to iOS 14 (`<deployment version="3584">`), with an image view showing the SF Symbol its
    /// `image` attribute names (written with a marker when the example needs one).
    fileprivate static func symbolXib(image: String) -> Self {
        let name = image.split(separator: "\"")[1]
        return RuleExample.File("Login.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <dependencies>
                    <deployment version="3584" identifier="iOS"/>
                </dependencies>
                <objects>
                    <imageView id="icon" \(image) catalog="system"/>
                </objects>
                <resources>
                    <image name="\(name)" catalog="system" width="128" height="128"/>
                </resources>
            </document>
            """)
    }
}
