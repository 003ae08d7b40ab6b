import SwiftSyntax
import UIDescription

/// Recognises the Swift calls that name an Interface Builder item by a string (see ``SourceReference``), by the
/// called name and its argument labels, as UIKit and AppKit spell them.
enum SwiftStringReferences {
    /// The reference `call` makes, if it is one of the calls ``SourceReference/Kind`` lists, with the argument that
    /// holds the string; the reference has no value and no constant names when the code computes the string.
    static func match(in call: FunctionCallExprSyntax, lines: LineTable) -> (reference: SourceReference, argument: ExprSyntax)? {
        guard let (receiver, nameToken) = callee(call.calledExpression) else { return nil }
        let name = nameToken.text
        guard isCandidate(name) else { return nil }
        let arguments = call.arguments
        func argument(labelled label: String) -> LabeledExprSyntax? {
            arguments.first { $0.label?.text == label }
        }
        func make(_ kind: SourceReference.Kind, _ argument: LabeledExprSyntax, caller: SourceReference.Caller? = nil,
                  storyboardName: String? = nil) -> (reference: SourceReference, argument: ExprSyntax)? {
            let value = literal(argument.expression) ?? SwiftStringConstants.typeNameValue(argument.expression)
            let constantNames = value == nil ? SwiftStringConstants.constantNames(argument.expression) : []
            let label = argument.label.map { $0.text + ":" } ?? "_:"
            let reference = SourceReference(
                kind: kind, value: value, constantNames: constantNames, caller: caller, storyboardName: storyboardName,
                callName: "\(name)(\(label))",
                location: lines.location(ofUTF8Offset: argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset))
            return (reference, argument.expression)
        }
        switch name {
        case "performSegue":
            guard let identifier = argument(labelled: "withIdentifier") else { return nil }
            let onSelf = receiver.map(isSelf) ?? true
            let caller = onSelf ? enclosingClass(of: call, lines: lines) : nil
            return make(.segueIdentifier, identifier, caller: caller)
        case "instantiateViewController", "instantiateController":
            guard let identifier = argument(labelled: "withIdentifier") ?? argument(labelled: "identifier") else {
                return nil
            }
            return make(.storyboardIdentifier, identifier, storyboardName: receiver.flatMap(storyboardNamed))
        case "UIStoryboard", "NSStoryboard":
            guard isLocal(argument(labelled: "bundle")?.expression) else { return nil }
            return argument(labelled: "name").flatMap { make(.storyboardName, $0) }
        case "loadNibNamed":
            guard let first = arguments.first, first.label == nil, let receiver, isLocal(receiver) else { return nil }
            return make(.nibName, first)
        case "dequeueReusableCell", "dequeueReusableSupplementaryView":
            // Only the forms taking an index path raise for an unknown identifier; the others return nil.
            guard argument(labelled: "for") != nil,
                let identifier = argument(labelled: "withIdentifier") ?? argument(labelled: "withReuseIdentifier")
            else { return nil }
            return make(.reuseIdentifier, identifier)
        case "register":
            let labels = ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier",
                          "withReuseIdentifier"]
            guard let identifier = labels.lazy.compactMap(argument(labelled:)).first else { return nil }
            return make(.reuseRegistration, identifier)
        default:
            // `UINib(nibName:bundle:)`, `super.init(nibName:bundle:)`, `ProfileViewController(nibName:bundle:)`,
            // `NSNib(nibNamed:bundle:)`, `NSWindowController(windowNibName:)`: a type or an initializer whose
            // first argument names the nib.
            guard name == "init" || name.first?.isUppercase == true, let first = arguments.first,
                let label = first.label?.text, ["nibName", "nibNamed", "windowNibName"].contains(label),
                isLocal(argument(labelled: "bundle")?.expression)
            else { return nil }
            return make(.nibName, first)
        }
    }

    /// The called names handled by name, before the arguments are looked at.
    static let calledNames: Set<String> = [
        "performSegue", "instantiateViewController", "instantiateController", "UIStoryboard", "NSStoryboard",
        "loadNibNamed", "dequeueReusableCell", "dequeueReusableSupplementaryView", "register",
    ]

    /// Whether a call with this name can be a reference: one of ``calledNames``, or an initializer or type name
    /// (which can take a nib name).
    private static func isCandidate(_ name: String) -> Bool {
        name == "init" || name.first?.isUppercase == true || calledNames.contains(name)
    }

    /// Whether a `bundle:` argument (`nil` when there is none) names a bundle whose files are the project's own:
    /// `nil` and the main bundle, the package's `Bundle.module`, the bundle of a class (`Bundle(for: Self.self)`).
    /// Files loaded from another bundle (a framework's, found by identifier or held in a variable) may live
    /// outside the project, so their names are not checked.
    private static func isLocal(_ bundle: ExprSyntax?) -> Bool {
        guard let bundle else { return true }
        if bundle.is(NilLiteralExprSyntax.self) { return true }
        if let member = bundle.as(MemberAccessExprSyntax.self), ["main", "module"].contains(member.declName.baseName.text) {
            let base = member.base?.trimmedDescription
            return base == nil || base == "Bundle" || base == "Foundation.Bundle"
        }
        if let call = bundle.as(FunctionCallExprSyntax.self), call.arguments.first?.label?.text == "for" {
            let callee = call.calledExpression.trimmedDescription
            return callee == "Bundle" || callee == "Bundle.init" || callee == ".init"
        }
        return false
    }

    /// The receiver (`nil` for an implicit `self` or a bare type or function name) and the called name.
    static func callee(_ expression: ExprSyntax) -> (receiver: ExprSyntax?, name: TokenSyntax)? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base, member.declName.baseName)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName)
        }
        return nil
    }

    /// Whether `expression` is `self`, `self?` or `self!`.
    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `expression` without a trailing `?` or `!`: `segue.identifier` for `segue.identifier?`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var inner = expression
        if let optional = inner.as(OptionalChainingExprSyntax.self) { inner = optional.expression }
        if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
        return inner
    }

    /// The storyboard name of a receiver written as `UIStoryboard(name: "Main", bundle: nil)`.
    private static func storyboardNamed(_ receiver: ExprSyntax) -> String? {
        guard let call = receiver.as(FunctionCallExprSyntax.self), let (_, name) = callee(call.calledExpression),
            name.text == "UIStoryboard" || name.text == "NSStoryboard",
            let argument = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return literal(argument.expression)
    }

    /// The text of a plain string literal (no interpolation, no escapes), also wrapped in AppKit's name types:
    /// `NSStoryboard.Name("Main")`, `NSStoryboard.SceneIdentifier("Settings")`, `NSStoryboardSegue.Identifier("show")`,
    /// `NSNib.Name(rawValue: "Cell")`.
    static func literal(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let (_, name) = callee(call.calledExpression), ["Name", "SceneIdentifier", "Identifier"].contains(name.text),
            let only = call.arguments.first, only.label == nil || only.label?.text == "rawValue"
        {
            return literal(only.expression)
        }
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in string.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text.contains("\\") ? nil : text
    }

    /// The class (or extension) whose member holds `node`, nearest first; `nil` for a member of a struct, enum,
    /// protocol or actor, or code at file scope.
    private static func enclosingClass(of node: some SyntaxProtocol, lines: LineTable) -> SourceReference.Caller? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) {
                guard let owner = SwiftMemberOwner.of(member: current) else { return nil }
                return SourceReference.Caller(
                    owner: owner, location: lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            current = parent
        }
        return nil
    }
}
