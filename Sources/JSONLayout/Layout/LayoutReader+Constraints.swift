import UIDescription

/// Pass 2, constraints: the equation form (`"title.top = superview.top + 20"`) and the object form, emitted with
/// their items' ids.
extension LayoutReader {
    // MARK: Constraints

    struct PreparedConstraint {
        var attributes: [(field: ConstraintEquation.Field, value: String)]
        var id: String
        var body: Int?
        var offset: Int
    }

    /// A constraint written as an equation (a string, or an object with `$equation`); `nil` for an
    /// object of another form.
    mutating func prepareConstraint(_ item: Int, defaultKind: String?, ownerName: String?) throws -> PreparedConstraint? {
        let text: String
        let textOffset: Int
        var body: Int?
        switch tree.kind(item) {
        case .string:
            guard defaultKind == "constraint" else { return nil }
            text = tree.string(item)
            textOffset = tree.offset(item)
        case .object:
            guard let equation = tree.member("$equation", of: item), tree.kind(equation) == .string,
                  itemID(item, defaultKind: defaultKind).isEmpty else { return nil }
            text = tree.string(equation)
            textOffset = tree.offset(equation)
            body = item
        default:
            return nil
        }
        let fields = try equationFields(text, at: textOffset)
        let attributes = try withItemIDs(fields, at: textOffset)
        let prefix = "\(ownerName ?? "")/constraints/"
        var key = prefix + text
        // An equation edited by hand into another spelling (`==`, extra spaces) keeps the id the table holds
        // under the spelling the writer gives it.
        if !ids.tableHasKey(key), let canonical = ConstraintEquation.encode(fields.map { ($0.field.name, $0.value) }),
           canonical != text {
            key = prefix + canonical
        }
        let id = ids.anonymousID(key: key)
        return PreparedConstraint(attributes: attributes, id: id, body: body, offset: tree.offset(item))
    }

    mutating func emitConstraint(_ constraint: PreparedConstraint) throws {
        if let body = constraint.body { try checkDuplicateMembers(body) }
        let constraintTables = tables(of: "constraint")
        try builder.startElement(name: builderName(constraintTables.name), offset: constraint.offset)
        var pending: [PendingAttribute] = []
        pending.reserveCapacity(constraint.attributes.count + 1)
        var unset: Set<String> = []
        if let body = constraint.body {
            // The object form: its other members are attributes; the equation and id are added here.
            for (key, value) in tree.members(body) {
                let name = symbol(key).name
                if MemberNames.isKindMember(name) || name == "$equation" { continue }
                if name == "$kind" || name == "$name" || name == "$anonymous" { continue }
                try collectAttribute(key: key, value: value, kind: "constraint", into: &pending, unset: &unset, allowChildren: false,
                                     kindTables: constraintTables)
            }
        }
        addEquationAttributes(constraint.attributes, tables: constraintTables, into: &pending)
        pending.append(PendingAttribute(index: Self.idName, value: .text(constraint.id), rank: attributeRank(index: Self.idName, in: constraintTables)))
        // Only the object form restores left-out defaults: the writer uses the string form for a
        // constraint with no attribute besides its equation's and its id.
        if constraint.body != nil { addDefaults(constraintTables, unset: unset, into: &pending) }
        try addAttributes(pending)
        builder.endElement()
    }

    func addEquationAttributes(_ attributes: [(field: ConstraintEquation.Field, value: String)], tables: KindTables,
                               into pending: inout [PendingAttribute]) {
        for (field, value) in attributes {
            let index = intern(field)
            pending.append(PendingAttribute(index: index, value: .text(value), rank: attributeRank(index: index, in: tables)))
        }
    }

    /// An equation's attributes, with its items' names replaced by their ids.
    private func equationAttributes(_ text: String, at offset: Int) throws -> [(field: ConstraintEquation.Field, value: String)] {
        try withItemIDs(try equationFields(text, at: offset), at: offset)
    }

    /// An equation's attributes as written, items by name; an error at `offset` when it cannot be read.
    private func equationFields(_ text: String, at offset: Int) throws -> [(field: ConstraintEquation.Field, value: String)] {
        do {
            return try ConstraintEquation.decodeFields(text)
        } catch {
            throw failure(.invalidValue(text), error.message, at: offset)
        }
    }

    /// Equation attributes with their items' names replaced by their ids.
    private func withItemIDs(
        _ fields: [(field: ConstraintEquation.Field, value: String)], at offset: Int
    ) throws -> [(field: ConstraintEquation.Field, value: String)] {
        var attributes = fields
        for index in attributes.indices where attributes[index].field == .firstItem || attributes[index].field == .secondItem {
            attributes[index].value = try ids.id(ofName: attributes[index].value, at: offset)
        }
        return attributes
    }

    /// `$equation` on an element that is not in a constraint list.
    mutating func addEquation(_ text: String, at offset: Int, tables: KindTables, into pending: inout [PendingAttribute]) throws {
        addEquationAttributes(try equationAttributes(text, at: offset), tables: tables, into: &pending)
    }
}
