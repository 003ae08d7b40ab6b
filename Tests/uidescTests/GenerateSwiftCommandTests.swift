import Foundation
import Testing

/// `uidesc generate swift` on the built binary and the sample files: one file or one per input, stable bytes, and
/// `--check` for a committed generated file.
@Suite("uidesc generate swift")
struct GenerateSwiftCommandTests {
    @Test("writes the owners and identifiers of the samples; --check passes on a fresh file and fails on a stale one")
    func generateAndCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated/InterfaceTypes.swift").path

        let standard = try Tool.run(["generate", "swift", "Samples"])
        #expect(standard.status == 0, "\(standard.standardError)")
        #expect(standard.standardOutput.contains("struct LoginViewController: InterfaceOwner {\n    static let interfaceFile = \"Login/LoginViewController.xib\"\n    static let interfaceObject: String? = nil\n"))
        #expect(standard.standardOutput.contains("    let socialButtons: [Button]\n"))
        #expect(standard.standardOutput.contains("enum InboxStoryboard {"))

        let written = try Tool.run(["generate", "swift", "Samples", "-o", output, "--access", "public"])
        #expect(written.status == 0, "\(written.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("public struct MessageCell: InterfaceOwner {"))
        #expect(try Tool.run(["generate", "swift", "Samples", "-o", output, "--access", "public", "--check"]).status == 0)

        // The file as committed goes stale when the options (or the files) change.
        let stale = try Tool.run(["generate", "swift", "Samples", "-o", output, "--check"])
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("InterfaceTypes.swift: stale"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == text, "--check writes nothing")
    }

    @Test("--output-dir writes one file per input; usage errors exit 64; an unreadable file exits 2")
    func outputFolderAndErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tool.run(["generate", "swift", "Samples", "--output-dir", folder.path, "--namespace", "Screens"])
        #expect(run.status == 0, "\(run.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Inbox.storyboard.swift", "LoginViewController.xib.swift", "Screens.swift"])
        let login = try String(contentsOfFile: folder.appendingPathComponent("LoginViewController.xib.swift").path, encoding: .utf8)
        #expect(login.contains("extension Screens {\n    /// Decodes the File's Owner of class `LoginViewController`"))
        #expect(try Tool.run(["generate", "swift", "Samples", "--output-dir", folder.path, "--namespace", "Screens", "--check"]).status == 0)

        #expect(try Tool.run(["generate", "swift", "Samples", "-o", "a.swift", "--output-dir", folder.path]).status == 64)
        #expect(try Tool.run(["generate", "swift", "Samples", "--check"]).status == 64)
        let broken = folder.appendingPathComponent("Broken.xib")
        try Data("<document".utf8).write(to: broken)
        let unreadable = try Tool.run(["generate", "swift", broken.path])
        #expect(unreadable.status == 2)
        #expect(unreadable.standardError.contains("Broken.xib"))
    }
}
