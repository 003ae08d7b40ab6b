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
               let scene = InterfaceVocabulary.scene(of: element, in: document) {
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
            segues: segues.map { .init(name: naming.segueGroupName($0.key), values: $0.values) },
            reuseIdentifiers: reuse.map { .init(name: $0.key.map(naming.reuseGroupName) ?? "", values: $0.values) })
    }

    private static func add<Key: Equatable>(_ value: String, to key: Key, in groups: inout [(key: Key, values: [String])]) {
        if let index = groups.firstIndex(where: { $0.key == key }) {
            if !groups[index].values.contains(value) { groups[index].values.append(value) }
        } else {
            groups.append((key, [value]))
        }
    }
}

/// Names for the groups of identifiers, from what a reader of the file knows their holders by (``ObjectNaming``).
struct ContainerNaming {
    let document: NodeDocument
    let naming: ObjectNaming

    init(document: NodeDocument) {
        self.document = document
        naming = ObjectNaming(document: document)
    }

    /// The name of a scene's segue group: its controller's custom class, else the label Xcode gives the scene.
    func segueGroupName(_ scene: ElementID) -> String {
        if let controller = ObjectNaming.mainObject(ofScene: scene, in: document),
           let customClass = document.attribute("customClass", of: controller), !customClass.isEmpty {
            return customClass
        }
        return ObjectNaming.sceneLabel(of: scene, in: document) ?? "scene"
    }

    /// The name of a table or collection view's reuse group: the outlet that connects it, the name a person gave
    /// it, or its scene's and its kind.
    func reuseGroupName(_ container: ElementID) -> String {
        if let id = document.id(of: container), let outlet = naming.outletName(ofID: id), outlet != "view" { return outlet }
        if let name = naming.personalName(of: container, ignoringOutlets: true) { return name }
        let kind = document.name(of: container)
        if let scene = InterfaceVocabulary.scene(of: container, in: document) {
            return segueGroupName(scene) + " " + kind
        }
        return kind
    }
}
