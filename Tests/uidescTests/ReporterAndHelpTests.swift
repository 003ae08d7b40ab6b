import Foundation
import InterfaceValidation
import Testing

/// Reporters on standard output and files, `dump`, help texts and completions, on the built binary.
@Suite("uidesc reporters, dump and help")
struct ReporterAndHelpTests {
    @Test("json goes to standard output, sarif to --output, github as workflow commands")
    func reporters() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageFolders.edit(
            "App/LoginViewController+Providers.swift", in: folder, replacing: "func logInWithProvider(", with: "func logInVia(")
        let json = try Tool.run(["validate", ".", "--reporter", "json", "--quiet"], in: folder)
        #expect(json.status == 1)
        #expect(json.standardError.isEmpty)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(findings.compactMap { $0["rule"] as? String }.sorted() == ["missing-action", "missing-action", "unconnected-action"])
        #expect(findings.first?["file"] as? String == "App/LoginViewController+Providers.swift")

        let sarif = try Tool.run(["validate", ".", "--reporter", "sarif", "--output", "report.sarif"], in: folder)
        #expect(sarif.status == 1)
        #expect(sarif.standardOutput.isEmpty)
        let log = try Data(contentsOf: folder.appendingPathComponent("report.sarif"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: log) as? [String: Any])
        #expect(parsed["version"] as? String == "2.1.0")

        let github = try Tool.run(["validate", ".", "--reporter", "github"], in: folder)
        #expect(github.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error file=Login/LoginViewController.xib,line=") }.count == 2)
    }

    @Test("dump prints the outline as a tree or as JSON")
    func dump() throws {
        let tree = try Tool.run(["dump", "Samples/Inbox/Inbox.storyboard"])
        #expect(tree.status == 0)
        #expect(tree.standardOutput.hasPrefix("Samples/Inbox/Inbox.storyboard: storyboard, uiKit, 3 scenes"))
        #expect(tree.standardOutput.contains("outlet tableView → `tableView` Tb6-Lm-0qW (UITableView)"))
        let json = try Tool.run(["dump", "Samples/Login/LoginViewController.xib", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "Samples/Login/LoginViewController.xib")
    }

    @Test("every command's help has examples; completion scripts are generated")
    func helpAndCompletions() throws {
        for command in [["--help"], ["validate", "--help"], ["dump", "--help"], ["rules", "--help"]] {
            let help = try Tool.run(command)
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("Examples:"), "\(command)")
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try Tool.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.standardOutput.contains("validate"))
        }
    }

    /// validate's paragraph on compiled nibs was once written with runs of spaces inside its lines (a line break
    /// in the source without its trailing backslash): every command's prose, above its examples and usage, reads as
    /// prose. (Indented lines are blocks of configuration or code, aligned on purpose.)
    @Test("no command's help has runs of spaces inside its prose")
    func helpProseHasNoRunsOfSpaces() throws {
        let overview = try Tool.run(["--help"])
        let listed = overview.standardOutput.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        let commands = listed.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let first = line.split(separator: " ").first, first.first?.isLetter == true else { return nil }
            return String(first)
        }
        #expect(commands.contains("validate") && commands.contains("strings"), "\(commands)")
        for command in commands {
            let help = try Tool.run([command, "--help"])
            #expect(help.status == 0)
            let text = help.standardOutput.components(separatedBy: "USAGE:").first ?? ""
            let prose = text.components(separatedBy: "Examples:").first ?? ""
            for line in prose.split(separator: "\n") where line.first != " " {
                #expect(!line.trimmingCharacters(in: .whitespaces).contains("  "), "\(command): \(line)")
            }
        }
    }

    @Test("validate's help names every rule under its severity; rules lists, explains and writes docs/rules.md")
    func rulesFromTheRegistry() throws {
        let help = try Tool.run(["validate", "--help"]).standardOutput.replacingOccurrences(of: "\n", with: " ")
            .split(separator: " ").joined(separator: " ")
        for severity in [Finding.Severity.error, .warning] {
            let list = RuleDocumentation.ids(of: severity).joined(separator: ", ")
            #expect(help.contains("\(severity == .error ? "Errors" : "Warnings"): \(list)."), "\(severity)")
        }
        let list = try Tool.run(["rules"])
        #expect(list.status == 0)
        #expect(list.standardOutput.split(separator: "\n").count == ValidationRule.allCases.count)
        let explained = try Tool.run(["rules", "missing-outlet"])
        #expect(explained.status == 0)
        #expect(explained.standardOutput.contains("not key value"))
        #expect(explained.standardOutput.contains("↓<outlet property=\"titleLable\""))
        #expect(try Tool.run(["rules", "no-such-rule"]).status == 64)
        #expect(try Tool.run(["rules", "--markdown"]).standardOutput == RuleDocumentation.markdown())
    }

    /// A folder named through a symbolic link: findings must still be shown relative to the working directory, or
    /// GitHub annotations do not match them to the repository's files (issue 33; `PathDisplay`'s test is the unit one).
    @Test("findings are shown relative to the working directory when the folder is named through a link")
    func pathsThroughALink() throws {
        let folder = try PackageFolders.sampleAppCopy()
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        defer {
            try? FileManager.default.removeItem(at: link)
            try? FileManager.default.removeItem(at: folder)
        }
        try PackageFolders.declareUnconnectedOutlet(in: folder)
        let run = try Tool.run(["validate", link.path, "--quiet"], in: folder)
        #expect(run.status == 0)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("App/LoginViewController.swift:") && $0.contains("unused") }, "\(run.standardError)")
        #expect(lines.allSatisfy { !$0.hasPrefix("/") }, "\(run.standardError)")
    }
}
