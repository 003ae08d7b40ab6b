/// A change found by ``TreeDiffer``, with what grouping and pairing need: the element it is about (in the new
/// version, or in the old one for what was removed) and, for connections and constraints added or removed, what they
/// are apart from their id.
struct DiffEntry: Sendable {
    var change: InterfaceDiff.Change
    /// Whether ``element`` is an element of the new version (else of the old).
    var inNew: Bool
    var element: Int
    /// The identity key of the object the change is shown under (the object itself; the holder of a constraint, the
    /// source of a connection), so that the changes of one object are listed together.
    var headlineKey: String
    /// For a connection or constraint added or removed: its source (holder), kind and ends without its id, so that
    /// a removal and an addition of the same thing read as one change.
    var pairingKey: String?
    /// For a connection or constraint added or removed: its attributes, unescaped, to tell what else the pair
    /// changed (an action's event, a constraint's identifier).
    var attributes: [String: String] = [:]
}

/// Walks two versions of a file matched by identity key (``VersionIndex``: ids, scenes' `sceneID`, and for the rest
/// parent, name and role), the way the merge matches them, and lists what changed: objects added, removed and
/// moved, attributes, texts and values, constraints and connections, and children put in another order. Noise is
/// marked (``MergeRules/noiseKind(ofElement:in:)``), not dropped.
struct TreeDiffer {
    let old: DiffSide?
    let new: DiffSide?
    private(set) var entries: [DiffEntry] = []

    /// The attributes that make a constraint's equation.
    static let equationAttributes: Set<String> = [
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority",
    ]

    /// Attributes whose change is a change of text (quoted when shown).
    static let textAttributes: Set<String> = [
        "text", "title", "placeholder", "label", "paletteLabel", "toolTip", "headerTitle", "footerTitle", "prompt",
        "content", "hint", "message", "userLabel", "backButtonTitle",
    ]

    init(old: DiffSide?, new: DiffSide?) {
        self.old = old
        self.new = new
    }

    /// Compares the two versions; a missing version is a file added or deleted: every scene or top-level object is
    /// then added or removed.
    mutating func run() {
        switch (old, new) {
        case let (old?, new?):
            if old.tree[0].name == new.tree[0].name {
                compare(0, 0, old: old, new: new)
            } else {
                wholeFile(old, inNew: false)
                wholeFile(new, inNew: true)
            }
        case let (old?, nil): wholeFile(old, inNew: false)
        case let (nil, new?): wholeFile(new, inNew: true)
        case (nil, nil): break
        }
    }

    // MARK: Whole files

    /// Every scene's objects, or every top-level object, as added (or removed).
    private mutating func wholeFile(_ side: DiffSide, inNew: Bool) {
        let tree = side.tree
        for child in tree[0].children {
            let name = tree[child].name
            guard name == "scenes" || name == "objects" else { continue }
            for object in tree[child].children where !isStandardPlaceholder(object, in: side) {
                if inNew { added(object, in: side) } else { removed(object, in: side) }
            }
        }
    }

    // MARK: Matched elements

    private mutating func compare(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        let eo = old.tree[o], en = new.tree[n]
        if MergeRules.valueElements.contains(en.name) || MergeRules.designTimeElements.contains(en.name) {
            compareValue(o, n, old: old, new: new)
            return
        }
        if eo.name != en.name {
            let owner = new.owner(of: n)
            append(.attributeChanged, owner: owner, side: new, element: n, detail: "kind", old: eo.name, new: en.name,
                   noise: nil)
        }
        switch en.name {
        case "constraint":
            compareConstraint(o, n, old: old, new: new)
        case _ where DiffSide.connectionElements.contains(en.name):
            compareConnection(o, n, old: old, new: new)
        default:
            compareAttributes(o, n, old: old, new: new, skipping: [])
        }
        compareText(o, n, old: old, new: new)
        compareChildren(o, n, old: old, new: new)
    }

    private mutating func compareValue(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        guard !ValueText.sameValue(old.tree, o, new.tree, n) else { return }
        let oldText = ValueText(tree: old.tree), newText = ValueText(tree: new.tree)
        var before = oldText.compact(o), after = newText.compact(n)
        if before == after { (before, after) = (oldText.full(o), newText.full(n)) }
        let owner = new.owner(of: n)
        let role = new.role(of: n, below: owner)
        append(.valueChanged, owner: owner, side: new, element: n, detail: role.isEmpty ? nil : role, old: before, new: after,
               noise: MergeRules.noiseKind(ofElement: n, in: new.tree))
    }

