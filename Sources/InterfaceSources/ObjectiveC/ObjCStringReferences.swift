import UIDescription

/// Finds the Objective-C message sends that name an Interface Builder item by a string literal (see
/// ``SourceReference``): `[self performSegueWithIdentifier:@"showDetail" sender:nil]`,
/// `[storyboard instantiateViewControllerWithIdentifier:@"Settings"]`, `[UINib nibWithNibName:@"Cell" bundle:nil]`,
/// `[tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath]`, and the registrations of reuse
/// identifiers.
enum ObjCStringReferences {
    /// What each selector piece followed by a string names. `withReuseIdentifier:` is decided by the message's
    /// first piece (`dequeue…` or `register…`).
    static let kinds: [String: SourceReference.Kind] = [
        "performSegueWithIdentifier": .segueIdentifier,
        "instantiateViewControllerWithIdentifier": .storyboardIdentifier,
        "instantiateControllerWithIdentifier": .storyboardIdentifier,
        "storyboardWithName": .storyboardName,
        "initWithNibName": .nibName, "nibWithNibName": .nibName, "loadNibNamed": .nibName,
        "initWithWindowNibName": .nibName, "initWithNibNamed": .nibName,
        "dequeueReusableCellWithIdentifier": .reuseIdentifier,
        "dequeueReusableCellWithReuseIdentifier": .reuseIdentifier,
        "forCellReuseIdentifier": .reuseRegistration, "forCellWithReuseIdentifier": .reuseRegistration,
        "forHeaderFooterViewReuseIdentifier": .reuseRegistration,
    ]

