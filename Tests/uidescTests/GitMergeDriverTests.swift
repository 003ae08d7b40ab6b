import Foundation
import TestSupport
import Testing
import XIBDecoder

/// `uidesc git-setup` and the merge and diff drivers it installs, end to end: real git, a temporary repository, the
/// built `uidesc`. Git runs apart from the machine's configuration (see ``GitSandbox``).
@Suite("git-setup and the git merge and diff drivers")
struct GitMergeDriverTests {
    /// Rocket.Chat.iOS's `ServersListView.xib` at merge 01a1ad0d32: ours adds three outlets to File's Owner and
    /// re-saves the file in another Xcode (`toolsVersion`), theirs adds a view, its four constraints and an outlet to
    /// it. Git's line merge conflicts on the outlets both added at the end of one `<connections>` block.
    static let serversListView = MergeCases.named("RocketChat__Rocket.Chat.iOS__01a1ad0d32__")

    static let loginPath = "Login/LoginViewController.xib"
    /// The title label's attributes in the sample xib: one line, so that any two edits of it conflict for git.
    static let titleAttributes = #"text="Welcome back" textAlignment="center""#

    /// The sample login xib, with `titleAttributes` replaced by `replacement`.
    static func login(_ replacement: String = titleAttributes) throws -> Data {
        let text = try String(contentsOf: PackageFolders.samples.appendingPathComponent(loginPath), encoding: .utf8)
        #expect(text.components(separatedBy: titleAttributes).count == 2, "the sample's title label changed; update the test")
        return Data(text.replacingOccurrences(of: titleAttributes, with: replacement).utf8)
    }

    /// The shell words git-setup writes for the built `uidesc` (its absolute path).
    static func builtCommand() throws -> String {
        let path = try Tool.executable().path
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")
        return path.allSatisfy { plain.contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static let attributeLines = ["*.xib merge=uidesc diff=uidesc", "*.storyboard merge=uidesc diff=uidesc"]

    /// Lines that start a conflict marker.
    static func markerLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("<<<<<<<") || $0.hasPrefix(">>>>>>>") || $0.hasPrefix("=======") }
    }

    /// Runs `uidesc git-setup` in the sandbox's repository and commits the `.gitattributes` it writes.
    static func installDriver(in sandbox: GitSandbox) throws {
        let setup = try sandbox.uidesc(["git-setup"])
        #expect(setup.status == 0, "\(setup.standardError)")
        #expect(try sandbox.localSetting("merge.uidesc.driver")?.hasPrefix(try builtCommand() + " merge ") == true)
        try sandbox.commitAll("merge IB files with uidesc")
    }

    /// Merges `theirs` into `main` as git does by itself, checks that its line merge conflicts, and undoes it.
    static func expectLineMergeConflicts(in sandbox: GitSandbox, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let lineMerge = try sandbox.gitAllowingFailure(["merge", "--no-edit", "theirs"])
        #expect(lineMerge.status == 1, "git's own line merge was expected to conflict", sourceLocation: sourceLocation)
        #expect(lineMerge.standardOutput.contains("CONFLICT"), sourceLocation: sourceLocation)
        if lineMerge.status != 0 { try sandbox.git("merge", "--abort") }
    }

    // MARK: Merging

