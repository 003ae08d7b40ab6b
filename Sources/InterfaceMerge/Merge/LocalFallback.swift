import UIDescription
import XIBDecoder

/// The merge's fallback for what it cannot merge object by object (an object it cannot place exactly once, a
/// reference it cannot keep resolving): the smallest element around the trouble that all three versions have is
/// merged line by line (``LineMerge``, as `git merge-file` merges it), and the rest of the file keeps its
/// object-by-object result. The written result must still read as an IB document, with no id twice and no
/// reference to an object it left out; if not, the next enclosing element is merged line by line instead, and only
/// at the root the whole file.
struct LocalFallback {
    let base: VersionIndex
    let ours: VersionIndex
    let theirs: VersionIndex

    // MARK: Regions

    /// The smallest element that holds every element keyed in `involved`, in each version that has it: an element
    /// that base, ours and theirs all have, filling whole lines of its own in each, strictly above the first
    /// involved element. `nil` when only the root does.
    func enclosingElement(of involved: [String]) -> String? {
        guard let first = involved.first, let (index, element) = place(of: first) else { return nil }
        var current = index.tree[element].parent
        while current > 0 {
            let key = index.keys[current]
            if encloses(key, involved) { return key }
            current = index.tree[current].parent
        }
        return nil
    }

    /// The regions for a list of troubles (each the keys it involves): each trouble's enclosing element, without
    /// those inside another. `nil` when one of them is the whole file.
    func regions(for troubles: [[String]]) -> [String]? {
        var regions: [String] = []
        for involved in troubles {
            guard let region = enclosingElement(of: involved) else { return nil }
            if !regions.contains(region) { regions.append(region) }
        }
        return regions.filter { region in !regions.contains { $0 != region && encloses($0, [region]) } }
    }

    /// Where an element keyed `key` stands: in ours if ours has it, else theirs, else base.
    private func place(of key: String) -> (VersionIndex, Int)? {
        for index in [ours, theirs, base] {
            if let element = index.elementByKey[key] { return (index, element) }
        }
        return nil
    }

    /// Whether the element keyed `key` is in all three versions, fills its lines in each, and holds each element of
    /// `involved` in each version that has it.
    private func encloses(_ key: String, _ involved: [String]) -> Bool {
        for index in [base, ours, theirs] {
            guard let element = index.elementByKey[key], index.tree[element].fillsLines else { return false }
            for other in involved {
                guard let inner = index.elementByKey[other] else { continue }
                if !Self.isAncestor(element, of: inner, in: index.tree) { return false }
            }
        }
        return true
    }

    private static func isAncestor(_ ancestor: Int, of element: Int, in tree: SourceTree) -> Bool {
        var current = tree[element].parent
        while current >= 0 {
            if current == ancestor { return true }
            current = tree[current].parent
        }
        return false
    }

    // MARK: Applying

    /// Turns the merged tree's node for each region into the line merge of the region's lines; `describe` names the
    /// element (ours') in the conflicts its hunks leave. Returns the regions that have no node of their own in the
    /// tree (inside a conflict, or inside an element copied whole), which must be widened.
    func apply(_ regions: [String], to root: MergedNode, describe: (Int) -> String) -> [String] {
        var missing: [String] = []
        for region in regions {
            guard let path = Self.path(to: region, from: root), let node = path.last, let b = base.elementByKey[region],
                  let o = ours.elementByKey[region], let t = theirs.elementByKey[region] else {
                missing.append(region)
                continue
            }
            // An ancestor settled as a copy of its source would not write the node: it is written child by child.
            for ancestor in path.dropLast() {
                if case .verbatim(let side, let element) = ancestor.form { ancestor.form = .merged(side, element) }
            }
            node.form = .lines(base: b, ours: o, theirs: t, object: describe(o))
            node.children = []
            node.attributes = []
            node.conflictingAttributes = []
            node.attributeConflict = nil
        }
        return missing
    }

    /// The node keyed `key` (outside conflicts and subtrees copied whole) with its ancestors, the root first.
    private static func path(to key: String, from node: MergedNode) -> [MergedNode]? {
        if node.key == key { return [node] }
        for child in node.children {
            if let path = path(to: key, from: child) { return [node] + path }
        }
        return nil
    }

    // MARK: Checking

    /// What is wrong with a result: it does not read as an IB document, holds an id twice that neither side holds
    /// twice, or refers to an id ours or theirs has and it does not. A result with conflicts is read as the file a
    /// person gets who keeps one side of every conflict (`variants`: ours' and theirs'), and passes when one of them
    /// does. `nil` when the result passes.
    func problem(in variants: [(side: MergeSide?, bytes: [UInt8])], reader: XIBReader, path: String?) -> String? {
        var first: String?
        for (side, bytes) in variants {
            guard let problem = problem(in: bytes, reader: reader, path: path) else { return nil }
            if first == nil { first = side.map { "with \($0)' side of each conflict, " + problem } ?? problem }
        }
        return first
    }

    private func problem(in bytes: [UInt8], reader: XIBReader, path: String?) -> String? {
        let inputs = [ours.tree.document, theirs.tree.document]
        let document: NodeDocument
        do {
            document = try reader.read(bytes, path: path)
        } catch let error as UIDescriptionError {
            return "the result does not read: \(error.message)"
        } catch {
            return "the result does not read: \(error)"
        }
        let duplicatedBefore = Set(inputs.flatMap { $0.duplicateIDs.map(\.id) })
        if let duplicate = document.duplicateIDs.first(where: { !duplicatedBefore.contains($0.id) }) {
            return "id \(duplicate.id) is on \(duplicate.elements.count) elements"
        }
        for element in document.allElements {
            let references = MergeRules.referenceAttributes(ofElementNamed: document.name(of: element))
            for (name, value) in document.attributes(of: element) where references.contains(name) {
                guard document.element(withID: value) == nil, inputs.contains(where: { $0.element(withID: value) != nil }) else { continue }
                return "\(name) of <\(document.name(of: element))> names id \(value), which the result does not have"
            }
        }
        return nil
    }
}
