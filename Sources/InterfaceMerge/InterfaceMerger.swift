import UIDescription
import XIBDecoder

/// The outcome of a three-way merge of one IB file.
public struct MergeResult: Sendable {
    /// How the file was merged.
    public enum Method: Sendable, Equatable {
        /// Object by object (the inputs were readable IB documents).
        case semantic
        /// Line by line, as `git merge-file` does, because an input is not a readable IB document (a legacy
        /// archive, a file that already holds conflict markers, malformed XML); `reason` says which and why.
        case lines(reason: String)
    }

    /// The merged file.
    public var bytes: [UInt8]
    /// What is left to resolve, each with the location of its markers in ``bytes``.
    public var conflicts: [MergeConflict]
    /// The method.
    public var method: Method
    /// What the merge settled on its own that a person may want to know (fresh ids given to colliding objects,
    /// elements merged line by line).
    public var notes: [String]
    /// The elements of an object-by-object merge (``Method-swift.enum/semantic``) that were merged line by line,
    /// as `git merge-file` merges them, because something in them could not be merged object by object; the rest of
    /// the file was merged object by object, and the markers of any hunk left stand inside these elements. Each is
    /// named as a person knows it. Empty when the whole file was merged one way.
    public var lineMergedElements: [String] = []

    /// Whether the merge left nothing to resolve.
    public var isClean: Bool { conflicts.isEmpty }
}

/// Merges three versions of a XIB or storyboard (the merge base, ours and theirs) object by object: elements are
/// matched by IB id (scenes by `sceneID`, elements without an id by their parent, name and role), attributes, texts
/// and children lists are merged three ways, objects are followed where they move, and what Xcode rewrites on its
/// own (tool versions, frames, canvas positions) is settled by documented rules (`docs/merge.md`). The result keeps
/// every line neither side changed byte for byte as ours has it.
///
/// ```swift
/// let result = InterfaceMerger().merge(base: base, ours: ours, theirs: theirs)
/// try Data(result.bytes).write(to: oursURL)
/// for conflict in result.conflicts { print(conflict) }   // Main.storyboard:120:1: conflict: …
/// ```
public struct InterfaceMerger: Sendable {
    /// The length of conflict markers (git's `%L`, 7 by default).
    public var markerSize = 7
    /// The label after `<<<<<<<` (with the object's name after it).
    public var oursLabel = "ours"
    /// The label after `>>>>>>>`.
    public var theirsLabel = "theirs"
    /// The label of the merge base, used by the line merge's messages.
    public var baseLabel = "base"
    /// The file's path, for conflict locations (git's `%P`).
    public var path: String?
    /// The reader's limits apply to each version.
    public var reader = XIBReader()

    /// Creates a `InterfaceMerger` with the default settings.
    public init() {}

    /// Merges `ours` and `theirs`, both descended from `base`. Never throws: inputs that are not readable IB
    /// documents are merged line by line (``MergeResult/Method-swift.enum/lines(reason:)``).
    public func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> MergeResult {
        let trees: (SourceTree, SourceTree, SourceTree)
        do {
            trees = (try read(base, "base"), try read(ours, "ours"), try read(theirs, "theirs"))
        } catch let error as UnreadableVersion {
            return lineMerge(base: base, ours: ours, theirs: theirs, reason: error.description)
        } catch {
            return lineMerge(base: base, ours: ours, theirs: theirs, reason: "\(error)")
        }
        return semanticMerge(base: trees.0, ours: trees.1, theirs: trees.2)
    }

    // MARK: Object by object

