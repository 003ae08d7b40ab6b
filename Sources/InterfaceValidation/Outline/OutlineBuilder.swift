import UIDescription

/// Builds the ``ObjectOutline`` trees of an ``InterfaceOutline``.
struct OutlineBuilder {
    let graph: InterfaceGraph
    let includingAllObjects: Bool
    private let connectionsByOwner: [ElementID: [InterfaceGraph.Connection]]
    private let destinations: Set<ElementID>

    init(graph: InterfaceGraph, includingAllObjects: Bool) {
        self.graph = graph
        self.includingAllObjects = includingAllObjects
        connectionsByOwner = Dictionary(grouping: graph.connections, by: \.owner)
        destinations = Set(graph.connections.compactMap(\.destination))
    }

    /// The outline of `element` when it is listed, or else the outlines of its listed descendants.
    mutating func outline(of element: ElementID, isTopLevel: Bool = false) -> [ObjectOutline] {
        let document = graph.document
        let children = document.children(of: element).flatMap { child -> [ObjectOutline] in
            if InterfaceGraph.Connection.Kind(rawValue: document.name(of: child)) != nil { return [] }
            return outline(of: child)
        }
        guard isTopLevel || isListed(element) else { return children }
        return [makeOutline(of: element, children: children)]
    }

    private func isListed(_ element: ElementID) -> Bool {
        let document = graph.document
        guard document.id(of: element) != nil,
            InterfaceGraph.Connection.Kind(rawValue: document.name(of: element)) == nil
        else { return false }
        if includingAllObjects { return true }
        return document.attribute("customClass", of: element) != nil
            || document.attribute("storyboardIdentifier", of: element) != nil
            || document.attribute("reuseIdentifier", of: element) != nil
            || connectionsByOwner[element] != nil
            || destinations.contains(element)
    }

    private func makeOutline(of element: ElementID, children: [ObjectOutline]) -> ObjectOutline {
        let document = graph.document
        let object = graph.object(element)
        let connections = connectionsByOwner[element] ?? []
        return ObjectOutline(
            kind: object.kind,
            id: object.id,
            role: object.role.rawValue,
            className: object.className,
            customClass: object.customClass,
            customModule: object.customModule,
            label: object.label,
            identifier: object.identifier,
            title: document.attribute("title", of: element) ?? document.attribute("text", of: element),
            line: object.location.line,
            column: object.location.column,
            byteOffset: object.location.isBinary ? object.location.offset : nil,
            outlets: connections.filter(\.isOutlet).map(outline),
            actions: connections.filter { $0.kind == .action }.map(outline),
            segues: connections.filter { $0.kind == .segue }.map(outline),
            children: children)
    }

    private func outline(_ connection: InterfaceGraph.Connection) -> ConnectionOutline {
        let name: String
        switch connection.kind {
        case .outlet, .outletCollection, .binding: name = connection.property ?? ""
        case .action: name = connection.selector ?? ""
        case .segue: name = connection.segueKind ?? "segue"
        }
        return ConnectionOutline(
            kind: connection.kind.rawValue,
            name: name,
            destination: connection.destinationID,
            destinationDescription: connection.destination.map { graph.object($0).outlineDescription },
            event: connection.eventType,
            identifier: connection.identifier ?? graph.document.attribute("relationship", of: connection.element),
            selector: connection.unwindAction ?? connection.creationSelector,
            line: connection.location.line,
            column: connection.location.column,
            byteOffset: connection.location.isBinary ? connection.location.offset : nil)
    }
}

extension InterfaceGraph.Object {
    /// "`label` Ha6-Pq-3sD (UILabel)", "File's Owner (LoginViewController)".
    var outlineDescription: String {
        switch role {
        case .object:
            return "`\(kind)` \(id ?? "")" + (className.map { " (\($0))" } ?? "")
        default:
            return displayName
        }
    }
}
