/// Valid Swift identifiers from the names of an Interface Builder file: classes, outlet properties, identifiers.
/// Only ASCII letters, digits and `_` are kept, so that the result compiles under any Swift version.
enum SwiftNames {
    /// Swift's keywords, escaped with backticks where a name is one. `self`, `Self`, `Type`, `init`, `_` and
    /// `Protocol` cannot be escaped in every position, so they are changed instead (``unreserved(_:)``).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "async", "consume", "copy",
        "discard", "each", "macro", "package", "some", "borrowing", "consuming", "sending",
    ]
    static let unescapable: Set<String> = ["self", "Self", "Type", "init", "_", "Protocol"]

    /// The standard library's names the generated code uses (raw types, conformances, `String?`): a generated type of
    /// one of these names would stand for it where it is declared, so they are never given to one (`String2`).
    static let standardTypeNames: Set<String> = ["String", "CaseIterable", "Sendable", "CodingKey", "Decodable", "Optional"]

    /// Whether `name` is an identifier as it stands (no keyword, ASCII only).
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, isHead(first) else { return false }
        return name.utf8.allSatisfy(isBody) && !keywords.contains(name) && !unescapable.contains(name)
    }

    /// A type name for `raw`: itself when it is an identifier; else its words, each capitalized, joined.
    static func typeName(_ raw: String) -> String {
        if isPlainIdentifier(raw), let first = raw.utf8.first, isUpper(first) || first == 0x5F { return raw }
        let joined = words(raw).map(capitalized).joined()
        return unreserved(leadingDigitGuarded(joined.isEmpty ? "Unnamed" : joined))
    }

    /// A property or case name for `raw`, lower camel case: `MessageCell` → `messageCell`, `show detail` →
    /// `showDetail`, `URLCell` → `urlCell`; a keyword is written with backticks (``escaped(_:)``).
    static func memberName(_ raw: String) -> String {
        let parts = words(raw)
        guard let first = parts.first else { return "unnamed" }
        let joined = lowercasedHead(first) + parts.dropFirst().map(capitalized).joined()
        return unreserved(leadingDigitGuarded(joined))
    }

    /// An outlet property's name kept as it is when it is an identifier, so the compiler's coding key equals it.
    static func propertyName(_ raw: String) -> String {
        if let first = raw.utf8.first, isHead(first), raw.utf8.allSatisfy(isBody), !unescapable.contains(raw) { return raw }
        return memberName(raw)
    }

    /// `name` as written in code: with backticks when it is a keyword.
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Orders strings by their UTF-8 bytes: the same order on every platform and locale.
    static func byteOrder(_ left: String, _ right: String) -> Bool { left.utf8.lexicographicallyPrecedes(right.utf8) }

    // MARK: Parts

    /// The runs of ASCII letters and digits, split where a lower-case letter or digit is followed by an upper-case one.
    static func words(_ raw: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        for byte in raw.utf8 {
            guard isAlphanumeric(byte) else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)); current = [] }
                previous = 0
                continue
            }
            if !current.isEmpty && isUpper(byte) && (isLower(previous) || isDigit(previous)) {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
            }
            current.append(byte)
            previous = byte
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The word with its leading capitals lowered (`URL` → `url`, `URLCell` stays split: `URL`, `Cell`).
    private static func lowercasedHead(_ word: String) -> String {
        let bytes = Array(word.utf8)
        var end = 0
        while end < bytes.count, isUpper(bytes[end]) { end += 1 }
        // `URLs`: the capital before a lower-case letter starts the next part of the word.
        if end > 1 && end < bytes.count && isLower(bytes[end]) { end -= 1 }
        if end == 0 { return word }
        return String(decoding: bytes[..<end].map { $0 | 0x20 } + bytes[end...], as: UTF8.self)
    }

    private static func leadingDigitGuarded(_ name: String) -> String {
        guard let first = name.utf8.first, isDigit(first) else { return name }
        return "_" + name
    }

    /// A name that cannot be escaped with backticks everywhere (`self`, `Type`, …), changed by a trailing `_`.
    static func unreserved(_ name: String) -> String { unescapable.contains(name) ? name + "_" : name }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
    private static func isHead(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || byte == 0x5F }
    private static func isBody(_ byte: UInt8) -> Bool { isHead(byte) || isDigit(byte) }
}

/// Hands out names unique within one scope, deterministically: the first claim of a name gets it, later ones get
/// `name2`, `name3`, …
struct UniqueNames {
    private var taken: Set<String>

    init(reserved: Set<String> = []) { taken = reserved }

    mutating func claim(_ name: String) -> String {
        if taken.insert(name).inserted { return name }
        var number = 2
        while !taken.insert("\(name)\(number)").inserted { number += 1 }
        return "\(name)\(number)"
    }
}
