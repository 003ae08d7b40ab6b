import Foundation
import Testing

/// `uidesc merge` as git runs it: exit codes, where the result goes, what standard error says.
@Suite struct MergeCommandTests {
    static let base = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21000" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController"/>
                <view contentMode="scaleToFill" id="root-vw-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" text="Welcome" id="lbl-aa-001">
                            <rect key="frame" x="20" y="40" width="200" height="21"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    /// A folder holding base, ours and theirs, ours and theirs made from base by `replacing` pairs.
    static func folder(ours: [(String, String)], theirs: [(String, String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func edited(_ edits: [(String, String)]) -> String {
            edits.reduce(base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
        try base.write(to: folder.appendingPathComponent("base.xib"), atomically: true, encoding: .utf8)
        try edited(ours).write(to: folder.appendingPathComponent("ours.xib"), atomically: true, encoding: .utf8)
        try edited(theirs).write(to: folder.appendingPathComponent("theirs.xib"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aCleanMergeWritesOverOursAndExitsZero() throws {
        let folder = try Self.folder(ours: [("21000", "22505")], theirs: [("Welcome", "Hello"), ("21000", "22155")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["merge", "base.xib", "ours.xib", "theirs.xib"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let merged = try String(contentsOf: folder.appendingPathComponent("ours.xib"), encoding: .utf8)
        #expect(merged.contains(#"text="Hello""#) && merged.contains(#"toolsVersion="22505""#))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func conflictsExitOneAndArePrintedWithTheirPlace() throws {
        let folder = try Self.folder(ours: [("Welcome", "Hello")], theirs: [("Welcome", "Bonjour")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["merge", "base.xib", "ours.xib", "theirs.xib", "-o", "-", "--path", "App/Login.xib",
                                    "--marker-size", "9"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("<<<<<<<<< ours: label \"Hello\" [lbl-aa-001] text"))
        #expect(outcome.standardError.contains("App/Login.xib:8:1: conflict: both sides changed text of label"))
        // -o - leaves ours as it was.
        #expect(try String(contentsOf: folder.appendingPathComponent("ours.xib"), encoding: .utf8).contains("Hello"))
        #expect(!(try String(contentsOf: folder.appendingPathComponent("ours.xib"), encoding: .utf8).contains("<<<<")))
    }

    @Test func anInputHoldingMarkersIsMergedLineByLineAndSaysSo() throws {
        let folder = try Self.folder(ours: [("    <objects>\n", "<<<<<<< HEAD\n=======\n>>>>>>> other\n    <objects>\n")],
                                     theirs: [("Welcome", "Hello")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["merge", "base.xib", "ours.xib", "theirs.xib", "-o", "merged.xib"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("note: ours is not a readable IB document: unresolved merge conflict"))
        #expect(outcome.standardError.contains("merged line by line"))
        let merged = try String(contentsOf: folder.appendingPathComponent("merged.xib"), encoding: .utf8)
        #expect(merged.contains("Hello") && merged.contains("<<<<<<< HEAD"))
    }

    @Test func aMissingFileExitsTwoAndUsageErrorsSixtyFour() throws {
        let folder = try Self.folder(ours: [], theirs: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Tool.run(["merge", "base.xib", "nothing.xib", "theirs.xib"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("nothing.xib:1:1: error: cannot open the file"), "\(missing.standardError)")
        #expect(try Tool.run(["merge", "base.xib", "ours.xib"], in: folder).status == 64)
        #expect(try Tool.run(["merge", "base.xib", "ours.xib", "theirs.xib", "--marker-size", "0"], in: folder).status == 64)
    }
}
