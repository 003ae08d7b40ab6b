import UIDescription

/// Reads classes, protocols, outlets and actions from the tokens of one Objective-C file.
///
/// Understands `@interface Name : Super <Protocols>`, class extensions `@interface Name ()`, categories
/// `@interface Name (Category)`, `@implementation Name`, instance-variable blocks, `@property` declarations
/// (with the `_name` instance variable the compiler synthesizes for them), `@synthesize`, and method
/// declarations and definitions; skips `@protocol` bodies, method bodies and C code.
struct ObjCDeclarationScanner {
    private var cursor: ObjCTokenCursor
    private let lines: LineTable
    private(set) var declarations = FileDeclarations()

    init(tokens: [ObjCToken], lines: LineTable) {
        self.cursor = ObjCTokenCursor(tokens: tokens)
        self.lines = lines
    }

    /// Scans `text` (reported as `path`) and returns what it declares, the messages that name Interface Builder
    /// items by string and the selectors it names.
    static func read(_ text: String, path: String?) -> FileDeclarations {
        let lines = LineTable(text: text, file: path)
        let tokens = ObjCTokenizer.tokens(of: text)
        var scanner = ObjCDeclarationScanner(tokens: tokens, lines: lines)
        scanner.scanFile()
        scanner.declarations.references = ObjCStringReferences.references(in: tokens, lines: lines)
        scanner.declarations.selectorReferences = ObjCSelectorReferences.references(in: tokens)
        scanner.declarations.calledMethods = ObjCSelectorReferences.messages(in: tokens)
        ObjCStringConstants.collect(tokens, into: &scanner.declarations)
        return scanner.declarations
    }

    mutating func scanFile() {
        while let token = cursor.current {
            switch (token.kind, token.text) {
            case (.atKeyword, "@interface"): scanContainer(isImplementation: false)
            case (.atKeyword, "@implementation"): scanContainer(isImplementation: true)
            case (.atKeyword, "@protocol"): scanProtocol()
            default: cursor.advance()
            }
        }
    }

    // MARK: - Containers

    /// With the cursor on `@interface` or `@implementation`: reads the header and the body up to `@end`.
    private mutating func scanContainer(isImplementation: Bool) {
        let keyword = cursor.current
        cursor.advance()
        guard let nameToken = cursor.current, nameToken.kind == .identifier else {
            diagnose("expected a class name after \(keyword?.text ?? "@interface")", at: keyword)
            return
        }
        cursor.advance()
        let name = nameToken.text
        _ = cursor.takeGroup(open: "<", close: ">")  // lightweight generic parameters: Foo<ObjectType>
        var isCategory = false
        var isClassExtension = false
        var superclass: String?
        var protocols: [String] = []
        if cursor.currentIs("(") {
            isCategory = true
            isClassExtension = cursor.takeGroup(open: "(", close: ")").isEmpty
        } else if cursor.currentIs(":") {
            cursor.advance()
            if let superToken = cursor.current, superToken.kind == .identifier {
                superclass = superToken.text
                cursor.advance()
            }
        }
        while cursor.currentIs("<") {
            protocols += cursor.takeGroup(open: "<", close: ">").filter { $0.kind == .identifier }.map(\.text)
        }
        let container: MemberContainer = isImplementation ? .implementation : (isCategory ? .extension : .classBody)
        if isImplementation, !isCategory { declarations.implementedClassNames.append(name) }
        if !isCategory, !isImplementation || superclass != nil {
            declarations.classes.append(
                SourceClass(
                    name: name, qualifiedName: name, inheritedTypeNames: (superclass.map { [$0] } ?? []) + protocols,
                    superclassCandidate: superclass, language: .objectiveC, location: location(of: nameToken)))
        }
        if cursor.currentIs("{") {
            scanInstanceVariables(owner: name, container: container)
        }
        // The compiler synthesizes an instance variable for the properties of a class and its class
        // extensions, not for those of a named category.
        scanBody(owner: name, container: container, opener: keyword, synthesizesProperties: !isCategory || isClassExtension)
    }

    /// With the cursor on the `{` of an instance-variable block: records its outlets and moves past its `}`.
    private mutating func scanInstanceVariables(owner: String, container: MemberContainer) {
        let opener = cursor.current
        cursor.advance()
        var statement: [ObjCToken] = []
        while let token = cursor.current {
            if token.isPunctuation("}") {
                cursor.advance()
                return
            }
            if token.isPunctuation(";") {
                addOutlets(from: statement, owner: owner, container: container)
                statement = []
                cursor.advance()
            } else if token.isPunctuation("{") {
                _ = cursor.takeGroup(open: "{", close: "}")  // a nested struct or union
            } else if cursor.isAtStructuralKeyword {
                diagnose("instance variable block is not closed by '}'", at: opener)
                return
            } else if token.kind == .atKeyword {
                cursor.advance()  // @public, @private, @protected, @package
            } else {
                statement.append(token)
                cursor.advance()
            }
        }
        diagnose("instance variable block is not closed by '}'", at: opener)
    }

