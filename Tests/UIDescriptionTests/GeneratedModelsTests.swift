import Foundation
import Testing
import TestSupport

/// The typed models in `Sources/UIDescription/Models/Generated` (and the framework tables in
/// `Sources/UIDescription/Framework/Generated`) are written by the generator in
/// `CodeGeneration/` from the catalogue. The generator records in each file's header a fingerprint of its own
/// and the catalogue's sources and one of the file's body (`CodeGeneration/Sources/ModelGenerator/Fingerprint.swift`);
/// these tests recompute both without depending on the generator, so that `swift test` fails when the catalogue
/// was changed without regenerating, or a generated file was edited by hand. (`swift test --package-path
/// CodeGeneration` regenerates in memory and compares byte for byte.)
@Suite struct GeneratedModelsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let generated = root.appendingPathComponent("Sources/UIDescription/Models/Generated", isDirectory: true)
    /// Every folder the generator writes: the typed models, and the framework tables.
    static let generatedFolders = [generated, root.appendingPathComponent("Sources/UIDescription/Framework/Generated", isDirectory: true)]
    static let sources = root.appendingPathComponent("CodeGeneration/Sources", isDirectory: true)
    static let catalogue = sources.appendingPathComponent("ModelSpecification/Catalogue", isDirectory: true)

    static func fnv(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func sourcesFingerprint() throws -> UInt64 {
        let paths = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var hash = fnv([])
        for path in paths {
            hash = fnv(Array(path.utf8) + [0], seed: hash)
            hash = fnv(try Data(contentsOf: sources.appendingPathComponent(path)) + [0], seed: hash)
        }
        return hash
    }

    static func generatedFiles(in folder: URL = generated) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".generated.swift") }.sorted()
    }

    @Test func everyCatalogueFileHasItsGeneratedFile() throws {
        let specifications = try FileManager.default.contentsOfDirectory(atPath: Self.catalogue.path)
            .filter { $0.hasSuffix(".swift") && $0 != "Catalogue.swift" }
            .map { $0.replacingOccurrences(of: ".swift", with: ".generated.swift") }
        #expect(Set(specifications) == Set(try Self.generatedFiles()))
    }

    @Test func generatedFilesAreUpToDateAndUnedited() throws {
        let expectedSources = Self.hex(try Self.sourcesFingerprint())
        let files = try Self.generatedFolders.flatMap { folder in try Self.generatedFiles(in: folder).map { folder.appendingPathComponent($0) } }
        #expect(files.count > Self.generatedFolders.count)
        for file in files {
            let name = file.lastPathComponent
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false)
            guard lines.count == 6, let marker = lines[3].range(of: "// Fingerprints: sources ") else {
                Issue.record("\(name) has no generator header")
                continue
            }
            let fields = lines[3][marker.upperBound...].components(separatedBy: ", body ")
            let body = String(lines[5])
            #expect(fields.first == expectedSources,
                    "\(name) is stale: the catalogue or the generator changed; run `swift run --package-path CodeGeneration generate-models`")
            #expect(fields.last == Self.hex(Self.fnv(body.utf8)), "\(name) was edited by hand: change the catalogue instead")
        }
    }

    /// One convention for every generated Swift file of the package: in a `Generated/` folder of its module, named
    /// `*.generated.swift`, with a fingerprint header; and every such folder is one a staleness test checks
    /// (`GeneratedFiles.folders`: these tests, and JSONLayoutTests' `GeneratedVocabularyTests`).
    @Test func everyGeneratedFileFollowsTheConvention() throws {
        let files = GeneratedFiles.all()
        #expect(files.count > 30)
        for file in files {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            #expect(folder.hasSuffix("/Generated") && file.hasSuffix(".generated.swift"),
                    "\(file): a generated file is named *.generated.swift, in a Generated/ folder of its module")
            #expect(GeneratedFiles.folders[folder] != nil, "\(folder) is a Generated/ folder no staleness test checks")
            #expect(try GeneratedFiles.header(ofFileAt: SharedFolder.packageRoot.appendingPathComponent(file)) != nil,
                    "\(file) has no fingerprint header")
        }
        let folders = Set(files.map { $0.split(separator: "/").dropLast().joined(separator: "/") })
        #expect(folders == Set(GeneratedFiles.folders.keys))
    }
}
