import InterfaceSources

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

    /// `button` → `UIButton` / `NSButton` / `WKInterfaceButton`, when the framework table knows that class.
    private static func conventionalName(for element: String, platform: FrameworkPlatform) -> String? {
        guard let first = element.first, first.isLowercase else { return nil }
        let capitalized = first.uppercased() + element.dropFirst()
        let candidates: [String]
        switch platform {
        case .uiKit: candidates = ["UI" + capitalized]
        case .appKit: candidates = ["NS" + capitalized]
        case .watchKit: candidates = ["WKInterface" + capitalized, "WK" + capitalized]
        }
        return candidates.first { FrameworkClassHierarchy.isKnownClass($0, platform: platform) }
    }
}
