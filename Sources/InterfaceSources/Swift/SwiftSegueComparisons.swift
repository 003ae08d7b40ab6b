import SwiftSyntax
import UIDescription

/// Finds the segue identifiers a view controller compares with in `prepare(for:sender:)` and
/// `shouldPerformSegue(withIdentifier:sender:)`: `segue.identifier == "showDetail"`, `case "showDetail":` in a
/// `switch` over the identifier, and the same through `if let` / `guard let` names bound to it. A renamed segue
/// does not crash there, it silently skips the code that passes data on; so each string must be a segue of the
/// class's scenes (``SourceReference/Kind/segueIdentifier``).
enum SwiftSegueComparisons {
    /// The comparisons in `function`, if it is one of the two segue methods of a class.
    static func references(in function: FunctionDeclSyntax, lines: LineTable) -> [SourceReference] {
        let name = function.name.text
        guard name == "prepare" || name == "shouldPerformSegue" else { return [] }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == 2, let body = function.body else { return [] }
        let subject: Subject
        let callName: String
        let parameterName = SwiftNames.identifier(parameters[0].secondName ?? parameters[0].firstName)
        switch (name, parameters[0].firstName.text, parameters[1].firstName.text) {
        case ("prepare", "for", "sender"):
            subject = .identifierOf(segue: parameterName)
            callName = "prepare(for:sender:)"
        case ("shouldPerformSegue", "withIdentifier", "sender"):
            subject = .name(parameterName)
            callName = "shouldPerformSegue(withIdentifier:sender:)"
        default:
            return []
        }
        guard let owner = SwiftMemberOwner.of(member: function) else { return [] }
        let finder = ComparisonFinder(subject: subject)
        finder.walk(body)
        return finder.literals.map { literal in
            let location = lines.location(ofUTF8Offset: literal.positionAfterSkippingLeadingTrivia.utf8Offset)
            return SourceReference(
                kind: .segueIdentifier, value: SwiftStringReferences.literal(ExprSyntax(literal)),
                caller: SourceReference.Caller(owner: owner, location: location),
                callName: callName, location: location)
        }.filter { $0.value != nil }
    }

    /// What holds the segue's identifier in the method.
    private enum Subject {
        /// `segue.identifier`, for the segue parameter's name.
        case identifierOf(segue: String)
        /// The identifier parameter itself.
        case name(String)
    }

    /// Walks a method body for string literals compared with the identifier.
    private final class ComparisonFinder: SyntaxVisitor {
        let subject: Subject
        /// Local names bound to the identifier (`guard let identifier = segue.identifier`).
        var aliases: Set<String> = []
        private(set) var literals: [StringLiteralExprSyntax] = []

        init(subject: Subject) {
            self.subject = subject
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.initializer?.value, isIdentifier(value),
                let pattern = node.pattern.as(IdentifierPatternSyntax.self)
            {
                aliases.insert(SwiftNames.identifier(pattern.identifier))
            }
            return .visitChildren
        }

        /// `a == b` as the parser leaves it, operators unfolded: `==` binds tighter than `&&` and `||`, so the
        /// elements on either side of an `==` or `!=` are its operands.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for index in elements.indices.dropFirst().dropLast() {
                guard let op = elements[index].as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(op.operator.text)
                else { continue }
                let (left, right) = (elements[index - 1], elements[index + 1])
                if isIdentifier(left), let literal = right.as(StringLiteralExprSyntax.self) {
                    literals.append(literal)
                } else if isIdentifier(right), let literal = left.as(StringLiteralExprSyntax.self) {
                    literals.append(literal)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            guard isIdentifier(node.subject) else { return .visitChildren }
            for case .switchCase(let switchCase) in node.cases {
                guard case .case(let label) = switchCase.label else { continue }
                for item in label.caseItems {
                    guard var expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
                    if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
                    if let literal = expression.as(StringLiteralExprSyntax.self) { literals.append(literal) }
                }
            }
            return .visitChildren
        }

        /// Whether `expression` is the identifier: `segue.identifier` (also `segue.identifier?.rawValue`,
        /// `segue.identifier!`), the identifier parameter, or a name bound to either.
        func isIdentifier(_ expression: ExprSyntax) -> Bool {
            var inner = expression
            if let member = inner.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
                let base = member.base
            {
                inner = base
            }
            inner = SwiftStringReferences.unwrapped(inner)
            if let reference = inner.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if aliases.contains(name) { return true }
                if case .name(let parameter) = subject { return name == parameter }
                return false
            }
            guard case .identifierOf(let segue) = subject, let member = inner.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "identifier",
                let base = member.base?.as(DeclReferenceExprSyntax.self)
            else { return false }
            return base.baseName.text == segue
        }
    }
}
