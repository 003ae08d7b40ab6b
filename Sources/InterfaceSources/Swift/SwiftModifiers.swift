import SwiftSyntax

/// Reads access levels and other facts from Swift declaration modifiers.
enum SwiftModifiers {
    /// Whether the declaration belongs to the type rather than its instances: `static` or `class`.
    static func isTypeMember(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

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
