import XIBDecoder

/// A document's content in a form where only meaningful differences remain, for comparing a
/// document with its round trip through a layout:
///
/// - attributes are sorted by name (XML attribute order carries no meaning);
/// - the children of an element with attributes are sorted by key, then by element name, keeping
///   the order of children with the same name (Interface Builder reads keyed children by key and
///   lists by name; fragments of a text, strings of an array keep their order);
/// - the children of a list (an element without attributes: `subviews`, `objects`, `items`,
///   `scenes`, …) keep their order, which matters, except that constraints are sorted by id and
///   connections by kind, property or selector (and id, for actions), the orders Xcode writes them
///   in; the relative order of outlet-collection entries, an array, is kept.
enum CanonicalXML {
    static func text(of document: NodeDocument, preservingChildOrder: Bool = false) -> String {
        var output = ""
        write(document.root, of: document, depth: 0, preservingChildOrder: preservingChildOrder, into: &output)
        return output
    }

    private static func write(_ element: ElementID, of document: NodeDocument, depth: Int, preservingChildOrder: Bool,
                              into output: inout String) {
        output += String(repeating: " ", count: depth) + "<" + document.name(of: element)
        for (name, value) in document.attributes(of: element).sorted(by: { $0.name < $1.name }) {
            output += " \(name)=\(value.debugDescription)"
        }
        output += ">"
        if document.hasText(element) { output += document.text(of: element).debugDescription }
        output += "\n"
        var children = Array(document.children(of: element))
        if !preservingChildOrder {
            if !document.attributes(of: element).isEmpty || element == document.root {
                children = stableSorted(children) { child in (document.key(of: child) ?? "") + "\u{0}" + document.name(of: child) }
            } else if document.name(of: element) == "constraints" {
                children = stableSorted(children) { document.id(of: $0) ?? "" }
            } else if document.name(of: element) == "connections" {
                children = stableSorted(children) { child in
                    let name = document.name(of: child)
                    let primary = document.attribute("property", of: child) ?? document.attribute("selector", of: child) ?? ""
                    return name + "\u{0}" + primary + "\u{0}" + (name == "action" ? document.id(of: child) ?? "" : "")
                }
            }
        }
        for child in children {
            write(child, of: document, depth: depth + 1, preservingChildOrder: preservingChildOrder, into: &output)
        }
    }

    private static func stableSorted(_ elements: [ElementID], by key: (ElementID) -> String) -> [ElementID] {
        elements.enumerated().sorted { lhs, rhs in
            let left = key(lhs.element), right = key(rhs.element)
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
    }
}
