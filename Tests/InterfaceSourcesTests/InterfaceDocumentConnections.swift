import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The outlet and action connections of a (modern, XML) XIB or storyboard, read with `XMLParser` so that
/// these tests do not depend on the project's own decoder.
struct InterfaceDocumentConnections {
    /// Outlet and outlet-collection property names connected on objects of each custom class.
    private(set) var outletNamesByClass: [String: Set<String>] = [:]
    /// Action selectors whose target is an object of each custom class.
    private(set) var actionSelectorsByClass: [String: Set<String>] = [:]

    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        let delegate = ConnectionCollector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        outletNamesByClass = delegate.outlets
        for (selector, destination) in delegate.actions {
            guard let customClass = delegate.customClassByID[destination] else { continue }
            actionSelectorsByClass[customClass, default: []].insert(selector)
        }
    }
}

private final class ConnectionCollector: NSObject, XMLParserDelegate {
    private var stack: [(name: String, customClass: String?)] = []
    var outlets: [String: Set<String>] = [:]
    var actions: [(selector: String, destination: String)] = []
    var customClassByID: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let customClass = attributes["customClass"]
        if let id = attributes["id"], let customClass { customClassByID[id] = customClass }
        if elementName == "outlet" || elementName == "outletCollection", stack.last?.name == "connections",
            stack.count >= 2, let owner = stack[stack.count - 2].customClass, let property = attributes["property"]
        {
            outlets[owner, default: []].insert(property)
        }
        if elementName == "action", let selector = attributes["selector"], let destination = attributes["destination"] {
            actions.append((selector, destination))
        }
        stack.append((elementName, customClass))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}
