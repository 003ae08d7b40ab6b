import SwiftSyntax
import UIDescription

/// Works out how a reference made inside a registration or dequeue helper takes its string from the helper's
/// parameters (``ForwardedReference``), and what the calls of such helpers pass (``HelperCall``).
enum SwiftReferenceForwarding {
    /// Where the string of a reference the code computes comes from, when reading can follow it.
    enum Resolution {
        /// The types a loop or `forEach` in place goes over: `for kind in [A.self, B.self] { … kind.reuseIdentifier }`
        /// makes one reference per type.
        case references([SourceReference])
        /// A parameter of the helper function around the reference: known at the helper's calls.
        case forwarded(ForwardedReference)
    }

    /// How the string of `reference`, held by `argument`, follows from types the code names in place or from a
    /// parameter of the helper function around it: the name (`String(describing: T.self)`, `"\(cellType)"`) or a
    /// static member (`T.reuseIdentifier`, `cellType.cellIdentifier`) of a type, or a `String` parameter itself, also
    /// through a local `let` (`let identifier = T.reuseIdentifier`). The types are a loop's or `forEach`'s over an
    /// array of `.self`s, or those a metatype parameter passes. `nil` when the string comes from anything else, or
    /// from a function whose calls are not recorded (``ForwardedReference/isHelperName(_:)``).
    static func resolution(of argument: ExprSyntax, reference: SourceReference) -> Resolution? {
        let function = enclosingFunction(of: Syntax(argument))
        guard let (source, form) = source(of: argument, in: function, depth: 0) else { return nil }
        let parameters = function.map { Array($0.signature.parameterClause.parameters) } ?? []
        let parameterIndex: Int?
        switch source {
        case .types(let typeNames):
            return .references(typeNames.map { typeName in
                var made = reference
                switch form {
                case .typeName: made.value = typeName
                case .member(let member): made.constantNames = [typeName + "." + member]
                case .string: break
                }
                return made
            })
        case .parameter(let parameterName):
            parameterIndex = parameters.firstIndex { localName(of: $0) == parameterName }
        case .genericParameter(let genericName):
            // The parameter the caller passes the type in: `_: Cell.Type`, `cellTypes: [Cell.Type]`.
            parameterIndex = parameters.firstIndex { isMetatype($0.type, of: genericName) }
        }
        guard let function, let parameterIndex else { return nil }
        let name = SwiftNames.identifier(function.name)
        guard ForwardedReference.isHelperName(name) else { return nil }
        let signature = HelperSignature(
            baseName: name,
            isStatic: SwiftModifiers.isTypeMember(function.modifiers),
            parameters: parameters.map { parameter in
                let label = SwiftNames.identifier(parameter.firstName)
                return HelperSignature.Parameter(label: label == "_" ? nil : label, hasDefault: parameter.defaultValue != nil)
            })
        return .forwarded(
            ForwardedReference(
                reference: reference, helper: signature, parameterIndex: parameterIndex, form: form,
                helperOffsets: function.position.utf8Offset..<function.endPosition.utf8Offset))
    }

