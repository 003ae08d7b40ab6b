/// Reads the Objective-C string constants code names Interface Builder items by (see ``StringConstantValue``) and the
/// arguments that name them or a class.
enum ObjCStringConstants {
    /// Records each `NSString *const kCellID = @"Cell";` and `NSString *cellID = @"Cell";` by its bare name, file
    /// constants and method variables alike; names defined with different values are unknown.
    static func collect(_ tokens: [ObjCToken], into declarations: inout FileDeclarations) {
        collectClassMethods(tokens, into: &declarations)
        for index in tokens.indices.dropFirst(2) where index + 3 < tokens.count {
            guard tokens[index].kind == .identifier, tokens[index + 1].isPunctuation("="),
                tokens[index + 3].isPunctuation(";"), let text = ObjCStringReferences.literal(tokens[index + 2])
            else { continue }
            let pointer = tokens[index - 1].isIdentifier("const") ? index - 2 : index - 1
            guard pointer >= 1, tokens[pointer].isPunctuation("*"), tokens[pointer - 1].isIdentifier("NSString") else { continue }
            declarations.defineConstant(tokens[index].text, .text(text))
        }
    }

    /// Records each class method of an `@implementation` (or a category) returning an `NSString` as
    /// `Class.method`: `+ (NSString *)reuseIdentifier { return @"Cell"; }`, or the class's name for
    /// `return NSStringFromClass(self);` (also `[self class]`, `self.class`), which a subclass that does not override
    /// it answers with its own name. Any other body is unknown, and hides what a superclass returns.
    private static func collectClassMethods(_ tokens: [ObjCToken], into declarations: inout FileDeclarations) {
        var implementation: String?
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .atKeyword {
                let named = index + 1 < tokens.count && tokens[index + 1].kind == .identifier
                implementation = token.text == "@implementation" && named ? tokens[index + 1].text : nil
                continue
            }
            guard let implementation, token.isPunctuation("+"), index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
            else { continue }
            // `+ (NSString *)name {`, also with nullability or `__kindof`-style words before the type.
            var cursor = index + 2
            while cursor < tokens.count, tokens[cursor].kind == .identifier, !tokens[cursor].isIdentifier("NSString") {
                cursor += 1
            }
            guard cursor + 4 < tokens.count, tokens[cursor].isIdentifier("NSString"), tokens[cursor + 1].isPunctuation("*")
            else { continue }
            cursor += 2
            while cursor < tokens.count, tokens[cursor].kind == .identifier { cursor += 1 }
            guard cursor + 2 < tokens.count, tokens[cursor].isPunctuation(")"), tokens[cursor + 1].kind == .identifier,
                tokens[cursor + 2].isPunctuation("{")
            else { continue }
            // Objective-C asks `[Cell name]` or `Cell.name`; Swift calls the method, `Cell.name()`.
            let name = implementation + "." + tokens[cursor + 1].text
            let value = returnedValue(afterBrace: cursor + 2, in: tokens)
            declarations.defineConstant(name, value)
            declarations.defineConstant(name + "()", value)
        }
    }

    /// What a method body opening at `brace` returns when it is a single `return` of a literal or of the class's name.
    private static func returnedValue(afterBrace brace: Int, in tokens: [ObjCToken]) -> StringConstantValue {
        let start = brace + 1
        guard start < tokens.count, tokens[start].isIdentifier("return") else { return .unknown }
        let patterns: [([String], StringConstantValue)] = [
            (["NSStringFromClass", "(", "self", ")"], .typeName),
            (["NSStringFromClass", "(", "[", "self", "class", "]", ")"], .typeName),
            (["NSStringFromClass", "(", "self", ".", "class", ")"], .typeName),
        ]
        let rest = tokens[(start + 1)...]
        if let first = rest.first, let text = ObjCStringReferences.literal(first) {
            return ends(at: start + 2, in: tokens) ? .text(text) : .unknown
        }
        for (pattern, value) in patterns where rest.count > pattern.count {
            if zip(rest, pattern).allSatisfy({ $0.text == $1 }), ends(at: start + 1 + pattern.count, in: tokens) {
                return value
            }
        }
        return .unknown
    }

    /// Whether `index` starts `; }`: the end of a single-statement body.
    private static func ends(at index: Int, in tokens: [ObjCToken]) -> Bool {
        index + 1 < tokens.count && tokens[index].isPunctuation(";") && tokens[index + 1].isPunctuation("}")
    }

    /// The argument starting at `index` when it is all of `NSStringFromClass([Cell class])`: the class's name, with
    /// the index of its last token. The receiver must name a class: `[self class]` and `[super class]` are whatever
    /// class the object has at run time (a subclass's too), and `[cell class]` asks a variable, so neither is a
    /// known name. A class is told from a variable by its capital first letter, as Cocoa names them.
    static func className(at index: Int, in tokens: [ObjCToken]) -> (name: String, end: Int)? {
        guard index + 6 < tokens.count, tokens[index].isIdentifier("NSStringFromClass"), tokens[index + 1].isPunctuation("("),
            tokens[index + 2].isPunctuation("["), tokens[index + 3].kind == .identifier,
            tokens[index + 4].isIdentifier("class"), tokens[index + 5].isPunctuation("]"), tokens[index + 6].isPunctuation(")"),
            isClassName(tokens[index + 3])
        else { return nil }
        return (tokens[index + 3].text, index + 6)
    }

    /// The argument starting at `index` when it asks a class for a string: `[Cell reuseIdentifier]` or
    /// `Cell.reuseIdentifier`, with the constant's name (`Cell.reuseIdentifier`) and the index of its last token.
    static func classMember(at index: Int, in tokens: [ObjCToken]) -> (name: String, end: Int)? {
        if index + 3 < tokens.count, tokens[index].isPunctuation("["), isClassName(tokens[index + 1]),
            tokens[index + 2].kind == .identifier, tokens[index + 3].isPunctuation("]")
        {
            return (tokens[index + 1].text + "." + tokens[index + 2].text, index + 3)
        }
        if index + 2 < tokens.count, isClassName(tokens[index]), tokens[index + 1].isPunctuation("."),
            tokens[index + 2].kind == .identifier
        {
            return (tokens[index].text + "." + tokens[index + 2].text, index + 2)
        }
        return nil
    }

    /// Whether `token` names a class, told from a variable by its capital first letter, as Cocoa names them.
    private static func isClassName(_ token: ObjCToken) -> Bool {
        token.kind == .identifier && token.text.first?.isUppercase == true
    }
}
