import SwiftSyntax

/// Answers where a Swift declaration sits among type declarations, by walking up the syntax tree.
enum SwiftTypeNesting {
    /// The type or extension declaration whose member block directly contains `node` (looking through
    /// `#if` clauses), or `nil` when a function body, closure, accessor or the file scope comes first.
    static func memberBlockOwner(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockSyntax.self) { return ancestor.parent }
            if isScopeBoundary(ancestor) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The names of the types and extensions enclosing `node`, outermost first. An extension contributes the
    /// path it extends (`extension A.B` gives `A`, `B`). Stops at a function body or closure: local types are
    /// named from there.
    static func enclosingTypeNames(of node: Syntax) -> [String] {
        var names: [[String]] = []
        var current = node
        while let owner = memberBlockOwner(of: current) {
            names.append(typeNamePath(of: owner))
            current = owner
        }
        return names.reversed().flatMap { $0 }
    }

    /// The name path a type or extension declaration gives its members: `[Cell]`, or `[A, B]` for `extension A.B`.
    static func typeNamePath(of declaration: Syntax) -> [String] {
        if let decl = declaration.as(ClassDeclSyntax.self) { return [SwiftNames.identifier(decl.name)] }
        if let decl = declaration.as(StructDeclSyntax.self) { return [SwiftNames.identifier(decl.name)] }
        if let decl = declaration.as(EnumDeclSyntax.self) { return [SwiftNames.identifier(decl.name)] }
        if let decl = declaration.as(ActorDeclSyntax.self) { return [SwiftNames.identifier(decl.name)] }
        if let decl = declaration.as(ProtocolDeclSyntax.self) { return [SwiftNames.identifier(decl.name)] }
        if let decl = declaration.as(ExtensionDeclSyntax.self) { return SwiftNames.typePath(decl.extendedType) }
        return []
    }

    private static func isScopeBoundary(_ node: Syntax) -> Bool {
        node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self)
            || node.is(SourceFileSyntax.self)
    }
}
