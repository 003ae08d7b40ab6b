/// Reads the Objective-C string constants code names Interface Builder items by (see ``StringConstantValue``) and the
/// arguments that name them or a class.
enum ObjCStringConstants {
    /// Records each `NSString *const kCellID = @"Cell";` and `NSString *cellID = @"Cell";` by its bare name, file
    /// constants and method variables alike; names defined with different values are unknown.
    static func collect(_ tokens: [ObjCToken], into declarations: inout FileDeclarations) {
        for index in tokens.indices.dropFirst(2) where index + 3 < tokens.count {
            guard tokens[index].kind == .identifier, tokens[index + 1].isPunctuation("="),
                tokens[index + 3].isPunctuation(";"), let text = ObjCStringReferences.literal(tokens[index + 2])
            else { continue }
            let pointer = tokens[index - 1].isIdentifier("const") ? index - 2 : index - 1
            guard pointer >= 1, tokens[pointer].isPunctuation("*"), tokens[pointer - 1].isIdentifier("NSString") else { continue }
            declarations.defineConstant(tokens[index].text, .text(text))
        }
    }

    /// The argument starting at `index` when it is all of `NSStringFromClass([Cell class])`: the class's name, with
    /// the index of its last token. The receiver must name a class: `[self class]` and `[super class]` are whatever
    /// class the object has at run time (a subclass's too), and `[cell class]` asks a variable, so neither is a
    /// known name. A class is told from a variable by its capital first letter, as Cocoa names them.
    static func className(at index: Int, in tokens: [ObjCToken]) -> (name: String, end: Int)? {
        guard index + 6 < tokens.count, tokens[index].isIdentifier("NSStringFromClass"), tokens[index + 1].isPunctuation("("),
            tokens[index + 2].isPunctuation("["), tokens[index + 3].kind == .identifier,
            tokens[index + 4].isIdentifier("class"), tokens[index + 5].isPunctuation("]"), tokens[index + 6].isPunctuation(")"),
            tokens[index + 3].text.first?.isUppercase == true
        else { return nil }
        return (tokens[index + 3].text, index + 6)
    }
}
