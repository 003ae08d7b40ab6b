/// One version (old or new) of a file as the diff names it: its index (``VersionIndex``: identity keys and
/// fingerprints, the same matching as the merge) and its ``ObjectNames``, with the few compositions of them the diff
/// shows: an object with its id, a connection without its destination, what an added object holds.
struct DiffSide: Sendable {
    let index: VersionIndex
    let names: ObjectNames

    init(tree: SourceTree) {
        index = VersionIndex(tree: tree)
        names = ObjectNames(tree: tree)
    }

    var tree: SourceTree { index.tree }

    /// Elements that connect one object to another.
    static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding"]

    /// The element's IB id (a scene's `sceneID`).
    func id(of element: Int) -> String? {
        let node = tree[element]
        return MergeRules.identityAttribute(ofElementNamed: node.name).flatMap(node.attribute)
    }

    /// `label "Welcome" [abc-de-fgh]`: the object's name and its id.
    func named(_ element: Int, ignoringOutlets: Bool = false) -> String {
        let name = names.shortName(of: element, ignoringOutlets: ignoringOutlets)
        return id(of: element).map { "\(name) [\($0)]" } ?? name
    }

    /// The object an element is part of (itself when it has an id), see ``ObjectNames/owner(of:)``.
    func owner(of element: Int) -> Int { names.owner(of: element) }

    /// The object an object stands in (the owner of its parent), or `nil` for the root.
    func parentObject(of element: Int) -> Int? {
        let parent = tree[element].parent
        return parent < 0 ? nil : owner(of: parent)
    }

    /// Where an object stands, for `in …`/`from …`: its parent object, named, with the list it is in when that is not
    /// `subviews` (`cell [x] contentView`); `nil` for the top level of a XIB or scene.
    func place(of element: Int) -> String? {
        guard let parentObject = parentObject(of: element), parentObject != 0 else { return nil }
        if tree[parentObject].name == "scene" { return nil }
        return named(parentObject)
    }

    /// `outlet titleLabel`, `action logIn:`, `segue show "toDetail"`, `binding value`: a connection without its
    /// destination.
    func connectionName(_ element: Int) -> String {
        let node = tree[element]
        switch node.name {
        case "outlet", "outletCollection":
            return "\(node.name) \(node.attribute("property") ?? "?")"
        case "action":
            return "action \(node.attribute("selector") ?? "?")"
        case "segue":
            let identifier = (node.attribute("identifier") ?? node.attribute("relationship")).map { " \"\(XMLText.unescaped($0))\"" } ?? ""
            return "segue \(node.attribute("kind") ?? "")\(identifier)"
        default:
            return "\(node.name) \(node.attribute("name") ?? node.attribute("keyPath") ?? "")"
        }
    }

    /// Where a connection goes: its destination (an action's target) by kind, class and text (not by the outlet the
    /// connection may itself be), with its id.
    func destination(of element: Int) -> String? {
        let node = tree[element]
        guard let id = node.attribute("destination") ?? node.attribute("target") else { return nil }
        var text = names.element(withID: id).map { named($0, ignoringOutlets: true) } ?? id
        if node.name == "binding", let keyPath = node.attribute("keyPath") { text += " " + XMLText.unescaped(keyPath) }
        return text
    }

    /// An object referred to by id: `label "Welcome" [abc-de-fgh]`, or the bare id when no element has it.
    func reference(_ id: String) -> String {
        guard names.element(withID: id) != nil else { return id }
        return "\(names.referenceName(id)) [\(id)]"
    }

    /// The view holding a constraint (the owner of its `<constraints>`).
    func holder(of constraint: Int) -> Int { owner(of: tree[constraint].parent) }

    /// What an added or removed object holds: `3 objects, 4 constraints, 2 connections`; `nil` when nothing. The
    /// subtrees `leavingOut` picks (objects moved in or out) are not counted.
    func holdings(of element: Int, leavingOut: (Int) -> Bool = { _ in false }) -> String? {
        var objects = 0, constraints = 0, connections = 0
        var stack = tree[element].children
        while let next = stack.popLast() {
            let node = tree[next]
            if leavingOut(next) { continue }
            stack.append(contentsOf: node.children)
            guard node.attribute("id") != nil, MergeRules.noiseKind(ofElement: next, in: tree) == nil else { continue }
            if node.name == "constraint" {
                constraints += 1
            } else if Self.connectionElements.contains(node.name) {
                connections += 1
            } else if node.name != "viewLayoutGuide" {
                objects += 1
            }
        }
        let parts = [(objects, "object"), (constraints, "constraint"), (connections, "connection")]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What of its owner an element is: `state normal`, `fontDescription`; empty for the owner itself.
    func role(of element: Int, below owner: Int) -> String {
        element == owner ? "" : names.role(of: element, below: owner)
    }

    /// An attribute's value for people: unescaped, and for attributes holding an id, the object it names.
    func attributeValue(_ name: String, _ value: String, of element: Int) -> String {
        if MergeRules.referenceAttributes(ofElementNamed: tree[element].name).contains(name) { return reference(value) }
        return XMLText.unescaped(value)
    }
}
