import UIDescription

/// Pass 2: the elements, in Xcode's order of attributes and children, each at the JSON value it was read from.
extension LayoutReader {
    /// An attribute waiting to be added, with its rank in Xcode's order.
    struct PendingAttribute {
        enum Value {
            /// A JSON string or number, as written.
            case json(Int)
            case text(String)
        }

        /// The interned name.
        var index: Int32
        var value: Value
        var rank: Double
    }

    /// A child waiting to be emitted, with its rank in Xcode's order.
    struct PendingChild {
        enum Source {
            case keyedElement(key: String, body: Int)
            case shortForm(key: String, kind: String, attributes: AttributeList)
            /// A rectangle, point or size written as numbers (kept as written).
            case numberList(key: String, kind: String, array: Int)
            case nilChild(key: String)
            case list(name: String, array: Int)
            case connections
            case item(Int)
            case defaultChild(Vocabulary.DefaultChild)
        }

        var source: Source
        var offset: Int
        var rank: Double
    }

    // MARK: The document

    mutating func emitDocument(root: Int, attributes: Int) throws {
        let documentTables = tables(of: "document")
        try builder.startElement(name: builderName(documentTables.name), offset: tree.offset(root))
        try checkDuplicateMembers(attributes)
        var pending: [PendingAttribute] = []
        var unset: Set<String> = []
        var keptAttributeOrder: KeptOrder.Places = [:]
        for (key, value) in tree.members(attributes) {
            if symbol(key).name == KeptOrder.member {
                keptAttributeOrder = try keptOrderPlaces(value, at: tree.offset(key))
                continue
            }
            try collectAttribute(key: key, value: value, kind: "document", into: &pending, unset: &unset, allowChildren: false,
                                 kindTables: documentTables)
        }
        addDefaults(documentTables, unset: unset, into: &pending)
        try addAttributes(pending, keptOrder: keptAttributeOrder)
        var children: [PendingChild] = []
        var keptOrder: KeptOrder.Places = [:]
        for (key, value) in tree.members(root) {
            let name = symbol(key).name
            switch name {
            case "format", "document", "ids": continue
            case KeptOrder.member:
                keptOrder = try keptOrderPlaces(value, at: tree.offset(key))
            case MemberNames.standalone:
                switch tree.kind(value) {
                case .string where tree.string(value) == "no": builder.declaresStandaloneNo = true
                case .null: builder.declaresStandaloneNo = false
                default:
                    throw failure(.malformed(MemberNames.standalone),
                                  "`\(MemberNames.standalone)` is \"no\" (the XML declaration says standalone=\"no\") or null (it does not)",
                                  at: tree.offset(value))
                }
            case "$items":
                guard tree.kind(value) == .array else {
                    throw failure(.malformed("$items"), "`$items` must be a list", at: tree.offset(key))
                }
                appendItems(value, kind: "document", to: &children)
            case _ where name.hasPrefix("$") && passesOverUnknownFormatMembers:
                continue
            default:
                try validateXMLName(name, what: "element", at: tree.offset(key))
                let isList = tree.kind(value) == .array
                guard isList ? vocabulary.listNames.contains(name) : vocabulary.documentChildren.contains(name) else {
                    throw unknownProperty(name, role: isList ? .list : .keyedElement, at: tree.offset(key))
                }
                let source: PendingChild.Source = tree.kind(value) == .array ? .list(name: name, array: value)
                    : .keyedElement(key: name, body: value)
                children.append(PendingChild(source: source, offset: tree.offset(key),
                                             rank: childRank("el:" + name, kind: "document")))
            }
        }
        children = ordered(children)
        if !keptOrder.isEmpty { children = KeptOrder.apply(keptOrder, to: children) { keptOrderName($0, ownerKind: "document") } }
        for child in children {
            if case .keyedElement(let name, let body) = child.source {
                // A child of the document named by its element name, not by a key.
                try emitElement(body: body, context: .rootChild(name: name), parentName: nil, offset: child.offset, key: nil)
            } else {
                try emit(child, ownerKind: "document", ownerName: nil, parentName: nil)
            }
        }
        builder.endElement()
    }

