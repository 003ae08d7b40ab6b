import InterfaceSources

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

    /// Whether any class in `lineage` (a class and its superclasses) implements `selector`.
    public static func declares(_ selector: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { FrameworkTables.actions[$0]?.contains(selector) == true }
    }
}
