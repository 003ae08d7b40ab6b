/// Strings Interface Builder stores base64-encoded because they hold control characters:
/// `<string key="keyEquivalent" base64-UTF8="YES">DQ</string>` (newer) or
/// `<string type="base64-UTF8" key="title">…</string>` (older). The decoder hands out the decoded text.
package enum Base64Text {
    /// The index of the attribute that marks the element's text as base64, if it has one.
    static func encodingAttribute(of element: ElementID, in document: NodeDocument) -> Int? {
        if let index = document.attributeIndex("base64-UTF8", of: element), document.attributeValue(at: index, equals: "YES") {
            return index
        }
        if let index = document.attributeIndex("type", of: element), document.attributeValue(at: index, equals: "base64-UTF8") {
            return index
        }
        return nil
    }

    /// Decodes base64 text as UTF-8, ignoring whitespace and tolerating missing padding
    /// (Interface Builder writes `DQ` for a carriage return). `nil` when it is not base64 or not UTF-8.
    package static func decodeUTF8(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for scalar in text.unicodeScalars {
            let value: UInt32
            switch scalar {
            case "A"..."Z": value = scalar.value - 65
            case "a"..."z": value = scalar.value - 97 + 26
            case "0"..."9": value = scalar.value - 48 + 52
            case "+", "-": value = 62
            case "/", "_": value = 63
            case "=", " ", "\n", "\r", "\t": continue
            default: return nil
            }
            buffer = (buffer << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        var decoded = ""
        var iterator = bytes.makeIterator()
        var utf8 = UTF8()
        while true {
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar): decoded.unicodeScalars.append(scalar)
            case .emptyInput: return decoded
            case .error: return nil
            }
        }
    }

    /// `text`'s UTF-8 in base64 without padding, on a line of its own, as Interface Builder writes it (`\nGw\n`
    /// for Escape): what ``decodeUTF8(_:)`` reads back.
    /// Whether Interface Builder stores `text` in base64: when it holds a control character other
    /// than tab and line feed (a key equivalent's Return or Escape), Delete, or a character XML 1.0
    /// cannot hold at all.
    package static func needsEncoding(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F || !XMLCharacter.isAllowed(scalar.value)
        }
    }

    package static func encodeUTF8(_ text: String) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let bytes = Array(text.utf8)
        var output = ""
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(16 - 8 * $1.offset) }
            for position in 0...chunk.count { output.append(alphabet[Int(value >> UInt32(18 - 6 * position)) & 63]) }
            index += 3
        }
        return "\n" + output + "\n"
    }
}
