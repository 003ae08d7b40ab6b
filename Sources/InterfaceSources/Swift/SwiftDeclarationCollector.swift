import SwiftSyntax
import UIDescription

/// Walks one parsed Swift file and collects classes, protocols, outlets and actions, the calls that name
/// Interface Builder items by string (``SourceReference``) and the methods named by selector (``SelectorReference``).
final class SwiftDeclarationCollector: SyntaxVisitor {
    private let lines: LineTable
    private(set) var declarations = FileDeclarations()

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// A branch no build compiles (`#if false`) declares and names nothing.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        SwiftConditionalCompilation.isNeverCompiled(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftNames.identifier(node.name)
        let inherited = node.inheritanceClause?.inheritedTypes.map { SwiftNames.simpleTypeName($0.type) } ?? []
        let qualified = (SwiftTypeNesting.enclosingTypeNames(of: Syntax(node)) + [name]).joined(separator: ".")
        declarations.classes.append(
            SourceClass(
                name: name,
                qualifiedName: qualified,
                objcRuntimeName: SwiftAttributes.objcName(in: node.attributes),
                inheritedTypeNames: inherited,
                superclassCandidate: inherited.first,
                language: .swift,
                accessLevel: SwiftModifiers.accessLevel(node.modifiers) ?? .internal,
                location: location(of: node.name)
            ))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SwiftNames.identifier(node.name)
        declarations.protocolNames.append(name)
        if SwiftAttributes.contains("objc", in: node.attributes) {
            declarations.objectiveCProtocols[name] = ObjectiveCProtocol(
                inheritedProtocolNames: node.inheritanceClause?.inheritedTypes.map { SwiftNames.simpleTypeName($0.type) } ?? [],
                requirementNames: requirementNames(of: node))
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let inherited = node.inheritanceClause?.inheritedTypes, !inherited.isEmpty {
            let extended = SwiftNames.typePath(node.extendedType).joined(separator: ".")
            declarations.extensionConformances[extended, default: []] += inherited.map { SwiftNames.simpleTypeName($0.type) }
        }
        return .visitChildren
    }

