extension PopUpButton {
    /// The menu's items.
    public var items: [MenuItem] { cell?.menu?.items ?? [] }
    /// The selected menu item, by the cell's `selectedItem` id.
    public var selectedItem: MenuItem? { items.first { $0.id == cell?.selectedItem } }
}

/// What a predicate editor row template's `rightExpressionObject` key holds: the constant expressions the row offers
/// (`<array>`), or the attribute type of a value the user types (`<integer value="700"/>`), as written.
enum PredicateOperandValue: Decodable {
    case expressions([Expression])
    case value(String)

    init(from decoder: any Decoder) throws {
        if try decoder.elementName() == "array" {
            self = .expressions(try [Expression](from: decoder))
        } else {
            self = .value(try decoder.singleValueContainer().decode(String.self))
        }
    }

    var expressions: [Expression]? { if case .expressions(let expressions) = self { expressions } else { nil } }
    var value: String? { if case .value(let value) = self { value } else { nil } }
}