    /// The call of a possible helper (``ForwardedReference/isHelperName(_:)``) `call` is, with what its arguments pass.
    static func helperCall(_ call: FunctionCallExprSyntax, lines: LineTable) -> HelperCall? {
        guard let (receiver, nameToken) = SwiftStringReferences.callee(call.calledExpression) else { return nil }
        let name = SwiftNames.identifier(nameToken)
        guard ForwardedReference.isHelperName(name) else { return nil }
        // `WPAnalytics.register(provider)` calls a type's method, not a table view helper of the same name.
        let receiverIsType = receiver.map(namesType) ?? false
        let arguments = call.arguments.map { argument in
            let expression = argument.expression
            let value = SwiftStringReferences.literal(expression) ?? SwiftStringConstants.typeNameValue(expression)
            return HelperCall.Argument(
                label: argument.label.map(SwiftNames.identifier), typeNames: passedTypes(expression), value: value,
                constantNames: value == nil ? SwiftStringConstants.constantNames(expression) : [],
                location: lines.location(ofUTF8Offset: expression.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return HelperCall(
            baseName: name, arguments: arguments,
            trailingClosureCount: (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count,
            location: lines.location(ofUTF8Offset: call.positionAfterSkippingLeadingTrivia.utf8Offset),
            receiverIsType: receiverIsType)
    }

    /// How a reference to a possible helper that is not its call uses it.
    enum HelperUse {
        /// Passed to `forEach` over types named in place (`[A.self, B.self].forEach(tableView.registerNib)`): a call
        /// per type.
        case calls(HelperCall)
        /// Passed or stored some other way (`cells.forEach(register)`, `let add = tableView.registerCell`): its calls
        /// cannot all be seen.
        case uncalled(String)
    }

    /// How `reference` uses a possible helper other than by calling it; `nil` for a call, another name, or a member of
    /// a type (`Paths.register`, a constant more often than a helper).
    static func helperUse(_ reference: DeclReferenceExprSyntax, lines: LineTable) -> HelperUse? {
        let name = SwiftNames.identifier(reference.baseName)
        guard ForwardedReference.isHelperName(name) else { return nil }
        var expression = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            if let base = member.base, namesType(base) { return nil }
            expression = ExprSyntax(member)
        }
        if let call = expression.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
            return nil
        }
        // `sequence.forEach(helper)`: the argument list's only element.
        if let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "forEach",
            let sequence = callee.base, let types = typesNamed(by: sequence, in: enclosingFunction(of: Syntax(call)))
        {
            let location = lines.location(ofUTF8Offset: sequence.positionAfterSkippingLeadingTrivia.utf8Offset)
            let passed = HelperCall.Argument(label: nil, typeNames: types, value: nil, constantNames: [], location: location)
            return .calls(
                HelperCall(baseName: name, arguments: [passed], trailingClosureCount: 0, location: location, bindsByPosition: true))
        }
        return .uncalled(name)
    }

    // MARK: Where the string comes from

    private enum Source {
        /// A parameter of the function, by its local name.
        case parameter(String)
        /// A generic parameter of the function.
        case genericParameter(String)
        /// Types named in place.
        case types([String])
    }

    private static func source(
        of expression: ExprSyntax, in function: FunctionDeclSyntax?, depth: Int
    ) -> (Source, ForwardedReference.Form)? {
        if let described = SwiftStringConstants.describedExpression(expression) {
            return typeSource(described, in: function).map { ($0, .typeName) }
        }
        // `T.reuseIdentifier`, or a type method called without arguments, `T.stringName()`.
        let called = SwiftStringConstants.calleeOfCallWithoutArguments(expression)
        if let member = (called ?? expression).as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.declName.baseName.tokenKind != .keyword(.self), let base = member.base
        {
            let name = SwiftNames.identifier(member.declName.baseName) + (called == nil ? "" : "()")
            return typeSource(base, in: function).map { ($0, .member(name)) }
        }
        if called != nil { return nil }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
            return nil
        }
        let name = SwiftNames.identifier(reference.baseName)
        if let initializer = localConstant(name, before: Syntax(expression), in: function) {
            return depth < 2 ? source(of: initializer, in: function, depth: depth + 1) : nil
        }
        guard let function, let parameter = parameter(named: name, in: function),
            ["String", "String?", "String!"].contains(parameter.type.trimmedDescription)
        else { return nil }
        return (.parameter(name), .string)
    }

    /// What a type expression stands for: a generic parameter (`T`, `T.self`), a metatype parameter (`cellType`,
    /// `cellType.self`), or a loop variable or `forEach` closure parameter over one or over an array of `.self`s.
    private static func typeSource(_ expression: ExprSyntax, in function: FunctionDeclSyntax?) -> Source? {
        var expression = expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
            let base = member.base
        {
            expression = base
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
            return nil
        }
        let name = SwiftNames.identifier(reference.baseName)
        if let sequence = iteratedSequence(binding: name, around: Syntax(expression), in: function) {
            if let types = typesNamed(by: sequence, in: function) { return .types(types) }
            guard let listName = sequence.as(DeclReferenceExprSyntax.self).map({ SwiftNames.identifier($0.baseName) }),
                let function, let parameter = parameter(named: listName, in: function), isMetatype(parameter.type)
            else { return nil }
            return .parameter(listName)
        }
        // `let headerType = Header.self`.
        if let initializer = localConstant(name, before: Syntax(expression), in: function) {
            return passedType(initializer).map { .types([$0]) }
        }
        guard let function else { return nil }
        let generics = function.genericParameterClause?.parameters.map { SwiftNames.identifier($0.name) } ?? []
        if generics.contains(name) { return .genericParameter(name) }
        guard let parameter = parameter(named: name, in: function), isMetatype(parameter.type) else { return nil }
        return .parameter(name)
    }

    // MARK: Syntax helpers

    /// Whether `expression` names a type, as Swift capitalises them: `WPAnalytics`, `Module.Paths`.
    private static func namesType(_ expression: ExprSyntax) -> Bool {
        SwiftStringConstants.lastName(expression)?.first?.isUppercase == true
    }

    /// The function whose body holds `node`, through closures and nested statements; `nil` outside a function.
    private static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
            if ancestor.is(MemberBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    private static func localName(of parameter: FunctionParameterSyntax) -> String {
        SwiftNames.identifier(parameter.secondName ?? parameter.firstName)
    }

    private static func parameter(named name: String, in function: FunctionDeclSyntax) -> FunctionParameterSyntax? {
        function.signature.parameterClause.parameters.first { localName(of: $0) == name }
    }

    /// Whether `type` passes classes: `Cell.Type`, `AnyClass`, optional or in an array.
    private static func isMetatype(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text.contains(".Type") || text.contains("AnyClass")
    }

    /// Whether `type` passes the generic parameter `name`: `T.Type`, `T.Type?`, `[T.Type]`.
    private static func isMetatype(_ type: TypeSyntax, of name: String) -> Bool {
        let text = type.trimmedDescription.filter { !$0.isWhitespace }
        return [name + ".Type", name + ".Type?", name + ".Type!", "[" + name + ".Type]"].contains(text)
    }

    /// Whether walking up from a reference has left the code that can see its local names: the function around it,
    /// or a type's members or the file when there is none.
    private static func isBoundary(_ node: Syntax, of function: FunctionDeclSyntax?) -> Bool {
        if let function { return node.id == function.id }
        return node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self)
    }

    /// The initializer of a local `let name` declared before `node` in the blocks around it, up to `function`.
    private static func localConstant(_ name: String, before node: Syntax, in function: FunctionDeclSyntax?) -> ExprSyntax? {
        var current = node.parent
        while let ancestor = current, !isBoundary(ancestor, of: function) {
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition <= node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings {
                        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                            SwiftNames.identifier(pattern.identifier) == name
                        else { continue }
                        return binding.initializer?.value
                    }
                }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The sequence that `name` goes over around `node`: a `for name in sequence` loop's, or that of
    /// `sequence.forEach { name in … }` (also as `$0`).
    private static func iteratedSequence(binding name: String, around node: Syntax, in function: FunctionDeclSyntax?) -> ExprSyntax? {
        var current = node.parent
        while let ancestor = current, !isBoundary(ancestor, of: function) {
            if let loop = ancestor.as(ForStmtSyntax.self),
                loop.pattern.as(IdentifierPatternSyntax.self).map({ SwiftNames.identifier($0.identifier) }) == name
            {
                return loop.sequence
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), closureBinds(closure, name),
                let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                callee.declName.baseName.text == "forEach", let sequence = callee.base
            {
                return sequence
            }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether `closure`'s only parameter is `name` (`$0` when it names none).
    private static func closureBinds(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        guard let parameters = closure.signature?.parameterClause else { return name == "$0" }
        switch parameters {
        case .simpleInput(let list):
            return list.count == 1 && list.first.map { SwiftNames.identifier($0.name) } == name
        case .parameterClause(let clause):
            return clause.parameters.count == 1
                && clause.parameters.first.map { SwiftNames.identifier($0.secondName ?? $0.firstName) } == name
        }
    }

    /// The type `self` or `Self.self` is in a `static` or `class` method of a type (`tableView.registerNib(for: self)`
    /// in a cell's `static func register(for:)`).
    private static func staticSelfType(_ expression: ExprSyntax) -> String? {
        let isSelf = expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            || expression.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.tokenKind == .keyword(.self)
                    && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)
            } == true
        guard isSelf, let function = enclosingFunction(of: Syntax(expression)),
            SwiftModifiers.isTypeMember(function.modifiers),
            let owner = SwiftTypeNesting.memberBlockOwner(of: Syntax(function))
        else { return nil }
        return SwiftTypeNesting.typeNamePath(of: owner).last
    }

    /// The types an array of `.self`s names, written in place or held by a local `let` before it.
    private static func typesNamed(by sequence: ExprSyntax, in function: FunctionDeclSyntax?) -> [String]? {
        if let types = passedTypes(sequence) { return types }
        guard let list = sequence.as(DeclReferenceExprSyntax.self),
            let initializer = localConstant(SwiftNames.identifier(list.baseName), before: Syntax(sequence), in: function)
        else { return nil }
        return passedTypes(initializer)
    }

    /// The types `ProfileCell.self` or `[A.self, B.self]` passes; `nil` for anything else, or a generic parameter's
    /// or `Self`'s metatype.
    private static func passedTypes(_ expression: ExprSyntax) -> [String]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            let types = array.elements.map { passedType($0.expression) }
            guard !types.isEmpty, !types.contains(nil) else { return nil }
            return types.compactMap { $0 }
        }
        return passedType(expression).map { [$0] }
    }

    private static func passedType(_ expression: ExprSyntax) -> String? {
        if let type = staticSelfType(expression) { return type }
        guard let metatype = expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.tokenKind == .keyword(.self),
            let base = metatype.base, let name = SwiftStringConstants.lastName(base)
        else { return nil }
        return SwiftStringConstants.typeName(name, at: expression)
    }
}
