import ArgumentParser
import DocumentOpening
import Foundation
import InterfaceLocalization
import UIDescription

/// `uidesc strings generate`: the strings file `ibtool --generate-strings-file` writes, byte for byte.
struct StringsGenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the strings file ibtool --generate-strings-file writes for each XIB or storyboard.",
        discussion: """
            Each localizable text of the file becomes an entry keyed `ObjectID.keyPath` under ibtool's comment \
            (`/* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */`), in ibtool's order and layout. \
            The file is UTF-16 little-endian with a byte order mark, as ibtool writes it, unless --encoding utf8.

            With one file and no -o, the strings file goes to standard output. With --output-dir, each file's \
            strings file is written there as `Name.strings`.

            Exit codes: 0 written, 2 a file cannot be read or parsed, 64 usage errors.

            Examples:
              uidesc strings generate Base.lproj/Main.storyboard -o en.lproj/Main.strings
              uidesc strings generate Base.lproj/*.xib --output-dir en.lproj --encoding utf8
            """
    )

    @Argument(help: "The XIB or storyboard files (or JSON layouts).", completion: .file(extensions: ["xib", "storyboard", "json"]))
    var files: [String]

    @Option(name: [.short, .customLong("output")], help: "The strings file to write (- for standard output); one input only.")
    var output: String?

    @Option(help: "Write each file's strings file into this folder, as Name.strings.")
    var outputDir: String?

    @Option(help: "utf16 (ibtool's: little-endian with a byte order mark) or utf8 (no byte order mark).")
    var encoding: StringsFileWriter.Encoding = .utf16

    func validate() throws {
        if output != nil && outputDir != nil { throw ValidationError("Give -o or --output-dir, not both.") }
        if files.count > 1 && outputDir == nil { throw ValidationError("Several files need --output-dir.") }
    }

    func run() throws {
        let writer = StringsFileWriter(encoding: encoding)
        for file in files {
            let document = try DocumentOpener().openOrReport(file)
            let data = writer.data(for: TextExtractor().texts(of: document))
            let destination = outputDir.map { folder in
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + ".strings"
                return (folder as NSString).appendingPathComponent(name)
            } ?? output
            guard let destination, destination != "-" else {
                FileHandle.standardOutput.write(data)
                continue
            }
            do {
                if let folder = outputDir { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try data.write(to: URL(fileURLWithPath: destination))
            } catch {
                StandardError.write("error: cannot write \(destination): \(error.localizedDescription)\n")
                throw ExitStatus.unreadableInput
            }
        }
    }
}

extension StringsFileWriter.Encoding: ExpressibleByArgument {}
