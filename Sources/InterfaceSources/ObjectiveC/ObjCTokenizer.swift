/// Splits Objective-C (and Objective-C++) source into ``ObjCToken``s.
///
/// Comments are dropped, string and character literals become single tokens, and preprocessor directives
/// are skipped whole (with `\` line continuations). Both branches of an `#if` are kept, since either may be
/// compiled, unless the file itself decides the condition: `#if 0`, `#if 1`, a macro the file `#define`s as `0` or
/// `1` above it (`#if FLAG`, `#if !FLAG`), `#ifdef` and `#ifndef` of a macro it defines or `#undef`s. A group decided
/// false is dropped up to its `#else`, `#elif` or `#endif`, and the `#else` of a group decided true is dropped up to
/// its `#endif`. The first token of a branch that may be an alternative is marked
/// (``ObjCToken/opensAlternativeBranch``).
struct ObjCTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    /// True while only whitespace has been seen since the last line break, so a `#` starts a directive.
    private var atLineStart = true
    /// True after an `#else` or `#elif` whose earlier branch was kept, until the next token.
    private var afterBranchSwitch = false
    /// The macros the file has defined so far, with their values (`""` for none), and those it has undefined.
    private var definedMacros: [String: String] = [:]
    private var undefinedMacros: Set<String> = []
    /// For each open conditional group, whether the branch being read was decided true (its `#else` and `#elif`
    /// branches are then dropped).
    private var decidedTrue: [Bool] = []

    init(text: String) {
        self.bytes = Array(text.utf8)
    }

    /// All tokens of the text.
    static func tokens(of text: String) -> [ObjCToken] {
        var tokenizer = ObjCTokenizer(text: text)
        var tokens: [ObjCToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    mutating func next() -> ObjCToken? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0D:
                atLineStart = true
                index += 1
            case 0x20, 0x09, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where atLineStart:
                skipDirective()
            default:
                atLineStart = false
                var token = readToken()
                token.opensAlternativeBranch = afterBranchSwitch
                afterBranchSwitch = false
                return token
            }
        }
        return nil
    }

    // MARK: - Tokens

    private mutating func readToken() -> ObjCToken {
        let start = index
        let byte = bytes[index]
        if byte == UInt8(ascii: "@") {
            if let next = peek(1), isIdentifierStart(next) {
                index += 1
                while index < bytes.count, isIdentifierContinue(bytes[index]) { index += 1 }
                return token(.atKeyword, from: start)
            }
            if peek(1) == UInt8(ascii: "\"") {
                index += 1
                skipQuoted(UInt8(ascii: "\""))
                return token(.literal, from: start)
            }
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            skipQuoted(byte)
            return token(.literal, from: start)
        }
        if isIdentifierStart(byte) {
            while index < bytes.count, isIdentifierContinue(bytes[index]) { index += 1 }
            return token(.identifier, from: start)
        }
        if isDigit(byte) {
            while index < bytes.count, isIdentifierContinue(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            return token(.number, from: start)
        }
        index += 1
        return token(.punctuation, from: start)
    }

    private func token(_ kind: ObjCToken.Kind, from start: Int) -> ObjCToken {
        ObjCToken(kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start)
    }

    /// Skips a literal opened by `quote` at `index`, honouring backslash escapes; stops at an unescaped line
    /// break so that an unterminated literal cannot swallow the rest of the file.
    private mutating func skipQuoted(_ quote: UInt8) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                index += 1
                return
            }
            if byte == 0x0A || byte == 0x0D { return }
            index += 1
        }
        index = min(index, bytes.count)
    }

    // MARK: - Comments and directives

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    }

    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
    }

    /// Skips the directive starting at the `#` at `index`, and the groups the file decides are not compiled.
    private mutating func skipDirective() {
        let words = directiveWords()
        defer { atLineStart = true }
        guard let keyword = words.first else { return }
        let name = words.dropFirst().first.map(String.init)
        switch keyword {
        case "define":
            if let name {
                definedMacros[name] = words.dropFirst(2).first.map(String.init) ?? ""
                undefinedMacros.remove(name)
            }
        case "undef":
            if let name {
                definedMacros[name] = nil
                undefinedMacros.insert(name)
            }
        case "if", "ifdef", "ifndef":
            switch decide(keyword, name) {
            case false?:
                // The branch after the dropped group is the only one kept: not an alternative.
                let closing = skipGroup(toEndOnly: false)
                afterBranchSwitch = false
                if closing != "endif" { decidedTrue.append(closing == "else") }
            case true?:
                decidedTrue.append(true)
            case nil:
                decidedTrue.append(false)
            }
        case "else", "elif", "elifdef", "elifndef":
            if decidedTrue.last == true {
                _ = skipGroup(toEndOnly: true)
                decidedTrue.removeLast()
                afterBranchSwitch = false
            } else {
                afterBranchSwitch = true
            }
        case "endif":
            _ = decidedTrue.popLast()
        default:
            break
        }
    }

    /// Whether the file decides the condition of `#if`, `#ifdef` or `#ifndef` `operand`: `nil` when it does not.
    private func decide(_ keyword: Substring, _ operand: String?) -> Bool? {
        guard let operand else { return nil }
        switch keyword {
        case "ifdef", "ifndef":
            let defined: Bool? = definedMacros[operand] != nil ? true : undefinedMacros.contains(operand) ? false : nil
            return keyword == "ifdef" ? defined : defined.map { !$0 }
        default:
            let negated = operand.hasPrefix("!")
            let name = negated ? String(operand.dropFirst()) : operand
            let value = name == "0" || name == "1" ? name : definedMacros[name]
            guard let value, value == "0" || value == "1" else { return nil }
            return (value == "1") != negated
        }
    }

    /// Reads the directive's line (joining continuation lines, dropping comments) and returns its first words,
    /// leaving `index` at the line break that ends it.
    private mutating func directiveWords() -> [Substring] {
        index += 1
        var line: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), peek(1) == 0x0A || peek(1) == 0x0D {
                index += 1
                if bytes[index] == 0x0D, peek(1) == 0x0A { index += 1 }
                index += 1
                line.append(0x20)
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                line.append(0x20)
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                break
            }
            line.append(byte)
            index += 1
        }
        let text = String(decoding: line, as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" }).prefix(3).map { $0 }
    }

    /// Skips lines up to the `#else`, `#elif` or `#endif` that closes the current group (only the `#endif` when
    /// `toEndOnly`), counting nested conditionals, and answers which one it was (`nil` at the end of the file).
    private mutating func skipGroup(toEndOnly: Bool) -> Substring? {
        var depth = 0
        while index < bytes.count {
            // Move to the start of the next line.
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x20
                || bytes[index] == 0x09
            {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { continue }
            let words = directiveWords()
            guard let keyword = words.first else { continue }
            switch keyword {
            case "if", "ifdef", "ifndef":
                depth += 1
            case "endif":
                if depth == 0 { return keyword }
                depth -= 1
            case "else", "elif", "elifdef", "elifndef":
                if depth == 0 && !toEndOnly { return keyword }
            default:
                break
            }
        }
        return nil
    }

    // MARK: - Characters

    private func peek(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
