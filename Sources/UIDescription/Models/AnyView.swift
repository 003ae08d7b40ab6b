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
        switch kind {
        case "label": self = .label(try Label(from: decoder))
        case "button": self = .button(try Button(from: decoder))
        case "textField", "secureTextField", "tokenField": self = .textField(try TextField(from: decoder))
        case "textView": self = .textView(try TextView(from: decoder))
        case "imageView": self = .imageView(try ImageView(from: decoder))
        case "stackView": self = .stackView(try StackView(from: decoder))
        case "scrollView": self = .scrollView(try ScrollView(from: decoder))
        case "tableView": self = .tableView(try TableView(from: decoder))
        case "outlineView": self = .outlineView(try TableView(from: decoder))
        case "tableViewCell": self = .tableViewCell(try TableViewCell(from: decoder))
        case "collectionView": self = .collectionView(try CollectionView(from: decoder))
        case "collectionViewCell": self = .collectionViewCell(try CollectionViewCell(from: decoder))
        case "collectionReusableView": self = .collectionReusableView(try CollectionReusableView(from: decoder))
        case "switch": self = .`switch`(try Switch(from: decoder))
        case "slider": self = .slider(try Slider(from: decoder))
        case "segmentedControl": self = .segmentedControl(try SegmentedControl(from: decoder))
        case "activityIndicatorView": self = .activityIndicatorView(try ActivityIndicatorView(from: decoder))
        case "pageControl": self = .pageControl(try PageControl(from: decoder))
        case "progressView": self = .progressView(try ProgressView(from: decoder))
        case "stepper": self = .stepper(try Stepper(from: decoder))
        case "datePicker": self = .datePicker(try DatePicker(from: decoder))
        case "visualEffectView": self = .visualEffectView(try VisualEffectView(from: decoder))
        case "mapView": self = .mapView(try MapView(from: decoder))
        case "webView", "wkWebView": self = .webView(try WebView(from: decoder))
        case "glkView", "mtkView", "sceneKitView", "skView", "arskView", "arscnView", "avPlayerView", "realityKitView", "spriteKitView": self = .renderingView(try RenderingView(from: decoder))
        case "navigationBar": self = .navigationBar(try NavigationBar(from: decoder))
        case "toolbar": self = .toolbar(try Toolbar(from: decoder))
        case "tabBar": self = .tabBar(try TabBar(from: decoder))
        case "searchBar": self = .searchBar(try SearchBar(from: decoder))
        case "clipView": self = .clipView(try ClipView(from: decoder))
        case "scroller": self = .scroller(try Scroller(from: decoder))
        case "box": self = .box(try Box(from: decoder))
        case "tabView": self = .tabView(try TabView(from: decoder))
        case "splitView": self = .splitView(try SplitView(from: decoder))
        case "matrix": self = .matrix(try Matrix(from: decoder))
        case "popUpButton": self = .popUpButton(try PopUpButton(from: decoder))
        case "searchField": self = .searchField(try SearchField(from: decoder))
        case "comboBox": self = .comboBox(try ComboBox(from: decoder))
        case "levelIndicator": self = .levelIndicator(try LevelIndicator(from: decoder))
        case "colorWell": self = .colorWell(try ColorWell(from: decoder))
        case "gridView": self = .gridView(try GridView(from: decoder))
        case "pathControl": self = .pathControl(try PathControl(from: decoder))
        case "progressIndicator": self = .progressIndicator(try ProgressIndicator(from: decoder))
        default:
            self = .view(try View(from: decoder))
            if !ElementCatalogue.plainViewKinds.contains(kind) { decoder.noteGenericElement() }
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