    /// The references in a file's tokens, in order. The class of an `@implementation` (or a category of it) is
    /// the caller of the messages sent to `self` inside it.
    static func references(in tokens: [ObjCToken], lines: LineTable) -> [SourceReference] {
        var references: [SourceReference] = []
        var implementation: String?
        var segueMethods = SegueMethodTracker()
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .atKeyword {
                if token.text == "@implementation", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    implementation = tokens[index + 1].text
                } else if token.text == "@end" {
                    implementation = nil
                }
                segueMethods = SegueMethodTracker()
                continue
            }
            segueMethods.advance(over: index, in: tokens)
            if let implementation, let comparison = segueMethods.comparison(at: index, in: tokens) {
                let location = lines.location(ofUTF8Offset: tokens[index + 2].offset)
                references.append(
                    SourceReference(
                        kind: .segueIdentifier, value: comparison.value,
                        caller: SourceReference.Caller(className: implementation, location: location),
                        callName: comparison.method, location: location))
                continue
            }
            guard token.kind == .identifier, index + 2 < tokens.count, tokens[index + 1].isPunctuation(":"),
                let kind = kind(ofPiece: token.text, at: index, in: tokens)
            else { continue }
            let argument = tokens[index + 2]
            // `@"Cell"`, `NSStringFromClass([Cell class])`, a constant's name (`kCellID`), or a class's
            // (`[Cell reuseIdentifier]`, `Cell.reuseIdentifier`).
            let named = ObjCStringConstants.className(at: index + 2, in: tokens)
            let member = named == nil ? ObjCStringConstants.classMember(at: index + 2, in: tokens) : nil
            let end = named?.end ?? member?.end ?? index + 2
            let isWhole = isWholeArgument(at: end, in: tokens)
            let value = isWhole ? named?.name ?? literal(argument) : nil
            let constantNames: [String]
            if let member {
                constantNames = isWhole ? [member.name] : []
            } else {
                constantNames = isWhole && value == nil && argument.kind == .identifier ? [argument.text] : []
            }
            if value == nil, constantNames.isEmpty, kind != .reuseRegistration { continue }
            if kind == .storyboardName || kind == .nibName, !loadsFromLocalBundle(piece: index, argumentEnd: end, in: tokens) {
                continue
            }
            // Only the dequeues taking an index path raise for an unknown identifier; the others return nil.
            if kind == .reuseIdentifier, !(end + 1 < tokens.count && tokens[end + 1].isIdentifier("forIndexPath")) {
                continue
            }
            var caller: SourceReference.Caller?
            if kind == .segueIdentifier, let implementation, index >= 2, tokens[index - 1].isIdentifier("self"),
                tokens[index - 2].isPunctuation("[")
            {
                caller = SourceReference.Caller(className: implementation, location: lines.location(ofUTF8Offset: token.offset))
            }
            references.append(
                SourceReference(
                    kind: kind, value: value, constantNames: constantNames, caller: caller,
                    storyboardName: kind == .storyboardIdentifier ? storyboardNamed(before: index, in: tokens) : nil,
                    callName: token.text + ":", location: lines.location(ofUTF8Offset: argument.offset)))
        }
        return references
    }

    /// Follows the methods of an `@implementation` to tell when the tokens are inside `prepareForSegue:sender:` or
    /// `shouldPerformSegueWithIdentifier:sender:`, and finds there the identifier compared with a literal:
    /// `[segue.identifier isEqualToString:@"showDetail"]`, `[identifier isEqualToString:@"showDetail"]`. A renamed
    /// segue does not crash there; it silently skips the code that passes data on.
    struct SegueMethodTracker {
        private var depth = 0
        /// The segue method whose signature was read and whose body is open or about to open.
        private var method: (name: String, parameter: String, isPrepare: Bool)?
        private var inBody = false

        /// Updates the state for the token at `index`.
        mutating func advance(over index: Int, in tokens: [ObjCToken]) {
            let token = tokens[index]
            if token.isPunctuation("{") {
                if depth == 0, method != nil { inBody = true }
                depth += 1
            } else if token.isPunctuation("}") {
                depth = max(0, depth - 1)
                if depth == 0, inBody {
                    inBody = false
                    method = nil
                }
            } else if depth == 0, token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":"),
                index >= 1, tokens[index - 1].isPunctuation(")")
            {
                // `- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender`: the first piece follows
                // the return type's `)`; its parameter name follows the parameter type's `)`.
                let isPrepare = token.text == "prepareForSegue"
                guard isPrepare || token.text == "shouldPerformSegueWithIdentifier",
                    let parameter = Self.parameterName(after: index + 1, in: tokens)
                else { return }
                method = (isPrepare ? "prepareForSegue:sender:" : "shouldPerformSegueWithIdentifier:sender:", parameter, isPrepare)
            } else if depth == 0, token.isPunctuation(";") {
                method = nil  // a declaration, not a definition
            }
        }

        /// The comparison whose `isEqualToString` is at `index`, inside a segue method's body.
        func comparison(at index: Int, in tokens: [ObjCToken]) -> (method: String, value: String)? {
            guard inBody, let method, tokens[index].isIdentifier("isEqualToString"), index + 2 < tokens.count,
                tokens[index + 1].isPunctuation(":"), let value = ObjCStringReferences.literal(tokens[index + 2])
            else { return nil }
            let isSubject: Bool
            if method.isPrepare {
                // `[segue.identifier isEqualToString:…]`
                isSubject = index >= 3 && tokens[index - 1].isIdentifier("identifier") && tokens[index - 2].isPunctuation(".")
                    && tokens[index - 3].isIdentifier(method.parameter)
            } else {
                isSubject = index >= 1 && tokens[index - 1].isIdentifier(method.parameter)
            }
            return isSubject ? (method.name, value) : nil
        }

        /// The parameter name after the `:` at `colon`: the identifier after the parenthesised type.
        private static func parameterName(after colon: Int, in tokens: [ObjCToken]) -> String? {
            var cursor = ObjCTokenCursor(tokens: tokens)
            cursor.position = colon + 1
            guard cursor.currentIs("(") else { return nil }
            _ = cursor.takeGroup(open: "(", close: ")")
            guard let name = cursor.current, name.kind == .identifier else { return nil }
            return name.text
        }
    }

    /// Whether the storyboard or nib named by the piece at `index` is loaded from the project's own bundle: a
    /// `bundle:` argument of `nil`, `[NSBundle mainBundle]`, `[NSBundle bundleForClass:…]` or SwiftPM's
    /// `SWIFTPM_MODULE_BUNDLE` (or none), and for `loadNibNamed:` a receiver that is one of those bundles.
    private static func loadsFromLocalBundle(piece index: Int, argumentEnd: Int, in tokens: [ObjCToken]) -> Bool {
        if tokens[index].text == "loadNibNamed" {
            guard index >= 1, tokens[index - 1].isPunctuation("]"), let open = matchingOpen(before: index - 1, in: tokens)
            else { return false }
            return isLocalBundle(at: open, in: tokens)
        }
        // The `bundle:` piece right after the name, if any.
        let bundlePiece = argumentEnd + 1
        guard bundlePiece + 2 < tokens.count, tokens[bundlePiece].isIdentifier("bundle"),
            tokens[bundlePiece + 1].isPunctuation(":")
        else { return true }
        return isLocalBundle(at: bundlePiece + 2, in: tokens)
    }

    /// Whether the expression starting at `index` is the project's own bundle: `nil`, `SWIFTPM_MODULE_BUNDLE` on its
    /// own, or a message to `NSBundle` for `mainBundle` or `bundleForClass:`.
    private static func isLocalBundle(at index: Int, in tokens: [ObjCToken]) -> Bool {
        var cursor = ObjCTokenCursor(tokens: tokens)
        cursor.position = index
        if cursor.currentIs("[") {
            let message = cursor.takeGroup(open: "[", close: "]")
            return message.first?.isIdentifier("NSBundle") == true
                && message.contains { $0.isIdentifier("mainBundle") || $0.isIdentifier("bundleForClass") }
        }
        guard let token = cursor.current, isWholeArgument(at: index, in: tokens) else { return false }
        return token.isIdentifier("nil") || token.isIdentifier("SWIFTPM_MODULE_BUNDLE")
    }

    /// The index of the `[` that the `]` at `close` closes.
    private static func matchingOpen(before close: Int, in tokens: [ObjCToken]) -> Int? {
        var depth = 0
        var position = close
        while position >= 0 {
            if tokens[position].isPunctuation("]") { depth += 1 }
            if tokens[position].isPunctuation("[") {
                depth -= 1
                if depth == 0 { return position }
            }
            position -= 1
        }
        return nil
    }

    private static func kind(ofPiece piece: String, at index: Int, in tokens: [ObjCToken]) -> SourceReference.Kind? {
        if let kind = kinds[piece] { return kind }
        guard piece == "withReuseIdentifier", let first = firstPiece(before: index, in: tokens) else { return nil }
        if first.hasPrefix("dequeue") { return .reuseIdentifier }
        if first.hasPrefix("register") { return .reuseRegistration }
        return nil
    }

    /// The first selector piece of the message whose piece is at `index`: the earliest `name:` between the
    /// message's `[` and `index`, outside nested brackets and parentheses.
    private static func firstPiece(before index: Int, in tokens: [ObjCToken]) -> String? {
        var depth = 0
        var first: String?
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.isPunctuation("]") || token.isPunctuation(")") {
                depth += 1
            } else if token.isPunctuation("[") || token.isPunctuation("(") {
                if depth == 0 { return first }
                depth -= 1
            } else if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") {
                return nil
            } else if depth == 0, token.kind == .identifier, position + 1 < index, tokens[position + 1].isPunctuation(":") {
                first = token.text
            }
            position -= 1
        }
        return nil
    }

    /// Whether the token at `index` is an argument on its own: followed by the message's `]` or its next piece.
    private static func isWholeArgument(at index: Int, in tokens: [ObjCToken]) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.isPunctuation("]") { return true }
        return next.kind == .identifier && index + 2 < tokens.count && tokens[index + 2].isPunctuation(":")
    }

    /// The text of a plain `@"…"` literal without escapes.
    static func literal(_ token: ObjCToken) -> String? {
        guard token.kind == .literal, token.text.hasPrefix("@\""), token.text.hasSuffix("\""), token.text.count >= 3
        else { return nil }
        let text = String(token.text.dropFirst(2).dropLast())
        return text.contains("\\") ? nil : text
    }

    /// The storyboard of a receiver written in place, `[[UIStoryboard storyboardWithName:@"Main" bundle:nil] …]`,
    /// for the piece at `index`.
    private static func storyboardNamed(before index: Int, in tokens: [ObjCToken]) -> String? {
        guard index >= 1, tokens[index - 1].isPunctuation("]"), let position = matchingOpen(before: index - 1, in: tokens),
            position + 4 < tokens.count,
            tokens[position + 1].isIdentifier("UIStoryboard") || tokens[position + 1].isIdentifier("NSStoryboard"),
            tokens[position + 2].isIdentifier("storyboardWithName"), tokens[position + 3].isPunctuation(":")
        else { return nil }
        return literal(tokens[position + 4])
    }
}
