import ArgumentParser
import Foundation
import Testing
import TestSupport
import UIDescription
import XIBDecoder
@testable import uidesc

/// The file handling of `uidesc convert` (arguments, destinations, --check, exit codes), run with a converter
/// written for the test: the JSON layout converter plugs into the same seam.
@Suite("uidesc convert: arguments and files")
struct ConversionRunTests {
    /// Converts by wrapping the input text, and fails on inputs containing "broken" the way a real converter does.
    struct WrappingConverter: LayoutConverting {
        func convert(fileAt path: String, to format: ConversionFormat, replacing previousLayout: Data?) throws -> ConvertedDocument {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            if text.contains("broken") {
                throw UIDescriptionError(.malformed("unexpected end of input"), "unexpected end of input", at: SourceLocation(file: path, line: 3, column: 7))
            }
            return ConvertedDocument(text: "[\(format.rawValue)] \(text)", fileExtension: format == .json ? "json" : "storyboard")
        }
    }

    static func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test("usage errors: no input, -o with several inputs or with --output-dir, a format the input cannot take")
    func usage() {
        #expect(throws: (any Error).self) { try ConvertOptions.parse([]) }
        #expect(throws: (any Error).self) { try ConvertOptions.parse(["a.xib", "b.xib", "-o", "x.json"]) }
        #expect(throws: (any Error).self) { try ConvertOptions.parse(["a.xib", "-o", "x.json", "--output-dir", "d"]) }
        #expect(throws: (any Error).self) { try ConvertOptions.parse(["a.json", "--to", "json"]) }
        #expect(throws: (any Error).self) { try ConvertOptions.parse(["notes.txt"]) }
        #expect(throws: (any Error).self) { try ConvertOptions.parse(["a.xib", "-o", "-", "--check"]) }
        #expect(throws: Never.self) { try ConvertOptions.parse(["a.xib", "b.storyboard", "c.json", "--output-dir", "out"]) }
    }

    @Test("outputs go beside the input, into --output-dir, to -o, or to standard output with -o -")
    func destinations() throws {
        let beside = try ConvertOptions.parse(["App/Login.xib"])
        #expect(beside.format(for: "App/Login.xib") == .json)
        #expect(beside.destination(for: ConversionInput(file: "App/Login.xib"), fileExtension: "json") == "App/Login.json")
        let folder = try ConvertOptions.parse(["App/Main.json", "--output-dir", "Out"])
        #expect(folder.format(for: "App/Main.json") == .xib)
        #expect(folder.destination(for: ConversionInput(file: "App/Main.json"), fileExtension: "storyboard") == "Out/Main.storyboard")
        #expect(try ConvertOptions.parse(["a.xib", "-o", "b.json"]).destination(for: ConversionInput(file: "a.xib"), fileExtension: "json") == "b.json")
        #expect(try ConvertOptions.parse(["a.xib", "-o", "-"]).destination(for: ConversionInput(file: "a.xib"), fileExtension: "json") == nil)
    }

