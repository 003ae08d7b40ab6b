/// Writes a ``JSONValue`` in the layout Xcode gives String Catalogs, so that an unchanged catalog read with
/// ``StringCatalogReader`` is written back byte for byte.
///
/// Measured on the 34 catalogs of `../shared/localization`: two spaces of indentation per level; one member or
/// element per line; `"key" : value` (a space on each side of the colon); `,` right after a value; an empty object
/// as `{`, an empty line, and `}` at the indentation of its member (`{\n\n    }`); members in the order of the
/// value (Xcode's order, ``StringCatalogKeyOrder``, for catalogs it wrote). Strings escape `"` and `\` and write
/// line breaks and tabs as `\n` and `\t`, other control characters as `\u00XX` (seen: `\u0018`); `/` and every
/// non-ASCII character are written as they are. Not seen in the files, so written by analogy: empty arrays (as
/// empty objects), `\r`, `\b` and `\f` (as `\r`, `\b`, `\f`, the short escapes JSON has), lower-case hex digits.
/// The final line break is the caller's choice: 32 of the 34 files end with `}` and no line break.
public struct XcodeJSONWriter: Sendable {
    /// Creates an `XcodeJSONWriter`.
    public init() {}

    /// The UTF-8 text of `value`, ending with a line break when `finalLineBreak` is `true`.
    public func bytes(for value: JSONValue, finalLineBreak: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        write(value, level: 0, into: &output)
        if finalLineBreak { output.append(0x0A) }
        return output
    }

    private func write(_ value: JSONValue, level: Int, into output: inout [UInt8]) {
        switch value {
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                output.append(0x0A)
                indent(level + 1, into: &output)
                writeString(member.key, into: &output)
                output.append(contentsOf: " : ".utf8)
                write(member.value, level: level + 1, into: &output)
                if position + 1 < object.members.count { output.append(UInt8(ascii: ",")) }
            }
            close(UInt8(ascii: "}"), empty: object.members.isEmpty, level: level, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                output.append(0x0A)
                indent(level + 1, into: &output)
                write(element, level: level + 1, into: &output)
                if position + 1 < elements.count { output.append(UInt8(ascii: ",")) }
            }
            close(UInt8(ascii: "]"), empty: elements.isEmpty, level: level, into: &output)
        case .string(let string):
            writeString(string, into: &output)
        case .number(let text):
            output.append(contentsOf: text.utf8)
        case .bool(let bool):
            output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    /// The line break (two for an empty container), the indentation and the closing bracket.
    private func close(_ bracket: UInt8, empty: Bool, level: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        if empty { output.append(0x0A) }
        indent(level, into: &output)
        output.append(bracket)
    }

    private func indent(_ level: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.utf8.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
