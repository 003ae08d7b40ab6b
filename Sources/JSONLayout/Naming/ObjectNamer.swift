import UIDescription

/// Gives every object of a document a unique, human name, deterministically:
///
/// 1. the name it had in a previous version of the layout (so re-converting keeps names);
/// 2. the name of an outlet that points to it (the first in document order), except for
///    placeholders and controllers, which outlets such as `delegate` point to;
/// 3. its user label, as an identifier ("Carbs Button" → `carbsButton`);
/// 4. its role: for a child that plays a role in its parent (`key="view"`, `key="safeArea"`), the
///    parent's name and the role (`loginViewController.view`, `view.safeArea`); for a placeholder,
///    its identifier (`filesOwner`, `firstResponder`); for a segue, its identifier; for a
///    controller's layout guide, `topLayoutGuide` or `bottomLayoutGuide` after the controller's name;
/// 5. its custom class or element kind (`loginViewController`, `label`), with an ordinal from the
///    second one on (`label2`, `label3`).
///
/// Scenes are named after their first object (`loginViewControllerScene`). A name already taken
/// gets the next free ordinal. Objects are the elements with an IB id (`sceneID` for scenes)
/// except those written in a short form without a name (constraints, outlets, actions).
struct ObjectNamer {
    let document: NodeDocument
    let vocabulary: Vocabulary

    /// The names, indexed by element.
    private(set) var names: [String?]
    private var taken: Set<String> = []
    private var nextOrdinal: [String: Int] = [:]

    init(document: NodeDocument, vocabulary: Vocabulary, isAnonymous: (ElementID) -> Bool,
         previousNames: [String: String] = [:]) {
        self.document = document
        self.vocabulary = vocabulary
        names = Array(repeating: nil, count: document.elementCount)
        var objects: [ElementID] = []
        var scenes: [ElementID] = []
        for element in document.allElements {
            guard let attribute = vocabulary.objectIDAttribute(ofKind: document.name(of: element)),
                  document.attribute(attribute, of: element) != nil, !isAnonymous(element) else { continue }
            if document.name(of: element) == "scene" { scenes.append(element) } else { objects.append(element) }
        }
        // Connections are numbered in the order the layout lists them, so names survive a round trip.
        objects = ConnectionOrder.sorted(objects, in: document)
        let all = objects + scenes
        // 1. Names from a previous layout.
        for element in all {
            guard let id = objectID(of: element), let previous = previousNames[id], LayoutName.isValid(previous),
                  !taken.contains(previous) else { continue }
            assign(previous, to: element)
        }
        // 2. Outlet names.
        var outletNames: [Int32: String] = [:]
        for element in document.allElements where document.name(of: element) == "outlet" {
            guard let property = document.attribute("property", of: element), LayoutName.isIdentifier(property),
                  let destination = document.attribute("destination", of: element),
                  let target = document.element(withID: destination), outletNames[target.index] == nil else { continue }
            outletNames[target.index] = property
        }
        for element in objects where names[Int(element.index)] == nil && !isNamedByRole(element) {
            if let outlet = outletNames[element.index] { assign(unique(outlet), to: element) }
        }
        // 3. User labels.
        for element in objects where names[Int(element.index)] == nil {
            if let label = document.attribute("userLabel", of: element), let name = LayoutName.identifier(from: label) {
                assign(unique(name), to: element)
            }
        }
        // 4. Roles told by an attribute: placeholders (`filesOwner`, `firstResponder`), segues by
        //    identifier, a controller's top and bottom layout guides (`loginViewController.topLayoutGuide`).
        for element in objects where names[Int(element.index)] == nil && !hasParentRole(element) {
            if let role = attributeRole(of: element) { assign(unique(role), to: element) }
        }
        // 5. Class or kind, for objects without a role.
        for element in objects where names[Int(element.index)] == nil && document.key(of: element) == nil && !hasParentRole(element) {
            assign(unique(typeName(of: element)), to: element)
        }
        // Scenes, after the objects they are named from.
        for scene in scenes where names[Int(scene.index)] == nil {
            let first = document.children(of: scene).first { document.name(of: $0) == "objects" }
                .flatMap { objectsGroup in document.children(of: objectsGroup).lazy.compactMap { self.names[Int($0.index)] }.first }
            assign(unique((first ?? "scene") + (first == nil ? "" : "Scene")), to: scene)
        }
        // 4. Roles, parents first (document order).
        for element in objects where names[Int(element.index)] == nil {
            if hasParentRole(element), let role = attributeRole(of: element) {
                assign(unique(role), to: element)
                continue
            }
            let key = document.key(of: element) ?? ""
            let role = LayoutName.identifier(from: key).map { $0 == key ? $0 : nil } ?? nil
            if let parent = namedAncestor(of: element), let role {
                assign(unique("\(parent).\(role)"), to: element)
            } else {
                assign(unique(role ?? typeName(of: element)), to: element)
            }
        }
    }

