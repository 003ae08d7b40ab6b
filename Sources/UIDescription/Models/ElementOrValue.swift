/// A key that files write in one of two shapes: an element of `Element`'s kinds, or a value as written (an
/// attribute, or an element of another kind that holds one). A menu item's `representedObject` is an
/// `<expression>` (a predicate editor row template's menus) or `<integer value="2"/>`, a `<string>`, a `<real>`; a
/// bar appearance's `backgroundEffect` is a `<blurEffect>` or, in Siskin IM's storyboards, the style as an attribute.
enum ElementOrValue<Element: InterfaceElement>: Decodable {
    case element(Element)
    case value(String)

    init(from decoder: any Decoder) throws {
        // An attribute has no element name; an element of another kind holds a value.
        if let name = try? decoder.elementName(), Element.elementKinds?.contains(name) ?? true {
            self = .element(try Element(from: decoder))
        } else {
            self = .value(try decoder.singleValueContainer().decode(String.self))
        }
    }

    var element: Element? { if case .element(let element) = self { element } else { nil } }
    var value: String? { if case .value(let value) = self { value } else { nil } }
}