    // MARK: Elements

    /// Emits the element an object stands for. `key` is the key it is written under, if any.
    mutating func emitElement(body: Int, context: Context, parentName: String?, offset: Int, key: String?) throws {
        // Only what the children need stays on this (recursive) frame: opening the element is done
        // by a separate function, so that deep documents use little stack.
        let opened = try openElement(body: body, context: context, parentName: parentName, offset: offset, key: key)
        for child in opened.children {
            if case .connections = child.source {
                try emitConnections(of: body, ownerName: opened.name, offset: child.offset)
            } else {
                try emit(child, ownerKind: opened.kind, ownerName: opened.name, parentName: opened.name)
            }
        }
        builder.endElement()
    }

    /// Starts an element, adds its attributes and text, and answers its children in Xcode's order.
    private mutating func openElement(body: Int, context: Context, parentName: String?, offset: Int, key: String?) throws
        -> (children: [PendingChild], kind: String, name: String?) {
        try checkDuplicateMembers(body)
        let header = try cache.headers[body] ?? header(of: body, context: context, parentName: parentName)
        let kind = header.kind
        let kindTables = header.tables
        try builder.startElement(name: builderName(kindTables.name), offset: offset)
        var pending: [PendingAttribute] = []
        var unset: Set<String> = []
        var children: [PendingChild] = []
        var connectionsOffset: Int?
        var text: Int?
        var equation: (text: String, offset: Int)?
        var keptOrder: KeptOrder.Places = [:]
        if let key { pending.append(PendingAttribute(index: Self.keyName, value: .text(key), rank: attributeRank(index: Self.keyName, in: kindTables))) }
        if header.isObject, let idAttribute = kindTables.idAttribute {
            let id = try header.name.map { try self.ids.id(ofName: $0, at: header.offset) }
                ?? ids.freshID(seed: "\(parentName ?? "")@\(offset)")
            pending.append(PendingAttribute(index: idAttribute, value: .text(id), rank: attributeRank(index: idAttribute, in: kindTables)))
        }
        let name = header.name ?? parentName
        for (memberKey, value) in tree.members(body) {
            let role = try role(ofMember: memberKey, value: value)
            let memberName = symbol(memberKey).name
            let memberOffset = tree.offset(memberKey)
            switch role {
            case .kind:
                continue
            case .reserved:
                switch memberName {
                case "$kind", "$name", "$anonymous": continue
                case "$text":
                    guard tree.kind(value) == .string else {
                        throw failure(.malformed("$text"), "`$text` must be a string", at: memberOffset)
                    }
                    text = value
                case "$equation":
                    guard tree.kind(value) == .string else {
                        throw failure(.malformed("$equation"), "`$equation` must be a string", at: memberOffset)
                    }
                    equation = (tree.string(value), tree.offset(value))
                case "$key":
                    guard key == nil, tree.kind(value) == .string else {
                        throw failure(.malformed("$key"), "`$key` must be a string, on an element that is not already under a key", at: memberOffset)
                    }
                    pending.append(PendingAttribute(index: Self.keyName, value: .json(value), rank: attributeRank(index: Self.keyName, in: kindTables)))
                case "$items":
                    guard tree.kind(value) == .array else {
                        throw failure(.malformed("$items"), "`$items` must be a list", at: memberOffset)
                    }
                    appendItems(value, kind: kind, to: &children)
                case KeptOrder.member:
                    keptOrder = try keptOrderPlaces(value, at: memberOffset)
                default:
                    try collectAttribute(key: memberKey, value: value, kind: kind, into: &pending, unset: &unset, allowChildren: true,
                                         kindTables: kindTables)
                }
            case .attribute:
                try collectAttribute(key: memberKey, value: value, kind: kind, into: &pending, unset: &unset, allowChildren: true,
                                     kindTables: kindTables)
            case .outlets, .outletCollections, .actions, .connectionList:
                if connectionsOffset == nil { connectionsOffset = memberOffset }
            case .numberList:
                guard let childKind = symbol(memberKey).defaultKindForKey else { continue }
                let names = ValueForms.numberListNames(kind: childKind)
                guard tree.count(value) == names.count else {
                    throw failure(.invalidValue(memberName),
                                  "`\(memberName)`: a `\(childKind)` is written as \(names.count) numbers [\(names.joined(separator: ", "))], found \(tree.count(value))",
                                  at: tree.offset(value))
                }
                children.append(PendingChild(source: .numberList(key: memberName, kind: childKind, array: value),
                                             offset: memberOffset, rank: kindTables.order.rank(ofChild: symbol(memberKey).keySlot)))
            case .stringForm:
                guard let childKind = symbol(memberKey).defaultKindForKey else { continue }
                let form = ValueForms.Form.string(tree.string(value))
                let attributes: AttributeList
                do {
                    attributes = try ValueForms.decode(kind: childKind, form: form, vocabulary: vocabulary)
                } catch {
                    throw failure(.invalidValue(tree.string(value)), "`\(memberName)`: \(error.message)", at: tree.offset(value))
                }
                children.append(PendingChild(source: .shortForm(key: memberName, kind: childKind, attributes: attributes),
                                             offset: memberOffset, rank: kindTables.order.rank(ofChild: symbol(memberKey).keySlot)))
            case .nilChild:
                children.append(PendingChild(source: .nilChild(key: memberName), offset: memberOffset,
                                             rank: kindTables.order.rank(ofChild: symbol(memberKey).keySlot)))
            case .list:
                children.append(PendingChild(source: .list(name: memberName, array: value), offset: memberOffset,
                                             rank: kindTables.order.rank(ofChild: symbol(memberKey).listSlot)))
            case .keyedElement:
                children.append(PendingChild(source: .keyedElement(key: memberName, body: value), offset: memberOffset,
                                             rank: kindTables.order.rank(ofChild: symbol(memberKey).keySlot)))
            }
        }
        if let equation {
            try addEquation(equation.text, at: equation.offset, tables: kindTables, into: &pending)
        }
        addDefaults(kindTables, unset: unset, into: &pending)
        try addAttributes(pending, keptOrder: keptOrder)
        if let text { try tree.withBytes(text) { try builder.appendText($0, sourceOffset: tree.sourceOffset(text)) } }
        if let connectionsOffset {
            children.append(PendingChild(source: .connections, offset: connectionsOffset, rank: kindTables.connectionsRank))
        }
        for (child, rank) in kindTables.childDefaults where !unset.contains(child.key) {
            let present = children.contains { pending in
                switch pending.source {
                case .keyedElement(let key, _), .shortForm(let key, _, _), .nilChild(let key), .numberList(let key, _, _):
                    return key == child.key
                case .item(let item): return itemKey(item) == child.key
                default: return false
                }
            }
            if !present {
                children.append(PendingChild(source: .defaultChild(child), offset: offset, rank: rank))
            }
        }
        let inOrder = ordered(children)
        return (keptOrder.isEmpty ? inOrder : KeptOrder.apply(keptOrder, to: inOrder) { keptOrderName($0, ownerKind: kind) }, kind, name)
    }

