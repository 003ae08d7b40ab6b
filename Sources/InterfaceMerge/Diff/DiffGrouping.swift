/// Sorts the differ's changes into the groups a person reads: one per scene (storyboards), one per top-level object
/// (XIBs), and one for the document itself (its header, dependencies and resources), in the order they are first met;
/// within a group the changes of one object stay together. Noise is counted and left out unless included.
struct DiffGrouping {
    let old: DiffSide?
    let new: DiffSide?

    /// The group key of the document's own changes.
    static let documentKey = "/document"

    func diff(_ entries: [DiffEntry], includeNoise: Bool) -> InterfaceDiff {
        var order: [String] = []
        var buckets: [String: [DiffEntry]] = [:]
        var hidden = 0
        var hiddenByKind: [String: Int] = [:]
        for entry in entries {
            if let noise = entry.change.noise, !includeNoise {
                hidden += 1
                hiddenByKind[noise.rawValue, default: 0] += 1
                continue
            }
            let key = groupKey(of: entry)
            if buckets[key] == nil { order.append(key) }
            buckets[key, default: []].append(entry)
        }
        let groups = order.map { key in
            InterfaceDiff.Group(title: title(of: key), id: id(of: key), status: status(of: key),
                                changes: Self.clustered(buckets[key] ?? []).map(\.change))
        }
        return InterfaceDiff(groups: groups, hiddenNoise: hidden, hiddenNoiseByKind: hiddenByKind)
    }

    /// The entries with those shown under one object brought together, objects in the order first met.
    static func clustered(_ entries: [DiffEntry]) -> [DiffEntry] {
        var order: [String] = []
        var byHeadline: [String: [DiffEntry]] = [:]
        for entry in entries {
            if byHeadline[entry.headlineKey] == nil { order.append(entry.headlineKey) }
            byHeadline[entry.headlineKey, default: []].append(entry)
        }
        return order.flatMap { byHeadline[$0] ?? [] }
    }

    // MARK: Groups

    /// The identity key of the scene or top-level object an entry's element is in, or ``documentKey``.
    private func groupKey(of entry: DiffEntry) -> String {
        guard let side = entry.inNew ? new : old, let group = Self.groupElement(of: entry.element, in: side.tree) else {
            return Self.documentKey
        }
        return side.index.keys[group]
    }

    /// The scene an element is in (storyboards), or the top-level object (a child of the document's `<objects>`,
    /// XIBs); `nil` for the document's own elements.
    static func groupElement(of element: Int, in tree: SourceTree) -> Int? {
        var current = element
        while current > 0 {
            let node = tree[current]
            if node.name == "scene" { return current }
            let parent = node.parent
            if parent > 0, tree[parent].name == "objects", tree[parent].parent == 0 { return current }
            current = parent
        }
        return nil
    }

    /// The side that has the group's element, the new one first, and the element.
    private func element(of key: String) -> (side: DiffSide, element: Int)? {
        if let new, let element = new.index.elementByKey[key] { return (new, element) }
        if let old, let element = old.index.elementByKey[key] { return (old, element) }
        return nil
    }

    private func title(of key: String) -> String {
        guard key != Self.documentKey, let (side, element) = element(of: key) else { return "document" }
        return side.names.shortName(of: element)
    }

    private func id(of key: String) -> String? {
        guard key != Self.documentKey, let (side, element) = element(of: key) else { return nil }
        return side.id(of: element)
    }

    private func status(of key: String) -> InterfaceDiff.Group.Status {
        guard key != Self.documentKey else { return .changed }
        let inOld = old?.index.elementByKey[key] != nil, inNew = new?.index.elementByKey[key] != nil
        switch (inOld, inNew) {
        case (true, false): return .removed
        case (false, true): return .added
        default: return .changed
        }
    }
}
