import UIDescription

/// The objects of one version of a file as the merge and the diff name them: each named by `ObjectNaming` (the one
/// naming every command shares: kind and class, then the outlet that points to it, its user label, its text or title,
/// or its storyboard identifier; constraints as equations; scenes as Xcode labels them), placed here in its owner and
/// scene. Conflicts, merge markers and the semantic diff all name objects this way. Element `i` of the tree is
/// `ElementID(i)` of its document.
struct ObjectNames: Sendable {
    let tree: SourceTree
    /// The naming of the tree's document.
    let naming: ObjectNaming

    init(tree: SourceTree) {
        self.tree = tree
        naming = ObjectNaming(document: tree.document)
    }

    /// Outlet properties that do not name their destination (`ObjectNaming/rolePropertyNames`).
    static var rolePropertyNames: Set<String> { ObjectNaming.rolePropertyNames }

    /// The element that carries the id, if any.
    func element(withID id: String) -> Int? { tree.document.element(withID: id).map { Int($0.index) } }

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

    /// What `index` is, for a person: `label "Welcome" [abc-de-fgh] in scene "Login View Controller"`, or for an
    /// element without an id, its owner and role: `frame of label "Welcome" [abc-de-fgh]`.
    func describe(_ index: Int, withScene: Bool = true) -> String {
        let owner = owner(of: index)
        var text = ""
        if owner != index {
            text = role(of: index, below: owner) + " of "
        }
        text += shortName(of: owner)
        if let id = tree.elements[owner].attribute("id") { text += " [\(id)]" }
        if withScene, let scene = scene(of: owner), scene != owner { text += " in " + shortName(of: scene) }
        return text
    }

    /// `ObjectNaming/shortName(of:ignoringOutlets:)` of an element of the tree.
    func shortName(of index: Int, ignoringOutlets: Bool = false) -> String {
        naming.shortName(of: ElementID(Int32(index)), ignoringOutlets: ignoringOutlets)
    }

    /// An outlet's destination as what it is, not by the outlet's own name: `tableViewCell "Autofill" [1s2-iA-pPO]`.
    func destinationName(_ id: String) -> String {
        guard let index = element(withID: id) else { return id }
        return shortName(of: index, ignoringOutlets: true) + " [\(id)]"
    }

    /// `ObjectNaming/referenceName(ofID:)`.
    func referenceName(_ id: String) -> String { naming.referenceName(ofID: id) }

    /// `ObjectNaming/constraintEquation(of:)` of a constraint of the tree.
    func constraintEquation(_ index: Int) -> String { naming.constraintEquation(of: ElementID(Int32(index))) }

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
}
