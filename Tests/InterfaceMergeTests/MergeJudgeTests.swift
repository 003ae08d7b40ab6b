import Foundation
import TestSupport
import Testing
import XIBDecoder

/// The referee itself, checked on the real merges of `../shared/merges` and on small hand-made files: it must see
/// what a one-sided result loses, accept git's clean merges, and report broken ids, references and outlets.
@Suite("The merge judge")
struct MergeJudgeTests {
    // MARK: One side taken whole

    /// AudioKit's MidiMonitor storyboard: OURS is BASE, THEIRS re-saved the file in a newer Xcode (tools version,
    /// preview device, `frameInset` → `frame`, canvas location: all noise) and added one button.
    @Test("RESULT = OURS loses THEIRS's button, and the re-save noise is accepted")
    func oursLosesTheirButton() throws {
        let merge = try #require(MergeCases.named("AudioKit__AudioKit__cdaff63f6e"), "the cases are in ../shared/merges")
        let verdict = try MergeJudge.judge(base: merge.base, ours: merge.ours, theirs: merge.theirs, result: merge.ours)
        #expect(verdict.lostChanges.map(\.element) == ["#HmH-Hz-Gwv"], "\(verdict)")
        let lost = try #require(verdict.lostChanges.first)
        #expect(lost.aspect == .presence && lost.theirs != nil && lost.result == nil)
        #expect(lost.description.contains("button #HmH-Hz-Gwv") && lost.description.contains("theirs added it"))
        #expect(verdict.spuriousChanges.isEmpty && verdict.trueConflicts.isEmpty && verdict.isValid)
        #expect(verdict.acceptedNoise > 0, "toolsVersion, device, geometry: THEIRS's noise, which RESULT may leave")
        #expect(verdict.linesChangedFromOurs == 0)
        #expect(verdict.linesTheirsChangedFromBase == 27)
        // THEIRS itself keeps everything (OURS changed nothing).
        let theirs = try MergeJudge.judge(base: merge.base, ours: merge.ours, theirs: merge.theirs, result: merge.theirs)
        #expect(theirs.keepsBothSides && theirs.isValid, "\(theirs)")
    }

