/// Writes a layout in its canonical text form:
///
/// - two spaces of indentation; the top-level object has one member per line;
/// - an element's inline members (values, short lists, outlet maps) share its first line; each
///   block member (a list of elements, a constraint list, a nested element that holds such lists)
///   follows, its items one per line, one level deeper:
///
///       {"View": "root", "frame": [0.0, 0.0, 375, 667], "subviews": [
///         {"Label": "title", "text": "Hello"}
///       ], "constraints": [
///         "title.top = root.safeArea.top + 20"
///       ]}
///
/// - the `ids` table lists several entries per line; a line ends after an entry whose name hashes
///   to a multiple of 12 (a boundary that depends on nothing else), so adding or removing an
///   object changes one line of the table (two when its own entry ends a line).
struct LayoutTextWriter {
    private(set) var output: [UInt8] = []

    init() {
        output.reserveCapacity(1 << 16)
    }

    /// Writes a whole layout: `members` are the top-level members, `ids` the id table.
    mutating func writeLayout(members: [LayoutValue.Member], ids: [(name: String, id: String)]) {
        append("{\n")
        var first = true
        for member in members {
            if !first { append(",\n") }
            first = false
            append("  ")
            writeString(member.name)
            append(": ")
            switch member.value {
            case .array(let items, let block) where block && !items.isEmpty:
                append("[\n")
                writeItems(items, indent: 2)
                append("  ]")
            default:
                write(member.value, indent: 1)
            }
        }
        if !ids.isEmpty {
            if !first { append(",\n") }
            append("  \"ids\": {")
            writeIDs(ids)
            append("}")
        }
        append("\n}\n")
    }

    /// Writes one value starting at the current position; nested blocks are indented from `indent`.
    mutating func write(_ value: LayoutValue, indent: Int) {
        switch value {
        case .string(let text): writeString(text)
        case .number(let text): append(text)
        case .bool(let flag): append(flag ? "true" : "false")
        case .null: append("null")
        case .array(let items, let block):
            if block && !items.isEmpty {
                append("[\n")
                writeItems(items, indent: indent + 1)
                appendIndent(indent)
                append("]")
            } else {
                append("[")
                for (index, item) in items.enumerated() {
                    if index > 0 { append(", ") }
                    write(item, indent: indent)
                }
                append("]")
            }
        case .object(let members), .element(let members):
            append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { append(", ") }
                writeString(member.name)
                append(": ")
                write(member.value, indent: indent)
            }
            append("}")
        }
    }

    /// The length in bytes of a value written on one line.
    static func inlineLength(of value: LayoutValue) -> Int {
        var writer = LayoutTextWriter()
        writer.write(value, indent: 0)
        return writer.output.count
    }

    private mutating func writeItems(_ items: [LayoutValue], indent: Int) {
        for (index, item) in items.enumerated() {
            appendIndent(indent)
            write(item, indent: indent)
            append(index + 1 < items.count ? ",\n" : "\n")
        }
    }

    /// The id table: the first entries on the `"ids": {` line, then a few per line.
    private mutating func writeIDs(_ ids: [(name: String, id: String)]) {
        var onLine = 0
        for (index, entry) in ids.enumerated() {
            if onLine > 0 { append(" ") }
            writeString(entry.name)
            append(": ")
            writeString(entry.id)
            onLine += 1
            guard index + 1 < ids.count else { break }
            append(",")
            if Self.endsIDLine(entry.name) {
                append("\n    ")
                onLine = 0
            }
        }
    }

    /// Whether an id-table line ends after the entry for `name` (its FNV-1a hash is a multiple of 12).
    static func endsIDLine(_ name: String) -> Bool {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash % 12 == 0
    }

    private mutating func appendIndent(_ level: Int) {
        for _ in 0..<level { append("  ") }
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// A JSON string: quotes, backslashes and control characters escaped; everything else as UTF-8.
    mutating func writeString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x00..<0x20:
                append("\\u00")
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
