/// Scalars read from attribute values and text the way Interface Builder writes them
/// (`YES`/`NO` booleans, decimal numbers).
protocol ScalarParsable {
    init?(interfaceBuilderText text: String)
    /// The value of a text given as its UTF-8 bytes (an attribute value in the document's
    /// buffer): the same answer as ``init(interfaceBuilderText:)``, without making the `String`
    /// where the type can read the bytes themselves.
    static func parse(interfaceBuilderUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Self?
}

extension ScalarParsable {
    static func parse(interfaceBuilderUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Self? { parseText(bytes) }

    /// The value of the bytes read as text (the general forms a type's own byte reading leaves).
    static func parseText(_ bytes: UnsafeBufferPointer<UInt8>) -> Self? {
        Self(interfaceBuilderText: String(decoding: bytes, as: UTF8.self))
    }
}

extension Bool: ScalarParsable {
    init?(interfaceBuilderText text: String) {
        switch text {
        case "YES", "true", "1": self = true
        case "NO", "false", "0": self = false
        default: return nil
        }
    }

    static func parse(interfaceBuilderUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if bytes.equals("YES") || bytes.equals("true") || bytes.equals("1") { return true }
        if bytes.equals("NO") || bytes.equals("false") || bytes.equals("0") { return false }
        return nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are those of `literal`: a length test, then a byte loop (no iterator).
    @inline(__always)
    func equals(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { expected in
            guard count == expected.count else { return false }
            for offset in 0..<count where self[offset] != expected[offset] { return false }
            return true
        }
    }
}

// Interface Builder writes finite decimals only: a number too large for the type (`1e999999`),
// `inf` or `nan` is not a value a layout can mean, so it is refused rather than read as infinity.
extension Double: ScalarParsable {
    init?(interfaceBuilderText text: String) {
        // Plain decimals are always finite; anything else must parse as a finite value (`1e999999`, `inf`, `nan` are refused).
        if let value = Self.plainDecimal(text) { self = value } else if let value = Double(text), value.isFinite { self = value } else { return nil }
    }

    static func parse(interfaceBuilderUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let value = plainDecimal(bytes) { return value }
        return parseText(bytes)
    }

    /// Plain decimals as Interface Builder writes them (`375`, `-8`, `0.5`, `20.333333333333332`),
    /// read without the C library: with at most 15 significant digits and 22 fraction digits, the
    /// integer mantissa and the power of ten are exact doubles, so one division is correctly
    /// rounded and gives the same value as `Double(text)` (Clinger's fast path). Anything else
    /// (exponents, more digits, `inf`) returns `nil` and is left to `Double(text)`.
    static func plainDecimal(_ text: String) -> Double? {
        text.withUTF8Bytes { plainDecimal($0) }
    }

    /// The same as the `String` form, on the text's UTF-8 bytes.
    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var seenDigit = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                seenDigit = true
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                if digits > 15 { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard seenDigit, fractionDigits <= 22 else { return nil }
        // 10^k is exact for k <= 22, and so is every product on the way.
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let value = Double(mantissa) / scale
        return negative ? -value : value
    }
}

extension Float: ScalarParsable {
    init?(interfaceBuilderText text: String) {
        guard let value = Float(text), value.isFinite else { return nil }
        self = value
    }
}

extension FixedWidthInteger {
    init?(interfaceBuilderText text: String) {
        if let value = Self(text) {
            self = value
        } else if let double = Double(text), double.rounded() == double, let exact = Self(exactly: double) {
            // Integral values written as decimals ("2.0").
            self = exact
        } else {
            return nil
        }
    }
}

extension Int: ScalarParsable {
    /// Decimal integers of up to 18 digits (`tag="7"`, `-1`) are read from the bytes; anything
    /// else (more digits, decimals such as `2.0`, other text) as text.
    static func parse(interfaceBuilderUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            index = 1
        }
        let digits = bytes.count - index
        guard digits >= 1, digits <= 18 else { return parseText(bytes) }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit <= 9 else { return parseText(bytes) }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }
}
extension Int8: ScalarParsable {}
extension Int16: ScalarParsable {}
extension Int32: ScalarParsable {}
extension Int64: ScalarParsable {}
extension UInt: ScalarParsable {}
extension UInt8: ScalarParsable {}
extension UInt16: ScalarParsable {}
extension UInt32: ScalarParsable {}
extension UInt64: ScalarParsable {}
