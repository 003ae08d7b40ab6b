/// Splits camelCase identifiers into words the way Cocoa naming does: a word starts at an uppercase letter
/// after a lowercase one, and a run of capitals is one word (an acronym) up to the capital that starts the
/// next lowercase word: `openURLForKey` is `open`, `URL`, `For`, `Key`.
enum CamelCaseWords {
    /// The first word of `identifier` (all of it when it is one word).
    static func first(of identifier: String) -> Substring {
        let scalars = Array(identifier.unicodeScalars)
        guard !scalars.isEmpty else { return identifier[...] }
        var end = 1
        if isUpper(scalars[0]), scalars.count > 1, isUpper(scalars[1]) {
            // An acronym: runs while capitals continue, leaving the last capital to a following lowercase word.
            while end < scalars.count, isUpper(scalars[end]) { end += 1 }
            if end < scalars.count, isLower(scalars[end]), end > 1 { end -= 1 }
        } else {
            while end < scalars.count, !isUpper(scalars[end]) { end += 1 }
        }
        return substring(identifier, scalarCount: end, fromStart: true)
    }

    /// The last word of `identifier` (all of it when it is one word).
    static func last(of identifier: String) -> Substring {
        let scalars = Array(identifier.unicodeScalars)
        guard !scalars.isEmpty else { return identifier[...] }
        var start = scalars.count - 1
        if isUpper(scalars[start]) {
            while start > 0, isUpper(scalars[start - 1]) { start -= 1 }
        } else {
            while start > 0, !isUpper(scalars[start - 1]) { start -= 1 }
            if start > 0 { start -= 1 }
            // `start` now sits on the capital that begins the word, or on index 0 for a leading lowercase word.
            if !isUpper(scalars[start]) { start = 0 }
        }
        return substring(identifier, scalarCount: scalars.count - start, fromStart: false)
    }

    private static func substring(_ string: String, scalarCount: Int, fromStart: Bool) -> Substring {
        let view = string.unicodeScalars
        if fromStart {
            let end = view.index(view.startIndex, offsetBy: scalarCount)
            return string[string.startIndex..<end]
        }
        let start = view.index(view.endIndex, offsetBy: -scalarCount)
        return string[start..<string.endIndex]
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }
}
