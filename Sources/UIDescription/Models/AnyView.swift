/// Any view, typed by its element kind, so a view tree of mixed kinds can be walked and matched:
/// ```swift
/// for subview in view.subviews {
///     if case .label(let label) = subview { print(label.text ?? "") }
/// }
/// ```
/// Kinds without a model of their own decode as ``view(_:)`` with their ``View/kind`` kept, so nothing is
/// dropped.
public indirect enum AnyView: Codable, Hashable, Sendable {
    case label(Label)
    case button(Button)
    case textField(TextField)
    case textView(TextView)
    case imageView(ImageView)
    case stackView(StackView)
    case scrollView(ScrollView)
    case tableView(TableView)
    case outlineView(TableView)
    case tableViewCell(TableViewCell)
    case collectionView(CollectionView)
    case collectionViewCell(CollectionViewCell)
    case collectionReusableView(CollectionReusableView)
    case `switch`(Switch)
    case slider(Slider)
    case segmentedControl(SegmentedControl)
    case activityIndicatorView(ActivityIndicatorView)
    case pageControl(PageControl)
    case progressView(ProgressView)
    case stepper(Stepper)
    case datePicker(DatePicker)
    case visualEffectView(VisualEffectView)
    case mapView(MapView)
    case webView(WebView)
    case renderingView(RenderingView)
    case navigationBar(NavigationBar)
    case toolbar(Toolbar)
    case tabBar(TabBar)
    case searchBar(SearchBar)
    case clipView(ClipView)
    case scroller(Scroller)
    case box(Box)
    case tabView(TabView)
    case splitView(SplitView)
    case matrix(Matrix)
    case popUpButton(PopUpButton)
    case searchField(SearchField)
    case comboBox(ComboBox)
    case levelIndicator(LevelIndicator)
    case colorWell(ColorWell)
    case gridView(GridView)
    case pathControl(PathControl)
    case progressIndicator(ProgressIndicator)
    /// Any other view kind, with its shared properties.
    case view(View)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? "view"
        if let decode = Self.typedDecoders[kind] {
            self = try decode(decoder)
        } else {
            self = .view(try View(from: decoder))
            decoder.noteGenericElement(unlessPlainView: kind)
        }
    }

    /// The typed decode of each view kind with a model of its own; other kinds decode as
    /// ``view(_:)``. One look-up per element, where a `switch` compared the kind with each name in turn.
    private static let typedDecoders: [String: @Sendable (any Decoder) throws -> AnyView] = [
        "label": { .label(try Label(from: $0)) },
        "button": { .button(try Button(from: $0)) },
        "textField": { .textField(try TextField(from: $0)) },
        "secureTextField": { .textField(try TextField(from: $0)) },
        "tokenField": { .textField(try TextField(from: $0)) },
        "textView": { .textView(try TextView(from: $0)) },
        "imageView": { .imageView(try ImageView(from: $0)) },
        "stackView": { .stackView(try StackView(from: $0)) },
        "scrollView": { .scrollView(try ScrollView(from: $0)) },
        "tableView": { .tableView(try TableView(from: $0)) },
        "outlineView": { .outlineView(try TableView(from: $0)) },
        "tableViewCell": { .tableViewCell(try TableViewCell(from: $0)) },
        "collectionView": { .collectionView(try CollectionView(from: $0)) },
        "collectionViewCell": { .collectionViewCell(try CollectionViewCell(from: $0)) },
        "collectionReusableView": { .collectionReusableView(try CollectionReusableView(from: $0)) },
        "switch": { .`switch`(try Switch(from: $0)) },
        "slider": { .slider(try Slider(from: $0)) },
        "segmentedControl": { .segmentedControl(try SegmentedControl(from: $0)) },
        "activityIndicatorView": { .activityIndicatorView(try ActivityIndicatorView(from: $0)) },
        "pageControl": { .pageControl(try PageControl(from: $0)) },
        "progressView": { .progressView(try ProgressView(from: $0)) },
        "stepper": { .stepper(try Stepper(from: $0)) },
        "datePicker": { .datePicker(try DatePicker(from: $0)) },
        "visualEffectView": { .visualEffectView(try VisualEffectView(from: $0)) },
        "mapView": { .mapView(try MapView(from: $0)) },
        "webView": { .webView(try WebView(from: $0)) },
        "wkWebView": { .webView(try WebView(from: $0)) },
        "glkView": { .renderingView(try RenderingView(from: $0)) },
        "mtkView": { .renderingView(try RenderingView(from: $0)) },
        "sceneKitView": { .renderingView(try RenderingView(from: $0)) },
        "skView": { .renderingView(try RenderingView(from: $0)) },
        "arskView": { .renderingView(try RenderingView(from: $0)) },
        "arscnView": { .renderingView(try RenderingView(from: $0)) },
        "avPlayerView": { .renderingView(try RenderingView(from: $0)) },
        "realityKitView": { .renderingView(try RenderingView(from: $0)) },
        "spriteKitView": { .renderingView(try RenderingView(from: $0)) },
        "navigationBar": { .navigationBar(try NavigationBar(from: $0)) },
        "toolbar": { .toolbar(try Toolbar(from: $0)) },
        "tabBar": { .tabBar(try TabBar(from: $0)) },
        "searchBar": { .searchBar(try SearchBar(from: $0)) },
        "clipView": { .clipView(try ClipView(from: $0)) },
        "scroller": { .scroller(try Scroller(from: $0)) },
        "box": { .box(try Box(from: $0)) },
        "tabView": { .tabView(try TabView(from: $0)) },
        "splitView": { .splitView(try SplitView(from: $0)) },
        "matrix": { .matrix(try Matrix(from: $0)) },
        "popUpButton": { .popUpButton(try PopUpButton(from: $0)) },
        "searchField": { .searchField(try SearchField(from: $0)) },
        "comboBox": { .comboBox(try ComboBox(from: $0)) },
        "levelIndicator": { .levelIndicator(try LevelIndicator(from: $0)) },
        "colorWell": { .colorWell(try ColorWell(from: $0)) },
        "gridView": { .gridView(try GridView(from: $0)) },
        "pathControl": { .pathControl(try PathControl(from: $0)) },
        "progressIndicator": { .progressIndicator(try ProgressIndicator(from: $0)) },
    ]

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
        case .outlineView(let value): try value.encode(to: encoder)
        case .tableViewCell(let value): try value.encode(to: encoder)
        case .collectionView(let value): try value.encode(to: encoder)
        case .collectionViewCell(let value): try value.encode(to: encoder)
        case .collectionReusableView(let value): try value.encode(to: encoder)
        case .`switch`(let value): try value.encode(to: encoder)
        case .slider(let value): try value.encode(to: encoder)
        case .segmentedControl(let value): try value.encode(to: encoder)
        case .activityIndicatorView(let value): try value.encode(to: encoder)
        case .pageControl(let value): try value.encode(to: encoder)
        case .progressView(let value): try value.encode(to: encoder)
        case .stepper(let value): try value.encode(to: encoder)
        case .datePicker(let value): try value.encode(to: encoder)
        case .visualEffectView(let value): try value.encode(to: encoder)
        case .mapView(let value): try value.encode(to: encoder)
        case .webView(let value): try value.encode(to: encoder)
        case .renderingView(let value): try value.encode(to: encoder)
        case .navigationBar(let value): try value.encode(to: encoder)
        case .toolbar(let value): try value.encode(to: encoder)
        case .tabBar(let value): try value.encode(to: encoder)
        case .searchBar(let value): try value.encode(to: encoder)
        case .clipView(let value): try value.encode(to: encoder)
        case .scroller(let value): try value.encode(to: encoder)
        case .box(let value): try value.encode(to: encoder)
        case .tabView(let value): try value.encode(to: encoder)
        case .splitView(let value): try value.encode(to: encoder)
        case .matrix(let value): try value.encode(to: encoder)
        case .popUpButton(let value): try value.encode(to: encoder)
        case .searchField(let value): try value.encode(to: encoder)
        case .comboBox(let value): try value.encode(to: encoder)
        case .levelIndicator(let value): try value.encode(to: encoder)
        case .colorWell(let value): try value.encode(to: encoder)
        case .gridView(let value): try value.encode(to: encoder)
        case .pathControl(let value): try value.encode(to: encoder)
        case .progressIndicator(let value): try value.encode(to: encoder)
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
        case .outlineView(let value): value.view
        case .tableViewCell(let value): value.view
        case .collectionView(let value): value.view
        case .collectionViewCell(let value): value.view
        case .collectionReusableView(let value): value.view
        case .`switch`(let value): value.view
        case .slider(let value): value.view
        case .segmentedControl(let value): value.view
        case .activityIndicatorView(let value): value.view
        case .pageControl(let value): value.view
        case .progressView(let value): value.view
        case .stepper(let value): value.view
        case .datePicker(let value): value.view
        case .visualEffectView(let value): value.view
        case .mapView(let value): value.view
        case .webView(let value): value.view
        case .renderingView(let value): value.view
        case .navigationBar(let value): value.view
        case .toolbar(let value): value.view
        case .tabBar(let value): value.view
        case .searchBar(let value): value.view
        case .clipView(let value): value.view
        case .scroller(let value): value.view
        case .box(let value): value.view
        case .tabView(let value): value.view
        case .splitView(let value): value.view
        case .matrix(let value): value.view
        case .popUpButton(let value): value.view
        case .searchField(let value): value.view
        case .comboBox(let value): value.view
        case .levelIndicator(let value): value.view
        case .colorWell(let value): value.view
        case .gridView(let value): value.view
        case .pathControl(let value): value.view
        case .progressIndicator(let value): value.view
        case .view(let value): value
        }
    }
}
