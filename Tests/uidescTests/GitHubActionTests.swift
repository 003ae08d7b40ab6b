import Foundation
import Testing

/// The GitHub Action (`action.yml`) as far as it runs here: its step's script, run locally against a sample
/// repository with the inputs the action passes, and the action's inputs matching what the script reads.
@Suite struct GitHubActionTests {
    static let script = PackageFolders.root.appendingPathComponent("scripts/github-action.sh")

    @Test func theStepAnnotatesThePullRequestAndWritesSARIF() throws {
        let root = try ConfigurationFileTests.repository(configuration: "disabled_rules: [unconnected-outlet]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = root.appendingPathComponent("uidesc.sarif")
        let outcome = try Tool.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["bash", Self.script.path], in: root,
            environment: ["UIDESC": try Tool.executable().path, "INPUT_EXCLUDE": "Vendor\n", "INPUT_SARIF": sarif.path,
                          "INPUT_STRICT": "false", "INPUT_PATHS": "", "INPUT_DISABLE": "", "INPUT_SOURCES": ""])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let annotations = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(outcome.standardOutput)")
        #expect(annotations.first?.hasPrefix("::error file=App/LoginViewController.xib,line=16,col=17,title=uidesc [missing-outlet]::") == true,
                "\(outcome.standardOutput)")
        let written = try String(contentsOf: sarif, encoding: .utf8)
        #expect(written.contains("\"ruleId\" : \"missing-outlet\""), "\(written.prefix(400))")
        #expect(!written.contains("\"ruleId\" : \"unknown-custom-class\""), "the excluded folder is left out")
    }

    @Test func everyInputTheScriptReadsIsAnInputOfTheAction() throws {
        let action = try String(contentsOf: PackageFolders.root.appendingPathComponent("action.yml"), encoding: .utf8)
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        let read = Set(script.matches(of: /INPUT_([A-Z_]+)/).map { String($0.output.1) })
        #expect(read.count >= 8)
        for name in read {
            let input = name.lowercased().replacingOccurrences(of: "_", with: "-")
            #expect(action.contains("\n  \(input):\n"), "action.yml has no input `\(input)`")
            #expect(action.contains("INPUT_\(name): ${{ inputs.\(input) }}"), "action.yml does not pass `\(input)` to the script")
        }
    }
}
