extension StackView {
    /// The arranged views.
    public var arrangedSubviews: [AnyView] { view.subviews }
}

extension ScrollView {
    /// The document view of an AppKit scroll view (the clip view's first subview).
    public var documentView: AnyView? { contentView?.view.subviews.first }
}