    /// Reads members up to and including `@end`.
    private mutating func scanBody(owner: String, container: MemberContainer, opener: ObjCToken?, synthesizesProperties: Bool) {
        var atStatementStart = true
        while let token = cursor.current {
            if token.kind == .atKeyword {
                switch token.text {
                case "@end":
                    cursor.advance()
                    return
                case "@property":
                    cursor.advance()
                    scanProperty(owner: owner, container: container, synthesized: synthesizesProperties)
                    atStatementStart = true
                case "@synthesize":
                    cursor.advance()
                    scanSynthesize(owner: owner)
                    atStatementStart = true
                default:
                    if cursor.isAtStructuralKeyword {
                        // @interface, @implementation or a @protocol definition: this block lacks its @end,
                        // unless the new one opens an `#else` branch (the same declaration written per
                        // platform, sharing one @end): then the members that follow belong to it.
                        if !token.opensAlternativeBranch {
                            diagnose("\(opener?.text ?? "@interface") \(owner) is not closed by @end", at: opener)
                        }
                        return
                    }
                    cursor.advance()
                    atStatementStart = false
                }
            } else if token.isPunctuation("-") || token.isPunctuation("+"),
                atStatementStart || cursor.peek(1)?.isPunctuation("(") == true
            {
                // A method starts a statement; a `-(` after a macro such as NS_ASSUME_NONNULL_BEGIN does too.
                scanMethod(owner: owner, container: container)
                atStatementStart = true
            } else if token.isPunctuation("{") {
                _ = cursor.takeGroup(open: "{", close: "}")
                atStatementStart = true
            } else {
                atStatementStart = token.isPunctuation(";") || token.isPunctuation("}")
                cursor.advance()
            }
        }
        diagnose("\(opener?.text ?? "@interface") \(owner) is not closed by @end", at: opener)
    }

    /// With the cursor on `@protocol`: records a protocol definition and skips its body. Forward
    /// declarations (`@protocol P;`) and `@protocol(P)` expressions are passed over.
    private mutating func scanProtocol() {
        let keyword = cursor.current
        cursor.advance()
        guard let nameToken = cursor.current, nameToken.kind == .identifier else { return }
        cursor.advance()
        if cursor.currentIs(";") || cursor.currentIs(",") { return }
        declarations.protocolNames.append(nameToken.text)
        while let token = cursor.current {
            if token.kind == .atKeyword {
                if token.text == "@end" {
                    cursor.advance()
                    return
                }
                if cursor.isAtStructuralKeyword, token.text != "@property" {
                    if !token.opensAlternativeBranch {
                        diagnose("@protocol \(nameToken.text) is not closed by @end", at: keyword)
                    }
                    return
                }
            }
            cursor.advance()
        }
        diagnose("@protocol \(nameToken.text) is not closed by @end", at: keyword)
    }

    // MARK: - Members

    /// With the cursor after `@property`: reads the declaration up to `;` and records its outlets, and
    /// the `_name` instance variable the compiler makes for it when `synthesized`.
    private mutating func scanProperty(owner: String, container: MemberContainer, synthesized: Bool) {
        _ = cursor.takeGroup(open: "(", close: ")")  // (nonatomic, weak, getter=isOn)
        var statement: [ObjCToken] = []
        while let token = cursor.current, token.kind != .atKeyword {
            if token.isPunctuation(";") {
                cursor.advance()
                break
            }
            if token.isPunctuation("(") {
                statement.append(token)
                let inner = cursor.takeGroup(open: "(", close: ")")
                statement += inner
                statement.append(ObjCToken(kind: .punctuation, text: ")", offset: token.offset))
                continue
            }
            if token.isPunctuation("{") || token.isPunctuation("}") { break }
            statement.append(token)
            cursor.advance()
        }
        addOutlets(from: statement, owner: owner, container: container, synthesizesInstanceVariable: synthesized)
    }

    /// With the cursor after `@synthesize`: records the instance variables it names (`@synthesize name = ivar, other;`
    /// makes `ivar` and `other`), which key-value coding sets outlets through.
    private mutating func scanSynthesize(owner: String) {
        while let token = cursor.current, !cursor.isAtStructuralKeyword, token.kind != .atKeyword {
            cursor.advance()
            if token.isPunctuation(";") { return }
            guard token.kind == .identifier else { continue }
            var instanceVariable = token.text
            if cursor.currentIs("="), let named = cursor.peek(1), named.kind == .identifier {
                instanceVariable = named.text
                cursor.advance()
                cursor.advance()
            }
            declarations.objectiveCMembers[owner, default: []].insert(instanceVariable)
            declarations.synthesizedInstanceVariables[owner, default: [:]][token.text] = instanceVariable
        }
    }

