import UIDescription
import SwiftParser
import SwiftSyntax

/// Reads the classes, outlets and actions of one Swift file with the SwiftParser.
enum SwiftSourceReader {
    /// Parses `text` (reported as `path`) and collects what it declares. A file with syntax errors still
    /// yields every declaration the parser recovered, plus diagnostics for the errors.
    static func read(_ text: String, path: String?) -> FileDeclarations {
        let tree = Parser.parse(source: text)
        let lines = LineTable(text: text, file: path)
        let collector = SwiftDeclarationCollector(lines: lines)
        collector.walk(tree)
        var declarations = collector.declarations
        // Calls are visited outer first; a nested call's string can come earlier (`register(UINib(nibName: "A"), …: "b")`).
        declarations.references.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        if tree.hasError {
            let problems = SwiftSyntaxProblems(lines: lines)
            problems.walk(tree)
            declarations.diagnostics += problems.diagnostics
        }
        return declarations
    }
}
