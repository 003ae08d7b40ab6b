/// Elements and attribute values written compactly for people: colours as `#007AFF`, `white 0.5` or their name,
/// fonts as `system 17`, rectangles as `{0, 0, 375×667}`, runtime attributes as `keyPath = value`, anything else as
/// its attributes and keyed children. Values are unescaped.
struct ValueText {
    let tree: SourceTree

    /// The longest compact form before it is cut with `…`.
    static let maximumLength = 240

    /// The element's value, compactly.
    func compact(_ index: Int) -> String {
        let text = compactUncut(index)
        guard text.count > Self.maximumLength else { return text }
        return String(text.prefix(Self.maximumLength - 1)) + "…"
    }

    /// Every attribute but the role and every keyed child, for when the compact forms of two different values are
    /// the same (`#FFFFFF` in two colour spaces).
    func full(_ index: Int) -> String {
        let element = tree[index]
        var parts = element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\(XMLText.unescaped($0.value))" }
        for child in element.children { parts.append("\(label(of: child))=\(full(child))") }
        if let content = text(of: index) { parts.append(quoted(content)) }
        return parts.isEmpty ? element.name : parts.joined(separator: " ")
    }

    /// Whether two elements (of two trees) hold the same value: names, attributes in any order, texts and children.
    static func sameValue(_ left: SourceTree, _ l: Int, _ right: SourceTree, _ r: Int) -> Bool {
        let a = left[l], b = right[r]
        guard a.name == b.name, a.attributes.count == b.attributes.count, a.children.count == b.children.count else { return false }
        for attribute in a.attributes where b.attribute(attribute.name) != attribute.value { return false }
        let textA = left.content(of: l), textB = right.content(of: r)
        switch (textA, textB) {
        case let (x?, y?): if !x.elementsEqual(y) { return false }
        case (nil, nil): break
        default:
            // An empty element written `<x/>` or `<x></x>` is the same value.
            if !(textA?.isEmpty ?? true) || !(textB?.isEmpty ?? true) { return false }
        }
        for (x, y) in zip(a.children, b.children) where !sameValue(left, x, right, y) { return false }
        return true
    }

    // MARK: Kinds

    private func compactUncut(_ index: Int) -> String {
        let element = tree[index]
        switch element.name {
        case "color": return color(index)
        case "fontDescription", "font": return font(element)
        case "rect": return "{\(number(element, "x")), \(number(element, "y")), \(number(element, "width"))×\(number(element, "height"))}"
        case "size": return "\(number(element, "width"))×\(number(element, "height"))"
        case "point": return "(\(number(element, "x")), \(number(element, "y")))"
        case "real", "integer", "number", "boolean":
            if let value = element.attribute("value") { return XMLText.unescaped(value) }
        case "nil": return "nil"
        case "string", "mutableString":
            return quoted(text(of: index) ?? element.attribute("value").map(XMLText.unescaped) ?? "")
        case "userDefinedRuntimeAttribute":
            let keyPath = element.attribute("keyPath").map(XMLText.unescaped) ?? "?"
            if let value = element.attribute("value") { return "\(keyPath) = \(XMLText.unescaped(value))" }
            if let child = element.children.first { return "\(keyPath) = \(compactUncut(child))" }
            return "\(keyPath) (\(element.attribute("type") ?? "value"))"
        default:
            break
        }
        return generic(index)
    }

    /// Attributes other than the role, then keyed children in braces.
    private func generic(_ index: Int) -> String {
        let element = tree[index]
        var parts = element.attributes.filter { $0.name != "key" }.map { attribute -> String in
            let value = XMLText.unescaped(attribute.value)
            return "\(attribute.name)=\(needsQuotes(value) ? quoted(value) : value)"
        }
        for child in element.children { parts.append("\(label(of: child))=\(compactUncut(child))") }
        if let content = text(of: index), !content.isEmpty { parts.append(quoted(content)) }
        if parts.isEmpty { return element.name }
        let body = parts.joined(separator: " ")
        return element.children.isEmpty ? body : "{\(body)}"
    }

    private func color(_ index: Int) -> String {
        let element = tree[index]
        var text: String
        if let name = element.attribute("systemColor") ?? element.attribute("cocoaTouchSystemColor") ?? element.attribute("name") {
            text = XMLText.unescaped(name)
        } else if let red = element.attribute("red").flatMap(Double.init), let green = element.attribute("green").flatMap(Double.init),
                  let blue = element.attribute("blue").flatMap(Double.init) {
            text = "#" + [red, green, blue].map(Self.hexByte).joined()
        } else if let white = element.attribute("white") {
            text = "white \(Self.trimmed(white))"
        } else {
            return generic(index)
        }
        if let alpha = element.attribute("alpha"), let value = Double(alpha), value != 1 { text += " alpha \(Self.trimmed(alpha))" }
        return text
    }

    private func font(_ element: SourceTree.Element) -> String {
        var parts: [String] = []
        if let name = element.attribute("name") {
            parts.append(XMLText.unescaped(name))
        } else if let style = element.attribute("style") {
            parts.append(style)
        } else if let type = element.attribute("type") ?? element.attribute("metaFont") {
            parts.append(type)
        }
        if let weight = element.attribute("weight") { parts.append(weight) }
        if let size = element.attribute("pointSize") ?? element.attribute("size") { parts.append(Self.trimmed(size)) }
        return parts.isEmpty ? element.name : parts.joined(separator: " ")
    }

    // MARK: Pieces

    /// A child's label among its parent's values: its role (`key`), else its name.
    private func label(of index: Int) -> String {
        let element = tree[index]
        return element.attribute("key") ?? element.attribute("keyPath") ?? element.name
    }

    private func text(of index: Int) -> String? {
        tree.content(of: index).map { XMLText.unescaped(String(decoding: $0, as: UTF8.self)) }
    }

    private func number(_ element: SourceTree.Element, _ name: String) -> String {
        element.attribute(name).map(Self.trimmed) ?? "0"
    }

    /// `16.0` as `16`, other numbers as written.
    static func trimmed(_ number: String) -> String {
        number.hasSuffix(".0") ? String(number.dropLast(2)) : number
    }

    private static func hexByte(_ component: Double) -> String {
        let value = Int((min(max(component, 0), 1) * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }

    private func needsQuotes(_ value: String) -> Bool {
        value.isEmpty || value.contains(" ") || value.contains("\"") || value.contains("\n")
    }

    /// A text in double quotes, with quotes, backslashes, newlines and tabs escaped so it stays on one line.
    func quoted(_ value: String) -> String {
        Self.quoted(value)
    }

    /// A text in double quotes, with quotes, backslashes, newlines and tabs escaped so it stays on one line.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for character in value {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r\n": result += "\\r\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
