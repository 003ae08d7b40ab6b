extension Catalogue {
    static let document = ModelFile("Document", models: [
    Model("Document", kinds: ["document"], conformance: .documentRoot, references: ["initialViewController"], doc: """
        A whole Interface Builder file as typed models: its kind, platform and tools version, its top-level objects (xib) or scenes (storyboard), its dependencies and its resources. `Document` decodes from the root element: `try XIBDecoder().decode(Document.self, from: data)`.
        """, properties: [
        Property("location", "SourceLocation?", doc: "Where the element starts in its source file. Declared first, so the compiler's memberwise initializer (which `init(from:)` ends with) differs from the public one."),
        Property("type", "String", doc: "The `type` attribute (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, …)."),
        Property("version", "String?", doc: "The document format version (`3.0`)."),
        Property("toolsVersion", "String?", doc: "The Interface Builder version that saved the file."),
        Property("systemVersion", "String?"),
        Property("targetRuntime", "String?", doc: "`iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`, …"),
        Property("propertyAccessControl", "String?"),
        Property("useAutolayout", "Bool", default: "false"),
        Property("useTraitCollections", "Bool", default: "false"),
        Property("useSafeAreas", "Bool", default: "false"),
        Property("colorMatched", "Bool", default: "false"),
        Property("initialViewController", "String?", doc: "The id of the storyboard's initial view controller."),
        Property("isLaunchScreen", "Bool", key: "launchScreen", default: "false"),
        Property("customObjectInstantitationMethod", "String?", doc: "`direct` when custom objects are created with their designated initializer (as Interface Builder spells it)."),
        Property("dependencies", "DocumentDependencies?", [.boxed]),
        Property("device", "Device?", [.boxed]),
        Property("objects", "[InterfaceObject]", doc: "The top-level objects of a xib (placeholders, views, controllers, windows, menus, custom objects)."),
        Property("scenes", "[Scene]", doc: "The scenes of a storyboard."),
        Property("resources", "[Resource]", doc: "Images, named colors and system colors the file refers to."),
        Property("classes", "[ClassDescription]", doc: "Class descriptions of legacy documents."),
        Property("customFonts", "[CustomFontFile]", doc: "Font files the document uses."),
        Property("defaultSimulatedMetrics", "SimulatedMetricsContainer?", [.boxed]),
        Property("inferredMetricsTieBreakers", "[ObjectReference]", doc: "Segues Interface Builder uses to infer simulated metrics."),
        Property("designables", "[Designable]", doc: "Sizes Interface Builder cached for `@IBDesignable` views."),
        Property("tintColor", "Color?", [.boxed]),
        Property("connections", "[Connection]", doc: "Connections written directly under the document, as hand-edited files have them (Xcode writes a connection under its source object)."),
    ]),
    ])
}
