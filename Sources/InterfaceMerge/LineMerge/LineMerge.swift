/// A plain three-way merge of lines, as `git merge-file -p OURS BASE THEIRS` does it.
///
/// The fallback for inputs that are no readable IB document: whatever the semantic merge cannot read is merged line
/// by line, so the tool is never worse than git. The rules are git's default ones (conflict style `merge`, level
/// "zealous alnum"):
///
/// - a change made on one side only is taken;
/// - the same change made on both sides is taken once;
/// - overlapping different changes become a conflict hunk, `<<<<<<< ours`, our lines, `=======`, their lines,
///   `>>>>>>> theirs`;
/// - a conflict is narrowed to the lines where the two sides really differ: lines both sides have in common are
///   moved out of it (which may split it in several), and conflicts then separated by at most three lines, or by
///   lines without a letter or digit, are joined again;
/// - a conflict side whose last line has no newline gets one before the next marker; markers end in `\r\n` when
///   the lines around them do.
package enum LineMerge {
    /// The names written after the conflict markers.
    package struct Labels: Sendable, Hashable {
        /// Written after `<<<<<<<`.
        package var ours: String
        /// The common ancestor's name (shown by no marker of this conflict style; kept for callers' reports).
        package var base: String
        /// Written after `>>>>>>>`.
        package var theirs: String

        /// Creates a `Labels` from its parts.
        package init(ours: String, base: String, theirs: String) {
            self.ours = ours
            self.base = base
            self.theirs = theirs
        }
    }

    /// A merged file and where its conflicts are.
    package struct Result: Sendable, Hashable {
        /// The merged file.
        package var bytes: [UInt8]
        /// The number of conflict hunks left in `bytes`.
        package var conflictCount: Int
        /// The 1-based line number in `bytes` of each conflict's `<<<<<<<` marker line, in order.
        package var conflictLines: [Int]

        /// Creates a `Result` from its parts.
        package init(bytes: [UInt8], conflictCount: Int, conflictLines: [Int]) {
            self.bytes = bytes
            self.conflictCount = conflictCount
            self.conflictLines = conflictLines
        }

        /// Whether the merge is clean.
        package var isClean: Bool { conflictCount == 0 }
    }

    /// Merges the changes from `base` to `ours` and from `base` to `theirs`.
    ///
    /// - Parameters:
    ///   - base: the common ancestor's bytes.
    ///   - ours: this side's bytes (the current branch).
    ///   - theirs: the other side's bytes (the branch merged in).
    ///   - markerSize: the length of each conflict marker; 7 (git's default) when not positive, and at most
    ///     `maximumMarkerSize`.
    ///   - labels: written after the markers, after one space; an empty label is written as nothing, without the
    ///     space.
    /// - Returns: the merged bytes, byte for byte what `git merge-file -p` prints for the same input and labels.
    package static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], markerSize: Int = 7,
                             labels: Labels) -> Result
    {
        merge(base: base, ours: ours, theirs: theirs, markerSize: markerSize, labels: labels, resolvingConflictsTo: nil)
    }

    /// The same merge, with each conflict hunk written as `side` has it, without markers, when `side` is given: the
    /// result a person gets who keeps that side of every hunk (the merge's checks read it).
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], markerSize: Int = 7, labels: Labels,
                      resolvingConflictsTo side: MergeSide?) -> Result
    {
        let baseLines = LineDiff.lines(of: base)
        let ourLines = LineDiff.lines(of: ours)
        let theirLines = LineDiff.lines(of: theirs)
        let ourChanges = LineDiff.hunks(from: baseLines, to: ourLines)
        let theirChanges = LineDiff.hunks(from: baseLines, to: theirLines)
        if ourChanges.isEmpty { return Result(bytes: theirs, conflictCount: 0, conflictLines: []) }
        if theirChanges.isEmpty { return Result(bytes: ours, conflictCount: 0, conflictLines: []) }

        var chunks = combine(ourChanges, theirChanges, base: baseLines, ours: ourLines, theirs: theirLines)
        chunks = refine(chunks, ours: ourLines, theirs: theirLines)
        chunks = simplify(chunks, ours: ourLines)

        var writer = Writer(base: baseLines, ours: ourLines, theirs: theirLines,
                            markerSize: markerSize > 0 ? min(markerSize, maximumMarkerSize) : 7, labels: labels)
        writer.resolution = side
        writer.output.reserveCapacity(max(ours.count, theirs.count) + 1024)
        return writer.write(chunks)
    }

    /// The longest conflict marker written, whatever size is asked for (a `conflict-marker-size` attribute comes
    /// from the repository).
    package static let maximumMarkerSize = 1024

    // MARK: - Chunks

    /// What a chunk of the merge takes.
    enum Resolution: Equatable {
        case conflict
        case ours
        case theirs
        /// A conflict whose sides turned out equal: ours is kept as it stands.
        case same
    }

    /// A changed region, in the coordinates of each file: `base[i0..<i0+chg0]`, `ours[i1..<i1+chg1]`,
    /// `theirs[i2..<i2+chg2]`.
    struct Chunk: Equatable {
        var resolution: Resolution
        var i0: Int, chg0: Int
        var i1: Int, chg1: Int
        var i2: Int, chg2: Int
    }

    /// Walks both sides' changes of the base in order, making a chunk of each change or pair of overlapping changes.
    static func combine(_ ourChanges: [LineDiff.Hunk], _ theirChanges: [LineDiff.Hunk], base: [LineDiff.Line],
                        ours: [LineDiff.Line], theirs: [LineDiff.Line]) -> [Chunk]
    {
        var chunks: [Chunk] = []
        func append(_ resolution: Resolution, _ i0: Int, _ chg0: Int, _ i1: Int, _ chg1: Int, _ i2: Int, _ chg2: Int) {
            if var last = chunks.last, i1 <= last.i1 + last.chg1 || i2 <= last.i2 + last.chg2 {
                if resolution != last.resolution { last.resolution = .conflict }
                last.chg0 = i0 + chg0 - last.i0
                last.chg1 = i1 + chg1 - last.i1
                last.chg2 = i2 + chg2 - last.i2
                chunks[chunks.count - 1] = last
            } else {
                chunks.append(Chunk(resolution: resolution, i0: i0, chg0: chg0, i1: i1, chg1: chg1, i2: i2, chg2: chg2))
            }
        }

        var next1 = 0, next2 = 0
        while next1 < ourChanges.count, next2 < theirChanges.count {
            let x1 = ourChanges[next1], x2 = theirChanges[next2]
            if x1.old.upperBound < x2.old.lowerBound {
                append(.ours, x1.old.lowerBound, x1.old.count, x1.new.lowerBound, x1.new.count,
                       x2.new.lowerBound - x2.old.lowerBound + x1.old.lowerBound, x1.old.count)
                next1 += 1
                continue
            }
            if x2.old.upperBound < x1.old.lowerBound {
                append(.theirs, x2.old.lowerBound, x2.old.count,
                       x1.new.lowerBound - x1.old.lowerBound + x2.old.lowerBound, x2.old.count,
                       x2.new.lowerBound, x2.new.count)
                next2 += 1
                continue
            }
            if x1.old != x2.old || x1.new.count != x2.new.count
                || !ours[x1.new].elementsEqual(theirs[x2.new])
            {
                let offset = x1.old.lowerBound - x2.old.lowerBound
                let endOffset = offset + x1.old.count - x2.old.count
                var i0 = x1.old.lowerBound, i1 = x1.new.lowerBound, i2 = x2.new.lowerBound
                if offset > 0 {
                    i0 -= offset
                    i1 -= offset
                } else {
                    i2 += offset
                }
                var chg0 = x1.old.upperBound - i0
                var chg1 = x1.new.upperBound - i1
                var chg2 = x2.new.upperBound - i2
                if endOffset < 0 {
                    chg0 -= endOffset
                    chg1 -= endOffset
                } else {
                    chg2 += endOffset
                }
                append(.conflict, i0, chg0, i1, chg1, i2, chg2)
            }
            let end1 = x1.old.upperBound, end2 = x2.old.upperBound
            if end1 >= end2 { next2 += 1 }
            if end2 >= end1 { next1 += 1 }
        }
        while next1 < ourChanges.count {
            let x1 = ourChanges[next1]
            append(.ours, x1.old.lowerBound, x1.old.count, x1.new.lowerBound, x1.new.count,
                   x1.old.lowerBound + theirs.count - base.count, x1.old.count)
            next1 += 1
        }
        while next2 < theirChanges.count {
            let x2 = theirChanges[next2]
            append(.theirs, x2.old.lowerBound, x2.old.count, x2.old.lowerBound + ours.count - base.count,
                   x2.old.count, x2.new.lowerBound, x2.new.count)
            next2 += 1
        }
        return chunks
    }

    /// Narrows each conflict to the lines where the two sides differ, by diffing our side against theirs; a conflict
    /// may become several, or none when both sides are equal.
    static func refine(_ chunks: [Chunk], ours: [LineDiff.Line], theirs: [LineDiff.Line]) -> [Chunk] {
        var result: [Chunk] = []
        result.reserveCapacity(chunks.count)
        for chunk in chunks {
            guard chunk.resolution == .conflict, chunk.chg1 > 0, chunk.chg2 > 0,
                  chunk.i1 >= 0, chunk.i1 + chunk.chg1 <= ours.count,
                  chunk.i2 >= 0, chunk.i2 + chunk.chg2 <= theirs.count
            else {
                result.append(chunk)
                continue
            }
            let differences = LineDiff.hunks(from: Array(ours[chunk.i1..<(chunk.i1 + chunk.chg1)]),
                                             to: Array(theirs[chunk.i2..<(chunk.i2 + chunk.chg2)]))
            if differences.isEmpty {
                var same = chunk
                same.resolution = .same
                result.append(same)
                continue
            }
            for difference in differences {
                var piece = chunk
                piece.i1 = chunk.i1 + difference.old.lowerBound
                piece.chg1 = difference.old.count
                piece.i2 = chunk.i2 + difference.new.lowerBound
                piece.chg2 = difference.new.count
                result.append(piece)
            }
        }
        return result
    }

    /// Joins conflicts separated by three lines or fewer, or only by lines without an ASCII letter or digit: one
    /// conflict reads more easily than two around a few lines of punctuation.
    static func simplify(_ chunks: [Chunk], ours: [LineDiff.Line]) -> [Chunk] {
        var result: [Chunk] = []
        result.reserveCapacity(chunks.count)
        for chunk in chunks {
            if var last = result.last, last.resolution == .conflict, chunk.resolution == .conflict {
                let begin = last.i1 + last.chg1
                let end = chunk.i1
                if end - begin <= 3 || !containsAlphanumeric(ours, begin..<end) {
                    last.chg1 = chunk.i1 + chunk.chg1 - last.i1
                    last.chg2 = chunk.i2 + chunk.chg2 - last.i2
                    result[result.count - 1] = last
                    continue
                }
            }
            result.append(chunk)
        }
        return result
    }

    static func containsAlphanumeric(_ lines: [LineDiff.Line], _ range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<lines.count)
        for line in lines[range] {
            for byte in line {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "a")...UInt8(ascii: "z"):
                    return true
                default:
                    continue
                }
            }
        }
        return false
    }

    // MARK: - Output

    /// Writes the merged file from ours, the chunks and their sides.
    struct Writer {
        var base: [LineDiff.Line]
        var ours: [LineDiff.Line]
        var theirs: [LineDiff.Line]
        var markerSize: Int
        var labels: Labels
        var output: [UInt8] = []
        var conflictLines: [Int] = []
        /// The side each conflict hunk is written as, without markers (`nil`: both, between markers).
        var resolution: MergeSide?
        /// Newlines in `output[..<countedUpTo]`.
        private var newlines = 0
        private var countedUpTo = 0

        init(base: [LineDiff.Line], ours: [LineDiff.Line], theirs: [LineDiff.Line], markerSize: Int, labels: Labels) {
            self.base = base
            self.ours = ours
            self.theirs = theirs
            self.markerSize = markerSize
            self.labels = labels
        }

        mutating func write(_ chunks: [Chunk]) -> Result {
            var next = 0 // the first line of ours not yet written
            var conflicts = 0
            for chunk in chunks {
                switch chunk.resolution {
                case .conflict where resolution == .ours:
                    conflicts += 1
                    copy(ours, next..<(chunk.i1 + chunk.chg1))
                case .conflict where resolution == .theirs:
                    conflicts += 1
                    copy(ours, next..<chunk.i1)
                    copy(theirs, chunk.i2..<(chunk.i2 + chunk.chg2))
                case .conflict:
                    conflicts += 1
                    copy(ours, next..<chunk.i1)
                    let crlf = needsCarriageReturn(chunk)
                    countLines()
                    conflictLines.append(newlines + 1)
                    marker(UInt8(ascii: "<"), label: labels.ours, crlf: crlf)
                    copy(ours, chunk.i1..<(chunk.i1 + chunk.chg1), endingLine: true, crlf: crlf)
                    marker(UInt8(ascii: "="), label: "", crlf: crlf)
                    copy(theirs, chunk.i2..<(chunk.i2 + chunk.chg2), endingLine: true, crlf: crlf)
                    marker(UInt8(ascii: ">"), label: labels.theirs, crlf: crlf)
                case .ours:
                    copy(ours, next..<(chunk.i1 + chunk.chg1))
                case .theirs:
                    copy(ours, next..<chunk.i1)
                    copy(theirs, chunk.i2..<(chunk.i2 + chunk.chg2))
                case .same:
                    continue
                }
                next = chunk.i1 + chunk.chg1
            }
            copy(ours, next..<ours.count)
            return Result(bytes: output, conflictCount: conflicts, conflictLines: conflictLines)
        }

        /// Counts the newlines written since the last count.
        private mutating func countLines() {
            var count = 0
            output.withUnsafeBufferPointer { buffer in
                for index in countedUpTo..<buffer.count where buffer[index] == 0x0A { count += 1 }
            }
            newlines += count
            countedUpTo = output.count
        }

        /// Appends `lines[range]`; with `endingLine`, ends the last one with a newline if it has none.
        private mutating func copy(_ lines: [LineDiff.Line], _ range: Range<Int>, endingLine: Bool = false,
                                   crlf: Bool = false)
        {
            let range = range.clamped(to: 0..<lines.count)
            guard !range.isEmpty else { return }
            for index in range { output.append(contentsOf: lines[index]) }
            if endingLine, lines[range.upperBound - 1].last != 0x0A {
                if crlf { output.append(0x0D) }
                output.append(0x0A)
            }
        }

        private mutating func marker(_ character: UInt8, label: String, crlf: Bool) {
            output.append(contentsOf: repeatElement(character, count: markerSize))
            if !label.isEmpty {
                output.append(0x20)
                output.append(contentsOf: Array(label.utf8))
            }
            if crlf { output.append(0x0D) }
            output.append(0x0A)
        }

        /// Whether a conflict's markers end in CRLF: when the lines before it on both sides (or the first lines),
        /// and the base's first line, end in CRLF, as far as each can tell.
        private func needsCarriageReturn(_ chunk: Chunk) -> Bool {
            var answer = Self.endsInCRLF(ours, chunk.i1 > 0 ? chunk.i1 - 1 : 0)
            if answer != false { answer = Self.endsInCRLF(theirs, chunk.i2 > 0 ? chunk.i2 - 1 : 0) }
            if answer != false { answer = Self.endsInCRLF(base, 0) }
            return answer ?? false
        }

        /// Whether line `index` ends in CRLF; for a last line without a newline, the line before says; `nil` when
        /// nothing can tell.
        static func endsInCRLF(_ lines: [LineDiff.Line], _ index: Int) -> Bool? {
            guard !lines.isEmpty, index >= 0, index < lines.count else { return nil }
            func crlf(_ line: LineDiff.Line) -> Bool {
                line.count > 1 && line[line.endIndex - 2] == 0x0D
            }
            if index < lines.count - 1 { return crlf(lines[index]) }
            if lines[index].last == 0x0A { return crlf(lines[index]) }
            if index == 0 { return nil }
            return crlf(lines[index - 1])
        }
    }
}
