/// Writes pictures as SVG documents that browsers draw: every object a `<g>` with its IB id, its absolute frame
/// (`data-frame="x y width height"`) and a `<title>`, children clipped where the view clips them.
public struct SVGWriter: Sendable {
    public init() {}

    /// The picture as a standalone SVG document.
    public func svg(_ picture: Picture) -> String {
        var output = SVGOutput()
        let bounds = picture.bounds
        let box = "\(number(bounds.x)) \(number(bounds.y)) \(number(bounds.width)) \(number(bounds.height))"
        output.text += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box)\" width=\"\(number(bounds.width))\" "
            + "height=\"\(number(bounds.height))\" font-family=\"\(attribute(ResolvedFont.systemFamilies.cssList))\">\n"
        output.text += "<title>\(escape(picture.name))</title>\n"
        output.text += "<rect x=\"\(number(bounds.x))\" y=\"\(number(bounds.y))\" width=\"\(number(bounds.width))\" "
            + "height=\"\(number(bounds.height))\" fill=\"\(picture.background.hex)\"\(opacity(picture.background, "fill-opacity"))/>\n"
        for object in picture.objects { write(object, into: &output, depth: 1) }
        output.text += "</svg>\n"
        return output.text
    }

    private struct SVGOutput {
        var text = ""
        var nextClipID = 0
    }

    private func write(_ object: DrawnObject, into output: inout SVGOutput, depth: Int) {
        let indent = String(repeating: " ", count: min(depth, 40))
        let frame = object.frame
        var attributes = ""
        if let id = object.id { attributes += " data-id=\"\(attribute(id))\"" }
        attributes += " data-frame=\"\(number(frame.x)) \(number(frame.y)) \(number(frame.width)) \(number(frame.height))\""
        if !object.hasStoredFrame { attributes += " data-placed=\"true\"" }
        if object.opacity < 1 { attributes += " opacity=\"\(number(max(0, object.opacity)))\"" }
        output.text += "\(indent)<g\(attributes)><title>\(escape(object.title))</title>\n"
        for mark in object.marks { output.text += indent + " " + svg(mark, into: &output) + "\n" }
        if !object.children.isEmpty {
            if object.clipsChildren {
                output.nextClipID += 1
                let clipID = "clip\(output.nextClipID)"
                output.text += "\(indent) <clipPath id=\"\(clipID)\"><rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" "
                    + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/></clipPath>\n"
                output.text += "\(indent) <g clip-path=\"url(#\(clipID))\">\n"
                for child in object.children { write(child, into: &output, depth: depth + 2) }
                output.text += "\(indent) </g>\n"
            } else {
                for child in object.children { write(child, into: &output, depth: depth + 1) }
            }
        }
        for mark in object.overlay { output.text += indent + " " + svg(mark, into: &output) + "\n" }
        output.text += "\(indent)</g>\n"
    }

    private func svg(_ mark: Mark, into output: inout SVGOutput) -> String {
        switch mark {
        case .rectangle(let rect, let fill, let stroke, let lineWidth, let cornerRadius):
            let corner = cornerRadius > 0 ? " rx=\"\(number(min(cornerRadius, rect.width / 2, rect.height / 2)))\"" : ""
            return "<rect x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" "
                + "height=\"\(number(rect.height))\"\(corner)\(paint(fill: fill, stroke: stroke, lineWidth: lineWidth))/>"
        case .ellipse(let rect, let fill, let stroke, let lineWidth):
            return "<ellipse cx=\"\(number(rect.midX))\" cy=\"\(number(rect.midY))\" rx=\"\(number(rect.width / 2))\" "
                + "ry=\"\(number(rect.height / 2))\"\(paint(fill: fill, stroke: stroke, lineWidth: lineWidth))/>"
        case .line(let from, let to, let color, let lineWidth):
            return "<line x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" x2=\"\(number(to.x))\" y2=\"\(number(to.y))\""
                + paint(fill: nil, stroke: color, lineWidth: lineWidth) + "/>"
        case .polyline(let points, let closed, let fill, let stroke, let lineWidth):
            let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            return "<\(closed ? "polygon" : "polyline") points=\"\(list)\""
                + paint(fill: fill, stroke: stroke, lineWidth: lineWidth) + " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        case .text(let block):
            guard block.isClipped else { return text(block, clipID: nil) }
            output.nextClipID += 1
            let clipID = "clip\(output.nextClipID)"
            let frame = block.frame
            return "<clipPath id=\"\(clipID)\"><rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" "
                + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\"/></clipPath>" + text(block, clipID: clipID)
        case .image(let image):
            return self.image(image)
        }
    }

    private func paint(fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double) -> String {
        var result = ""
        if let fill, !fill.isClear {
            result += " fill=\"\(fill.hex)\"" + opacity(fill, "fill-opacity")
        } else {
            result += " fill=\"none\""
        }
        if let stroke, !stroke.isClear {
            result += " stroke=\"\(stroke.hex)\" stroke-width=\"\(number(lineWidth))\"" + opacity(stroke, "stroke-opacity")
        }
        return result
    }

    private func opacity(_ color: RGBAColor, _ name: String) -> String {
        color.alpha < 1 ? " \(name)=\"\(number(color.alpha))\"" : ""
    }

    private func text(_ block: TextBlock, clipID: String?) -> String {
        let style = block.style
        let font = style.font
        let lineHeight = TextLayout.lineHeight(font)
        let total = lineHeight * Double(block.lines.count)
        let top = style.topAligned ? block.frame.y : block.frame.y + (block.frame.height - total) / 2
        let anchor: String
        let x: Double
        switch style.alignment {
        case .leading: (anchor, x) = ("start", block.frame.x)
        case .center: (anchor, x) = ("middle", block.frame.midX)
        case .trailing: (anchor, x) = ("end", block.frame.maxX)
        }
        var result = "<text x=\"\(number(x))\" y=\"\(number(top + (lineHeight - font.size) / 2 + font.size * 0.8))\""
        if font.families != ResolvedFont.systemFamilies {
            result += " font-family=\"\(attribute(font.families.cssList))\""
        }
        result += " font-size=\"\(number(font.size))\""
        if font.weight != 400 { result += " font-weight=\"\(font.weight)\"" }
        if font.italic { result += " font-style=\"italic\"" }
        if anchor != "start" { result += " text-anchor=\"\(anchor)\"" }
        result += " fill=\"\(style.color.hex)\"" + opacity(style.color, "fill-opacity")
        if let clipID { result += " clip-path=\"url(#\(clipID))\"" }
        result += " xml:space=\"preserve\">"
        if block.lines.count == 1 {
            result += escape(block.lines[0])
        } else {
            for (index, line) in block.lines.enumerated() {
                result += "<tspan x=\"\(number(x))\"\(index == 0 ? "" : " dy=\"\(number(lineHeight))\"")>\(escape(line))</tspan>"
            }
        }
        return result + "</text>"
    }

    private func image(_ image: ImageMark) -> String {
        let frame = image.frame
        let position = "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
        switch image.content {
        case .embedded(let mediaType, let base64):
            return "<image \(position) preserveAspectRatio=\"xMidYMid meet\" href=\"data:\(mediaType);base64,\(base64)\"/>"
        case .placeholder, .symbol:
            let color = image.tint ?? RGBAColor(white: 0.55)
            let isSymbol = image.content == .symbol
            var result = "<g class=\"\(isSymbol ? "symbol" : "image-placeholder")\"><rect \(position)"
                + " fill=\"\(color.hex)\" fill-opacity=\"0.12\" stroke=\"\(color.hex)\" stroke-opacity=\"0.6\""
                + " stroke-width=\"0.5\"\(isSymbol ? " rx=\"\(number(min(frame.width, frame.height) / 4))\"" : " stroke-dasharray=\"3 2\"")/>"
            if frame.width >= 12, frame.height >= 8 {
                let size = max(5, min(11, frame.height / 3, frame.width / Double(max(4, image.name.count)) * 1.8))
                result += "<text x=\"\(number(frame.midX))\" y=\"\(number(frame.midY + size * 0.35))\" font-size=\"\(number(size))\""
                    + " text-anchor=\"middle\" fill=\"\(color.hex)\" class=\"image-name\">\(escape(image.name))</text>"
            }
            return result + "</g>"
        }
    }
}

extension [String] {
    /// Families as a CSS list, names with spaces quoted.
    var cssList: String {
        map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
    }
}

/// A number as SVG writes it: at most two decimals, no trailing zeros.
func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return "0" }
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// Text as XML element content: markup escaped, characters XML cannot hold dropped.
func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\t", "\n", "\r": result.unicodeScalars.append(" ")
        default:
            let value = scalar.value
            if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { continue }
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Text as an XML attribute value.
func attribute(_ text: String) -> String {
    escape(text).replacingQuotes
}

extension String {
    fileprivate var replacingQuotes: String {
        var result = ""
        for character in self {
            if character == "\"" { result += "&quot;" } else { result.append(character) }
        }
        return result
    }
}
