import UIDescription

extension InterfaceGraph {
    /// One entry of an object's `<connections>`: an outlet, an outlet-collection entry, an action, a segue or a
    /// Cocoa binding.
    public struct Connection: Sendable, Hashable {
        /// The connection element's name.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// The values `outlet`, `outletCollection`, `action`, `segue`, `binding`.
            case outlet, outletCollection, action, segue, binding
        }

        /// What kind of connection this is.
        public let kind: Kind
        /// The connection element.
        public let element: ElementID
        /// The object whose `<connections>` holds it: the outlet's owner, the action's sender, the segue's source.
        public let owner: ElementID
        /// The outlet's property name, or the binding's name.
        public let property: String?
        /// The action's Objective-C selector.
        public let selector: String?
        /// The id the connection points to: the outlet's destination, the action's target (UIKit writes it as
        /// `destination`, AppKit as `target`), the segue's destination.
        public let destinationID: String?
        /// The element with ``destinationID``, or `nil` when no element has that id.
        public let destination: ElementID?
        /// The segue kind (`show`, `relationship`, `unwind`, …).
        public let segueKind: String?
        /// The segue identifier.
        public let identifier: String?
        /// The selector an unwind segue calls (`unwindAction`).
        public let unwindAction: String?
        /// The `@IBSegueAction` selector that creates a segue's destination (`destinationCreationSelector`).
        public let creationSelector: String?
        /// The control event of a UIKit action (`touchUpInside`).
        public let eventType: String?
        /// The key path a Cocoa binding observes on its destination (`selectedIndex`, `values.fontSize`).
        public let keyPath: String?
        /// The selector a target binding (`target`, a table view's `doubleClickTarget`) sends to the object at its
        /// key path, from its `NSSelectorName` option: an action connected without an `<action>` element.
        public let targetSelector: String?
        /// Where the connection element starts.
        public let location: SourceLocation

        /// Whether this is an outlet or an outlet-collection entry.
        public var isOutlet: Bool { kind == .outlet || kind == .outletCollection }

        /// A short description for messages: "outlet `titleLabel`", "outlet collection `fields`", "action `save:`",
        /// "binding `value`", "`show` segue".
        public var displayName: String {
            switch kind {
            case .outlet: "outlet `\(property ?? "")`"
            case .outletCollection: "outlet collection `\(property ?? "")`"
            case .action: "action `\(selector ?? "")`"
            case .binding: "binding `\(property ?? "")`"
            case .segue: "`\(segueKind ?? "")` segue"
            }
        }
    }
}

extension InterfaceGraph.Connection {
    /// Reads a connection element, or returns `nil` for elements that are no connection.
    init?(element: ElementID, owner: ElementID, in document: NodeDocument) {
        guard let kind = Kind(rawValue: document.name(of: element)) else { return nil }
        let destinationID: String?
        switch kind {
        case .action: destinationID = document.attribute("destination", of: element) ?? document.attribute("target", of: element)
        default: destinationID = document.attribute("destination", of: element)
        }
        self.init(
            kind: kind,
            element: element,
            owner: owner,
            property: document.attribute(kind == .binding ? "name" : "property", of: element),
            selector: document.attribute("selector", of: element),
            destinationID: destinationID,
            destination: destinationID.flatMap { document.element(withID: $0) },
            segueKind: document.attribute("kind", of: element),
            identifier: document.attribute("identifier", of: element),
            unwindAction: document.attribute("unwindAction", of: element),
            creationSelector: document.attribute("destinationCreationSelector", of: element),
            eventType: document.attribute("eventType", of: element),
            keyPath: kind == .binding ? document.attribute("keyPath", of: element) : nil,
            targetSelector: kind == .binding ? Self.targetSelector(ofBinding: element, in: document) : nil,
            location: document.location(of: element)
        )
    }

    /// The `NSSelectorName` option of a binding named `target` or `…Target`, as Interface Builder writes it:
    /// `<dictionary key="options"><string key="NSSelectorName">showItem:</string></dictionary>`.
    private static func targetSelector(ofBinding element: ElementID, in document: NodeDocument) -> String? {
        guard let name = document.attribute("name", of: element), name == "target" || name.hasSuffix("Target") else {
            return nil
        }
        for options in document.children(of: element)
        where document.name(of: options) == "dictionary" && document.key(of: options) == "options" {
            for option in document.children(of: options) where document.key(of: option) == "NSSelectorName" {
                let selector = document.text(of: option)
                return selector.isEmpty ? nil : selector
            }
        }
        return nil
    }
}
