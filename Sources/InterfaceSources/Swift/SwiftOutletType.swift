import SwiftSyntax

/// The class an outlet refers to, read from the property's written type.
struct SwiftOutletType: Sendable, Equatable {
    /// The element type's simple name: `UILabel` for `UILabel!`, `UIButton` for `[UIButton]!`.
    var name: String
    /// Whether the type is an array, i.e. the outlet is an outlet collection.
    var isCollection: Bool

    /// Strips optionals (`?`, `!`, `Optional<…>`), attributes, parentheses, `any`/`some` and compositions
    /// (`UIView & P` keeps `UIView`), then recognises `[T]` and `Array<T>` as collections of `T`.
    init(_ type: TypeSyntax) {
        let unwrapped = SwiftOutletType.stripWrappers(type)
        if let element = SwiftOutletType.arrayElement(of: unwrapped) {
            self.name = SwiftNames.simpleTypeName(SwiftOutletType.stripWrappers(element))
            self.isCollection = true
        } else {
            self.name = SwiftNames.simpleTypeName(unwrapped)
            self.isCollection = false
        }
    }

    private static func stripWrappers(_ type: TypeSyntax) -> TypeSyntax {
        var current = type
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                current = unwrapped.wrappedType
            } else if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let someOrAny = current.as(SomeOrAnyTypeSyntax.self) {
                current = someOrAny.constraint
            } else if let composition = current.as(CompositionTypeSyntax.self), let first = composition.elements.first {
                current = first.type
            } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                current = only.type
            } else if let generic = current.as(IdentifierTypeSyntax.self),
                ["Optional", "ImplicitlyUnwrappedOptional"].contains(generic.name.text),
                let argument = singleGenericArgument(of: generic)
            {
                current = argument
            } else {
                return current
            }
        }
    }

    private static func arrayElement(of type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array" {
            return singleGenericArgument(of: generic)
        }
        return nil
    }

    /// The only generic argument's type. Read through the node's children so that it works both where the
    /// argument is a type and where (newer syntax versions) it is a choice of type or expression.
    private static func singleGenericArgument(of type: IdentifierTypeSyntax) -> TypeSyntax? {
        guard let clause = type.genericArgumentClause, clause.arguments.count == 1,
            let argument = clause.arguments.first
        else { return nil }
        for child in argument.children(viewMode: .sourceAccurate) {
            if let typeChild = child.as(TypeSyntax.self) { return typeChild }
        }
        return nil
    }
}
