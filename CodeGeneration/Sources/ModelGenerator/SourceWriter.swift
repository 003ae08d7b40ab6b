/// Builds Swift source line by line, with indentation and documentation comments wrapped to the line width.
struct SourceWriter {
    private(set) var text = ""
    private var indentation = 0
    static let lineWidth = 120

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: indentation) + content + "\n"
    }

    /// Writes `open`, the lines `body` writes one level deeper, and `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(open)
        indentation += 1
        body(&self)
        indentation -= 1
        line(close)
    }

    /// A `///` comment: each line of `doc` is a paragraph, wrapped to the line width, except lines of code
    /// blocks and lists, which are kept as they are.
    mutating func doc(_ doc: String?) {
        guard let doc, !doc.isEmpty else { return }
        let prefix = String(repeating: "    ", count: indentation) + "/// "
        var inCode = false
        for paragraph in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if paragraph.hasPrefix("```") { inCode.toggle() }
            if inCode || paragraph.hasPrefix("```") || paragraph.hasPrefix(" ") || paragraph.isEmpty {
                text += (prefix + paragraph).trimmingTrailingSpaces() + "\n"
                continue
            }
            for wrapped in Self.wrap(String(paragraph), width: Self.lineWidth - prefix.count) {
                text += prefix + wrapped + "\n"
            }
        }
    }

    /// A call or declaration `head(` + `items` + `)` + `tail`, on one line when it fits, else wrapped with the
    /// items aligned after the opening parenthesis.
    mutating func list(_ head: String, _ items: [String], _ tail: String, brackets: (String, String) = ("(", ")")) {
        let (open, close) = brackets
        let prefix = String(repeating: "    ", count: indentation)
        let single = prefix + head + open + items.joined(separator: ", ") + close + tail
        if single.count <= Self.lineWidth || items.isEmpty {
            text += single + "\n"
            return
        }
        let continuation = String(repeating: " ", count: prefix.count + head.count + 1)
        let start = prefix + head + open
        var current = start
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? close + tail : ",")
            let candidate = current == start ? current + piece : current + " " + piece
            if candidate.count > Self.lineWidth && current != start && current != continuation {
                text += current + "\n"
                current = continuation + piece
            } else {
                current = candidate
            }
        }
        text += current + "\n"
    }

    /// The lines `body` writes, one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// A declaration whose parameters `list` writes, followed by a block.
    mutating func listBlock(_ head: String, _ items: [String], _ body: (inout SourceWriter) -> Void) {
        list(head, items, " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    static func wrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
