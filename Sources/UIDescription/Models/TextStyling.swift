extension AttributedString {
    /// The plain text: the fragments' contents, joined.
    public var string: String { fragments.map(\.content).joined() }
}
