/// Reads a removal and an addition of the same connection or constraint as one change. Interface Builder gives a
/// reconnected outlet, a re-made action or a constraint deleted and drawn again a new id, so matching by id sees two
/// unrelated changes; a person sees one: the outlet now points elsewhere, the constant is now 24, the action now
/// fires on another event.
enum DiffPairing {
    /// The entries with each removal/addition pair that shares a pairing key (one of each on the source or holder:
    /// the same outlet property, action selector, segue identifier, or constraint ends) turned into what changed, in
    /// the addition's place: a retargeted connection or changed constraint, and any other attribute that differs. A
    /// pair that changed nothing but its id is left out.
    static func pair(_ entries: [DiffEntry]) -> [DiffEntry] {
        var removals: [String: [Int]] = [:], additions: [String: [Int]] = [:]
        for (offset, entry) in entries.enumerated() {
            guard let key = entry.pairingKey else { continue }
            switch entry.change.kind {
            case .constraintRemoved, .connectionRemoved: removals[key, default: []].append(offset)
            case .constraintAdded, .connectionAdded: additions[key, default: []].append(offset)
            default: break
            }
        }
        var replacements: [Int: [DiffEntry]] = [:]
        for (key, removed) in removals {
            guard removed.count == 1, let added = additions[key], added.count == 1, let r = removed.first, let a = added.first else { continue }
            replacements[r] = []
            replacements[a] = changes(from: entries[r], to: entries[a])
        }
        guard !replacements.isEmpty else { return entries }
        return entries.enumerated().flatMap { offset, entry in replacements[offset] ?? [entry] }
    }

    /// What changed from a removed connection or constraint to the added one that replaces it.
    private static func changes(from removal: DiffEntry, to addition: DiffEntry) -> [DiffEntry] {
        let isConstraint = addition.change.kind == .constraintAdded
        var result: [DiffEntry] = []
        var main = addition
        main.pairingKey = nil
        main.change.kind = isConstraint ? .constraintChanged : .connectionRetargeted
        main.change.old = removal.change.old
        if main.change.old != main.change.new { result.append(main) }
        // What the equation or the destination does not show.
        let shown = isConstraint ? TreeDiffer.equationAttributes : ["destination", "target"]
        let names = Set(removal.attributes.keys).union(addition.attributes.keys).subtracting(shown).subtracting(["id"])
        for name in names.sorted() where removal.attributes[name] != addition.attributes[name] {
            var entry = main
            entry.change = InterfaceDiff.Change(
                kind: .attributeChanged, object: isConstraint ? "constraint " + (addition.change.new ?? "") : addition.change.object,
                id: addition.change.id, owner: addition.change.owner, detail: name,
                old: removal.attributes[name], new: addition.attributes[name])
            result.append(entry)
        }
        return result
    }
}
