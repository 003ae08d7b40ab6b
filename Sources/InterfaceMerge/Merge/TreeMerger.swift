/// The three-way merge of three indexed versions into a tree of ``MergedNode``s: elements matched by key, attributes
/// and texts merged three ways, children lists merged as sequences, objects followed where they move, noise settled
/// by ``MergeRules``, and what cannot be settled turned into conflicts.
struct TreeMerger {
    let base: VersionIndex
    let ours: VersionIndex
    let theirs: VersionIndex
    /// Theirs' ids given fresh values because ours added a different object with the same id.
    let renamedIDs: [String: String]
    /// Names for messages, made when the first message needs them.
    private let names: NamesOfBothSides
    var oursNames: ObjectNames { names.ours }
    var theirsNames: ObjectNames { names.theirs }
    /// Objects a side removed that the merged document still refers to: kept, as conflicts.
    var keptForReferences: [String: String] = [:]
    /// For each object ``removedButReferenced(in:)`` found removed but referred to, the key of the node that refers to it.
    var referrers: [String: String] = [:]

    private(set) var conflicts: [MergeConflict] = []
    private var presenceCache: [String: Presence] = [:]
    private var parentCache: [String: String?] = [:]
    /// Objects both sides moved to different places, with the two parents: a conflict where the object is written
    /// (inside another conflict's markers, that conflict says it all).
    private var movedTwice: [String: (ours: String, theirs: String)] = [:]
    /// Objects the two sides hold under different parents (one or both moved them).
    private(set) var movedKeys: Set<String> = []

    /// Whether an element is in the merged document, and from where.
    enum Presence: Equatable {
        /// Not in the merged document.
        case absent
        /// In both sides.
        case both
        /// Only on one side: added there, or a removal by the other side that does not apply.
        case only(MergeSide)
        /// Removed by the other side, kept as a conflict because this side changed it or the merge refers to it.
        case keptInConflict(MergeSide, MergeConflict.Kind)
    }