    /// Records the members a property or instance-variable declaration makes, and its outlets; with
    /// `synthesizesInstanceVariable`, the properties the compiler makes an instance variable for.
    private mutating func addOutlets(from statement: [ObjCToken], owner: String, container: MemberContainer,
                                     synthesizesInstanceVariable: Bool = false) {
        for declarator in ObjCOutletDeclaration.declarators(in: statement, outletsOnly: false) {
            declarations.objectiveCMembers[owner, default: []].insert(declarator.name.text)
            if synthesizesInstanceVariable {
                // `_name`, unless an `@synthesize` names another (``SourceIndex/objectiveCRuntimeMemberNames()``).
                declarations.autoSynthesizedProperties[owner, default: []].insert(declarator.name.text)
            }
        }
        for declarator in ObjCOutletDeclaration.declarators(in: statement) {
            declarations.outlets.append(
                SourceOutlet(
                    name: declarator.name.text, typeName: declarator.typeName, isCollection: declarator.isCollection,
                    ownerName: owner, ownerQualifiedName: owner, container: container, accessLevel: nil,
                    language: .objectiveC, location: location(of: declarator.name)))
        }
    }

    /// With the cursor on the `-` or `+` of a method: reads its selector, records it when it returns
    /// `IBAction` or `IBSegueAction`, and moves past its `;` or body.
    private mutating func scanMethod(owner: String, container: MemberContainer) {
        cursor.advance()
        let returnType = cursor.takeGroup(open: "(", close: ")")
        guard let nameToken = cursor.current, nameToken.kind == .identifier else {
            skipMethodRest()
            return
        }
        cursor.advance()
        var pieces: [String] = []
        var parameterTypes: [String] = []
        if cursor.currentIs(":") {
            var label = nameToken.text
            while cursor.currentIs(":") {
                cursor.advance()
                pieces.append(label)
                if cursor.currentIs("(") {
                    parameterTypes.append(ObjCDeclarationScanner.typeText(cursor.takeGroup(open: "(", close: ")")))
                } else {
                    parameterTypes.append("id")
                }
                if let parameterName = cursor.current, parameterName.kind == .identifier,
                    cursor.peek(1)?.isPunctuation(":") != true
                {
                    cursor.advance()
                }
                if let next = cursor.current, next.kind == .identifier, cursor.peek(1)?.isPunctuation(":") == true {
                    label = next.text
                    cursor.advance()
                } else if cursor.currentIs(":") {
                    label = ""
                } else {
                    break
                }
            }
        }
        skipMethodRest()
        let selector = pieces.isEmpty ? nameToken.text : pieces.map { $0 + ":" }.joined()
        declarations.objectiveCMembers[owner, default: []].insert(selector)
        let kind: SourceAction.Kind
        if returnType.contains(where: { $0.isIdentifier("IBAction") }) {
            kind = .action
        } else if returnType.contains(where: { $0.isIdentifier("IBSegueAction") }) {
            kind = .segueAction
        } else {
            return
        }
        declarations.actions.append(
            SourceAction(
                selector: selector, swiftName: nil, kind: kind, parameterTypeNames: parameterTypes,
                ownerName: owner, ownerQualifiedName: owner, container: container, accessLevel: nil,
                language: .objectiveC, location: location(of: nameToken)))
    }

    /// Moves past the end of a method signature: its `;`, its body, or both (`- (void)f; { … }`).
    private mutating func skipMethodRest() {
        while let token = cursor.current {
            if cursor.isAtStructuralKeyword { return }
            if token.isPunctuation(";") {
                cursor.advance()
                if cursor.currentIs("{") { _ = cursor.takeGroup(open: "{", close: "}") }
                return
            }
            if token.isPunctuation("{") {
                _ = cursor.takeGroup(open: "{", close: "}")
                return
            }
            if token.isPunctuation("(") {
                _ = cursor.takeGroup(open: "(", close: ")")
            } else {
                cursor.advance()
            }
        }
    }

    // MARK: - Helpers

    /// A type's tokens as text: `UIEvent *`, `id<UITableViewDelegate>`.
    private static func typeText(_ tokens: [ObjCToken]) -> String {
        var text = ""
        for token in tokens {
            let glued = token.kind == .punctuation && token.text != "*"
            if !text.isEmpty, !glued, !(text.last == "<" || text.last == "(") { text += " " }
            text += token.text
        }
        return text
    }

    private func location(of token: ObjCToken) -> SourceLocation {
        lines.location(ofUTF8Offset: token.offset)
    }

    private mutating func diagnose(_ message: String, at token: ObjCToken?) {
        declarations.diagnostics.append(
            SourceDiagnostic(location: lines.location(ofUTF8Offset: token?.offset ?? 0), message: message))
    }
}
