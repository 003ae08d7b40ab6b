import Foundation
import InterfaceValidation
import Testing
import UIDescription

/// The four report formats.
@Suite("Report formats")
struct ReportFormatTests {
    static let findings = [
        Finding(
            .missingOutlet, "outlet `a` is missing, 100% sure", at: SourceLocation(file: "/repo/App/My View.xib", line: 12, column: 9)),
        Finding(
            .outletTypeMismatch, "outlet `b` is declared as UILabel",
            at: SourceLocation(file: "/repo/App/View.swift", line: 3, column: 24),
            notes: [Finding.Note("connected here", at: SourceLocation(file: "/repo/App/My View.xib", line: 20, column: 5))]),
        Finding(.unconnectedOutlet, "outlet `c` is connected nowhere", at: SourceLocation(file: "/elsewhere/X.swift", line: 1, column: 1)),
    ]
    static let paths = PathDisplay(base: "/repo")

    @Test("xcode: path:line:column: severity: message [rule], notes on their own lines, paths relative to the base")
    func xcode() {
        let text = ReportFormat.xcode.render(Self.findings, paths: Self.paths)
        #expect(text == """
            App/My View.xib:12:9: error: outlet `a` is missing, 100% sure [missing-outlet]
            App/View.swift:3:24: error: outlet `b` is declared as UILabel [outlet-type-mismatch]
            App/My View.xib:20:5: note: connected here
            /elsewhere/X.swift:1:1: warning: outlet `c` is connected nowhere [unconnected-outlet]

            """)
    }

    @Test("github: workflow commands with escaped properties and message")
    func github() {
        let lines = ReportFormat.github.render(Self.findings, paths: Self.paths).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "::error file=App/My View.xib,line=12,col=9,title=uidesc [missing-outlet]::outlet `a` is missing, 100%25 sure")
        #expect(lines[1] == "::error file=App/View.swift,line=3,col=24,title=uidesc [outlet-type-mismatch]::outlet `b` is declared as UILabel%0AApp/My View.xib:20:5: connected here")
        #expect(lines[2].hasPrefix("::warning file=/elsewhere/X.swift,"))
        #expect(GitHubReportEscaping.property("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("json: an array of findings with notes")
    func json() throws {
        let text = ReportFormat.json.render(Self.findings, paths: Self.paths)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[0]["file"] as? String == "App/My View.xib")
        #expect(array[0]["line"] as? Int == 12)
        #expect(array[0]["rule"] as? String == "missing-outlet")
        #expect(array[0]["severity"] as? String == "error")
        let notes = try #require(array[1]["notes"] as? [[String: Any]])
        #expect(notes.first?["line"] as? Int == 20)
    }

    @Test("sarif: a 2.1.0 log with the rules, results, levels, encoded URIs and related locations")
    func sarif() throws {
        let text = ReportFormat.sarif.render(Self.findings, paths: Self.paths)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "uidesc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == ValidationRule.allCases.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results[0]["ruleId"] as? String == "missing-outlet")
        #expect(results[2]["level"] as? String == "warning")
        let ruleIndex = try #require(results[0]["ruleIndex"] as? Int)
        #expect(rules[ruleIndex]["id"] as? String == "missing-outlet")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/My%20View.xib")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
        #expect((results[1]["relatedLocations"] as? [[String: Any]])?.count == 1)
    }

    @Test("paths are shown relative to the base however either was reached: through a link, or resolved")
    func pathDisplayThroughLinks() throws {
        let manager = FileManager.default
        let real = try PackagePaths.temporaryFolder(holding: ["App/Login.xib": "x"])
        let link = manager.temporaryDirectory.appendingPathComponent("uidesc-link-\(UUID().uuidString)")
        try manager.createSymbolicLink(at: link, withDestinationURL: real)
        defer {
            try? manager.removeItem(at: link)
            try? manager.removeItem(at: real)
        }
        let real2 = real.resolvingSymlinksInPath().path
        #expect(PathDisplay(base: link.path).display(real2 + "/App/Login.xib") == "App/Login.xib")
        #expect(PathDisplay(base: real2).display(link.path + "/App/Login.xib") == "App/Login.xib")
        #expect(PathDisplay(base: link.path).display(link.path + "/App/Login.xib") == "App/Login.xib")
        #expect(PathDisplay(base: link.path).display("/elsewhere/Login.xib") == "/elsewhere/Login.xib")
        #expect(PathDisplay(base: link.path).display("App/Login.xib") == "App/Login.xib")
    }
}
