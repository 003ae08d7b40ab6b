extension Catalogue {
    static let viewSupport = ModelFile("ViewSupport", models: [
    Model("AutoresizingMask", kinds: ["autoresizingMask"], doc: """
        How a view resizes with its superview: `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`.
        """, properties: [
        Property("flexibleMinX", "Bool", default: "false"),
        Property("widthSizable", "Bool", default: "false"),
        Property("flexibleMaxX", "Bool", default: "false"),
        Property("flexibleMinY", "Bool", default: "false"),
        Property("heightSizable", "Bool", default: "false"),
        Property("flexibleMaxY", "Bool", default: "false"),
    ]),
    Model("UserLayoutGuide", kinds: ["userLayoutGuide"], doc: """
        A guide line placed by hand on Interface Builder's canvas, in a view's `<userGuides>`: `<userLayoutGuide location="160" affinity="minX"/>` (AppKit; design time only, no effect at run time).
        """, properties: [
        Property("location", "Double?", doc: "The distance from the edge `affinity` names, in points."),
        Property("affinity", "UserGuideAffinity?"),
    ]),
    Model("LayoutGuide", kinds: ["viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide", "keyboardLayoutGuide"], doc: """
        A layout guide: a view's safe area or content guide (`<viewLayoutGuide key="safeArea">`), a view controller's top or bottom layout guide (`<viewControllerLayoutGuide type="top">`), or a custom `layoutGuide`.
        """, properties: [
        Property("kind", "String", default: "\"viewLayoutGuide\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("key", "String?"),
        Property("type", "LayoutGuideType?"),
        Property("identifier", "String?"),
        Property("frame", "Rect?"),
    ]),
    Model("ObjectReference", kinds: nil, doc: """
        A reference to another object by its id: `<exclude reference="abc-de-fgh"/>`, `<segue reference="…"/>`, `<tapGestureRecognizer reference="…"/>`.
        """, properties: [
        Property("kind", "String", default: "\"reference\"", doc: "The element kind."),
        Property("reference", "String"),
    ]),
    Model("VariationMask", kinds: ["mask"], doc: """
        Which constraints or subviews a size-class variation leaves out or adds back: `<mask key="constraints"><exclude reference="…"/></mask>`.
        """, properties: [
        Property("key", "String?"),
        Property("excluded", "[ObjectReference]", key: "$elements:exclude"),
        Property("included", "[ObjectReference]", key: "$elements:include"),
    ]),
    Model("Variation", kinds: ["variation"], doc: """
        The values a view or item takes for one size class or device: `<variation key="heightClass=compact-widthClass=regular">`. Its `key` names the traits.
        """, properties: [
        Property("traits", "String", key: "key", default: "\"\"", doc: "The traits the variation applies to (`heightClass=regular-widthClass=compact`, `device=watch44mm`, `default`)."),
        Property("constraintsMask", "VariationMask?", key: "constraints", [.boxed]),
        Property("subviewsMask", "VariationMask?", key: "subviews", [.boxed]),
        Property("font", "Font?", key: "fontDescription", [.boxed]),
        Property("isHidden", "Bool", key: "hidden", default: "false"),
        Property("width", "Double?"),
        Property("height", "Double?"),
        Property("widthAdjustment", "Double?"),
        Property("heightAdjustment", "Double?"),
        Property("radius", "Double?"),
        Property("spacing", "Double?"),
        Property("margins", "Insets?"),
        Property("constant", "Double?", doc: "A constraint's constant for these traits."),
        Property("priority", "Double?"),
        Property("multiplier", "String?"),
        Property("axis", "LayoutAxis?"),
        Property("alignment", "StackAlignment?"),
        Property("distribution", "StackDistribution?"),
    ]),
    Model("SimulatedMetric", kinds: nil, doc: """
        One simulated bar, orientation or size Interface Builder draws a scene with (design time only): `<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>`, `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`, …
        """, properties: [
        Property("kind", "String", default: "\"simulatedStatusBarMetrics\"", doc: "The element kind."),
        Property("key", "String?"),
        Property("statusBarStyle", "StatusBarStyle?"),
        Property("barStyle", "BarStyle?"),
        Property("prompted", "Bool", default: "false"),
        Property("translucent", "Bool", default: "true"),
        Property("orientation", "InterfaceOrientation?"),
        Property("type", "String?", doc: "The simulated screen (`retina4_7.fullscreen`, …)."),
    ]),
    Model("SimulatedMetricsContainer", kinds: ["simulatedMetricsContainer"], doc: """
        The default simulated metrics of a document (legacy): `<simulatedMetricsContainer key="defaultSimulatedMetrics">`.
        """, properties: [
        Property("key", "String?"),
        Property("statusBar", "SimulatedMetric?", [.boxed]),
        Property("orientation", "SimulatedMetric?", [.boxed]),
        Property("destination", "SimulatedMetric?", [.boxed]),
    ]),
    Model("PressTypeMask", kinds: ["pressTypeMask"], doc: """
        The remote and game controller buttons a tvOS gesture recognizer answers (`UIPress.PressType`): `<pressTypeMask key="allowedPressTypes" select="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("upArrow", "Bool", default: "false"),
        Property("downArrow", "Bool", default: "false"),
        Property("leftArrow", "Bool", default: "false"),
        Property("rightArrow", "Bool", default: "false"),
        Property("select", "Bool", default: "false"),
        Property("menu", "Bool", default: "false"),
        Property("playPause", "Bool", default: "false"),
    ]),
    Model("GestureRecognizer", kinds: nil, doc: """
        A gesture recognizer: UIKit's `tapGestureRecognizer`, `pinchGestureRecognizer`, `pongPressGestureRecognizer` (long press, as Interface Builder spells it), `swipeGestureRecognizer`, …, AppKit's `clickGestureRecognizer`, `magnificationGestureRecognizer`, …, and WatchKit's. A `reference` stands for a recognizer declared elsewhere.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"tapGestureRecognizer\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("reference", "String?"),
        Property("key", "String?"),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("cancelsTouchesInView", "Bool", default: "true"),
        Property("delaysTouchesBegan", "Bool", default: "false"),
        Property("delaysTouchesEnded", "Bool", default: "true"),
        Property("numberOfTapsRequired", "Int?"),
        Property("numberOfTouchesRequired", "Int?"),
        Property("minimumPressDuration", "Double?"),
        Property("allowableMovement", "Double?"),
        Property("direction", "String?", doc: "The swipe direction (`right`, `left`, `up`, `down`)."),
        Property("minimumNumberOfTouches", "Int?"),
        Property("maximumNumberOfTouches", "Int?"),
        Property("edges", "String?", doc: "The edges of a screen-edge pan recognizer."),
        Property("scale", "Double?"),
        Property("rotation", "Double?"),
        Property("numberOfClicksRequired", "Int?"),
        Property("buttonMask", "Int?"),
        Property("delaysPrimaryMouseButtonEvents", "Bool", default: "false"),
        Property("delaysSecondaryMouseButtonEvents", "Bool", default: "false"),
        Property("allowedPressTypes", "PressTypeMask?", doc: "The remote and game controller buttons a tvOS recognizer answers (`<pressTypeMask key=\"allowedPressTypes\" select=\"YES\"/>`)."),
        Property("precedingGestureRecognizers", "[ObjectReference]", doc: "Recognizers that must fail first."),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("connections", "[Connection]"),
    ]),
    Model("SimulatedMetrics", conformance: .partOfElement, doc: """
        The simulated bars, orientation and size Interface Builder draws a view or scene with (design time only), read from the view's or controller's own element.
        """, properties: [
        Property("statusBar", "SimulatedMetric?", key: "simulatedStatusBarMetrics", [.boxed]),
        Property("topBar", "SimulatedMetric?", key: "simulatedTopBarMetrics", [.boxed]),
        Property("bottomBar", "SimulatedMetric?", key: "simulatedBottomBarMetrics", [.boxed]),
        Property("orientation", "SimulatedMetric?", key: "simulatedOrientationMetrics", [.boxed]),
        Property("destination", "SimulatedMetric?", key: "simulatedDestinationMetrics", [.boxed]),
    ]),
    ])
}
