import Foundation
import Testing

/// Exit codes and where messages go, on the built binary.
@Suite("uidesc exit codes and output")
struct ExitCodeTests {
    @Test("a clean run exits 0 and prints only the summary, on standard error")
    func clean() throws {
        let outcome = try Tool.run(["validate", "Samples"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "uidesc: checked 2 Interface Builder files and 1 translation against 10 source files: 0 errors, 0 warnings\n")
    }

    @Test("errors exit 1 with path:line:column: error: message [rule-id] lines, paths relative to the current folder")
    func errors() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageFolders.edit(
            "App/LoginViewController.swift", in: folder, replacing: "var titleLabel: UILabel!", with: "var headline: UILabel!")
        let outcome = try Tool.run(["validate", "."], in: folder)
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains {
            $0.hasPrefix("Login/LoginViewController.xib:16:17: error: outlet `titleLabel` is connected on File's Owner (LoginViewController)")
                && $0.hasSuffix("[missing-outlet]")
        })
        #expect(lines.contains { $0.hasPrefix("App/LoginViewController.swift:7:32: warning: outlet `headline`") && $0.hasSuffix("[unconnected-outlet]") })
        #expect(lines.last?.hasSuffix("1 error, 1 warning") == true)
    }

    @Test("warnings exit 0, or 1 with --strict; --disable drops a rule")
    func strict() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageFolders.declareUnconnectedOutlet(in: folder)
        #expect(try Tool.run(["validate", "."], in: folder).status == 0)
        #expect(try Tool.run(["validate", ".", "--strict"], in: folder).status == 1)
        #expect(try Tool.run(["validate", ".", "--strict", "--disable", "unconnected-outlet"], in: folder).status == 0)
        #expect(try Tool.run(["validate", ".", "--strict", "--exclude", "App/LoginViewController.swift"], in: folder).status == 0)
    }

    @Test("a cell identifier renamed in the storyboard but not in the code is a warning at the string in the code")
    func renamedReuseIdentifier() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageFolders.edit(
            "Inbox/Inbox.storyboard", in: folder, replacing: "reuseIdentifier=\"MessageCell\"",
            with: "reuseIdentifier=\"MessagesCell\"")
        let outcome = try Tool.run(["validate", "."], in: folder)
        #expect(outcome.status == 0)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "App/InboxViewController.swift:13:66: warning: `dequeueReusableCell(withIdentifier:)` names reuse identifier \"MessageCell\", but no cell or reusable view in the validated files has it and the code registers it nowhere; did you mean \"MessagesCell\"? [unknown-reuse-identifier]")
        #expect(try Tool.run(["validate", ".", "--strict"], in: folder).status == 1)
        // Validating the storyboard alone cannot tell what other files hold: the string is not checked.
        #expect(try Tool.run(["validate", "Inbox/Inbox.storyboard", "--sources", "App"], in: folder).standardError
            .contains("unknown-reuse-identifier") == false)
    }

    @Test("a baseline accepts today's findings so that --strict fails only on new ones")
    func baseline() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageFolders.declareUnconnectedOutlet(in: folder)
        let written = try Tool.run(["validate", ".", "--write-baseline", "ci/baseline.json", "--quiet"], in: folder)
        #expect(written.status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(text.contains(#""file":"../App/LoginViewController.swift""#))
        let accepted = try Tool.run(["validate", ".", "--baseline", "ci/baseline.json", "--strict"], in: folder)
        #expect(accepted.status == 0)
        #expect(accepted.standardError.hasSuffix("0 errors, 0 warnings (1 more accepted by the baseline)\n"))

        // A new warning fails the strict run, and is the only one reported; lines above the old one moved it.
        try PackageFolders.edit(
            "App/LoginViewController.swift", in: folder, replacing: "    @IBOutlet weak var unused",
            with: "    @IBOutlet weak var another: UILabel?\n\n    @IBOutlet weak var unused")
        let fresh = try Tool.run(["validate", ".", "--baseline", "ci/baseline.json", "--strict"], in: folder)
        #expect(fresh.status == 1)
        let lines = fresh.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains(": warning: ") }.count == 1)
        #expect(lines.first?.contains("outlet `another`") == true)
        #expect(lines.last?.hasSuffix("0 errors, 1 warning (1 more accepted by the baseline)") == true)

        try "not json".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let unreadable = try Tool.run(["validate", ".", "--baseline", "bad.json"], in: folder)
        #expect(unreadable.status == 2)
        #expect(unreadable.standardError.hasPrefix("uidesc: error: cannot read baseline bad.json"))
    }

    @Test("inputs that cannot be read or parsed exit 2")
    func unreadable() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Tool.run(["validate", "NoSuchFolder"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("NoSuchFolder:1:1: error: cannot read `NoSuchFolder`: no such file or directory [unreadable-input]"))
        try "<document>".write(to: folder.appendingPathComponent("Login/Broken.xib"), atomically: true, encoding: .utf8)
        let broken = try Tool.run(["validate", "."], in: folder)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("Login/Broken.xib:"))
        let dump = try Tool.run(["dump", "Login/Broken.xib"], in: folder)
        #expect(dump.status == 2)
        #expect(dump.standardError.hasPrefix("Login/Broken.xib:"))
    }

    @Test("usage errors exit 64")
    func usage() throws {
        // Without a path, validate checks the working directory (or the configuration's paths): not a usage error.
        #expect(try Tool.run(["validate", "Samples", "--config", "no-such-file.yml"]).status == 64)
        #expect(try Tool.run(["validate", "Samples", "--reporter", "html"]).status == 64)
        #expect(try Tool.run(["validate", "Samples", "--disable", "no-such-rule"]).status == 64)
        #expect(try Tool.run(["dump"]).status == 64)
        #expect(try Tool.run(["frobnicate"]).status == 64)
    }
}
