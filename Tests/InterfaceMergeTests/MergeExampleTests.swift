import Foundation
import InterfaceMerge
import Testing

/// The merge example of the README and `docs/merge.md` (`docs/examples/merge`) does what they say.
@Suite struct MergeExampleTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/examples/merge")

    static func version(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).xib")))
    }

    @Test func gitConflictsThreeTimesWhereTheMergeIsClean() throws {
        let base = try Self.version("base"), ours = try Self.version("ours"), theirs = try Self.version("theirs")
        let lines = LineMerge.merge(base: base, ours: ours, theirs: theirs, labels: .init(ours: "ours", base: "base", theirs: "theirs"))
        #expect(lines.conflictCount == 3)
        let result = InterfaceMerger().merge(base: base, ours: ours, theirs: theirs)
        #expect(result.isClean && result.method == .semantic)
        let text = String(decoding: result.bytes, as: UTF8.self)
        for expected in ["Welcome back!", #"toolsVersion="23094""#, #"property="stackView""#, "Wm2-Pz-6Qa", #"spacing="12""#,
                         "Forgot password?", #"property="forgotPasswordButton""#, "Tg6-Vb-1Ke"] {
            #expect(text.contains(expected), "\(expected)")
        }
        // Theirs' four changes, each a line or a block, and nothing else.
        #expect(MergeCorpusTests.changedLines(ours, result.bytes) == 1 + 2 + 7 + 1)
    }

    @Test func theDiffNamesWhatTheirsDid() throws {
        let diff = try InterfaceDiffer().diff(old: try Self.version("base"), new: try Self.version("theirs"))
        let text = diff.text()
        #expect(text.contains("+ outlet forgotPasswordButton"))
        #expect(text.contains("spacing 16 → 12"))
        #expect(text.contains("+ constraint stackView.top >= viewLayoutGuide.top + 24"))
        #expect(text.contains("noise changes hidden"))
    }
}
