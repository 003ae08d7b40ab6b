import Foundation
import Testing

/// `uidesc strings generate` and `uidesc strings update`, and the translation checks of `validate`, on the built
/// binary and a copy of the sample app (whose login screen has a German translation).
@Suite("uidesc strings")
struct StringsCommandTests {
    static let login = "Samples/Login/LoginViewController.xib"

    @Test("generate writes ibtool's strings file: UTF-16LE with a byte order mark by default, UTF-8 on request")
    func generate() throws {
        let utf8 = try Tool.run(["strings", "generate", Self.login, "--encoding", "utf8"])
        #expect(utf8.status == 0, "\(utf8.standardError)")
        #expect(utf8.standardOutput.hasPrefix("\n/* Class = \"UIButton\"; normalTitle = \"Continue with Apple\"; ObjectID = \"Ap1-Lw-9yE\"; */\n"))
        #expect(utf8.standardOutput.contains("\n/* Class = \"UILabel\"; text = \"Welcome back\"; ObjectID = \"Ha6-Pq-3sD\"; */\n\"Ha6-Pq-3sD.text\" = \"Welcome back\";\n"))
        #expect(utf8.standardOutput.components(separatedBy: "/* Class").count - 1 == 6)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = try Tool.run(["strings", "generate", Self.login, "Samples/Inbox/Inbox.storyboard", "--output-dir", folder.path])
        #expect(both.status == 0, "\(both.standardError)")
        let written = try Data(contentsOf: folder.appendingPathComponent("LoginViewController.strings"))
        #expect(written.starts(with: [0xFF, 0xFE, 0x0A, 0x00, 0x2F, 0x00]))
        #expect(String(data: written.dropFirst(2), encoding: .utf16LittleEndian) == utf8.standardOutput)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Inbox.strings").path))

        let usage = try Tool.run(["strings", "generate", Self.login, "Samples/Inbox/Inbox.storyboard"])
        #expect(usage.status == 64)
    }

    @Test("validate reports a stale translation at its entry; update brings it up to date and keeps the evidence; --check fails until then")
    func checkAndUpdate() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Tool.run(["strings", "update", ".", "--check"], in: folder).status == 0)

        // The English text changes, a label is added, and one translation's object is deleted.
        try PackageFolders.edit("Login/LoginViewController.xib", in: folder, replacing: "Welcome back", with: "Good to see you")
        try PackageFolders.edit(
            "Login/LoginViewController.xib", in: folder, replacing: "placeholder=\"Email\"", with: "placeholder=\"Email address\"")
        try PackageFolders.edit(
            "Login/de.lproj/LoginViewController.strings", in: folder, replacing: "\"Kx2-aQ-7Lm.placeholder\" = \"E-Mail\";",
            with: "\"Kx2-aQ-7Lm.placeholder\" = \"E-Mail\";\n\n/* Class = \"UILabel\"; text = \"Old\"; ObjectID = \"Old-La-bel\"; */\n\"Old-La-bel.text\" = \"Alt\";")
        let validation = try Tool.run(["validate", "."], in: folder)
        let lines = validation.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Login/de.lproj/LoginViewController.strings:9:1: warning: `Ha6-Pq-3sD.text` (de) translates \"Welcome back\", but the text in LoginViewController.xib is now \"Good to see you\"") && $0.hasSuffix("[outdated-translation]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Login/de.lproj/LoginViewController.strings:15:1: warning: `Old-La-bel.text` (de) translates nothing") && $0.hasSuffix("[orphaned-translation]") }, "\(lines)")

        let check = try Tool.run(["strings", "update", ".", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput == "Login/de.lproj/LoginViewController.strings: not up to date\n")
        let update = try Tool.run(["strings", "update", "Login"], in: folder)
        #expect(update.status == 0, "\(update.standardError)")
        let updated = try String(contentsOf: folder.appendingPathComponent("Login/de.lproj/LoginViewController.strings"), encoding: .utf8)
        #expect(updated.contains("/* uidesc: outdated, the text is now \"Good to see you\" */\n/* Class = \"UILabel\"; text = \"Welcome back\"; ObjectID = \"Ha6-Pq-3sD\"; */\n\"Ha6-Pq-3sD.text\" = \"Willkommen zurück\";"))
        #expect(!updated.contains("Old-La-bel"))
        #expect(updated.contains("\"Kx2-aQ-7Lm.placeholder\" = \"E-Mail\";"))
        #expect(try Tool.run(["strings", "update", ".", "--check"], in: folder).status == 0)
        // The outdated entries are still reported until a translator updates them.
        let after = try Tool.run(["validate", "."], in: folder).standardError
        #expect(after.components(separatedBy: "[outdated-translation]").count - 1 == 2)
        #expect(!after.contains("[orphaned-translation]"))
    }

    @Test("missing-translation is off until enabled")
    func missingIsOptIn() throws {
        let folder = try PackageFolders.sampleAppCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageFolders.edit(
            "Login/de.lproj/LoginViewController.strings", in: folder,
            replacing: "\"Rf8-Jd-0pT.normalTitle\" = \"Anmelden\";", with: "")
        #expect(!(try Tool.run(["validate", "."], in: folder).standardError.contains("missing-translation")))
        let enabled = try Tool.run(["validate", ".", "--enable", "missing-translation"], in: folder).standardError
        #expect(enabled.contains("warning: \"Log In\" (`Rf8-Jd-0pT.normalTitle`, UIButton) has no translation (de) [missing-translation]"), "\(enabled)")
    }
}
