import UIDescription

/// Finds the imports of a source file line by line, without parsing it: Swift `import` declarations (with their
/// attributes, access level and kind: `@testable import App`, `public import class Kit.Button`), Objective-C
/// `#import`, `#include` and `@import`.
enum SourceImportScanner {
    /// The imports of `text`, reported at `path`.
    static func imports(in text: String, path: String, language: SourceLanguage) -> [SourceImport] {
        var found: [SourceImport] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let first = trimmed.first, first == "#" || first == "@" || first == "i" || first == "p"
                || first == "f" || first == "o" else { continue }
            let column = line.count - trimmed.count + 1
            let location = SourceLocation(file: path, line: lineNumber, column: column)
            switch language {
            case .swift: if let module = swiftModule(trimmed) { found.append(SourceImport(module: module, header: nil, location: location)) }
            case .objectiveC: if let imported = objectiveCImport(trimmed, at: location) { found.append(imported) }
            }
        }
        return found
    }

    private static let swiftImportKinds: Set<Substring> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
    private static let swiftPrefixes: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open", "nonisolated",
    ]

    /// `Kit` for `@testable public import class Kit.Button`.
    private static func swiftModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let word = words.first, word.hasPrefix("@") || swiftPrefixes.contains(word) { words.removeFirst() }
        guard words.popFirst() == "import", var path = words.popFirst() else { return nil }
        if swiftImportKinds.contains(path), let next = words.popFirst() { path = next }
        let module = path.prefix { $0 != "." && $0 != ";" && $0 != "/" }
        return isIdentifier(module) ? String(module) : nil
    }

    /// The import of `#import <Kit/Header.h>`, `#include "Header.h"` or `@import Kit.Sub;`.
    private static func objectiveCImport(_ line: Substring, at location: SourceLocation) -> SourceImport? {
        if line.hasPrefix("@import") {
            let rest = line.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" }
            let module = rest.prefix { $0 != "." && $0 != ";" && $0 != " " }
            return isIdentifier(module) ? SourceImport(module: String(module), header: nil, location: location) : nil
        }
        guard line.hasPrefix("#") else { return nil }
        let directive = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard directive.hasPrefix("import") || directive.hasPrefix("include") else { return nil }
        let operand = directive.drop { $0.isLetter }.drop { $0 == " " || $0 == "\t" }
        guard let open = operand.first, open == "<" || open == "\"" else { return nil }
        let close: Character = open == "<" ? ">" : "\""
        let name = operand.dropFirst().prefix { $0 != close }
        let components = name.split(separator: "/")
        guard let last = components.last else { return nil }
        let header = SourceImport.headerName(ofPath: last)
        let module = open == "<" && components.count > 1 ? String(components[0]) : nil
        var imported = SourceImport(module: module, header: header, location: location)
        imported.isAngled = open == "<"
        return imported
    }

    private static func isIdentifier(_ word: Substring) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
