extension ObjectNaming {
    /// The label Xcode writes in the comment before a storyboard scene (`<!--Login View Controller-->`), or `nil`
    /// when it writes none: a storyboard of format 1.0 (written by an Xcode that wrote no scene comments), or a scene
    /// with no object to name.
    public static func sceneComment(of scene: ElementID, in document: NodeDocument) -> String? {
        guard document.attribute("version", of: document.root) != "1.0" else { return nil }
        return sceneLabel(of: scene, in: document)
    }

    /// A scene's label, as the document outline shows it and Xcode writes it above the scene, or `nil` for an
    /// element that is no scene or a scene with no object to name.
    ///
    /// It is that of the scene's view controller (or, in a scene without one, its first object that is not a
    /// placeholder), the first of: its user label; its title; its navigation item's title; for a storyboard
    /// reference, the referenced identifier or storyboard name, else "Storyboard Reference"; its tab bar item's
    /// title; its identifier; its custom class in words, without a class prefix (`JSAlertController`: "Alert
    /// Controller"), except for kinds whose label is always their class's (window controllers, watch glance and
    /// notification controllers); and the label of its class (`viewController`: "View Controller", `controller`:
    /// "Interface Controller").
    public static func sceneLabel(of scene: ElementID, in document: NodeDocument) -> String? {
        guard let main = mainObject(ofScene: scene, in: document) else { return nil }
        let kind = document.name(of: main)
        for name in ["userLabel", "title"] {
            if let value = document.attribute(name, of: main), !value.isEmpty { return value }
        }
        if let title = keyedTitle("navigationItem", of: main, in: document) { return title }
        if kind == "viewControllerPlaceholder" {
            return nonEmpty(document.attribute("referencedIdentifier", of: main))
                ?? nonEmpty(document.attribute("storyboardName", of: main))
                ?? "Storyboard Reference"
        }
        if let title = keyedTitle("tabBarItem", of: main, in: document) { return title }
        if let identifier = nonEmpty(document.attribute("identifier", of: main)) { return identifier }
        if let customClass = nonEmpty(document.attribute("customClass", of: main)), !classLabelOnly.contains(kind) {
            return words(withoutPrefix(customClass))
        }
        return classLabels[kind] ?? words(kind.prefix(1).uppercased() + kind.dropFirst())
    }

    /// Kinds whose scene label is their class's even when they have a custom class.
    static let classLabelOnly: Set<String> = ["windowController", "glanceController", "notificationController"]

    /// Class labels that are not the kind's name in words.
    static let classLabels: [String: String] = [
        "avPlayerViewController": "AV Player View Controller",
        "glkViewController": "GLKit View Controller",
        "pagecontroller": "Page Controller",
        "controller": "Interface Controller",
        "glanceController": "Glance Interface Controller",
        "notificationController": "Static Notification Interface Controller",
    ]

    /// The object a storyboard scene is about (and labelled after): its view controller, else its first object that is
    /// no placeholder, first responder or exit; `nil` for an element that is no scene.
    package static func mainObject(ofScene scene: ElementID, in document: NodeDocument) -> ElementID? {
        guard document.name(of: scene) == "scene", let objects = document.firstChild(of: scene, named: "objects") else { return nil }
        return mainObject(in: objects, of: document)
    }

    /// The scene's view controller (`sceneMemberID="viewController"`), else its first object that is
    /// no placeholder, first responder or exit.
    private static func mainObject(in objects: ElementID, of document: NodeDocument) -> ElementID? {
        let children = Array(document.children(of: objects))
        if let controller = children.first(where: { document.attribute("sceneMemberID", of: $0) == "viewController" }) {
            return controller
        }
        return children.first { child in
            guard document.name(of: child) != "placeholder" else { return false }
            let member = document.attribute("sceneMemberID", of: child)
            return member != "firstResponder" && member != "exit"
        }
    }

    private static func keyedTitle(_ key: String, of element: ElementID, in document: NodeDocument) -> String? {
        for child in document.children(of: element) where document.key(of: child) == key {
            return nonEmpty(document.attribute("title", of: child))
        }
        return nil
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// A class name without its prefix: leading capitals, and any lower-case letters before them,
    /// that come before a capitalised word: `JSAlertController`, `UIViewController`,
    /// `iNVESTViewController`, and a single capital (`INatTabBarController`: "Nat Tab Bar Controller",
    /// `VCardEditViewController`: "Card Edit View Controller", as Xcode labelled them); not the first
    /// word of `ViewController`.
    static func withoutPrefix(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count, isLower(scalars[index]) { index += 1 }
        let lowerCount = index
        while index < scalars.count, isUpper(scalars[index]) { index += 1 }
        // The run's last capital starts the word after the prefix.
        let prefixCapitals = index - lowerCount - 1
        guard index < scalars.count, isLower(scalars[index]),
              prefixCapitals >= 1 else { return name }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[(index - 1)...])
        return String(result)
    }

    /// A name in words, as Xcode spells a class: split before each capital that starts a
    /// capitalised word, after a lower-case letter or digit (`TableView`: "Table View") or as the
    /// last capital of a run (`URLLoader`: "URL Loader"); a run of capitals stays joined to the word
    /// before it (`ProtonQCViewController`: "ProtonQC View Controller").
    static func words(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, isUpper(scalar), index + 1 < scalars.count, isLower(scalars[index + 1]) {
                let previous = scalars[index - 1]
                if isLower(previous) || isDigit(previous) || isUpper(previous) { result.append(" ") }
            }
            result.append(scalar)
        }
        return String(result)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
}
