import SwiftSyntax

/// Recognises the Swift expressions that name a method by selector (see ``SelectorReference``).
enum SwiftSelectorReferences {
    /// The method `#selector(…)` names: `#selector(didTap(_:))`, `#selector(self.didTap)`,
    /// `#selector(ViewController.didTap(sender:))`, also behind a type coercion (`#selector(f as (Any) -> Void)`).
    /// `nil` for another macro and for the `getter:` and `setter:` forms, which name properties.
    static func reference(in macro: MacroExpansionExprSyntax) -> SelectorReference? {
        guard macro.macroName.text == "selector", let argument = macro.arguments.first, argument.label == nil,
            let reference = methodReference(argument.expression)
        else { return nil }
        let baseName = SwiftNames.identifier(reference.baseName)
        guard let labels = reference.argumentNames?.arguments else { return .swift(baseName) }
        return .swift(SwiftNames.methodName(baseName, argumentLabels: labels.map { SwiftNames.identifier($0.name) }))
    }

    /// The selector `Selector("didTap:")`, `Selector(("didTap:"))` or `NSSelectorFromString("didTap:")` names
    /// (a plain string literal only).
    static func reference(in call: FunctionCallExprSyntax) -> SelectorReference? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["Selector", "NSSelectorFromString"].contains(callee.baseName.text),
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
        else { return nil }
        var expression = argument.expression
        // `Selector(("didTap:"))`: the extra parentheses silence the compiler's advice to use `#selector`.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            expression = only.expression
        }
        return SwiftStringReferences.literal(expression).map(SelectorReference.objectiveC)
    }

    /// The method `call` calls, by its name and argument labels, when it could be an action's: `save(_:)` for
    /// `save(nil)` or `self?.save(sender)`, `reload()` for `tableView.reload()`. `nil` for calls with trailing
    /// closures or more than two arguments, which no action takes.
    static func calledMethod(_ call: FunctionCallExprSyntax) -> SelectorReference? {
        guard call.trailingClosure == nil, call.arguments.count <= 2,
            let (_, name) = SwiftStringReferences.callee(call.calledExpression)
        else { return nil }
        let labels = call.arguments.map { $0.label.map(SwiftNames.identifier) }
        return .swift(SwiftNames.methodName(SwiftNames.identifier(name), argumentLabels: labels))
    }

    /// The declaration reference at the end of `expression`: `didTap` of `self.didTap` or `Type.didTap(_:)`.
    private static func methodReference(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        // `f as (Any) -> Void`: the parser leaves the coercion unfolded, as a sequence.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            return methodReference(first)
        }
        if let coercion = expression.as(AsExprSyntax.self) { return methodReference(coercion.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return methodReference(only.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName }
        return expression.as(DeclReferenceExprSyntax.self)
    }
}
