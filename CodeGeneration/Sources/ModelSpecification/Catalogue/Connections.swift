extension Catalogue {
    static let connections = ModelFile("Connections", models: [
    Model("Outlet", kinds: ["outlet", "outletCollection"], encodedKind: "isCollection ? \"outletCollection\" : \"outlet\"", references: ["destination"], doc: """
        An outlet connection: `<outlet property="titleLabel" destination="abc-de-fgh" id="…"/>`, or one entry of an outlet collection (`<outletCollection property="buttons" destination="…" collectionClass="NSMutableArray"/>`).
        """, properties: [
        Property("location", "SourceLocation?"),
        Property("property", "String", doc: "The property name on the owning object."),
        Property("destination", "String", doc: "The id of the connected object."),
        Property("id", "String?"),
        Property("isCollection", "Bool", default: "false", [.noKey], decode: "kind == \"outletCollection\"", encode: [], doc: "Whether this is an entry of an outlet collection."),
        Property("collectionClass", "String?", doc: "The collection class of an outlet collection (`NSMutableArray`)."),
        Property("appends", "Bool", default: "false", doc: "Whether an outlet-collection entry appends to a collection the superclass declares."),
    ]),
    Model("Action", kinds: ["action"], extraKeys: ["destination"], references: ["destination", "target"], doc: """
        An action connection: UIKit's `<action selector="login:" destination="-1" eventType="touchUpInside"/>` or AppKit's `<action selector="save:" target="-2"/>`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("selector", "String", doc: "The Objective-C selector (`login:`)."),
        Property("target", "String?", [.requiredInInitializer], decode: "container.optional(.destination) ?? container.optional(.target)", encode: ["try container.encodeIfPresent(target, forKey: eventType == nil ? .target : .destination)"], doc: "The id of the receiving object (UIKit writes `destination`, AppKit `target`)."),
        Property("eventType", "EventType?", doc: "The control event (UIKit only)."),
        Property("trigger", "String?", doc: "Which of an AppKit control's actions this is, when not its main one: `doubleAction` (a table or outline view's double click)."),
        Property("id", "String?"),
    ]),
    Model("AccessibilityConnection", kinds: ["accessibilityConnection"], references: ["destination"], doc: """
        An AppKit accessibility relationship: `<accessibilityConnection property="title" destination="…" id="…"/>` makes the destination the object's title element (`title`) or one of its linked elements (`link`).
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("property", "String", doc: "The relationship (`title`, `link`, …)."),
        Property("destination", "String", doc: "The id of the related object."),
        Property("id", "String?"),
    ]),
    ])
}
