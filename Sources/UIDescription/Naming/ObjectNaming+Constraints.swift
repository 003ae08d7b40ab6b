extension ObjectNaming {
    /// A constraint as an equation in the JSON layout format's syntax, items by name (``referenceName(ofID:)``; the
    /// view holding the constraint for an item left out): `title.leading = superview.leading + 20`,
    /// `stackView.width >= superview.width * 0.5 @750`.
    public func constraintEquation(of constraint: ElementID) -> String {
        // A constraint without firstItem belongs to the view that holds its <constraints>.
        let holder = document.parent(of: constraint).flatMap { document.parent(of: $0) }
        let holderName = holder.map { holder in document.id(of: holder).map(referenceName(ofID:)) ?? document.name(of: holder) } ?? "view"
        let attribute = { (name: String) in document.attribute(name, of: constraint) }
        let relation = attribute("relation")
        return Self.equation(
            firstItem: attribute("firstItem").map(referenceName(ofID:)) ?? holderName,
            firstAttribute: attribute("firstAttribute") ?? "?",
            relation: Self.relationSymbol(relation) == nil ? nil : relation,
            secondItem: attribute("secondAttribute") == nil ? nil : attribute("secondItem").map(referenceName(ofID:)) ?? holderName,
            secondAttribute: attribute("secondAttribute"),
            multiplier: attribute("multiplier"),
            constant: attribute("constant") ?? (attribute("secondAttribute") == nil ? "0" : nil),
            priority: attribute("priority"))
    }

    /// The one printer of constraint equations, in the JSON layout format's syntax:
    /// `firstItem.firstAttribute relation secondItem.secondAttribute * multiplier ± constant @priority`, a side
    /// without an item written as its attribute alone, a relation other than `greaterThanOrEqual` and
    /// `lessThanOrEqual` as `=`, and without a second attribute, the constant alone (`0` when there is none).
    public static func equation(
        firstItem: String?, firstAttribute: String, relation: String?, secondItem: String?, secondAttribute: String?,
        multiplier: String?, constant: String?, priority: String?
    ) -> String {
        func side(_ item: String?, _ attribute: String) -> String { item.map { "\($0).\(attribute)" } ?? attribute }
        var text = side(firstItem, firstAttribute) + " " + (relationSymbol(relation) ?? "=") + " "
        if let secondAttribute {
            text += side(secondItem, secondAttribute)
            if let multiplier { text += " * " + multiplier }
            if let constant { text += constant.hasPrefix("-") ? " - " + constant.dropFirst() : " + " + constant }
        } else {
            text += constant ?? "0"
        }
        if let priority { text += " @" + priority }
        return text
    }

    /// The symbol of a constraint's `relation` attribute: `=` for none, `>=` and `<=`; `nil` for any other value.
    public static func relationSymbol(_ relation: String?) -> String? {
        switch relation {
        case nil: return "="
        case "greaterThanOrEqual": return ">="
        case "lessThanOrEqual": return "<="
        default: return nil
        }
    }
}
