import Foundation
import JSONLayout
import NIBDecoder
import UIDescription
import XIBDecoder

/// The one entry point that opens a document at a path, whatever its format: a XIB, a storyboard, a legacy Interface
/// Builder 3 archive, a JSON layout, or a compiled nib (a `.nib` file or folder, a `.storyboardc` folder), into the
/// one document model, with positions in its own file (byte offsets in a compiled nib). `validate`,
/// `dump`, `render`, `convert`, `strings`, `merge` and `diff` all open documents here.
///
/// ```swift
/// let document = try DocumentOpener().open("Login.storyboard")
/// ```
public struct DocumentOpener: Sendable {
    /// The limits every reader applies (size, depth, element count).
    public var limits: DocumentLimits
    /// Whether a compiled nib's objects keep the archived members without a counterpart in the document format
    /// (`NIBReader.keepsArchivedValues`); `convert` leaves them out of the XIB it writes.
    public var keepsArchivedValues = true

    /// An opener reading within `limits`.
    public init(limits: DocumentLimits = .default) {
        self.limits = limits
    }

    /// The document at `path`.
    ///
    /// - Throws: `UIDescriptionError` with the position of what could not be read.
    public func open(_ path: String) throws -> NodeDocument {
        // A `.nib` or `.storyboardc` folder is a compiled document; a file is told by its bytes (the `designable.nib`
        // of a legacy nib bundle is a XIB).
        if NIBReader.isCompiledInterface(path), Self.isFolder(path) { return try nibReader.open(path) }
        return try read(bytes(at: path), path: path)
    }

    /// The document `bytes` hold, read from `path` (for messages and for telling the format, see
    /// ``DocumentFormat/of(_:path:)``).
    ///
    /// - Throws: `UIDescriptionError` with the position of what could not be read.
    public func read(_ bytes: [UInt8], path: String?) throws -> NodeDocument {
        switch DocumentFormat.of(bytes, path: path) {
        case .jsonLayout: return try JSONLayoutReader(limits: limits).document(from: bytes, path: path)
        case .interfaceBuilder: return try XIBReader(limits: limits).read(bytes, path: path)
        case .compiledNib: return try nibReader.read(bytes, path: path)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private var nibReader: NIBReader {
        var reader = NIBReader(limits: limits)
        reader.keepsArchivedValues = keepsArchivedValues
        return reader
    }

    /// The file's bytes, within the limits' input size.
    ///
    /// - Throws: `UIDescriptionError` when the file cannot be read or is too large.
    public func bytes(at path: String) throws -> [UInt8] {
        try BoundedFileReader.read(path: path, limit: limits.effectiveMaximumInputBytes)
    }

    /// A version of a document as the XIB or storyboard bytes the object-by-object diff compares: an Interface
    /// Builder file as it is, a JSON layout or a compiled nib as `XIBWriter` writes it (objects, ids and values are
    /// the layout's or the nib's).
    ///
    /// - Throws: `UIDescriptionError` when a JSON layout cannot be read.
    public func interfaceBuilderBytes(_ bytes: [UInt8], path: String?) throws -> [UInt8] {
        let document: NodeDocument
        switch DocumentFormat.of(bytes, path: path) {
        case .interfaceBuilder: return bytes
        case .jsonLayout: document = try JSONLayoutReader(limits: limits).document(from: bytes, path: path)
        case .compiledNib: document = try nibReader.read(bytes, path: path)
        }
        return Array(XIBWriter().xml(for: document).utf8)
    }

    /// Refuses a version the three-way merge cannot take: a JSON layout, whose merged text (with conflict markers)
    /// could not be written back as a layout.
    ///
    /// - Throws: `UIDescriptionError` (`.malformed`) naming the format and what to do instead.
    public func requireMergeable(_ bytes: [UInt8], path: String?) throws {
        if DocumentFormat.of(bytes, path: path) == .compiledNib {
            throw UIDescriptionError(
                .malformed("compiled nib"),
                "a compiled nib cannot be merged: merge the XIB or storyboard it was compiled from",
                at: .binary(file: path, offset: 0))
        }
        guard DocumentFormat.of(bytes, path: path) == .jsonLayout else { return }
        throw UIDescriptionError(
            .malformed("JSON layout"),
            "a JSON layout cannot be merged: uidesc merge takes XIB and storyboard files; convert the three versions with `uidesc convert --to xib`, merge them, and convert the result back",
            at: SourceLocation(file: path, line: 1, column: 1))
    }
}
