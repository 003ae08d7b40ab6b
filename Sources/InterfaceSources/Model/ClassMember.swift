import UIDescription

/// A member declared in source on a class (or an extension of it): what tells which class, and which file, it
/// belongs to.
public protocol ClassMember {
    /// The simple name of the class (or extended type) that declares the member.
    var ownerName: String { get }
    /// The owner with its enclosing Swift types, e.g. `Outer.Inner`; equal to ``ownerName`` at top level.
    var ownerQualifiedName: String { get }
    /// Where the member is declared.
    var location: SourceLocation { get }
}

extension SourceOutlet: ClassMember {}
extension SourceAction: ClassMember {}