    @Test("a real merge git's line merge conflicts on merges cleanly through the driver, with both sides' changes",
          .enabled(if: Self.serversListView != nil, "needs ../shared/merges (the real merge cases) beside the package"))
    func realMergeMergesCleanly() throws {
        let merge = try #require(Self.serversListView)
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        try sandbox.makeBranches(path: merge.path, base: Data(contentsOf: merge.base), ours: Data(contentsOf: merge.ours),
                                 theirs: Data(contentsOf: merge.theirs))
        try Self.expectLineMergeConflicts(in: sandbox)

        try Self.installDriver(in: sandbox)
        let outcome = try sandbox.gitAllowingFailure(["merge", "--no-edit", "theirs"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")

        let merged = try #require(sandbox.text(merge.path))
        #expect(Self.markerLines(merged).isEmpty)
        _ = try XIBDecoder().document(contentsOf: sandbox.repository.appendingPathComponent(merge.path))
        // Ours: three outlets on File's Owner, and the header of the Xcode it was saved in.
        for fragment in [
            #"toolsVersion="14109""#,
            #"<outlet property="buttonAddNewServer" destination="Ale-R3-AFg" id="9ui-e0-5c6"/>"#,
            #"<outlet property="labelTitle" destination="jTL-bo-3Co" id="fva-CV-H62"/>"#,
            #"<outlet property="titleSeperator" destination="wT0-Cf-aBX" id="sdx-nR-7u7"/>"#,
        ] {
            #expect(merged.contains(fragment), "ours' \(fragment) is missing")
        }
        // Theirs: a view, its four constraints and an outlet to it.
        for fragment in [
            #"translatesAutoresizingMaskIntoConstraints="NO" id="LBY-jZ-ame">"#,
            #"id="5VI-Wa-2Se"/>"#, #"id="UAH-rs-gz9"/>"#, #"id="dsO-OJ-oKP"/>"#, #"id="i36-ms-KAh"/>"#,
            #"<outlet property="tappableView" destination="LBY-jZ-ame" id="Ibl-jV-PGD"/>"#,
        ] {
            #expect(merged.contains(fragment), "theirs' \(fragment) is missing")
        }
        // Git committed the merge: two parents, nothing left to resolve.
        let parents = try sandbox.git("rev-list", "--parents", "-n", "1", "HEAD").standardOutput.split(separator: " ")
        #expect(parents.count == 3)
        #expect(try sandbox.git("status", "--porcelain", "--untracked-files=no").standardOutput.isEmpty)
        // No id used twice, no reference to a missing id (the project's classes are not here: no --strict).
        let validation = try sandbox.uidesc(["validate", merge.path])
        #expect(validation.status == 0, "\(validation.standardError)")
        #expect(!validation.standardError.contains("[duplicate-id]") && !validation.standardError.contains("[dangling-reference]"))
    }

    @Test("two edits of one line (different attributes of one label) conflict for git and merge cleanly through the driver")
    func sameLineEditsMergeCleanly() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        try sandbox.makeBranches(
            path: Self.loginPath, base: Self.login(),
            ours: Self.login(#"text="Welcome" textAlignment="center""#),
            theirs: Self.login(#"text="Welcome back" textAlignment="natural""#))
        try Self.expectLineMergeConflicts(in: sandbox)

        try Self.installDriver(in: sandbox)
        let outcome = try sandbox.gitAllowingFailure(["merge", "--no-edit", "theirs"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        let merged = try #require(sandbox.text(Self.loginPath))
        #expect(Self.markerLines(merged).isEmpty)
        #expect(merged.contains(#"text="Welcome" textAlignment="natural""#))
        #expect(Data(merged.utf8) == (try Self.login(#"text="Welcome" textAlignment="natural""#)))
        _ = try XIBDecoder().document(contentsOf: sandbox.repository.appendingPathComponent(Self.loginPath))
        let validation = try sandbox.uidesc(["validate", "Login", "--sources", PackageFolders.samples.appendingPathComponent("App").path])
        #expect(validation.status == 0, "\(validation.standardError)")
    }

    @Test("a true conflict: git merge fails, and the file holds the driver's markers (of git's conflict-marker-size)")
    func trueConflictLeavesMarkers() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        try sandbox.makeBranches(
            path: Self.loginPath, base: Self.login(),
            ours: Self.login(#"text="Hello" textAlignment="center""#),
            theirs: Self.login(#"text="Hi there" textAlignment="center""#))
        try Self.installDriver(in: sandbox)
        // %L: git passes the marker size this attribute asks for.
        try sandbox.write((sandbox.text(".gitattributes") ?? "") + "*.xib conflict-marker-size=9\n", to: ".gitattributes")
        try sandbox.commitAll("longer markers")

        let outcome = try sandbox.gitAllowingFailure(["merge", "--no-edit", "theirs"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("CONFLICT (content): Merge conflict in \(Self.loginPath)"))
        // The driver's own report (git passes %P, the path in the repository), not git's line merge.
        #expect(outcome.standardError.contains("\(Self.loginPath):") && outcome.standardError.contains(": conflict: "),
                "\(outcome.standardError)")
        #expect(try sandbox.git("diff", "--name-only", "--diff-filter=U").standardOutput == "\(Self.loginPath)\n")

        let merged = try #require(sandbox.text(Self.loginPath))
        let markers = Self.markerLines(merged)
        #expect(markers.contains { $0.hasPrefix("<<<<<<<<< ") && !$0.hasPrefix("<<<<<<<<<<") }, "\(markers)")
        #expect(markers.contains { $0.hasPrefix(">>>>>>>>> ") })
        #expect(merged.contains(#"text="Hello""#) && merged.contains(#"text="Hi there""#))
        // validate refuses the file until the conflict is resolved.
        let validation = try sandbox.uidesc(["validate", Self.loginPath])
        #expect(validation.status == 2)
        #expect(validation.standardError.contains("[unreadable-input]"))
    }

    // MARK: Diffing

    /// Whether the built `uidesc` has a `diff` subcommand yet (another change adds it).
    static var hasDiffCommand: Bool {
        guard let outcome = try? Tool.run(["diff", "--help"]) else { return false }
        return outcome.status == 0 && outcome.standardOutput.contains("diff")
    }

    @Test("git diff shows uidesc diff's readable output through the diff driver",
          .enabled(if: hasDiffCommand, "skipped: this uidesc has no `diff` subcommand yet (Sources/uidesc/DiffCommand.swift)"))
    func gitDiffUsesTheDriver() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        try Self.installDriver(in: sandbox)
        try sandbox.write(Self.login(), to: Self.loginPath)
        try sandbox.commitAll("base")
        try sandbox.write(Self.login(#"text="Hello there" textAlignment="center""#), to: Self.loginPath)

        let diff = try sandbox.gitAllowingFailure(["diff"])
        #expect(diff.status == 0, "\(diff.standardError)")
        #expect(diff.standardOutput.hasPrefix("diff --uidesc a/\(Self.loginPath) b/\(Self.loginPath)\n"), "\(diff.standardOutput)")
        // The object by its outlet name, and the new text.
        #expect(diff.standardOutput.contains("titleLabel") && diff.standardOutput.contains("Hello there"), "\(diff.standardOutput)")
        // Not git's line diff of the XML.
        #expect(!diff.standardOutput.contains("@@ -"), "\(diff.standardOutput)")
        #expect(!diff.standardOutput.contains("<label opaque="), "\(diff.standardOutput)")
        // --no-ext-diff still gives git's own.
        #expect(try sandbox.git("diff", "--no-ext-diff").standardOutput.contains("@@ -"))
    }

    // MARK: git-setup

    @Test("git-setup writes three settings and two attribute lines, keeps the other lines, and changes nothing the second time")
    func setupIsIdempotent() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        let original = "*.png binary\n# project rules\n*.pbxproj merge=union"
        try sandbox.write(original, to: ".gitattributes")

        let first = try sandbox.uidesc(["git-setup"])
        #expect(first.status == 0, "\(first.standardError)")
        let command = try Self.builtCommand()
        #expect(try sandbox.localSetting("merge.uidesc.name") == "uidesc: Interface Builder files merged object by object")
        #expect(try sandbox.localSetting("merge.uidesc.driver") == "\(command) merge %O %A %B --marker-size %L --path %P")
        #expect(try sandbox.localSetting("diff.uidesc.command") == "\(command) diff")
        for line in ["set merge.uidesc.name", "set merge.uidesc.driver", "set diff.uidesc.command",
                     "added \"*.xib merge=uidesc diff=uidesc\"", "added \"*.storyboard merge=uidesc diff=uidesc\""] {
            #expect(first.standardOutput.contains(line), "\(first.standardOutput)")
        }
        let attributes = try #require(sandbox.text(".gitattributes"))
        let lines = attributes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(attributes.hasPrefix(original + "\n"))
        #expect(Array(lines.suffix(3)) == Self.attributeLines + [""])
        #expect(lines.count == 3 + 1 + 2 + 1, "three lines kept, a comment, two lines added: \(lines)")
        #expect(lines[3].hasPrefix("# "))
        let checked = try sandbox.git("check-attr", "merge", "diff", "--", "A.xib", "B/C.storyboard", "D.png")
        #expect(checked.standardOutput == """
            A.xib: merge: uidesc
            A.xib: diff: uidesc
            B/C.storyboard: merge: uidesc
            B/C.storyboard: diff: uidesc
            D.png: merge: unset
            D.png: diff: unset

            """)

        let configuration = sandbox.repository.appendingPathComponent(".git/config")
        let configurationBefore = try Data(contentsOf: configuration)
        let attributesBefore = try Data(contentsOf: sandbox.repository.appendingPathComponent(".gitattributes"))
        let second = try sandbox.uidesc(["git-setup"])
        #expect(second.status == 0)
        #expect(second.standardOutput.contains("nothing changed"), "\(second.standardOutput)")
        #expect(!second.standardOutput.contains("  set "))
        #expect(try Data(contentsOf: configuration) == configurationBefore)
        #expect(try Data(contentsOf: sandbox.repository.appendingPathComponent(".gitattributes")) == attributesBefore)

        // From a subfolder, the repository root's .gitattributes is the one used.
        try FileManager.default.createDirectory(at: sandbox.repository.appendingPathComponent("Sub/Folder"), withIntermediateDirectories: true)
        let fromSubfolder = try sandbox.uidesc(["git-setup"], in: sandbox.repository.appendingPathComponent("Sub/Folder"))
        #expect(fromSubfolder.status == 0 && fromSubfolder.standardOutput.contains("nothing changed"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.repository.appendingPathComponent("Sub/Folder/.gitattributes").path))

        // --command NAME: git looks uidesc up on PATH; only the two commands change.
        let named = try sandbox.uidesc(["git-setup", "--command", "uidesc", "--repository", sandbox.repository.path], in: sandbox.home)
        #expect(named.status == 0)
        #expect(named.standardOutput.contains(#"set merge.uidesc.driver = "uidesc merge %O %A %B --marker-size %L --path %P" (was ""#))
        #expect(!named.standardOutput.contains("merge.uidesc.name") && !named.standardOutput.contains("added "))
        #expect(try sandbox.localSetting("diff.uidesc.command") == "uidesc diff")
    }

    @Test("--uninstall removes exactly what git-setup added, and a second --uninstall finds nothing")
    func uninstallRemovesWhatWasAdded() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        let original = "* text=auto\n*.xib linguist-language=XML\n"
        try sandbox.write(original, to: ".gitattributes")
        // A setting of the user's own in the driver's section stays.
        try sandbox.git("config", "merge.uidesc.recursive", "binary")
        let configuration = sandbox.repository.appendingPathComponent(".git/config")
        let configurationBefore = try String(contentsOf: configuration, encoding: .utf8)

        #expect(try sandbox.uidesc(["git-setup"]).status == 0)
        #expect(sandbox.text(".gitattributes") != original)
        let removal = try sandbox.uidesc(["git-setup", "--uninstall"])
        #expect(removal.status == 0, "\(removal.standardError)")
        for line in ["removed merge.uidesc.name", "removed merge.uidesc.driver", "removed diff.uidesc.command",
                     "removed \"*.xib merge=uidesc diff=uidesc\"", "removed \"*.storyboard merge=uidesc diff=uidesc\""] {
            #expect(removal.standardOutput.contains(line), "\(removal.standardOutput)")
        }
        #expect(sandbox.text(".gitattributes") == original)
        #expect(try String(contentsOf: configuration, encoding: .utf8) == configurationBefore)
        #expect(try sandbox.localSetting("merge.uidesc.recursive") == "binary")

        let again = try sandbox.uidesc(["git-setup", "--uninstall"])
        #expect(again.status == 0)
        #expect(again.standardOutput.contains("nothing to remove"), "\(again.standardOutput)")

        // A .gitattributes git-setup created is removed again.
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent(".gitattributes"))
        #expect(try sandbox.uidesc(["git-setup"]).standardOutput.contains("created "))
        #expect(try sandbox.uidesc(["git-setup", "--uninstall"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.repository.appendingPathComponent(".gitattributes").path))
    }

    @Test("git-setup keeps the attributes file's CRLF line breaks, and takes a line written with other spacing or order as present")
    func attributesFileSpellings() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        let original = "* text=auto\r\n*.xib\tdiff=uidesc   merge=uidesc\r\n"
        try sandbox.write(original, to: ".gitattributes")
        let setup = try sandbox.uidesc(["git-setup"])
        #expect(setup.status == 0)
        #expect(!setup.standardOutput.contains("added \"*.xib"), "\(setup.standardOutput)")
        let attributes = try #require(sandbox.text(".gitattributes"))
        #expect(attributes.hasPrefix(original))
        #expect(attributes.hasSuffix("\r\n*.storyboard merge=uidesc diff=uidesc\r\n"))
        #expect(!attributes.replacingOccurrences(of: "\r\n", with: "").contains("\n"))

        #expect(try sandbox.uidesc(["git-setup", "--uninstall"]).status == 0)
        #expect(sandbox.text(".gitattributes") == "* text=auto\r\n")
    }

    @Test("--global writes the user's configuration and attributes file (core.attributesFile when set), and --uninstall undoes it")
    func globalSetup() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        let defaultFile = sandbox.home.appendingPathComponent(".config/git/attributes")

        let setup = try sandbox.uidesc(["git-setup", "--global"], in: sandbox.home)
        #expect(setup.status == 0, "\(setup.standardError)")
        let global = try sandbox.git("config", "--global", "--get", "merge.uidesc.driver").standardOutput
        #expect(global == "\(try Self.builtCommand()) merge %O %A %B --marker-size %L --path %P\n")
        #expect(try sandbox.localSetting("merge.uidesc.driver") == nil)
        let attributes = try String(contentsOf: defaultFile, encoding: .utf8)
        #expect(Self.attributeLines.allSatisfy { attributes.contains($0 + "\n") })
        // Git uses them in any repository of the user.
        #expect(try sandbox.git("check-attr", "merge", "--", "X.storyboard").standardOutput == "X.storyboard: merge: uidesc\n")
        #expect(try sandbox.uidesc(["git-setup", "--global"], in: sandbox.home).standardOutput.contains("nothing changed"))

        #expect(try sandbox.uidesc(["git-setup", "--global", "--uninstall"], in: sandbox.home).status == 0)
        #expect(!FileManager.default.fileExists(atPath: defaultFile.path))
        #expect(try sandbox.gitAllowingFailure(["config", "--global", "--get", "merge.uidesc.driver"]).status == 1)

        try sandbox.git("config", "--global", "core.attributesFile", "~/my-attributes")
        #expect(try sandbox.uidesc(["git-setup", "--global", "--command", "uidesc"], in: sandbox.home).status == 0)
        let mine = try String(contentsOf: sandbox.home.appendingPathComponent("my-attributes"), encoding: .utf8)
        #expect(Self.attributeLines.allSatisfy { mine.contains($0) })
        #expect(!FileManager.default.fileExists(atPath: defaultFile.path))
    }

    @Test("errors: not a git work tree and --global with --repository exit 64; git missing exits 2")
    func errors() throws {
        let sandbox = try GitSandbox()
        defer { sandbox.remove() }
        // GIT_CEILING_DIRECTORIES: git does not look above the sandbox, wherever the temporary folder is.
        let outside = try sandbox.uidesc(["git-setup"], in: sandbox.home, changes: ["GIT_CEILING_DIRECTORIES": sandbox.folder.path])
        #expect(outside.status == 64)
        #expect(outside.standardError.contains("is not in a git work tree"), "\(outside.standardError)")
        #expect(outside.standardError.contains("--global"))

        let missing = try sandbox.uidesc(["git-setup", "--repository", sandbox.folder.appendingPathComponent("nowhere").path])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("is not a folder"))

        let both = try sandbox.uidesc(["git-setup", "--global", "--repository", "."])
        #expect(both.status == 64)

        let noGit = try sandbox.uidesc(["git-setup"], changes: ["PATH": sandbox.home.path])
        #expect(noGit.status == 2)
        #expect(noGit.standardError.contains("git is not installed, or not on PATH"), "\(noGit.standardError)")
        #expect(try sandbox.localSetting("merge.uidesc.driver") == nil)
    }
}
