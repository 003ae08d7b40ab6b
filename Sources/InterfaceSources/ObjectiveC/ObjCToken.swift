/// One token of Objective-C source, as the scanner needs it.
struct ObjCToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A C identifier or keyword: `UILabel`, `IBOutlet`, `void`.
        case identifier
        /// An `@` keyword, stored with its `@`: `@interface`, `@property`, `@end`.
        case atKeyword
        /// A string, `@"string"` or character literal.
        case literal
        /// A number.
        case number
        /// One punctuation character: `(`, `*`, `:`, `;`, `{`, `<`, …
        case punctuation
    }

    var kind: Kind
    var text: String
    /// UTF-8 offset of the token's first byte.
    var offset: Int
    /// Whether the token is the first after an `#else` or `#elif`: the start of another branch of a
    /// conditional whose earlier branch was kept too.
    var opensAlternativeBranch = false

    func isPunctuation(_ character: String) -> Bool {
        kind == .punctuation && text == character
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }
}
