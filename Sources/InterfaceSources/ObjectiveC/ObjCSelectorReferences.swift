/// Finds the Objective-C expressions that name a method by selector (see ``SelectorReference``):
/// `@selector(didTap:)`, `NSSelectorFromString(@"didTap:")`, and the messages method bodies send.
enum ObjCSelectorReferences {
    /// The selectors named in a file's tokens.
    static func references(in tokens: [ObjCToken]) -> Set<SelectorReference> {
        var references: Set<SelectorReference> = []
        for index in tokens.indices where index + 1 < tokens.count && tokens[index + 1].isPunctuation("(") {
            let token = tokens[index]
            if token.kind == .atKeyword, token.text == "@selector", let selector = selector(after: index + 1, in: tokens) {
                references.insert(.objectiveC(selector))
            } else if token.isIdentifier("NSSelectorFromString"), index + 3 < tokens.count,
                tokens[index + 3].isPunctuation(")"), let selector = ObjCStringReferences.literal(tokens[index + 2])
            {
                references.insert(.objectiveC(selector))
            }
        }
        return references
    }

    /// The messages sent in method bodies, by their first piece: `save:` for `[self save:nil]`, `save` for
    /// `[document save]` (a later piece of a message may be taken too, which only widens what counts as called).
    static func messages(in tokens: [ObjCToken]) -> Set<SelectorReference> {
        var names: Set<SelectorReference> = []
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if depth > 0, token.kind == .identifier, index >= 1, index + 1 < tokens.count,
                tokens[index + 1].isPunctuation(":") || tokens[index + 1].isPunctuation("]"),
                tokens[index - 1].kind == .identifier || tokens[index - 1].isPunctuation("]") || tokens[index - 1].isPunctuation(")")
            {
                names.insert(.objectiveC(tokens[index + 1].isPunctuation(":") ? token.text + ":" : token.text))
            }
        }
        return names
    }

    /// The selector written between the parentheses opening at `open`: identifiers and colons only
    /// (`didTap:`, `valueChanged:forEvent:`, `refresh`); `nil` for anything else.
    private static func selector(after open: Int, in tokens: [ObjCToken]) -> String? {
        var cursor = ObjCTokenCursor(tokens: tokens)
        cursor.position = open
        let inner = cursor.takeGroup(open: "(", close: ")")
        // The group must be closed, and hold names and colons only.
        guard !inner.isEmpty, tokens[cursor.position - 1].isPunctuation(")"),
            inner.allSatisfy({ $0.kind == .identifier || $0.isPunctuation(":") })
        else { return nil }
        return inner.map(\.text).joined()
    }
}
