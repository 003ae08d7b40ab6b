/// The checks a merged document must pass that no single line or attribute shows: no reference left pointing at an
/// object a side removed, and no outlet property connected twice on one object.
extension TreeMerger {
    /// Objects a side removed that the merged document still refers to, with what refers to them. Entries that are
    /// nothing but a reference (tie breakers, size-class masks) are dropped with the object instead.
    mutating func removedButReferenced(in root: MergedNode) -> [String: String] {
        var needed: [String: String] = [:]
        var path: [MergedNode] = []
        var dropped: [(node: MergedNode, ancestors: [MergedNode])] = []
        walk(root, path: &path) { node, ancestors in
            guard let (side, element) = node.source, !node.isSameOnBothSides else { return }
            let index = side == .ours ? ours : theirs
            let source = index.tree[element]
            let references = MergeRules.referenceAttributes(ofElementNamed: source.name)
            forEachAttribute(of: node) { name, value in
                guard references.contains(name) else { return }
                // The side the value comes from: the source element's, unless the merge took the other side's.
                let contributor = source.attribute(name) == value ? index : (side == .ours ? theirs : ours)
                // A reference already dangling there is not the merge's doing.
                guard contributor.hasID(value), presence(of: "#" + value) == .absent else { return }
                if MergeRules.isPureReference(source) {
                    dropped.append((node, ancestors))
                } else if needed["#" + value] == nil {
                    referrers["#" + value] = node.key
                    let names = side == .ours ? oursNames : theirsNames
                    needed["#" + value] = "\(name) of \(names.describe(element, withScene: false))"
                }
            }
        }
        for (node, ancestors) in dropped {
            // The entry goes, and so does each group it leaves empty (a mask with no entry left).
            var removed = node
            var remaining = ancestors
            while let parent = remaining.popLast() {
                parent.children.removeAll { $0 === removed }
                parent.childrenChanged = true
                guard parent.children.isEmpty, let (side, element) = parent.source,
                      MergeRules.isContainer((side == .ours ? ours : theirs).tree[element]) else {
                    Self.unsettle(remaining + [parent])
                    break
                }
                removed = parent
            }
        }
        return needed
    }

    /// Objects the sides hold under different parents that the merged tree holds other than once, though they are
    /// in the merged document: left out, or written twice (inside a conflict and in their new place). The merge
    /// does not write such a result.
    mutating func misplacedMovedObjects(in root: MergedNode) -> [String] {
        guard !movedKeys.isEmpty else { return [] }
        var count: [String: Int] = [:]
        var path: [MergedNode] = []
        walk(root, path: &path) { node, _ in
            switch node.form {
            case .conflict(let oursElements, let theirsElements, _):
                var keys: Set<String> = []
                for element in oursElements { collectKeys(ours, element, into: &keys) }
                for element in theirsElements { collectKeys(theirs, element, into: &keys) }
                for key in keys where movedKeys.contains(key) { count[key, default: 0] += 1 }
            case .verbatim(let side, let element) where node.children.isEmpty && !node.isSameOnBothSides:
                // A subtree copied whole (a value, an object that changed kind): what it holds is written too.
                var keys: Set<String> = []
                collectKeys(side == .ours ? ours : theirs, element, into: &keys)
                for key in keys where movedKeys.contains(key) { count[key, default: 0] += 1 }
            case .lines:
                // Merged line by line: what it holds is checked in the written result (``LocalFallback``).
                if movedKeys.contains(node.key) { count[node.key, default: 0] += 1 }
            case .verbatim, .merged:
                // Subtrees alike on both sides hold no moved object: a move shows on the side that made it.
                if movedKeys.contains(node.key) { count[node.key, default: 0] += 1 }
            }
        }
        return movedKeys.filter { count[$0] != 1 && presence(of: $0) != .absent }.sorted()
    }

    private func collectKeys(_ index: VersionIndex, _ element: Int, into keys: inout Set<String>) {
        keys.insert(index.keys[element])
        for child in index.tree[element].children { collectKeys(index, child, into: &keys) }
    }

    /// The objects to keep, with the ancestors a side removed along with them: a view controller is kept inside
    /// its scene, so the scene is kept too (and the conflict's markers go around it).
    mutating func withRemovedAncestors(_ needed: [String: String]) -> [String: String] {
        var result = needed
        for (key, reason) in needed {
            guard let (index, element) = ours.elementByKey[key].map({ (ours, $0) }) ?? theirs.elementByKey[key].map({ (theirs, $0) })
            else { continue }
            var current = index.tree[element].parent
            while current > 0 {
                let ancestor = index.keys[current]
                if presence(of: ancestor) == .absent, result[ancestor] == nil { result[ancestor] = reason }
                current = index.tree[current].parent
            }
        }
        return result
    }

