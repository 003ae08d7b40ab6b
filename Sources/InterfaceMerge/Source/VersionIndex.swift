/// One version of a file (base, ours or theirs) indexed for matching: each element's identity key, the element
/// each key names, and a fingerprint of each element's subtree that ignores canvas noise.
///
/// Keys: an element with an id is `#id` (`#scene:ID` for scenes) wherever it stands, so it is matched when it
/// moves; an element without one is its parent's key, `/`, its name, the first naming attribute it has
/// (``MergeRules/namingAttributes``) and, when siblings share all that, its rank among them.
struct VersionIndex: Sendable {
    let tree: SourceTree
    /// The key of each element, by element index.
    let keys: [String]
    /// The element each key names.
    let elementByKey: [String: Int]
    /// Whether the element is keyed by an id (and so may move).
    let hasIdentity: [Bool]
    /// A hash of each element's subtree without canvas noise: equal fingerprints mean no change that matters.
    let fingerprints: [Int]
    /// Every id in the version (`id` attributes; scenes' `sceneID` are not ids other elements refer to).
    let ids: Set<String>

    /// Indexes `tree`; `renamedIDs` gives ids this version's elements are known by instead (fresh ids for objects
    /// that collide with another version's different object).
    init(tree: SourceTree, renamedIDs: [String: String] = [:]) {
        self.tree = tree
        let count = tree.elements.count
        var keys = [String](repeating: "", count: count)
        var elementByKey: [String: Int] = [:]
        elementByKey.reserveCapacity(count)
        var hasIdentity = [Bool](repeating: false, count: count)
        var ids: Set<String> = []
        var siblingCounts: [String: Int] = [:]
        for index in 0..<count {
            let element = tree.elements[index]
            if let id = element.attribute("id") { ids.insert(renamedIDs[id] ?? id) }
            var key: String
            if index == 0 {
                key = "/" + element.name
            } else if let id = element.attribute(MergeRules.identityAttribute(ofElementNamed: element.name)) {
                key = element.name == "scene" ? "#scene:" + id : "#" + (renamedIDs[id] ?? id)
                hasIdentity[index] = true
            } else {
                key = keys[element.parent] + "/" + element.name
                for attribute in MergeRules.namingAttributes {
                    if let value = element.attribute(attribute) {
                        key += "[" + attribute + "=" + value + "]"
                        break
                    }
                }
            }
            // Siblings (or, for ids, duplicates anywhere) that share the key are told apart by rank.
            if elementByKey[key] != nil {
                let rank = (siblingCounts[key] ?? 1) + 1
                siblingCounts[key] = rank
                key += "~\(rank)"
            }
            keys[index] = key
            elementByKey[key] = index
        }
        self.keys = keys
        self.elementByKey = elementByKey
        self.hasIdentity = hasIdentity
        self.ids = ids
        fingerprints = Self.fingerprints(of: tree)
    }

    /// The key of the element's parent, or `nil` for the root.
    func parentKey(of index: Int) -> String? {
        let parent = tree.elements[index].parent
        return parent < 0 ? nil : keys[parent]
    }

    /// The subtree fingerprints, computed children first (children follow their parent in document order).
    private static func fingerprints(of tree: SourceTree) -> [Int] {
        let count = tree.elements.count
        var result = [Int](repeating: 0, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let element = tree.elements[index]
            var hasher = Hasher()
            hasher.combine(element.name)
            for attribute in element.attributes where !MergeRules.layoutFlagAttributes.contains(attribute.name) {
                hasher.combine(attribute.name)
                hasher.combine(attribute.value)
            }
            if let content = element.content {
                tree.bytes[content].withUnsafeBytes { hasher.combine(bytes: $0) }
            }
            for child in element.children where !MergeRules.isNoiseElement(child, in: tree) {
                hasher.combine(result[child])
            }
            result[index] = hasher.finalize()
        }
        return result
    }
}
