/// A class and its superclasses, nearest first, as far as the sources and the framework tables tell.
struct ClassLineage: Sendable {
    /// The class itself, then its superclasses.
    let classes: [String]
    /// Every name members of these classes can be filed under: the names in ``classes`` plus the simple and
    /// qualified names of the source classes they name (so an `@objc(Name)` runtime name reaches the class's
    /// members).
    let ownerNames: Set<String>
    /// The first superclass that neither the sources nor the framework tables know, which ends the chain early;
    /// `nil` when the chain reaches a root class.
    let unresolvedSuperclass: String?
    /// Objective-C classes in the chain whose `@implementation` is not among the sources, so that methods
    /// declared only there are unknown.
    let unscannedImplementations: [String]

    /// Whether every class in the chain is known in full, all the way to a root class, so that "not declared"
    /// means not declared.
    var isComplete: Bool { unresolvedSuperclass == nil && unscannedImplementations.isEmpty }

    /// Why the chain is not complete, for messages; `nil` when it is.
    var gap: String? {
        if let unresolvedSuperclass, let first = classes.first {
            return "superclass `\(unresolvedSuperclass)` of \(first) is declared nowhere in the scanned sources"
        }
        if let unscanned = unscannedImplementations.first {
            return "the @implementation of `\(unscanned)` is not among the scanned sources"
        }
        return nil
    }
}