    private mutating func compareAttributes(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide, skipping: Set<String>) {
        let eo = old.tree[o], en = new.tree[n]
        var names = en.attributes.map(\.name)
        for attribute in eo.attributes where en.attribute(attribute.name) == nil { names.append(attribute.name) }
        let owner = new.owner(of: n)
        let role = new.role(of: n, below: owner)
        for name in names where !skipping.contains(name) {
            let before = eo.attribute(name), after = en.attribute(name)
            guard before != after else { continue }
            let kind: InterfaceDiff.Kind = Self.textAttributes.contains(name) ? .textChanged : .attributeChanged
            let subject = en.name == "constraint" || DiffSide.connectionElements.contains(en.name) ? n : owner
            let detail = subject == n ? name : (role.isEmpty ? name : "\(role).\(name)")
            append(kind, owner: subject, side: new, element: n, detail: detail,
                   old: before.map { old.attributeValue(name, $0, of: o) }, new: after.map { new.attributeValue(name, $0, of: n) },
                   noise: MergeRules.noiseKind(ofAttribute: name, of: n, in: new.tree))
        }
    }

    private mutating func compareConstraint(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        let eo = old.tree[o], en = new.tree[n]
        if Self.equationAttributes.contains(where: { eo.attribute($0) != en.attribute($0) }) {
            let holder = new.holder(of: n)
            entries.append(DiffEntry(
                change: InterfaceDiff.Change(kind: .constraintChanged, object: "constraint", id: new.id(of: n), owner: new.named(holder),
                                             old: old.names.constraintEquation(o), new: new.names.constraintEquation(n),
                                             noise: MergeRules.noiseKind(ofElement: n, in: new.tree)),
                inNew: true, element: n, headlineKey: new.index.keys[holder]))
        }
        compareAttributes(o, n, old: old, new: new, skipping: Self.equationAttributes)
    }

    private mutating func compareConnection(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        let eo = old.tree[o], en = new.tree[n]
        let ends = ["destination", "target"]
        if ends.contains(where: { eo.attribute($0) != en.attribute($0) }) {
            let source = new.owner(of: en.parent)
            entries.append(DiffEntry(
                change: InterfaceDiff.Change(kind: .connectionRetargeted, object: new.connectionName(n), id: new.id(of: n),
                                             owner: new.named(source), old: old.destination(of: o), new: new.destination(of: n),
                                             noise: MergeRules.noiseKind(ofElement: n, in: new.tree)),
                inNew: true, element: n, headlineKey: new.index.keys[source]))
        }
        compareAttributes(o, n, old: old, new: new, skipping: Set(ends))
    }

    private mutating func compareText(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        let before = old.tree.content(of: o), after = new.tree.content(of: n)
        guard before != nil || after != nil else { return }
        if let before, let after, before.elementsEqual(after) { return }
        func string(_ bytes: ArraySlice<UInt8>?) -> String? {
            bytes.map { XMLText.unescaped(String(decoding: $0, as: UTF8.self)) }
        }
        // Only whitespace where the other version has child elements or nothing is not a text.
        if before == nil || after == nil {
            let present = string(before ?? after) ?? ""
            if present.allSatisfy(\.isWhitespace) { return }
        }
        let owner = new.owner(of: n)
        let role = new.role(of: n, below: owner)
        append(.textChanged, owner: owner, side: new, element: n, detail: role.isEmpty ? "text" : role,
               old: string(before) ?? "", new: string(after) ?? "", noise: MergeRules.noiseKind(ofElement: n, in: new.tree))
    }

