import SwiftSyntax

/// Looks up attributes such as `@IBOutlet` and `@objc(name)` in a Swift attribute list.
enum SwiftAttributes {
    /// The attributes named `name` (`IBOutlet`, `objc`, …), including ones inside `#if` clauses.
    static func attributes(named name: String, in list: AttributeListSyntax) -> [AttributeSyntax] {
        var found: [AttributeSyntax] = []
        for element in list {
            switch element {
            case .attribute(let attribute):
                if SwiftNames.simpleTypeName(attribute.attributeName) == name { found.append(attribute) }
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let nested)? = clause.elements {
                        found += attributes(named: name, in: nested)
                    }
                }
            }
        }
        return found
    }

    /// Whether the list has an attribute named `name`.
    static func contains(_ name: String, in list: AttributeListSyntax) -> Bool {
        !attributes(named: name, in: list).isEmpty
    }

    /// The explicit Objective-C name from `@objc(name)` or `@objc(piece:piece:)`, with whitespace removed.
    static func objcName(in list: AttributeListSyntax) -> String? {
        for attribute in attributes(named: "objc", in: list) {
            guard let arguments = attribute.arguments else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !name.isEmpty { return name }
        }
        return nil
    }
}
