import Foundation
import Testing
@testable import InterfaceSources

@Suite("Reading files and directories")
struct ReadingTests {
    /// A fresh temporary directory, removed by the caller.
    private func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("InterfaceSourcesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to relativePath: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("the directory walker finds .swift, .h, .m, .mm and skips hidden directories, including .build")
    func directoryWalker() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("class A: UIView {}", to: "App/A.swift", in: root)
        try write("@interface B : NSObject\n@end", to: "App/B.h", in: root)
        try write("@implementation B\n@end", to: "App/B.m", in: root)
        try write("@interface C : NSObject\n@end", to: "Pods/Lib/C.mm", in: root)
        try write("class Hidden {}", to: ".build/checkouts/Hidden.swift", in: root)
        try write("class Git {}", to: ".git/Git.swift", in: root)
        try write("not source", to: "App/Notes.txt", in: root)
        try write("<xib/>", to: "App/View.xib", in: root)

        // Compared by their last two components: temporary paths may be reported through a symbolic link.
        let files = try SourceFileFinder.sourceFiles(in: root).map { $0.pathComponents.suffix(2).joined(separator: "/") }
        #expect(files == ["App/A.swift", "App/B.h", "App/B.m", "Lib/C.mm"])

        let index = try SourceIndex(directory: root)
        #expect(Set(index.classes.map(\.name)) == ["A", "B", "C"])
        #expect(index.readFailures.isEmpty)
    }

    @Test("a missing directory is an error value naming its path")
    func missingDirectory() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        #expect(throws: SourceReadFailure.self) { try SourceIndex(directory: missing) }
        do {
            _ = try SourceFileFinder.sourceFiles(in: missing)
        } catch {
            #expect(error.path == missing.path)
        }
    }

    @Test("unreadable files are reported with their path; the others are still indexed")
    func unreadableFile() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("class Good: UIView {\n    @IBOutlet var x: UILabel!\n}", to: "Good.swift", in: root)
        let missing = root.appendingPathComponent("Missing.swift")
        let index = SourceIndex(files: [root.appendingPathComponent("Good.swift"), missing])
        #expect(index.outlets.map(\.name) == ["x"])
        #expect(index.readFailures.count == 1)
        #expect(index.readFailures.first?.path == missing.path)
        if case .unreadable = index.readFailures.first?.reason {} else {
            Issue.record("expected an unreadable failure, got \(String(describing: index.readFailures.first))")
        }
    }

    @Test("non-UTF-8 files are reported, and their ASCII declarations are still indexed")
    func notUTF8() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // "// © 2009" in Mac Roman: 0xA9 is not valid UTF-8 on its own.
        var bytes = Array("// ".utf8) + [0xA9] + Array(" 2009\n@interface Old : NSObject\n@property IBOutlet NSView *view;\n@end\n".utf8)
        let url = root.appendingPathComponent("Old.h")
        try Data(bytes).write(to: url)
        let index = SourceIndex(files: [url])
        #expect(index.readFailures == [SourceReadFailure(path: url.path, reason: .notUTF8)])
        #expect(index.outlet(named: "view", in: "Old")?.location.line == 3)

        // With a UTF-8 byte order mark the file is fine.
        bytes = [0xEF, 0xBB, 0xBF] + Array("class New: UIView {\n    @IBOutlet var x: UILabel!\n}".utf8)
        let bomURL = root.appendingPathComponent("New.swift")
        try Data(bytes).write(to: bomURL)
        let bomIndex = SourceIndex(files: [bomURL])
        #expect(bomIndex.readFailures.isEmpty)
        #expect(bomIndex.outlet(named: "x", in: "New")?.location.column == 19)
    }

    @Test("UTF-16 files with a byte order mark are decoded")
    func utf16() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("Wide.m")
        let text = "@interface Wide : NSObject\n- (IBAction)go:(id)sender;\n@end\n"
        var data = Data([0xFF, 0xFE])
        for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        try data.write(to: url)
        let index = SourceIndex(files: [url])
        #expect(index.readFailures.isEmpty)
        #expect(index.action(selector: "go:", in: "Wide") != nil)
    }

    @Test("Swift syntax errors are diagnosed, and declarations around them are still indexed")
    func swiftSyntaxErrors() throws {
        let index = indexedSwift("""
            class Broken: UIViewController {
                @IBOutlet weak var before: UILabel!
                func oops( {
                @IBOutlet weak var after: UIButton!
                @IBAction func tap(_ sender: Any) {}
            }
            """)
        #expect(!index.diagnostics.isEmpty)
        #expect(index.diagnostics.allSatisfy { $0.location.file == "View.swift" })
        #expect(index.outlet(named: "before", in: "Broken") != nil)
        #expect(index.classes(named: "Broken").count == 1)
    }

    @Test("valid sources produce no diagnostics")
    func noDiagnosticsForValidSources() {
        let index = indexed(
            ("A.swift", "class A: UIView {\n    @IBOutlet var x: UILabel!\n}"),
            ("B.m", "@interface B : NSObject\n@end\n@implementation B\n@end")
        )
        #expect(index.diagnostics.isEmpty)
    }

    @Test("files with other extensions are ignored")
    func otherExtensions() {
        let index = indexed(("README.md", "class A: UIView { @IBOutlet var x: UILabel! }"))
        #expect(index.classes.isEmpty)
        #expect(SourceFile.language(forPath: "a/B.MM") == .objectiveC)
        #expect(SourceFile.language(forPath: "a.b/C") == nil)
    }

    @Test("CRLF and CR line endings count as one line break each")
    func lineEndings() throws {
        let index = indexedSwift("class A: UIView {\r\n\r\n    @IBOutlet var x: UILabel!\r}\r\nextension A {\r    @IBOutlet var y: UILabel!\n}")
        #expect(index.outlet(named: "x", in: "A")?.location.line == 3)
        #expect(index.outlet(named: "y", in: "A")?.location.line == 6)
    }
}
