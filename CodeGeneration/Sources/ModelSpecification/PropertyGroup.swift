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
    /// What AppKit button cells and pop-up button cells share: the button type, bezel, image, alternate title,
    /// key equivalent and behaviour.
    public static let buttonCell: [Property] = [
        Property("type", "ButtonCellType?"),
        Property("bezelStyle", "BezelStyle?"),
        Property("imagePosition", "ImagePosition?"),
        Property("imageScaling", "ImageScaling?"),
        Property("inset", "Int?"),
        Property("behavior", "ButtonBehavior?", [.boxed]),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("alternateImage", "String?"),
        Property("alternateTitle", "String?"),
        Property("attributedAlternateTitle", "AttributedString?", [.boxed]),
        Property("keyEquivalent", "String?", doc: "The key equivalent; an attribute or a `<string key=\"keyEquivalent\">` child (base64 for control characters)."),
        Property("keyEquivalentModifierMask", "ModifierMask?"),
        Property("isTransparent", "Bool", key: "transparent", default: "false"),
        Property("imageDimsWhenDisabled", "Bool?"),
        Property("showsBorderOnlyWhileMouseInside", "Bool", default: "false"),
        Property("sound", "String?"),
        Property("bezelColor", "Color?", [.boxed]),
        Property("maxAcceleratorLevel", "Int?"),
    ]
}
