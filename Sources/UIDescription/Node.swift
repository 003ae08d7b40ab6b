/// Any element of a document, whole: its kind, attributes, text, children and position.
///
/// `Node` decodes from every element there is, so every part of a file stays reachable even where
/// no typed model exists yet. Decoding an element as `Node` consumes all of its outlet connections.
public struct Node: Codable, Hashable, Sendable {
    /// The element name (`label`, `viewController`, `constraint`, …).
    public var kind: String
    /// The attributes, in source order.
    public var attributes: [Attribute]
    /// The text content, if the element has any.
    public var text: String?
    /// The child elements, in document order.
    public var children: [Node]
    /// Where the element starts in its file.
    public var location: SourceLocation?

    /// One attribute of a ``Node``.
    public struct Attribute: Codable, Hashable, Sendable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a `Attribute` from its parts.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a `Node` from its parts.
    public init(kind: String, attributes: [Attribute] = [], text: String? = nil, children: [Node] = [],
                location: SourceLocation? = nil) {
        self.kind = kind
        self.attributes = attributes
        self.text = text
        self.children = children
        self.location = location
    }

    /// A snapshot of an element of a ``NodeDocument`` and everything below it.
    public init(document: NodeDocument, element: ElementID) {
        kind = document.name(of: element)
        let range = document.attributeRange(of: element)
        var attributes: [Attribute] = []
        attributes.reserveCapacity(range.count)
        for index in range {
            attributes.append(Attribute(name: document.attributeName(at: index), value: document.attributeValue(at: index)))
        }
        self.attributes = attributes
        text = document.hasText(element) ? document.text(of: element) : nil
        location = document.location(of: element)
        var children: [Node] = []
        for child in document.children(of: element) {
            children.append(Node(document: document, element: child))
        }
        self.children = children
    }

    /// The value of the attribute `name`.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The `id` attribute.
    public var id: String? { self[attribute: "id"] }
    /// The `customClass` attribute.
    public var customClass: String? { self[attribute: "customClass"] }
    /// The `key` attribute: the role the element plays in its parent.
    public var key: String? { self[attribute: "key"] }

    /// The first child with the given `key` attribute.
    public func child(key: String) -> Node? { children.first { $0.key == key } }

    /// The first child with the given element name.
    public func child(named kind: String) -> Node? { children.first { $0.kind == kind } }

    /// This node and all its descendants, depth first, in document order.
    public var allNodes: [Node] {
        var result: [Node] = []
        var stack: [Node] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
