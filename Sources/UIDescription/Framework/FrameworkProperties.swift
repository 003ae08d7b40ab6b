
/// Properties of UIKit, AppKit and Foundation classes that a user-defined runtime attribute can name as its first key:
/// `layer` (in `layer.cornerRadius`) on any view, `textLabel` on a table view cell, `fillColor` on an `NSBox`.
///
/// Key-value coding reads a key path's first key with the getter and sets a one-key path with the setter, so
/// read-only properties are listed too. Both the key-value coding key and, for Boolean properties, the Swift name
/// are listed (`hidden` and `isHidden`). The table lists each property on the class that declares it; look-ups go
/// through the whole superclass chain. It holds the properties of the classes Interface Builder documents
/// instantiate that runtime attributes set in practice; a key it lacks on a custom class that the sources show
/// completely is reported as a warning, never as an error.
public enum FrameworkProperties {
    /// Whether any class in `lineage` (a class and its superclasses) has the property `name`.
    public static func declares(_ name: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { FrameworkTables.properties[$0]?.contains(name) == true }
    }
}
