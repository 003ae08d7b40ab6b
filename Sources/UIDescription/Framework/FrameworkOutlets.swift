
/// Outlets that UIKit, AppKit and WatchKit classes declare themselves and that Interface Builder offers to
/// connect: `UIViewController.view`, `UITableView.dataSource`, `NSWindowController.window`, `NSView.nextKeyView`.
///
/// A custom class inherits them from its framework superclass, so a connection to one is no missing outlet.
/// The table lists each outlet on the class that declares it; look-ups go through the whole superclass chain.
public enum FrameworkOutlets {
    /// The outlets `className` itself declares (not its superclasses').
    public static func outlets(declaredBy className: String) -> Set<String> {
        FrameworkTables.outlets[className] ?? []
    }

    /// Whether any class in `lineage` (a class and its superclasses) declares the outlet `name`.
    public static func declares(_ name: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { FrameworkTables.outlets[$0]?.contains(name) == true }
    }
}
