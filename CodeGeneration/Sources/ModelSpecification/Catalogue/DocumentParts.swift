extension Catalogue {
    static let documentParts = ModelFile("DocumentParts", models: [
    Model("DocumentDependencies", kinds: ["dependencies"], doc: """
        What a document needs to open: `<dependencies><deployment identifier="iOS"/><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="…"/><capability name="Safe area layout guides" minToolsVersion="9.0"/></dependencies>`.
        """, properties: [
        Property("deployments", "[DocumentDependency]", key: "$elements:deployment"),
        Property("development", "[DocumentDependency]", key: "$elements:development"),
        Property("plugIns", "[DocumentDependency]", key: "$elements:plugIn"),
        Property("capabilities", "[DocumentDependency]", key: "$elements:capability"),
    ]),
    Model("DocumentDependency", kinds: ["deployment", "development", "plugIn", "capability"], doc: """
        One dependency of a document: a deployment target, a plug-in version, or a capability with the tools version it needs.
        """, properties: [
        Property("kind", "String", default: "\"deployment\"", doc: "The element kind."),
        Property("identifier", "String?"),
        Property("name", "String?"),
        Property("version", "String?"),
        Property("defaultVersion", "String?"),
        Property("minToolsVersion", "String?"),
        Property("minSystemVersion", "String?"),
    ]),
    Model("Device", kinds: ["device"], doc: """
        The device a document is shown on in Interface Builder: `<device id="retina6_1" orientation="portrait" appearance="light"/>`.
        """, properties: [
        Property("id", "String?"),
        Property("orientation", "InterfaceOrientation?"),
        Property("appearance", "String?"),
        Property("layout", "String?"),
        Property("adaptations", "[Adaptation]", key: "$elements:adaptation"),
    ]),
    Model("ImageResource", kinds: ["image"], doc: """
        An image the document uses, with its size: `<image name="logo" width="120" height="40"/>` (a symbol has `catalog="system"`).
        """, properties: [
        Property("name", "String", default: "\"\"", [.alwaysEncoded]),
        Property("catalog", "String?"),
        Property("width", "Double?"),
        Property("height", "Double?"),
        Property("keyedArchiveRepresentation", "String?", doc: "The image's data, base64, for images Interface Builder could not find in a catalog."),
    ]),
    Model("NamedColorResource", kinds: ["namedColor"], doc: """
        A named color the document uses, with its value: `<namedColor name="AccentColor"><color red="…" …/></namedColor>`.
        """, properties: [
        Property("name", "String", default: "\"\"", [.alwaysEncoded]),
        Property("color", "Color?", [.boxed]),
    ]),
    Model("SystemColorResource", kinds: ["systemColor"], doc: """
        A system color the document uses, with the value Interface Builder shows: `<systemColor name="systemBackgroundColor"><color white="1" …/></systemColor>`.
        """, properties: [
        Property("name", "String", default: "\"\"", [.alwaysEncoded]),
        Property("color", "Color?", [.boxed]),
    ]),
    Model("ClassDescription", kinds: ["class"], doc: """
        A class description of a legacy document: `<class className="LoginViewController" superclassName="UIViewController"><source key="sourceIdentifier" …/><relationships>…</relationships></class>`.
        """, properties: [
        Property("className", "String?"),
        Property("superclassName", "String?"),
        Property("source", "ClassSource?", key: "sourceIdentifier", [.boxed]),
        Property("relationships", "[ClassRelationship]"),
    ]),
    Model("ClassSource", kinds: ["source"], doc: """
        Where a class description's class is declared: `<source key="sourceIdentifier" type="project" relativePath="./Classes/LoginViewController.h"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("type", "String?"),
        Property("relativePath", "String?"),
    ]),
    Model("ClassRelationship", kinds: ["relationship"], doc: """
        An outlet or action a class description declares: `<relationship kind="outlet" name="titleLabel" candidateClass="UILabel"/>`.
        """, properties: [
        Property("kind", "String?", doc: "`outlet`, `outletCollection` or `action`."),
        Property("name", "String?"),
        Property("candidateClass", "String?"),
    ]),
    Model("CustomFontFile", kinds: ["array", "mutableArray"], doc: """
        A font file a document uses and the fonts it provides: `<array key="Avenir-Medium.ttf"><string>Avenir-Medium</string></array>`.
        """, properties: [
        Property("kind", "String", default: "\"array\"", doc: "The element kind."),
        Property("file", "String", key: "key", default: "\"\"", [.alwaysEncoded], doc: "The font file's name."),
        Property("fontNames", "[String]", key: "$elements:string"),
    ]),
    Model("Adaptation", kinds: ["adaptation"], doc: """
        A device adaptation Interface Builder shows: `<adaptation id="fullscreen"/>`.
        """, properties: [
        Property("id", "String?"),
    ]),
    Model("Designable", kinds: ["designable"], doc: """
        What Interface Builder cached for an `@IBDesignable` view: `<designable name="…"><size key="intrinsicContentSize" …/></designable>`; ``name`` is the view's id.
        """, properties: [
        Property("name", "String?"),
        Property("intrinsicContentSize", "Size?"),
    ]),
    ])
}
