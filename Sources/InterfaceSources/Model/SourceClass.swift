import UIDescription

/// A class declared in a Swift or Objective-C source file.
public struct SourceClass: Sendable, Hashable {
    /// The class's own name, without enclosing types: `Inner` for `Outer.Inner`.
    public var name: String
    /// The name with its enclosing Swift types: `Outer.Inner`. Equal to ``name`` for top-level classes.
    public var qualifiedName: String
    /// The Objective-C runtime name given with `@objc(Name)`, if any.
    public var objcRuntimeName: String?
    /// The names in the inheritance clause, in source order, without generic arguments or module prefixes.
    ///
    /// For Objective-C this is the superclass followed by the adopted protocols.
    public var inheritedTypeNames: [String]
    /// The superclass as far as the file alone tells.
    ///
    /// Objective-C names its superclass explicitly. In Swift the superclass, when there is one, is the first
    /// inherited type, but a first name could also be a protocol; ``SourceIndex/superclassName(of:platform:)``
    /// settles that with the whole index.
    public var superclassCandidate: String?
    /// The language of the declaring file.
    public var language: SourceLanguage
    /// The declared access level (Swift only).
    public var accessLevel: AccessLevel?
    /// The position of the class name in its declaring file.
    public var location: SourceLocation

    /// Creates a class declaration from its parts.
    public init(
        name: String,
        qualifiedName: String,
        objcRuntimeName: String? = nil,
        inheritedTypeNames: [String],
        superclassCandidate: String?,
        language: SourceLanguage,
        accessLevel: AccessLevel? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.objcRuntimeName = objcRuntimeName
        self.inheritedTypeNames = inheritedTypeNames
        self.superclassCandidate = superclassCandidate
        self.language = language
        self.accessLevel = accessLevel
        self.location = location
    }

    /// Whether `name` refers to this class by its name, qualified name or Objective-C runtime name.
    public func isNamed(_ name: String) -> Bool {
        name == self.name || name == qualifiedName || name == objcRuntimeName
    }
}
