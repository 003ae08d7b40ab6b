extension BarButtonItem {
    /// The actions the item sends.
    public var actions: [Action] { connections.actions }
}

/// A bar appearance's `backgroundEffect`, which files write in one of two shapes: a visual effect
/// element (`<blurEffect key="backgroundEffect" style="…"/>`), or the effect's style as an attribute
/// (`backgroundEffect="systemUltraThinMaterialDark"`, Siskin IM).
enum BackgroundEffectValue: Decodable {
    case effect(VisualEffect)
    case style(String)

    init(from decoder: any Decoder) throws {
        // An attribute has no element name.
        if (try? decoder.elementName()) != nil {
            self = .effect(try VisualEffect(from: decoder))
        } else {
            self = .style(try decoder.singleValueContainer().decode(String.self))
        }
    }

    var effect: VisualEffect? { if case .effect(let effect) = self { effect } else { nil } }
    var style: String? { if case .style(let style) = self { style } else { nil } }
}