    /// Taking one side whole can only lose the other side's changes: never a spurious change, never a broken
    /// document the inputs did not already have, and every lost change is one the other side made.
    /// Of the 184 cases, RESULT = OURS loses something of THEIRS in 153 and RESULT = THEIRS loses something of OURS
    /// in 156 (the others: the side's changes are noise only, or the taken side made them too).
    @Test("RESULT = OURS, or = THEIRS, loses exactly the other side's changes", arguments: [MergeJudgeTests.Side.ours, .theirs])
    func oneSideWholeLosesTheOther(_ taken: Side) throws {
        let cases = MergeCases.all
        try #require(cases.count == 184, "the cases are in ../shared/merges")
        var losing = 0
        for merge in cases {
            let result = taken == .ours ? merge.ours : merge.theirs
            let verdict = try MergeJudge.judge(base: merge.base, ours: merge.ours, theirs: merge.theirs, result: result)
            #expect(verdict.spuriousChanges.isEmpty, "\(merge): \(verdict)")
            #expect(verdict.isValid, "\(merge): \(verdict)")
            if taken == .ours { #expect(verdict.linesChangedFromOurs == 0, "\(merge)") }
            for lost in verdict.lostChanges {
                let (kept, other) = taken == .ours ? (lost.ours, lost.theirs) : (lost.theirs, lost.ours)
                #expect(kept == lost.base && other != lost.base && lost.result == kept, "\(merge): \(lost)")
            }
            if !verdict.lostChanges.isEmpty { losing += 1 }
        }
        #expect(losing >= (taken == .ours ? 153 : 156), "\(losing) of \(cases.count) cases lose changes when RESULT = \(taken)")
    }

    enum Side: String, Sendable, CustomStringConvertible {
        case ours, theirs
        var description: String { rawValue }
    }

    // MARK: Identity

    /// The identity rules give every element of the real files its own key, but for three things Interface Builder
    /// (or people) really write twice: AppKit text views saved with `<size key="minSize">`/`maxSize` twice (old
    /// Sequel-Ace and AudioKit files: 188 keys in 13 files), a toolbar listing one default item twice (a flexible
    /// space: 10 keys in 10 files), and duplicate ids, only in what people committed (9 ids in 3 files).
    @Test("identity keys are unique in the real files but for known duplicates")
    func identityKeysAreUnique() throws {
        let cases = MergeCases.all
        try #require(cases.count == 184, "the cases are in ../shared/merges")
        var elements = 0
        var collisions: [String: Int] = [:]
        for merge in cases {
            for (version, url) in [("base", merge.base), ("ours", merge.ours), ("theirs", merge.theirs), ("merged", merge.merged)] {
                let document = try XIBReader().read(try Self.bytes(url), path: url.path)
                let (keys, collided) = MergeJudge.identityKeys(of: document)
                elements += keys.count
                for key in collided {
                    let last = key.split(separator: "/").last.map(String.init) ?? key
                    if !key.contains("/") {
                        #expect(version == "merged", "\(merge) \(version): duplicate id \(key)")
                        collisions["duplicate id", default: 0] += 1
                    } else if last == "size[key=minSize]" || last == "size[key=maxSize]" {
                        collisions["text view size", default: 0] += 1
                    } else if last.hasPrefix("toolbarItem[reference="), key.contains("/defaultToolbarItems/") {
                        collisions["default toolbar item", default: 0] += 1
                    } else {
                        Issue.record("\(merge) \(version): identity key \(key) is not unique")
                    }
                }
            }
        }
        #expect(elements > 500_000)
        #expect(collisions == ["text view size": 188, "default toolbar item": 10, "duplicate id": 9], "\(collisions)")
    }

    // MARK: Git's clean merges

    /// Where `git merge-file` leaves no conflict, its line merge is a fair reference: the judge must find in its
    /// result no lost and no spurious change. Measured: all 32 clean cases (the floor asserted), with no new
    /// duplicate id, dangling reference or doubled outlet either.
    @Test("git's clean merges keep both sides")
    func gitCleanMergesKeepBothSides() throws {
        let clean = MergeCases.all.filter { $0.gitConflicts == 0 }
        try #require(clean.count == 32, "the cases are in ../shared/merges")
        var keeping = 0
        var valid = 0
        for merge in clean {
            let result = try #require(try Self.gitMergeFile(merge), "\(merge): git merge-file")
            let verdict = try MergeJudge.judge(base: Self.bytes(merge.base), ours: Self.bytes(merge.ours), theirs: Self.bytes(merge.theirs),
                                               result: result, path: merge.merged.path)
            if verdict.keepsBothSides { keeping += 1 } else { Issue.record("\(merge): \(verdict)") }
            if verdict.isValid { valid += 1 }
            #expect(verdict.trueConflicts.isEmpty, "\(merge): a clean line merge where both sides changed one thing: \(verdict.trueConflicts)")
        }
        #expect(keeping >= 32, "\(keeping) of \(clean.count) clean git merges keep both sides")
        #expect(valid >= 32, "\(valid) of \(clean.count) clean git merges add no broken id, reference or outlet")
    }

    /// `git merge-file -p ours base theirs`: the merged bytes, or `nil` when git is missing or leaves conflicts.
    static func gitMergeFile(_ merge: MergeCases.Case) throws -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-p", merge.ours.path, merge.base.path, merge.theirs.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? [UInt8](data) : nil
    }

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    // MARK: Hand-made files

