import InterfaceSources

/// A class and its superclasses, nearest first, as far as the sources and the framework tables tell.
struct ClassLineage: Sendable {
    /// The class itself, then its superclasses.
    let classes: [String]
    /// Every name members of these classes can be filed under: the names in ``classes`` plus the simple and
    /// qualified names of the source classes they name (so an `@objc(Name)` runtime name reaches the class's
    /// members).
    let ownerNames: Set<String>
    /// Why the sources do not tell every member of the chain, for messages; `nil` when they do. A superclass
    /// declared nowhere, a class whose declaration (naming its superclass) was not scanned though its extensions
    /// were, an Objective-C class whose `@implementation` was not scanned.
    let gap: String?
    /// The class the gap is in: the superclass declared nowhere, the class whose declaration or `@implementation`
    /// was not scanned; `nil` when there is no gap.
    var gapClass: String? = nil
    /// Whether the chain is known up to a root class, so that "is not a kind of" can be decided.
    let reachesRoot: Bool
    /// Files of other targets whose same-named classes' members are not this object's (see ``OtherTargetFiles``).
    var otherTargetFiles: OtherTargetFiles = .none

    /// Whether a member declared on one of these classes, in a file of this chain's target, is one of this chain's.
    func owns(_ member: some ClassMember) -> Bool {
        (ownerNames.contains(member.ownerName) || ownerNames.contains(member.ownerQualifiedName))
            && !otherTargetFiles.contains(member.location.file)
    }

    /// Whether every member of every class in the chain is known, so that "not declared" means not declared.
    var isComplete: Bool { gap == nil }
}
