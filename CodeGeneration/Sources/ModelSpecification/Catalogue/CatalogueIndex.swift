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
            """, family: .view,
              fallbackDoc: "Any other view kind, with its shared properties.", defaultKind: "view",
              fallbackNote: "decoder.noteGenericElement(unlessPlainView: kind)",
              protocolDoc: "A typed view model: the shared ``View`` properties plus its own. Shared properties read through (`label.frame`, `button.isHidden`).",
              // The order the view models were added in, which the public enum's cases have kept; the catalogue
              // groups the models by file, in another order. A view model not named here follows, in catalogue order.
              order: [
            "label", "button", "textField", "textView", "imageView", "stackView", "scrollView", "tableView",
            "outlineView", "tableViewCell", "collectionView", "collectionViewCell", "collectionReusableView",
            "switch", "slider", "segmentedControl", "activityIndicatorView", "pageControl", "progressView",
            "stepper", "datePicker", "visualEffectView", "mapView", "webView", "renderingView", "navigationBar",
            "toolbar", "tabBar", "searchBar", "clipView", "scroller", "box", "tabView", "splitView", "matrix",
            "form", "popUpButton", "searchField", "comboBox", "levelIndicator", "colorWell", "gridView",
            "pathControl", "progressIndicator", "control", "predicateEditor", "comboButton"
        ]),
        Union("AnyCell", doc: """
            Any AppKit cell, typed by its element kind: a table column's data cell, a matrix's cells. Kinds without a
            model of their own decode as ``cell(_:)`` with their ``Cell/kind`` kept.
            """, family: .cell,
              fallbackDoc: "Any other cell kind, with its shared properties.", defaultKind: "actionCell",
              fallbackNote: "if kind != \"actionCell\" && kind != \"customCell\" { decoder.noteGenericElement() }",
              protocolDoc: "A typed AppKit cell model: the shared ``Cell`` properties plus its own. Shared properties read through (`buttonCell.title`, `textFieldCell.font`).",
              modelNameSuffix: "Cell", handWritten: [
            UnionCase("tableHeader", "TableHeaderCell", kinds: ["tableHeaderCell"], after: "datePicker"),
        ]),
        Union("InterfaceItem", doc: """
            Any WatchKit interface item, typed by its element kind: the items of a controller, a group or a table row's
            group. Kinds without a model of their own decode as ``item(_:)`` with their ``WatchItem/kind`` kept.
            """, family: .watchItem,
              fallbackDoc: "Any other item kind, with its shared properties.", defaultKind: "label",
              fallbackNote: "decoder.noteGenericElement()",
              protocolDoc: "A typed WatchKit interface item: the shared ``WatchItem`` properties plus its own. Shared properties read through (`label.alignment`, `group.width`).",
              modelNamePrefix: "Watch"),
    ], holdsAttributeTable: true)
}
