/// Ids for objects that collide: when both sides add an object with one id but of different kinds, they are two
/// objects, and theirs' gets a fresh id (in Interface Builder's `abc-de-fgh` form) that no version uses; the merge
/// rewrites theirs' references to it. Both sides adding the same kind of object with one id (a change
/// cherry-picked onto both branches) is one object, merged as such.
enum FreshIDs {
    /// Theirs' colliding ids and their fresh replacements.
    static func collisions(base: VersionIndex, ours: VersionIndex, theirs: SourceTree) -> [String: String] {
        var oursAdded: [String: String] = [:]
        for element in ours.tree.elements {
            guard let id = element.attribute("id"), !base.hasID(id) else { continue }
            oursAdded[id] = element.name
        }
        guard !oursAdded.isEmpty else { return [:] }
        var renamed: [String: String] = [:]
        var taken: Set<String> = []
        for tree in [base.tree, ours.tree, theirs] {
            for element in tree.elements { if let id = element.attribute("id") { taken.insert(id) } }
        }
        for element in theirs.elements {
            guard let id = element.attribute("id"), let oursName = oursAdded[id], oursName != element.name, renamed[id] == nil else { continue }
            let fresh = freshID(for: id, avoiding: taken)
            taken.insert(fresh)
            renamed[id] = fresh
        }
        return renamed
    }

    /// A deterministic id derived from `id`, different from every id in `taken`.
    static func freshID(for id: String, avoiding taken: Set<String>) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        while true {
            var characters: [Character] = []
            for position in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                characters.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
                if position == 2 || position == 4 { characters.append("-") }
            }
            let candidate = String(characters)
            if !taken.contains(candidate) { return candidate }
        }
    }

    /// A value of theirs with the fresh ids applied, where the attribute holds an id or a reference.
    static func applied(_ renamedIDs: [String: String], to value: String, ofAttribute name: String, of element: String) -> String {
        guard !renamedIDs.isEmpty, let fresh = renamedIDs[value] else { return value }
        if name == "id" || MergeRules.referenceAttributes(ofElementNamed: element).contains(name) { return fresh }
        return value
    }

    /// The attributes of one of theirs' elements with the fresh ids applied, or `nil` when none changes.
    static func applied(_ renamedIDs: [String: String], to element: SourceTree.Element) -> [(name: String, value: String)]? {
        guard !renamedIDs.isEmpty else { return nil }
        let attributes = element.attributes.map { ($0.name, applied(renamedIDs, to: $0.value, ofAttribute: $0.name, of: element.name)) }
        return zip(attributes, element.attributes).contains { $0.1 != $1.value } ? attributes : nil
    }
}
