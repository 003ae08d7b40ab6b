import UIDescription

/// Turns a ``NodeDocument`` into a layout: names instead of ids, defaults left out, short forms for
/// values, constraints and connections, and everything else carried as it is (see docs/json-layout.md).
final class LayoutBuilder {
    let document: NodeDocument
    let vocabulary: Vocabulary
    /// `target` (AppKit) or `destination` (UIKit, WatchKit): the attribute an action names its receiver with.
    let actionTarget: String
    /// The document's platform family: flags are written in the order the reader puts them back in.
    let family: Vocabulary.Family
    /// The document's tools version, for the same reason.
    let toolsVersion: Double
    var plans: [Int32: ElementPlan] = [:]
    var anonymous: [Bool]
    var namer: ObjectNamer
    /// The id table: names and keys of anonymous elements, with their ids.
    private(set) var ids: [(name: String, id: String)] = []
    var idKeyCounts: [String: Int] = [:]
    /// Whether an element keeps its file's order in `$order` (a member of format 1.1).
    var usesKeptOrder = false
    /// Whether the document's order is kept where Xcode's would differ (``KeptOrder``).
    let keepsFileOrder: Bool
    /// Xcode's order of each kind in this document, worked out once per kind.
    var kindOrders: [String: KindOrder] = [:]
    /// Ranks of attribute names in those orders, by kind and name.
    var attributeRankCache: [String: [String: Double]] = [:]
    /// Kinds the vocabulary does not know, by whether a kind member would read as a misspelling of a known kind.
    private var unknownKindsNearKnownOnes: [String: Bool] = [:]

    /// How an element's content is split into members.
    struct ElementPlan {
        /// Children written as members named by their key.
        var keyed: [ElementID] = []
        /// Attribute-less children written as lists named by their element name.
        var lists: [ElementID] = []
        /// The `<connections>` child written with the connection short forms.
        var connections: ElementID?
        /// Children written in `$items`.
        var items: [ElementID] = []
        /// Names used by plain members.
        var used: Set<String> = []
    }

    init(document: NodeDocument, vocabulary: Vocabulary = .shared, previousNames: [String: String] = [:]) {
        self.document = document
        self.vocabulary = vocabulary
        let type = document.attribute("type", of: document.root) ?? ""
        actionTarget = type.contains(".Cocoa.") ? "target" : "destination"
        family = Vocabulary.Family(type: type, targetRuntime: document.attribute("targetRuntime", of: document.root) ?? "")
        toolsVersion = XcodeDeclaration.toolsVersion(document.attribute("toolsVersion", of: document.root))
        anonymous = Array(repeating: false, count: document.elementCount)
        keepsFileOrder = KeptOrder.isKept(inDocumentsOfFormat: document.format)
        namer = ObjectNamer(document: document, vocabulary: vocabulary, isAnonymous: { _ in true })
        // Elements another element refers to keep a name, so that the reference can use it.
        var referenced: Set<String> = []
        for element in document.allElements {
            for (name, value) in document.attributes(of: element) where name != "id" && name != "key" {
                if vocabulary.referenceAttributes.contains(name) || IBIdentifier.looksLikeID(value) { referenced.insert(value) }
            }
        }
        var seenConnections: Set<String> = []
        for element in document.allElements where isWrittenAnonymously(element) {
            if let id = document.id(of: element), referenced.contains(id) { continue }
            // A repeated outlet (or collection entry) keeps its own object form.
            let kind = document.name(of: element)
            if kind == "outlet" || kind == "outletCollection" {
                let signature = [String(document.parent(of: element)?.index ?? -1), kind,
                                 document.attribute("property", of: element) ?? "",
                                 kind == "outlet" ? "" : document.attribute("destination", of: element) ?? ""].joined(separator: "\u{0}")
                guard seenConnections.insert(signature).inserted else { continue }
            }
            anonymous[Int(element.index)] = true
        }
        let anonymous = self.anonymous
        namer = ObjectNamer(document: document, vocabulary: vocabulary, isAnonymous: { anonymous[Int($0.index)] },
                            previousNames: previousNames)
    }

    // MARK: The whole layout

