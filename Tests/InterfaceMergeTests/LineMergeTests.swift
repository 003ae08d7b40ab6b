import Foundation
import TestSupport
import InterfaceMerge
import Testing

/// The plain line merge, the fallback for files the semantic merge cannot read: hand-written cases whose expected
/// bytes are what `git merge-file -p -L ours -L base -L theirs` (git 2.39) prints for them, and comparisons with git
/// itself on the real merges of `shared/merges` and on generated files.
@Suite("Line merge")
struct LineMergeTests {
    static let labels = LineMerge.Labels(ours: "ours", base: "base", theirs: "theirs")

    func merge(_ base: String, _ ours: String, _ theirs: String, markerSize: Int = 7,
               labels: LineMerge.Labels = Self.labels) -> LineMerge.Result
    {
        LineMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8),
                        markerSize: markerSize, labels: labels)
    }

    func text(_ result: LineMerge.Result) -> String { String(decoding: result.bytes, as: UTF8.self) }

    // MARK: Clean merges

    @Test func changeOnOneSideIsTaken() {
        let ours = merge("a\nb\nc\n", "a\nB\nc\n", "a\nb\nc\n")
        #expect(text(ours) == "a\nB\nc\n")
        #expect(ours.conflictCount == 0 && ours.conflictLines.isEmpty)
        let theirs = merge("a\nb\nc\n", "a\nb\nc\n", "a\nb\nC\n")
        #expect(text(theirs) == "a\nb\nC\n")
        #expect(theirs.isClean)
    }

    @Test func changesOnBothSidesAtDifferentPlacesAreBothTaken() {
        let result = merge("a\nb\nc\nd\ne\n", "a\nB\nc\nd\ne\n", "a\nb\nc\nD\ne\n")
        #expect(text(result) == "a\nB\nc\nD\ne\n")
        #expect(result.isClean)
    }

    @Test func sameChangeOnBothSidesIsTakenOnce() {
        let result = merge("a\nb\nc\n", "a\nX\nc\nd\n", "a\nX\nc\n")
        #expect(text(result) == "a\nX\nc\nd\n")
        #expect(result.isClean)
        let insertion = merge("a\nb\n", "a\nnew\nb\n", "a\nnew\nb\n")
        #expect(text(insertion) == "a\nnew\nb\n")
        #expect(insertion.isClean)
    }

    // MARK: Conflicts

    @Test func differentChangesOfTheSameLineConflict() {
        let result = merge("a\nb\nc\n", "a\nB\nc\n", "a\nX\nc\n")
        #expect(text(result) == "a\n<<<<<<< ours\nB\n=======\nX\n>>>>>>> theirs\nc\n")
        #expect(result.conflictCount == 1)
        #expect(result.conflictLines == [2])
    }

    @Test func insertionsAtTheSameSpotConflict() {
        let result = merge("a\nb\n", "a\nX\nb\n", "a\nY\nb\n")
        #expect(text(result) == "a\n<<<<<<< ours\nX\n=======\nY\n>>>>>>> theirs\nb\n")
        #expect(result.conflictCount == 1)
        #expect(result.conflictLines == [2])
    }

    @Test func deletionAgainstChangeConflicts() {
        let result = merge("a\nb\nc\n", "a\nc\n", "a\nB\nc\n")
        #expect(text(result) == "a\n<<<<<<< ours\n=======\nB\n>>>>>>> theirs\nc\n")
        #expect(result.conflictCount == 1)
    }

    @Test func commonLinesAreMovedOutOfAConflict() {
        // Both sides replaced `b` by three lines of which only the middle one differs.
        let result = merge("a\nb\nc\n", "a\n1\nX\n2\nc\n", "a\n1\nY\n2\nc\n")
        #expect(text(result) == "a\n1\n<<<<<<< ours\nX\n=======\nY\n>>>>>>> theirs\n2\nc\n")
        #expect(result.conflictLines == [3])
    }

    @Test func conflictsSeparatedByLinesWithLettersStaySeparate() {
        let result = merge("a\nb\nc\n", "a\n1\nX\nk\nl\nm\nn\nP\n2\nc\n", "a\n1\nY\nk\nl\nm\nn\nQ\n2\nc\n")
        #expect(text(result) == """
            a\n1\n<<<<<<< ours\nX\n=======\nY\n>>>>>>> theirs\nk\nl\nm\nn\n\
            <<<<<<< ours\nP\n=======\nQ\n>>>>>>> theirs\n2\nc\n
            """)
        #expect(result.conflictCount == 2)
        #expect(result.conflictLines == [3, 12])
    }

    @Test func conflictsSeparatedByThreeLinesOrByPunctuationAreJoined() {
        let threeLines = merge("a\nb\nc\n", "a\n1\nX\nk\nl\nm\nP\n2\nc\n", "a\n1\nY\nk\nl\nm\nQ\n2\nc\n")
        #expect(text(threeLines) == """
            a\n1\n<<<<<<< ours\nX\nk\nl\nm\nP\n=======\nY\nk\nl\nm\nQ\n>>>>>>> theirs\n2\nc\n
            """)
        #expect(threeLines.conflictCount == 1)
        let punctuation = merge("a\nb\nc\n", "a\n1\nX\n}\n}\n}\n}\nP\n2\nc\n", "a\n1\nY\n}\n}\n}\n}\nQ\n2\nc\n")
        #expect(text(punctuation) == """
            a\n1\n<<<<<<< ours\nX\n}\n}\n}\n}\nP\n=======\nY\n}\n}\n}\n}\nQ\n>>>>>>> theirs\n2\nc\n
            """)
        #expect(punctuation.conflictCount == 1)
    }

    // MARK: Line ends, empty files, markers

    @Test func lastLineWithoutNewline() {
        // Each conflict side gets a newline before the next marker.
        let conflict = merge("a\nb", "a\nc", "a\nd")
        #expect(text(conflict) == "a\n<<<<<<< ours\nc\n=======\nd\n>>>>>>> theirs\n")
        #expect(conflict.conflictLines == [2])
        // A clean merge keeps the missing newline.
        let clean = merge("a\nb", "a\nb\nc", "x\na\nb")
        #expect(text(clean) == "x\na\nb\nc")
        #expect(clean.isClean)
        // Adding the newline is a change of the last line.
        let newline = merge("a\nb", "a\nb\n", "z\na\nb")
        #expect(text(newline) == "z\na\nb\n")
    }

    @Test func crlfFilesGetCRLFMarkers() {
        let result = merge("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n", "a\r\nX\r\nc\r\n")
        #expect(text(result) == "a\r\n<<<<<<< ours\r\nB\r\n=======\r\nX\r\n>>>>>>> theirs\r\nc\r\n")
        let lastLine = merge("a\r\nb\r\nc", "a\r\nb\r\nB", "a\r\nb\r\nX")
        #expect(text(lastLine) == "a\r\nb\r\n<<<<<<< ours\r\nB\r\n=======\r\nX\r\n>>>>>>> theirs\r\n")
    }

    @Test func emptyFiles() {
        let allEmpty = merge("", "", "")
        #expect(allEmpty.bytes.isEmpty && allEmpty.isClean)
        let oneAdds = merge("", "a\n", "")
        #expect(text(oneAdds) == "a\n" && oneAdds.isClean)
        let bothAddTheSame = merge("", "a\n", "a\n")
        #expect(text(bothAddTheSame) == "a\n" && bothAddTheSame.isClean)
        let bothAddDifferently = merge("", "a\n", "b\n")
        #expect(text(bothAddDifferently) == "<<<<<<< ours\na\n=======\nb\n>>>>>>> theirs\n")
        #expect(bothAddDifferently.conflictLines == [1])
        let oneEmpties = merge("a\nb\n", "", "a\nb\n")
        #expect(oneEmpties.bytes.isEmpty && oneEmpties.isClean)
    }

    @Test func markerSizeTen() {
        let result = merge("a\nb\nc\n", "a\nB\nc\n", "a\nX\nc\n", markerSize: 10)
        #expect(text(result) == "a\n<<<<<<<<<< ours\nB\n==========\nX\n>>>>>>>>>> theirs\nc\n")
        // Not positive: git's default of 7.
        let defaultSize = merge("a\nb\nc\n", "a\nB\nc\n", "a\nX\nc\n", markerSize: 0)
        #expect(text(defaultSize) == "a\n<<<<<<< ours\nB\n=======\nX\n>>>>>>> theirs\nc\n")
    }

    @Test func emptyLabelsLeaveBareMarkers() {
        let result = merge("a\nb\nc\n", "a\nB\nc\n", "a\nX\nc\n", labels: .init(ours: "", base: "", theirs: ""))
        #expect(text(result) == "a\n<<<<<<<\nB\n=======\nX\n>>>>>>>\nc\n")
        let named = merge("a\nb\nc\n", "a\nB\nc\n", "a\nX\nc\n",
                          labels: .init(ours: "HEAD", base: "merged common ancestors", theirs: "feature/x"))
        #expect(text(named) == "a\n<<<<<<< HEAD\nB\n=======\nX\n>>>>>>> feature/x\nc\n")
    }

    // MARK: The diff

    @Test func diffOfSmallFiles() {
        func lines(_ text: String) -> [LineDiff.Line] { LineDiff.lines(of: Array(text.utf8)) }
        #expect(LineDiff.hunks(from: lines("a\nb\nc\n"), to: lines("a\nb\nc\n")).isEmpty)
        #expect(LineDiff.hunks(from: lines("a\nb\nc\n"), to: lines("a\nX\nc\n")) == [.init(old: 1..<2, new: 1..<2)])
        #expect(LineDiff.hunks(from: lines("a\nc\n"), to: lines("a\nb\nc\n")) == [.init(old: 1..<1, new: 1..<2)])
        #expect(LineDiff.hunks(from: lines("a\nb\nc\n"), to: lines("c\n")) == [.init(old: 0..<2, new: 0..<0)])
        #expect(LineDiff.hunks(from: lines(""), to: lines("a")) == [.init(old: 0..<0, new: 0..<1)])
        // Exact bytes: the missing newline and CRLF are changes.
        #expect(LineDiff.hunks(from: lines("a\nb"), to: lines("a\nb\n")) == [.init(old: 1..<2, new: 1..<2)])
        #expect(LineDiff.hunks(from: lines("a\r\n"), to: lines("a\n")).count == 1)
        // A repeated line slides to the end of its run, as git shows it.
        #expect(LineDiff.hunks(from: lines("a\nx\nx\nb\n"), to: lines("a\nx\nb\n")) == [.init(old: 2..<3, new: 2..<2)])
    }

    /// 40,000 lines each way, a third of them changed in blocks: past the point where a quadratic table or search
    /// would show, and through the search's cost cut-off and long-run heuristics.
    @Test(.timeLimit(.minutes(1)))
    func diffOfLargeVeryDifferentFiles() {
        var generator = SeededGenerator(seed: 7)
        let old = GeneratedFile.lines(count: 40_000, alphabet: 30, using: &generator)
        let new = GeneratedFile.blockEdit(old, changeOneBlockIn: 3, alphabet: 30, using: &generator)
        let oldLines = LineDiff.lines(of: old.flatMap { $0 })
        let newLines = LineDiff.lines(of: new.flatMap { $0 })
        let hunks = LineDiff.hunks(from: oldLines, to: newLines)
        // The hunks are ordered, apart, and turn old into new.
        var rebuilt: [LineDiff.Line] = []
        var next = 0
        var previous: LineDiff.Hunk?
        for hunk in hunks {
            #expect(!hunk.old.isEmpty || !hunk.new.isEmpty)
            if let previous {
                #expect(hunk.old.lowerBound > previous.old.upperBound && hunk.new.lowerBound > previous.new.upperBound)
            }
            rebuilt += oldLines[next..<hunk.old.lowerBound]
            rebuilt += newLines[hunk.new]
            next = hunk.old.upperBound
            previous = hunk
        }
        rebuilt += oldLines[next...]
        #expect(rebuilt == newLines)
        let kept = oldLines.count - hunks.reduce(0) { $0 + $1.old.count }
        #expect(kept > oldLines.count / 2)
    }

    // MARK: Agreement with git

    /// Every real merge: the same clean or conflicted verdict and conflict count as git, and the same bytes.
    ///
    /// Measured with git 2.39.5: 184 of 184 cases byte-identical (100 %), verdicts and conflict counts all equal, so
    /// equality is asserted for every case.
    @Test(.enabled(if: LineMergeTests.GitMergeFile.executable != nil, "git is not on PATH: the comparison with git merge-file is skipped"))
    func agreesWithGitOnTheRealMerges() throws {
        let cases = MergeCases.all
        #expect(cases.count == 184, "the merges of shared/merges could not be read")
        var identical = 0
        for mergeCase in cases {
            let base = try [UInt8](Data(contentsOf: mergeCase.base))
            let ours = try [UInt8](Data(contentsOf: mergeCase.ours))
            let theirs = try [UInt8](Data(contentsOf: mergeCase.theirs))
            let result = LineMerge.merge(base: base, ours: ours, theirs: theirs, markerSize: 7, labels: Self.labels)
            let git = try GitMergeFile.run(ours: mergeCase.ours, base: mergeCase.base, theirs: mergeCase.theirs)
            #expect(git.conflicts >= 0, "git merge-file failed on \(mergeCase.name)")
            #expect((git.conflicts == 0) == result.isClean, "verdict differs from git on \(mergeCase.name)")
            #expect(git.conflicts == min(result.conflictCount, 127), "conflict count differs on \(mergeCase.name)")
            #expect(result.bytes == git.bytes, "bytes differ from git's on \(mergeCase.name)")
            if result.bytes == git.bytes { identical += 1 }
            Self.checkConflictLines(result, markerSize: 7, case: mergeCase.name)
        }
        #expect(identical == 184)
    }

    /// The recorded verdicts of `cases.tsv` (no git needed): the same number of conflict hunks on every case.
    @Test func matchesTheRecordedConflictCounts() throws {
        let cases = MergeCases.all
        #expect(cases.count == 184, "the merges of shared/merges could not be read")
        for mergeCase in cases {
            let result = LineMerge.merge(base: try [UInt8](Data(contentsOf: mergeCase.base)),
                                         ours: try [UInt8](Data(contentsOf: mergeCase.ours)),
                                         theirs: try [UInt8](Data(contentsOf: mergeCase.theirs)),
                                         labels: Self.labels)
            #expect(result.conflictCount == mergeCase.gitConflicts, "\(mergeCase.name)")
            #expect((mergeCase.kind == "conflict") == !result.isClean, "\(mergeCase.name)")
        }
    }

    /// Generated files built to reach the corners: few distinct lines (so many repeats), lines found on one side
    /// only, CRLF, missing last newlines, emptied files, one side derived from the other, and files large enough for
    /// the search's heuristics. Every one must give git's bytes and verdict.
    @Test(.enabled(if: LineMergeTests.GitMergeFile.executable != nil, "git is not on PATH: the comparison with git merge-file is skipped"))
    func agreesWithGitOnGeneratedMerges() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("linemerge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = Array(repeating: 6, count: 60) + Array(repeating: 40, count: 60) + Array(repeating: 400, count: 20)
            + [3_000, 3_000, 3_000, 50_000, 50_000, 50_000]
        for (number, size) in sizes.enumerated() {
            var generator = SeededGenerator(seed: UInt64(number + 1))
            let (base, ours, theirs) = GeneratedFile.mergeInputs(size: size, using: &generator)
            let result = LineMerge.merge(base: base, ours: ours, theirs: theirs, labels: Self.labels)
            let urls = ["base", "ours", "theirs"].map { folder.appendingPathComponent($0) }
            for (url, bytes) in zip(urls, [base, ours, theirs]) { try Data(bytes).write(to: url) }
            let git = try GitMergeFile.run(ours: urls[1], base: urls[0], theirs: urls[2])
            #expect(git.conflicts == min(result.conflictCount, 127), "generated case \(number): conflict count")
            #expect(result.bytes == git.bytes, "generated case \(number) (size \(size)): bytes differ from git's")
            Self.checkConflictLines(result, markerSize: 7, case: "generated case \(number)")
        }
    }

    /// Each reported conflict line holds a `<<<<<<<` marker, and there is one per conflict.
    static func checkConflictLines(_ result: LineMerge.Result, markerSize: Int, case name: String) {
        #expect(result.conflictLines.count == result.conflictCount, "\(name)")
        let lines = LineDiff.lines(of: result.bytes)
        let marker = [UInt8](repeating: UInt8(ascii: "<"), count: markerSize)
        for number in result.conflictLines {
            let holdsMarker = number >= 1 && number <= lines.count && lines[number - 1].starts(with: marker)
            #expect(holdsMarker, "\(name): line \(number) is no conflict marker")
        }
    }
}

// MARK: - git merge-file

extension LineMergeTests {
    /// Runs `git merge-file -p`, with the conflict style pinned to git's default whatever the configuration says.
    enum GitMergeFile {
        /// `git` on `PATH`, if any.
        static let executable: URL? = {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            return nil
        }()

        /// git's merge and its exit status: the number of conflicts (at most 127), or negative when git failed.
        static func run(ours: URL, base: URL, theirs: URL, markerSize: Int = 7) throws -> (bytes: [UInt8], conflicts: Int) {
            guard let executable else { return ([], -1) }
            let process = Process()
            process.executableURL = executable
            process.arguments = ["-c", "merge.conflictStyle=merge", "merge-file", "-p", "--marker-size", String(markerSize),
                                 "-L", "ours", "-L", "base", "-L", "theirs", ours.path, base.path, theirs.path]
            process.currentDirectoryURL = base.deletingLastPathComponent()
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let status = Int(process.terminationStatus)
            return ([UInt8](data), status > 127 ? -1 : status)
        }
    }
}

// MARK: - Generated files

extension LineMergeTests {
    typealias SeededGenerator = SplitMix64


    enum GeneratedFile {
        /// A line drawn from `alphabet` kinds, some of them punctuation only or blank, in the style of IB files.
        static func line(alphabet: Int, crlf: Bool, using generator: inout SeededGenerator) -> [UInt8] {
            let kind = Int.random(in: 0..<max(alphabet, 1), using: &generator)
            var bytes: [UInt8]
            switch kind % 5 {
            case 0: bytes = Array("            }".utf8)
            case 1: bytes = Array("    <view id=\"\(kind)\"/>".utf8)
            case 2: bytes = []
            default: bytes = Array("        <rect key=\"frame\" x=\"\(kind)\"/>".utf8)
            }
            if crlf { bytes.append(0x0D) }
            bytes.append(0x0A)
            return bytes
        }

        /// A line found nowhere else.
        static func uniqueLine(crlf: Bool, using generator: inout SeededGenerator) -> [UInt8] {
            var bytes = Array("<unique value=\"\(generator.next())\"/>".utf8)
            if crlf { bytes.append(0x0D) }
            bytes.append(0x0A)
            return bytes
        }

        static func lines(count: Int, alphabet: Int, crlf: Bool = false, using generator: inout SeededGenerator) -> [[UInt8]] {
            (0..<count).map { _ in line(alphabet: alphabet, crlf: crlf, using: &generator) }
        }

        /// Deletes, replaces or inserts after about `rate` % of the lines.
        static func lineEdit(_ lines: [[UInt8]], rate: Int, alphabet: Int, crlf: Bool,
                             using generator: inout SeededGenerator) -> [[UInt8]]
        {
            var result: [[UInt8]] = []
            for line in lines {
                let roll = Int.random(in: 0..<100, using: &generator)
                if roll < rate / 3 {
                    continue
                } else if roll < 2 * rate / 3 {
                    result.append(Self.line(alphabet: alphabet * 3, crlf: crlf, using: &generator))
                } else if roll < rate {
                    result.append(line)
                    for _ in 0...Int.random(in: 0..<3, using: &generator) {
                        result.append(Self.line(alphabet: alphabet, crlf: crlf, using: &generator))
                    }
                } else {
                    result.append(line)
                }
            }
            return result
        }

        /// Replaces about one block of 10 to 70 lines in `changeOneBlockIn` by up to twice as many new lines.
        static func blockEdit(_ lines: [[UInt8]], changeOneBlockIn: Int, alphabet: Int, crlf: Bool = false,
                              uniqueShare: Int = 30, using generator: inout SeededGenerator) -> [[UInt8]]
        {
            var result: [[UInt8]] = []
            var start = 0
            while start < lines.count {
                let end = min(lines.count, start + Int.random(in: 10..<70, using: &generator))
                if Int.random(in: 0..<changeOneBlockIn, using: &generator) == 0 {
                    for _ in 0..<Int.random(in: 0...(2 * (end - start)), using: &generator) {
                        result.append(Int.random(in: 0..<100, using: &generator) < uniqueShare
                            ? uniqueLine(crlf: crlf, using: &generator)
                            : line(alphabet: alphabet, crlf: crlf, using: &generator))
                    }
                } else {
                    result += lines[start..<end]
                }
                start = end
            }
            return result
        }

        /// Joins lines into a file, sometimes without its last newline (or its last CRLF).
        static func file(_ lines: [[UInt8]], using generator: inout SeededGenerator) -> [UInt8] {
            var bytes = lines.flatMap { $0 }
            if Int.random(in: 0..<4, using: &generator) == 0, bytes.last == 0x0A {
                bytes.removeLast()
                if bytes.last == 0x0D, Bool.random(using: &generator) { bytes.removeLast() }
            }
            return bytes
        }

        /// A base of about `size` lines and two edited versions of it.
        static func mergeInputs(size: Int, using generator: inout SeededGenerator) -> ([UInt8], [UInt8], [UInt8]) {
            let alphabet = [3, 8, 30, 1000].randomElement(using: &generator) ?? 8
            let crlf = Int.random(in: 0..<5, using: &generator) == 0
            let count = Int.random(in: (size >= 1_000 ? size * 3 / 4 : 0)...size, using: &generator)
            let base = (0..<count).map { _ in
                line(alphabet: alphabet, crlf: crlf && Int.random(in: 0..<10, using: &generator) != 0, using: &generator)
            }
            let blocks = Bool.random(using: &generator)
            let rate = [2, 10, 30, 60].randomElement(using: &generator) ?? 10
            let every = [3, 6, 10].randomElement(using: &generator) ?? 3
            let uniqueShare = [0, 30, 70, 95].randomElement(using: &generator) ?? 30
            func edit(_ lines: [[UInt8]], using generator: inout SeededGenerator) -> [[UInt8]] {
                blocks
                    ? blockEdit(lines, changeOneBlockIn: every, alphabet: alphabet, crlf: crlf, uniqueShare: uniqueShare,
                                using: &generator)
                    : lineEdit(lines, rate: rate, alphabet: alphabet, crlf: crlf, using: &generator)
            }
            var ours = edit(base, using: &generator)
            var theirs = edit(base, using: &generator)
            if Int.random(in: 0..<5, using: &generator) == 0 {
                theirs = lineEdit(ours, rate: 5, alphabet: alphabet, crlf: crlf, using: &generator)
            }
            if Int.random(in: 0..<20, using: &generator) == 0 { ours = [] }
            return (file(base, using: &generator), file(ours, using: &generator), file(theirs, using: &generator))
        }
    }
}
