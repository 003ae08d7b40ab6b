import UIDescription

/// Pass 2, attributes: each member that is an attribute, checked against the vocabulary's value types and enumerated
/// values, the defaults a layout leaves out put back, and all of them added in Xcode's order.
extension LayoutReader {
    /// Adds the attribute (or escapes, or `$unset`) a member stands for.
    mutating func collectAttribute(key: Int, value: Int, kind: String, into pending: inout [PendingAttribute],
                                   unset: inout Set<String>, allowChildren: Bool, kindTables: KindTables? = nil) throws {
        let symbol = symbol(key)
        if symbol.isPlain && symbol.isKnownAttribute {
            // The common case, a known attribute: no look-up by name.
            try collectPlainAttribute(key: key, value: value, symbol: symbol, tables: kindTables ?? tables(of: kind), into: &pending)
            return
        }
        let name = symbol.name
        let offset = tree.offset(key)
        switch name {
        case "$attributes":
            guard tree.kind(value) == .object else {
                throw failure(.malformed("$attributes"), "`$attributes` must be an object of strings", at: offset)
            }
            for (attributeKey, attributeValue) in tree.members(value) {
                let attributeName = tree.string(attributeKey)
                guard tree.kind(attributeValue) == .string else {
                    throw failure(.malformed("$attributes"), "the values in `$attributes` are strings", at: tree.offset(attributeValue))
                }
                try validateXMLName(attributeName, what: "attribute", at: tree.offset(attributeKey))
                let index = intern(attributeName)
                pending.append(PendingAttribute(index: index, value: .json(attributeValue),
                                                rank: attributeRank(index: index, in: kindTables ?? tables(of: kind))))
            }
        case "$references":
            guard tree.kind(value) == .object else {
                throw failure(.malformed("$references"), "`$references` must be an object mapping attributes to names", at: offset)
            }
            for (attributeKey, attributeValue) in tree.members(value) {
                let attributeName = tree.string(attributeKey)
                guard tree.kind(attributeValue) == .string else {
                    throw failure(.malformed("$references"), "the values in `$references` are names", at: tree.offset(attributeValue))
                }
                try validateXMLName(attributeName, what: "attribute", at: tree.offset(attributeKey))
                let id = try self.ids.id(ofName: tree.string(attributeValue), at: tree.offset(attributeValue))
                let index = intern(attributeName)
                pending.append(PendingAttribute(index: index, value: .text(id),
                                                rank: attributeRank(index: index, in: kindTables ?? tables(of: kind))))
            }
        case "$unset":
            guard tree.kind(value) == .array else {
                throw failure(.malformed("$unset"), "`$unset` must be a list of names", at: offset)
            }
            for item in tree.items(value) {
                guard tree.kind(item) == .string else {
                    throw failure(.malformed("$unset"), "the items of `$unset` are names", at: tree.offset(item))
                }
                let unsetName = tree.string(item)
                let isDefault = vocabulary.attributeDefaults[kind]?.contains { $0.name == unsetName } == true
                    || vocabulary.childDefaults[kind]?.contains { $0.key == unsetName } == true
                guard isDefault else {
                    throw failure(.invalidValue(unsetName), "a `\(kind)` has no default `\(unsetName)` to leave out", at: tree.offset(item))
                }
                unset.insert(unsetName)
            }
        default:
            if name.hasPrefix("$") {
                if passesOverUnknownFormatMembers { return }
                throw failure(.malformed("unknown member"), "`\(name)` is not a member of the layout format", at: offset)
            }
            guard symbol.isPlain else {
                throw failure(.malformed("member name"), "`\(name)` is not a valid attribute name", at: offset)
            }
            guard symbol.isKnownAttribute else { throw unknownProperty(name, role: .attribute, at: offset) }
            try collectPlainAttribute(key: key, value: value, symbol: symbol, tables: kindTables ?? tables(of: kind), into: &pending)
        }
    }

    /// Adds the attribute a plain member (a known attribute name) stands for.
    private func collectPlainAttribute(key: Int, value: Int, symbol: MemberSymbol, tables: KindTables,
                                       into pending: inout [PendingAttribute]) throws {
        let index = intern(symbolAt: key)
        let rank = attributeRank(index: index, in: tables)
        let kind = tree.kind(value)
        switch kind {
        case .string:
            if symbol.isReferenceAttribute {
                let id = try self.ids.id(ofName: tree.string(value), at: tree.offset(value))
                pending.append(PendingAttribute(index: index, value: .text(id), rank: rank))
            } else {
                if symbol.isBooleanOnSomeKind || symbol.enumeratedValues != nil { try checkString(value, of: symbol, tables: tables) }
                pending.append(PendingAttribute(index: index, value: .json(value), rank: rank))
            }
        case .number:
            if symbol.isBooleanOnSomeKind, measured(symbol, on: tables) == .boolean {
                throw valueFailure(symbol, expected: "true or false", found: tree.string(value), at: value)
            }
            pending.append(PendingAttribute(index: index, value: .json(value), rank: rank))
        case .true, .false:
            if symbol.isNumericOnSomeKind, measured(symbol, on: tables) == .number {
                throw valueFailure(symbol, expected: "a number", found: kind == .true ? "true" : "false", at: value)
            }
            pending.append(PendingAttribute(index: index, value: .text(kind == .true ? "YES" : "NO"), rank: rank))
        default:
            throw failure(.malformed("attribute"), "`\(symbol.name)` must be a string, a number or a boolean here", at: tree.offset(key))
        }
    }

