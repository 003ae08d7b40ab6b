/// Any view, typed by its element kind, so a view tree of mixed kinds can be walked and matched:
///
/// ```swift
/// for subview in view.subviews {
///     if case .label(let label) = subview { print(label.text ?? "") }
/// }
/// ```
/// Kinds without a model of their own decode as ``view(_:)`` with their ``View/kind`` kept, so
/// nothing is dropped.
public enum AnyView: Codable, Hashable, Sendable {
    case label(Label)
    case button(Button)
    case textField(TextField)
    case textView(TextView)
    case imageView(ImageView)
    case stackView(StackView)
    case scrollView(ScrollView)
    case tableView(TableView)
    case tableViewCell(TableViewCell)
    case collectionView(CollectionView)
    case collectionViewCell(CollectionViewCell)
    case `switch`(Switch)
    case slider(Slider)
    case segmentedControl(SegmentedControl)
    case activityIndicatorView(ActivityIndicatorView)
    /// Any other view kind, with its shared properties.
    case view(View)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? "view"
        switch kind {
        case "label": self = .label(try Label(from: decoder))
        case "button": self = .button(try Button(from: decoder))
        case "textField": self = .textField(try TextField(from: decoder))
        case "textView": self = .textView(try TextView(from: decoder))
        case "imageView": self = .imageView(try ImageView(from: decoder))
        case "stackView": self = .stackView(try StackView(from: decoder))
        case "scrollView": self = .scrollView(try ScrollView(from: decoder))
        case "tableView": self = .tableView(try TableView(from: decoder))
        case "tableViewCell": self = .tableViewCell(try TableViewCell(from: decoder))
        case "collectionView": self = .collectionView(try CollectionView(from: decoder))
        case "collectionViewCell": self = .collectionViewCell(try CollectionViewCell(from: decoder))
        case "switch": self = .switch(try Switch(from: decoder))
        case "slider": self = .slider(try Slider(from: decoder))
        case "segmentedControl": self = .segmentedControl(try SegmentedControl(from: decoder))
        case "activityIndicatorView": self = .activityIndicatorView(try ActivityIndicatorView(from: decoder))
        default: self = .view(try View(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .label(let value): try value.encode(to: encoder)
        case .button(let value): try value.encode(to: encoder)
        case .textField(let value): try value.encode(to: encoder)
        case .textView(let value): try value.encode(to: encoder)
        case .imageView(let value): try value.encode(to: encoder)
        case .stackView(let value): try value.encode(to: encoder)
        case .scrollView(let value): try value.encode(to: encoder)
        case .tableView(let value): try value.encode(to: encoder)
        case .tableViewCell(let value): try value.encode(to: encoder)
        case .collectionView(let value): try value.encode(to: encoder)
        case .collectionViewCell(let value): try value.encode(to: encoder)
        case .switch(let value): try value.encode(to: encoder)
        case .slider(let value): try value.encode(to: encoder)
        case .segmentedControl(let value): try value.encode(to: encoder)
        case .activityIndicatorView(let value): try value.encode(to: encoder)
        case .view(let value): try value.encode(to: encoder)
        }
    }

    /// The shared view properties, whatever the kind.
    public var view: View {
        switch self {
        case .label(let value): value.view
        case .button(let value): value.view
        case .textField(let value): value.view
        case .textView(let value): value.view
        case .imageView(let value): value.view
        case .stackView(let value): value.view
        case .scrollView(let value): value.view
        case .tableView(let value): value.view
        case .tableViewCell(let value): value.view
        case .collectionView(let value): value.view
        case .collectionViewCell(let value): value.view
        case .switch(let value): value.view
        case .slider(let value): value.view
        case .segmentedControl(let value): value.view
        case .activityIndicatorView(let value): value.view
        case .view(let value): value
        }
    }
}
