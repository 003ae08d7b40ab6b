/// Writes a ``StoryboardMap``: as an SVG with each scene's picture at its canvas location and segues as labelled
/// arrows, or as Mermaid or Graphviz DOT text for documentation.
public struct MapWriter: Sendable {
/// A writer.
    public init() {}

    /// The map as SVG, each scene drawn from its picture (`pictures` keyed by the scene's object id).
    public func svg(_ map: StoryboardMap, pictures: [Picture]) -> String {
        var byID: [String: Picture] = [:]
        for picture in pictures { if let id = picture.objectID { byID[id] = byID[id] ?? picture } }
        let margin = 80.0
        let bounds = map.nodes.map(\.frame).reduce(map.nodes.first?.frame ?? PictureRect.zero) { $0.union($1) }
        let box = PictureRect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin,
                              height: bounds.height + 2 * margin)
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(number(box.x)) \(number(box.y)) \(number(box.width)) "
            + "\(number(box.height))\" width=\"\(number(box.width / 4))\" height=\"\(number(box.height / 4))\" "
            + "font-family=\"\(attribute(ResolvedFont.systemFamilies.cssList))\">\n"
        text += "<title>Storyboard map</title>\n"
        text += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
            + "orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#8e8e93\"/></marker></defs>\n"
        text += "<rect x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" height=\"\(number(box.height))\" fill=\"#f2f2f7\"/>\n"
        let writer = SVGWriter()
        for (index, node) in map.nodes.enumerated() {
            text += "<g data-id=\"\(attribute(node.id))\" data-frame=\"\(number(node.frame.x)) \(number(node.frame.y)) "
                + "\(number(node.frame.width)) \(number(node.frame.height))\"><title>\(escape(node.name))</title>\n"
            text += "<text x=\"\(number(node.frame.x))\" y=\"\(number(node.frame.y - 12))\" font-size=\"22\" fill=\"#3c3c43\">"
                + "\(escape(node.name))</text>\n"
            if let picture = byID[node.id] {
                // The scene's picture, nested: its own viewBox maps its bounds onto the node's frame.
                let inner = writer.svg(picture, idPrefix: "s\(index)-clip")
                let opening = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                let placed = inner.replacingFirst(opening, with: "<svg x=\"\(number(node.frame.x))\" y=\"\(number(node.frame.y))\" ")
                    .replacingFirst(" width=\"\(number(picture.bounds.width))\" height=\"\(number(picture.bounds.height))\"",
                                    with: " width=\"\(number(node.frame.width))\" height=\"\(number(node.frame.height))\"")
                text += placed
            }
            text += "<rect x=\"\(number(node.frame.x))\" y=\"\(number(node.frame.y))\" width=\"\(number(node.frame.width))\" "
                + "height=\"\(number(node.frame.height))\" fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"2\"/>\n"
            if node.isInitial {
                let y = node.frame.midY
                text += "<g class=\"initial\"><line x1=\"\(number(node.frame.x - 70))\" y1=\"\(number(y))\" x2=\"\(number(node.frame.x - 4))\" "
                    + "y2=\"\(number(y))\" stroke=\"#8e8e93\" stroke-width=\"4\" marker-end=\"url(#arrow)\"/></g>\n"
            }
            text += "</g>\n"
        }
        let frames = Dictionary(map.nodes.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for edge in map.edges {
            guard let from = frames[edge.source], let to = frames[edge.destination] else { continue }
            let start = PicturePoint(x: from.maxX, y: from.midY)
            let end = edge.source == edge.destination ? PicturePoint(x: to.maxX, y: to.y + 40) : PicturePoint(x: to.x, y: to.midY)
            let middle = PicturePoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
            let dashed = edge.kind == "relationship" || edge.kind == "embed" ? " stroke-dasharray=\"10 6\"" : ""
            text += "<g class=\"segue\" data-kind=\"\(attribute(edge.kind))\"><title>\(escape(edge.kind))"
                + "\(edge.label.map { ": " + escape($0) } ?? "")</title>"
            text += "<path d=\"M\(number(start.x)),\(number(start.y)) C\(number(start.x + 80)),\(number(start.y)) "
                + "\(number(end.x - 80)),\(number(end.y)) \(number(end.x)),\(number(end.y))\" fill=\"none\" stroke=\"#8e8e93\" "
                + "stroke-width=\"3\"\(dashed) marker-end=\"url(#arrow)\"/>"
            let label = [edge.kind, edge.label].compactMap { $0 }.joined(separator: ": ")
            text += "<text x=\"\(number(middle.x))\" y=\"\(number(middle.y - 8))\" font-size=\"18\" text-anchor=\"middle\" "
                + "fill=\"#636366\">\(escape(label))</text></g>\n"
        }
        return text + "</svg>\n"
    }

    /// The map as a Mermaid flowchart.
    public func mermaid(_ map: StoryboardMap) -> String {
        var identifiers = MapIdentifiers()
        var lines = ["flowchart LR"]
        for node in map.nodes {
            let name = node.name.replacingCharacters("\"", with: "'")
            let shape = node.isStoryboardReference ? "[[\"\(name)\"]]" : "[\"\(name)\"]"
            lines.append("    \(identifiers.identifier(for: node.id))\(shape)")
        }
        if let initial = map.nodes.first(where: \.isInitial) {
            lines.append("    start(( )) --> \(identifiers.identifier(for: initial.id))")
        }
        for edge in map.edges {
            let label = [edge.kind, edge.label].compactMap { $0 }.joined(separator: ": ").replacingCharacters("\"", with: "'")
            let arrow = edge.kind == "relationship" || edge.kind == "embed" ? "-.->" : "-->"
            lines.append("    \(identifiers.identifier(for: edge.source)) \(arrow)|\"\(label)\"| \(identifiers.identifier(for: edge.destination))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The map as a Graphviz DOT digraph.
    public func dot(_ map: StoryboardMap) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingCharacters("\\", with: "\\\\").replacingCharacters("\"", with: "\\\"") + "\""
        }
        var lines = ["digraph storyboard {", "    rankdir=LR;", "    node [shape=box, style=rounded];"]
        for node in map.nodes {
            var attributes = ["label=\(quoted(node.name))"]
            if node.isStoryboardReference { attributes.append("style=dashed") }
            if node.isInitial { attributes.append("penwidth=2") }
            lines.append("    \(quoted(node.id)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in map.edges {
            let label = [edge.kind, edge.label].compactMap { $0 }.joined(separator: ": ")
            let style = edge.kind == "relationship" || edge.kind == "embed" ? ", style=dashed" : ""
            lines.append("    \(quoted(edge.source)) -> \(quoted(edge.destination)) [label=\(quoted(label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Short identifiers for Mermaid, which reads ids with dashes as operators: `s1`, `s2`…
struct MapIdentifiers {
    private var assigned: [String: String] = [:]

    mutating func identifier(for id: String) -> String {
        if let existing = assigned[id] { return existing }
        let identifier = "s\(assigned.count + 1)"
        assigned[id] = identifier
        return identifier
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }

    func replacingCharacters(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
