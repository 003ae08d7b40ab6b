import Foundation
import Testing

/// `uidesc render`, run as the built binary: pictures of the samples into a folder, one picture to a file, a
/// storyboard's map as text, and the errors a user meets.
@Suite struct RenderCommandTests {
    static let inbox = "Samples/Inbox/Inbox.storyboard"
    static let login = "Samples/Login/LoginViewController.xib"

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesOnePicturePerSceneNamedByFileAndScene() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["render", Self.inbox, Self.login, "--output-dir", folder.path], in: PackageFolders.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let written = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(written.contains(folder.appendingPathComponent("Inbox/Inbox.svg").path))
        #expect(written.contains(folder.appendingPathComponent("LoginViewController/view.svg").path))
        let inbox = try String(contentsOf: folder.appendingPathComponent("Inbox/Inbox.svg"), encoding: .utf8)
        #expect(inbox.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(inbox.contains("<title>MessageCell (UITableViewCell)"))
        #expect(inbox.contains(">Inbox</text>"))
    }

    @Test func oneSceneToOneFileInTheDarkAppearance() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("login.svg").path
        let outcome = try Tool.run(["render", Self.login, "-o", output, "--appearance", "dark"], in: PackageFolders.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let svg = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
        #expect(svg.contains(">Welcome back</text>"))
        // The title's label color in the dark appearance is white.
        #expect(svg.contains("fill=\"#ffffff\" xml:space=\"preserve\">Welcome back"), "\(svg)")
    }

    @Test func dashOWithManyPicturesAsksForAScene() throws {
        let outcome = try Tool.run(["render", Self.inbox, "-o", "/tmp/never-written.svg"], in: PackageFolders.root)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("choose with --scene"), "\(outcome.standardError)")
        let unknown = try Tool.run(["render", Self.inbox, "--scene", "Nowhere", "-o", "/tmp/never-written.svg"], in: PackageFolders.root)
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("it has: Navigation Controller, Inbox, Message View Controller"), "\(unknown.standardError)")
    }

    @Test func theMapAsMermaidAndDot() throws {
        let mermaid = try Tool.run(["render", "--map", Self.inbox, "--format", "mermaid"], in: PackageFolders.root)
        #expect(mermaid.status == 0, "\(mermaid.standardError)")
        #expect(mermaid.standardOutput.hasPrefix("flowchart LR\n"))
        #expect(mermaid.standardOutput.contains("[\"Inbox\"]"))
        #expect(mermaid.standardOutput.contains("-.->|\"relationship: rootViewController\"|"), "\(mermaid.standardOutput)")
        #expect(mermaid.standardOutput.contains("start(( )) -->"))
        let dot = try Tool.run(["render", "--map", Self.inbox, "--format", "dot"], in: PackageFolders.root)
        #expect(dot.standardOutput.hasPrefix("digraph storyboard {"))
        #expect(dot.standardOutput.contains("label=\"show: showMessage\""), "\(dot.standardOutput)")
    }

    @Test func filesOfTheSameNameGetFoldersOfTheirOwn() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for target in ["App", "Widget"] {
            let lproj = folder.appendingPathComponent("\(target)/Base.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PackageFolders.root.appendingPathComponent(Self.inbox),
                                             to: lproj.appendingPathComponent("Main.storyboard"))
        }
        let out = folder.appendingPathComponent("pictures")
        let outcome = try Tool.run(["render", "App/Base.lproj/Main.storyboard", "Widget/Base.lproj/Main.storyboard",
                                    "--output-dir", out.path], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(folders == ["App-Main", "Widget-Main"])
    }

    @Test func anUnreadableFileIsNamedAndTheOthersAreDrawn() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document><objects>".utf8).write(to: folder.appendingPathComponent("Broken.xib"))
        let outcome = try Tool.run(["render", "Broken.xib", PackageFolders.root.appendingPathComponent(Self.login).path,
                                    "--output-dir", folder.appendingPathComponent("out").path], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("Broken.xib:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("[unreadable-input]"))
        #expect(outcome.standardOutput.contains("LoginViewController/view.svg"))
    }
}
