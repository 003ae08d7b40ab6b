/// Properties that several models share, declared once and included by name:
/// `properties: [...] + PropertyGroup.customClass + [...]`.
public enum PropertyGroup {
    /// The custom class that replaces the default one at run time, and where it comes from.
    public static let customClass: [Property] = [
        Property("customClass", "String?", doc: "The custom class that replaces the default one at run time."),
        Property("customModule", "String?", doc: "The module of the custom class."),
        Property("customModuleProvider", "String?", doc: "`target` when the custom class comes from the target's own module."),
    ]
    /// A control's content alignment and state (UIKit's `UIControl`).
    public static let controlState: [Property] = [
        Property("contentHorizontalAlignment", "ControlContentAlignment?", doc: "How the content sits horizontally."),
        Property("contentVerticalAlignment", "ControlContentAlignment?", doc: "How the content sits vertically."),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("isSelected", "Bool", key: "selected", default: "false"),
        Property("isHighlighted", "Bool", key: "highlighted", default: "false"),
    ]
    /// A bar's appearances for each size (iOS 13 and later).
    public static let barAppearances: [Property] = [
        Property("standardAppearance", "BarAppearance?", [.boxed]),
        Property("compactAppearance", "BarAppearance?", [.boxed]),
        Property("scrollEdgeAppearance", "BarAppearance?", [.boxed]),
        Property("compactScrollEdgeAppearance", "BarAppearance?", [.boxed]),
    ]
}
