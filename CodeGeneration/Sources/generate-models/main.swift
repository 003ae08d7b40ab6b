// Writes the generated files from the specification: the typed models from the model catalogue, and the
// framework tables from the framework catalogue:
//   swift run --package-path CodeGeneration generate-models [REPOSITORY_ROOT]
// The root defaults to the package's parent folder. Generated files of an output folder that the specification no
// longer names are removed.
import Foundation
import ModelGenerator

let root: URL
if CommandLine.arguments.count > 1 {
    root = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
} else {
    root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // generate-models
        .deletingLastPathComponent().deletingLastPathComponent()         // Sources, CodeGeneration
        .deletingLastPathComponent()
}
do {
    let sources = root.appendingPathComponent(CatalogueGenerator.sourcesFolder, isDirectory: true)
    let fingerprint = try Fingerprint.ofSources(in: sources)
    for output in try GeneratedOutputs.all(sourcesFingerprint: fingerprint) {
        let folder = root.appendingPathComponent(output.folder, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = Set(output.files.map(\.name))
        for existing in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where existing.hasSuffix(".generated.swift") && !names.contains(existing) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(existing))
        }
        var changed = 0
        for file in output.files {
            let url = folder.appendingPathComponent(file.name)
            if (try? String(contentsOf: url, encoding: .utf8)) == file.contents { continue }
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            changed += 1
        }
        print("generate-models: \(output.files.count) files in \(output.folder), \(changed) rewritten")
    }
} catch {
    FileHandle.standardError.write(Data("generate-models: \(error)\n".utf8))
    exit(1)
}
