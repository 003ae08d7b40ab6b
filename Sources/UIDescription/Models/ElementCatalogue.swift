/// What Interface Builder's element names stand for: which are views, which are view controllers,
/// and which UIKit, AppKit or WatchKit class each corresponds to.
public enum ElementCatalogue {
    /// Elements that are never views: document structure, values, connections, controllers and
    /// other non-view objects. ``View`` refuses them.
    public static let nonViewElementNames: Set<String> = [
        "document", "dependencies", "deployment", "development", "plugIn", "capability", "device", "adaptation",
        "objects", "scenes", "scene", "resources", "placeholder", "customObject", "exit",
        "constraint", "constraints", "connections", "outlet", "outletCollection", "action", "segue",
        "rect", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets", "color", "fontDescription", "font",
        "autoresizingMask", "accessibility", "accessibilityTraits", "string", "mutableString", "attributedString",
        "fragment", "attributes", "paragraphStyle", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "integer", "real", "boolean", "nil", "textInputTraits", "state", "segments", "segment", "image", "namedColor",
        "systemColor", "layoutGuides", "viewLayoutGuide", "layoutGuide", "variation", "mask", "navigationItem",
        "barButtonItem", "tabBarItem", "items", "menu", "menuItem", "tableColumns", "tableColumn",
        "prototypes", "cells", "subviews", "gestureRecognizers", "buttonConfiguration", "backgroundConfiguration",
        "imageReference", "preferredSymbolConfiguration", "attributedTitle", "dateComponents", "locale",
        "binding", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "modalPageSheetSimulatedSizeMetrics",
        "userLabel", "toolbarItem", "touchBar", "touchBarItem", "arrayController", "objectController",
        "treeController", "dictionaryController", "userDefaultsController", "viewControllerLayoutGuide",
    ]

    /// View kinds whose properties are exactly ``View``'s: they decode as ``AnyView/view(_:)`` by
    /// design. Other kinds that reach that case are views this version has no model for.
    public static let plainViewKinds: Set<String> = [
        "view", "customView", "tableViewCellContentView", "collectionViewCellContentView", "containerView",
    ]

    /// Whether an element name is certainly not a view. Names this version does not know are
    /// taken to be views, so a new Xcode view kind still decodes as ``View``.
    public static func isNonView(_ name: String) -> Bool {
        nonViewElementNames.contains(name) || isViewController(name) || name.hasSuffix("GestureRecognizer")
            || name.hasSuffix("Recognizer") || name.hasSuffix("Placeholder") || name.hasSuffix("Configuration")
            || name.hasSuffix("Item")
    }

    /// Whether an element name is a view controller (or window controller, or WatchKit interface controller).
    public static func isViewController(_ name: String) -> Bool {
        name.hasSuffix("Controller") && !["arrayController", "objectController", "treeController",
                                          "dictionaryController", "userDefaultsController"].contains(name)
    }
}
