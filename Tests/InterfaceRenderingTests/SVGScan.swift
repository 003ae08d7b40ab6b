import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What a test reads back from an SVG picture: each object group's id, frame and whether it or a group around it
/// was placed by the renderer, and the text of every `<text>` element.
struct SVGScan {
    struct Group {
        var id: String?
        var frame: [Double]
        /// The group carries `data-placed`: the renderer chose its frame (or the frame of the view it is composed in).
        var placed: Bool
    }

    var groups: [Group] = []
    var texts: [String] = []
    var parseError: String?

    init(_ svg: String) {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        if !parser.parse() {
            parseError = parser.parserError.map { "\($0)" } ?? "unknown XML error"
        }
        groups = delegate.groups
        texts = delegate.texts
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var groups: [Group] = []
        var texts: [String] = []
        private var textDepth = 0
        private var currentText = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "g":
                let placed = attributes["data-placed"] != nil
                if let frame = attributes["data-frame"] {
                    groups.append(Group(id: attributes["data-id"], frame: frame.split(separator: " ").compactMap { Double($0) },
                                        placed: placed))
                }
            case "text":
                textDepth += 1
                if textDepth == 1 { currentText = "" }
            case "tspan":
                if textDepth > 0, !currentText.isEmpty { currentText += " " }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if textDepth > 0 { currentText += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "text":
                textDepth -= 1
                if textDepth == 0 { texts.append(currentText) }
            default: break
            }
        }
    }
}