    private func semanticMerge(base baseTree: SourceTree, ours oursTree: SourceTree, theirs theirsTree: SourceTree) -> MergeResult {
        let base = VersionIndex(tree: baseTree), ours = VersionIndex(tree: oursTree)
        let renamedIDs = FreshIDs.collisions(base: base, ours: ours, theirs: theirsTree)
        let theirs = VersionIndex(tree: theirsTree, renamedIDs: renamedIDs)
        var merger = TreeMerger(base: base, ours: ours, theirs: theirs, renamedIDs: renamedIDs)
        var root = merger.mergeDocument()
        // Objects a side removed that the merged document still refers to are kept (as conflicts), until none is.
        var dangling = merger.removedButReferenced(in: root)
        for _ in 0..<8 {
            let needed = merger.withRemovedAncestors(dangling).filter { merger.keptForReferences[$0.key] == nil }
            guard !needed.isEmpty else { break }
            merger.keptForReferences.merge(needed) { old, _ in old }
            root = merger.mergeDocument()
            dangling = merger.removedButReferenced(in: root)
        }
        // (Settling doubled outlets removes or encloses outlets, never an object one refers to.)
        merger.settleDoubleOutlets(in: root)
        // An object the merge cannot place exactly once, or a reference it cannot keep: what encloses it is merged
        // line by line, the rest object by object (``LocalFallback``).
        var troubles: [(involved: [String], reason: String)] = []
        for key in merger.misplacedMovedObjects(in: root) {
            troubles.append(([key], "could not place the moved object \(key) exactly once"))
        }
        for (key, user) in dangling.sorted(by: { $0.key < $1.key }) {
            troubles.append(([key] + (merger.referrers[key].map { [$0] } ?? []), "could not keep \(key), which \(user) refers to"))
        }
        let labels = LineMerge.Labels(ours: oursLabel, base: baseLabel, theirs: theirsLabel)
        func written(_ resolution: MergeSide? = nil) -> MergeWriter {
            var writer = MergeWriter(base: base, ours: ours, theirs: theirs, renamedIDs: renamedIDs, markerSize: markerSize,
                                     labels: labels, path: path, conflicts: merger.conflicts, resolution: resolution)
            writer.write(root)
            return writer
        }
        var lineMerged: [String] = []
        var notes = renamedIDs.sorted { $0.key < $1.key }.map { old, new in
            "both sides added a different object with id \(old): theirs' is given id \(new), and its references follow"
        }
        if let first = troubles.first {
            let fallback = LocalFallback(base: base, ours: ours, theirs: theirs)
            var regions = fallback.regions(for: troubles.map(\.involved))
            var settled = false
            while let current = regions, !current.isEmpty {
                let missing = fallback.apply(current, to: root) { merger.oursNames.describe($0) }
                let result = written()
                let variants: [(side: MergeSide?, bytes: [UInt8])] = result.conflicts.contains { $0.location != nil }
                    ? [(.ours, written(.ours).output), (.theirs, written(.theirs).output)] : [(nil, result.output)]
                if missing.isEmpty, fallback.problem(in: variants, reader: reader, path: path) == nil {
                    lineMerged = current.compactMap { ours.elementByKey[$0].map { merger.oursNames.describe($0) } }
                    settled = true
                    break
                }
                // Too narrow: the next enclosing element of each region.
                regions = fallback.regions(for: current.map { [$0] })
            }
            guard settled else {
                return lineMerge(base: baseTree.bytes, ours: oursTree.bytes, theirs: theirsTree.bytes,
                                 reason: "the object-by-object merge \(first.reason)")
            }
            notes.append("the object-by-object merge \(first.reason)\(troubles.count > 1 ? " (and \(troubles.count - 1) more)" : ""): "
                         + lineMerged.joined(separator: "; ") + " merged line by line, the rest of the file object by object")
        }
        let writer = written()
        // A conflict found on an element that ended up inside another conflict's markers has no markers of its own;
        // the enclosing conflict stands for it.
        let conflicts = writer.conflicts.filter { $0.location != nil }
        return MergeResult(bytes: writer.output, conflicts: conflicts, method: .semantic, notes: notes, lineMergedElements: lineMerged)
    }

    private struct UnreadableVersion: Error, CustomStringConvertible {
        var description: String
    }

    private func read(_ bytes: [UInt8], _ label: String) throws -> SourceTree {
        do {
            return try SourceTree(bytes: bytes, path: path, reader: reader)
        } catch let error as UIDescriptionError {
            throw UnreadableVersion(description: "\(label) is not a readable IB document: \(error.message) (line \(error.location?.line ?? 1))")
        } catch {
            throw UnreadableVersion(description: "\(label) could not be read object by object: \(error)")
        }
    }

    // MARK: Line by line

    private func lineMerge(base: [UInt8], ours: [UInt8], theirs: [UInt8], reason: String) -> MergeResult {
        let result = LineMerge.merge(base: base, ours: ours, theirs: theirs, markerSize: markerSize,
                                     labels: LineMerge.Labels(ours: oursLabel, base: baseLabel, theirs: theirsLabel))
        let conflicts = result.conflictLines.map { line in
            MergeConflict(kind: .lines, object: "lines changed on both sides", location: SourceLocation(file: path, line: line, column: 1))
        }
        return MergeResult(bytes: result.bytes, conflicts: conflicts, method: .lines(reason: reason), notes: [])
    }
}
