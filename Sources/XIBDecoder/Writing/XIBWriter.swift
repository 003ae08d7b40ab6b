#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Writes a `NodeDocument` as Interface Builder XML, formatted the way Xcode writes it: the XML
/// declaration (`XcodeDeclaration`: `standalone="no"` as the file had it, or for the Xcode versions
/// that wrote it), four-space
/// indentation, attributes and children in the document's order, empty elements closed with `/>`,
/// text inline, XML escaping (`&amp;`, `&lt;`, `&gt;`, `&quot;`, and character references for line
/// breaks and tabs inside attributes), and the comments Xcode writes (``XcodeComments``): a label
/// before each storyboard scene, the time inside each `<date>`.
///
/// A document read from a file Xcode wrote comes back byte for byte; a document read from a JSON
/// layout (`JSONLayout`, which puts attributes and children in Xcode's order) or built in code
/// becomes a XIB or storyboard as Xcode would write it.
public struct XIBWriter: Sendable {
    /// Creates a `XIBWriter` with the default settings.
    public init() {}

    /// The XML text of a document.
    public func xml(for document: NodeDocument) -> String {
        String(decoding: bytes(for: document), as: UTF8.self)
    }

    /// The XML of a document, as UTF-8 data.
    public func data(for document: NodeDocument) -> Data {
        Data(bytes(for: document))
    }

    func bytes(for document: NodeDocument) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(document.elementCount * 80)
        output.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"".utf8)
        if XcodeDeclaration.declaresStandaloneNo(document) { output.append(contentsOf: " standalone=\"no\"".utf8) }
        output.append(contentsOf: "?>\n".utf8)
        let style = Style(document)
        write(document.root, of: document, style: style, depth: 0, into: &output)
        if !style.endsWithLineBreak, output.last == UInt8(ascii: "\n") { output.removeLast() }
        return output
    }

    /// Writes an element on its own lines, or, inside an element with text (mixed content, which
    /// Interface Builder never writes but reads), without the line breaks and indentation that
    /// would become part of that text.
    private func write(_ element: ElementID, of document: NodeDocument, style: Style, depth: Int, inline: Bool = false,
                       into output: inout [UInt8]) {
        if !inline, let label = ObjectNaming.sceneComment(of: element, in: document) {
            indent(depth, into: &output)
            comment(label, into: &output)
            output.append(UInt8(ascii: "\n"))
        }
        if !inline { indent(depth, into: &output) }
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: document.name(of: element).utf8)
        for (name, value) in document.attributes(of: element) {
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: name.utf8)
            output.append(contentsOf: "=\"".utf8)
            escape(value, inAttribute: true, greaterThan: style.escapesGreaterThanInAttributes, into: &output)
            output.append(UInt8(ascii: "\""))
        }
        let children = document.children(of: element)
        let hasText = document.hasText(element)
        if children.isEmpty, !hasText, !inline, let date = XcodeComments.dateText(of: element, in: document) {
            output.append(contentsOf: ">\n".utf8)
            indent(depth + 1, into: &output)
            comment(date, into: &output)
            output.append(UInt8(ascii: "\n"))
            indent(depth, into: &output)
            output.append(contentsOf: "</date>\n".utf8)
            return
        }
        if children.isEmpty && !hasText && !Style.isWrittenOpen(element, of: document) {
            output.append(contentsOf: "/>".utf8)
            if !inline { output.append(UInt8(ascii: "\n")) }
            return
        }
        output.append(UInt8(ascii: ">"))
        if hasText {
            escape(document.text(of: element), inAttribute: false, into: &output)
            for child in children { write(child, of: document, style: style, depth: depth + 1, inline: true, into: &output) }
        } else if !children.isEmpty {
            output.append(UInt8(ascii: "\n"))
            for child in children { write(child, of: document, style: style, depth: depth + 1, into: &output) }
            indent(depth, into: &output)
        }
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: document.name(of: element).utf8)
        output.append(UInt8(ascii: ">"))
        if !inline { output.append(UInt8(ascii: "\n")) }
    }

    /// What of Xcode's writing changed between Xcode releases, for one document (measured on the
    /// corpus and 2,000 outside files).
    struct Style {
        /// Xcode 6 and earlier (tools versions below 7000) wrote `>` in attribute values as it is;
        /// every later file measured escapes it (`&gt;`), as does a document without a tools version.
        let escapesGreaterThanInAttributes: Bool
        /// Xcode 4.2 to 5.0 (tools versions below 5000), which declared `standalone="no"`, ended the file
        /// without a line break (30 of the 31 such files measured; the one Xcode 4.2 storyboard measured
        /// without the declaration ends with one).
        let endsWithLineBreak: Bool

        init(_ document: NodeDocument) {
            let tools = XcodeDeclaration.toolsVersion(document.attribute("toolsVersion", of: document.root))
            escapesGreaterThanInAttributes = !(tools > 0 && tools < 7000)
            endsWithLineBreak = !(tools > 0 && tools < 5000 && XcodeDeclaration.declaresStandaloneNo(document))
        }

        /// An empty `<string>` (an empty item of a string list, an empty placeholder of a binding's
        /// options) is written `<string></string>`, as all 26 in the document-format files measured
        /// are; every other empty element is closed with `/>` (`<attributedString key="…"/>`).
        static func isWrittenOpen(_ element: ElementID, of document: NodeDocument) -> Bool {
            document.name(of: element) == "string"
        }
    }

    /// `<!--text-->`, with any `--` (which a comment cannot hold) and a final `-` spaced apart.
    private func comment(_ text: String, into output: inout [UInt8]) {
        output.append(contentsOf: "<!--".utf8)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-"), previous == UInt8(ascii: "-") { output.append(UInt8(ascii: " ")) }
            output.append(byte)
            previous = byte
        }
        if previous == UInt8(ascii: "-") { output.append(UInt8(ascii: " ")) }
        output.append(contentsOf: "-->".utf8)
    }

    private func indent(_ depth: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 4))
    }

    /// XML escaping: `&`, `<`, `>` and carriage returns everywhere; in attributes also `"`, and line
    /// breaks and tabs, which an attribute's value would otherwise lose to normalisation.
    private func escape(_ value: String, inAttribute: Bool, greaterThan: Bool = true, into output: inout [UInt8]) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">") where greaterThan: output.append(contentsOf: "&gt;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            case UInt8(ascii: "\"") where inAttribute: output.append(contentsOf: "&quot;".utf8)
            case 0x0A where inAttribute: output.append(contentsOf: "&#10;".utf8)
            case 0x09 where inAttribute: output.append(contentsOf: "&#9;".utf8)
            default: output.append(byte)
            }
        }
    }
}
