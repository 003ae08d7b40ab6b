import Foundation
import TestSupport
import InterfaceMerge
import Testing

/// Inputs that are not readable IB documents are merged line by line, as git does: never worse than git, never a
/// crash.
@Suite struct MergeFallbackTests {
    static let corpus = Corpus.root

    /// A legacy Interface Builder 3 archive of the corpus, edited on two sides at two different lines.
    @Test func legacyArchivesAreMergedLineByLine() throws {
        let file = Self.corpus.appendingPathComponent("robbiehanson__XMPPFramework/Xcode/Examples/Tests/ParserTestMac/English.lproj/MainMenu.xib")
        let base = try String(contentsOf: file, encoding: .utf8)
        var lines = base.components(separatedBy: "\n")
        try #require(lines.count > 200)
        var ours = lines, theirs = lines
        ours[50] += " "
        theirs[150] += " "
        let result = InterfaceMerger().merge(base: Array(base.utf8), ours: Array(ours.joined(separator: "\n").utf8),
                                             theirs: Array(theirs.joined(separator: "\n").utf8))
        guard case .lines(let reason) = result.method else {
            Issue.record("a legacy archive was merged as \(result.method)")
            return
        }
        #expect(reason.contains("legacy"))
        #expect(result.isClean)
        lines[50] += " "
        lines[150] += " "
        #expect(String(decoding: result.bytes, as: UTF8.self) == lines.joined(separator: "\n"))
    }

    /// A file that already holds git's markers (a conflict committed by mistake, or a second merge of a
    /// conflicted file): each real case's line-merge result merged again.
    @Test func filesHoldingConflictMarkersAreMergedLineByLine() throws {
        let conflicting = MergeCases.all.filter { $0.gitConflicts > 0 }.prefix(20)
        try #require(!conflicting.isEmpty)
        for mergeCase in conflicting {
            let base = [UInt8](try Data(contentsOf: mergeCase.base))
            let ours = [UInt8](try Data(contentsOf: mergeCase.ours)), theirs = [UInt8](try Data(contentsOf: mergeCase.theirs))
            let marked = LineMerge.merge(base: base, ours: ours, theirs: theirs, labels: .init(ours: "ours", base: "base", theirs: "theirs"))
            try #require(marked.conflictCount > 0)
            let result = InterfaceMerger().merge(base: base, ours: marked.bytes, theirs: theirs)
            guard case .lines(let reason) = result.method else {
                Issue.record("\(mergeCase): merged as \(result.method)")
                continue
            }
            #expect(reason.contains("merge conflict"), "\(mergeCase): \(reason)")
        }
    }

    /// Inputs that are not XML at all, or not Interface Builder's, or empty.
    @Test func otherInputsAreMergedLineByLine() throws {
        let document = MergeFixture.xib(body: "<subviews>\n</subviews>\n")
        for other in [Array("hello\n".utf8), [], Array("<plist><dict/></plist>\n".utf8), Array("<document".utf8)] {
            let result = InterfaceMerger().merge(base: document, ours: other, theirs: document)
            guard case .lines = result.method else {
                Issue.record("\(String(decoding: other, as: UTF8.self)) merged as \(result.method)")
                continue
            }
            #expect(result.bytes == other)
        }
    }
}