    /// Calls `body` with each attribute the node writes: its own when the merge changed them, else its source's.
    func forEachAttribute(of node: MergedNode, _ body: (String, String) -> Void) {
        if node.hasOwnAttributes {
            for (name, value) in node.attributes { body(name, value) }
        } else if let (side, element) = node.source {
            for attribute in (side == .ours ? ours : theirs).tree[element].attributes { body(attribute.name, attribute.value) }
        }
    }

    /// The value of one attribute the node writes.
    func attribute(_ name: String, of node: MergedNode) -> String? {
        var found: String?
        forEachAttribute(of: node) { attribute, value in if attribute == name, found == nil { found = value } }
        return found
    }

    /// Both sides connected one outlet property of one object to different objects: one conflict around the two.
    /// The same connection added by both (under two connection ids) is kept once.
    mutating func settleDoubleOutlets(in root: MergedNode) {
        var path: [MergedNode] = []
        var groups: [(connections: MergedNode, ancestors: [MergedNode])] = []
        walk(root, path: &path) { node, ancestors in
            guard let (side, element) = node.source, (side == .ours ? ours : theirs).tree[element].name == "connections" else { return }
            groups.append((node, ancestors))
        }
        for (connections, ancestors) in groups {
            var byProperty: [String: [MergedNode]] = [:]
            var order: [String] = []
            for child in connections.children {
                guard let (side, element) = child.source else { continue }
                let tree = (side == .ours ? ours : theirs).tree
                guard tree[element].name == "outlet", let property = tree[element].attribute("property") else { continue }
                if byProperty[property] == nil { order.append(property) }
                byProperty[property, default: []].append(child)
            }
            for property in order {
                guard let outlets = byProperty[property], outlets.count > 1 else { continue }
                let fromOurs = outlets.filter { $0.source?.side == .ours }, fromTheirs = outlets.filter { $0.source?.side == .theirs }
                // Already doubled on one side: not the merge's doing.
                guard !fromOurs.isEmpty, !fromTheirs.isEmpty else { continue }
                let oursDestinations = Set(fromOurs.compactMap { attribute("destination", of: $0) })
                let theirsDestinations = fromTheirs.compactMap { attribute("destination", of: $0) }
                if theirsDestinations.count == fromTheirs.count, theirsDestinations.allSatisfy(oursDestinations.contains) {
                    connections.children.removeAll { node in fromTheirs.contains { $0 === node } }
                } else {
                    let oursElements = fromOurs.compactMap { $0.source?.index }, theirsElements = fromTheirs.compactMap { $0.source?.index }
                    guard let (side, element) = connections.source else { continue }
                    let names = side == .ours ? oursNames : theirsNames
                    let owner = (side == .ours ? ours : theirs).tree[element].parent
                    let conflict = appendConflict(MergeConflict(
                        kind: .outletConnectedTwice, object: names.describe(max(owner, 0)),
                        attribute: "outlet \(property)",
                        ours: oursDestinations.map { oursNames.destinationName($0) }.sorted().joined(separator: ", "),
                        theirs: theirsDestinations.map { theirsNames.destinationName($0) }.joined(separator: ", ")))
                    let marker = MergedNode(key: fromOurs[0].key, form: .conflict(ours: oursElements, theirs: theirsElements, conflict: conflict))
                    var replaced = false
                    connections.children = connections.children.compactMap { node in
                        guard outlets.contains(where: { $0 === node }) else { return node }
                        if replaced { return nil }
                        replaced = true
                        return marker
                    }
                }
                connections.childrenChanged = true
                Self.unsettle(ancestors + [connections])
            }
        }
    }

    /// Visits every node outside conflicts with its ancestors (nearest last).
    private func walk(_ node: MergedNode, path: inout [MergedNode], _ body: (MergedNode, [MergedNode]) -> Void) {
        body(node, path)
        path.append(node)
        for child in node.children { walk(child, path: &path, body) }
        path.removeLast()
    }

    /// Ancestors of a changed node can no longer be copied whole.
    private static func unsettle(_ ancestors: [MergedNode]) {
        for ancestor in ancestors {
            if case .verbatim(let side, let element) = ancestor.form { ancestor.form = .merged(side, element) }
        }
    }
}
