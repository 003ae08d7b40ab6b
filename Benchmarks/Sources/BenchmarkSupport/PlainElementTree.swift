import Foundation
import XIBDecoder

/// The whole content of a document in plain `Codable` structs, with compiler-generated coding:
/// every element's name, attributes, text and children, nothing left out and nothing typed.
///
/// The "plain element tree" row decodes it with Foundation's `JSONDecoder` from `JSONEncoder`'s
/// encoding. It is the JSON comparison taken literally — the same content, into plain
/// `Codable` structs — beside the two typed comparisons (``JSONRows``): `Document`, whose models
/// have hand-written `init(from:)`s, and ``UserStoryboard``, which holds only an app's fields.
/// Being generic, the row's counts are checked like a parser's: every element, object, constraint
/// and outlet libxml2 finds.
public struct PlainElement: Codable, Sendable {
    public var name: String
    public var attributes: [String: String]
    public var text: String?
    public var children: [PlainElement]

    /// The tree of `document` from its root (untimed: it only makes the row's JSON).
    public init(_ document: NodeDocument, element: ElementID? = nil) {
        let element = element ?? document.root
        name = document.name(of: element)
        var attributes: [String: String] = [:]
        for (name, value) in document.attributes(of: element) { attributes[name] = value }
        self.attributes = attributes
        text = document.hasText(element) ? document.text(of: element) : nil
        children = document.children(of: element).map { PlainElement(document, element: $0) }
    }

    /// The counts of the tree, found the way every generic row finds them.
    public func counts() -> ParseCounts {
        var counts = ParseCounts(elements: 0)
        var stack = [self]
        while let element = stack.popLast() {
            counts.count(element: element.name, hasID: element.attributes["id"] != nil)
            stack.append(contentsOf: element.children)
        }
        return counts
    }
}
