import UIDescription

/// An Interface Builder outlet or outlet collection declared in source.
///
/// Swift: `@IBOutlet weak var title: UILabel!`, `@IBOutlet var buttons: [UIButton]!`.
/// Objective-C: `@property IBOutlet UILabel *title;`, `IBOutletCollection(UIButton) NSArray *buttons;`, or the
/// same in an instance-variable block.
public struct SourceOutlet: Sendable, Hashable {
    /// The property (or instance variable) name.
    public var name: String
    /// The declared type's name with optionality stripped; for a collection, the element type.
    /// `UILabel` for `UILabel!`, `UIButton` for `[UIButton]!`, `id` for Objective-C `id`.
    /// `nil` when the declaration has no written type.
    public var typeName: String?
    /// Whether this is an outlet collection.
    public var isCollection: Bool
    /// The simple name of the class (or extended type) that declares the outlet.
    public var ownerName: String
    /// The owner with its enclosing Swift types, e.g. `Outer.Inner`; equal to ``ownerName`` at top level.
    public var ownerQualifiedName: String
    /// The block the outlet was declared in.
    public var container: MemberContainer
    /// The declared access level (Swift only; `nil` for Objective-C).
    public var accessLevel: AccessLevel?
    /// The setter's access level when it is restricted, as in `private(set)` (Swift only).
    public var setterAccessLevel: AccessLevel?
    /// The language of the declaring file.
    public var language: SourceLanguage
    /// The position of the property name.
    public var location: SourceLocation

    /// Creates an outlet from its parts.
    public init(
        name: String,
        typeName: String?,
        isCollection: Bool,
        ownerName: String,
        ownerQualifiedName: String,
        container: MemberContainer,
        accessLevel: AccessLevel?,
        setterAccessLevel: AccessLevel? = nil,
        language: SourceLanguage,
        location: SourceLocation
    ) {
        self.name = name
        self.typeName = typeName
        self.isCollection = isCollection
        self.ownerName = ownerName
        self.ownerQualifiedName = ownerQualifiedName
        self.container = container
        self.accessLevel = accessLevel
        self.setterAccessLevel = setterAccessLevel
        self.language = language
        self.location = location
    }
}

extension SourceOutlet {
    /// Whether `other` declares this same outlet again, adding nothing: an Objective-C property repeated
    /// in a class extension or `@implementation`, or a Swift declaration of the same type in the same file.
    /// Swift declarations with another type (`#if` branches for two platforms) or in another file (a class
    /// of the same name in another target) are different outlets, and so are two Objective-C `@interface`s of one
    /// class name in two files (a macOS and an iOS target's).
    func isRedeclared(by other: SourceOutlet) -> Bool {
        guard name == other.name else { return false }
        if language == .objectiveC && other.language == .objectiveC {
            // Two `@interface Foo : Bar` in two files are two classes of one name (a macOS and an iOS target's),
            // not one declared twice.
            return !(container == .classBody && other.container == .classBody && location.file != other.location.file)
        }
        return location.file == other.location.file && typeName == other.typeName && isCollection == other.isCollection
    }
}
