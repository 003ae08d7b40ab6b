import SwiftSyntax

/// The class or extension that a Swift member declaration belongs to.
struct SwiftMemberOwner: Sendable, Equatable {
    /// The simple type name: `Inner` for `Outer.Inner`.
    var name: String
    /// The name with enclosing types: `Outer.Inner`.
    var qualifiedName: String
    /// Class body or extension.
    var container: MemberContainer
    /// The access level members get when they name none (from an access modifier on an extension).
    var defaultAccessLevel: AccessLevel
    /// Whether every member is visible to the Objective-C runtime without its own `@objc`: an `@objcMembers`
    /// class or an `@objc extension`.
    var exposesMembersToObjectiveC = false

    /// The class or extension whose member block directly holds `declaration`, or `nil` when the declaration
    /// is local (inside a function, closure or accessor), at file scope, or a member of a struct, enum,
    /// protocol or actor, none of which Interface Builder can connect to.
    static func of(member declaration: some SyntaxProtocol) -> SwiftMemberOwner? {
        guard let group = SwiftTypeNesting.memberBlockOwner(of: Syntax(declaration)) else { return nil }
        if let classDecl = group.as(ClassDeclSyntax.self) {
            let name = SwiftNames.identifier(classDecl.name)
            let qualified = (SwiftTypeNesting.enclosingTypeNames(of: group) + [name]).joined(separator: ".")
            return SwiftMemberOwner(
                name: name, qualifiedName: qualified, container: .classBody, defaultAccessLevel: .internal,
                exposesMembersToObjectiveC: SwiftAttributes.contains("objcMembers", in: classDecl.attributes))
        }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
            let path = SwiftNames.typePath(extensionDecl.extendedType)
            guard let name = path.last else { return nil }
            let extensionAccess = SwiftModifiers.accessLevel(extensionDecl.modifiers)
            // Members of a `private extension` are visible to the whole file, i.e. fileprivate.
            let defaultAccess: AccessLevel = extensionAccess.map { $0 == .private ? .fileprivate : $0 } ?? .internal
            return SwiftMemberOwner(
                name: name, qualifiedName: path.joined(separator: "."), container: .extension,
                defaultAccessLevel: defaultAccess,
                exposesMembersToObjectiveC: SwiftAttributes.contains("objc", in: extensionDecl.attributes))
        }
        return nil
    }
}
