import Foundation
import Testing

/// No construct that traps (fatalError, precondition, assert, try!, as!, force unwraps) is left
/// in the sources, where input could reach it, unless its line says why it is safe (`// safe:`).
@Suite("Source lint")
struct SourceLintTests {
    static var packageSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    @Test("Sources/ has no trapping construct without a `// safe:` justification")
    func noTrapsInSources() throws {
        let root = Self.packageSources
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var scanned = 0
        var findings: [TrapLint.Finding] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(root.path.count + 1))
            findings += TrapLint.findings(in: source, file: "Sources/" + relative)
            scanned += 1
        }
        #expect(scanned >= 30)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("The lint finds each construct and ignores strings, comments, != and prefix !")
    func lintFindsConstructs() {
        let source = #"""
            let a = value!
            let b = dictionary["key"]!.count
            let c = try! load()
            let d = object as! String
            fatalError("no")
            precondition(x > 0)
            assert(ok)
            var e: String!
            let f = "\(optional!)"
            let g = call()!
            if a != b, !flag, a !== b { print("!", "x!") } // not here: y!
            let h = "text" /* block z! */ + #"raw \(x!) q!"#
            let i = value! // safe: the value is set two lines above
            let j = """
                multi x!
                \(multiline!)
                """
            let k = isValid(x) ? "a" : "b"
            """#
        let findings = TrapLint.findings(in: source, file: "Sample.swift")
        #expect(findings.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16])
        #expect(findings.map(\.construct) == [
            "force unwrap `value!`", "force unwrap `!`", "try!", "as!", "fatalError(", "precondition(", "assert(",
            "force unwrap `String!`", "force unwrap `optional!`", "force unwrap `!`", "force unwrap `multiline!`",
        ])
    }
}