    /// The runtime names of an `@objc` protocol's requirements: properties' getters and setters, methods' selectors.
    private func requirementNames(of node: ProtocolDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let property = SwiftNames.identifier(pattern.identifier)
                    names.insert(property)
                    if Self.requiresSetter(binding) { names.insert(Self.setterSelector(of: property)) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.insert(selector(of: function, labels: Self.argumentLabels(Array(function.signature.parameterClause.parameters))))
            }
        }
        return names
    }

    /// Whether a protocol's property requirement is `{ get set }`.
    private static func requiresSetter(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.contains { $0.accessorSpecifier.text == "set" }
    }

    /// Whether a member can be visible to the Objective-C runtime at all: an instance member, not `@nonobjc`. One
    /// without `@objc` of its own is still exposed when it satisfies an `@objc` protocol's requirement.
    private static func mayBeObjectiveC(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        !SwiftModifiers.isTypeMember(modifiers) && !SwiftAttributes.contains("nonobjc", in: attributes)
    }

    /// The Objective-C setter of a property: `setTitle:` for `title`.
    private static func setterSelector(of property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        // `typealias DeveloperOnly = PlaceBidViewController`: extensions of the alias extend the class.
        if node.genericParameterClause == nil {
            declarations.typeAliases[SwiftNames.identifier(node.name)] = SwiftNames.simpleTypeName(node.initializer.value)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftStringConstants.collect(node, into: &declarations)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftStringConstants.collect(node, into: &declarations)
        guard let owner = SwiftMemberOwner.of(member: node) else { return .visitChildren }
        guard SwiftAttributes.contains("IBOutlet", in: node.attributes) else {
            // Key-value coding sets an outlet through any property the Objective-C runtime sees.
            if node.bindingSpecifier.tokenKind == .keyword(.var),
                isExposedToObjectiveC(node.attributes, node.modifiers, owner: owner)
            {
                for binding in node.bindings where SwiftDeclarationCollector.isSettable(binding) {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    declarations.objectiveCMembers[owner.qualifiedName, default: []]
                        .insert(SwiftNames.identifier(pattern.identifier))
                }
            } else if Self.mayBeObjectiveC(node.attributes, node.modifiers) {
                for binding in node.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let property = SwiftNames.identifier(pattern.identifier)
                    declarations.unexposedSwiftMembers[owner.qualifiedName, default: []].insert(property)
                    if node.bindingSpecifier.tokenKind == .keyword(.var), SwiftDeclarationCollector.isSettable(binding) {
                        declarations.unexposedSwiftMembers[owner.qualifiedName, default: []]
                            .insert(Self.setterSelector(of: property))
                    }
                }
            }
            return .visitChildren
        }
        let access = SwiftModifiers.accessLevel(node.modifiers) ?? owner.defaultAccessLevel
        let setterAccess = SwiftModifiers.setterAccessLevel(node.modifiers)
        let bindings = Array(node.bindings)
        let types = SwiftDeclarationCollector.bindingTypes(bindings)
        for (binding, type) in zip(bindings, types) {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            declarations.outlets.append(
                SourceOutlet(
                    name: SwiftNames.identifier(pattern.identifier),
                    typeName: type?.name,
                    isCollection: type?.isCollection ?? false,
                    ownerName: owner.name,
                    ownerQualifiedName: owner.qualifiedName,
                    container: owner.container,
                    accessLevel: access,
                    setterAccessLevel: setterAccess,
                    language: .swift,
                    location: location(of: pattern.identifier)
                ))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.references += SwiftSegueComparisons.references(in: node, lines: lines)
        SwiftStringConstants.collect(node, into: &declarations)
        guard let owner = SwiftMemberOwner.of(member: node) else { return .visitChildren }
        let kind: SourceAction.Kind
        if SwiftAttributes.contains("IBAction", in: node.attributes) {
            kind = .action
        } else if SwiftAttributes.contains("IBSegueAction", in: node.attributes) {
            kind = .segueAction
        } else {
            // An action can name any method the Objective-C runtime sees, `@IBAction` or not.
            let labels = SwiftDeclarationCollector.argumentLabels(Array(node.signature.parameterClause.parameters))
            if isExposedToObjectiveC(node.attributes, node.modifiers, owner: owner) {
                declarations.objectiveCMembers[owner.qualifiedName, default: []].insert(selector(of: node, labels: labels))
            } else if Self.mayBeObjectiveC(node.attributes, node.modifiers) {
                declarations.unexposedSwiftMembers[owner.qualifiedName, default: []].insert(selector(of: node, labels: labels))
            }
            return .visitChildren
        }
        let baseName = SwiftNames.identifier(node.name)
        let parameters = Array(node.signature.parameterClause.parameters)
        let labels = SwiftDeclarationCollector.argumentLabels(parameters)
        let selector = selector(of: node, labels: labels)
        let swiftName = SwiftNames.methodName(baseName, argumentLabels: labels)
        declarations.actions.append(
            SourceAction(
                selector: selector,
                swiftName: swiftName,
                kind: kind,
                parameterTypeNames: parameters.map { $0.type.trimmedDescription },
                ownerName: owner.name,
                ownerQualifiedName: owner.qualifiedName,
                container: owner.container,
                accessLevel: SwiftModifiers.accessLevel(node.modifiers) ?? owner.defaultAccessLevel,
                language: .swift,
                location: location(of: node.name)
            ))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let called = SwiftSelectorReferences.calledMethod(node) {
            declarations.calledMethods.insert(called)
        }
        if let call = SwiftReferenceForwarding.helperCall(node, lines: lines) {
            declarations.helperCalls.append(call)
        }
        if let (reference, argument) = SwiftStringReferences.match(in: node, lines: lines) {
            if reference.value == nil, reference.constantNames.isEmpty {
                // Types named in place, or a helper's caller, may give the string; another computed one only matters
                // when registered.
                let isReuse = reference.kind == .reuseIdentifier || reference.kind == .reuseRegistration
                switch isReuse ? SwiftReferenceForwarding.resolution(of: argument, reference: reference) : nil {
                case .references(let made)?:
                    declarations.references += made
                case .forwarded(let forwarded)?:
                    declarations.forwardedReferences.append(forwarded)
                case nil:
                    if reference.kind == .reuseRegistration { declarations.references.append(reference) }
                }
            } else {
                declarations.references.append(reference)
            }
        } else if let selector = SwiftSelectorReferences.reference(in: node) {
            declarations.selectorReferences.insert(selector)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        switch SwiftReferenceForwarding.helperUse(node, lines: lines) {
        case .calls(let call)?: declarations.helperCalls.append(call)
        case .uncalled(let name)?: declarations.uncalledHelperNames.insert(name)
        case nil: break
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if let selector = SwiftSelectorReferences.reference(in: node) {
            declarations.selectorReferences.insert(selector)
        }
        return .visitChildren
    }

    /// The Objective-C selector of a method with argument `labels`: its `@objc(name)`, else the one Swift derives
    /// from its name.
    private func selector(of node: FunctionDeclSyntax, labels: [String?]) -> String {
        if let explicit = SwiftAttributes.objcName(in: node.attributes) { return explicit }
        return ObjCSelectorNaming.selector(
            baseName: SwiftNames.identifier(node.name), argumentLabels: labels,
            throwing: node.signature.effectSpecifiers?.throwsClause != nil)
    }

    private static func argumentLabels(_ parameters: [FunctionParameterSyntax]) -> [String?] {
        parameters.map { parameter in
            let label = SwiftNames.identifier(parameter.firstName)
            return label == "_" ? nil : label
        }
    }

    /// Whether a `var` binding can be set: stored (with or without observers) or computed with a setter.
    private static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Whether an instance member without Interface Builder attributes is still visible to the Objective-C
    /// runtime: marked `@objc`, `@IBInspectable` or `@NSManaged`, or in an `@objcMembers` class or an
    /// `@objc extension`. Type members (`static`, `class`) are not instance members.
    private func isExposedToObjectiveC(
        _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, owner: SwiftMemberOwner
    ) -> Bool {
        Self.mayBeObjectiveC(attributes, modifiers)
            && (owner.exposesMembersToObjectiveC
                || ["objc", "IBInspectable", "NSManaged"].contains { SwiftAttributes.contains($0, in: attributes) })
    }

    /// The outlet type of each binding in `var a, b: T` / `var a: T, b: U`. A binding without a type
    /// annotation or initializer shares the type of the next annotated binding, as the compiler reads it; one
    /// with only an initializer such as `= UILabel()` takes the called type's name.
    private static func bindingTypes(_ bindings: [PatternBindingSyntax]) -> [SwiftOutletType?] {
        var result: [SwiftOutletType?] = Array(repeating: nil, count: bindings.count)
        var following: SwiftOutletType?
        for index in bindings.indices.reversed() {
            let binding = bindings[index]
            if let annotation = binding.typeAnnotation {
                following = SwiftOutletType(annotation.type)
                result[index] = following
            } else if let initializer = binding.initializer {
                following = nil
                result[index] = initializedType(initializer.value)
            } else {
                result[index] = following
            }
        }
        return result
    }

    private static func initializedType(_ value: ExprSyntax) -> SwiftOutletType? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard let name = callee.split(separator: ".").last.map(String.init), name.first?.isUppercase == true else {
            return nil
        }
        let type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
        return SwiftOutletType(type)
    }

    private func location(of token: TokenSyntax) -> UIDescription.SourceLocation {
        lines.location(ofUTF8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
