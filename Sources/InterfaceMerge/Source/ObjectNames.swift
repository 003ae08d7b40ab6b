/// Names for the objects of one version of a file, as a person knows them rather than by random id: kind and
/// class, then the outlet that points to it, its user label, its text or title, or its storyboard identifier, then
/// the id, then the scene; constraints as equations. Conflicts, merge markers and the semantic diff all name
/// objects this way.
struct ObjectNames: Sendable {
    let tree: SourceTree
    /// The first outlet property that points to each id.
    private let outletNames: [String: String]
    /// The element of each id.
    private let elementByID: [String: Int]

    init(tree: SourceTree) {
        self.tree = tree
        var outletNames: [String: String] = [:]
        var elementByID: [String: Int] = [:]
        for (index, element) in tree.elements.enumerated() {
            if let id = element.attribute("id"), elementByID[id] == nil { elementByID[id] = index }
            if element.name == "outlet", let property = element.attribute("property"), !Self.rolePropertyNames.contains(property),
               let destination = element.attribute("destination"), outletNames[destination] == nil {
                outletNames[destination] = property
            }
        }
        self.outletNames = outletNames
        self.elementByID = elementByID
    }

    /// Outlet properties that say what an object does for another (a table's data source, a field's delegate), not
    /// what it is: they do not name their destination.
    static let rolePropertyNames: Set<String> = ["delegate", "dataSource", "nextKeyView", "initialFirstResponder"]

    /// The element that carries the id, if any.
    func element(withID id: String) -> Int? { elementByID[id] }

    /// The nearest element at or above `index` that is an object (has an id or is a scene).
    func owner(of index: Int) -> Int {
        var current = index
        while current > 0 {
            let element = tree.elements[current]
            if element.attribute("id") != nil || element.name == "scene" { return current }
            current = element.parent
        }
        return 0
    }

    /// What `index` is, for a person: `label "Welcome" [abc-de-fgh] in scene "Login"`, or for an element without an
    /// id, its owner and role: `frame of label "Welcome" [abc-de-fgh]`.
    func describe(_ index: Int, withScene: Bool = true) -> String {
        let owner = owner(of: index)
        var text = ""
        if owner != index {
            text = role(of: index, below: owner) + " of "
        }
        text += shortName(of: owner)
        if let id = tree.elements[owner].attribute("id") { text += " [\(id)]" }
        if withScene, let scene = scene(of: owner), scene != owner { text += " in scene \"\(sceneName(scene))\"" }
        return text
    }

    /// Kind, class and name: `button LoginButton "Log In"`, `viewController LoginViewController`,
    /// `constraint title.leading = superview.leading + 20`, `outlet titleLabel → label "Welcome"`. With
    /// `ignoringOutlets`, the name an outlet gives the object is passed over (for an outlet's own destination, which
    /// the outlet's property already names).
    func shortName(of index: Int, ignoringOutlets: Bool = false) -> String {
        let element = tree.elements[index]
        switch element.name {
        case "constraint":
            return "constraint " + constraintEquation(index)
        case "outlet", "outletCollection":
            // The destination by what it is: the outlet's own name is already said.
            let target = element.attribute("destination").map { id in
                elementByID[id].map { shortName(of: $0, ignoringOutlets: true) } ?? id
            } ?? "?"
            return "\(element.name) \(element.attribute("property") ?? "?") → \(target)"
        case "action":
            let target = (element.attribute("destination") ?? element.attribute("target")).map(referenceName) ?? "?"
            return "action \(element.attribute("selector") ?? "?") → \(target)"
        case "segue":
            let target = element.attribute("destination").map(referenceName) ?? "?"
            let identifier = element.attribute("identifier").map { " \"\(XMLText.unescaped($0))\"" } ?? ""
            return "segue \(element.attribute("kind") ?? "")\(identifier) → \(target)"
        case "scene":
            return "scene \"\(sceneName(index))\""
        default:
            break
        }
        var text = element.name
        if let customClass = element.attribute("customClass") { text += " " + customClass }
        if element.attribute("placeholderIdentifier") == "IBFilesOwner" || (element.name == "customObject" && element.attribute("id") == "-2") {
            return text + " (File's Owner)"
        }
        if let name = personalName(of: index, ignoringOutlets: ignoringOutlets) { text += " \"\(name)\"" }
        return text
    }

    /// An outlet's destination as what it is, not by the outlet's own name: `tableViewCell "Autofill" [1s2-iA-pPO]`.
    func destinationName(_ id: String) -> String {
        guard let index = elementByID[id] else { return id }
        return shortName(of: index, ignoringOutlets: true) + " [\(id)]"
    }

    /// The name a reference target goes by in an equation or an arrow: the outlet name, user label or kind.
    func referenceName(_ id: String) -> String {
        guard let index = elementByID[id] else { return id }
        if let outlet = outletNames[id] { return outlet }
        let element = tree.elements[index]
        if let label = element.attribute("userLabel") { return XMLText.unescaped(label) }
        if let name = personalName(of: index) { return "\(element.attribute("customClass") ?? element.name) \"\(name)\"" }
        if element.attribute("key") == "view", element.parent >= 0 { return "superview" }
        return element.attribute("customClass") ?? element.name
    }

