/// A method that code names by its selector, to send it or to connect it itself: `#selector(didTap(_:))`,
/// `Selector("didTap:")`, `NSSelectorFromString("didTap:")`, `@selector(didTap:)`.
///
/// An `@IBAction` named this way is connected by the code (a target and action set in code, a menu item built
/// in code), whether or not an Interface Builder file connects it too.
public enum SelectorReference: Sendable, Hashable {
    /// An Objective-C selector as written: `didTap:`, `valueChanged:forEvent:`, `refresh`.
    case objectiveC(String)
    /// A Swift method name as `#selector` writes it: `didTap(_:)`, or the base name alone (`didTap`) when the
    /// code leaves the argument labels out.
    case swift(String)

    /// Every reference that names `action`: its selector, its Swift name, and its Swift base name (which
    /// `#selector` may use alone). An Objective-C method is named in Swift by its first selector piece: `didTap:`
    /// as `didTap(_:)` or `didTap`.
    public static func naming(_ action: SourceAction) -> [SelectorReference] {
        var names: [SelectorReference] = [.objectiveC(action.selector)]
        if let swiftName = action.swiftName {
            names += [.swift(swiftName), .swift(String(swiftName.prefix { $0 != "(" }))]
        } else {
            // `a:b:` is imported as `a(_:b:)`, `refresh` as `refresh()`.
            let pieces = action.selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let baseName = pieces.first ?? ""
            let labels: [String?] = pieces.count > 1 ? [nil] + pieces.dropLast().dropFirst().map(Optional.some) : []
            names += [.swift(SwiftNames.methodName(baseName, argumentLabels: labels)), .swift(baseName)]
        }
        return names
    }
}
