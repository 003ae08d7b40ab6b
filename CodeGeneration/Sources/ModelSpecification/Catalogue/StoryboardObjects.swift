extension Catalogue {
    static let storyboardObjects = ModelFile("StoryboardObjects", models: [
    Model("ExtendedEdge", kinds: ["extendedEdge"], doc: """
        The edges a view controller extends its layout under bars: `<extendedEdge key="edgesForExtendedLayout" top="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("top", "Bool", default: "false"),
        Property("bottom", "Bool", default: "false"),
        Property("left", "Bool", default: "false"),
        Property("right", "Bool", default: "false"),
    ]),
    Model("SplitViewItem", kinds: ["splitViewItem"], doc: """
        A pane of an AppKit split view controller: `<splitViewItem id="…" behavior="sidebar" holdingPriority="260"/>`; its controller comes from a `splitItems` relationship segue.
        """, properties: [
        Property("id", "String?"),
        Property("behavior", "String?"),
        Property("holdingPriority", "Double?"),
        Property("canCollapse", "Bool", default: "false"),
        Property("isCollapsed", "Bool", key: "collapsed", default: "false"),
        Property("minimumThickness", "Double?"),
        Property("maximumThickness", "Double?"),
    ]),
    Model("ViewControllerTransitionOptions", kinds: ["viewControllerTransitionOptions"], doc: """
        How an AppKit tab view controller animates between tabs: `<viewControllerTransitionOptions key="transitionOptions" allowUserInteraction="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("allowUserInteraction", "Bool", default: "false"),
        Property("crossfade", "Bool", default: "false"),
        Property("slideUp", "Bool", default: "false"),
        Property("slideDown", "Bool", default: "false"),
        Property("slideLeft", "Bool", default: "false"),
        Property("slideRight", "Bool", default: "false"),
        Property("slideForward", "Bool", default: "false"),
        Property("slideBackward", "Bool", default: "false"),
    ]),
    Model("NotificationCategory", kinds: ["notificationCategory"], doc: """
        The category of a WatchKit notification interface: `<notificationCategory key="notificationCategory" identifier="myCategory" id="…"><color key="sashColor" …/></notificationCategory>`.
        """, properties: [
        Property("id", "String?"),
        Property("key", "String?"),
        Property("identifier", "String?"),
        Property("sashColor", "Color?", [.boxed]),
        Property("titleColor", "Color?", [.boxed]),
        Property("hasSash", "Bool", default: "false"),
    ]),
    Model("StoryboardReference", kinds: ["viewControllerPlaceholder", "controllerPlaceholder"], doc: """
        A storyboard reference: a scene that stands for a controller in another storyboard, `<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Root" id="…" sceneMemberID="viewController"/>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"viewControllerPlaceholder\"", doc: "The element kind."),
        Property("id", "String?"),
        Property("storyboardName", "String?", doc: "The referenced storyboard; `nil` for a reference within the same storyboard."),
        Property("referencedIdentifier", "String?", doc: "The storyboard identifier of the referenced controller; `nil` for its initial view controller."),
        Property("bundleIdentifier", "String?"),
        Property("sceneMemberID", "String?"),
        Property("userLabel", "String?"),
        Property("navigationItem", "NavigationItem?", [.boxed]),
        Property("tabBarItem", "TabBarItem?", [.boxed]),
        Property("connections", "[Connection]"),
    ]),
    Model("PlaceholderObject", kinds: ["placeholder", "customObject", "exit"], doc: """
        A placeholder or custom object: File's Owner, First Responder, Application, an exit, or a `customObject` such as a controller or delegate instantiated by the nib.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("kind", "String", default: "\"placeholder\"", doc: "The element kind."),
        Property("id", "String", default: "\"\"", [.alwaysEncoded]),
        Property("placeholderIdentifier", "String?", doc: "`IBFilesOwner`, `IBFirstResponder`, … (iOS placeholders)."),
        ] + PropertyGroup.customClass + [
        Property("userLabel", "String?"),
        Property("sceneMemberID", "String?", doc: "The object's role in its scene (`firstResponder`, `exit`)."),
        Property("connections", "[Connection]"),
        Property("userDefinedRuntimeAttributes", "[UserDefinedRuntimeAttribute]"),
        Property("userComments", "AttributedString?", [.boxed]),
    ]),
    Model("Scene", kinds: ["scene"], doc: """
        A storyboard scene: `<scene sceneID="…"><objects>…</objects><point key="canvasLocation" …/></scene>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("sceneID", "String", default: "\"\"", [.alwaysEncoded]),
        Property("objects", "[InterfaceObject]", doc: "The scene's objects: its view controller, first responder, exit and any others."),
        Property("canvasLocation", "Point?"),
    ]),
    ])
}
