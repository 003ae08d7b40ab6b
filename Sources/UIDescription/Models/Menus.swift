extension MenuItem {
    /// The actions the item sends.
    public var actions: [Action] { connections.actions }
}

/// What a menu item's `representedObject` key holds: a value as written (`<integer value="2"/>`, a `<string>`,
/// a `<real>`), or an expression (a predicate editor row template's menus).
enum RepresentedObjectValue: Decodable {
    case value(String)
    case expression(Expression)

    init(from decoder: any Decoder) throws {
        if try decoder.elementName() == "expression" {
            self = .expression(try Expression(from: decoder))
        } else {
            self = .value(try decoder.singleValueContainer().decode(String.self))
        }
    }

    var value: String? { if case .value(let value) = self { value } else { nil } }
    var expression: Expression? { if case .expression(let expression) = self { expression } else { nil } }
}