    /// BASE: a File's Owner with two outlets, a view holding a label and a button. `outlets: nil`: no `<connections>`.
    static func xib(toolsVersion: String = "21701", outlets: String? = Fixture.baseOutlets,
                    label: String = #"<label text="Title" id="lbl-tt-001">"#, labelFrame: String = #"x="20" y="20" width="100" height="21""#,
                    button: String? = Fixture.baseButton, extraViews: String = "", buttonFirst: Bool = false) -> [UInt8] {
        let labelXML = """
                        \(label)
                            <rect key="frame" \(labelFrame)/>
                        </label>
        """
        let views = buttonFirst ? [button ?? "", labelXML] : [labelXML, button ?? ""]
        let connections = outlets.map { "            <connections>\n\($0)\n            </connections>" } ?? ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
            \(connections)
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="main-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
            \(views.joined(separator: "\n"))
            \(extraViews)
                        </subviews>
                    </view>
                </objects>
            </document>

            """
        return Array(text.utf8)
    }

    enum Fixture {
        static let baseOutlets = """
                            <outlet property="view" destination="main-vw-001" id="out-vw-001"/>
                            <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-001"/>
            """
        static let baseButton = """
                            <button id="btn-ok-001">
                                <rect key="frame" x="20" y="60" width="100" height="30"/>
                                <state key="normal" title="OK"/>
                            </button>
            """
        static let subtitle = """
                            <label text="Subtitle" id="lbl-sb-002">
                                <rect key="frame" x="20" y="100" width="100" height="21"/>
                            </label>
            """
    }

    @Test("each three-way rule on a hand-made file: lost, spurious, true and noise conflicts")
    func threeWayRules() throws {
        let base = Self.xib()
        // OURS: new label text, tools version, label moved down.
        let ours = Self.xib(toolsVersion: "22000", label: #"<label text="Welcome" textAlignment="center" id="lbl-tt-001">"#,
                            labelFrame: #"x="20" y="24" width="100" height="21""#)
        // THEIRS: button title, another tools version, two lines for the label, another alignment.
        let theirs = Self.xib(toolsVersion: "22100", label: #"<label text="Title" numberOfLines="2" textAlignment="natural" id="lbl-tt-001">"#,
                              button: Fixture.baseButton.replacingOccurrences(of: #"title="OK""#, with: #"title="Log In""#))
        // A perfect merge (THEIRS's tools version, OURS's alignment, OURS's frame).
        let perfect = Self.xib(toolsVersion: "22100", label: #"<label text="Welcome" numberOfLines="2" textAlignment="center" id="lbl-tt-001">"#,
                               labelFrame: #"x="20" y="24" width="100" height="21""#,
                               button: Fixture.baseButton.replacingOccurrences(of: #"title="OK""#, with: #"title="Log In""#))
        let good = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: perfect, path: "Login.xib")
        #expect(good.keepsBothSides && good.isValid, "\(good)")
        #expect(good.trueConflicts.map(\.aspect) == [.attribute("textAlignment")], "\(good)")
        #expect(good.noiseConflicts.map(\.aspect) == [.attribute("toolsVersion")], "\(good)")

        // A poor one: loses numberOfLines, hides the button (nobody did), swaps the subviews (nobody did), keeps
        // BASE's label frame (noise: accepted) and THEIRS's alignment (a true conflict: either side is accepted).
        let poor = Self.xib(toolsVersion: "22100", label: #"<label text="Welcome" textAlignment="natural" id="lbl-tt-001">"#,
                            button: Fixture.baseButton.replacingOccurrences(of: #"title="OK""#, with: #"title="Log In""#)
                                .replacingOccurrences(of: #"<button id"#, with: #"<button hidden="YES" id"#),
                            buttonFirst: true)
        let verdict = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: poor, path: "Login.xib")
        #expect(verdict.lostChanges.map(\.aspect) == [.attribute("numberOfLines")], "\(verdict)")
        #expect(verdict.lostChanges.first?.description.contains(#"label #lbl-tt-001"#) == true)
        #expect(verdict.lostChanges.first?.description.contains(#"theirs changed it from (absent) to "2""#) == true)
        #expect(Set(verdict.spuriousChanges.map(\.element)) == ["#btn-ok-001", "#main-vw-001/subviews"], "\(verdict)")
        #expect(verdict.spuriousChanges.map(\.aspect).contains(.subviewOrder))
        #expect(verdict.trueConflicts.map(\.aspect) == [.attribute("textAlignment")])
        #expect(verdict.trueConflicts.first?.description.contains("the result has theirs") == true)
        #expect(verdict.acceptedNoise >= 1, "BASE's frame y (THEIRS's value) is accepted")
        #expect(verdict.isValid)
    }

    @Test("a deletion against an edit is one conflict at the deleted element; an element added by one side must stay")
    func deletionsAndAdditions() throws {
        let base = Self.xib()
        // OURS deletes the button; THEIRS retitles it and adds a subtitle label.
        let ours = Self.xib(button: nil)
        let theirs = Self.xib(button: Fixture.baseButton.replacingOccurrences(of: #"title="OK""#, with: #"title="Log In""#),
                              extraViews: Fixture.subtitle)
        let dropsTheLabel = Self.xib(button: nil)
        let verdict = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: dropsTheLabel, path: "Login.xib")
        #expect(verdict.trueConflicts.map(\.element) == ["#btn-ok-001"], "\(verdict)")
        #expect(verdict.trueConflicts.first?.description.contains(#"attribute title "OK" → "Log In""#) == true, "\(verdict)")
        // The label is one lost change; its frame inside it is not reported again.
        #expect(verdict.lostChanges.map(\.element) == ["#lbl-sb-002"], "\(verdict)")
        #expect(verdict.spuriousChanges.isEmpty)
    }

    @Test("the same outlet added by both sides under two ids, and a <connections> emptied by one side, are no findings")
    func sameAdditionsAndEmptiedContainers() throws {
        let base = Self.xib(outlets: #"                <outlet property="view" destination="main-vw-001" id="out-vw-001"/>"#)
        // Both connect titleLabel, each with an id of its own; THEIRS also deletes the view outlet.
        let ours = Self.xib(outlets: """
                            <outlet property="view" destination="main-vw-001" id="out-vw-001"/>
                            <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-0rs"/>
            """)
        let theirs = Self.xib(outlets: #"                <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-thr"/>"#)
        let result = Self.xib(outlets: #"                <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-0rs"/>"#)
        let verdict = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: result, path: "Login.xib")
        #expect(verdict.keepsBothSides && verdict.isValid && verdict.trueConflicts.isEmpty, "\(verdict)")
        #expect(verdict.equivalentAdditions == 1)
        // Keeping both is an outlet connected twice.
        let both = Self.xib(outlets: """
                            <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-0rs"/>
                            <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-thr"/>
            """)
        let doubled = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: both, path: "Login.xib")
        #expect(doubled.newDoubleOutlets.map(\.aspect) == [.outlet("titleLabel")], "\(doubled)")

        // OURS deletes the only outlet (its <connections> goes with it), THEIRS adds another: no conflict, and a
        // result with THEIRS's outlet in the <connections> keeps both sides.
        let oursEmpties = Self.xib(outlets: nil)
        let theirsAdds = Self.xib(outlets: """
                            <outlet property="view" destination="main-vw-001" id="out-vw-001"/>
                            <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-thr"/>
            """)
        let merged = Self.xib(outlets: #"                <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-thr"/>"#)
        let emptied = try MergeJudge.judge(base: base, ours: oursEmpties, theirs: theirsAdds, result: merged, path: "Login.xib")
        #expect(emptied.keepsBothSides && emptied.trueConflicts.isEmpty, "\(emptied.description)")
    }

    @Test("a duplicate id, a dangling destination and an outlet connected twice are each reported")
    func integrity() throws {
        let base = Self.xib()
        // OURS adds a subtitle label and an okButton outlet, and points titleLabel at the subtitle (a new outlet).
        let ours = Self.xib(outlets: """
                            <outlet property="view" destination="main-vw-001" id="out-vw-001"/>
                            <outlet property="titleLabel" destination="lbl-sb-002" id="out-tt-002"/>
                            <outlet property="okButton" destination="btn-ok-001" id="out-ok-002"/>
            """, extraViews: Fixture.subtitle)
        // THEIRS deletes the button.
        let theirs = Self.xib(button: nil)
        // RESULT: both titleLabel outlets, the okButton outlet without its button, the subtitle label twice.
        let result = Self.xib(outlets: """
                            <outlet property="view" destination="main-vw-001" id="out-vw-001"/>
                            <outlet property="titleLabel" destination="lbl-tt-001" id="out-tt-001"/>
                            <outlet property="titleLabel" destination="lbl-sb-002" id="out-tt-002"/>
                            <outlet property="okButton" destination="btn-ok-001" id="out-ok-002"/>
            """, button: nil, extraViews: Fixture.subtitle + "\n" + Fixture.subtitle)
        let verdict = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: result, path: "Login.xib")
        #expect(verdict.newDuplicateIDs.map(\.element) == ["#lbl-sb-002"], "\(verdict)")
        #expect(verdict.newDuplicateIDs.first?.description.contains("2 elements carry it") == true)
        #expect(verdict.newDanglingReferences.map(\.aspect) == [.reference("destination")], "\(verdict)")
        #expect(verdict.newDanglingReferences.first?.element == "#out-ok-002")
        #expect(verdict.newDanglingReferences.first?.description.contains(#"destination="btn-ok-001""#) == true)
        #expect(verdict.newDoubleOutlets.map(\.aspect) == [.outlet("titleLabel")], "\(verdict)")
        #expect(verdict.newDoubleOutlets.first?.element == "#-1")
        #expect(verdict.newDoubleOutlets.first?.description.contains("lbl-tt-001, lbl-sb-002") == true)
        #expect(!verdict.isValid)
        // Already broken in an input: not new. OURS itself, as RESULT, is valid.
        let oursVerdict = try MergeJudge.judge(base: base, ours: ours, theirs: theirs, result: ours, path: "Login.xib")
        #expect(oursVerdict.isValid, "\(oursVerdict)")
        let again = try MergeJudge.judge(base: base, ours: result, theirs: theirs, result: result, path: "Login.xib")
        #expect(again.isValid, "\(again)")
    }

    // MARK: Line economy

    @Test("the line diff is minimal and counts as git does")
    func lineDiff() throws {
        #expect(MergeJudge.LineDiff.changedLines(Array("a\nb\nc\n".utf8), Array("a\nc\nd\n".utf8)) == 2)
        #expect(MergeJudge.LineDiff.changedLines(Array("a\nb\n".utf8), Array("a\nb\n".utf8)) == 0)
        #expect(MergeJudge.LineDiff.changedLines([], Array("x\ny\n".utf8)) == 2)
        #expect(MergeJudge.LineDiff.changedLines(Array("a\nb\n".utf8), Array("a\nb".utf8)) == 2, "a last line losing its line feed is changed, as in git")
        #expect(MergeJudge.LineDiff.myers([1, 2, 3, 1, 2, 2, 1], [3, 2, 1, 2, 1, 3]) == 5) // Myers' paper: ABCABBA → CBABAC, D = 5
        // Measured with `git diff --no-index --minimal --numstat`: 157 + 134 lines, and 12 + 12 (the last of which
        // loses its line feed).
        let sequelAce = try #require(MergeCases.named("Sequel-Ace__Sequel-Ace__fb56aad746"), "the cases are in ../shared/merges")
        #expect(MergeJudge.LineDiff.changedLines(try Self.bytes(sequelAce.base), try Self.bytes(sequelAce.theirs)) == 291)
        let hammerspoon = try #require(MergeCases.named("Hammerspoon__hammerspoon__0f341f8198"))
        #expect(MergeJudge.LineDiff.changedLines(try Self.bytes(hammerspoon.ours), try Self.bytes(hammerspoon.merged)) == 24)
        if let git = Self.gitNumstat(sequelAce.base, sequelAce.theirs) { #expect(git == 291) }
    }

    /// Lines added + removed by `git diff --no-index --minimal --numstat`, or `nil` without git.
    static func gitNumstat(_ a: URL, _ b: URL) -> Int? {
        guard let data = GitProcess.run(["diff", "--no-index", "--minimal", "--numstat", a.path, b.path], acceptingStatus: { _ in true })
        else { return nil }
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\t" || $0 == "\n" })
        guard fields.count >= 2, let added = Int(fields[0]), let removed = Int(fields[1]) else { return fields.isEmpty ? 0 : nil }
        return added + removed
    }
}
