/// The checks a merged document must pass that no single line or attribute shows: no reference left pointing at an
/// object a side removed, and no outlet property connected twice on one object.
extension TreeMerger {
    /// Objects a side removed that the merged document still refers to, with what refers to them. Entries that are
    /// nothing but a reference (tie breakers, size-class masks) are dropped with the object instead.
    mutating func removedButReferenced(in root: MergedNode) -> [String: String] {
        var finalIDs: Set<String> = []
        collectIDs(root, into: &finalIDs)
        let knownIDs = ours.ids.union(theirs.ids)
        var needed: [String: String] = [:]
        var path: [MergedNode] = []
        walk(root, path: &path) { node, ancestors in
            guard let (side, element) = node.source else { return }
            let index = side == .ours ? ours : theirs
            let source = index.tree[element]
            let attributes = MergeRules.referenceAttributes(ofElementNamed: source.name)
            var drop = false
            for (name, value) in node.attributes where attributes.contains(name) {
                guard !finalIDs.contains(value), knownIDs.contains(value) else { continue }
                if MergeRules.isPureReference(source) {
                    drop = true
                } else if needed["#" + value] == nil {
                    let names = side == .ours ? oursNames : theirsNames
                    needed["#" + value] = "\(name) of \(names.describe(element, withScene: false))"
                }
            }
            if drop, let parent = ancestors.last {
                parent.children.removeAll { $0 === node }
                parent.childrenChanged = true
                Self.unsettle(ancestors)
            }
        }
        return needed
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
                let destination = { (node: MergedNode) in node.attributes.first { $0.name == "destination" }?.value }
                let oursDestinations = Set(fromOurs.compactMap(destination))
                if fromTheirs.allSatisfy({ destination($0).map(oursDestinations.contains) ?? false }) {
                    connections.children.removeAll { node in fromTheirs.contains { $0 === node } }
                } else {
                    let oursElements = fromOurs.compactMap { $0.source?.index }, theirsElements = fromTheirs.compactMap { $0.source?.index }
                    guard let (side, element) = connections.source else { continue }
                    let names = side == .ours ? oursNames : theirsNames
                    let owner = (side == .ours ? ours : theirs).tree[element].parent
                    let conflict = appendConflict(MergeConflict(
                        kind: .outletConnectedTwice, object: names.describe(max(owner, 0)),
                        attribute: "outlet \(property)",
                        ours: oursDestinations.map(oursNames.referenceName).sorted().joined(separator: ", "),
                        theirs: fromTheirs.compactMap(destination).map(theirsNames.referenceName).joined(separator: ", ")))
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

    /// Ids the merged document holds: every node's `id`, and every id inside what a conflict keeps.
    private func collectIDs(_ node: MergedNode, into ids: inout Set<String>) {
        switch node.form {
        case .conflict(let oursElements, let theirsElements, _):
            for element in oursElements { collectSubtreeIDs(ours, element, into: &ids) }
            for element in theirsElements { collectSubtreeIDs(theirs, element, into: &ids) }
        case .verbatim, .merged:
            if let id = node.attributes.first(where: { $0.name == "id" })?.value { ids.insert(id) }
            for child in node.children { collectIDs(child, into: &ids) }
        }
    }

    private func collectSubtreeIDs(_ index: VersionIndex, _ element: Int, into ids: inout Set<String>) {
        if let id = index.tree[element].attribute("id") { ids.insert(renamedIDs[id] ?? id) }
        for child in index.tree[element].children { collectSubtreeIDs(index, child, into: &ids) }
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
