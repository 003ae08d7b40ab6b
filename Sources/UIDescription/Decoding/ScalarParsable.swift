/// Scalars read from attribute values and text the way Interface Builder writes them
/// (`YES`/`NO` booleans, decimal numbers).
protocol ScalarParsable {
    init?(interfaceBuilderText text: String)
}

extension Bool: ScalarParsable {
    init?(interfaceBuilderText text: String) {
        switch text {
        case "YES", "true", "1": self = true
        case "NO", "false", "0": self = false
        default: return nil
        }
    }
}

// Interface Builder writes finite decimals only: a number too large for the type (`1e999999`),
// `inf` or `nan` is not a value a layout can mean, so it is refused rather than read as infinity.
extension Double: ScalarParsable {
    init?(interfaceBuilderText text: String) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
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

extension Int: ScalarParsable {}
extension Int8: ScalarParsable {}
extension Int16: ScalarParsable {}
extension Int32: ScalarParsable {}
extension Int64: ScalarParsable {}
extension UInt: ScalarParsable {}
extension UInt8: ScalarParsable {}
extension UInt16: ScalarParsable {}
extension UInt32: ScalarParsable {}
extension UInt64: ScalarParsable {}