    /// The top-level members: `format`, `document`, then the root's children.
    func topLevelMembers() -> [LayoutValue.Member] {
        let root = document.root
        var members: [LayoutValue.Member] = []
        var attributes = attributeMembers(of: root, plan: ElementPlan(), inKeyedContext: false)
        attributes.append(contentsOf: unsetMember(of: root))
        attributes.append(contentsOf: keptOrderMember(keptOrderOfDocumentAttributes()))
        members.append(LayoutValue.Member(name: "document", value: .object(MemberOrder.sorted(attributes.map { ($0, true) }))))
        // The file's XML declaration, when Xcode would not write it so for the document's tools version
        // (Xcode 8 and 9 kept `standalone="no"` in files that had it).
        if let standaloneNo = document.declaresStandaloneNo,
           standaloneNo != XcodeDeclaration.impliesStandaloneNo(toolsVersion: document.attribute("toolsVersion", of: root)) {
            members.append(LayoutValue.Member(name: MemberNames.standalone, value: standaloneNo ? .string("no") : .null))
        }
        var children: [LayoutValue.Member] = []
        var items: [LayoutValue] = []
        var used: Set<String> = ["format", "document", "ids"]
        let unkeyedNames = Dictionary(grouping: document.children(of: root).filter { document.key(of: $0) == nil },
                                      by: { document.name(of: $0) })
        for child in document.children(of: root) {
            let name = document.name(of: child)
            guard document.key(of: child) == nil, unkeyedNames[name]?.count == 1, MemberNames.isPlain(name),
                  vocabulary.documentChildren.contains(name) || vocabulary.listNames.contains(name),
                  !used.contains(name), !document.hasText(child), namer.name(of: child) == nil else {
                items.append(elementValue(child, context: .item(defaultKind: nil)))
                continue
            }
            used.insert(name)
            if isList(child) {
                children.append(LayoutValue.Member(name: name, value: listValue(child)))
            } else {
                var body = elementMembers(child, plan: plan(of: child), inKeyedContext: false)
                body.removeAll { MemberNames.isKindMember($0.name) }
                children.append(LayoutValue.Member(name: name, value: .element(body)))
            }
        }
        let order = ["device", "dependencies", "objects", "scenes", "resources"]
        children.sort { lhs, rhs in
            let left = order.firstIndex(of: lhs.name) ?? order.count
            let right = order.firstIndex(of: rhs.name) ?? order.count
            return left != right ? left < right : lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
        }
        members.append(contentsOf: keptOrderMember(keptOrderOfDocumentChildren(named: Set(children.map(\.name)))))
        members.append(contentsOf: children)
        if !items.isEmpty { members.append(LayoutValue.Member(name: "$items", value: .array(items, block: true))) }
        // `format` first, once the rest is built: the lowest version that has everything the layout uses (an element
        // that keeps its order needs 1.1).
        let format = usesKeptOrder ? LayoutFormat.withKeptOrder : LayoutFormat.current
        return [LayoutValue.Member(name: "format", value: .string(format))] + members
    }

