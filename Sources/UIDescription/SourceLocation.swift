/// A position in a source file: 1-based line and column, plus the byte offset it came from.
///
/// Columns count Unicode scalars from the start of the line, starting at 1, so they match
/// what editors show for UTF-8 files. `file` is the path the document was read from, when known. A position in a
/// binary file (a compiled nib) has no line: ``isBinary``, line and column 0, and `offset` is the position.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path of the file, when the input came from a file.
    public var file: String?
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based byte offset into the input, when known.
    public var offset: Int?

    /// Creates a `SourceLocation` from its parts.
    public init(file: String? = nil, line: Int, column: Int, offset: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// A position in a binary file, which has no lines: the byte offset.
    public static func binary(file: String?, offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: 0, column: 0, offset: offset)
    }

    /// Whether this is a position in a binary file (a compiled nib), given by its byte offset alone.
    public var isBinary: Bool { line == 0 }

    /// `path:line:column`, or `line:column` when the file is unknown: the form compilers and editors read; in a
    /// binary file, `path: byte N`.
    public var description: String {
        if isBinary { return "\(file.map { "\($0): " } ?? "")byte \(offset ?? 0)" }
        if let file { return "\(file):\(line):\(column)" }
        return "\(line):\(column)"
    }
}