    /// `$order`'s names with their places in it: a list of strings.
    private func keptOrderPlaces(_ value: Int, at offset: Int) throws -> KeptOrder.Places {
        guard tree.kind(value) == .array else {
            throw failure(.malformed(KeptOrder.member), "`\(KeptOrder.member)` must be a list of attribute and member names", at: offset)
        }
        var names: [String] = []
        for item in tree.items(value) {
            guard tree.kind(item) == .string else {
                throw failure(.malformed(KeptOrder.member), "the items of `\(KeptOrder.member)` are attribute and member names", at: tree.offset(item))
            }
            names.append(tree.string(item))
        }
        return KeptOrder.places(of: names)
    }

    /// The name a child goes by in `$order`: a keyed child's key, a list's name, `connections`, an item's
    /// `$key` or kind.
    private func keptOrderName(_ child: PendingChild, ownerKind: String) -> String? {
        switch child.source {
        case .keyedElement(let key, _), .shortForm(let key, _, _), .numberList(let key, _, _), .nilChild(let key): return key
        case .defaultChild(let child): return child.key
        case .list(let name, _): return name
        case .connections: return MemberNames.connections
        case .item(let item):
            // An item by its `$key`, or by its kind.
            return KeptOrder.name(ofSlot: itemSlot(item, ownerKind: ownerKind))
        }
    }

