import UIDescription

/// The string identifiers of one file that code names: storyboard identifiers, segue identifiers per scene, and
/// reuse identifiers per table or collection view.
struct FileIdentifiers: Sendable {
    /// A set of identifiers with the name of what holds them (a scene's controller, a table view).
    struct Group: Sendable {
        var name: String
        var values: [String]
    }

    var file: String
    var isStoryboard: Bool
    /// Every storyboard identifier of the file, distinct, sorted.
    var storyboardIdentifiers: [String]
    /// The segue identifiers of each scene that has some, in document order.
    var segues: [Group]
    /// The reuse identifiers of each table or collection view that has some, in document order; cells outside
    /// one (a xib's cell) are in a group named after nothing (`name` empty).
    var reuseIdentifiers: [Group]
}

/// Finds ``FileIdentifiers`` in a document.
struct IdentifierSurvey {
    /// The views whose cells' reuse identifiers are grouped.
    static let cellContainers: Set<String> = ["tableView", "collectionView", "outlineView"]

    let document: NodeDocument
    let file: String

    var identifiers: FileIdentifiers {
        var storyboardIdentifiers: Set<String> = []
        var segues: [(key: ElementID, values: [String])] = []
        var reuse: [(key: ElementID?, values: [String])] = []
        for element in document.allElements {
            if let identifier = document.attribute("storyboardIdentifier", of: element), !identifier.isEmpty {
                storyboardIdentifiers.insert(identifier)
            }
            let name = document.name(of: element)
            if name == "segue", let identifier = document.attribute("identifier", of: element), !identifier.isEmpty,
               let scene = document.ancestors(of: element).first(where: { document.name(of: $0) == "scene" }) {
                Self.add(identifier, to: scene, in: &segues)
            }
            if let identifier = document.attribute("reuseIdentifier", of: element), !identifier.isEmpty {
                let container = document.ancestors(of: element).first { Self.cellContainers.contains(document.name(of: $0)) }
                Self.add(identifier, to: container, in: &reuse)
            }
        }
        let naming = ContainerNaming(document: document)
        return FileIdentifiers(
            file: file, isStoryboard: document.isStoryboard,
            storyboardIdentifiers: storyboardIdentifiers.sorted(by: SwiftNames.byteOrder),
            segues: segues.map { .init(name: naming.sceneName($0.key), values: $0.values) },
            reuseIdentifiers: reuse.map { .init(name: $0.key.map(naming.containerName) ?? "", values: $0.values) })
    }

    private static func add<Key: Equatable>(_ value: String, to key: Key, in groups: inout [(key: Key, values: [String])]) {
        if let index = groups.firstIndex(where: { $0.key == key }) {
            if !groups[index].values.contains(value) { groups[index].values.append(value) }
        } else {
            groups.append((key, [value]))
        }
    }
}

/// Names for scenes and cell containers, from what a reader of the file knows them by.
struct ContainerNaming {
    let document: NodeDocument

    /// A scene's name: its controller's custom class, storyboard identifier, user label or kind.
    func sceneName(_ scene: ElementID) -> String {
        guard let objects = document.firstChild(of: scene, named: "objects"),
              let controller = document.children(of: objects).first(where: { !InterfaceVocabulary.isPlaceholder($0, in: document) })
        else { return "scene" }
        for attribute in ["customClass", "storyboardIdentifier", "userLabel"] {
            if let name = document.attribute(attribute, of: controller), !name.isEmpty { return name }
        }
        return document.name(of: controller)
    }

    /// A table or collection view's name: the outlet property that connects it, its user label, or its scene's name
    /// and its kind.
    func containerName(_ container: ElementID) -> String {
        if let id = document.id(of: container), let property = outletProperty(to: id) { return property }
        if let label = document.attribute("userLabel", of: container), !label.isEmpty { return label }
        let kind = document.name(of: container)
        if let scene = document.ancestors(of: container).first(where: { document.name(of: $0) == "scene" }) {
            return sceneName(scene) + " " + kind
        }
        return kind
    }

    private func outletProperty(to id: String) -> String? {
        for element in document.allElements where document.name(of: element) == "outlet" {
            if document.attribute("destination", of: element) == id, let property = document.attribute("property", of: element),
               property != "view" {
                return property
            }
        }
        return nil
    }
}
