extension TextField {
    /// The text people see: UIKit's `text`, or the AppKit cell's title.
    public var displayedText: String? { text ?? cell?.title }
    /// The placeholder: UIKit's `placeholder`, or the AppKit cell's placeholder string.
    public var displayedPlaceholder: String? { placeholder ?? cell?.placeholderString }
}
