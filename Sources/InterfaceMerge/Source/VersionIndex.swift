/// One version of a file (base, ours or theirs) indexed for matching: each element's identity key, the element
/// each key names, and a fingerprint of each element's subtree that ignores canvas noise.
///
/// Keys: an element with an id is `#id` (`#scene:ID` for scenes) wherever it stands, so it is matched when it
/// moves; an element without one is its parent's key and `/@` and its `key` (the role it plays, whatever element
/// plays it), else `/`, its name and the first other naming attribute it has (``MergeRules/namingAttributes``);
/// when siblings share all that, their rank among them.
struct VersionIndex: Sendable {
    let tree: SourceTree
    /// The key of each element, by element index.
    let keys: [String]
    /// The element each key names.
    let elementByKey: [String: Int]
    /// Whether the element is keyed by an id (and so may move).
    let hasIdentity: [Bool]

    /// Indexes `tree`; `renamedIDs` gives ids this version's elements are known by instead (fresh ids for objects
    /// that collide with another version's different object).
    init(tree: SourceTree, renamedIDs: [String: String] = [:]) {
        self.tree = tree
        let count = tree.elements.count
        var keys = [String](repeating: "", count: count)
        var elementByKey: [String: Int] = [:]
        elementByKey.reserveCapacity(count)
        var hasIdentity = [Bool](repeating: false, count: count)
        var siblingCounts: [String: Int] = [:]
        tree.elements.withUnsafeBufferPointer { elements in
        for index in 0..<count {
            // One pass over the attributes: the id, the identity attribute and the first naming attribute.
            let name = elements[index].name
            let identityAttribute = elements[index].identityAttribute
            let isScene = identityAttribute == "sceneID"
            let hasObjectID = identityAttribute != nil
            var identity: String?
            var naming: (rank: Int, attribute: SourceTree.Attribute)?
            for attribute in elements[index].attributes {
                switch attribute.name {
                case "id":
                    if !isScene && hasObjectID { identity = attribute.value }
                    continue
                case "sceneID":
                    if isScene { identity = attribute.value }
                    continue
                default:
                    break
                }
                guard let rank = attribute.namingRank else { continue }
                if rank < naming?.rank ?? Int.max { naming = (rank, attribute) }
            }
            var key: String
            if index == 0 {
                key = "/" + name
            } else if let identity {
                key = isScene ? "#scene:" + identity : "#" + (renamedIDs.isEmpty ? identity : renamedIDs[identity] ?? identity)
                hasIdentity[index] = true
            } else {
                if let naming, naming.rank == 0 {
                    // A `key` is a role in the parent, which holds one value whatever its element: `<color
                    // key="backgroundColor">` and `<nil key="backgroundColor"/>` are one role set two ways.
                    key = keys[elements[index].parent] + "/@" + naming.attribute.value
                } else {
                    key = keys[elements[index].parent] + "/" + name
                    if let naming { key += "[" + naming.attribute.name + "=" + naming.attribute.value + "]" }
                }
            }
            // Siblings (or, for ids, duplicates anywhere) that share the key are told apart by rank.
            if let first = elementByKey.updateValue(index, forKey: key) {
                elementByKey[key] = first
                let rank = (siblingCounts[key] ?? 1) + 1
                siblingCounts[key] = rank
                key += "~\(rank)"
                elementByKey[key] = index
            }
            keys[index] = key
        }
        }
        self.keys = keys
        self.elementByKey = elementByKey
        self.hasIdentity = hasIdentity
    }

    /// Whether an element of this version has the id (after fresh ids are applied).
    func hasID(_ id: String) -> Bool { elementByKey["#" + id] != nil }

    /// The key of the element's parent, or `nil` for the root.
    func parentKey(of index: Int) -> String? {
        let parent = tree.elements[index].parent
        return parent < 0 ? nil : keys[parent]
    }

    /// A hash of the element's subtree without canvas noise (layout flags, recomputed geometry, design-time
    /// elements): equal fingerprints mean no change that matters. Computed on demand: the merge asks only about
    /// elements one side removed.
    func fingerprint(of index: Int) -> Int {
        var hasher = Hasher()
        combineSubtree(index, into: &hasher)
        return hasher.finalize()
    }

    private func combineSubtree(_ index: Int, into hasher: inout Hasher) {
        let elements = tree.elements
        hasher.combine(elements[index].name)
        for attribute in elements[index].attributes where !MergeRules.layoutFlagAttributes.contains(attribute.name) {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
        if let content = elements[index].content {
            tree.bytes[content].withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        for child in elements[index].children where !MergeRules.isNoiseElement(child, in: tree) {
            hasher.combine(0x5EED)
            combineSubtree(child, into: &hasher)
        }
        hasher.combine(0xE1D)
    }
}
