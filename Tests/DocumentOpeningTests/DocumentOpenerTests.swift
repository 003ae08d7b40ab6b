import DocumentOpening
import Foundation
import JSONLayout
import TestSupport
import Testing
import XIBDecoder

/// The one front end opens every format uidesc reads, on real files: a XIB, a legacy Interface Builder 3 archive and
/// a JSON layout (with and without its extension, as git's temporary files have none), and gives the merge and the
/// diff what they can take.
@Suite struct DocumentOpenerTests {
    static let xib = SharedFolder.samples.appendingPathComponent("Login/LoginViewController.xib").path
    static let legacyArchive = SharedFolder.corpus
        .appendingPathComponent("robbiehanson__XMPPFramework/Xcode/Examples/Tests/TestElementReceipt/TestElementReceipt/en.lproj/MainMenu.xib").path

    /// A temporary file holding `text`, removed by the caller.
    func temporaryFile(_ text: String, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentOpenerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func opensEveryFormat() throws {
        let opener = DocumentOpener()
        let xib = try opener.open(Self.xib)
        #expect(xib.format != XIBReader.legacyArchiveFormat)
        let archive = try opener.open(Self.legacyArchive)
        #expect(archive.format == XIBReader.legacyArchiveFormat)
        let layout = JSONLayoutWriter().layout(for: xib)
        for name in ["LoginViewController.json", "merge_file_a1b2c3"] {
            let url = try temporaryFile(layout, name: name)
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            let opened = try opener.open(url.path)
            #expect(opened.elementCount == xib.elementCount, "\(name)")
        }
        #expect(DocumentFormat.of(Array(layout.utf8), path: nil) == .jsonLayout)
        #expect(DocumentFormat.of(try opener.bytes(at: Self.xib), path: nil) == .interfaceBuilder)
    }

    @Test func givesTheDiffALayoutAsItsXIBAndRefusesToMergeIt() throws {
        let opener = DocumentOpener()
        let xibBytes = try opener.bytes(at: Self.xib)
        #expect(try opener.interfaceBuilderBytes(xibBytes, path: Self.xib) == xibBytes)
        try opener.requireMergeable(xibBytes, path: Self.xib)
        let layout = Array(JSONLayoutWriter().layout(for: try opener.open(Self.xib)).utf8)
        let asXIB = try opener.interfaceBuilderBytes(layout, path: "Scroll.json")
        #expect(try XIBReader().read(asXIB).elementCount == (try opener.read(layout, path: "Scroll.json")).elementCount)
        let error = #expect(throws: UIDescriptionError.self) { try opener.requireMergeable(layout, path: "Scroll.json") }
        #expect(error?.message.contains("a JSON layout cannot be merged") == true)
        #expect(error?.location?.file == "Scroll.json")
    }

    @Test func failsWithAPosition() throws {
        let url = try temporaryFile(#"{"format": "uidesc-layout/1", "#, name: "Broken.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let error = #expect(throws: UIDescriptionError.self) { try DocumentOpener().open(url.path) }
        #expect(error?.location?.line == 1)
    }
}