    private mutating func compareChildren(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        let oldKeys = old.tree[o].children.map { old.index.keys[$0] }
        let oldSet = Set(oldKeys)
        var common: [String] = []
        for child in new.tree[n].children {
            let key = new.index.keys[child]
            if oldSet.contains(key), let match = old.index.elementByKey[key] {
                common.append(key)
                compare(match, child, old: old, new: new)
            } else {
                visitNew(child)
            }
        }
        let newSet = Set(new.tree[n].children.map { new.index.keys[$0] })
        for child in old.tree[o].children {
            let key = old.index.keys[child]
            guard !newSet.contains(key) else { continue }
            // An object that moved is reported where it now stands.
            if old.index.hasIdentity[child], new.index.elementByKey[key] != nil { continue }
            removed(child, in: old)
        }
        // Order matters in lists (subviews, cells, items, connections), not among an element's values and parts
        // (its frame, its cell, its colours), which Xcode writes in an order of its own.
        guard MergeRules.isContainer(new.tree[n]), MergeRules.isContainer(old.tree[o]) else { return }
        let commonSet = Set(common)
        let oldOrder = oldKeys.filter(commonSet.contains)
        if oldOrder != common { reordered(n, oldOrder: oldOrder, newOrder: common, old: old, new: new) }
    }

    /// A child of a matched element that its old counterpart does not have: an object moved here, or something new.
    private mutating func visitNew(_ element: Int) {
        guard let old, let new else {
            if let new { added(element, in: new) }
            return
        }
        let key = new.index.keys[element]
        if new.index.hasIdentity[element], let match = old.index.elementByKey[key] {
            moved(match, element, old: old, new: new)
            compare(match, element, old: old, new: new)
        } else {
            added(element, in: new)
        }
    }

    // MARK: Added, removed, moved

    private mutating func added(_ element: Int, in side: DiffSide) {
        let node = side.tree[element]
        if node.name == "scene" {
            // A new scene is its objects (its canvas location is noise nobody needs counted).
            for child in node.children where side.tree[child].name == "objects" {
                for object in side.tree[child].children where !isStandardPlaceholder(object, in: side) { visitNew(object) }
            }
            return
        }
        if MergeRules.isContainer(node) {
            // A new group (<subviews>, <connections>) is its children.
            for child in node.children { visitNew(child) }
            return
        }
        appendPresence(element, in: side, inNew: true)
        // Objects that moved into what is new are moves, not additions.
        if old != nil { movedIn(below: element, in: side) }
    }

    private mutating func removed(_ element: Int, in side: DiffSide) {
        let node = side.tree[element]
        if node.name == "scene" {
            for child in node.children where side.tree[child].name == "objects" {
                for object in side.tree[child].children where !isStandardPlaceholder(object, in: side) { removedUnlessMoved(object, in: side) }
            }
            return
        }
        if MergeRules.isContainer(node) {
            for child in node.children { removedUnlessMoved(child, in: side) }
            return
        }
        appendPresence(element, in: side, inNew: false)
    }

    private mutating func removedUnlessMoved(_ element: Int, in side: DiffSide) {
        if side.index.hasIdentity[element], new?.index.elementByKey[side.index.keys[element]] != nil { return }
        removed(element, in: side)
    }

    /// The descendants of a new element that the old version has elsewhere: each is a move.
    private mutating func movedIn(below element: Int, in side: DiffSide) {
        guard let old else { return }
        var stack = Array(side.tree[element].children.reversed())
        while let next = stack.popLast() {
            if side.index.hasIdentity[next], let match = old.index.elementByKey[side.index.keys[next]] {
                moved(match, next, old: old, new: side)
                compare(match, next, old: old, new: side)
            } else {
                stack.append(contentsOf: side.tree[next].children.reversed())
            }
        }
    }

    /// A first responder or exit placeholder: in every scene and XIB, never worth a line of its own.
    private func isStandardPlaceholder(_ element: Int, in side: DiffSide) -> Bool {
        let node = side.tree[element]
        return node.name == "exit" || node.attribute("placeholderIdentifier") == "IBFirstResponder"
            || node.attribute("sceneMemberID") == "firstResponder"
    }

