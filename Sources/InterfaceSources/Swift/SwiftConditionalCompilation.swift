import SwiftSyntax

/// The `#if` branches of a Swift file that no build compiles, whatever its flags: `#if false`, and the branches after
/// an `#if true` or `#elseif true`. What they declare or name does not exist for the running app.
enum SwiftConditionalCompilation {
    /// Whether `clause` is never compiled.
    static func isNeverCompiled(_ clause: IfConfigClauseSyntax) -> Bool {
        if isLiteral(clause.condition, true: false) { return true }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if isLiteral(earlier.condition, true: true) { return true }
        }
        return false
    }

    /// Whether `condition` is the literal `true` (or `false`), parentheses aside.
    private static func isLiteral(_ condition: ExprSyntax?, true value: Bool) -> Bool {
        guard var expression = condition else { return false }
        while let inner = expression.as(TupleExprSyntax.self), inner.elements.count == 1, let only = inner.elements.first {
            expression = only.expression
        }
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return false }
        return literal.literal.tokenKind == .keyword(value ? .true : .false)
    }
}
