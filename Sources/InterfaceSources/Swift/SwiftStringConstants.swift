import SwiftSyntax

/// Reads the Swift string constants code names Interface Builder items by (see ``StringConstantValue``), and the
/// expressions that name them.
enum SwiftStringConstants {
    // MARK: Definitions

    /// Records the constants `declaration` defines: a type's `static` or `class` property (`Cell.reuseIdentifier`),
    /// a type's instance `let` with a literal (`ListViewController#cellID`), or a top-level `let` (`cellID`). Its value
    /// is a literal (also returned by a getter), the type's own name (`String(describing: self)`), another member's
    /// value, or unknown: a static property of another kind still hides a protocol extension's default of the same
    /// name.
    static func collect(_ declaration: VariableDeclSyntax, into declarations: inout FileDeclarations) {
        let prefix: String
        var literalsOnly = false
        if let owner = SwiftTypeNesting.memberBlockOwner(of: Syntax(declaration)) {
            // A protocol's requirement defines nothing; its extensions do.
            guard !owner.is(ProtocolDeclSyntax.self), let typeName = SwiftTypeNesting.typeNamePath(of: owner).last else { return }
            if SwiftModifiers.isTypeMember(declaration.modifiers) {
                prefix = typeName + "."
            } else {
                guard declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return }
                prefix = typeName + "#"
                literalsOnly = true
            }
        } else {
            guard declaration.bindingSpecifier.tokenKind == .keyword(.let),
                declaration.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            else { return }
            prefix = ""
            literalsOnly = true
        }
        for binding in declaration.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let value = valueExpression(of: binding).map(value(of:)) ?? .unknown
            // An instance or top-level constant that is not a literal names nothing a reference could use.
            if literalsOnly {
                guard case .text = value else { continue }
            }
            declarations.defineConstant(prefix + SwiftNames.identifier(pattern.identifier), value)
        }
    }

    /// Records a type method without parameters that returns a `String` from a single expression, named with its
    /// parentheses: `static func stringName() -> String { String(describing: self) }` in `NSObject` is
    /// `NSObject.stringName()`, which `Cell.stringName()` names (``constantNames(_:)``). A property of the same name
    /// is another member.
    static func collect(_ declaration: FunctionDeclSyntax, into declarations: inout FileDeclarations) {
        guard SwiftModifiers.isTypeMember(declaration.modifiers), declaration.genericParameterClause == nil,
            declaration.signature.parameterClause.parameters.isEmpty,
            let returnType = declaration.signature.returnClause?.type.trimmedDescription,
            returnType == "String" || returnType == "String!",
            let owner = SwiftTypeNesting.memberBlockOwner(of: Syntax(declaration)), !owner.is(ProtocolDeclSyntax.self),
            let typeName = SwiftTypeNesting.typeNamePath(of: owner).last
        else { return }
        let value = singleExpression(of: declaration.body?.statements).map(value(of:)) ?? .unknown
        let name = typeName + "." + SwiftNames.identifier(declaration.name)
        declarations.defineConstant(name + "()", value)
        // Objective-C asks an override of its class method, or an `@objc` one, as `[Cell defaultReuseIdentifier]`.
        if declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            || SwiftAttributes.contains("objc", in: declaration.attributes)
        {
            declarations.defineConstant(name, value)
        }
    }

    /// Records the raw values of a `String` enum's cases as `Enum.case.rawValue`: the literal a case gives, else the
    /// case's name (`enum CellID: String { case item; case header = "Header" }`).
    static func collect(_ declaration: EnumCaseDeclSyntax, into declarations: inout FileDeclarations) {
        guard let owner = SwiftTypeNesting.memberBlockOwner(of: Syntax(declaration))?.as(EnumDeclSyntax.self),
            owner.inheritanceClause?.inheritedTypes.first.map({ SwiftNames.simpleTypeName($0.type) }) == "String"
        else { return }
        let enumName = SwiftNames.identifier(owner.name)
        // A nested enum is also named with the types around it: two controllers may each nest a `CellID`.
        let outerPath = SwiftTypeNesting.enclosingTypeNames(of: Syntax(owner))
        let enumNames = (0...outerPath.count).map { (outerPath[$0...] + [enumName]).joined(separator: ".") }
        for element in declaration.elements {
            let name = SwiftNames.identifier(element.name)
            let value: StringConstantValue
            if let rawValue = element.rawValue {
                value = SwiftStringReferences.literal(rawValue.value).map(StringConstantValue.text) ?? .unknown
            } else {
                value = .text(name)
            }
            for enumName in enumNames {
                declarations.defineConstant(enumName + "." + name + ".rawValue", value)
            }
        }
    }

    /// The expression a binding's value is: its initializer, or the single expression (or `return`) of its getter.
    private static func valueExpression(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let initializer = binding.initializer { return initializer.value }
        let statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?:
            statements = body
        case .accessors(let accessors)?:
            statements = accessors.count == 1 ? accessors.first?.body?.statements : nil
        case nil:
            statements = nil
        }
        return singleExpression(of: statements)
    }

    /// The expression of a body that is a single expression or `return`.
    private static func singleExpression(of statements: CodeBlockItemListSyntax?) -> ExprSyntax? {
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }

    /// The function `expression` calls when it is a call without arguments or closures (`Cell.stringName()`), whose
    /// constant is named like the callee's, with `()` after it.
    static func calleeOfCallWithoutArguments(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            call.additionalTrailingClosures.isEmpty
        else { return nil }
        return call.calledExpression
    }

    /// A literal, the type's own name (`String(describing: self)`, `"\(self)"`, also with `Self.self`), a named
    /// type's name (`String(describing: Cell.self)`), or unknown.
    private static func value(of expression: ExprSyntax) -> StringConstantValue {
        if let text = SwiftStringReferences.literal(expression) { return .text(text) }
        if isUnqualifiedClassName(expression) { return .typeName }
        if let member = memberOfSelf(expression) { return .alias(member) }
        guard let described = describedType(expression) else { return .unknown }
        if described == "self" || described == "Self" { return .typeName }
        return typeName(described, at: expression).map(StringConstantValue.text) ?? .unknown
    }

    /// Whether `expression` is `NSStringFromClass(self).components(separatedBy: ".").last!` (or with `?? ""`): the
    /// class's name without its module.
    private static func isUnqualifiedClassName(_ expression: ExprSyntax) -> Bool {
        var last = expression
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { last = first }
        if let forced = last.as(ForceUnwrapExprSyntax.self) { last = forced.expression }
        if let optional = last.as(OptionalChainingExprSyntax.self) { last = optional.expression }
        guard let member = last.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "last",
            let components = member.base?.as(FunctionCallExprSyntax.self),
            let callee = components.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "components",
            components.arguments.first.map({ SwiftStringReferences.literal($0.expression) == "." }) == true,
            let className = callee.base?.as(FunctionCallExprSyntax.self),
            className.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromClass",
            className.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return false }
        return true
    }

    /// `classNameWithoutNamespaces` for a getter returning `classNameWithoutNamespaces`, `self.…` or `Self.…`, also
    /// called (`stringName()`).
    private static func memberOfSelf(_ expression: ExprSyntax) -> String? {
        if let callee = calleeOfCallWithoutArguments(expression) { return memberOfSelf(callee).map { $0 + "()" } }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            reference.baseName.tokenKind != .keyword(.self)
        {
            return SwiftNames.identifier(reference.baseName)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self)
        else { return nil }
        return SwiftNames.identifier(member.declName.baseName)
    }

    // MARK: References

    /// The name of a type `expression` spells as a string: `Cell` for `String(describing: Cell.self)` or
    /// `"\(Cell.self)"`; `nil` for `self`, `Self` and generic parameters, whose names are known only at run time.
    static func typeNameValue(_ expression: ExprSyntax) -> String? {
        guard let described = describedType(expression), described != "self", described != "Self" else { return nil }
        return typeName(described, at: expression)
    }

    /// The constants `expression` can name: `["Cell.reuseIdentifier"]` for `Cell.reuseIdentifier` (or
    /// `Module.Cell.reuseIdentifier`), `["ListViewController#cellID", "cellID"]` for a bare `cellID` inside
    /// `ListViewController` (an instance constant or a top-level one). Empty for anything else, and for members of `self`, `Self` or generic parameters.
    static func constantNames(_ expression: ExprSyntax) -> [String] {
        if let callee = calleeOfCallWithoutArguments(expression) {
            // `Cell.stringName()`: a type method; a bare call is an instance method, which names no constant.
            return callee.is(MemberAccessExprSyntax.self) ? constantNames(callee).map { $0 + "()" } : []
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let enumCase = member.base?.as(MemberAccessExprSyntax.self), let enumType = enumCase.base
        {
            // `Outer.CellID.item.rawValue` as written, or `CellID.item.rawValue` in `Outer` as `Outer.CellID`, before
            // any `CellID`.
            guard let typeName = lastName(enumType).flatMap({ typeName($0, at: expression) }) else { return [] }
            let member = "." + SwiftNames.identifier(enumCase.declName.baseName) + ".rawValue"
            let written = expressionPath(enumType)
            let qualified = written.count > 1
                ? [written.joined(separator: ".")]
                : enclosingTypeNames(of: Syntax(expression)).map { $0 + "." + typeName }
            return (qualified + [typeName]).map { $0 + member }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.argumentNames == nil
        {
            guard let baseName = lastName(base), let type = typeName(baseName, at: expression) else { return [] }
            return [type + "." + SwiftNames.identifier(member.declName.baseName)]
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            guard reference.baseName.tokenKind != .keyword(.self) else { return [] }
            let name = SwiftNames.identifier(reference.baseName)
            guard !isLocal(name, around: Syntax(expression)) else { return [] }
            // A bare name in code is an instance constant of a type around it, or a top-level constant (a static
            // one is named bare only from static code, which does not register cells).
            return enclosingTypeNames(of: Syntax(expression)).map { $0 + "#" + name } + [name]
        }
        return []
    }

    // MARK: Helpers

    /// The `X` of `String(describing: X)` or `"\(X)"`.
    static func describedExpression(_ expression: ExprSyntax) -> ExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing"
        {
            return argument.expression
        }
        // The parser puts empty text segments around the interpolation.
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let segments = string.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
        guard segments.count == 1, let segment = segments.first?.as(ExpressionSegmentSyntax.self),
            segment.expressions.count == 1, let only = segment.expressions.first, only.label == nil
        else { return nil }
        return only.expression
    }

    /// The text described by `String(describing: X)` or `"\(X)"`, `X` being `self`, `Self.self` (as `Self`) or
    /// `Name.self` (as `Name`).
    private static func describedType(_ expression: ExprSyntax) -> String? {
        guard let described = describedExpression(expression) else { return nil }
        if let reference = described.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            return "self"
        }
        guard let metatype = described.as(MemberAccessExprSyntax.self), metatype.declName.baseName.tokenKind == .keyword(.self),
            let base = metatype.base
        else { return nil }
        return lastName(base)
    }

    /// The names of a dotted expression: `["Outer", "CellID"]` for `Outer.CellID`; empty for anything else.
    private static func expressionPath(_ expression: ExprSyntax) -> [String] {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [SwiftNames.identifier(reference.baseName)] }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return [] }
        let path = expressionPath(base)
        return path.isEmpty ? [] : path + [SwiftNames.identifier(member.declName.baseName)]
    }

    /// The last name of a type written as `Cell`, `Self` or `Module.Cell`.
    static func lastName(_ type: ExprSyntax) -> String? {
        if let reference = type.as(DeclReferenceExprSyntax.self) { return SwiftNames.identifier(reference.baseName) }
        return type.as(MemberAccessExprSyntax.self).map { SwiftNames.identifier($0.declName.baseName) }
    }

    /// `name` when it names a type: capitalised, not `Self`, and not a generic parameter of an enclosing
    /// declaration (`String(describing: T.self)` names whatever `T` is at run time).
    static func typeName(_ name: String, at node: some SyntaxProtocol) -> String? {
        guard name.first?.isUppercase == true, name != "Self", !genericParameters(around: Syntax(node)).contains(name)
        else { return nil }
        return name
    }

    /// The simple names of the types and extensions around `node`, innermost first, through function bodies and
    /// closures (whose code sees the members of the types around them).
    private static func enclosingTypeNames(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = SwiftTypeNesting.typeNamePath(of: ancestor).last { names.append(name) }
            current = ancestor.parent
        }
        return names
    }

    /// Whether `name` is a parameter, local constant or variable, or optional binding of the code around `node`, which
    /// hides any member or top-level constant of that name.
    private static func isLocal(_ name: String, around node: Syntax) -> Bool {
        func binds(_ pattern: PatternSyntax) -> Bool {
            pattern.as(IdentifierPatternSyntax.self).map { SwiftNames.identifier($0.identifier) == name } ?? false
        }
        func bindsInConditions(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { condition in
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { return false }
                return binds(binding.pattern)
            }
        }
        var current = node.parent
        while let ancestor = current {
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                // Only declarations before the reference hide a name.
                for item in items where item.endPosition <= node.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.contains(where: { binds($0.pattern) }) {
                        return true
                    }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), bindsInConditions(guardStatement.conditions) {
                        return true
                    }
                }
            } else if let ifExpression = ancestor.as(IfExprSyntax.self), bindsInConditions(ifExpression.conditions) {
                return true
            } else if let signature = ancestor.as(FunctionDeclSyntax.self)?.signature ?? ancestor.as(InitializerDeclSyntax.self)?.signature {
                if signature.parameterClause.parameters.contains(where: { SwiftNames.identifier($0.secondName ?? $0.firstName) == name }) {
                    return true
                }
            } else if let closure = ancestor.as(ClosureExprSyntax.self), let signature = closure.signature?.parameterClause {
                if signature.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(name)) {
                    return true
                }
            } else if ancestor.is(MemberBlockSyntax.self) {
                break
            }
            current = ancestor.parent
        }
        return false
    }

    /// The generic parameter names of the declarations enclosing `node`.
    private static func genericParameters(around node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let ancestor = current {
            for parameter in ancestor.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters ?? [] {
                names.insert(SwiftNames.identifier(parameter.name))
            }
            current = ancestor.parent
        }
        return names
    }
}
