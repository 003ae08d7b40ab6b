extension MenuItem {
    /// The actions the item sends.
    public var actions: [Action] { connections.actions }
}
