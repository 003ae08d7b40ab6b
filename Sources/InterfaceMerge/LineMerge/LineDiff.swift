/// A line diff in the manner of git's default (Myers) diff.
///
/// Lines are compared by their exact bytes, terminator included, so `"a\n"`, `"a\r\n"` and a last `"a"` without a
/// newline are three different lines. The result is the one git's xdiff would give for the same input without
/// options (`git diff --no-indent-heuristic`, `git merge-file`):
///
/// 1. the common first and last lines are set aside;
/// 2. lines that occur nowhere in the other file, and lines occurring very often in the other file that sit among
///    such unmatched lines, are marked changed without entering the search;
/// 3. Myers' O((N+M)·D) search runs on what remains, in linear space (forward and backward passes meeting in the
///    middle, divide and conquer over an explicit stack), and gives up on optimality for a good-enough split once
///    the edit cost passes a bound of about √(N+M) (at least 256), which keeps huge differences from taking
///    quadratic time;
/// 4. each group of changed lines is slid as far down as its content allows, then back up to line up with a change
///    in the other file if it can.
///
/// Memory is O(N+M) throughout; no N×M table is built.
package enum LineDiff {
    /// One line of a file: its bytes including the terminating `\n` (or `\r\n`), if it has one.
    package typealias Line = ArraySlice<UInt8>

    /// A change: the lines `old` of the old file are replaced by the lines `new` of the new file.
    ///
    /// A pure insertion has an empty `old` range located before the old line it is inserted in front of; a pure
    /// deletion has an empty `new` range located likewise.
    package struct Hunk: Sendable, Hashable, CustomStringConvertible {
        /// The replaced lines, as indices into the old file's lines.
        package var old: Range<Int>
        /// The replacing lines, as indices into the new file's lines.
        package var new: Range<Int>

        /// Creates a `Hunk` from its parts.
        package init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }

        package var description: String { "-\(old.lowerBound),\(old.count) +\(new.lowerBound),\(new.count)" }
    }

    /// Splits `bytes` into lines after each `\n`; a last line without a newline is a line too. Empty input has no
    /// lines.
    package static func lines(of bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        result.reserveCapacity(bytes.count / 32 + 1)
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == 0x0A {
                result.append(bytes[start...index])
                start = index + 1
            }
        }
        if start < bytes.count {
            result.append(bytes[start...])
        }
        return result
    }

    /// The changes that turn `old` into `new`, in file order, none touching another.
    package static func hunks(from old: [Line], to new: [Line]) -> [Hunk] {
        let classes = LineClasses(old: old, new: new)
        var changes = ChangeFinder.changedLines(classes)
        compact(&changes.old, other: &changes.new, lines: classes.old)
        compact(&changes.new, other: &changes.old, lines: classes.new)
        return script(changes.old, changes.new)
    }

    /// `hunks(from:to:)` for two whole files.
    package static func hunks(from old: [UInt8], to new: [UInt8]) -> [Hunk] {
        hunks(from: lines(of: old), to: lines(of: new))
    }

    // MARK: - Sliding groups of changes

    /// Slides each group of changed lines in `changed` down as far as it goes, then back up to the last position
    /// where it faces a group of changes in `other` (if it passed one), merging groups that meet on the way.
    static func compact(_ changed: inout ChangeMap, other: inout ChangeMap, lines: [Int]) {
        var group = ChangeGroup(first: changed)
        var otherGroup = ChangeGroup(first: other)
        while true {
            if group.end != group.start {
                var earliestEnd = 0
                var endFacingOther = -1
                var size = 0
                repeat {
                    size = group.end - group.start
                    endFacingOther = -1
                    while group.slideUp(&changed, lines: lines) {
                        guard otherGroup.moveToPrevious(other) else { return }
                    }
                    earliestEnd = group.end
                    if otherGroup.end > otherGroup.start { endFacingOther = group.end }
                    while group.slideDown(&changed, lines: lines) {
                        guard otherGroup.moveToNext(other) else { return }
                        if otherGroup.end > otherGroup.start { endFacingOther = group.end }
                    }
                } while size != group.end - group.start

                if group.end != earliestEnd, endFacingOther != -1 {
                    while otherGroup.end == otherGroup.start {
                        guard group.slideUp(&changed, lines: lines), otherGroup.moveToPrevious(other) else { return }
                    }
                }
            }
            guard group.moveToNext(changed) else { break }
            guard otherGroup.moveToNext(other) else { return }
        }
    }

    /// The hunks of two change maps, in file order.
    static func script(_ old: ChangeMap, _ new: ChangeMap) -> [Hunk] {
        var hunks: [Hunk] = []
        var oldIndex = old.count
        var newIndex = new.count
        while oldIndex >= 0 || newIndex >= 0 {
            if old[oldIndex - 1] || new[newIndex - 1] {
                let oldEnd = oldIndex
                let newEnd = newIndex
                while old[oldIndex - 1] { oldIndex -= 1 }
                while new[newIndex - 1] { newIndex -= 1 }
                hunks.append(Hunk(old: oldIndex..<oldEnd, new: newIndex..<newEnd))
            }
            oldIndex -= 1
            newIndex -= 1
        }
        hunks.reverse()
        return hunks
    }
}