    /// Regression: --output-dir flattened walked folders, so same-named files (`Base.lproj/Main.storyboard`,
    /// `en.lproj/Main.storyboard`) overwrote each other without a word (150 corpus files gave 113 outputs).
    @Test("--output-dir keeps the folders below a folder input; two inputs never write the same output")
    func outputFolderKeepsTheTree() throws {
        let folder = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["Base.lproj", "en.lproj"] {
            let sub = folder.appendingPathComponent("App/\(language)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try "<\(language)/>".write(to: sub.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("Out").path
        let walked = try ConvertOptions.parse([folder.appendingPathComponent("App").path, "--output-dir", out])
        #expect(walked.expandedInputs().map(\.relativePath) == ["Base.lproj/Main.storyboard", "en.lproj/Main.storyboard"])
        #expect(ConversionRun(converter: WrappingConverter(), options: walked).execute() == ExitCode.success)
        #expect(try String(contentsOfFile: out + "/Base.lproj/Main.json", encoding: .utf8) == "[json] <Base.lproj/>")
        #expect(try String(contentsOfFile: out + "/en.lproj/Main.json", encoding: .utf8) == "[json] <en.lproj/>")

        // Given directly, the two files have one name in the output folder: the second is refused, not written over the first.
        let direct = ["Base.lproj", "en.lproj"].map { folder.appendingPathComponent("App/\($0)/Main.storyboard").path }
        let flat = folder.appendingPathComponent("Flat").path
        var messages: [String] = []
        var run = ConversionRun(converter: WrappingConverter(), options: try ConvertOptions.parse(direct + ["--output-dir", flat]))
        run.report = { messages.append($0) }
        #expect(run.execute() == ExitCode(2))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("[output-collision]") == true)
        #expect(try String(contentsOfFile: flat + "/Main.json", encoding: .utf8) == "[json] <Base.lproj/>")
    }

    @Test("converting writes each output; --check passes when outputs are current and fails (exit 1) when not")
    func writeAndCheck() throws {
        let folder = try Self.folder(with: ["Login.xib": "<login/>", "Main.json": "{}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = ["Login.xib", "Main.json"].map { folder.appendingPathComponent($0).path }
        var messages: [String] = []
        let check = try ConvertOptions.parse(inputs + ["--check"])
        var run = ConversionRun(converter: WrappingConverter(), options: check)
        run.report = { messages.append($0) }
        #expect(run.execute() == ExitCode(1))
        #expect(messages.count == 2)
        #expect(messages.first?.contains("Login.json:1:1: error: is missing") == true)

        let write = try ConvertOptions.parse(inputs)
        #expect(ConversionRun(converter: WrappingConverter(), options: write).execute() == ExitCode.success)
        #expect(try String(contentsOf: folder.appendingPathComponent("Login.json"), encoding: .utf8) == "[json] <login/>")
        #expect(try String(contentsOf: folder.appendingPathComponent("Main.storyboard"), encoding: .utf8) == "[xib] {}")

        messages = []
        run = ConversionRun(converter: WrappingConverter(), options: check)
        run.report = { messages.append($0) }
        #expect(run.execute() == ExitCode.success)
        #expect(messages.isEmpty)

        try "changed".write(to: folder.appendingPathComponent("Login.json"), atomically: true, encoding: .utf8)
        run.report = { messages.append($0) }
        #expect(run.execute() == ExitCode(1))
        #expect(messages.first?.contains("is out of date") == true)
    }

    @Test("an input the converter cannot read exits 2 with its position; the others are still converted")
    func unreadableInput() throws {
        let folder = try Self.folder(with: ["Bad.xib": "broken", "Good.xib": "<good/>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try ConvertOptions.parse(["Bad.xib", "Good.xib"].map { folder.appendingPathComponent($0).path })
        var messages: [String] = []
        var run = ConversionRun(converter: WrappingConverter(), options: options)
        run.report = { messages.append($0) }
        #expect(run.execute() == ExitCode(2))
        #expect(messages == ["\(folder.appendingPathComponent("Bad.xib").path):3:7: error: unexpected end of input [unreadable-input]\n"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Good.json").path))
    }

    @Test("-o - prints the result")
    func standardOutput() throws {
        let folder = try Self.folder(with: ["Login.xib": "<login/>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var printed = ""
        var run = ConversionRun(
            converter: WrappingConverter(),
            options: try ConvertOptions.parse([folder.appendingPathComponent("Login.xib").path, "-o", "-"]))
        run.standardOutput = { printed += $0 }
        #expect(run.execute() == ExitCode.success)
        #expect(printed == "[json] <login/>")
    }

    /// A legacy Interface Builder 3 archive converts with a note that its layout converts back to a document-format
    /// XIB, and that XIB reads back as the archive's translation.
    @Test("a legacy archive converts, and says that converting back writes the document format")
    func legacyArchive() throws {
        let archive = Corpus.file("quicksilver__Quicksilver/Quicksilver/Nibs/QSCompressionPrefPane.xib")
        let folder = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("QSCompressionPrefPane.json")
        var messages: [String] = []
        var run = ConversionRun(converter: JSONLayoutConverter(), options: try ConvertOptions.parse([archive.path, "-o", layout.path]))
        run.report = { messages.append($0) }
        #expect(run.execute() == ExitCode.success)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("\(archive.path):1:1: note: a legacy Interface Builder 3 archive") == true)
        #expect(messages.first?.contains("document-format XIB") == true)

        let xib = folder.appendingPathComponent("Back.xib")
        var back = ConversionRun(converter: JSONLayoutConverter(), options: try ConvertOptions.parse([layout.path, "--to", "xib", "-o", xib.path]))
        back.report = { _ in }
        #expect(back.execute() == ExitCode.success)
        let written = try String(contentsOf: xib, encoding: .utf8)
        #expect(written.contains("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\""))
        #expect(!written.contains("<archive"))
        let original = try XIBDecoder().document(contentsOf: archive), reread = try XIBDecoder().document(contentsOf: xib)
        #expect(reread.format == "xib" && original.format == "xib-archive")
        #expect(Array(reread.allElements).map(reread.name(of:)) == Array(original.allElements).map(original.name(of:)))
    }
}
