import SwiftSyntax

/// Reads access levels from Swift declaration modifiers.
enum SwiftModifiers {
    /// The declared access level (`private`, `public`, …), ignoring setter-only forms such as `private(set)`.
    static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == nil {
            if let level = AccessLevel(rawValue: modifier.name.text) { return level }
        }
        return nil
    }

    /// The setter's access level from a modifier such as `private(set)`.
    static func setterAccessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail?.detail.text == "set" {
            if let level = AccessLevel(rawValue: modifier.name.text) { return level }
        }
        return nil
    }
}
