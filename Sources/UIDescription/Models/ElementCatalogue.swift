/// What Interface Builder's element names stand for: which are views, which are view controllers,
/// and which UIKit, AppKit or WatchKit class each corresponds to.
public enum ElementCatalogue {
    /// Elements that are never views: document structure, values, connections, controllers and
    /// other non-view objects. ``View`` refuses them.
    public static let nonViewElementNames: Set<String> = [
        "document", "dependencies", "deployment", "development", "plugIn", "capability", "device", "adaptation",
        "objects", "scenes", "scene", "resources", "placeholder", "customObject", "exit",
        "constraint", "constraints", "connections", "outlet", "outletCollection", "action", "segue", "binding",
        "rect", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets", "color", "fontDescription", "font",
        "autoresizingMask", "accessibility", "accessibilityTraits", "string", "mutableString", "attributedString",
        "fragment", "attributes", "paragraphStyle", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "integer", "real", "boolean", "bool", "decimal", "nil", "value", "date", "locale", "range", "textInputTraits",
        "state", "segments", "segment", "image", "namedColor", "systemColor", "layoutGuides", "viewLayoutGuide",
        "layoutGuide", "keyboardLayoutGuide", "variation", "mask", "exclude", "include", "navigationItem", "barButtonItem", "tabBarItem", "items",
        "menu", "menuItem", "modifierMask", "tableColumns", "tableColumn", "prototypes", "cells", "sections",
        "tableViewSection", "subviews", "gestureRecognizers", "buttonConfiguration", "backgroundConfiguration",
        "imageReference", "preferredSymbolConfiguration", "attributedTitle", "dateComponents", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics",
        "userLabel", "toolbarItem", "touchBar", "touchBarItem", "arrayController", "objectController", "treeController",
        "dictionaryController", "userDefaultsController", "viewControllerLayoutGuide", "window", "panel", "application",
        "popover", "drawer", "dictionary", "array", "mutableArray", "mutableData", "behavior", "classReference",
        "declaredKeys", "class", "classes", "source", "relationships", "relationship", "customFonts",
        "inferredMetricsTieBreakers", "windowStyleMask", "windowPositionMask", "windowCollectionBehavior",
        "tableColumnResizingMask", "tableViewGridLines", "sortDescriptor", "offsetWrapper", "textAttributes",
        "extendedEdge", "keyCommands", "keyCommand", "viewControllerTransitionOptions", "notificationCategory",
        "blurEffect", "vibrancyEffect", "wkWebViewConfiguration", "wkPreferences", "webPreferences",
        "audiovisualMediaTypes", "dataDetectorType", "datePickerElements", "hierarchicalColors", "paletteColors",
        "visibilityPriorities", "customSpacing", "holdingPriorities", "tabViewItems", "tabViewItem", "splitViewItems",
        "splitViewItem", "allowedToolbarItems", "defaultToolbarItems", "touchBarItems", "column", "tableRow",
        "prototypeCellViews", "objectValues", "gridRow", "gridColumn", "gridCell", "rows", "columns", "gridCells",
        "textTab", "tabStops", "options", "designables", "designable", "url", "shadow", "popoverArrowDirection",
        "dataDetectorTypes", "animations", "numberFormatter", "dateFormatter", "byteCountFormatter",
        "dateComponentsFormatter", "measurementFormatter", "lengthFormatter", "personNameComponentsFormatter", "customFormatter",
        "userGuides", "userLayoutGuide", "pressTypeMask",
    ]

    /// View kinds whose properties are exactly ``View``'s: they decode as ``AnyView/view(_:)`` by
    /// design. Other kinds that reach that case are views this version has no model for.
    public static let plainViewKinds: Set<String> = [
        "view", "customView", "tableViewCellContentView", "collectionViewCellContentView", "containerView", "pickerView",
        "tableHeaderView", "tableCellView", "tableRowView", "opaqueView",
    ]

    /// Bindings controllers and other non-view objects whose names end in `Controller`.
    static let nonViewControllerObjects: Set<String> = [
        "arrayController", "objectController", "treeController", "dictionaryController", "userDefaultsController",
    ]

    /// Whether an element name is certainly not a view. Names this version does not know are
    /// taken to be views, so a new Xcode view kind still decodes as ``View``.
    public static func isNonView(_ name: String) -> Bool {
        nonViewElementNames.contains(name) || isViewController(name) || isGestureRecognizer(name)
            || name.hasSuffix("Placeholder") || name.hasSuffix("Configuration") || name.hasSuffix("Item")
            || (name.hasSuffix("Cell") && name != "tableViewCell" && name != "collectionViewCell") || name.hasSuffix("Metrics") || name.hasSuffix("Appearance") || name.hasSuffix("Formatter")
    }

    /// Whether an element name is a view controller (or window controller, or WatchKit interface controller).
    public static func isViewController(_ name: String) -> Bool {
        (name.hasSuffix("Controller") && !nonViewControllerObjects.contains(name)) || name == "controller" || name == "pagecontroller" || name == "collectionViewItem"
    }

    /// Whether an element name is a gesture recognizer (UIKit, AppKit or WatchKit).
    public static func isGestureRecognizer(_ name: String) -> Bool {
        name.hasSuffix("GestureRecognizer") || name.hasSuffix("Recognizer")
    }
}
