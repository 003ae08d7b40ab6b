/// A source file, or a directory of them, that could not be read as it should.
public struct SourceReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why reading failed.
    public enum Reason: Sendable, Hashable {
        /// The file or directory could not be opened or read; carries the system's explanation.
        case unreadable(String)
        /// The file is not valid UTF-8 (nor UTF-16 with a byte order mark). It is still indexed, with each
        /// invalid byte read as U+FFFD, so declarations in its ASCII parts are found.
        case notUTF8
    }

    /// The path of the file or directory.
    public var path: String
    /// Why reading failed.
    public var reason: Reason

    /// Creates a failure for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `path: what went wrong`.
    public var description: String {
        switch reason {
        case .unreadable(let why): "\(path): cannot read: \(why)"
        case .notUTF8: "\(path): not valid UTF-8; invalid bytes were replaced"
        }
    }
}
