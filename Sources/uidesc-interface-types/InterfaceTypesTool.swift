import Foundation
import InterfaceTypeGeneration
import XIBDecoder

// The tool of the `GenerateInterfaceTypes` build-tool plugin: `uidesc generate swift` for XIB and storyboard files
// only, built from the few modules it needs (a build-tool plugin's tool is built a second time, for the host).
//
//   uidesc-interface-types FILE… --root FOLDER -o OUTPUT.swift [--access public|internal] [--namespace NAME]

// A fuzzing build (scripts/fuzz.sh) builds the build-tool plugin's tool too, linked with libFuzzer, whose `main` calls
// `LLVMFuzzerTestOneInput`: there the tool is an empty fuzz target (never run), with no `main` of its own.
#if UIDESC_FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzingBuildEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }
#else
/// The entry point.
@main
enum InterfaceTypesTool {
    static func main() {
        var files: [String] = []
        var options: [String: String] = [:]
        var arguments = CommandLine.arguments.dropFirst()[...]
        while let argument = arguments.popFirst() {
            if ["--root", "-o", "--access", "--namespace"].contains(argument) {
                guard let value = arguments.popFirst() else {
                    FileHandle.standardError.write(Data("uidesc-interface-types: \(argument) needs a value\n".utf8))
                    exit(64)
                }
                options[argument] = value
            } else {
                files.append(argument)
            }
        }
        guard let output = options["-o"], let access = InterfaceTypeGenerator.Access(rawValue: options["--access"] ?? "internal") else {
            FileHandle.standardError.write(Data("usage: uidesc-interface-types FILE… [--root FOLDER] -o OUTPUT.swift [--access public|internal] [--namespace NAME]\n".utf8))
            exit(64)
        }
        var inputs: [InterfaceTypeGenerator.Input] = []
        for file in InterfaceTypeGenerator.inputFiles(for: files, root: options["--root"]) {
            do {
                inputs.append(.init(path: file.relativePath, document: try XIBDecoder().document(contentsOf: URL(fileURLWithPath: file.path))))
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                exit(2)
            }
        }
        let source = InterfaceTypeGenerator(access: access, namespace: options["--namespace"]).generate(inputs).source
        do {
            // An unchanged file is left alone, so what depends on it is not built again.
            try GeneratedFile.write(source, to: output)
        } catch {
            FileHandle.standardError.write(Data("uidesc-interface-types: cannot write \(output): \(error.localizedDescription)\n".utf8))
            exit(2)
        }
    }
}
#endif