    /// The value type measured for an attribute on the element's kind itself, if any. Looked up only for
    /// attributes measured boolean or numeric on some kind and holding a value of another type, which is rare,
    /// so the check costs the common attribute nothing.
    private func measured(_ symbol: MemberSymbol, on tables: KindTables) -> Vocabulary.ValueType? {
        let (type, onKind) = vocabulary.measuredValueType(ofAttribute: symbol.name, kind: tables.kind)
        return onKind ? type : nil
    }

    /// Refuses a string that the attribute's measured type or known values rule out: a plain member
    /// holds what Xcode writes, and anything else is written in `$attributes`. An attribute measured as a
    /// boolean on the kind takes `YES` or `NO`; an enumerated one anything but a near miss of a known value.
    private func checkString(_ value: Int, of symbol: MemberSymbol, tables: KindTables) throws {
        if symbol.isBooleanOnSomeKind, measured(symbol, on: tables) == .boolean {
            let text = tree.string(value)
            if text != "YES" && text != "NO" {
                throw valueFailure(symbol, expected: "true or false", found: "\"\(text)\"", at: value)
            }
        }
        // Nearly every value is a known one, found by its bytes.
        guard let known = symbol.enumeratedValues, !tree.withBytes(value, { known.contains($0) }) else { return }
        let text = tree.string(value)
        if let intended = known.nearMiss(text) {
            throw failure(.invalidValue(text),
                          "`\(symbol.name)` has no value \"\(text)\"; did you mean \"\(intended)\"? "
                              + "(write a value this version does not know in `$attributes`)",
                          at: tree.offset(value))
        }
    }

    private func valueFailure(_ symbol: MemberSymbol, expected: String, found: String, at value: Int) -> UIDescriptionError {
        failure(.invalidValue(found), "`\(symbol.name)` is \(expected), not \(found) (write a value Xcode does not use in `$attributes`)",
                at: tree.offset(value))
    }

    /// Adds the defaults of a kind that are neither present nor listed in `$unset`.
    func addDefaults(_ tables: KindTables, unset: Set<String>, into pending: inout [PendingAttribute]) {
        let given = pending.count
        for (name, index, value) in tables.attributeDefaults where unset.isEmpty || !unset.contains(name) {
            guard !pending[..<given].contains(where: { $0.index == index }) else { continue }
            pending.append(PendingAttribute(index: index, value: .text(value), rank: attributeRank(index: index, in: tables)))
        }
    }

    /// Adds attributes in Xcode's order; refuses one given twice.
    /// Adds attributes in Xcode's order, the places of those named in `keptOrder` (`$order`: each
    /// name's place there) filled by them in that order.
    mutating func addAttributes(_ pending: [PendingAttribute], keptOrder: KeptOrder.Places = [:]) throws {
        var order = Self.stableOrder(of: pending.count) { pending[$0].rank }
        if !keptOrder.isEmpty {
            order = KeptOrder.apply(keptOrder, to: order) { name(ofIndex: pending[$0].index) }
        }
        // Elements have a handful of attributes; a set only for hostile inputs with thousands.
        var added: [Int32] = []
        var addedSet: Set<Int32> = []
        added.reserveCapacity(min(pending.count, 32))
        for index in order {
            let attribute = pending[index]
            let name = builderName(attribute.index)
            let isRepeated = pending.count > 32 ? !addedSet.insert(name).inserted : added.contains(name)
            guard !isRepeated else {
                let offset: Int
                if case .json(let value) = attribute.value { offset = tree.offset(value) } else { offset = 0 }
                throw failure(.malformed("duplicate attribute"), "the attribute `\(self.name(ofIndex: attribute.index))` is given twice", at: offset)
            }
            added.append(name)
            switch attribute.value {
            case .json(let value):
                // A value as written in the layout stays there (the builder reads it from the source).
                try tree.withBytes(value) { try builder.addAttribute(name: name, value: $0, sourceOffset: tree.sourceOffset(value)) }
            case .text(let text):
                var text = text
                try text.withUTF8 { try builder.addAttribute(name: name, value: $0) }
            }
        }
    }

    /// The child slot an item takes in Xcode's order (`key:…` for an item with `$key`).
    func itemSlot(_ item: Int, ownerKind: String? = nil) -> String {
        if let key = itemKey(item) { return "key:" + key }
        guard tree.kind(item) == .object else { return "el:" }
        for (key, _) in tree.members(item) {
            let name = symbol(key).name
            if MemberNames.isKindMember(name) { return "el:" + MemberNames.kind(fromMember: name) }
        }
        if let kind = tree.member("$kind", of: item), tree.kind(kind) == .string { return "el:" + tree.string(kind) }
        // An item without a kind has its owner's usual item kind (`<nil name="viewControllers"/>`).
        if let ownerKind, let kind = vocabulary.defaultItemKind(forList: ownerKind) { return "el:" + kind }
        return "el:"
    }

    /// The key an item gives itself with `$key`, if it does.
    func itemKey(_ item: Int) -> String? {
        guard tree.kind(item) == .object, let key = tree.member("$key", of: item), tree.kind(key) == .string else { return nil }
        // `key` is the member's value (a string), not a member name: it has no symbol of its own.
        return tree.string(key)
    }
}
