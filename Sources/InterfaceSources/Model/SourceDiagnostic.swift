import UIDescription

/// A problem found while reading a source file that did not stop it from being indexed,
/// such as a Swift syntax error or an unterminated Objective-C `@interface`.
public struct SourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, in one line.
    public var message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `path:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
