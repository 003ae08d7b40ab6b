// Writes the generated model files from the catalogue:
//   swift run --package-path CodeGeneration generate-models [REPOSITORY_ROOT]
// The root defaults to the package's parent folder. Files of the output folder that the catalogue no longer
// names are removed.
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
let folder = root.appendingPathComponent(CatalogueGenerator.outputFolder, isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let sources = root.appendingPathComponent(CatalogueGenerator.sourcesFolder, isDirectory: true)
    let files = try CatalogueGenerator.files(sourcesFingerprint: try Fingerprint.ofSources(in: sources))
    let names = Set(files.map(\.name))
    for existing in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where existing.hasSuffix(".generated.swift") && !names.contains(existing) {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(existing))
    }
    var changed = 0
    for file in files {
        let url = folder.appendingPathComponent(file.name)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.contents { continue }
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        changed += 1
    }
    print("generate-models: \(files.count) files in \(CatalogueGenerator.outputFolder), \(changed) rewritten")
} catch {
    FileHandle.standardError.write(Data("generate-models: \(error)\n".utf8))
    exit(1)
}
