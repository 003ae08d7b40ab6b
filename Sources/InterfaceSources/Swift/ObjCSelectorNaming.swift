/// The Objective-C selector the Swift compiler gives an `@objc` method that has no explicit `@objc(name:)`.
///
/// The rules, as the compiler applies them:
/// - no parameters: the base name alone (`go()` → `go`);
/// - the first piece is the base name; a first argument label is appended to it in sentence case, preceded by
///   `With` unless the label's first word or the base name's last word is a preposition
///   (`didTap(sender:)` → `didTapWithSender:`, `click(for:)` → `clickFor:`, `moveTo(point:)` → `moveToPoint:`);
/// - every later parameter contributes its argument label, or nothing for `_` (`x(_:event:)` → `x:event:`);
/// - a throwing method gets the error parameter last: `error:`, or `AndReturnError:` appended to the base
///   name when it has no other parameters.
enum ObjCSelectorNaming {
    /// The selector for `baseName` with the given argument labels (`nil` for `_`).
    static func selector(baseName: String, argumentLabels: [String?], throwing: Bool = false) -> String {
        guard let first = argumentLabels.first else {
            return throwing ? baseName + "AndReturnError:" : baseName
        }
        var firstPiece = baseName
        if let label = first, !label.isEmpty {
            if !isPreposition(CamelCaseWords.first(of: label)) && !isPreposition(CamelCaseWords.last(of: baseName)) {
                firstPiece += "With"
            }
            firstPiece += sentenceCased(label)
        }
        var pieces = [firstPiece]
        pieces += argumentLabels.dropFirst().map { $0 ?? "" }
        if throwing { pieces.append("error") }
        return pieces.map { $0 + ":" }.joined()
    }

    /// Whether `word` is one of the prepositions the compiler recognises, ignoring case.
    static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The words the Swift compiler treats as prepositions when it names selectors.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func sentenceCased(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
