import Foundation
import Testing
@testable import ModelGenerator

/// The checked-in generated files are what the generator writes from today's catalogue.
@Suite struct GeneratedFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent(CatalogueGenerator.outputFolder, isDirectory: true)

    @Test func checkedInFilesMatchTheCatalogue() throws {
        let sources = Self.root.appendingPathComponent(CatalogueGenerator.sourcesFolder, isDirectory: true)
        let files = try CatalogueGenerator.files(sourcesFingerprint: try Fingerprint.ofSources(in: sources))
        for file in files {
            let url = Self.folder.appendingPathComponent(file.name)
            let checkedIn = try? String(contentsOf: url, encoding: .utf8)
            #expect(checkedIn == file.contents,
                    "\(file.name) is stale: run `swift run --package-path CodeGeneration generate-models`")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".generated.swift") }
        #expect(Set(present) == Set(files.map(\.name)), "generated files the catalogue no longer names")
    }
}
