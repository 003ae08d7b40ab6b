/// Writes pictures as SVG documents that browsers draw: every object a `<g>` with its IB id, its absolute frame
/// (`data-frame="x y width height"`) and a `<title>`, children clipped where the view clips them.
public struct SVGWriter: Sendable {
/// A writer.
    public init() {}

    /// The picture as a standalone SVG document.
    public func svg(_ picture: Picture) -> String {
        svg(picture, idPrefix: "clip")
    }

    /// The picture with its clip path ids starting with `idPrefix`, so that pictures nested in one document (the
    /// storyboard map) keep ids of their own.
    func svg(_ picture: Picture, idPrefix: String) -> String {
        var output = Output()
        output.idPrefix = idPrefix
        let bounds = picture.bounds
        output.buffer.append(static: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        output.numbers([bounds.x, bounds.y, bounds.width, bounds.height])
        output.buffer.append(static: "\"")
        output.buffer.attribute("width", bounds.width)
        output.buffer.attribute("height", bounds.height)
        output.buffer.attribute("font-family", Self.systemFamilies)
        output.buffer.append(static: ">\n<title>")
        output.buffer.append(escaped: picture.name)
        output.buffer.append(static: "</title>\n")
        output.mark(.rectangle(bounds, fill: picture.background))
        output.buffer.append(static: "\n")
        for object in picture.objects { output.write(object, depth: 1) }
        output.buffer.append(static: "</svg>\n")
        return output.buffer.text
    }

    static let systemFamilies = ResolvedFont.systemFamilies.cssList

    /// The document being written, and the next free clip path id.
    private struct Output {
        var buffer = SVGBuffer(capacity: 16_384)
        var nextClipID = 0
        var idPrefix = "clip"

        mutating func clipReference(_ id: Int) {
            buffer.append(static: " clip-path=\"url(#")
            buffer.append(idPrefix)
            buffer.append(number: Double(id))
            buffer.append(static: ")\"")
        }

        mutating func numbers(_ values: [Double]) {
            for (index, value) in values.enumerated() {
                if index > 0 { buffer.append(static: " ") }
                buffer.append(number: value)
            }
        }

        mutating func indent(_ depth: Int) {
            for _ in 0..<min(depth, 40) { buffer.append(static: " ") }
        }

        mutating func write(_ object: DrawnObject, depth: Int) {
            indent(depth)
            buffer.append(static: "<g")
            if let id = object.id { buffer.attribute("data-id", id) }
            buffer.append(static: " data-frame=\"")
            numbers([object.frame.x, object.frame.y, object.frame.width, object.frame.height])
            buffer.append(static: "\"")
            if !object.hasStoredFrame { buffer.append(static: " data-placed=\"true\"") }
            if object.opacity < 1 { buffer.attribute("opacity", max(0, object.opacity)) }
            buffer.append(static: "><title>")
            buffer.append(escaped: object.title)
            buffer.append(static: "</title>\n")
            for mark in object.marks { line(mark, depth: depth) }
            if !object.children.isEmpty {
                if object.clipsChildren {
                    nextClipID += 1
                    indent(depth + 1)
                    clipPath(nextClipID, object.frame)
                    buffer.append(static: "\n")
                    indent(depth + 1)
                    buffer.append(static: "<g")
                    clipReference(nextClipID)
                    buffer.append(static: ">\n")
                    for child in object.children { write(child, depth: depth + 2) }
                    indent(depth + 1)
                    buffer.append(static: "</g>\n")
                } else {
                    for child in object.children { write(child, depth: depth + 1) }
                }
            }
            for mark in object.overlay { line(mark, depth: depth) }
            indent(depth)
            buffer.append(static: "</g>\n")
        }

        private mutating func line(_ mark: Mark, depth: Int) {
            indent(depth + 1)
            self.mark(mark)
            buffer.append(static: "\n")
        }

        mutating func clipPath(_ id: Int, _ frame: PictureRect) {
            buffer.append(static: "<clipPath id=\"")
            buffer.append(idPrefix)
            buffer.append(number: Double(id))
            buffer.append(static: "\"><rect")
            rect(frame)
            buffer.append(static: "/></clipPath>")
        }

        mutating func rect(_ rect: PictureRect) {
            buffer.attribute("x", rect.x)
            buffer.attribute("y", rect.y)
            buffer.attribute("width", rect.width)
            buffer.attribute("height", rect.height)
        }

        mutating func mark(_ mark: Mark) {
            switch mark {
            case .rectangle(let rect, let fill, let stroke, let lineWidth, let cornerRadius):
                buffer.append(static: "<rect")
                self.rect(rect)
                if cornerRadius > 0 { buffer.attribute("rx", min(cornerRadius, rect.width / 2, rect.height / 2)) }
                paint(fill: fill, stroke: stroke, lineWidth: lineWidth)
                buffer.append(static: "/>")
            case .ellipse(let rect, let fill, let stroke, let lineWidth):
                buffer.append(static: "<ellipse")
                buffer.attribute("cx", rect.midX)
                buffer.attribute("cy", rect.midY)
                buffer.attribute("rx", rect.width / 2)
                buffer.attribute("ry", rect.height / 2)
                paint(fill: fill, stroke: stroke, lineWidth: lineWidth)
                buffer.append(static: "/>")
            case .line(let from, let to, let color, let lineWidth):
                buffer.append(static: "<line")
                buffer.attribute("x1", from.x)
                buffer.attribute("y1", from.y)
                buffer.attribute("x2", to.x)
                buffer.attribute("y2", to.y)
                paint(fill: nil, stroke: color, lineWidth: lineWidth)
                buffer.append(static: "/>")
            case .polyline(let points, let closed, let fill, let stroke, let lineWidth):
                buffer.append(closed ? "<polygon points=\"" : "<polyline points=\"")
                for (index, point) in points.enumerated() {
                    if index > 0 { buffer.append(static: " ") }
                    buffer.append(number: point.x)
                    buffer.append(static: ",")
                    buffer.append(number: point.y)
                }
                buffer.append(static: "\"")
                paint(fill: fill, stroke: stroke, lineWidth: lineWidth)
                buffer.append(static: " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
            case .text(let block):
                if block.isClipped {
                    nextClipID += 1
                    clipPath(nextClipID, block.frame)
                    text(block, clipID: nextClipID)
                } else {
                    text(block, clipID: nil)
                }
            case .image(let image):
                self.image(image)
            }
        }

        private mutating func paint(fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double) {
            if let fill, !fill.isClear {
                color("fill", fill)
                if fill.alpha < 1 { buffer.attribute("fill-opacity", fill.alpha) }
            } else {
                buffer.append(static: " fill=\"none\"")
            }
            if let stroke, !stroke.isClear {
                color("stroke", stroke)
                buffer.attribute("stroke-width", lineWidth)
                if stroke.alpha < 1 { buffer.attribute("stroke-opacity", stroke.alpha) }
            }
        }

        private mutating func color(_ name: StaticString, _ color: RGBAColor) {
            buffer.append(static: " ")
            buffer.append(static: name)
            buffer.append(static: "=\"")
            buffer.append(hex: color)
            buffer.append(static: "\"")
        }

        private mutating func text(_ block: TextBlock, clipID: Int?) {
            let style = block.style
            let font = style.font
            let lineHeight = TextLayout.lineHeight(font)
            let total = lineHeight * Double(block.lines.count)
            let top = style.topAligned ? block.frame.y : block.frame.y + (block.frame.height - total) / 2
            let x: Double
            switch style.alignment {
            case .leading: x = block.frame.x
            case .center: x = block.frame.midX
            case .trailing: x = block.frame.maxX
            }
            buffer.append(static: "<text")
            buffer.attribute("x", x)
            buffer.attribute("y", top + (lineHeight - font.size) / 2 + font.size * 0.8)
            if font.families != ResolvedFont.systemFamilies { buffer.attribute("font-family", font.families.cssList) }
            buffer.attribute("font-size", font.size)
            if font.weight != 400 { buffer.attribute("font-weight", Double(font.weight)) }
            if font.italic { buffer.append(static: " font-style=\"italic\"") }
            switch style.alignment {
            case .leading: break
            case .center: buffer.append(static: " text-anchor=\"middle\"")
            case .trailing: buffer.append(static: " text-anchor=\"end\"")
            }
            color("fill", style.color)
            if style.color.alpha < 1 { buffer.attribute("fill-opacity", style.color.alpha) }
            if let clipID { clipReference(clipID) }
            buffer.append(static: " xml:space=\"preserve\">")
            if block.lines.count == 1 {
                buffer.append(escaped: block.lines[0])
            } else {
                for (index, line) in block.lines.enumerated() {
                    buffer.append(static: "<tspan")
                    buffer.attribute("x", x)
                    if index > 0 { buffer.attribute("dy", lineHeight) }
                    buffer.append(static: ">")
                    buffer.append(escaped: line)
                    buffer.append(static: "</tspan>")
                }
            }
            buffer.append(static: "</text>")
        }

        private mutating func image(_ image: ImageMark) {
            let frame = image.frame
            switch image.content {
            case .embedded(let mediaType, let base64):
                buffer.append(static: "<image")
                rect(frame)
                buffer.append(static: " preserveAspectRatio=\"xMidYMid meet\" href=\"data:")
                buffer.append(mediaType)
                buffer.append(static: ";base64,")
                buffer.append(base64)
                buffer.append(static: "\"/>")
            case .placeholder, .symbol:
                let tint = image.tint ?? RGBAColor(white: 0.55)
                let isSymbol = image.content == .symbol
                buffer.append(isSymbol ? "<g class=\"symbol\"><rect" : "<g class=\"image-placeholder\"><rect")
                rect(frame)
                color("fill", tint)
                buffer.append(static: " fill-opacity=\"0.12\"")
                color("stroke", tint)
                buffer.append(static: " stroke-opacity=\"0.6\" stroke-width=\"0.5\"")
                if isSymbol {
                    buffer.attribute("rx", min(frame.width, frame.height) / 4)
                } else {
                    buffer.append(static: " stroke-dasharray=\"3 2\"")
                }
                buffer.append(static: "/>")
                if frame.width >= 12, frame.height >= 8 {
                    let size = max(5, min(11, frame.height / 3, frame.width / Double(max(4, image.name.count)) * 1.8))
                    buffer.append(static: "<text")
                    buffer.attribute("x", frame.midX)
                    buffer.attribute("y", frame.midY + size * 0.35)
                    buffer.attribute("font-size", size)
                    buffer.append(static: " text-anchor=\"middle\"")
                    color("fill", tint)
                    buffer.append(static: " class=\"image-name\">")
                    buffer.append(escaped: image.name)
                    buffer.append(static: "</text>")
                }
                buffer.append(static: "</g>")
            }
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
    var buffer = SVGBuffer(capacity: 16)
    buffer.append(number: value)
    return buffer.text
}

/// Text as XML element content: markup escaped, characters XML cannot hold dropped.
func escape(_ text: String) -> String {
    var buffer = SVGBuffer(capacity: text.utf8.count + 8)
    buffer.append(escaped: text)
    return buffer.text
}

/// Text as an XML attribute value.
func attribute(_ text: String) -> String {
    var buffer = SVGBuffer(capacity: text.utf8.count + 8)
    buffer.append(escaped: text, inAttribute: true)
    return buffer.text
}
