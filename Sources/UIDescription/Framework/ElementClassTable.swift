
/// The UIKit, AppKit or WatchKit class Interface Builder instantiates for an element kind that carries no
/// custom class: `label` is a `UILabel` on iOS, `textField` an `NSTextField` on macOS, `group` a
/// `WKInterfaceGroup` on watchOS. The exceptions to the naming convention are declared in the framework catalogue
/// (`CodeGeneration/Sources/ModelSpecification/Framework/ElementClasses.swift`).
public enum ElementClassTable {
    /// The framework class of an element named `element` in a document for `platform`, or `nil` when the
    /// element kind has no class of its own (placeholders, storyboard references, table sections) or is unknown.
    public static func className(forElement element: String, platform: FrameworkPlatform) -> String? {
        if let shared = FrameworkTables.sharedElementClasses[element] { return shared }
        let table: [String: String]
        switch platform {
        case .uiKit: table = FrameworkTables.uiKitElementClasses
        case .appKit: table = FrameworkTables.appKitElementClasses
        case .watchKit: table = FrameworkTables.watchKitElementClasses
        }
        if let explicit = table[element] { return explicit }
        if FrameworkTables.classlessElements.contains(element) { return nil }
        return conventionalName(for: element, platform: platform)
    }

    /// The element kind documents for `platform` write for the framework class `className` (`MKMapView` → `mapView`,
    /// `NSView` → `customView`, `UILabel` → `label`), or `nil` when neither the catalogue nor the naming convention
    /// gives one (a class the catalogue does not know).
    public static func elementKind(forClass className: String, platform: FrameworkPlatform) -> String? {
        let table: [String: String]
        switch platform {
        case .uiKit: table = FrameworkTables.uiKitElementKinds
        case .appKit: table = FrameworkTables.appKitElementKinds
        case .watchKit: table = FrameworkTables.watchKitElementKinds
        }
        if let explicit = FrameworkTables.sharedElementKinds[className] ?? table[className] { return explicit }
        guard FrameworkClassHierarchy.isKnownClass(className, platform: platform) else { return nil }
        let prefixes: [String]
        switch platform {
        case .uiKit: prefixes = ["UI"]
        case .appKit: prefixes = ["NS"]
        case .watchKit: prefixes = ["WKInterface", "WK"]
        }
        for prefix in prefixes where className.hasPrefix(prefix) {
            let rest = className.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            let kind = first.lowercased() + rest.dropFirst()
            // Only a kind that reads back as this class through the table.
            if self.className(forElement: kind, platform: platform) == className { return kind }
        }
        return nil
    }

    /// The class name to show people for an element kind (picture titles, labels of unknown views): its framework
    /// class; for a kind with no class of its own, the kind capitalised (`Placeholder`); for a kind the catalogue does
    /// not know, the name the convention gives it (`UIFancyView` for `fancyView` on iOS).
    public static func displayClassName(forElement element: String, platform: FrameworkPlatform) -> String {
        if let known = className(forElement: element, platform: platform) { return known }
        guard let capitalized = capitalized(element) else { return "NSObject" }
        if FrameworkTables.classlessElements.contains(element) { return capitalized }
        return conventionalCandidates(capitalized, platform: platform)[0]
    }

    /// `button` → `UIButton` / `NSButton` / `WKInterfaceButton`, when the framework table knows that class.
    private static func conventionalName(for element: String, platform: FrameworkPlatform) -> String? {
        guard let first = element.first, first.isLowercase, let capitalized = capitalized(element) else { return nil }
        return conventionalCandidates(capitalized, platform: platform)
            .first { FrameworkClassHierarchy.isKnownClass($0, platform: platform) }
    }

    /// The class names the convention gives a capitalised kind on `platform`, the likeliest first.
    private static func conventionalCandidates(_ capitalized: String, platform: FrameworkPlatform) -> [String] {
        switch platform {
        case .uiKit: ["UI" + capitalized]
        case .appKit: ["NS" + capitalized]
        case .watchKit: ["WKInterface" + capitalized, "WK" + capitalized]
        }
    }

    /// `label` → `Label`; `nil` for an empty kind.
    private static func capitalized(_ element: String) -> String? {
        guard let first = element.first else { return nil }
        return first.uppercased() + element.dropFirst()
    }
}
