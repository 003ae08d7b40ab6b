import SwiftSyntax

/// Reads names out of Swift syntax: identifiers without backticks and type paths without generic arguments.
enum SwiftNames {
    /// The identifier's text with surrounding backticks removed: `` `default` `` → `default`.
    static func identifier(_ token: TokenSyntax) -> String {
        let text = token.text
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// A method's Swift name with its argument labels, as `#selector` writes it: `didTap(_:)` for `didTap` and
    /// `[nil]`, `show(sender:)`, `reload()`. A `nil` label is `_`.
    static func methodName(_ baseName: String, argumentLabels: [String?]) -> String {
        var name = baseName
        name.append("(")
        for label in argumentLabels {
            name.append(label ?? "_")
            name.append(":")
        }
        name.append(")")
        return name
    }

    /// The dotted components of a nominal type, without generic arguments: `UIKit.UIView` → `UIKit`, `UIView`;
    /// `Base<Int>` → `Base`. Other kinds of type give their source text as the only component.
    static func typePath(_ type: TypeSyntax) -> [String] {
        if let identifierType = type.as(IdentifierTypeSyntax.self) {
            return [identifier(identifierType.name)]
        }
        if let memberType = type.as(MemberTypeSyntax.self) {
            return typePath(memberType.baseType) + [identifier(memberType.name)]
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return typePath(attributed.baseType)
        }
        return [type.trimmedDescription]
    }

    /// The last component of ``typePath(_:)``: the name a type is known by in Interface Builder.
    static func simpleTypeName(_ type: TypeSyntax) -> String {
        typePath(type).last ?? type.trimmedDescription
    }
}
