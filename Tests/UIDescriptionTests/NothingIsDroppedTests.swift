import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Nothing in a real file is lost: every object the XML gives an id is in the typed tree, every
/// constraint, connection, menu item and scene the XML holds is there as a typed value, and no
/// object or resource is left to the ``Node`` fallback.
@Suite struct NothingIsDroppedTests {
    private static func xmlIDs(of names: Set<String>? = nil, in nodes: NodeDocument) -> Set<String> {
        Set(nodes.allElements.compactMap { element in
            guard names?.contains(nodes.name(of: element)) ?? true, let id = nodes.id(of: element), !id.isEmpty else { return nil }
            return id
        })
    }

    static let files = Corpus.interfaceFiles

    @Test(arguments: files)
    func everythingTheXMLHoldsIsTyped(_ url: URL) throws {
        let path = Corpus.relativePath(url)
        guard let nodes = try? XIBDecoder().document(contentsOf: url) else { return }  // refused files: CorpusDecodingTests
        let document = try nodes.decode(Document.self)

        let inventory = ModelWalker.inventory(of: document)
        #expect(inventory.ids.isEmpty == Self.xmlIDs(in: nodes).isEmpty, "\(path): the walk finds ids")
        let missing = Self.xmlIDs(in: nodes).subtracting(inventory.ids)
        #expect(missing.isEmpty, "\(path): ids not in the typed tree: \(missing.sorted().prefix(10))")

        let constraints = inventory.constraints.compactMap(\.id)
        #expect(Set(constraints) == Self.xmlIDs(of: ["constraint"], in: nodes), "\(path): constraints")
        #expect(constraints.count == nodes.allElements.filter { nodes.name(of: $0) == "constraint" }.count, "\(path): constraint count")

        let connections = inventory.connections
        let outletIDs = connections.compactMap { if case .outlet(let outlet) = $0 { outlet.id } else { nil } }
        let actionIDs = connections.compactMap { if case .action(let action) = $0 { action.id } else { nil } }
        let segueIDs = connections.compactMap { if case .segue(let segue) = $0 { segue.id } else { nil } }
        let bindingIDs = connections.compactMap { if case .binding(let binding) = $0 { binding.id } else { nil } }
        #expect(Set(outletIDs) == Self.xmlIDs(of: ["outlet", "outletCollection"], in: nodes), "\(path): outlets")
        #expect(Set(actionIDs) == Self.xmlIDs(of: ["action"], in: nodes), "\(path): actions")
        #expect(Set(bindingIDs) == Self.xmlIDs(of: ["binding"], in: nodes), "\(path): bindings")
        let xmlSegues = nodes.allElements.filter { nodes.name(of: $0) == "segue" && nodes.parent(of: $0).map(nodes.name(of:)) == "connections" }
        #expect(Set(segueIDs) == Set(xmlSegues.compactMap(nodes.id(of:))), "\(path): segues")
        #expect(!connections.contains { if case .other = $0 { true } else { false } }, "\(path): a connection kept as a Node")

        let menuItems = inventory.menuItems.compactMap(\.id)
        #expect(Set(menuItems) == Self.xmlIDs(of: ["menuItem"], in: nodes), "\(path): menu items")
        let xmlScenes = nodes.allElements.filter { nodes.name(of: $0) == "scene" }.compactMap { nodes.attribute("sceneID", of: $0) }
        #expect(document.scenes.map(\.sceneID) == xmlScenes, "\(path): scenes")

        let others = inventory.objects.compactMap { if case .other(let node) = $0 { node.kind } else { nil } }
        #expect(others.isEmpty, "\(path): objects kept as Node: \(others)")
        let resources = document.resources.compactMap { if case .other(let node) = $0 { node.kind } else { nil } }
        #expect(resources.isEmpty, "\(path): resources kept as Node: \(resources)")
    }
}