    /// The id table, sorted by name.
    func sortedIDs() -> [(name: String, id: String)] {
        ids.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    // MARK: Plans

    /// Whether an element is a list: no attributes, no text.
    func isList(_ element: ElementID) -> Bool {
        document.attributes(of: element).isEmpty && !document.hasText(element)
    }

    func plan(of element: ElementID) -> ElementPlan {
        if let plan = plans[element.index] { return plan }
        let plan = makePlan(of: element)
        plans[element.index] = plan
        return plan
    }

    private func makePlan(of element: ElementID) -> ElementPlan {
        var plan = ElementPlan()
        let kind = document.name(of: element)
        for (name, value) in document.attributes(of: element) where isPlainAttribute(name, value: value, kind: kind) {
            plan.used.insert(name)
        }
        let children = Array(document.children(of: element))
        var keyCounts: [String: Int] = [:]
        var nameCounts: [String: Int] = [:]
        for child in children {
            if let key = document.key(of: child) { keyCounts[key, default: 0] += 1 } else { nameCounts[document.name(of: child), default: 0] += 1 }
        }
        for child in children {
            if let key = document.key(of: child) {
                if MemberNames.isPlain(key), vocabulary.keys.contains(key), keyCounts[key] == 1, !plan.used.contains(key) {
                    plan.used.insert(key)
                    plan.keyed.append(child)
                } else {
                    plan.items.append(child)
                }
                continue
            }
            let name = document.name(of: child)
            guard isList(child), nameCounts[name] == 1 else {
                plan.items.append(child)
                continue
            }
            if name == MemberNames.connections && plan.connections == nil && !plan.used.contains(name) {
                plan.connections = child
                plan.used.insert(name)
            } else if MemberNames.isPlain(name) && vocabulary.listNames.contains(name) && !plan.used.contains(name)
                        && !vocabulary.isNumberListKey(name) {
                plan.used.insert(name)
                plan.lists.append(child)
            } else {
                plan.items.append(child)
            }
        }
        return plan
    }

    /// Whether an attribute is written as a plain member (rather than left out, or escaped).
    private func isPlainAttribute(_ name: String, value: String, kind: String) -> Bool {
        if name == "key" || name == vocabulary.objectIDAttribute(ofKind: kind) { return false }
        if isDefault(name, value: value, kind: kind) { return false }
        guard isPlainAttributeName(name) else { return false }
        if vocabulary.referenceAttributes.contains(name) {
            return document.element(withID: value).map(isObject) ?? false
        }
        return true
    }

    /// Whether an attribute name can be a plain member: a known attribute that reads back as one.
    func isPlainAttributeName(_ name: String) -> Bool {
        MemberNames.isPlain(name) && vocabulary.attributeNames.contains(name) && !vocabulary.isStringFormKey(name)
    }

    func isDefault(_ name: String, value: String, kind: String) -> Bool {
        vocabulary.attributeDefaults[kind]?.contains { $0.name == name && $0.value == value } ?? false
    }

    // MARK: Anonymous elements (written in short forms, without a name)

    /// Whether an element is written as a constraint equation or a connection short form.
    private func isWrittenAnonymously(_ element: ElementID) -> Bool {
        guard let id = document.id(of: element), !id.isEmpty, document.children(of: element).isEmpty,
              !document.hasText(element), let parent = document.parent(of: element),
              let owner = document.parent(of: parent) else { return false }
        switch document.name(of: element) {
        case "constraint":
            guard document.name(of: parent) == "constraints", isList(parent), plan(of: owner).lists.contains(parent) else { return false }
            return equation(of: element, naming: { _ in "x" }) != nil
        case "outlet", "outletCollection", "action":
            guard plan(of: owner).connections == parent else { return false }
            return connectionForm(of: element, naming: { _ in "x" }) != nil
        default:
            return false
        }
    }

    /// The equation of a constraint, with items named by `naming` (nil when an item is not an object).
    func equation(of element: ElementID, naming: (ElementID) -> String?) -> String? {
        var covered: AttributeList = []
        for (name, value) in document.attributes(of: element) where ConstraintEquation.coveredAttributes.contains(name) {
            if name == "firstItem" || name == "secondItem" {
                guard let target = document.element(withID: value), isObject(target), let itemName = naming(target) else { return nil }
                covered.append((name, itemName))
            } else {
                covered.append((name, value))
            }
        }
        return ConstraintEquation.encode(covered)
    }

    /// The short form of a connection: (member, key, value) for outlets, outlet collections and actions.
    func connectionForm(of element: ElementID, naming: (ElementID) -> String?) -> (member: String, key: String, text: String)? {
        let attributes = document.attributes(of: element)
        let names = Set(attributes.map(\.name))
        func destinationName(_ attribute: String) -> String? {
            guard let id = document.attribute(attribute, of: element), let target = document.element(withID: id),
                  isObject(target) else { return nil }
            return naming(target)
        }
        switch document.name(of: element) {
        case "outlet":
            guard names == ["property", "destination", "id"], let property = document.attribute("property", of: element),
                  !property.isEmpty, let destination = destinationName("destination") else { return nil }
            return (MemberNames.outlets, property, destination)
        case "outletCollection":
            guard names == ["property", "destination", "collectionClass", "id"],
                  document.attribute("collectionClass", of: element) == "NSMutableArray",
                  let property = document.attribute("property", of: element), !property.isEmpty,
                  let destination = destinationName("destination") else { return nil }
            return (MemberNames.outletCollections, property, destination)
        case "action":
            guard let selector = document.attribute("selector", of: element), ActionText.isSelector(selector),
                  let target = destinationName(actionTarget) else { return nil }
            let event = document.attribute("eventType", of: element)
            let expected: Set<String> = event == nil ? ["selector", actionTarget, "id"] : ["selector", actionTarget, "eventType", "id"]
            guard names == expected, event.map(ActionText.isEventType) ?? true else { return nil }
            return (MemberNames.actions, "", ActionText.encode(target: target, selector: selector, event: event))
        default:
            return nil
        }
    }

    /// Whether an element is an object: it carries a non-empty object id.
    func isObject(_ element: ElementID) -> Bool {
        guard let attribute = vocabulary.objectIDAttribute(ofKind: document.name(of: element)),
              let id = document.attribute(attribute, of: element) else { return false }
        return !id.isEmpty
    }

    /// Whether an element carries a non-empty object id.
    private func hasObjectID(_ element: ElementID) -> Bool { isObject(element) }

    private func objectName(forID id: String) -> String? {
        guard let element = document.element(withID: id) else { return nil }
        return namer.name(of: element)
    }

    // MARK: Elements

    enum Context {
        /// An item of a list (or of `$items`); `defaultKind` is the list's usual item kind.
        case item(defaultKind: String?)
        /// A child written as the member named by its key.
        case keyed(key: String)
    }

    /// An element as a layout element object.
    func elementValue(_ element: ElementID, context: Context) -> LayoutValue {
        .element(elementMembers(element, plan: plan(of: element), inKeyedContext: isKeyed(context), context: context))
    }

    private func isKeyed(_ context: Context) -> Bool {
        if case .keyed = context { return true }
        return false
    }

    private func elementMembers(_ element: ElementID, plan: ElementPlan, inKeyedContext: Bool,
                                context: Context = .item(defaultKind: nil)) -> [LayoutValue.Member] {
        let kind = document.name(of: element)
        let name = namer.name(of: element)
        var members: [(member: LayoutValue.Member, isAttribute: Bool)] = []
        // Kind and name.
        let nameValue: LayoutValue = name.map(LayoutValue.string) ?? .null
        switch context {
        case .item(let defaultKind):
            if name != nil || kind != defaultKind { members.append((kindMember(kind, nameValue), false)) }
        case .keyed(let key):
            let implicit = namer.roleName(of: element)
            if let name, name != implicit {
                members.append((kindMember(kind, nameValue), false))
            } else if kind != vocabulary.defaultKind(forKey: key) {
                members.append((kindMember(kind, .null), false))
            }
        }
        if case .keyed = context, members.isEmpty, name != nil, !vocabulary.objectKinds.contains(kind), !hasObjectID(element) {
            // The reader would not know that this role-named element is an object: name it.
            members.append((kindMember(kind, nameValue), false))
        }
        if let kindMember = members.first?.member, MemberNames.kindMember(kind) == nil || isNearKnownKind(kind) {
            // A kind that cannot be spelled as a member, or one the reader would take for a misspelling of a
            // known kind: `$kind` and `$name` instead.
            members.removeFirst()
            members.append((LayoutValue.Member(name: "$kind", value: .string(kind)), false))
            if kindMember.value != .null { members.append((LayoutValue.Member(name: "$name", value: kindMember.value), false)) }
        }
        if name == nil && vocabulary.objectKinds.contains(kind) {
            members.append((LayoutValue.Member(name: "$anonymous", value: .bool(true)), false))
        }
        if let name, let attribute = vocabulary.objectIDAttribute(ofKind: kind), let id = document.attribute(attribute, of: element),
           !id.isEmpty {
            ids.append((name, id))
        }
        // Attributes; a constraint's equation stands for the attributes it covers.
        var covered: Set<String> = []
        if kind == "constraint", let text = equation(of: element, naming: namer.name(of:)) {
            members.append((LayoutValue.Member(name: "$equation", value: .string(text)), false))
            covered = ConstraintEquation.coveredAttributes
        }
        for member in attributeMembers(of: element, plan: plan, inKeyedContext: inKeyedContext, skipping: covered) {
            members.append((member, !member.name.hasPrefix("$")))
        }
        for member in unsetMember(of: element) { members.append((member, false)) }
        if document.hasText(element) {
            members.append((LayoutValue.Member(name: "$text", value: .string(document.text(of: element))), false))
        }
        // Children.
        for child in plan.keyed {
            guard let key = document.key(of: child), let value = keyedValue(child, key: key, parentKind: kind) else { continue }
            members.append((LayoutValue.Member(name: key, value: value), false))
        }
        for list in plan.lists {
            members.append((LayoutValue.Member(name: document.name(of: list), value: listValue(list)), false))
        }
        if let connections = plan.connections {
            for member in connectionMembers(connections, owner: element) { members.append((member, false)) }
        }
        if !plan.items.isEmpty {
            let defaultKind = vocabulary.defaultItemKind(forList: kind)
            let items = plan.items.map { elementValue($0, context: .item(defaultKind: defaultKind)) }
            members.append((LayoutValue.Member(name: "$items", value: .array(items, block: isBlockList(items))), false))
        }
        for member in keptOrderMember(keptOrder(of: element, kind: kind, plan: plan)) { members.append((member, false)) }
        return MemberOrder.sorted(members)
    }

    /// Whether `kind`, unknown to the vocabulary, is so close to a known kind that the reader would take a kind
    /// member for a misspelling of it; worked out once per kind of a document.
    private func isNearKnownKind(_ kind: String) -> Bool {
        if vocabulary.kinds.contains(kind) { return false }
        if let known = unknownKindsNearKnownOnes[kind] { return known }
        let near = vocabulary.kindMisspelled(kind) != nil
        unknownKindsNearKnownOnes[kind] = near
        return near
    }

    func kindMember(_ kind: String, _ value: LayoutValue) -> LayoutValue.Member {
        LayoutValue.Member(name: MemberNames.kindMember(kind) ?? "$kind", value: value)
    }

    /// The attributes of an element as members; escapes for those that cannot be plain.
    private func attributeMembers(of element: ElementID, plan: ElementPlan, inKeyedContext: Bool,
                                  skipping skipped: Set<String> = []) -> [LayoutValue.Member] {
        let kind = document.name(of: element)
        let idAttribute = vocabulary.objectIDAttribute(ofKind: kind)
        var members: [LayoutValue.Member] = []
        var escaped: [LayoutValue.Member] = []
        var references: [LayoutValue.Member] = []
        for (name, value) in document.attributes(of: element) where !skipped.contains(name) {
            if name == idAttribute && namer.name(of: element) != nil { continue }
            if name == "key" {
                if !inKeyedContext { members.append(LayoutValue.Member(name: "$key", value: .string(value))) }
                continue
            }
            if isDefault(name, value: value, kind: kind) { continue }
            let plain = isPlainAttributeName(name) && name != idAttribute
            if vocabulary.referenceAttributes.contains(name), plain, let target = objectName(forID: value) {
                members.append(LayoutValue.Member(name: name, value: .string(target)))
            } else if IBIdentifier.looksLikeID(value), let target = objectName(forID: value) {
                references.append(LayoutValue.Member(name: name, value: .string(target)))
            } else if plain && !(vocabulary.referenceAttributes.contains(name)),
                      let typed = plainValue(name: name, value: value, kind: kind) {
                members.append(LayoutValue.Member(name: name, value: typed))
            } else {
                escaped.append(LayoutValue.Member(name: name, value: .string(value)))
            }
        }
        if !escaped.isEmpty { members.append(LayoutValue.Member(name: "$attributes", value: .object(inReadingOrder(escaped, name: \.name, kind: kind)))) }
        if !references.isEmpty {
            members.append(LayoutValue.Member(name: "$references", value: .object(inReadingOrder(references, name: \.name, kind: kind))))
        }
        return members
    }

    /// An attribute's value as a plain member: a boolean for `YES`/`NO` and a number where the vocabulary
    /// measured them, a string otherwise; `nil` when the reader would refuse the plain member (an attribute
    /// measured boolean on this kind holding something else, or an enumerated value one slip from a known
    /// one), so the attribute goes to `$attributes` as written.
    func plainValue(name: String, value: String, kind: String) -> LayoutValue? {
        let (type, onKind) = vocabulary.measuredValueType(ofAttribute: name, kind: kind)
        switch type {
        case .boolean:
            if value == "YES" { return .bool(true) }
            if value == "NO" { return .bool(false) }
            return onKind ? nil : .string(value)
        case .number:
            // Numbers measured on a kind are not always numbers: Xcode writes `placeholderIntrinsicWidth="infinite"`.
            return JSONNumber.isValid(value) ? .number(value) : .string(value)
        case .string:
            if let known = vocabulary.enumeratedValues[name], known.nearMiss(value) != nil { return nil }
            return .string(value)
        }
    }

    /// `$unset`: the defaults of the element's kind that it leaves out.
    private func unsetMember(of element: ElementID) -> [LayoutValue.Member] {
        let kind = document.name(of: element)
        var unset: [LayoutValue] = []
        for (name, _) in vocabulary.attributeDefaults[kind] ?? [] where document.attribute(name, of: element) == nil {
            unset.append(.string(name))
        }
        for child in vocabulary.childDefaults[kind] ?? [] {
            if !document.children(of: element).contains(where: { document.key(of: $0) == child.key }) {
                unset.append(.string(child.key))
            }
        }
        return unset.isEmpty ? [] : [LayoutValue.Member(name: "$unset", value: .array(unset, block: false))]
    }

    /// A keyed child: left out when it is its kind's default, `null` for `<nil>`, a short form when
    /// it has one, an element object otherwise.
    private func keyedValue(_ child: ElementID, key: String, parentKind: String) -> LayoutValue? {
        let kind = document.name(of: child)
        var attributes = document.attributes(of: child).filter { $0.name != "key" }
        if vocabulary.flagKinds.contains(kind) { attributes = inReadingOrder(attributes, name: \.name, kind: kind) }
        // A value whose attributes Xcode's order would write otherwise is an element object, whose `$order` keeps
        // them: neither left out as a default nor a short form.
        let isLeaf = document.children(of: child).isEmpty && !document.hasText(child) && hasAttributesInXcodeOrder(child)
        if isLeaf, let defaults = vocabulary.childDefaults[parentKind],
           defaults.contains(where: { $0.key == key && $0.kind == kind && ValueForms.sameSet($0.attributes, attributes) }) {
            return nil
        }
        if isLeaf && kind == "nil" && attributes.isEmpty { return .null }
        if isLeaf, !isObject(child), kind == vocabulary.defaultKind(forKey: key),
           let form = ValueForms.encode(kind: kind, attributes: attributes, vocabulary: vocabulary) {
            switch form {
            case .string(let text): return .string(text)
            case .numbers(let numbers): return .array(numbers.map(LayoutValue.number), block: false)
            }
        }
        return elementValue(child, context: .keyed(key: key))
    }

    /// Attributes (a flag set's, or escaped ones) in the order the reader writes them back (Xcode's measured
    /// order, the file's among equals), so that the layout of a XIB written from a layout is the same
    /// layout whatever order the original file had them in.
    private func inReadingOrder<Item>(_ items: [Item], name: (Item) -> String, kind: String) -> [Item] {
        guard items.count > 1 else { return items }
        let order = vocabulary.order(ofKind: kind, family: family, toolsVersion: toolsVersion)
        let ranks = items.map { order.rank(ofAttribute: name($0)) }
        return items.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }.map { items[$0] }
    }

    /// Records the id of an anonymous element under `key`; repeated keys get ` #2`, ` #3`, ….
    func addID(key: String, id: String) {
        let count = idKeyCounts[key, default: 0] + 1
        idKeyCounts[key] = count
        ids.append((count == 1 ? key : "\(key) #\(count)", id))
    }
}
