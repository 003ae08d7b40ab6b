import UIDescription

/// An Interface Builder action (`@IBAction`, `- (IBAction)…`) or segue action (`@IBSegueAction`) declared in source.
public struct SourceAction: Sendable, Hashable {
    /// Which attribute made the method visible to Interface Builder.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `@IBAction` / `IBAction`.
        case action
        /// `@IBSegueAction` / `IBSegueAction`.
        case segueAction
    }

    /// The Objective-C selector, spelled as Interface Builder stores it: `didTap:`, `login`,
    /// `valueChanged:forEvent:`.
    public var selector: String
    /// The Swift name, e.g. `didTap(_:)` or `go()`; `nil` for Objective-C methods.
    public var swiftName: String?
    /// Action or segue action.
    public var kind: Kind
    /// The written type names of the parameters, in order (`Any`, `UIButton`, `id`); empty for none.
    public var parameterTypeNames: [String]
    /// The simple name of the class (or extended type) that declares the method.
    public var ownerName: String
    /// The owner with its enclosing Swift types, e.g. `Outer.Inner`; equal to ``ownerName`` at top level.
    public var ownerQualifiedName: String
    /// The block the method was declared in.
    public var container: MemberContainer
    /// The declared access level (Swift only; `nil` for Objective-C).
    public var accessLevel: AccessLevel?
    /// The language of the declaring file.
    public var language: SourceLanguage
    /// The position of the method's name (its first selector piece in Objective-C).
    public var location: SourceLocation

    /// Creates an action from its parts.
    public init(
        selector: String,
        swiftName: String?,
        kind: Kind,
        parameterTypeNames: [String],
        ownerName: String,
        ownerQualifiedName: String,
        container: MemberContainer,
        accessLevel: AccessLevel?,
        language: SourceLanguage,
        location: SourceLocation
    ) {
        self.selector = selector
        self.swiftName = swiftName
        self.kind = kind
        self.parameterTypeNames = parameterTypeNames
        self.ownerName = ownerName
        self.ownerQualifiedName = ownerQualifiedName
        self.container = container
        self.accessLevel = accessLevel
        self.language = language
        self.location = location
    }
}

extension SourceAction {
    /// Whether `other` declares this same action again, adding nothing: an Objective-C method declared in a
    /// header and defined in its `@implementation`, or a Swift method with the same selector in the same file
    /// (`#if` branches). A Swift method in another file is another class's of the same name (another target).
    func isRedeclared(by other: SourceAction) -> Bool {
        guard selector == other.selector else { return false }
        if language == .objectiveC && other.language == .objectiveC {
            // Two `@interface Foo : Bar` in two files are two classes of one name (a macOS and an iOS target's),
            // not one declared twice.
            return !(container == .classBody && other.container == .classBody && location.file != other.location.file)
        }
        return location.file == other.location.file
    }
}