extension LineDiff {
    // MARK: - Line classes

    /// Both files' lines as numbers, equal lines getting the same number, with how often each number occurs in each
    /// file.
    struct LineClasses {
        var old: [Int]
        var new: [Int]
        var countInOld: [Int]
        var countInNew: [Int]

        init(old oldLines: [LineDiff.Line], new newLines: [LineDiff.Line]) {
            var table: [LineKey: Int] = [:]
            table.reserveCapacity(oldLines.count + newLines.count)
            var countInOld: [Int] = []
            var countInNew: [Int] = []
            func number(_ line: LineDiff.Line, inOld: Bool) -> Int {
                let key = LineKey(bytes: line)
                let value: Int
                if let known = table[key] {
                    value = known
                } else {
                    value = countInOld.count
                    table[key] = value
                    countInOld.append(0)
                    countInNew.append(0)
                }
                if inOld { countInOld[value] += 1 } else { countInNew[value] += 1 }
                return value
            }
            old = oldLines.map { number($0, inOld: true) }
            new = newLines.map { number($0, inOld: false) }
            self.countInOld = countInOld
            self.countInNew = countInNew
        }
    }

    /// A line's bytes as a dictionary key, hashed in one pass over the bytes.
    struct LineKey: Hashable {
        var bytes: ArraySlice<UInt8>

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        static func == (lhs: LineKey, rhs: LineKey) -> Bool {
            guard lhs.bytes.count == rhs.bytes.count else { return false }
            return lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in left.elementsEqual(right) } }
        }
    }

    // MARK: - Change maps

    /// Which lines of a file are changed. Reading one line before the first or after the last gives `false`.
    struct ChangeMap {
        private var flags: [Bool]

        init(count: Int) { flags = Array(repeating: false, count: count + 2) }

        /// The number of lines.
        var count: Int { flags.count - 2 }

        subscript(index: Int) -> Bool {
            get {
                let slot = index + 1
                return slot >= 0 && slot < flags.count ? flags[slot] : false
            }
            set {
                let slot = index + 1
                if slot >= 1 && slot <= flags.count - 2 { flags[slot] = newValue }
            }
        }
    }

    /// A run of changed lines `start..<end` (empty when the run is the gap above an unchanged line), as xdiff walks them.
    struct ChangeGroup {
        var start = 0
        var end = 0

        init(first map: ChangeMap) {
            while map[end] { end += 1 }
        }

        /// Moves to the next run; `false` at the end of the file.
        mutating func moveToNext(_ map: ChangeMap) -> Bool {
            guard end < map.count else { return false }
            start = end + 1
            end = start
            while map[end] { end += 1 }
            return true
        }

        /// Moves to the previous run; `false` at the start of the file.
        mutating func moveToPrevious(_ map: ChangeMap) -> Bool {
            guard start > 0 else { return false }
            end = start - 1
            start = end
            while map[start - 1] { start -= 1 }
            return true
        }

        /// Moves the run one line down when the line after it equals its first line, joining a run it meets.
        mutating func slideDown(_ map: inout ChangeMap, lines: [Int]) -> Bool {
            guard end < map.count, start < end, lines[start] == lines[end] else { return false }
            map[start] = false
            map[end] = true
            start += 1
            end += 1
            while map[end] { end += 1 }
            return true
        }

        /// Moves the run one line up when the line before it equals its last line, joining a run it meets.
        mutating func slideUp(_ map: inout ChangeMap, lines: [Int]) -> Bool {
            guard start > 0, start < end, lines[start - 1] == lines[end - 1] else { return false }
            start -= 1
            end -= 1
            map[start] = true
            map[end] = false
            while map[start - 1] { start -= 1 }
            return true
        }
    }

    // MARK: - The search

    /// Finds which lines differ: the trimming, the discarding of unmatched lines and the Myers search.
    enum ChangeFinder {
        /// How many occurrences in the other file make a line "frequent", at most.
        static let frequentLimit = 1024
        /// How far around a frequent line the discarding looks.
        static let scanWindow = 100
        /// The least edit cost after which the search settles for a good split.
        static let minimumCostLimit = 256
        /// The edit cost after which a long diagonal run may be taken as a split.
        static let heuristicMinimumCost = 256
        /// The length of a diagonal run that counts as long.
        static let snakeLength = 20
        /// How far ahead of the edit cost a diagonal must be to be taken as a split.
        static let heuristicFactor = 4

        /// The integer square root approximation xdiff uses for its limits.
        static func roughSquareRoot(_ value: Int) -> Int {
            var n = value
            var root = 1
            while n > 0 {
                root <<= 1
                n >>= 2
            }
            return root
        }

        static func changedLines(_ classes: LineClasses) -> (old: ChangeMap, new: ChangeMap) {
            let old = classes.old
            let new = classes.new
            var oldChanges = ChangeMap(count: old.count)
            var newChanges = ChangeMap(count: new.count)

            // Set aside the common first and last lines.
            var prefix = 0
            let shorter = min(old.count, new.count)
            while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            let oldRange = prefix..<(old.count - suffix)
            let newRange = prefix..<(new.count - suffix)

            // Lines with no match in the other file are changed; frequent lines among them too.
            let oldKept = keptLines(old, range: oldRange, matches: classes.countInNew, changes: &oldChanges)
            let newKept = keptLines(new, range: newRange, matches: classes.countInOld, changes: &newChanges)

            search(oldKept, newKept, oldChanges: &oldChanges, newChanges: &newChanges)
            return (oldChanges, newChanges)
        }

        /// The lines of `range` that enter the search (their positions and classes); the others are marked changed.
        static func keptLines(_ lines: [Int], range: Range<Int>, matches: [Int], changes: inout ChangeMap)
            -> (index: [Int], value: [Int])
        {
            let limit = min(roughSquareRoot(lines.count), frequentLimit)
            // 0: no match in the other file, 1: some matches, 2: many matches.
            var kind = [UInt8](repeating: 0, count: lines.count)
            for index in range {
                let count = matches[lines[index]]
                kind[index] = count == 0 ? 0 : count >= limit ? 2 : 1
            }
            var keptIndex: [Int] = []
            var keptValue: [Int] = []
            keptIndex.reserveCapacity(range.count)
            keptValue.reserveCapacity(range.count)
            for index in range {
                let keep = kind[index] == 1
                    || (kind[index] == 2 && !isDiscardable(kind, at: index, lower: range.lowerBound, upper: range.upperBound - 1))
                if keep {
                    keptIndex.append(index)
                    keptValue.append(lines[index])
                } else {
                    changes[index] = true
                }
            }
            return (keptIndex, keptValue)
        }

        /// Whether a frequent line sits in a stretch mostly made of unmatched lines, looking both ways from it over
        /// unmatched and frequent lines (within `scanWindow`).
        static func isDiscardable(_ kind: [UInt8], at index: Int, lower: Int, upper: Int) -> Bool {
            let lower = max(lower, index - scanWindow)
            let upper = min(upper, index + scanWindow)
            var unmatchedBefore = 0
            var frequentBefore = 1
            var step = 1
            while index - step >= lower {
                let value = kind[index - step]
                if value == 0 { unmatchedBefore += 1 } else if value == 2 { frequentBefore += 1 } else { break }
                step += 1
            }
            if unmatchedBefore == 0 { return false }
            var unmatchedAfter = 0
            var frequentAfter = 1
            step = 1
            while index + step <= upper {
                let value = kind[index + step]
                if value == 0 { unmatchedAfter += 1 } else if value == 2 { frequentAfter += 1 } else { break }
                step += 1
            }
            if unmatchedAfter == 0 { return false }
            let unmatched = unmatchedBefore + unmatchedAfter
            let frequent = frequentBefore + frequentAfter
            return frequent * 4 < frequent + unmatched
        }

        /// One box of the divide and conquer: `old[off1..<lim1]` against `new[off2..<lim2]`.
        struct Box {
            var off1: Int, lim1: Int, off2: Int, lim2: Int
            var needMinimal: Bool
        }

        /// Where a box is split, and whether each half must be searched exhaustively.
        struct Split {
            var i1 = 0, i2 = 0
            var minimalLow = true, minimalHigh = true
        }

        /// Runs the Myers search over the kept lines and marks the lines off the common subsequence as changed.
        static func search(_ old: (index: [Int], value: [Int]), _ new: (index: [Int], value: [Int]),
                           oldChanges: inout ChangeMap, newChanges: inout ChangeMap)
        {
            let n1 = old.value.count
            let n2 = new.value.count
            let diagonals = n1 + n2 + 3
            let costLimit = max(roughSquareRoot(diagonals), minimumCostLimit)
            // Forward and backward furthest reaches by diagonal k = i1 - i2, which runs from -(n2 + 1) to n1 + 1.
            var forward = [Int](repeating: 0, count: diagonals)
            var backward = [Int](repeating: 0, count: diagonals)
            let origin = n2 + 1

            old.value.withUnsafeBufferPointer { a in
                new.value.withUnsafeBufferPointer { b in
                    forward.withUnsafeMutableBufferPointer { forwardBuffer in
                        backward.withUnsafeMutableBufferPointer { backwardBuffer in
                            guard let forwardBase = forwardBuffer.baseAddress, let backwardBase = backwardBuffer.baseAddress
                            else { return }
                            let searcher = Searcher(a: a, b: b, forward: forwardBase + origin, backward: backwardBase + origin,
                                                    costLimit: costLimit)
                            var boxes = [Box(off1: 0, lim1: n1, off2: 0, lim2: n2, needMinimal: false)]
                            while var box = boxes.popLast() {
                                while box.off1 < box.lim1, box.off2 < box.lim2, a[box.off1] == b[box.off2] {
                                    box.off1 += 1
                                    box.off2 += 1
                                }
                                while box.off1 < box.lim1, box.off2 < box.lim2, a[box.lim1 - 1] == b[box.lim2 - 1] {
                                    box.lim1 -= 1
                                    box.lim2 -= 1
                                }
                                if box.off1 == box.lim1 {
                                    for index in box.off2..<box.lim2 { newChanges[new.index[index]] = true }
                                } else if box.off2 == box.lim2 {
                                    for index in box.off1..<box.lim1 { oldChanges[old.index[index]] = true }
                                } else {
                                    let split = searcher.split(box)
                                    boxes.append(Box(off1: split.i1, lim1: box.lim1, off2: split.i2, lim2: box.lim2,
                                                     needMinimal: split.minimalHigh))
                                    boxes.append(Box(off1: box.off1, lim1: split.i1, off2: box.off2, lim2: split.i2,
                                                     needMinimal: split.minimalLow))
                                }
                            }
                        }
                    }
                }
            }
        }

        /// The middle-snake search of one box, over shared diagonal buffers.
        struct Searcher {
            var a: UnsafeBufferPointer<Int>
            var b: UnsafeBufferPointer<Int>
            /// Indexed by diagonal, from -(n2 + 1) to n1 + 1.
            var forward: UnsafeMutablePointer<Int>
            var backward: UnsafeMutablePointer<Int>
            var costLimit: Int

            /// Finds where the optimal (or, past the cost limit, a good) path through the box crosses its middle.
            func split(_ box: Box) -> Split {
                let (off1, lim1, off2, lim2) = (box.off1, box.lim1, box.off2, box.lim2)
                let dmin = off1 - lim2, dmax = lim1 - off2
                let fmid = off1 - off2, bmid = lim1 - lim2
                let odd = (fmid - bmid) & 1 != 0
                var fmin = fmid, fmax = fmid
                var bmin = bmid, bmax = bmid
                var result = Split()
                let snake = ChangeFinder.snakeLength

                forward[fmid] = off1
                backward[bmid] = lim1

                var cost = 1
                while true {
                    var gotSnake = false

                    // Forward: widen the band of diagonals by one, or narrow it at the box's edges.
                    if fmin > dmin { fmin -= 1; forward[fmin - 1] = -1 } else { fmin += 1 }
                    if fmax < dmax { fmax += 1; forward[fmax + 1] = -1 } else { fmax -= 1 }
                    var d = fmax
                    while d >= fmin {
                        var i1 = forward[d - 1] >= forward[d + 1] ? forward[d - 1] + 1 : forward[d + 1]
                        let start = i1
                        var i2 = i1 - d
                        while i1 < lim1, i2 < lim2, a[i1] == b[i2] { i1 += 1; i2 += 1 }
                        if i1 - start > snake { gotSnake = true }
                        forward[d] = i1
                        if odd, bmin <= d, d <= bmax, backward[d] <= i1 {
                            result.i1 = i1
                            result.i2 = i2
                            return result
                        }
                        d -= 2
                    }

                    // Backward, likewise.
                    if bmin > dmin { bmin -= 1; backward[bmin - 1] = Int.max } else { bmin += 1 }
                    if bmax < dmax { bmax += 1; backward[bmax + 1] = Int.max } else { bmax -= 1 }
                    d = bmax
                    while d >= bmin {
                        var i1 = backward[d - 1] < backward[d + 1] ? backward[d - 1] : backward[d + 1] - 1
                        let start = i1
                        var i2 = i1 - d
                        while i1 > off1, i2 > off2, a[i1 - 1] == b[i2 - 1] { i1 -= 1; i2 -= 1 }
                        if start - i1 > snake { gotSnake = true }
                        backward[d] = i1
                        if !odd, fmin <= d, d <= fmax, i1 <= forward[d] {
                            result.i1 = i1
                            result.i2 = i2
                            return result
                        }
                        d -= 2
                    }

                    if box.needMinimal {
                        cost += 1
                        continue
                    }

                    // Past the heuristic cost, take a diagonal well ahead that ends in a long run of equal lines.
                    if gotSnake, cost > ChangeFinder.heuristicMinimumCost {
                        var best = 0
                        d = fmax
                        while d >= fmin {
                            let distance = d > fmid ? d - fmid : fmid - d
                            let i1 = forward[d]
                            let i2 = i1 - d
                            let value = (i1 - off1) + (i2 - off2) - distance
                            if value > ChangeFinder.heuristicFactor * cost, value > best,
                               off1 + snake <= i1, i1 < lim1, off2 + snake <= i2, i2 < lim2,
                               runBefore(i1, i2, length: snake)
                            {
                                best = value
                                result.i1 = i1
                                result.i2 = i2
                            }
                            d -= 2
                        }
                        if best > 0 {
                            result.minimalLow = true
                            result.minimalHigh = false
                            return result
                        }

                        d = bmax
                        while d >= bmin {
                            let distance = d > bmid ? d - bmid : bmid - d
                            let i1 = backward[d]
                            let i2 = i1 - d
                            let value = (lim1 - i1) + (lim2 - i2) - distance
                            if value > ChangeFinder.heuristicFactor * cost, value > best,
                               off1 < i1, i1 <= lim1 - snake, off2 < i2, i2 <= lim2 - snake,
                               runAfter(i1, i2, length: snake)
                            {
                                best = value
                                result.i1 = i1
                                result.i2 = i2
                            }
                            d -= 2
                        }
                        if best > 0 {
                            result.minimalLow = false
                            result.minimalHigh = true
                            return result
                        }
                    }

                    // Enough: take the furthest-reaching point of either pass.
                    if cost >= costLimit {
                        var fbest = -1, fbest1 = -1
                        d = fmax
                        while d >= fmin {
                            var i1 = min(forward[d], lim1)
                            var i2 = i1 - d
                            if lim2 < i2 {
                                i1 = lim2 + d
                                i2 = lim2
                            }
                            if fbest < i1 + i2 {
                                fbest = i1 + i2
                                fbest1 = i1
                            }
                            d -= 2
                        }
                        var bbest = Int.max, bbest1 = Int.max
                        d = bmax
                        while d >= bmin {
                            var i1 = max(off1, backward[d])
                            var i2 = i1 - d
                            if i2 < off2 {
                                i1 = off2 + d
                                i2 = off2
                            }
                            if i1 + i2 < bbest {
                                bbest = i1 + i2
                                bbest1 = i1
                            }
                            d -= 2
                        }
                        if (lim1 + lim2) - bbest < fbest - (off1 + off2) {
                            result.i1 = fbest1
                            result.i2 = fbest - fbest1
                            result.minimalLow = true
                            result.minimalHigh = false
                        } else {
                            result.i1 = bbest1
                            result.i2 = bbest - bbest1
                            result.minimalLow = false
                            result.minimalHigh = true
                        }
                        return result
                    }
                    cost += 1
                }
            }

            /// Whether the `length` lines before (i1, i2) are equal in both files.
            private func runBefore(_ i1: Int, _ i2: Int, length: Int) -> Bool {
                for k in 1...length where a[i1 - k] != b[i2 - k] { return false }
                return true
            }

            /// Whether the `length` lines from (i1, i2) on are equal in both files.
            private func runAfter(_ i1: Int, _ i2: Int, length: Int) -> Bool {
                for k in 0..<length where a[i1 + k] != b[i2 + k] { return false }
                return true
            }
        }
    }
}
