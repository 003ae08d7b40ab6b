/// The one place objects of an Interface Builder document are named for people: in the decoder's and validator's
/// messages, in the merge's conflicts and markers, in the semantic diff, in picture titles and in the scene comments
/// the XIB writer writes. Every name is made from the element in a ``NodeDocument``, so every command names an
/// object alike.
///
/// - ``displayName(of:in:)``: "File's Owner (LoginViewController)", "`button` (LoginButton) 'Log In'".
/// - ``shortName(of:ignoringOutlets:)``: kind, class and the name a person gave it: `button LoginButton "Log In"`.
/// - ``sceneLabel(of:in:)``: the label Xcode writes above a scene (`<!--Login View Controller-->`).
/// - ``constraintEquation(of:)``: a constraint in the JSON layout format's syntax, `title.top = superview.top + 20`.
///
/// Building a naming reads the document's outlets once (an outlet's property names its destination); the static
/// names need no naming.
public struct ObjectNaming: Sendable {
    /// The document whose objects are named.
    public let document: NodeDocument
    /// The first outlet property that points to each id, leaving out ``rolePropertyNames``.
    private let outletNames: [String: String]

    /// A naming of `document`'s objects.
    public init(document: NodeDocument) {
        self.document = document
        var outletNames: [String: String] = [:]
        for element in document.allElements where document.name(of: element) == "outlet" {
            if let property = document.attribute("property", of: element), !Self.rolePropertyNames.contains(property),
               let destination = document.attribute("destination", of: element), outletNames[destination] == nil {
                outletNames[destination] = property
            }
        }
        self.outletNames = outletNames
    }

    /// Outlet properties that say what an object does for another (a table's data source, a field's delegate), not
    /// what it is: they do not name their destination.
    public static let rolePropertyNames: Set<String> = ["delegate", "dataSource", "nextKeyView", "initialFirstResponder"]

    /// The first outlet property (not a role such as `delegate`) that points to the object with `id`.
    public func outletName(ofID id: String) -> String? { outletNames[id] }

    // MARK: Short names (merge and diff)

    /// Kind, class and name: `button LoginButton "Log In"`, `viewController LoginViewController`,
    /// `constraint title.leading = superview.leading + 20`, `outlet titleLabel → label "Welcome"`,
    /// `scene "Login View Controller"`. With `ignoringOutlets`, the name an outlet gives the object is passed over
    /// (for an outlet's own destination, which the outlet's property already names).
    public func shortName(of element: ElementID, ignoringOutlets: Bool = false) -> String {
        let kind = document.name(of: element)
        switch kind {
        case "constraint":
            return "constraint " + constraintEquation(of: element)
        case "outlet", "outletCollection":
            // The destination by what it is: the outlet's own name is already said.
            let target = document.attribute("destination", of: element).map { id in
                document.element(withID: id).map { shortName(of: $0, ignoringOutlets: true) } ?? id
            } ?? "?"
            return "\(kind) \(document.attribute("property", of: element) ?? "?") → \(target)"
        case "action":
            let target = (document.attribute("destination", of: element) ?? document.attribute("target", of: element))
                .map(referenceName(ofID:)) ?? "?"
            return "action \(document.attribute("selector", of: element) ?? "?") → \(target)"
        case "segue":
            let target = document.attribute("destination", of: element).map(referenceName(ofID:)) ?? "?"
            let identifier = document.attribute("identifier", of: element).map { " \"\($0)\"" } ?? ""
            return "segue \(document.attribute("kind", of: element) ?? "")\(identifier) → \(target)"
        case "scene":
            return "scene \"\(Self.sceneLabel(of: element, in: document) ?? document.attribute("sceneID", of: element) ?? "scene")\""
        default:
            break
        }
        var text = kind
        if let customClass = document.attribute("customClass", of: element) { text += " " + customClass }
        if InterfaceVocabulary.isFilesOwner(element, in: document) { return text + " (File's Owner)" }
        if let name = personalName(of: element, ignoringOutlets: ignoringOutlets) { text += " \"\(name)\"" }
        return text
    }

    /// The name the object with `id` goes by in an equation or an arrow: the outlet name, user label, class or kind
    /// with its personal name, `superview` for a controller's view; the id itself when no element has it.
    public func referenceName(ofID id: String) -> String {
        guard let element = document.element(withID: id) else { return id }
        if let outlet = outletNames[id] { return outlet }
        if let label = document.attribute("userLabel", of: element) { return label }
        let kindOrClass = document.attribute("customClass", of: element) ?? document.name(of: element)
        if let name = personalName(of: element) { return "\(kindOrClass) \"\(name)\"" }
        if document.key(of: element) == "view", document.parent(of: element) != nil { return "superview" }
        return kindOrClass
    }

    /// The name a person gave the object: its user label, the outlet that points to it (unless `ignoringOutlets`),
    /// its text, title or placeholder, or its identifier; `nil` when it has none.
    public func personalName(of element: ElementID, ignoringOutlets: Bool = false) -> String? {
        if let label = document.attribute("userLabel", of: element) { return label }
        if !ignoringOutlets, let id = document.id(of: element), let outlet = outletNames[id] { return outlet }
        for attribute in ["text", "title", "placeholder", "storyboardIdentifier", "reuseIdentifier", "identifier", "label"] {
            if let value = document.attribute(attribute, of: element), !value.isEmpty { return value }
        }
        let children = Array(document.children(of: element))
        for child in children where document.name(of: child) == "state" && document.key(of: child) == "normal" {
            if let title = document.attribute("title", of: child) { return title }
        }
        // AppKit controls keep their title in their cell.
        for child in children where document.key(of: child) == "cell" {
            for attribute in ["title", "placeholderString"] {
                if let value = document.attribute(attribute, of: child), !value.isEmpty { return value }
            }
        }
        for child in children where document.key(of: child) == "text" && document.children(of: child).isEmpty {
            return document.text(of: child)
        }
        return nil
    }
}