    /// The name of an element, if it is an object.
    func name(of element: ElementID) -> String? { names[Int(element.index)] }

    /// The name a child with role `key` gets when nothing else names it.
    func roleName(of element: ElementID) -> String? {
        guard let key = document.key(of: element), LayoutName.identifier(from: key) == key,
              let parent = namedAncestor(of: element) else { return nil }
        return "\(parent).\(key)"
    }

    /// Placeholders and controllers are not named after outlets that point to them (a table view's
    /// `delegate` or `dataSource` outlet), but by their role, label or class.
    private func isNamedByRole(_ element: ElementID) -> Bool {
        InterfaceVocabulary.isPlaceholder(element, in: document) || ElementCatalogue.isViewController(document.name(of: element))
    }

    /// Whether the element's role name is made from its parent's name (a layout guide's), so it is
    /// named after its parent.
    private func hasParentRole(_ element: ElementID) -> Bool {
        document.name(of: element) == "viewControllerLayoutGuide" && document.attribute("type", of: element) != nil
    }

    /// A role name told by an attribute of the element, when its kind has one.
    private func attributeRole(of element: ElementID) -> String? {
        switch document.name(of: element) {
        case "placeholder":
            guard let identifier = document.attribute("placeholderIdentifier", of: element) else { return nil }
            return LayoutName.identifier(from: identifier.hasPrefix("IB") ? String(identifier.dropFirst(2)) : identifier)
        case "segue":
            return document.attribute("identifier", of: element).flatMap(LayoutName.identifier(from:))
        case "viewControllerLayoutGuide":
            guard let type = document.attribute("type", of: element), let role = LayoutName.identifier(from: type + "LayoutGuide") else { return nil }
            return namedAncestor(of: element).map { "\($0).\(role)" } ?? role
        default:
            return nil
        }
    }

    /// The name of the nearest ancestor that has one.
    func namedAncestor(of element: ElementID) -> String? {
        document.ancestors(of: element).lazy.compactMap { self.names[Int($0.index)] }.first
    }

    private func objectID(of element: ElementID) -> String? {
        vocabulary.objectIDAttribute(ofKind: document.name(of: element)).flatMap { document.attribute($0, of: element) }
    }

    private func typeName(of element: ElementID) -> String {
        if let customClass = document.attribute("customClass", of: element), let name = LayoutName.identifier(from: customClass) {
            return name
        }
        return LayoutName.identifier(from: document.name(of: element)) ?? "object"
    }

    private mutating func assign(_ name: String, to element: ElementID) {
        names[Int(element.index)] = name
        taken.insert(name)
    }

    private mutating func unique(_ base: String) -> String {
        if !taken.contains(base) { return base }
        var ordinal = nextOrdinal[base] ?? 2
        while taken.contains("\(base)\(ordinal)") { ordinal += 1 }
        nextOrdinal[base] = ordinal + 1
        return "\(base)\(ordinal)"
    }
}
