import Foundation
import InterfaceSources
import InterfaceValidation
import Testing

/// Parsing only the sources that can matter (the default) finds exactly what parsing every source finds, on each
/// repository of the shared corpus validated whole, and on the samples.
@Suite("Validation: the source scan changes no finding")
struct SourceScanEquivalenceTests {
    static let folders: [URL] = {
        let corpus = (try? FileManager.default.contentsOfDirectory(
            at: PackagePaths.corpus, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        let repositories = corpus.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        return (repositories + [PackagePaths.samples]).sorted { $0.path < $1.path }
    }()

    @Test("the corpus has repositories to compare")
    func foldersFound() {
        #expect(Self.folders.count >= 10)
    }

    @Test("the same findings as parsing every source", arguments: folders)
    func sameFindings(_ folder: URL) {
        let scanned = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        var everything = InterfaceValidator()
        everything.sourceInterest = .everything
        let full = everything.validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        // Syntax problems of files nothing uses are the one thing the scan does not see.
        #expect(scanned.findings == full.findings.filter { $0.rule != .sourceProblem || scanned.findings.contains($0) })
        #expect(scanned.sourceFileCount == full.sourceFileCount)
    }
}
