import UIDescription
import SwiftSyntax

/// Finds the places where the error-tolerant Swift parser had to skip unexpected text or assume missing
/// tokens, and describes them as diagnostics.
final class SwiftSyntaxProblems: SyntaxAnyVisitor {
    /// At most this many problems are reported per file; a badly broken file would otherwise flood the output.
    static let limit = 20

    private let lines: LineTable
    private(set) var diagnostics: [SourceDiagnostic] = []

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription
        let excerpt = text.count > 40 ? String(text.prefix(40)) + "…" : text
        report("unexpected code '\(excerpt)'", at: node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let expected = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
            report("expected \(expected)", at: token.position)
        }
        return .skipChildren
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        // Only descend into subtrees the parser marked as containing an error.
        node.hasError ? .visitChildren : .skipChildren
    }

    private func report(_ message: String, at position: AbsolutePosition) {
        guard diagnostics.count < SwiftSyntaxProblems.limit else { return }
        diagnostics.append(
            SourceDiagnostic(location: lines.location(ofUTF8Offset: position.utf8Offset), message: message))
    }
}
