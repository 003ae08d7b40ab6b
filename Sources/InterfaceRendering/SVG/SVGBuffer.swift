/// The bytes of an SVG document being written: text appended as UTF-8, numbers in SVG's short form, text escaped for
/// XML, without the temporary strings that interpolation makes.
struct SVGBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4_096) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`).
    mutating func append(number value: Double) {
        guard value.isFinite, abs(value) < 1e12 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var hundredths = Int((value * 100).rounded())
        if hundredths < 0 {
            bytes.append(UInt8(ascii: "-"))
            hundredths = -hundredths
        }
        appendDigits(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    private mutating func appendDigits(_ value: Int) {
        if value >= 10 { appendDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `#rrggbb`.
    mutating func append(hex color: RGBAColor) {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "#"))
        for component in [color.red, color.green, color.blue] {
            let byte = Int((component * 255).rounded())
            bytes.append(digits[byte >> 4])
            bytes.append(digits[byte & 15])
        }
    }

    /// `name="value"` with a leading space, the value a number.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        bytes.append(UInt8(ascii: " "))
        append(static: name)
        bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
        append(number: value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `name="value"` with a leading space, the value text escaped for an attribute.
    mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        append(static: name)
        bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
        append(escaped: value, inAttribute: true)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func append(static text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text as XML content (or an attribute value): markup escaped, line breaks and tabs as spaces, characters XML
    /// cannot hold dropped.
    mutating func append(escaped text: String, inAttribute: Bool = false) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: append(static: "&amp;")
            case 0x3C: append(static: "&lt;")
            case 0x3E: append(static: "&gt;")
            case 0x22 where inAttribute: append(static: "&quot;")
            case 0x09, 0x0A, 0x0D: bytes.append(UInt8(ascii: " "))
            case 0..<0x20, 0xFFFE, 0xFFFF: continue
            case 0x20..<0x80: bytes.append(UInt8(scalar.value))
            default: bytes.append(contentsOf: String(Character(scalar)).utf8)
            }
        }
    }
}