    /// An element added (`inNew`) or removed as a whole: an object, a constraint, a connection, or a value.
    private mutating func appendPresence(_ element: Int, in side: DiffSide, inNew: Bool) {
        let node = side.tree[element]
        let noise = MergeRules.noiseKind(ofElement: element, in: side.tree)
        var change: InterfaceDiff.Change
        let headline: (side: DiffSide, element: Int)
        var pairingKey: String?
        if node.name == "constraint" {
            headline = latest(side.holder(of: element), in: side, inNew: inNew)
            let equation = side.names.constraintEquation(element)
            change = InterfaceDiff.Change(kind: inNew ? .constraintAdded : .constraintRemoved, object: "constraint", id: side.id(of: element),
                                          owner: headline.side.named(headline.element),
                                          old: inNew ? nil : equation, new: inNew ? equation : nil, noise: noise)
            // The same item and attributes: a constraint pinned to another view, or with another constant, is the
            // same constraint changed.
            let ends = ["firstItem", "firstAttribute", "secondAttribute"].map { node.attribute($0) ?? "" }
            pairingKey = "constraint " + headline.side.index.keys[headline.element] + " " + ends.joined(separator: " ")
        } else if DiffSide.connectionElements.contains(node.name), !MergeRules.isPureReference(node) {
            headline = latest(side.owner(of: node.parent), in: side, inNew: inNew)
            let destination = side.destination(of: element)
            change = InterfaceDiff.Change(kind: inNew ? .connectionAdded : .connectionRemoved, object: side.connectionName(element),
                                          id: side.id(of: element), owner: headline.side.named(headline.element),
                                          old: inNew ? nil : destination, new: inNew ? destination : nil, noise: noise)
            // Outlets and actions are one per name and source; segues one per identifier or relationship (when they
            // have one).
            if node.name != "segue" || node.attribute("identifier") != nil || node.attribute("relationship") != nil {
                pairingKey = "connection " + headline.side.index.keys[headline.element] + " " + side.connectionName(element)
            }
        } else if side.index.hasIdentity[element] {
            headline = (side, element)
            let place = side.parentObject(of: element).flatMap { parent -> String? in
                guard side.place(of: element) != nil else { return nil }
                let named = latest(parent, in: side, inNew: inNew)
                return named.side.named(named.element)
            }
            change = InterfaceDiff.Change(kind: inNew ? .objectAdded : .objectRemoved, object: side.names.shortName(of: element),
                                          id: side.id(of: element), owner: place,
                                          detail: side.holdings(of: element, leavingOut: { self.isOnBothSides($0, in: side, inNew: inNew) }),
                                          noise: noise)
        } else {
            // Something without an id: a value, a state, a runtime attribute of its owner, set or cleared; or an entry
            // of a list of references (a toolbar's default items), shown as the object it names.
            let owner = side.owner(of: element)
            headline = latest(owner, in: side, inNew: inNew)
            var detail = side.role(of: element, below: owner)
            var value = ValueText(tree: side.tree).compact(element)
            if MergeRules.isPureReference(node), let id = node.attribute("reference") {
                detail = side.role(of: node.parent, below: owner)
                value = side.reference(id)
            } else if node.name == "userDefinedRuntimeAttribute" {
                // The value names its key path already.
                detail = node.name
            }
            change = InterfaceDiff.Change(kind: .valueChanged, object: headline.side.names.shortName(of: headline.element),
                                          id: side.id(of: owner), detail: detail,
                                          old: inNew ? nil : value, new: inNew ? value : nil, noise: noise)
        }
        var attributes: [String: String] = [:]
        if pairingKey != nil {
            for attribute in node.attributes { attributes[attribute.name] = XMLText.unescaped(attribute.value) }
        }
        entries.append(DiffEntry(change: change, inNew: inNew, element: element,
                                 headlineKey: headline.side.index.keys[headline.element], pairingKey: pairingKey, attributes: attributes))
    }

    /// Whether an element with an id is in the other version too (moved into something added, or out of something
    /// removed): it is not part of what was added or removed.
    private func isOnBothSides(_ element: Int, in side: DiffSide, inNew: Bool) -> Bool {
        guard side.index.hasIdentity[element], let other = inNew ? old : new else { return false }
        return other.index.elementByKey[side.index.keys[element]] != nil
    }

    /// An object of `side` as the new version has it when it is still there (its text or outlet may have changed).
    private func latest(_ element: Int, in side: DiffSide, inNew: Bool) -> (side: DiffSide, element: Int) {
        guard !inNew, let new, let match = new.index.elementByKey[side.index.keys[element]] else { return (side, element) }
        return (new, match)
    }

