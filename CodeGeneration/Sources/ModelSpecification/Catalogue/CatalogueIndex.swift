extension Catalogue {
    static let catalogueIndex = ModelFile("CatalogueIndex", unions: [
        Union("AnyView", doc: """
            Any view, typed by its element kind, so a view tree of mixed kinds can be walked and matched:
            ```swift
            for subview in view.subviews {
                if case .label(let label) = subview { print(label.text ?? "") }
            }
            ```
            Kinds without a model of their own decode as ``view(_:)`` with their ``View/kind`` kept, so nothing is
            dropped.
            """, shared: "view", "View", fallback: "view",
              fallbackDoc: "Any other view kind, with its shared properties.", defaultKind: "view",
              fallbackNote: "decoder.noteGenericElement(unlessPlainView: kind)",
              protocol: "ViewElement", protocolDoc: "A typed view model: the shared ``View`` properties plus its own. Shared properties read through (`label.frame`, `button.isHidden`).", cases: [
            UnionCase("label", "Label"),
            UnionCase("button", "Button"),
            UnionCase("textField", "TextField"),
            UnionCase("textView", "TextView"),
            UnionCase("imageView", "ImageView"),
            UnionCase("stackView", "StackView"),
            UnionCase("scrollView", "ScrollView"),
            UnionCase("tableView", "TableView", kinds: ["tableView"]),
            UnionCase("outlineView", "TableView", kinds: ["outlineView"]),
            UnionCase("tableViewCell", "TableViewCell"),
            UnionCase("collectionView", "CollectionView"),
            UnionCase("collectionViewCell", "CollectionViewCell"),
            UnionCase("collectionReusableView", "CollectionReusableView"),
            UnionCase("switch", "Switch"),
            UnionCase("slider", "Slider"),
            UnionCase("segmentedControl", "SegmentedControl"),
            UnionCase("activityIndicatorView", "ActivityIndicatorView"),
            UnionCase("pageControl", "PageControl"),
            UnionCase("progressView", "ProgressView"),
            UnionCase("stepper", "Stepper"),
            UnionCase("datePicker", "DatePicker"),
            UnionCase("visualEffectView", "VisualEffectView"),
            UnionCase("mapView", "MapView"),
            UnionCase("webView", "WebView"),
            UnionCase("renderingView", "RenderingView"),
            UnionCase("navigationBar", "NavigationBar"),
            UnionCase("toolbar", "Toolbar"),
            UnionCase("tabBar", "TabBar"),
            UnionCase("searchBar", "SearchBar"),
            UnionCase("clipView", "ClipView"),
            UnionCase("scroller", "Scroller"),
            UnionCase("box", "Box"),
            UnionCase("tabView", "TabView"),
            UnionCase("splitView", "SplitView"),
            UnionCase("matrix", "Matrix", kinds: ["matrix"]),
            UnionCase("form", "Matrix", kinds: ["form"]),
            UnionCase("popUpButton", "PopUpButton"),
            UnionCase("searchField", "SearchField"),
            UnionCase("comboBox", "ComboBox"),
            UnionCase("levelIndicator", "LevelIndicator"),
            UnionCase("colorWell", "ColorWell"),
            UnionCase("gridView", "GridView"),
            UnionCase("pathControl", "PathControl"),
            UnionCase("progressIndicator", "ProgressIndicator"),
            UnionCase("control", "Control"),
            UnionCase("predicateEditor", "PredicateEditor"),
            UnionCase("comboButton", "ComboButton"),
        ]),
        Union("AnyCell", doc: """
            Any AppKit cell, typed by its element kind: a table column's data cell, a matrix's cells. Kinds without a
            model of their own decode as ``cell(_:)`` with their ``Cell/kind`` kept.
            """, shared: "cell", "Cell", fallback: "cell",
              fallbackDoc: "Any other cell kind, with its shared properties.", defaultKind: "actionCell",
              fallbackNote: "if kind != \"actionCell\" && kind != \"customCell\" { decoder.noteGenericElement() }",
              protocol: "CellElement", protocolDoc: "A typed AppKit cell model: the shared ``Cell`` properties plus its own. Shared properties read through (`buttonCell.title`, `textFieldCell.font`).", cases: [
            UnionCase("button", "ButtonCell"),
            UnionCase("popUpButton", "PopUpButtonCell"),
            UnionCase("textField", "TextFieldCell"),
            UnionCase("image", "ImageCell"),
            UnionCase("slider", "SliderCell"),
            UnionCase("segmented", "SegmentedCell"),
            UnionCase("datePicker", "DatePickerCell"),
            UnionCase("tableHeader", "TableHeaderCell", kinds: ["tableHeaderCell"]),
            UnionCase("levelIndicator", "LevelIndicatorCell"),
            UnionCase("stepper", "StepperCell"),
        ]),
        Union("InterfaceItem", doc: """
            Any WatchKit interface item, typed by its element kind: the items of a controller, a group or a table row's
            group. Kinds without a model of their own decode as ``item(_:)`` with their ``WatchItem/kind`` kept.
            """, shared: "item", "WatchItem", fallback: "item",
              fallbackDoc: "Any other item kind, with its shared properties.", defaultKind: "label",
              fallbackNote: "decoder.noteGenericElement()",
              protocol: "WatchItemElement", protocolDoc: "A typed WatchKit interface item: the shared ``WatchItem`` properties plus its own. Shared properties read through (`label.alignment`, `group.width`).", cases: [
            UnionCase("label", "WatchLabel"),
            UnionCase("button", "WatchButton"),
            UnionCase("group", "Group"),
            UnionCase("image", "WatchImage"),
            UnionCase("table", "WatchTable"),
            UnionCase("separator", "Separator"),
            UnionCase("switch", "WatchSwitch"),
            UnionCase("slider", "WatchSlider"),
            UnionCase("picker", "WatchPicker"),
            UnionCase("date", "WatchDate"),
            UnionCase("map", "WatchMap"),
            UnionCase("movie", "WatchMovie"),
            UnionCase("scene", "WatchSceneItem"),
            UnionCase("textField", "WatchTextField"),
        ]),
    ], holdsAttributeTable: true)
}
