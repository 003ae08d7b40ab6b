/// A position in a token array with the look-ahead and bracket-matching the Objective-C scanner needs.
struct ObjCTokenCursor {
    let tokens: [ObjCToken]
    var position = 0

    init(tokens: [ObjCToken]) {
        self.tokens = tokens
    }

    var isAtEnd: Bool { position >= tokens.count }
    var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }

    func peek(_ distance: Int) -> ObjCToken? {
        position + distance < tokens.count ? tokens[position + distance] : nil
    }

    mutating func advance() {
        if position < tokens.count { position += 1 }
    }

    func currentIs(_ punctuation: String) -> Bool {
        current?.isPunctuation(punctuation) ?? false
    }

    /// Whether the cursor is on a keyword that starts or ends a declaration block (`@interface`,
    /// `@implementation`, a `@protocol` definition, `@end`) or a property. Those never occur inside brackets,
    /// unlike `@selector`, `@autoreleasepool` or `@protocol(P)`.
    var isAtStructuralKeyword: Bool {
        guard let token = current, token.kind == .atKeyword else { return false }
        switch token.text {
        case "@interface", "@implementation", "@end", "@property": return true
        case "@protocol": return peek(1)?.kind == .identifier
        default: return false
        }
    }

    /// With the cursor on an opening `open`, moves past its matching `close` and returns the tokens between.
    /// Stops early, without consuming it, at a structural keyword such as `@end` (see
    /// ``isAtStructuralKeyword``), so an unbalanced bracket cannot swallow the rest of the file. `;` and `{`
    /// also stop an angle-bracket group.
    mutating func takeGroup(open: String, close: String) -> [ObjCToken] {
        guard currentIs(open) else { return [] }
        advance()
        var depth = 1
        var inner: [ObjCToken] = []
        while let token = current {
            if isAtStructuralKeyword { return inner }
            if open == "<", token.isPunctuation(";") || token.isPunctuation("{") { return inner }
            if token.isPunctuation(open) {
                depth += 1
            } else if token.isPunctuation(close) {
                depth -= 1
                if depth == 0 {
                    advance()
                    return inner
                }
            }
            inner.append(token)
            advance()
        }
        return inner
    }
}