    /// `firstItem.attribute = secondItem.attribute × multiplier + constant @priority`, items by name.
    func constraintEquation(_ index: Int) -> String {
        let element = tree.elements[index]
        // A constraint without firstItem belongs to the view that holds its <constraints>.
        let holder = tree.elements[element.parent].parent
        let first = element.attribute("firstItem").map(referenceName) ?? (holder >= 0 ? holderName(holder) : "view")
        var text = "\(first).\(element.attribute("firstAttribute") ?? "?")"
        let relation = element.attribute("relation").map { $0 == "greaterThanOrEqual" ? ">=" : $0 == "lessThanOrEqual" ? "<=" : "=" } ?? "="
        text += " \(relation) "
        if let secondAttribute = element.attribute("secondAttribute") {
            let second = element.attribute("secondItem").map(referenceName) ?? (holder >= 0 ? holderName(holder) : "view")
            text += "\(second).\(secondAttribute)"
            if let multiplier = element.attribute("multiplier") { text += " × \(multiplier)" }
            if let constant = element.attribute("constant") { text += constant.hasPrefix("-") ? " - \(constant.dropFirst())" : " + \(constant)" }
        } else {
            text += element.attribute("constant") ?? "0"
        }
        if let priority = element.attribute("priority") { text += " @\(priority)" }
        return text
    }

    private func holderName(_ index: Int) -> String {
        guard let id = tree.elements[index].attribute("id") else { return tree.elements[index].name }
        return referenceName(id)
    }

    /// The user label, the outlet that points to the object (unless `ignoringOutlets`), its text, title or
    /// placeholder, or its identifier.
    func personalName(of index: Int, ignoringOutlets: Bool = false) -> String? {
        let element = tree.elements[index]
        if let label = element.attribute("userLabel") { return XMLText.unescaped(label) }
        if !ignoringOutlets, let id = element.attribute("id"), let outlet = outletNames[id] { return outlet }
        for attribute in ["text", "title", "placeholder", "storyboardIdentifier", "reuseIdentifier", "identifier", "label"] {
            if let value = element.attribute(attribute), !value.isEmpty { return XMLText.unescaped(value) }
        }
        for child in element.children where tree.elements[child].name == "state" && tree.elements[child].attribute("key") == "normal" {
            if let title = tree.elements[child].attribute("title") { return XMLText.unescaped(title) }
        }
        // AppKit controls keep their title in their cell.
        for child in element.children where tree.elements[child].attribute("key") == "cell" {
            for attribute in ["title", "placeholderString"] {
                if let value = tree.elements[child].attribute(attribute), !value.isEmpty { return XMLText.unescaped(value) }
            }
        }
        for child in element.children where tree.elements[child].attribute("key") == "text" {
            if let content = tree.content(of: child) { return XMLText.unescaped(String(decoding: content, as: UTF8.self)) }
        }
        return nil
    }

    /// How an element without an id relates to its owner: `frame`, `state normal`, `userDefinedRuntimeAttribute
    /// layer.cornerRadius`; nested roles joined by dots.
    func role(of index: Int, below owner: Int) -> String {
        var parts: [String] = []
        var current = index
        while current != owner, current > 0 {
            let element = tree.elements[current]
            var part = element.attribute("key") ?? element.name
            if element.attribute("key") != nil, element.name == "state" { part = "state \(part)" }
            for attribute in ["keyPath", "name", "identifier", "reference"] {
                if let value = element.attribute(attribute) { part = "\(element.name) \(value)"; break }
            }
            // Groups (<subviews>, <connections>) say nothing a person needs.
            if !(MergeRules.isContainer(element) && element.attribute("key") == nil) || current == index { parts.append(part) }
            current = element.parent
        }
        return parts.reversed().joined(separator: ".")
    }

    /// The scene an element is in.
    func scene(of index: Int) -> Int? {
        var current = index
        while current > 0 {
            if tree.elements[current].name == "scene" { return current }
            current = tree.elements[current].parent
        }
        return nil
    }

    /// A scene's name: its first object's user label, storyboard identifier, class or kind.
    func sceneName(_ scene: Int) -> String {
        let element = tree.elements[scene]
        guard let objects = element.children.first(where: { tree.elements[$0].name == "objects" }),
              let first = tree.elements[objects].children.first else { return element.attribute("sceneID") ?? "scene" }
        let controller = tree.elements[first]
        if let label = controller.attribute("userLabel") { return XMLText.unescaped(label) }
        if let identifier = controller.attribute("storyboardIdentifier") { return XMLText.unescaped(identifier) }
        if let customClass = controller.attribute("customClass") { return customClass }
        if let title = controller.attribute("title") { return XMLText.unescaped(title) }
        return controller.name
    }
}

/// XML's escapes undone, for showing values to people.
enum XMLText {
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                    result.unicodeScalars.append(scalar)
                } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&\(entity);"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
