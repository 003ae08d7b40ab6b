import UIDescription

/// One object of one file that a generated type decodes from: a xib's File's Owner, a storyboard scene's
/// controller, or another object of a custom class with outlets.
struct OwnerInstance: Sendable {
    /// The custom class: the type's name before it is made a unique Swift identifier. Objects of one class name share
    /// a type whatever module they name (Interface Builder leaves the module out as often as it writes it).
    var customClass: String
    /// The file, relative to the generation root.
    var file: String
    /// What `NodeDocument.object(named:)` resolves to this object; `nil` for a xib's File's Owner.
    var selector: String?
    /// What the object is, for the type's documentation: "the File's Owner", "the scene controller (`viewController`)",
    /// "a `tableViewCell`".
    var role: String
    /// The outlets it connects, by property, in document order.
    var outlets: [OutletUse]
}

/// One outlet property of one object: its destinations' models, and whether it is a collection.
struct OutletUse: Sendable, Hashable {
    var property: String
    var isCollection: Bool
    /// The model type of each destination (a name in `UIDescription`, or `Node`), with its family.
    var destinations: [ElementModels.Entry?]
}

/// Finds the owners of outlets in one document (``OwnerInstance``).
struct OwnerSurvey {
    let document: NodeDocument
    let file: String

    var instances: [OwnerInstance] {
        let platform = FrameworkPlatform.of(document)
        let names = ObjectNames(document: document)
        let isStoryboard = document.isStoryboard
        var found: [OwnerInstance] = []
        for element in document.allElements {
            guard let customClass = document.attribute("customClass", of: element), !customClass.isEmpty else { continue }
            let isFilesOwner = InterfaceVocabulary.isFilesOwner(element, in: document)
            let isSceneController = isStoryboard && isSceneMember(element)
            let outlets = outletUses(of: element, platform: platform)
            guard isFilesOwner || isSceneController || !outlets.isEmpty else { continue }
            if !isFilesOwner && InterfaceVocabulary.isPlaceholder(element, in: document) { continue }
            // A xib's File's Owner is where decoding starts without a name; any other object needs one that names it alone.
            let selector: String?
            if isFilesOwner && !isStoryboard {
                selector = nil
            } else if let name = names.selector(for: element) {
                selector = name
            } else {
                continue
            }
            let kind = document.name(of: element)
            let role = isFilesOwner ? "the File's Owner" : isSceneController ? "the scene controller (`\(kind)`)" : "a `\(kind)`"
            found.append(OwnerInstance(customClass: customClass, file: file, selector: selector, role: role, outlets: outlets))
        }
        return found
    }

    /// Whether the element is a scene's controller: a direct child of a scene's `objects` that is no placeholder.
    private func isSceneMember(_ element: ElementID) -> Bool {
        guard let objects = document.parent(of: element), document.name(of: objects) == "objects",
              let scene = document.parent(of: objects), document.name(of: scene) == "scene" else { return false }
        return !InterfaceVocabulary.isPlaceholder(element, in: document) && document.name(of: element) != "exit"
    }

    /// The outlets the element connects, grouped by property in document order.
    private func outletUses(of element: ElementID, platform: FrameworkPlatform) -> [OutletUse] {
        guard let connections = document.firstChild(of: element, named: "connections") else { return [] }
        var uses: [OutletUse] = []
        var index: [String: Int] = [:]
        for connection in document.children(of: connections) {
            let name = document.name(of: connection)
            guard name == "outlet" || name == "outletCollection",
                  let property = document.attribute("property", of: connection), !property.isEmpty else { continue }
            let destination = document.attribute("destination", of: connection).flatMap(document.element(withID:))
            let model = destination.flatMap { ElementModels.model(forKind: document.name(of: $0), platform: platform) }
            if let at = index[property] {
                uses[at].destinations.append(model)
                uses[at].isCollection = uses[at].isCollection || name == "outletCollection"
            } else {
                index[property] = uses.count
                uses.append(OutletUse(property: property, isCollection: name == "outletCollection", destinations: [model]))
            }
        }
        return uses
    }
}

/// Which objects each storyboard identifier, custom class and user label names, to choose the name that
/// `NodeDocument.object(named:)` resolves to one object, with one pass over the document.
struct ObjectNames {
    static let attributes = ["storyboardIdentifier", "customClass", "userLabel"]
    let document: NodeDocument
    private var named: [[String: [ElementID]]]

    init(document: NodeDocument) {
        self.document = document
        named = Self.attributes.map { _ in [:] }
        for element in document.allElements {
            for (index, attribute) in Self.attributes.enumerated() {
                if let value = document.attribute(attribute, of: element) { named[index][value, default: []].append(element) }
            }
        }
    }

    /// The first of the element's storyboard identifier, custom class, user label and id that names it alone, as
    /// `NodeDocument.object(named:)` looks them up (an id first, then each attribute in that order); `nil` when
    /// none does.
    func selector(for element: ElementID) -> String? {
        for attribute in Self.attributes + ["id"] {
            guard let name = document.attribute(attribute, of: element), !name.isEmpty, resolves(name, to: element) else { continue }
            return name
        }
        return nil
    }

    private func resolves(_ name: String, to element: ElementID) -> Bool {
        if let byID = document.element(withID: name) { return byID == element }
        for table in named {
            guard let matches = table[name] else { continue }
            return matches == [element]
        }
        return false
    }
}
