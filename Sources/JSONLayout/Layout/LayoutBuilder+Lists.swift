import UIDescription

extension LayoutBuilder {
    /// A list: its items, each in its short form when it has one.
    func listValue(_ list: ElementID) -> LayoutValue {
        let listName = document.name(of: list)
        let defaultKind = vocabulary.defaultItemKind(forList: listName)
        let owner = namer.namedAncestor(of: list) ?? ""
        var items: [(sortKey: String?, value: LayoutValue, element: ElementID)] = []
        for child in document.children(of: list) {
            let kind = document.name(of: child)
            if anonymous[Int(child.index)], kind == "constraint", let text = equation(of: child, naming: namer.name(of:)) {
                items.append((text, constraintValue(child, equation: text, defaultKind: defaultKind), child))
                continue
            }
            let attributes = document.attributes(of: child)
            let isLeaf = document.children(of: child).isEmpty
            if kind == defaultKind, isLeaf {
                if kind == "string" && attributes.isEmpty {
                    items.append((nil, .string(document.text(of: child)), child))
                    continue
                }
                if (kind == "integer" || kind == "real"), !document.hasText(child), attributes.count == 1,
                   attributes[0].name == "value", JSONNumber.isValid(attributes[0].value) {
                    items.append((nil, .number(attributes[0].value), child))
                    continue
                }
            }
            items.append((nil, elementValue(child, context: .item(defaultKind: defaultKind)), child))
        }
        if listName == "constraints" {
            // Equations sorted by their text; other items keep their order, after them. Equal equations
            // (a constraint repeated) go by id, the order the reader writes constraints back in, so that they
            // keep their ` #2` names through a round trip whatever order the file had them in.
            let indexed = items.enumerated().map { ($0.offset, $0.element) }
            let sorted = indexed.sorted { lhs, rhs in
                switch (lhs.1.sortKey, rhs.1.sortKey) {
                case let (left?, right?):
                    guard left == right else { return left.utf8.lexicographicallyPrecedes(right.utf8) }
                    let leftID = document.id(of: lhs.1.element) ?? "", rightID = document.id(of: rhs.1.element) ?? ""
                    return leftID == rightID ? lhs.0 < rhs.0 : leftID.utf8.lexicographicallyPrecedes(rightID.utf8)
                case (.some, nil): return true
                case (nil, .some): return false
                case (nil, nil): return lhs.0 < rhs.0
                }
            }
            items = sorted.map(\.1)
            for item in items {
                guard let text = item.sortKey, let id = document.id(of: item.element) else { continue }
                addID(key: "\(owner)/constraints/\(text)", id: id)
            }
        }
        let values = items.map(\.value)
        let block: Bool
        if listName == "constraints" {
            // Constraints that name no other object (a view's own size) stay on its line.
            block = !items.allSatisfy { item in
                guard let text = item.sortKey ?? equationOfNamedConstraint(item.value) else { return false }
                return ConstraintEquation.isSelfContained(text)
            } || LayoutTextWriter.inlineLength(of: .array(values, block: false)) > Self.inlineListWidth
        } else if values.contains(where: { if case .element = $0 { return true } else { return false } }) {
            // Objects (named elements) and elements holding lists get a line each; a short list
            // of plain values stays on one line.
            block = isBlockList(values)
        } else {
            block = false
        }
        return .array(values, block: block)
    }

    /// Whether a list of elements is written one item per line: when it holds objects (named
    /// elements) or elements that hold lists, or when it would not fit on one line.
    func isBlockList(_ values: [LayoutValue]) -> Bool {
        values.contains { Self.isNamedElement($0) || $0.isBlock }
            || LayoutTextWriter.inlineLength(of: .array(values, block: false)) > Self.inlineListWidth
    }

    /// The equation of a constraint written as an object.
    private func equationOfNamedConstraint(_ value: LayoutValue) -> String? {
        guard case .element(let members) = value, let equation = members.first(where: { $0.name == "$equation" }),
              case .string(let text) = equation.value else { return nil }
        return text
    }

    /// The longest list written on one line.
    static let inlineListWidth = 320

    /// Whether a value is an element object with a name.
    static func isNamedElement(_ value: LayoutValue) -> Bool {
        guard case .element(let members) = value, let first = members.first else { return false }
        return (MemberNames.isKindMember(first.name) && first.value != .null) || members.contains { $0.name == "$name" }
    }

    /// A constraint with an equation: the string, or an object holding the equation and the
    /// attributes the equation does not cover.
    func constraintValue(_ element: ElementID, equation: String, defaultKind: String?) -> LayoutValue {
        let extra = document.attributes(of: element).filter {
            !ConstraintEquation.coveredAttributes.contains($0.name) && $0.name != "id"
        }
        if extra.isEmpty && defaultKind == "constraint" { return .string(equation) }
        var members: [(member: LayoutValue.Member, isAttribute: Bool)] = []
        if defaultKind != "constraint" { members.append((kindMember("constraint", .null), false)) }
        members.append((LayoutValue.Member(name: "$equation", value: .string(equation)), false))
        var escaped: [LayoutValue.Member] = []
        for (name, value) in extra {
            if isPlainAttributeName(name) && !vocabulary.referenceAttributes.contains(name),
               let typed = plainValue(name: name, value: value, kind: "constraint") {
                members.append((LayoutValue.Member(name: name, value: typed), true))
            } else {
                escaped.append(LayoutValue.Member(name: name, value: .string(value)))
            }
        }
        if !escaped.isEmpty { members.append((LayoutValue.Member(name: "$attributes", value: .object(escaped)), false)) }
        return .element(MemberOrder.sorted(members))
    }
}
