import ArgumentParser
import Foundation
import NIBDecoder
import UIDescription

/// The arguments of `uidesc convert INPUT… [-o OUTPUT | --output-dir DIR] [--to json|xib] [--check]`.
struct ConvertOptions: ParsableArguments {
    @Argument(
        help: "XIB, storyboard or JSON layout files to convert, or folders to walk for them; compiled .nib files and .nib or .storyboardc folders to write as XIBs or storyboards (a decompile).",
        completion: .file(extensions: ["xib", "storyboard", "json", "nib", "storyboardc"]))
    var inputs: [String] = []

    @Option(name: [.short, .long], help: "The output file, or - for standard output (one input only).", completion: .file())
    var output: String?

    @Option(name: .customLong("output-dir"), help: "The folder to write every output to.", completion: .directory)
    var outputDirectory: String?

    @Option(help: "json or xib (default: json for .xib and .storyboard inputs, xib for .json inputs).")
    var to: ConversionFormat?

    @Flag(help: "Write nothing; fail when an output file is missing or differs from what would be written.")
    var check = false

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("Give at least one file to convert.") }
        if output != nil, outputDirectory != nil { throw ValidationError("-o and --output-dir cannot be used together.") }
        if output != nil, inputs.count > 1 || inputs.contains(where: Self.isDirectory) {
            throw ValidationError("-o takes one input file; use --output-dir for several.")
        }
        if check, output == "-" { throw ValidationError("--check compares files; it cannot check standard output.") }
        for input in inputs where !Self.isDirectory(input) && format(for: input) == nil {
            throw ValidationError("Cannot convert `\(input)`\(to.map { " to \($0.rawValue)" } ?? ""): give .xib or .storyboard files to make JSON, .json, .nib or .storyboardc files to make XIB.")
        }
    }

    /// The files to convert: each input file, and for each folder the files below it that convert to the
    /// requested format (IB files for JSON, `.json` files for XIB), sorted, with their paths inside that folder
    /// (which `--output-dir` keeps, so `Base.lproj/Main.storyboard` and `en.lproj/Main.storyboard` stay apart).
    func expandedInputs() -> [ConversionInput] {
        inputs.flatMap { input -> [ConversionInput] in
            guard Self.isDirectory(input) else { return [ConversionInput(file: input)] }
            let found = FolderWalk.files(below: input) { format(for: $0) != nil } ?? []
            return found.map { ConversionInput(path: $0.path, relativePath: $0.relativePath) }
        }
    }

    /// Whether `path` is a folder to walk: a `.nib` or `.storyboardc` folder is one compiled document instead.
    static func isDirectory(_ path: String) -> Bool {
        if NIBReader.isCompiledInterface(path) { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The format `input` is converted to, or `nil` when it cannot be. A compiled nib converts to XIB by default,
    /// or to JSON.
    func format(for input: String) -> ConversionFormat? {
        if NIBReader.isCompiledInterface(input) { return to ?? .xib }
        return switch (input as NSString).pathExtension.lowercased() {
        case "xib", "storyboard": (to ?? .json) == .json ? .json : nil
        case "json": (to ?? .xib) == .xib ? .xib : nil
        default: nil
        }
    }

    /// Where the conversion of `input` goes: `-o`, else `--output-dir` (at the input's path inside the folder
    /// given, for files found by walking one), else beside the input; the extension the converter chose
    /// replaces the input's. `nil` means standard output.
    func destination(for input: ConversionInput, fileExtension: String) -> String? {
        if let output { return output == "-" ? nil : output }
        let placed = outputDirectory.map { ($0 as NSString).appendingPathComponent(input.relativePath) } ?? input.path
        return ((placed as NSString).deletingPathExtension as NSString).appendingPathExtension(fileExtension) ?? placed
    }
}

/// One file `uidesc convert` converts: its path, and its path inside the folder argument it was found in
/// (its file name when it was given directly).
struct ConversionInput: Equatable {
    var path: String
    var relativePath: String

    /// A file given directly: under `--output-dir` it goes by its name.
    init(file path: String) {
        self.init(path: path, relativePath: (path as NSString).lastPathComponent)
    }

    init(path: String, relativePath: String) {
        self.path = path
        self.relativePath = relativePath
    }
}
