/// The order in which Xcode writes the keys of a String Catalog's objects (`strings`, `localizations`, and the
/// members of each string).
///
/// Measured on the 34 catalogs of `../shared/localization` (1,559 string keys): the order is not code-point order
/// (393 pairs out of order) nor case-insensitive order alone (30 pairs out of order, all of them digits:
/// `5f3-UK-Rft` before `592-4p-Ybh`, `1Xt-HY-uBw` before `01Z-t3-cBm`), but Finder's order
/// (`localizedStandardCompare`): letters compared case-insensitively, runs of digits compared by their numeric
/// value, which orders every key of every file. Keys equal in that order (differing only in case or leading
/// zeros) were not seen; they are ordered by the digits' length and then by code points, so that the order is total.
public enum StringCatalogKeyOrder {
    /// Whether `lhs` comes before `rhs` in Xcode's order.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let order = compare(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
        if order != 0 { return order < 0 }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    /// -1, 0 or 1: digits runs numerically, other scalars by their lower-case form.
    private static func compare(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var left = 0, right = 0
        var digitLengthOrder = 0
        while left < lhs.count && right < rhs.count {
            if isDigit(lhs[left]) && isDigit(rhs[right]) {
                let leftEnd = digitRunEnd(lhs, left), rightEnd = digitRunEnd(rhs, right)
                let leftDigits = lhs[left..<leftEnd].drop { $0 == "0" }, rightDigits = rhs[right..<rightEnd].drop { $0 == "0" }
                if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count ? -1 : 1 }
                for (a, b) in zip(leftDigits, rightDigits) where a != b { return a.value < b.value ? -1 : 1 }
                if digitLengthOrder == 0 && leftEnd - left != rightEnd - right {
                    digitLengthOrder = leftEnd - left < rightEnd - right ? -1 : 1
                }
                left = leftEnd
                right = rightEnd
                continue
            }
            let a = lowercased(lhs[left]), b = lowercased(rhs[right])
            if a != b { return a < b ? -1 : 1 }
            left += 1
            right += 1
        }
        if left < lhs.count { return 1 }
        if right < rhs.count { return -1 }
        return digitLengthOrder
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    private static func digitRunEnd(_ scalars: [Unicode.Scalar], _ start: Int) -> Int {
        var end = start
        while end < scalars.count && isDigit(scalars[end]) { end += 1 }
        return end
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value < 0x80 {
            return scalar.value >= 0x41 && scalar.value <= 0x5A ? scalar.value + 0x20 : scalar.value
        }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value
    }
}
