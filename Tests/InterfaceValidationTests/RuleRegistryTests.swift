import Foundation
import InterfaceValidation
import Testing

/// `RuleRegistry` is the list of rules; the command-line guide's rule table, `docs/rules.md`, the help text and the
/// SARIF rule metadata must say the same, so that adding or changing a rule without its documentation fails here.
@Suite("Rule list")
struct RuleRegistryTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")
    static let guide = docs.appendingPathComponent("cli.md")

    /// The rows of the guide's rule table: id and severity.
    static func documentedRules() throws -> [String: String] {
        var rows: [String: String] = [:]
        for line in try String(contentsOf: guide, encoding: .utf8).split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`"), !cells[0].contains(" "),
                  cells[1].hasPrefix("error") || cells[1].hasPrefix("warning") else { continue }
            rows[String(cells[0].dropFirst().dropLast())] = cells[1].hasPrefix("error") ? "error" : "warning"
        }
        return rows
    }

    @Test("docs/cli.md lists every rule, with its severity, and no other")
    func guideMatchesTheRules() throws {
        let documented = try Self.documentedRules()
        let rules = Dictionary(uniqueKeysWithValues: ValidationRule.allCases.map { ($0.rawValue, $0.severity.rawValue) })
        #expect(documented == rules)
    }

    @Test("the SARIF report describes every rule with its summary and level, and fingerprints findings by subject")
    func sarifMetadata() throws {
        var finding = Finding(.missingOutlet, "outlet `x`", at: .init(file: "/p/A.xib", line: 3, column: 5))
        finding.subject = "outlet#o1"
        let text = ReportFormat.sarif.render([finding], paths: PathDisplay(base: "/p"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ValidationRule.allCases.map(\.rawValue))
        for (rule, entry) in zip(ValidationRule.allCases, rules) {
            #expect((entry["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
            #expect((entry["fullDescription"] as? [String: Any])?["text"] as? String == rule.descriptor.rationale)
            #expect((entry["defaultConfiguration"] as? [String: Any])?["level"] as? String == rule.severity.rawValue)
        }
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["partialFingerprints"] as? [String: String] == ["uidescSubject/v1": "missing-outlet:outlet#o1"])
    }

    @Test("docs/rules.md is what the registry generates (regenerate: scripts/regenerate.sh)")
    func rulesPageIsCurrent() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)
        #expect(page == RuleDocumentation.markdown())
    }

    @Test("the error and warning lists name every rule once, by its severity")
    func severityLists() {
        let errors = RuleDocumentation.ids(of: .error), warnings = RuleDocumentation.ids(of: .warning)
        #expect(Set(errors + warnings) == Set(ValidationRule.allCases.map(\.rawValue)))
        #expect(errors.count + warnings.count == ValidationRule.allCases.count)
        #expect(errors.allSatisfy { ValidationRule(rawValue: $0)?.severity == .error })
    }
}
