import Foundation
import Testing
@testable import ModelGenerator
import ModelSpecification

/// The checked-in generated files are what the generator writes from today's specification.
@Suite struct GeneratedFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkedInFilesMatchTheSpecification() throws {
        let sources = Self.root.appendingPathComponent(CatalogueGenerator.sourcesFolder, isDirectory: true)
        for output in try GeneratedOutputs.all(sourcesFingerprint: try Fingerprint.ofSources(in: sources)) {
            let folder = Self.root.appendingPathComponent(output.folder, isDirectory: true)
            for file in output.files {
                let checkedIn = try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
                #expect(checkedIn == file.contents,
                        "\(output.folder)/\(file.name) is stale: run `swift run --package-path CodeGeneration generate-models`")
            }
            let present = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".generated.swift") }
            #expect(Set(present) == Set(output.files.map(\.name)), "generated files the specification no longer names")
        }
    }

    @Test func aClassDeclaredTwiceForOnePlatformIsRefused() throws {
        let twice = FrameworkClassList(.uiKit, [FrameworkClass("UIView", "UIResponder"), FrameworkClass("UIView", "UIResponder")])
        #expect(throws: FrameworkTablesGenerator.DuplicateClass.self) { try FrameworkTablesGenerator.render([twice]) }
    }
}
