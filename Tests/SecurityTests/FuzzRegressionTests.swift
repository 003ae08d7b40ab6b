import Foundation
import FuzzHarnesses
import Testing
import TestSupport

/// Every input kept in Regressions/<target>/ (crashes found by scripts/fuzz.sh, and inputs of
/// bugs fixed by hand) goes through its fuzz harness again: a regression stops the test run
/// the way it stopped the fuzzer. The harnesses also run over the whole corpus.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static func inputs(of target: String) throws -> [URL] {
        let directory = regressions.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    @Test("Kept inputs of the XIB front end target")
    func xibReaderRegressions() throws {
        let inputs = try Self.inputs(of: "xib-reader")
        #expect(!inputs.isEmpty)
        for url in inputs { XIBReaderHarness.run(try Corpus.bytes(url)) }
    }

    /// Inputs of the legacy archive front end (scripts/fuzz.sh legacy-archive): records chaining parents deeper
    /// than any limit, a string object that is its own `NSString`, records whose parents form a cycle.
    @Test("Kept inputs of the legacy archive target, and the corpus's archives")
    func legacyArchiveRegressions() throws {
        let inputs = try Self.inputs(of: "legacy-archive")
        #expect(!inputs.isEmpty)
        for url in inputs { LegacyArchiveHarness.run(try Corpus.bytes(url)) }
        let archives = try Corpus.interfaceFiles.map(Corpus.bytes).filter { bytes in
            String(decoding: bytes.prefix(400), as: UTF8.self).contains("<archive type=\"com.apple.InterfaceBuilder3")
        }
        #expect(archives.count >= 10)
        for bytes in archives { LegacyArchiveHarness.run(bytes) }
    }

    @Test("Kept inputs of the decoder target")
    func decoderRegressions() throws {
        let inputs = try Self.inputs(of: "decoder")
        #expect(!inputs.isEmpty)
        for url in inputs { DecoderHarness.run(try Corpus.bytes(url)) }
    }

    // The JSON layout reader's target (scripts/fuzz.sh json-layout) gets its replay test here.

    @Test("Kept inputs of the merge target")
    func mergeRegressions() throws {
        let inputs = try Self.inputs(of: "merge")
        #expect(!inputs.isEmpty)
        for url in inputs { MergeHarness.run(try Corpus.bytes(url)) }
    }

    @Test("Both harnesses hold on every corpus file")
    func corpusThroughHarnesses() throws {
        let files = Corpus.interfaceFiles
        #expect(files.count >= 100)
        for url in files {
            let bytes = try Corpus.bytes(url)
            XIBReaderHarness.run(bytes)
            if bytes.count < 40_000 { DecoderHarness.run(bytes) }
        }
    }
}

/// The compiled-nib front end's kept inputs (scripts/fuzz.sh nib-reader), and every nib of ../shared/nib, through
/// its harness.
@Suite("Fuzz regressions of the nib reader")
struct NIBFuzzRegressionTests {
    @Test("Kept inputs of the nib reader target, and the nibs of ../shared/nib")
    func nibReaderRegressions() throws {
        for url in try FuzzRegressionTests.inputs(of: "nib-reader") { NIBReaderHarness.run(try Corpus.bytes(url)) }
        let nibs = FileManager.default.enumerator(at: SharedFolder.nib, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "nib" && !$0.hasDirectoryPath } ?? []
        let compiled = try nibs.map(Corpus.bytes).filter { !String(decoding: $0.prefix(5), as: UTF8.self).hasPrefix("<?xml") }
        if FileManager.default.fileExists(atPath: SharedFolder.nib.path) { #expect(compiled.count >= 200) }
        for bytes in compiled { NIBReaderHarness.run(bytes) }
    }

    /// Every `.storyboardc` and `.nib` folder of ../shared/nib (viraptor's compiled storyboards are `.out` folders),
    /// packed as the fuzz target's bundle inputs are (scripts/fuzz.sh packs its seeds the same way), through the
    /// harness; and the packing read back.
    @Test("The compiled storyboards and nib folders of ../shared/nib, packed")
    func packedFoldersThroughTheHarness() throws {
        let folders = FileManager.default.enumerator(at: SharedFolder.nib, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { ["storyboardc", "nib", "out"].contains($0.pathExtension) && $0.hasDirectoryPath } ?? []
        if FileManager.default.fileExists(atPath: SharedFolder.nib.path) { #expect(folders.count >= 10) }
        for folder in folders {
            let files = try CompiledStoryboardFiles.files(below: folder)
            let packed = NIBReaderHarness.pack(files)
            #expect(NIBReaderHarness.packedFiles(packed) == files)
            NIBReaderHarness.run(packed)
        }
    }
}
