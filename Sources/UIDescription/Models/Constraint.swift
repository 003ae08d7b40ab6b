/// An Auto Layout constraint: `<constraint firstItem="a" firstAttribute="top" secondItem="b"
/// secondAttribute="bottom" constant="8" id="…"/>`.
///
/// Interface Builder stores a constraint on the nearest common ancestor of its items and leaves
/// `firstItem` out when it is that owning view. Multipliers may be ratios (`16:9`).
public struct Constraint: InterfaceElement {
    public static let elementKinds: Set<String>? = ["constraint"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The id of the first item; `nil` means the view that owns the constraint.
    public var firstItem: String?
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    /// The multiplier as written: a number (`0.5`) or a ratio (`16:9`, `1/3`); `nil` means 1.
    public var multiplier: String?
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    /// The name shown in Interface Builder's outline.
    public var userLabel: String?
    /// Placeholder constraints are removed at build time.
    public var isPlaceholder: Bool
    /// Whether the constant is the system's standard spacing (Interface Builder's "Standard").
    public var isSymbolic: Bool
    /// The constant, priority or multiplier the constraint takes for size classes
    /// (`<variation key="heightClass=compact" constant="20"/>`).
    public var variations: [Variation]
    public var id: String?

    /// The multiplier as a number: `16:9` and `1/3` are ratios; `nil` or unreadable is 1.
    public var multiplierValue: Double {
        guard let multiplier else { return 1 }
        for separator in [":", "/"] as [Character] {
            let parts = multiplier.split(separator: separator)
            if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
                return numerator / denominator
            }
        }
        return Double(multiplier) ?? 1
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority, identifier, userLabel, placeholder, symbolic, id
        case variations = "$elements:variation"
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "constraint", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(firstItem, forKey: .firstItem)
        try container.encode(firstAttribute, forKey: .firstAttribute)
        try container.encode(relation, forKey: .relation, default: .equal)
        try container.encodeIfPresent(secondItem, forKey: .secondItem)
        try container.encodeIfPresent(secondAttribute, forKey: .secondAttribute)
        try container.encodeIfPresent(multiplier, forKey: .multiplier)
        try container.encode(constant, forKey: .constant, default: 0)
        try container.encode(priority, forKey: .priority, default: 1000)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encode(isPlaceholder, forKey: .placeholder, default: false)
        try container.encode(isSymbolic, forKey: .symbolic, default: false)
        try container.encodeList(variations, forKey: .variations)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

extension Constraint {
    public init(firstItem: String? = nil, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: String? = nil,
                constant: Double = 0, priority: Double = 1000, identifier: String? = nil, userLabel: String? = nil, isPlaceholder: Bool = false,
                isSymbolic: Bool = false, variations: [Variation] = [], id: String? = nil, location: SourceLocation? = nil) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.userLabel = userLabel
        self.isPlaceholder = isPlaceholder
        self.isSymbolic = isSymbolic
        self.variations = variations
        self.id = id
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let firstItem: String? = container.optional(.firstItem)
        let firstAttribute: LayoutAttribute = try container.decode(LayoutAttribute.self, forKey: .firstAttribute)
        let relation: LayoutRelation = container.decode(.relation, default: .equal)
        let secondItem: String? = container.optional(.secondItem)
        let secondAttribute: LayoutAttribute? = container.optional(.secondAttribute)
        let multiplier: String? = container.optional(.multiplier)
        let constant: Double = container.decode(.constant, default: 0)
        let priority: Double = container.decode(.priority, default: 1000)
        let identifier: String? = container.optional(.identifier)
        let userLabel: String? = container.optional(.userLabel)
        let isPlaceholder: Bool = container.decode(.placeholder, default: false)
        let isSymbolic: Bool = container.decode(.symbolic, default: false)
        let variations: [Variation] = container.list(.variations)
        let id: String? = container.optional(.id)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                  secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                  priority: priority, identifier: identifier, userLabel: userLabel, isPlaceholder: isPlaceholder,
                  isSymbolic: isSymbolic, variations: variations, id: id)
    }
}
