import UIDescription

/// Turns the bytes of a .xib or .storyboard file into a `NodeDocument`, with a specific error
/// for each way a file can be unusable: empty, too large, compressed, in an unsupported encoding,
/// malformed, not UTF-8, merge-conflicted, not an Interface Builder document, carrying a DOCTYPE or an XInclude, or beyond one of its `DocumentLimits`.
/// Nothing outside the input is ever read: no entity, DTD, XInclude or network resource.
public struct XIBReader: Sendable {
    /// Bounds on input size, nesting, element count and value length.
    public var limits: DocumentLimits

    /// The `NodeDocument/format` of a legacy Interface Builder 3 archive, read in the document format's vocabulary.
    public static let legacyArchiveFormat = "xib-archive"

    /// Creates a `XIBReader` from its parts.
    public init(limits: DocumentLimits = .default) {
        self.limits = limits
    }

    /// Parses an Interface Builder document. `path` is used in locations and to tell a storyboard
    /// from a xib when the document does not say.
    public func read(_ input: [UInt8], path: String? = nil) throws -> NodeDocument {
        func failure(_ kind: UIDescriptionError.Kind, _ message: String, line: Int = 1, column: Int = 1) -> UIDescriptionError {
            UIDescriptionError(kind, message, at: SourceLocation(file: path, line: line, column: column))
        }
        try limits.checkInput(input, path: path)
        let bytes: [UInt8]
        switch TextEncoding.detect(input) {
        case .utf8: bytes = input
        case .utf16(let bigEndian):
            switch TextEncoding.transcodeUTF16(input, bigEndian: bigEndian) {
            case .success(let utf8): bytes = utf8
            case .failure(let invalid):
                throw failure(.malformed("invalid UTF-16"),
                              "invalid UTF-16 at byte \(invalid.offset): an unpaired surrogate or a truncated code unit",
                              line: invalid.line, column: invalid.column)
            }
        case .latin1: bytes = TextEncoding.transcodeLatin1(input)
        case .gzip:
            throw failure(.unsupportedEncoding("gzip"), "the file is gzip-compressed; decompress it first (Interface Builder files are plain XML)")
        case .unsupported(let name):
            throw failure(.unsupportedEncoding(name), "the file is encoded as \"\(name)\"; Interface Builder files are UTF-8")
        }
        if let problem = InputScreening.firstProblem(in: bytes, maximumAttributesPerElement: limits.maximumAttributesPerElement) {
            throw Self.error(for: problem, in: bytes, path: path, limits: limits)
        }
        let format = Self.format(of: path)
        let outcome = LibXML2Parser.parse(bytes, path: path, format: format, limits: limits, checkRoot: Self.checkRoot)
        switch outcome {
        case .document(let document):
            guard document.name(of: document.root) == "archive" else { return document }
            return try LegacyArchiveReader.document(from: document, source: bytes, path: path, limits: limits)
        case .refused(let refusal, let offset):
            let location = NodeDocumentBuilder(source: bytes, path: path, format: format).location(atOffset: offset)
            throw Self.error(for: refusal, at: location)
        case .malformed(let message, let line, let column):
            if let conflict = MergeConflict.firstMarker(in: bytes) {
                throw failure(.mergeConflict,
                              "unresolved merge conflict: the file still contains conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`); resolve the conflict in the file and try again",
                              line: conflict.line, column: 1)
            }
            throw failure(.malformed(message), "malformed XML: \(message)", line: line, column: column)
        }
    }

    private static func error(for problem: InputScreening.Problem, in bytes: [UInt8], path: String?,
                              limits: DocumentLimits) -> UIDescriptionError {
        let locate = { (offset: Int) in
            NodeDocumentBuilder(source: bytes, path: path, format: format(of: path)).location(atOffset: offset)
        }
        switch problem {
        case .invalidUTF8(let offset):
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            return UIDescriptionError(.malformed("invalid UTF-8"),
                                      "invalid UTF-8: byte 0x\(byte) does not start a valid UTF-8 sequence; Interface Builder files are UTF-8",
                                      at: locate(offset))
        case .nulByte(let offset):
            return UIDescriptionError(.malformed("NUL byte"),
                                      "a NUL byte, which XML does not allow: the file is binary or corrupted",
                                      at: locate(offset))
        case .tooManyAttributes(let offset):
            let limit = limits.maximumAttributesPerElement
            return UIDescriptionError(.limitExceeded(.attributesPerElement, limit: limit),
                                      "the element has more than the maximumAttributesPerElement limit of \(limit) attributes",
                                      at: locate(offset))
        }
    }

    private static func checkRoot(name: String, type: String?) -> LibXML2Parser.Refusal? {
        // A legacy Interface Builder 3 archive is read, then translated (``LegacyArchiveReader``).
        if name == "archive" && (type ?? "").contains("InterfaceBuilder") { return nil }
        guard name == "document", let type, type.contains("InterfaceBuilder") else {
            return .notInterfaceBuilder(root: type.map { "<\(name) type=\"\($0)\">" } ?? "<\(name)>")
        }
        return nil
    }

    private static func error(for refusal: LibXML2Parser.Refusal, at location: SourceLocation) -> UIDescriptionError {
        switch refusal {
        case .doctype:
            return UIDescriptionError(.doctypeNotAllowed,
                                      "the file has a DOCTYPE declaration; Interface Builder files never do, and it is refused so that no entity or external definition is processed",
                                      at: location)
        case .notInterfaceBuilder(let root):
            return UIDescriptionError(.notInterfaceBuilderDocument(root: root),
                                      "not an Interface Builder document: the root element is \(root), expected <document type=\"com.apple.InterfaceBuilder3.…\">",
                                      at: location)
        case .xinclude:
            return UIDescriptionError(.xincludeNotAllowed,
                                      "the file uses XInclude; Interface Builder files never do, and it is refused so that nothing outside the file is read",
                                      at: location)
        case .limit(let limit):
            return UIDescriptionError(.limitExceeded(limit.limit, limit: limit.value),
                                      "the document exceeds the \(limit.limit.rawValue) limit of \(limit.value)\(Self.unit(of: limit.limit))",
                                      at: location)
        }
    }

    private static func unit(of limit: DocumentLimits.Limit) -> String {
        switch limit {
        case .inputBytes, .valueBytes: " bytes"
        case .depth: " levels of nesting"
        case .elementCount: " elements"
        case .attributesPerElement: " attributes per element"
        case .decodingDepth: " levels"
        }
    }

    /// `"storyboard"` or `"xib"`, from the file name when there is one.
    static func format(of path: String?) -> String {
        guard let path else { return "xib" }
        return path.hasSuffix(".storyboard") ? "storyboard" : "xib"
    }
}
