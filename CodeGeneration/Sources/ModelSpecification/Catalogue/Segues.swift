extension Catalogue {
    static let segues = ModelFile("Segues", models: [
    Model("Segue", kinds: ["segue"], references: ["destination", "popoverAnchorView", "popoverAnchorBarButtonItem"], doc: """
        A storyboard segue: `<segue destination="…" kind="show" identifier="showDetail" id="…"/>`, or a relationship segue (`kind="relationship" relationship="rootViewController"`) that makes a container's children.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("destination", "String", doc: "The id of the destination scene's view controller (or storyboard reference)."),
        Property("kind", "SegueKind"),
        Property("identifier", "String?"),
        Property("relationship", "SegueRelationship?", doc: "For relationship segues: `rootViewController`, `viewControllers`, …"),
        ] + PropertyGroup.customClass + [
        Property("id", "String?"),
        Property("key", "String?"),
        Property("modalPresentationStyle", "ModalPresentationStyle?"),
        Property("modalTransitionStyle", "ModalTransitionStyle?"),
        Property("animates", "Bool", default: "true"),
        Property("preferredEdge", "RectEdge?"),
        Property("popoverBehavior", "PopoverBehavior?"),
        Property("popoverAnchorView", "String?", doc: "The id of the view a popover segue points from."),
        Property("popoverAnchorBarButtonItem", "String?"),
        Property("destinationCreationSelector", "String?", doc: "The view controller method that creates the destination (`@IBSegueAction`)."),
        Property("popoverArrowDirection", "PopoverArrowDirection?", [.boxed]),
        Property("popoverPassthroughViews", "[ObjectReference]", doc: "The views a popover lets the user touch while it shows (`<popoverPassthroughViews><view reference=\"…\"/>`)."),
        Property("unwindAction", "String?", doc: "The action an unwind segue calls (`unwindToList:`)."),
        Property("splitViewControllerTargetIndex", "Int?"),
        Property("trigger", "String?", doc: "`accessoryAction` for a cell's accessory segue."),
        Property("commit", "PreviewingSegue?", [.boxed], doc: "Peek and pop: the segue that commits."),
        Property("preview", "PreviewingSegue?", [.boxed], doc: "Peek and pop: the segue that previews."),
    ]),
    Model("PopoverArrowDirection", kinds: ["popoverArrowDirection"], doc: """
        The arrow directions a popover segue allows: `<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("up", "Bool", default: "false"),
        Property("down", "Bool", default: "false"),
        Property("left", "Bool", default: "false"),
        Property("right", "Bool", default: "false"),
    ]),
    Model("PreviewingSegue", kinds: ["segue"], doc: """
        A peek-and-pop segue inside a segue: `<segue key="commit" inheritsFrom="parentRelationship" id="…"/>`.
        """, properties: [
        Property("id", "String?"),
        Property("key", "String?"),
        Property("inheritsFrom", "String?"),
        Property("destination", "String?"),
        Property("kind", "SegueKind?"),
    ]),
    ])
}