    init(base: VersionIndex, ours: VersionIndex, theirs: VersionIndex, renamedIDs: [String: String]) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.renamedIDs = renamedIDs
        names = NamesOfBothSides(ours: ours.tree, theirs: theirs.tree)
    }

    /// Merges the whole document.
    mutating func mergeDocument() -> MergedNode {
        conflicts = []
        presenceCache = [:]
        parentCache = [:]
        movedTwice = [:]
        movedKeys = []
        let rootKey = ours.keys[0]
        guard theirs.keys[0] == rootKey else {
            // Different root elements: nothing to match; ours stands, and theirs is a conflict as a whole.
            let index = appendConflict(MergeConflict(kind: .value, object: "the document root", ours: ours.tree[0].name, theirs: theirs.tree[0].name))
            return MergedNode(key: rootKey, form: .conflict(ours: [0], theirs: [0], conflict: index))
        }
        return mergedBoth(rootKey, base: base.elementByKey[rootKey], ours: 0, theirs: 0, insideResources: false)
    }

    // MARK: Presence and place

    /// Whether the element keyed `key` is in the merged document.
    mutating func presence(of key: String) -> Presence {
        if let cached = presenceCache[key] { return cached }
        let result = computePresence(of: key)
        presenceCache[key] = result
        return result
    }

    private mutating func computePresence(of key: String) -> Presence {
        let b = base.elementByKey[key], o = ours.elementByKey[key], t = theirs.elementByKey[key]
        switch (o, t) {
        case (_?, _?):
            return .both
        case (let o?, nil):
            guard let b else { return .only(.ours) }
            return presenceAfterRemoval(key, keeping: .ours, kept: o, index: ours, base: b)
        case (nil, let t?):
            guard let b else { return .only(.theirs) }
            return presenceAfterRemoval(key, keeping: .theirs, kept: t, index: theirs, base: b)
        case (nil, nil):
            return .absent
        }
    }

    /// One side removed the element (it is in base); the other side still has it.
    private mutating func presenceAfterRemoval(_ key: String, keeping side: MergeSide, kept: Int, index: VersionIndex,
                                               base baseIndex: Int) -> Presence {
        if keptForReferences[key] != nil { return .keptInConflict(side, .deletedButReferenced) }
        let element = index.tree[kept]
        if MergeRules.isContainer(element) { return .only(side) }
        guard changed(kept, in: index, from: baseIndex) else { return .absent }
        // Noise changed on one side and removed on the other: the removal stands unless ours is the one keeping it.
        if MergeRules.resolution(forElement: kept, in: index.tree, insideResources: isInsideResources(kept, in: index.tree)) != nil {
            return side == .ours ? .only(.ours) : .absent
        }
        return .keptInConflict(side, .deletedAndChanged)
    }

    /// Whether a side changed an element (beyond canvas noise) from base.
    private func changed(_ element: Int, in index: VersionIndex, from baseElement: Int) -> Bool {
        let tree = index.tree
        if MergeRules.isMergedWhole(element, in: tree) {
            return !sameBytes(tree, element, base.tree, baseElement)
        }
        return index.fingerprint(of: element) != base.fingerprint(of: baseElement)
    }

    /// Where an object (an element with an id) stands in the merged document: the parent a side moved it to, or the
    /// one both agree on.
    private mutating func mergedParent(of key: String) -> String? {
        if let cached = parentCache[key] { return cached }
        let b = base.elementByKey[key].flatMap { base.parentKey(of: $0) }
        let o = ours.elementByKey[key].flatMap { ours.parentKey(of: $0) }
        let t = theirs.elementByKey[key].flatMap { theirs.parentKey(of: $0) }
        var result: String?
        switch (o, t) {
        case let (o?, t?):
            if o != t { movedKeys.insert(key) }
            if o == t || t == b { result = o } else if o == b { result = t } else {
                result = o
                movedTwice[key] = (o, t)
            }
            // A parent the merge leaves out cannot hold the object: then the other side's place, if that one stays.
            if o != t, let chosen = result, presence(of: chosen) == .absent {
                let other = chosen == o ? t : o
                if presence(of: other) != .absent { result = other }
            }
        case let (o?, nil): result = o
        case let (nil, t?): result = t
        case (nil, nil): result = nil
        }
        parentCache[key] = result
        return result
    }

    private func parentName(_ key: String, in index: VersionIndex, names: ObjectNames) -> String {
        index.elementByKey[key].map { names.describe($0, withScene: false) } ?? key
    }

    // MARK: Building nodes

    /// An element both sides have: attributes, text and children merged.
    private mutating func mergedBoth(_ key: String, base b: Int?, ours o: Int, theirs t: Int, insideResources: Bool) -> MergedNode {
        // The same bytes on both sides: whatever one side did, the other did too, and nothing below is merged
        // (no object can have moved in or out of it on one side only).
        if sameBytes(ours.tree, o, theirs.tree, t) {
            let node = MergedNode(key: key, form: .verbatim(.ours, o))
            node.isSameOnBothSides = true
            return node
        }
        let eo = ours.tree[o], et = theirs.tree[t]
        if eo.name != et.name {
            return mergedKindChange(key, base: b, ours: o, theirs: t)
        }
        let inResources = insideResources || eo.name == "resources"
        if MergeRules.isMergedWhole(o, in: ours.tree) {
            return mergedValue(key, base: b, ours: o, theirs: t, insideResources: inResources)
        }
        let eb = b.map { base.tree[$0] }
        let node = MergedNode(key: key, form: .merged(.ours, o))
        mergeAttributes(node, base: eb, ours: o, theirs: t, insideResources: inResources)
        // Text: three ways, whole.
        if let oursText = ours.tree.content(of: o), let theirsText = theirs.tree.content(of: t), !oursText.elementsEqual(theirsText) {
            let baseText = b.flatMap { base.tree.content(of: $0) }
            if let baseText, baseText.elementsEqual(oursText) {
                node.contentSide = .theirs
            } else if !(baseText?.elementsEqual(theirsText) ?? false) {
                let quoted = { (text: ArraySlice<UInt8>) in "\"" + XMLText.unescaped(String(decoding: text, as: UTF8.self)) + "\"" }
                let conflict = appendConflict(MergeConflict(kind: .value, object: oursNames.describe(o), attribute: "text",
                                                            ours: quoted(oursText), theirs: quoted(theirsText)))
                return MergedNode(key: key, form: .conflict(ours: [o], theirs: [t], conflict: conflict))
            }
        }
        if let conflict = node.attributeConflict, eo.content != nil {
            // Markers around a start tag would cut through the text: the element conflicts whole.
            return MergedNode(key: key, form: .conflict(ours: [o], theirs: [t], conflict: conflict))
        }
        node.children = mergedChildren(of: key, base: b, ours: o, theirs: t, insideResources: inResources)
        node.childrenChanged = node.children.map(\.key) != eo.children.map { ours.keys[$0] }
        settleForm(node)
        return node
    }

    /// One object that a side turned into another kind under the same id (a label made a button): the side that
    /// changed the kind wins whole if the other side left the object as it was, else the two conflict.
    private mutating func mergedKindChange(_ key: String, base b: Int?, ours o: Int, theirs t: Int) -> MergedNode {
        if let b, base.tree[b].name == ours.tree[o].name, !changed(o, in: ours, from: b) { return verbatim(key, .theirs, t) }
        if let b, base.tree[b].name == theirs.tree[t].name, !changed(t, in: theirs, from: b) { return verbatim(key, .ours, o) }
        if MergeRules.resolution(forElement: o, in: ours.tree, insideResources: false) == .ours { return verbatim(key, .ours, o) }
        let conflict = appendConflict(MergeConflict(kind: .value, object: oursNames.describe(o), attribute: "kind",
                                                    ours: ours.tree[o].name, theirs: theirs.tree[t].name))
        return MergedNode(key: key, form: .conflict(ours: [o], theirs: [t], conflict: conflict))
    }

    /// A value element (colour, font, rectangle) or design-time element both sides have: taken whole.
    private mutating func mergedValue(_ key: String, base b: Int?, ours o: Int, theirs t: Int, insideResources: Bool) -> MergedNode {
        // (Alike on both sides, it never gets here: mergedBoth copies it whole.)
        if let b, sameBytes(ours.tree, o, base.tree, b) { return verbatim(key, .theirs, t) }
        if let b, sameBytes(theirs.tree, t, base.tree, b) { return verbatim(key, .ours, o) }
        if MergeRules.resolution(forElement: o, in: ours.tree, insideResources: insideResources) == .ours { return verbatim(key, .ours, o) }
        let conflict = appendConflict(MergeConflict(kind: .value, object: oursNames.describe(o),
                                                    ours: elementText(ours.tree, o), theirs: elementText(theirs.tree, t)))
        return MergedNode(key: key, form: .conflict(ours: [o], theirs: [t], conflict: conflict))
    }

    /// An element only one side has (added there, or kept where the other side's removal does not apply).
    private mutating func mergedOneSide(_ key: String, side: MergeSide, element: Int, insideResources: Bool) -> MergedNode? {
        let index = side == .ours ? ours : theirs
        let source = index.tree[element]
        let inResources = insideResources || source.name == "resources"
        let node = MergedNode(key: key, form: .merged(side, element))
        if side == .theirs, let attributes = FreshIDs.applied(renamedIDs, to: source) {
            node.attributes = attributes
            node.attributesChanged = true
        }
        if MergeRules.isMergedWhole(element, in: index.tree) {
            // Values have no children of their own to merge.
            if !node.attributesChanged { node.form = .verbatim(side, element) }
            return node
        }
        node.children = mergedChildren(of: key, base: base.elementByKey[key], ours: side == .ours ? element : nil,
                                       theirs: side == .theirs ? element : nil, insideResources: inResources)
        node.childrenChanged = node.children.map(\.key) != source.children.map { index.keys[$0] }
        // A group left without children is left out, as Xcode leaves it out.
        if MergeRules.isContainer(source), node.children.isEmpty, !source.children.isEmpty { return nil }
        settleForm(node)
        return node
    }

    private func verbatim(_ key: String, _ side: MergeSide, _ element: Int) -> MergedNode {
        let index = side == .ours ? ours : theirs
        let node = MergedNode(key: key, form: .verbatim(side, element))
        if side == .theirs, let attributes = FreshIDs.applied(renamedIDs, to: index.tree[element]) {
            node.form = .merged(side, element)
            node.attributes = attributes
            node.attributesChanged = true
        }
        return node
    }

    /// Marks a node verbatim when nothing in it or below it changed from its source element.
    private func settleForm(_ node: MergedNode) {
        guard case .merged(let side, let element) = node.form else { return }
        guard !node.attributesChanged, node.contentSide == nil, node.conflictingAttributes.isEmpty, !node.childrenChanged else { return }
        for child in node.children {
            guard case .verbatim(let childSide, _) = child.form, childSide == side else { return }
        }
        node.form = .verbatim(side, element)
    }

    // MARK: Attributes

    private mutating func mergeAttributes(_ node: MergedNode, base eb: SourceTree.Element?, ours o: Int,
                                          theirs t: Int, insideResources: Bool) {
        let et = theirs.tree[t]
        let eo = ours.tree[o]
        // Start tags written alike on one side and in base: the other side's stand as they are.
        if SourceTree.sameStartTags(ours.tree, o, theirs.tree, t) { return }
        if let b = base.elementByKey[node.key], SourceTree.sameStartTags(theirs.tree, t, base.tree, b) { return }
        if let b = base.elementByKey[node.key], SourceTree.sameStartTags(ours.tree, o, base.tree, b), renamedIDs.isEmpty {
            node.attributes = et.attributes.map { ($0.name, $0.value) }
            node.attributesChanged = true
            return
        }
        // The order: ours', with attributes only theirs has placed after the one they follow in theirs.
        var names = eo.attributes.map(\.name)
        for position in et.attributes.indices where !names.contains(et.attributes[position].name) {
            let predecessor = et.attributes[..<position].last { names.contains($0.name) }
            let insertAt = predecessor.flatMap { names.firstIndex(of: $0.name) }.map { $0 + 1 } ?? 0
            names.insert(et.attributes[position].name, at: insertAt)
        }
        for name in names {
            let vo = eo.attribute(name), vt = et.attribute(name).map { FreshIDs.applied(renamedIDs, to: $0, ofAttribute: name, of: et.name) }, vb = eb?.attribute(name)
            var value = vo
            if vo == vt {
                value = vo
            } else if vo == vb {
                value = vt
                node.attributesChanged = true
            } else if vt == vb {
                value = vo
            } else {
                switch MergeRules.resolution(forAttribute: name, of: o, in: ours.tree, insideResources: insideResources) {
                case .newerVersion?:
                    if let vo, let vt { value = MergeRules.isNewer(vt, than: vo) ? vt : vo } else { value = vo ?? vt }
                    node.attributesChanged = node.attributesChanged || value != vo
                case .ours?:
                    value = vo
                case nil:
                    node.conflictingAttributes.append((name, vt))
                }
            }
            if let value { node.attributes.append((name, value)) }
        }
        if !node.hasOwnAttributes { node.attributes = [] }
        if !node.conflictingAttributes.isEmpty {
            let names = node.conflictingAttributes.map(\.name)
            // One attribute: its two values; several: `name="value"` pairs.
            let single = names.count == 1
            let oursValues = names.map { name in
                eo.attribute(name).map { single ? XMLText.unescaped($0) : "\(name)=\"\(XMLText.unescaped($0))\"" } ?? (single ? nil : "no \(name)")
            }
            let theirsValues = node.conflictingAttributes.map { item in
                item.theirs.map { single ? XMLText.unescaped($0) : "\(item.name)=\"\(XMLText.unescaped($0))\"" } ?? (single ? nil : "no \(item.name)")
            }
            node.attributeConflict = appendConflict(MergeConflict(kind: .attribute, object: oursNames.describe(o),
                                                                  attribute: names.joined(separator: ", "),
                                                                  ours: single ? oursValues[0] : oursValues.compactMap { $0 }.joined(separator: " "),
                                                                  theirs: single ? theirsValues[0] : theirsValues.compactMap { $0 }.joined(separator: " ")))
        }
    }

    // MARK: Children

    private mutating func mergedChildren(of parentKey: String, base b: Int?, ours o: Int?, theirs t: Int?,
                                         insideResources: Bool) -> [MergedNode] {
        let oursList = (o.map { ours.tree[$0].children } ?? []).map { ours.keys[$0] }.filter { include($0, under: parentKey) }
        let theirsList = (t.map { theirs.tree[$0].children } ?? []).map { theirs.keys[$0] }.filter { include($0, under: parentKey) }
        let baseList = (b.map { base.tree[$0].children } ?? []).map { base.keys[$0] }
        let order = Self.mergedOrder(ours: oursList, theirs: theirsList, base: baseList)
        var nodes: [MergedNode] = []
        nodes.reserveCapacity(order.count)
        for key in order {
            if let node = child(key, insideResources: insideResources) { nodes.append(node) }
        }
        return nodes
    }

    /// Whether the element keyed `key` belongs under `parentKey` in the merged document.
    private mutating func include(_ key: String, under parentKey: String) -> Bool {
        if key.hasPrefix("#"), mergedParent(of: key) != parentKey { return false }
        return presence(of: key) != .absent
    }

    private mutating func child(_ key: String, insideResources: Bool) -> MergedNode? {
        let b = base.elementByKey[key], o = ours.elementByKey[key], t = theirs.elementByKey[key]
        switch presence(of: key) {
        case .absent:
            return nil
        case .both:
            guard let o, let t else { return nil }
            if let parents = movedTwice[key] {
                let conflict = appendConflict(MergeConflict(kind: .movedTwice, object: oursNames.describe(o),
                                                            ours: parentName(parents.ours, in: ours, names: oursNames),
                                                            theirs: parentName(parents.theirs, in: theirs, names: theirsNames)))
                return MergedNode(key: key, form: .conflict(ours: [o], theirs: [t], conflict: conflict))
            }
            let node = mergedBoth(key, base: b, ours: o, theirs: t, insideResources: insideResources)
            // A group both sides emptied (each removing different children) is left out.
            let element = ours.tree[o]
            if MergeRules.isContainer(element), node.children.isEmpty, !element.children.isEmpty, case .merged = node.form { return nil }
            return node
        case .only(let side):
            guard let element = side == .ours ? o : t else { return nil }
            return mergedOneSide(key, side: side, element: element, insideResources: insideResources)
        case .keptInConflict(let side, let kind):
            guard let element = side == .ours ? o : t else { return nil }
            let names = side == .ours ? oursNames : theirsNames
            let conflict = appendConflict(MergeConflict(kind: kind, object: names.describe(element),
                                                        attribute: keptForReferences[key],
                                                        ours: side == .ours ? "kept" : nil,
                                                        theirs: side == .theirs ? "kept" : nil))
            return MergedNode(key: key, form: .conflict(ours: side == .ours ? [element] : [], theirs: side == .theirs ? [element] : [],
                                                        conflict: conflict))
        }
    }

    /// The merged order of a list of children: the side that did not reorder the elements both keep gives way to
    /// the side that did; then each element only one side has is placed after the element it follows there (or
    /// before the one it precedes).
    static func mergedOrder(ours: [String], theirs: [String], base: [String]) -> [String] {
        guard ours != theirs else { return ours }
        let theirsSet = Set(theirs), oursSet = Set(ours)
        let oursCommon = ours.filter(theirsSet.contains), theirsCommon = theirs.filter(oursSet.contains)
        var primary = ours, secondary = theirs
        if oursCommon != theirsCommon {
            let baseSet = Set(base)
            let commonSet = Set(oursCommon)
            let baseOrder = base.filter(commonSet.contains)
            if oursCommon.filter(baseSet.contains) == baseOrder && theirsCommon.filter(baseSet.contains) != baseOrder {
                swap(&primary, &secondary)
            }
        }
        var result = primary
        var placed = Set(primary)
        for (position, key) in secondary.enumerated() where !placed.contains(key) {
            if let predecessor = secondary[..<position].last(where: placed.contains), let at = result.firstIndex(of: predecessor) {
                result.insert(key, at: at + 1)
            } else if let successor = secondary[(position + 1)...].first(where: placed.contains), let at = result.firstIndex(of: successor) {
                result.insert(key, at: at)
            } else {
                result.append(key)
            }
            placed.insert(key)
        }
        return result
    }

    // MARK: Helpers

    @discardableResult
    mutating func appendConflict(_ conflict: MergeConflict) -> Int {
        conflicts.append(conflict)
        return conflicts.count - 1
    }

    private func sameBytes(_ left: SourceTree, _ l: Int, _ right: SourceTree, _ r: Int) -> Bool {
        SourceTree.sameBytes(left, l, right, r)
    }

    private func elementText(_ tree: SourceTree, _ index: Int) -> String {
        let element = tree[index]
        return String(decoding: tree.bytes[element.start..<element.end], as: UTF8.self)
    }

    private func isInsideResources(_ index: Int, in tree: SourceTree) -> Bool {
        var current = tree[index].parent
        while current >= 0 {
            if tree[current].name == "resources" { return true }
            current = tree[current].parent
        }
        return false
    }
}

/// The ``ObjectNames`` of ours and theirs, each built on first use: a clean merge names nothing.
private final class NamesOfBothSides {
    private let oursTree: SourceTree
    private let theirsTree: SourceTree
    private(set) lazy var ours = ObjectNames(tree: oursTree)
    private(set) lazy var theirs = ObjectNames(tree: theirsTree)

    init(ours: SourceTree, theirs: SourceTree) {
        oursTree = ours
        theirsTree = theirs
    }
}
