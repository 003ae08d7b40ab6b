import Foundation
import Testing

/// `uidesc diff`, run as the built binary the way people and git run it: two files, git's seven arguments,
/// `/dev/null` for a file added or deleted, JSON, noise, and inputs it cannot read.
@Suite struct DiffCommandTests {
    static let login = "Samples/Login/LoginViewController.xib"
    /// The title label's attributes in the sample xib.
    static let titleAttributes = #"text="Welcome back" textAlignment="center""#

    /// A new folder holding `old.xib` (the sample login xib) and `new.xib` (its title changed to "Hello there" and,
    /// when `noise`, the tools version bumped).
    static func pair(noise: Bool = false) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try String(contentsOf: PackageFolders.root.appendingPathComponent(login), encoding: .utf8)
        #expect(text.components(separatedBy: titleAttributes).count == 2, "the sample's title label changed; update the test")
        try text.write(to: folder.appendingPathComponent("old.xib"), atomically: true, encoding: .utf8)
        var new = text.replacingOccurrences(of: titleAttributes, with: #"text="Hello there" textAlignment="center""#)
        if noise { new = new.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="23504""#) }
        try new.write(to: folder.appendingPathComponent("new.xib"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func twoFilesGiveTheChangesByObject() throws {
        let folder = try Self.pair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["diff", "old.xib", "new.xib"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            view "view" [i5M-Pr-FkT]
              ~ label "titleLabel" [Ha6-Pq-3sD]: text "Welcome back" → "Hello there"

            """)
        #expect(outcome.standardError.isEmpty)
    }

    @Test func noiseIsOneLineAndAllListsIt() throws {
        let folder = try Self.pair(noise: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hidden = try Tool.run(["diff", "old.xib", "new.xib"], in: folder)
        #expect(hidden.standardOutput.hasSuffix("\n1 noise change hidden (1 tool version); --all shows them\n"), "\(hidden.standardOutput)")
        let shown = try Tool.run(["diff", "old.xib", "new.xib", "--all"], in: folder)
        #expect(shown.status == 0)
        #expect(shown.standardOutput.hasPrefix("document\n  ~ toolsVersion: 22505 → 23504  (noise: tool-version)\n"), "\(shown.standardOutput)")
        #expect(!shown.standardOutput.contains("hidden"))
    }

    @Test func jsonIsTheDiffAsData() throws {
        let folder = try Self.pair(noise: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["diff", "old.xib", "new.xib", "--format", "json"], in: folder)
        #expect(outcome.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(json["hiddenNoise"] as? Int == 1)
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.map { $0["title"] as? String } == [#"view "view""#])
        let change = try #require((groups.first?["changes"] as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "text-changed")
        #expect(change["old"] as? String == "Welcome back")
        #expect(change["new"] as? String == "Hello there")
        #expect(change["id"] as? String == "Ha6-Pq-3sD")
        // Keys are sorted: the same diff is always the same bytes.
        let keys = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }

    @Test func gitsSevenArgumentsDiffTheTwoFilesUnderThePath() throws {
        let folder = try Self.pair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["diff", "Login/LoginViewController.xib", "old.xib", "1234567", "100644", "new.xib", "89abcde", "100644"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            diff --uidesc a/Login/LoginViewController.xib b/Login/LoginViewController.xib
            view "view" [i5M-Pr-FkT]
              ~ label "titleLabel" [Ha6-Pq-3sD]: text "Welcome back" → "Hello there"

            """)
        // The JSON carries the path instead.
        let json = try Tool.run(["diff", "Login/LoginViewController.xib", "old.xib", "1234567", "100644", "new.xib", "89abcde", "100644",
                                 "--format", "json"], in: folder)
        #expect(json.standardOutput.contains(#""path" : "Login/LoginViewController.xib""#), "\(json.standardOutput)")
    }

    @Test func devNullIsAFileAddedOrDeleted() throws {
        let folder = try Self.pair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let added = try Tool.run(["diff", "Login.xib", "/dev/null", ".", ".", "new.xib", "89abcde", "100644"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == """
            diff --uidesc a/Login.xib b/Login.xib
            new file
            + placeholder LoginViewController (File's Owner) [-1] (7 connections)
            + view "view" [i5M-Pr-FkT] (7 objects, 4 constraints, 3 connections)

            """)
        let deleted = try Tool.run(["diff", "Login.xib", "old.xib", "1234567", "100644", "/dev/null", ".", "."], in: folder)
        #expect(deleted.status == 0)
        #expect(deleted.standardOutput.hasPrefix("diff --uidesc a/Login.xib b/Login.xib\ndeleted file\n- placeholder LoginViewController (File's Owner) [-1]"))
        // A storyboard added lists its scenes and their view controllers.
        let storyboard = try Tool.run(["diff", "/dev/null", "Samples/Inbox/Inbox.storyboard"])
        #expect(storyboard.standardOutput.contains(#"+ scene "Inbox" [Sc1-Ab-9xY]"# + "\n" + #"  + viewController InboxViewController "Inbox" [Ib4-Vc-6dS]"#),
                "\(storyboard.standardOutput)")
    }

    @Test func aRenameHasBothPathsAndGitsMessage() throws {
        let folder = try Self.pair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["diff", "Old.xib", "old.xib", "1234567", "100644", "new.xib", "89abcde", "100644", "New.xib",
                                    "similarity index 98%\nrename from Old.xib\nrename to New.xib\n"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("diff --uidesc a/Old.xib b/New.xib\nsimilarity index 98%\nrename from Old.xib\nrename to New.xib\nview \"view\""),
                "\(outcome.standardOutput)")
    }

    @Test func aFileThatIsNotAnIBDocumentIsDiffedLineByLine() throws {
        let folder = try Self.pair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try String(contentsOf: folder.appendingPathComponent("old.xib"), encoding: .utf8)
        let conflicted = old.replacingOccurrences(of: Self.titleAttributes, with: "\n<<<<<<< ours\n=======\n>>>>>>> theirs\n" + Self.titleAttributes)
        try conflicted.write(to: folder.appendingPathComponent("conflicted.xib"), atomically: true, encoding: .utf8)
        let outcome = try Tool.run(["diff", "old.xib", "conflicted.xib"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("note: the new version is not a readable IB document: "), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("; showing a line diff\n--- a/conflicted.xib\n+++ b/conflicted.xib\n@@ -"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("\n+<<<<<<< ours\n"))
    }

    @Test func exitCodes() throws {
        let folder = try Self.pair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Tool.run(["diff", "old.xib", "missing.xib"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("missing.xib:1:1: error: cannot open the file"), "\(missing.standardError)")
        #expect(missing.standardError.contains("[unreadable-input]"))
        for arguments in [["diff"], ["diff", "old.xib"], ["diff", "old.xib", "new.xib", "extra.xib"], ["diff", "a", "b", "c", "d", "e", "f", "g", "h"],
                          ["diff", "old.xib", "new.xib", "--format", "yaml"]] {
            let usage = try Tool.run(arguments, in: folder)
            #expect(usage.status == 64, "\(arguments): \(usage.standardError)")
        }
        let same = try Tool.run(["diff", "old.xib", "old.xib"], in: folder)
        #expect(same.status == 0)
        #expect(same.standardOutput.isEmpty)
    }

    @Test func anUnmergedPathFromGitIsSaidSo() throws {
        // Git runs an external diff with only the path for a file with merge conflicts, and sets GIT_DIFF_PATH_TOTAL.
        let process = Process()
        process.executableURL = try Tool.executable()
        process.arguments = ["diff", "Main.storyboard"]
        process.environment = ProcessInfo.processInfo.environment.merging(["GIT_DIFF_PATH_COUNTER": "1", "GIT_DIFF_PATH_TOTAL": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == "* Unmerged path Main.storyboard\n")
    }

    @Test func helpSaysHowToUseItWithGit() throws {
        let help = try Tool.run(["diff", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("command = uidesc diff"))
        #expect(help.standardOutput.contains("--ext-diff"))
    }
}
