/// The attributes through which Interface Builder elements refer to other elements by id: what the integrity
/// check of `validate` and the merge both follow.
public enum ReferenceAttributes {
    /// Attributes that hold an id on any element.
    public static let onAnyElement: [String] = ["reference"]

    /// Attributes that hold an id on elements of a given name.
    public static let byElement: [String: [String]] = [
        "outlet": ["destination"],
        "outletCollection": ["destination"],
        "action": ["destination", "target"],
        "segue": ["destination", "popoverAnchorView"],
        "binding": ["destination"],
        "accessibilityConnection": ["destination"],
        "constraint": ["firstItem", "secondItem"],
        "document": ["initialViewController"],
        "tableViewCellContentView": ["tableViewCell"],
        "tableViewCell": ["textLabel", "detailTextLabel"],
        "popUpButtonCell": ["selectedItem"],
        "outlineView": ["outlineTableColumn", "headerView"],
        "tableView": ["headerView"],
    ]

    /// The id-holding attributes of an element named `name`.
    public static func attributes(of name: String) -> [String] {
        (byElement[name] ?? []) + onAnyElement
    }
}
