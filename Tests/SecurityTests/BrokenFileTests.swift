import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Files broken the ways real files break: cut short, left with merge-conflict markers.
@Suite("Broken files")
struct BrokenFileTests {
    @Test("Truncation at every byte of a small real file gives an error with a position inside the prefix")
    func truncationAtEveryByte() throws {
        let file = try Corpus.smallFile(atLeast: 1_500)
        let full = try XIBReader().read(file.bytes)
        let text = String(decoding: file.bytes, as: UTF8.self)
        let endTagRange = try #require(text.range(of: "</document>", options: .backwards))
        let endTag = text.utf8.distance(from: text.startIndex, to: endTagRange.upperBound)
        var kinds: Set<String> = []
        for length in 0..<file.bytes.count {
            let prefix = Array(file.bytes[0..<length])
            if length >= endTag {
                // Only whitespace after the root element is missing: the document is complete.
                #expect(sameContent(try XIBReader().read(prefix), full), "prefix of \(length) bytes")
                continue
            }
            guard let error = HostileInput.readError(prefix, path: file.url.lastPathComponent) else { continue }
            let lines = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            switch error.kind {
            case .emptyInput:
                #expect(length == 0)
            case .malformed(let message):
                kinds.insert(message)
            default:
                Issue.record("prefix of \(length) bytes: unexpected \(error)")
            }
            let location = try #require(error.location, "prefix of \(length) bytes")
            #expect(location.file == file.url.lastPathComponent)
            #expect((1...lines).contains(location.line), "prefix of \(length) bytes: \(error)")
            #expect(location.column >= 1)
        }
        // Cuts inside a tag, an attribute, a multi-byte character, between elements: several distinct errors.
        #expect(kinds.count >= 3)
    }

    @Test("The conflicted files of the corpus are reported as merge conflicts at their first marker")
    func conflictedCorpusFiles() throws {
        var checked = 0
        for url in Corpus.interfaceFiles {
            let bytes = try Corpus.bytes(url)
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard let markerLine = lines.firstIndex(where: { $0.hasPrefix("<<<<<<< ") || $0 == "<<<<<<<" }) else { continue }
            checked += 1
            let error = try #require(HostileInput.readError(bytes, path: url.path))
            #expect(error.kind == .mergeConflict)
            #expect(error.location?.line == markerLine + 1)
            #expect(error.location?.column == 1)
            #expect(error.description.contains("unresolved merge conflict"))
        }
        #expect(checked >= 1)
    }

    @Test("Conflict markers inserted into a real file are found, in the merge and diff3 styles",
          arguments: [false, true])
    func insertedConflict(diff3: Bool) throws {
        let file = try Corpus.smallFile(atLeast: 3_000)
        var lines = String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\n")
        let target = lines.count / 2
        let ours = lines[target]
        var block = ["<<<<<<< HEAD", ours]
        if diff3 { block += ["||||||| merged common ancestors", ours] }
        block += ["=======", ours.replacingOccurrences(of: "\"", with: "'"), ">>>>>>> feature/login"]
        lines.replaceSubrange(target...target, with: block)
        let error = try #require(HostileInput.readError(Array(lines.joined(separator: "\n").utf8)))
        #expect(error.kind == .mergeConflict)
        #expect(error.location?.line == target + 1)
    }

    @Test("A well-formed file of another kind is refused at its root, with what the root is", arguments: [
        ("<plist version=\"1.0\"><dict/></plist>", "<plist>"),
        ("<document type=\"com.example.Other\"><objects/></document>", "<document type=\"com.example.Other\">"),
        ("<document><objects/></document>", "<document>"),
    ])
    func otherRoot(body: String, root: String) throws {
        let input = Array((HostileInput.declaration + "\n" + body).utf8)
        let error = try #require(HostileInput.readError(input))
        #expect(error.kind == .notInterfaceBuilderDocument(root: root))
        #expect(error.location?.line == 2 && error.location?.column == 1)
    }

    @Test("A legacy archive without its objects is an error at the archive, whether its start tag ends with > or />")
    func legacyArchive() throws {
        for body in [#"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"><data/></archive>"#,
                     #"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"/>"#] {
            let error = try #require(HostileInput.readError(Array((HostileInput.declaration + "\n" + body).utf8)))
            #expect(error.kind == .legacyArchiveFormat)
            #expect(error.location?.line == 2)
        }
    }
}
