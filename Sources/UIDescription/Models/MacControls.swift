extension PopUpButton {
    /// The menu's items.
    public var items: [MenuItem] { cell?.menu?.items ?? [] }
    /// The selected menu item, by the cell's `selectedItem` id.
    public var selectedItem: MenuItem? { items.first { $0.id == cell?.selectedItem } }
}
