/// The canonical order of an element's members:
///
/// 1. the kind and name (`"Label": "title"`), then `$key`;
/// 2. identity: type, key path, user label, custom class and module, identifiers;
/// 3. content: text, title, image, placeholder, the constraint equation;
/// 4. the other attributes, alphabetically;
/// 5. value children (fonts, colors, …), alphabetically, then geometry (`frame`, `bounds`,
///    `autoresizingMask`, …);
/// 6. escapes: `$attributes`, `$references`, `$unset`, `$order`, `$anonymous`, `$items` (when it fits on the line);
/// 7. connections: `outlets`, `outletCollections`, `actions`;
/// 8. members written as blocks, last: `subviews`, other lists and nested elements alphabetically,
///    `constraints`, `connections`, `$items`.
///
/// Inline members always come before block members, so that an element's first line holds all
/// its values.
enum MemberOrder {
    private static let identity = ["type", "keyPath", "userLabel", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier",
                                   "restorationIdentifier", "placeholderIdentifier", "sceneMemberID", "identifier"]
    private static let content = ["$text", "$equation", "text", "title", "image", "placeholder", "value"]
    private static let geometry = ["frame", "bounds", "contentRect", "autoresizingMask", "canvasLocation"]
    private static let escapes = ["$attributes", "$references", "$unset", "$order", "$anonymous", "$items"]
    private static let connections = ["outlets", "outletCollections", "actions"]
    private static let blocks = ["subviews"]
    private static let lateBlocks = ["constraints", "connections", "$items"]

    private static let ranks: [String: (Int, Int)] = {
        var ranks: [String: (Int, Int)] = ["$kind": (0, 0), "$name": (0, 1), "$key": (1, 0)]
        for (index, name) in identity.enumerated() { ranks[name] = (2, index) }
        for (index, name) in content.enumerated() { ranks[name] = (3, index) }
        for (index, name) in geometry.enumerated() { ranks[name] = (6, index) }
        for (index, name) in escapes.enumerated() { ranks[name] = (7, index) }
        for (index, name) in connections.enumerated() { ranks[name] = (8, index) }
        return ranks
    }()

    /// Sorts members canonically. `isAttribute` tells attributes from value children.
    static func sorted(_ members: [(member: LayoutValue.Member, isAttribute: Bool)]) -> [LayoutValue.Member] {
        members.sorted { lhs, rhs in
            let left = key(lhs.member, isAttribute: lhs.isAttribute)
            let right = key(rhs.member, isAttribute: rhs.isAttribute)
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return left.2.utf8.lexicographicallyPrecedes(right.2.utf8)
        }.map(\.member)
    }

    private static func key(_ member: LayoutValue.Member, isAttribute: Bool) -> (Int, Int, String) {
        let name = member.name
        if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { return (0, 0, name) }
        if member.value.isBlock {
            if let index = blocks.firstIndex(of: name) { return (20, index, "") }
            if let index = lateBlocks.firstIndex(of: name) { return (22, index, "") }
            return (21, 0, name)
        }
        if let rank = ranks[name], !(isAttribute && rank.0 == 6) { return (rank.0, rank.1, "") }
        return (isAttribute ? 4 : 5, 0, name)
    }
}
