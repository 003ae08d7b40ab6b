/// The one error type of this package: reading an input, checking it, and decoding types from it.
///
/// Its `description` reads `path:line:column: error: message`, the form Xcode, editors and CI
/// problem matchers understand. Errors thrown while decoding also carry the `codingPath`, like
/// `DecodingError`; ``decodingError`` gives the equivalent `DecodingError` (with this error as
/// its `underlyingError`) for code that handles the standard Codable errors.
public struct UIDescriptionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var kind: Kind
    /// One sentence that says what went wrong, without the position.
    public var message: String
    /// Where it went wrong, when there is a place to point at.
    public var location: SourceLocation?
    /// The coding path at which a decoding error happened (empty for front-end errors).
    public var codingPath: [any CodingKey]
    /// Further positions that explain the error (the other element of a duplicate id, …).
    public var notes: [Note]

    /// A secondary position with a short explanation.
    public struct Note: Sendable, Hashable, CustomStringConvertible {
        /// The message.
        public var message: String
        /// The location.
        public var location: SourceLocation?

        /// Creates a `Note` from its parts.
        public init(message: String, location: SourceLocation?) {
            self.message = message
            self.location = location
        }

        public var description: String {
            location.map { "\($0): note: \(message)" } ?? "note: \(message)"
        }
    }

    /// The kinds of error, each with the facts a program may want to act on.
    public enum Kind: Sendable, Hashable {
        // Reading the input
        /// The input could not be read (missing file, permissions).
        case unreadable
        /// The input has no content.
        case emptyInput
        /// The input is not well-formed (XML or JSON); the payload is the parser's message.
        case malformed(String)
        /// The input still holds `<<<<<<<` / `=======` / `>>>>>>>` merge-conflict markers.
        case mergeConflict
        /// The input is well-formed but is not an Interface Builder document; the payload is what its root is.
        case notInterfaceBuilderDocument(root: String)
        /// A pre-Xcode 5 `<archive>` file (Interface Builder 3) holding a construct its reader cannot translate into
        /// the document format: the message names it.
        case legacyArchiveFormat
        /// The input has a document type declaration, which Interface Builder files never contain.
        case doctypeNotAllowed
        /// The input uses XInclude (`<xi:include>`), which Interface Builder files never contain.
        case xincludeNotAllowed
        /// The input is in an encoding other than UTF-8 or UTF-16 (payload: what was detected).
        case unsupportedEncoding(String)
        /// A ``DocumentLimits`` bound was exceeded.
        case limitExceeded(DocumentLimits.Limit, limit: Int)
        /// The layout's `format` version is newer than this reader understands.
        case unsupportedFormatVersion(String)

        // Decoding
        /// The type declares an outlet the file does not connect.
        case missingOutlet(name: String, owner: String, suggestion: String?)
        /// The file connects an outlet the type does not declare (the run-time
        /// "not key value coding-compliant" crash).
        case unknownOutlet(name: String, owner: String)
        /// A value or element is not of the type the Swift code declares.
        case typeMismatch(expected: String, found: String)
        /// A connection or reference names an id that no element carries.
        case danglingReference(id: String)
        /// Two or more elements carry the same id, and a reference to it cannot tell which is meant.
        case duplicateID(String)
        /// Outlets lead back to an object that is still being decoded (A → B → A), so the
        /// decoded value would be infinite. The payload lists the ids along the cycle.
        case referenceCycle(ids: [String])
        /// A required key (an attribute or child that is not an outlet) is absent.
        case keyNotFound(String)
        /// A value is present but cannot be read as the declared type.
        case invalidValue(String)
        /// The requested object (by storyboard identifier, custom class, user label or id) does not exist.
        case objectNotFound(String, suggestion: String?)
        /// More than one object matches the requested name.
        case ambiguousObject(String)
        /// `init(from:)` asked for a dependency that was not registered with the decoder.
        case missingDependency(String)
    }

    /// Creates a `UIDescriptionError` from its parts.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil,
                codingPath: [any CodingKey] = [], notes: [Note] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.codingPath = codingPath
        self.notes = notes
    }

    /// `path:line:column: error: message`, followed by any notes on their own lines.
    public var description: String {
        var text = location.map { "\($0): error: \(message)" } ?? "error: \(message)"
        for note in notes { text += "\n\(note)" }
        return text
    }

    /// The dotted coding path, for messages (`view.subviews.Index 2.text`).
    public var codingPathDescription: String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The equivalent standard `DecodingError`, whose context's `underlyingError` is this error.
    ///
    /// Missing outlets and keys map to `.keyNotFound`, type mismatches to `.typeMismatch`,
    /// everything else to `.dataCorrupted`.
    public var decodingError: DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: self)
        switch kind {
        case .missingOutlet(let name, _, _), .keyNotFound(let name):
            return .keyNotFound(AnyCodingKey(name), context)
        case .typeMismatch:
            return .typeMismatch(Any.self, context)
        default:
            return .dataCorrupted(context)
        }
    }
}

/// A coding key made from a string or an index.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int?

    /// Creates a `AnyCodingKey` from its parts.
    public init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    /// Creates a `AnyCodingKey` from its parts.
    public init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    public init?(stringValue: String) { self.init(stringValue) }

    public init?(intValue: Int) { self.init(index: intValue) }
}
