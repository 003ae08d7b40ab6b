
/// Action methods that UIKit, AppKit and WatchKit classes implement themselves and that Interface Builder
/// offers as targets: `NSWindowController.showWindow:`, `NSDocument.saveDocument:`, the standard edit actions
/// of `UIResponder` and the key-binding actions of `NSResponder`.
///
/// A custom subclass inherits them, so an action sent to one is no missing action. Look-ups go through the whole
/// superclass chain.
public enum FrameworkActions {
    /// The action selectors `className` itself implements (not its superclasses').
    public static func selectors(declaredBy className: String) -> Set<String> {
        FrameworkTables.actions[className] ?? []
    }

    /// Whether `selector` is a responder action: one the frameworks send themselves, up the responder chain, to
    /// whatever object implements it, with no connection in any document (the window tab bar's
    /// `newWindowForTab:`, Escape's `cancelOperation:`, the edit menu's `copy:`). These are the actions
    /// `UIResponder` and `NSResponder` declare; those of other classes (a web view's `reload:`) are sent only where
    /// something connects them.
    public static func isResponderAction(_ selector: String) -> Bool {
        responderSelectors.contains(selector)
    }

    private static let responderSelectors = selectors(declaredBy: "UIResponder").union(selectors(declaredBy: "NSResponder"))

    /// Whether any class in `lineage` (a class and its superclasses) implements `selector`.
    public static func declares(_ selector: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { FrameworkTables.actions[$0]?.contains(selector) == true }
    }
}
