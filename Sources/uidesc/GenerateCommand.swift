import ArgumentParser
import DocumentOpening
import Foundation
import InterfaceTypeGeneration
import UIDescription

/// `uidesc generate`: code generated from IB files.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from XIB and storyboard files.",
        subcommands: [GenerateSwiftCommand.self]
    )
}

/// `uidesc generate swift`: the Decodable owner types and typed identifiers of IB files (`InterfaceTypeGenerator`).
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the Decodable owner types and the typed identifiers of XIB and storyboard files.",
        discussion: """
            For each owner of outlets (a xib's File's Owner, each storyboard scene's controller, each object of a \
            custom class with outlets): a struct named after its custom class with one `let` per connected outlet, \
            typed with the model of the destination (Label, Button, AnyView, Node…), conforming to InterfaceOwner, \
            so that `XIBDecoder().decode(Owner.self, inFolder: folder)` decodes it. For each file: an enum with its \
            name and its storyboard, segue and reuse identifiers as String enums.

            Paths in the generated code are relative to --root (default: the one folder given, or the folder \
            holding every input). The same files give the same bytes. With --check nothing is written: the exit \
            status says whether the output is current. With --output-dir, files an earlier run wrote there for \
            inputs that are gone are removed (with --check, reported).

            Exit codes: 0 written (or current), 1 stale (--check), 2 a file cannot be read or parsed, 64 usage errors.

            Examples:
              uidesc generate swift Sources/App -o Sources/App/Generated/InterfaceTypes.swift
              uidesc generate swift Sources/App --output-dir Sources/App/Generated --access public
              uidesc generate swift Sources/App -o Sources/App/Generated/InterfaceTypes.swift --check
            """
    )

    @Argument(help: "XIB and storyboard files, or folders to search for them.", completion: .file(extensions: ["xib", "storyboard"]))
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "The Swift file to write (- for standard output, the default).")
    var output: String?

    @Option(help: "Write one Swift file per input file into this folder.")
    var outputDir: String?

    @Option(help: "The access level of the declarations: internal (default) or public.")
    var access: InterfaceTypeGenerator.Access = .internal

    @Option(help: "Nest every declaration in an enum of this name.")
    var namespace: String?

    @Option(help: "The folder the generated file paths are relative to.")
    var root: String?

    @Flag(help: "Write nothing; exit 1 when the output files differ from what would be generated.")
    var check = false

    func validate() throws {
        if output != nil && outputDir != nil { throw ValidationError("Give -o or --output-dir, not both.") }
        if check && output == nil && outputDir == nil { throw ValidationError("--check needs -o or --output-dir: the files to compare.") }
    }

    func run() throws {
        let opener = DocumentOpener()
        var inputs: [InterfaceTypeGenerator.Input] = []
        for file in InterfaceTypeGenerator.inputFiles(for: paths, root: root) {
            inputs.append(.init(path: file.relativePath, document: try opener.openOrReport(file.path)))
        }
        let generator = InterfaceTypeGenerator(access: access, namespace: namespace)
        let generated = generator.generate(inputs)
        let outputs: [(path: String, contents: String)]
        if let outputDir {
            outputs = generated.sourcesByFile.map { ((outputDir as NSString).appendingPathComponent($0.name), $0.contents) }
        } else if let output, output != "-" {
            outputs = [(output, generated.source)]
        } else {
            FileHandle.standardOutput.write(Data(generated.source.utf8))
            return
        }
        // Files an earlier run wrote into the folder for inputs that are gone.
        let leftOver = outputDir.map { Self.generatedFiles(in: $0).filter { path in !outputs.contains { $0.path == path } } } ?? []
        if check {
            let stale = outputs.filter { !GeneratedFile.holds($0.contents, at: $0.path) }
            for file in stale { StandardError.write("\(file.path): stale: run uidesc generate swift again\n") }
            for path in leftOver { StandardError.write("\(path): left over: its input is gone; run uidesc generate swift again\n") }
            if !stale.isEmpty || !leftOver.isEmpty { throw ExitStatus.findings }
            return
        }
        for path in leftOver { try? FileManager.default.removeItem(atPath: path) }
        for file in outputs {
            do {
                // Unchanged files are left alone, so a build that depends on them does not start again.
                try GeneratedFile.write(file.contents, to: file.path)
            } catch {
                StandardError.write("error: cannot write \(file.path): \(error.localizedDescription)\n")
                throw ExitStatus.unreadableInput
            }
        }
    }
}

extension GenerateSwiftCommand {
    /// The Swift files directly in `folder` that this command wrote (their header says so).
    static func generatedFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
            .filter(GeneratedFile.isGeneratedSwift(at:))
    }
}

extension InterfaceTypeGenerator.Access: ExpressibleByArgument {}
