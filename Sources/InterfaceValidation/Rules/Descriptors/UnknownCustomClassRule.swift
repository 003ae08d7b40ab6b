extension ValidationRule {
    /// A custom class named in Interface Builder that the scanned sources do not declare.
    public static let unknownCustomClass = ValidationRule(declaring: "unknown-custom-class")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/unknownCustomClass``.
    static let unknownCustomClass = RuleDescriptor(
        rule: .unknownCustomClass, severity: .warning,
        summary: "Custom class named in Interface Builder but declared nowhere in the sources",
        rationale: """
            When the nib loads a custom class that no code declares (renamed, deleted, or in a module the app does \
            not link), UIKit logs "Unknown class in Interface Builder file" and makes a plain framework object \
            instead: the outlets and actions of the custom class are then missing. Classes of modules that were not \
            scanned, and framework classes, are not reported; nor is a class with no module that may come from code \
            the repository does not hold: one a source mentions after importing a module or header no scanned \
            folder holds (`import Sparkle`, `#import <Sparkle/SUUpdater.h>`, or a bridging header's import for \
            Swift files), or named like such a header or an excluded source file. The message suggests a declared \
            class with a close name.
            """,
        triggeringExamples: [
            RuleExample(
                .iOSXib("Badge.xib", objects: #"↓<view id="v1" customClass="GradientView"/>"#),
                .init("Views.swift", "import UIKit\n\nclass GradientLayerView: UIView {}")),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .iOSXib("Badge.xib", objects: #"<view id="v1" customClass="GradientView"/>"#),
                .init("Views.swift", "import UIKit\n\nclass GradientView: UIView {}")),
            RuleExample(
                .iOSXib("Progress.xib", objects: #"<view id="v1" customClass="MKRingProgressView"/>"#),
                .init("Progress.swift", "import UIKit\nimport MKRingProgressView\n\nfinal class Progress { let ring = MKRingProgressView() }")),
        ],
        check: .customClasses)
}