    private mutating func moved(_ o: Int, _ n: Int, old: DiffSide, new: DiffSide) {
        guard old.index.parentKey(of: o) != new.index.parentKey(of: n) else { return }
        var from = old.place(of: o) ?? "the top level", to = new.place(of: n) ?? "the top level"
        if from == to {
            // Same object, another list of it (a cell's content view, a bar's items).
            from += " " + old.role(of: old.tree[o].parent, below: old.owner(of: old.tree[o].parent))
            to += " " + new.role(of: new.tree[n].parent, below: new.owner(of: new.tree[n].parent))
        }
        let node = new.tree[n]
        let object = node.name == "constraint" ? "constraint " + new.names.constraintEquation(n)
            : DiffSide.connectionElements.contains(node.name) ? new.connectionName(n) : new.names.shortName(of: n)
        entries.append(DiffEntry(
            change: InterfaceDiff.Change(kind: .objectMoved, object: object, id: new.id(of: n), old: from, new: to,
                                         noise: MergeRules.noiseKind(ofElement: n, in: new.tree)),
            inNew: true, element: n, headlineKey: new.index.keys[n]))
    }

    private mutating func reordered(_ n: Int, oldOrder: [String], newOrder: [String], old: DiffSide, new: DiffSide) {
        let owner = new.owner(of: n)
        let role = new.role(of: n, below: owner)
        append(.childrenReordered, owner: owner, side: new, element: n, detail: role.isEmpty ? "children" : role,
               old: nil, new: Self.moves(from: oldOrder, to: newOrder, named: { new.index.elementByKey[$0].map { new.named($0) } ?? $0 }),
               noise: MergeRules.noiseKind(ofElement: n, in: new.tree))
    }

    /// Which children moved, for people: each run of moved children with the child it now follows,
    /// `label "A" [a], label "B" [b] now after button "C" [c]; image [d] now first`.
    static func moves(from oldOrder: [String], to newOrder: [String], named: (String) -> String) -> String {
        let moved = movedKeys(from: oldOrder, to: newOrder)
        var parts: [String] = []
        var run: [String] = []
        for (offset, key) in newOrder.enumerated() {
            if moved.contains(key) { run.append(named(key)) }
            let endsRun = !moved.contains(key) || offset == newOrder.count - 1
            if endsRun, !run.isEmpty {
                let start = offset - run.count + (moved.contains(key) ? 1 : 0)
                let place = start == 0 ? "now first" : "now after \(named(newOrder[start - 1]))"
                parts.append(run.joined(separator: ", ") + " " + place)
                run = []
            }
        }
        return parts.joined(separator: "; ")
    }

    /// The keys that changed place: those outside a longest run kept in order (patience-style, O(n log n)).
    static func movedKeys(from oldOrder: [String], to newOrder: [String]) -> Set<String> {
        var position: [String: Int] = [:]
        for (offset, key) in oldOrder.enumerated() { position[key] = offset }
        let sequence = newOrder.map { position[$0] ?? 0 }
        // Longest increasing subsequence with predecessor links.
        var tails: [Int] = [], tailIndex: [Int] = []
        var previous = [Int](repeating: -1, count: sequence.count)
        for (offset, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tailIndex[low - 1] }
            if low == tails.count { tails.append(value); tailIndex.append(offset) } else { tails[low] = value; tailIndex[low] = offset }
        }
        var kept = Set<Int>()
        var cursor = tailIndex.last ?? -1
        while cursor >= 0 {
            kept.insert(cursor)
            cursor = previous[cursor]
        }
        return Set(newOrder.enumerated().filter { !kept.contains($0.offset) }.map(\.element))
    }

    // MARK: Helpers

    /// Appends a change to `subject` (an object, or a constraint or connection itself).
    private mutating func append(_ kind: InterfaceDiff.Kind, owner subject: Int, side: DiffSide, element: Int, detail: String?,
                                 old: String?, new: String?, noise: InterfaceDiff.Noise?) {
        let node = side.tree[subject]
        var object = side.names.shortName(of: subject)
        var ownerName: String?
        var headline = subject
        if node.name == "constraint" {
            object = "constraint " + side.names.constraintEquation(subject)
            headline = side.holder(of: subject)
            ownerName = side.named(headline)
        } else if DiffSide.connectionElements.contains(node.name) {
            object = side.connectionName(subject)
            headline = side.owner(of: node.parent)
            ownerName = side.named(headline)
        }
        entries.append(DiffEntry(
            change: InterfaceDiff.Change(kind: kind, object: object, id: side.id(of: subject), owner: ownerName, detail: detail,
                                         old: old, new: new, noise: noise),
            inNew: true, element: element, headlineKey: side.index.keys[headline]))
    }
}
