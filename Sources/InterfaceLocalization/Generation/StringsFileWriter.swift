import Foundation

/// Writes the strings file `ibtool --generate-strings-file` writes for a document's texts, byte for byte: a leading
/// empty line, each entry as ibtool's comment (`/* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */`)
/// and its `"key" = "value";` line, entries separated by an empty line; UTF-16 little-endian with a byte order mark
/// as ibtool writes it, or UTF-8 without one.
public struct StringsFileWriter: Sendable {
    /// The encodings the writer writes.
    public enum Encoding: String, Sendable, CaseIterable {
        /// UTF-16 little-endian with a byte order mark: what ibtool writes.
        case utf16
        /// UTF-8 without a byte order mark: what most projects commit.
        case utf8
    }

    /// The encoding of the bytes written.
    public var encoding: Encoding

    /// A writer in `encoding`.
    public init(encoding: Encoding = .utf16) {
        self.encoding = encoding
    }

    /// The file's bytes for `texts` (in the order given; ``TextExtractor`` gives ibtool's).
    public func data(for texts: [ExtractedText]) -> Data {
        Self.encode(Self.text(for: texts), as: encoding)
    }

    /// The file's text for `texts`.
    public static func text(for texts: [ExtractedText]) -> String {
        var text = "\n"
        for (index, entry) in texts.enumerated() {
            if index > 0 { text += "\n" }
            text += comment(for: entry) + "\n" + line(key: entry.key, value: entry.text) + "\n"
        }
        return text
    }

    /// ibtool's comment for a text: its class, label, base text, object id and the localizer's note.
    public static func comment(for entry: ExtractedText) -> String {
        String(decoding: commentBytes(for: entry), as: UTF8.self)
    }

    /// ``comment(for:)`` as UTF-8, put together byte by byte (the audit compares every entry's comment with it).
    package static func commentBytes(for entry: ExtractedText) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entry.text.utf8.count + entry.className.utf8.count + entry.key.utf8.count + 48)
        func add(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func addEscaped(_ text: String) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(0x5C); bytes.append(byte)
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(UInt8(ascii: "n"))
                case 0x09: bytes.append(0x5C); bytes.append(UInt8(ascii: "t"))
                default: bytes.append(byte)
                }
            }
        }
        add("/* Class = \"")
        addEscaped(entry.className)
        add("\"; ")
        add(entry.commentLabel)
        add(" = \"")
        addEscaped(entry.text)
        add("\"; ObjectID = \"")
        addEscaped(entry.objectID)
        add("\"; ")
        if let note = entry.note {
            add("Note = \"")
            addEscaped(note)
            add("\"; ")
        }
        add("*/")
        return bytes
    }

    /// `"key" = "value";`, both escaped.
    public static func line(key: String, value: String) -> String {
        "\"\(escaped(key))\" = \"\(escaped(value))\";"
    }

    /// A text escaped as ibtool escapes it, in comments and values alike: `"` as `\"`, `\` as `\\`, a line break as
    /// `\n`, a tab as `\t`; every other character as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0 == "\n" || $0 == "\t" }) else {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` in `encoding`: UTF-16LE with its byte order mark, or UTF-8 without one.
    public static func encode(_ text: String, as encoding: Encoding) -> Data {
        switch encoding {
        case .utf8:
            return Data(text.utf8)
        case .utf16:
            var bytes: [UInt8] = [0xFF, 0xFE]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 {
                bytes.append(UInt8(unit & 0xFF))
                bytes.append(UInt8(unit >> 8))
            }
            return Data(bytes)
        }
    }
}
