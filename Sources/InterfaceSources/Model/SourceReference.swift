import UIDescription

/// A place where code names something in an Interface Builder file by a string: a segue identifier
/// (`performSegue(withIdentifier: "showDetail", sender: nil)`), a storyboard identifier
/// (`instantiateViewController(withIdentifier: "Settings")`), a storyboard or nib file
/// (`UIStoryboard(name: "Main", bundle: nil)`, `UINib(nibName: "ProfileCell", bundle: nil)`), or a reuse identifier
/// a cell is dequeued or registered with.
///
/// Only string literals are values: a reference whose string the code computes is recorded (as a registration)
/// only where its presence matters, with a `nil` ``value``.
public struct SourceReference: Sendable, Hashable {
    /// What the string names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `performSegue(withIdentifier:sender:)` on `self`: a segue of the calling view controller's scene.
        case segueIdentifier
        /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`: a scene's
        /// storyboard identifier.
        case storyboardIdentifier
        /// `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`: a `.storyboard` file.
        case storyboardName
        /// `UINib(nibName:bundle:)`, `init(nibName:bundle:)`, `loadNibNamed(_:owner:)`, `NSNib(nibNamed:bundle:)`,
        /// `init(windowNibName:)`: a `.xib` file.
        case nibName
        /// A launch screen (`UILaunchStoryboardName` in an `Info.plist`): a `.storyboard` or a `.xib` file.
        case storyboardOrNibName
        /// `dequeueReusableCell(withIdentifier:for:)` and its kin that take an index path (and raise where the
        /// others return `nil`): a cell's or reusable view's reuse identifier.
        case reuseIdentifier
        /// `register(_:forCellReuseIdentifier:)` and its kin: an identifier the code registers itself.
        case reuseRegistration
    }

    /// The class, or extension of a class, whose method holds the reference.
    public struct Caller: Sendable, Hashable, ClassMember {
        /// The class's simple name.
        public var ownerName: String
        /// The class with its enclosing Swift types (`Outer.Inner`).
        public var ownerQualifiedName: String
        /// Where the reference is (the member's position, for ``ClassMember``).
        public var location: SourceLocation

        /// Creates a caller.
        public init(ownerName: String, ownerQualifiedName: String, location: SourceLocation) {
            self.ownerName = ownerName
            self.ownerQualifiedName = ownerQualifiedName
            self.location = location
        }

        /// A caller in an Objective-C `@implementation` (or category) of `className`.
        init(className: String, location: SourceLocation) {
            self.init(ownerName: className, ownerQualifiedName: className, location: location)
        }

        /// A caller in a member of a Swift class or class extension.
        init(owner: SwiftMemberOwner, location: SourceLocation) {
            self.init(ownerName: owner.name, ownerQualifiedName: owner.qualifiedName, location: location)
        }
    }

    /// What the string names.
    public var kind: Kind
    /// The string literal's value (or the type name `String(describing: Cell.self)` spells); `nil` when the code
    /// computes the string.
    public var value: String?
    /// The class whose method makes the call on `self`, for segue identifiers; `nil` when the receiver is another
    /// object or the call is outside a class.
    public var caller: Caller?
    /// For a storyboard identifier, the storyboard the call names in place
    /// (`UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: …)`).
    public var storyboardName: String?
    /// For a string the code names by a constant instead of a literal, the constants it can be, most specific
    /// first: `["ProfileCell.reuseIdentifier"]` (a static member), or for a bare `cellID` in `ListViewController`
    /// `["ListViewController#cellID", "cellID"]` (an instance constant, a top-level one). ``SourceIndex/value(of:)``
    /// resolves them; empty for a literal.
    public var constantNames: [String]
    /// The call as written, shortened for messages: `performSegue(withIdentifier:)`.
    public var callName: String
    /// Where the string is.
    public var location: SourceLocation

    /// Creates a reference.
    public init(
        kind: Kind, value: String?, constantNames: [String] = [], caller: Caller? = nil, storyboardName: String? = nil,
        callName: String, location: SourceLocation
    ) {
        self.constantNames = constantNames
        self.kind = kind
        self.value = value
        self.caller = caller
        self.storyboardName = storyboardName
        self.callName = callName
        self.location = location
    }
}
