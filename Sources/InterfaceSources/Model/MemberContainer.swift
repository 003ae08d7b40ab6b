/// The kind of declaration block a member was written in.
public enum MemberContainer: String, Sendable, Hashable, Codable {
    /// The class's own body: a Swift `class Foo { }` or an Objective-C `@interface Foo : Bar` (including its
    /// instance-variable block).
    case classBody
    /// A Swift `extension Foo`, an Objective-C class extension `@interface Foo ()` or a category
    /// `@interface Foo (Name)`.
    case `extension`
    /// An Objective-C `@implementation Foo` (including its instance-variable block).
    case implementation
}
