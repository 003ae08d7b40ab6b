import UIDescription

/// Layout names: how objects are called in a layout instead of by their random Interface Builder ids.
///
/// A name is one or more identifiers joined by dots (`titleLabel`, `loginViewController.view.safeArea`);
/// the dotted form belongs to objects named by their role in their parent.
enum LayoutName {
    /// Whether `text` is a valid name.
    static func isValid(_ text: String) -> Bool { isValid(text.utf8) }

    /// Whether the UTF-8 bytes `text` are a valid name.
    static func isValid(_ text: some Sequence<UInt8>) -> Bool {
        var atStart = true
        for byte in text {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                atStart = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if atStart { return false }
            case UInt8(ascii: "."):
                if atStart { return false }
                atStart = true
            default:
                return false
            }
        }
        return !atStart
    }

    /// Whether `text` is a name without dots.
    static func isIdentifier(_ text: String) -> Bool { isValid(text) && !text.utf8.contains(UInt8(ascii: ".")) }

    /// Whether ``identifier(from:)`` gives `text` back unchanged, without building it: an
    /// identifier (``isIdentifier(_:)``) that does not start with a capital letter.
    static func isOwnIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) else { return false }
        return isIdentifier(text)
    }

    /// A lower-camel-case identifier made from free text or a class name: "File's Owner" →
    /// `filesOwner`, `LoginViewController` → `loginViewController`, `URLField` → `urlField`.
    /// `nil` when the text has no ASCII letters to build one from, or would start with a digit.
    static func identifier(from text: String) -> String? {
        let cleaned = text.unicodeScalars.filter { $0 != "'" && $0 != "\u{2019}" }
        var words: [String] = []
        var current = ""
        for scalar in cleaned {
            let value = scalar.value
            let isAlphanumeric = (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
                || value == 0x5F
            if isAlphanumeric {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        // The first word lowered as Interface Builder lowers a class name (ArchiveVocabulary's one rule): a leading
        // acronym whole, but for the capital that starts the next word (`URLField` → `urlField`, `URL5Field` → `url5Field`).
        var result = ArchiveVocabulary.lowerCamelCase(Substring(first))
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        guard let initial = result.utf8.first, !(initial >= 0x30 && initial <= 0x39) else { return nil }
        return result
    }
}
