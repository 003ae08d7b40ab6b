import Foundation
import TestSupport
import InterfaceMerge
import Testing
import XIBDecoder

/// The merge on the 184 real three-way merges of `../shared/merges` (13 projects' git histories).
@Suite(.serialized) struct MergeCorpusTests {
    /// One case merged, with what the tests look at.
    struct Outcome: Sendable {
        var mergeCase: MergeCases.Case
        var base: [UInt8], ours: [UInt8], theirs: [UInt8]
        var result: MergeResult
    }

    /// Every case merged once (the merge is deterministic), in parallel.
    static let outcomes: [Outcome] = {
        let cases = MergeCases.all
        let store = OutcomeStore(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let mergeCase = cases[index]
            guard let base = try? Data(contentsOf: mergeCase.base), let ours = try? Data(contentsOf: mergeCase.ours),
                  let theirs = try? Data(contentsOf: mergeCase.theirs) else { return }
            var merger = InterfaceMerger()
            merger.path = mergeCase.name
            let result = merger.merge(base: [UInt8](base), ours: [UInt8](ours), theirs: [UInt8](theirs))
            store.set(index, Outcome(mergeCase: mergeCase, base: [UInt8](base), ours: [UInt8](ours), theirs: [UInt8](theirs), result: result))
        }
        return store.all
    }()

    /// Outcomes written from several threads, each into its own slot.
    final class OutcomeStore: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Outcome?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ outcome: Outcome) {
            lock.lock()
            slots[index] = outcome
            lock.unlock()
        }

        var all: [Outcome] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }

    /// No case falls back to the whole-file line merge, nor to the line merge of one element (measured before the
    /// local fallback and after it: none).
    @Test func everyCaseIsMergedObjectByObject() throws {
        try #require(MergeCases.all.count == 184, "the shared merges were not found or not unpacked")
        #expect(Self.outcomes.count == 184)
        for outcome in Self.outcomes {
            #expect(outcome.result.method == .semantic, "\(outcome.mergeCase): \(outcome.result.method)")
            #expect(outcome.result.lineMergedElements.isEmpty, "\(outcome.mergeCase): \(outcome.result.lineMergedElements)")
        }
    }

    /// The issue's bar is 80% of the cases git conflicts on; measured here: 124 of 152 (82%).
    @Test func mostCasesGitConflictsOnMergeCleanly() throws {
        let gitConflicts = Self.outcomes.filter { $0.mergeCase.gitConflicts > 0 }
        let clean = gitConflicts.filter(\.result.isClean)
        #expect(gitConflicts.count == 152)
        #expect(clean.count * 100 >= gitConflicts.count * 80, "\(clean.count) of \(gitConflicts.count) merge cleanly")
        #expect(clean.count >= 124, "\(clean.count) of \(gitConflicts.count) merge cleanly")
        // What git merges cleanly, the merge does too.
        for outcome in Self.outcomes where outcome.mergeCase.gitConflicts == 0 {
            #expect(outcome.result.isClean, "\(outcome.mergeCase): \(outcome.result.conflicts.map(\.message))")
        }
    }

    @Test func cleanResultsAreValidDocumentsWithoutNewDuplicateIDs() throws {
        for outcome in Self.outcomes where outcome.result.isClean {
            let document: NodeDocument
            do {
                document = try XIBReader().read(outcome.result.bytes, path: outcome.mergeCase.name)
            } catch {
                Issue.record("\(outcome.mergeCase): the clean result does not read: \(error)")
                continue
            }
            let inputs = try [outcome.ours, outcome.theirs].map { try XIBReader().read($0) }
            let duplicatedBefore = Set(inputs.flatMap { $0.duplicateIDs.map(\.id) })
            let duplicated = document.duplicateIDs.map(\.id).filter { !duplicatedBefore.contains($0) }
            #expect(duplicated.isEmpty, "\(outcome.mergeCase): duplicate ids \(duplicated)")
        }
    }

    @Test func everyConflictIsMarkedWhereItsLocationSays() throws {
        for outcome in Self.outcomes where !outcome.result.isClean {
            let lines = String(decoding: outcome.result.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for conflict in outcome.result.conflicts {
                let line = try #require(conflict.location?.line, "\(outcome.mergeCase): \(conflict.message) has no location")
                #expect(lines.indices.contains(line - 1) && lines[line - 1].hasPrefix("<<<<<<< ours"),
                        "\(outcome.mergeCase): line \(line) holds no marker for \(conflict.message)")
            }
        }
    }

    /// Lines the result changes from ours, against the lines theirs changed from base, over all clean results: the
    /// issue's bound is 1.1×; measured here: 0.65×.
    @Test func cleanResultsChangeFewLinesOfOurs() throws {
        var changedFromOurs = 0, theirsChanged = 0
        for outcome in Self.outcomes where outcome.result.isClean {
            changedFromOurs += Self.changedLines(outcome.ours, outcome.result.bytes)
            theirsChanged += Self.changedLines(outcome.base, outcome.theirs)
        }
        #expect(theirsChanged > 0)
        #expect(Double(changedFromOurs) <= 1.1 * Double(theirsChanged), "\(changedFromOurs) lines changed from ours for \(theirsChanged) theirs changed")
    }

    /// Judged object by object by ``MergeJudge`` (which shares no code with the merge): no clean result loses a
    /// change of either side, changes what neither changed, settles a true conflict on its own, or leaves a
    /// duplicate id, a dangling reference or an outlet connected twice.
    @Test func cleanResultsKeepEverySidesChangesAndNothingElse() throws {
        var failures: [String] = []
        for outcome in Self.outcomes where outcome.result.isClean {
            let verdict = try MergeJudge.judge(base: outcome.base, ours: outcome.ours, theirs: outcome.theirs,
                                               result: outcome.result.bytes, path: outcome.mergeCase.name)
            let lost = verdict.lostChanges.filter { !$0.isNoise }
            let problems = lost + verdict.spuriousChanges + verdict.trueConflicts + verdict.newDuplicateIDs
                + verdict.newDanglingReferences + verdict.newDoubleOutlets
            if !problems.isEmpty {
                failures.append("\(outcome.mergeCase):\n  " + problems.map(\.description).joined(separator: "\n  "))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) clean results fail the judge:\n\(failures.joined(separator: "\n"))")
    }

    static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> Int {
        LineDiff.hunks(from: old, to: new).reduce(0) { $0 + $1.old.count + $1.new.count }
    }
}
