import Foundation
import Testing
import UIDescription

/// The one folder walk that `validate`, `convert` and the source index share.
@Suite("Folder walk")
struct FolderWalkTests {
    @Test("files below a folder: sorted, relative paths kept, hidden names and folders skipped, links to files followed")
    func walk() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("uidesc-walk-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: folder) }
        for path in ["b/Login.xib", "a/Main.storyboard", ".git/config.xib", "a/.hidden.xib", "Base.lproj/.build/x.xib", "c.swift"] {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try manager.createSymbolicLink(
            at: folder.appendingPathComponent("linked.xib"), withDestinationURL: folder.appendingPathComponent("b/Login.xib"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent("loop"), withDestinationURL: folder)

        let all = try #require(FolderWalk.files(below: folder.path))
        #expect(all.map(\.relativePath) == ["a/Main.storyboard", "b/Login.xib", "c.swift", "linked.xib"])
        #expect(all.allSatisfy { $0.path == folder.path + "/" + $0.relativePath })
        let xibs = try #require(FolderWalk.files(below: folder.path) { $0.hasSuffix(".xib") })
        #expect(xibs.map(\.relativePath) == ["b/Login.xib", "linked.xib"])
        // A folder given through a link (`../shared` may be one) is walked, and paths keep the link's spelling.
        let link = manager.temporaryDirectory.appendingPathComponent("uidesc-walk-link-\(UUID().uuidString)")
        try manager.createSymbolicLink(at: link, withDestinationURL: folder)
        defer { try? manager.removeItem(at: link) }
        let throughLink = try #require(FolderWalk.files(below: link.path))
        #expect(throughLink.map(\.relativePath) == all.map(\.relativePath))
        #expect(throughLink.allSatisfy { $0.path.hasPrefix(link.path + "/") })
        #expect(FolderWalk.files(below: folder.appendingPathComponent("c.swift").path) == nil)
        #expect(FolderWalk.files(below: folder.appendingPathComponent("missing").path) == nil)
    }

    @Test("a path's extension is read from its last component, lowercased")
    func pathExtensions() {
        #expect("Views/Login.XIB".lowercasedPathExtension == "xib")
        #expect("App.storyboard".lowercasedPathExtension == "storyboard")
        #expect("Main.nib/keyedobjects.nib".lowercasedPathExtension == "nib")
        #expect("Folder.d/Makefile".lowercasedPathExtension == "")
        #expect("README".lowercasedPathExtension == "")
        #expect("archive.tar.GZ".lowercasedPathExtension == "gz")
        #expect("Ünïcode/Vüe.Swift".lowercasedPathExtension == "swift")
        #expect("Vendor/Sparkle/SUUpdater.h".pathBaseName == "SUUpdater")
        #expect("Cell~ipad.xib".pathBaseName == "Cell~ipad")
        #expect("Folder.d/Makefile".pathBaseName == "Makefile")
    }
}