    /// Adds the items of a `$items` list, ranked so that they keep their listed order (the file's):
    /// ``KindOrder/itemRanks(slots:)``.
    func appendItems(_ list: Int, kind: String, to children: inout [PendingChild]) {
        let items = Array(tree.items(list))
        let ranks = tables(of: kind).order.itemRanks(slots: items.map { itemSlot($0, ownerKind: kind) })
        for (item, rank) in zip(items, ranks) {
            children.append(PendingChild(source: .item(item), offset: tree.offset(item), rank: rank))
        }
    }

    /// Children in Xcode's order (equal ranks in their order).
    func ordered(_ children: [PendingChild]) -> [PendingChild] {
        Self.stableOrder(of: children.count) { children[$0].rank }.map { children[$0] }
    }

    /// The positions `0..<count` in increasing `rank`, equal ranks in their order: an insertion
    /// sort for the handful of attributes or children an element has, the standard sort beyond that.
    static func stableOrder(of count: Int, by rank: (Int) -> Double) -> [Int] {
        var order = [Int](repeating: 0, count: count)
        guard count <= 32 else {
            order = Array(0..<count)
            order.sort { rank($0) != rank($1) ? rank($0) < rank($1) : $0 < $1 }
            return order
        }
        for position in 0..<count {
            let key = rank(position)
            var slot = position
            while slot > 0 && rank(order[slot - 1]) > key {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = position
        }
        return order
    }

    /// Emits one pending child of an element.
    mutating func emit(_ child: PendingChild, ownerKind: String, ownerName: String?, parentName: String?) throws {
        switch child.source {
        case .keyedElement(let key, let body):
            try emitElement(body: body, context: .keyed(key: key), parentName: parentName, offset: child.offset, key: key)
        case .shortForm(let key, let kind, let attributes):
            try emitLeaf(kind: kind, key: key, attributes: attributes, offset: child.offset)
        case .numberList(let key, let kind, let array):
            let kindTables = tables(of: kind)
            try builder.startElement(name: builderName(kindTables.name), offset: child.offset)
                var pending = [PendingAttribute(index: Self.keyName, value: .text(key), rank: attributeRank(index: Self.keyName, in: kindTables))]
            for (name, item) in zip(ValueForms.numberListNames(kind: kind), tree.items(array)) {
                let index = intern(name)
                pending.append(PendingAttribute(index: index, value: .json(item), rank: attributeRank(index: index, in: kindTables)))
            }
            try addAttributes(pending)
            builder.endElement()
        case .nilChild(let key):
            try emitLeaf(kind: "nil", key: key, attributes: [], offset: child.offset)
        case .defaultChild(let defaultChild):
            try emitLeaf(kind: defaultChild.kind, key: defaultChild.key, attributes: defaultChild.attributes, offset: child.offset)
        case .list(let name, let array):
            try emitList(name: name, array: array, ownerName: ownerName, offset: child.offset)
        case .item(let item):
            try emitItem(item, defaultKind: vocabulary.defaultItemKind(forList: ownerKind), listName: nil, ownerName: ownerName)
        case .connections:
            break
        }
    }

    /// An element without children: a short form, `<nil>`, or a restored default.
    mutating func emitLeaf(kind: String, key: String, attributes: AttributeList, offset: Int) throws {
        let kindTables = tables(of: kind)
        try builder.startElement(name: builderName(kindTables.name), offset: offset)
        var pending = [PendingAttribute(index: Self.keyName, value: .text(key), rank: attributeRank(index: Self.keyName, in: kindTables))]
        pending.reserveCapacity(attributes.count + 1)
        for (name, value) in attributes {
            let index = intern(name)
            pending.append(PendingAttribute(index: index, value: .text(value), rank: attributeRank(index: index, in: kindTables)))
        }
        try addAttributes(pending)
        builder.endElement()
    }

    // MARK: Lists

    mutating func emitList(name: String, array: Int, ownerName: String?, offset: Int) throws {
        try validateXMLName(name, what: "element", at: offset)
        try builder.startElement(name: builderName(intern(name)), offset: offset)
        let defaultKind = vocabulary.defaultItemKind(forList: name)
        if name == "constraints" {
            // Interface Builder writes constraints sorted by id.
            var prepared: [(id: String, item: Int, constraint: PreparedConstraint?)] = []
            for item in tree.items(array) {
                let constraint = try prepareConstraint(item, defaultKind: defaultKind, ownerName: ownerName)
                let id = constraint?.id ?? itemID(item, defaultKind: defaultKind)
                prepared.append((id, item, constraint))
            }
            let sorted = prepared.enumerated().sorted { lhs, rhs in
                lhs.element.id == rhs.element.id ? lhs.offset < rhs.offset : lhs.element.id.utf8.lexicographicallyPrecedes(rhs.element.id.utf8)
            }
            for (_, entry) in sorted {
                if let constraint = entry.constraint {
                    try emitConstraint(constraint)
                } else {
                    try emitItem(entry.item, defaultKind: defaultKind, listName: name, ownerName: ownerName)
                }
            }
        } else {
            for item in tree.items(array) {
                try emitItem(item, defaultKind: defaultKind, listName: name, ownerName: ownerName)
            }
        }
        builder.endElement()
    }

    /// The id an item object will get, for sorting constraints (empty when it has none yet).
    func itemID(_ item: Int, defaultKind: String?) -> String {
        guard tree.kind(item) == .object else { return "" }
        for (key, value) in tree.members(item) where symbol(key).kind != nil || symbol(key).name == "$name" {
            if tree.kind(value) == .string { return ids.declaredID(ofName: tree.string(value)) ?? "" }
        }
        return ""
    }

    /// Emits one item of a list (or of `$items`).
    mutating func emitItem(_ item: Int, defaultKind: String?, listName: String?, ownerName: String?) throws {
        switch tree.kind(item) {
        case .object:
            try emitElement(body: item, context: .item(defaultKind: defaultKind), parentName: ownerName, offset: tree.offset(item), key: nil)
        case .string where defaultKind == "string":
            try builder.startElement(name: builderName(intern("string")), offset: tree.offset(item))
            try tree.withBytes(item) { try builder.appendText($0, sourceOffset: tree.sourceOffset(item)) }
            builder.endElement()
        case .string where defaultKind == "constraint":
            if let constraint = try prepareConstraint(item, defaultKind: defaultKind, ownerName: ownerName) {
                try emitConstraint(constraint)
            }
        case .number where defaultKind == "integer" || defaultKind == "real":
            try builder.startElement(name: builderName(intern(defaultKind ?? "real")), offset: tree.offset(item))
            try addAttributes([PendingAttribute(index: intern("value"), value: .json(item), rank: 0)])
            builder.endElement()
        default:
            let list = listName.map { "`\($0)`" } ?? "this list"
            var expected = "objects such as {\"View\": \"name\"}"
            if defaultKind == "constraint" { expected = "constraint equations or objects" }
            if defaultKind == "string" { expected = "strings or objects" }
            if defaultKind == "integer" || defaultKind == "real" { expected = "numbers or objects" }
            throw failure(.malformed("list item"), "the items of \(list) must be \(expected)", at: tree.offset(item))
        }
    }
}
