extension GridCell {
    /// The cell's content view.
    public var contentView: AnyView? { contentViews.first }
}
