#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Puts a layout in canonical form: members in the canonical order, short forms wherever they
/// apply, defaults left out, constraints and connections sorted, two-space indentation and the
/// line structure of ``JSONLayoutWriter``. Names are kept, and ids too; an object added by hand
/// gets its fresh id written into the `ids` table. Formatting a formatted layout changes nothing.
public struct JSONLayoutFormatter: Sendable {
    /// Bounds on what the reader accepts.
    public var limits: DocumentLimits = .default

    /// Creates a `JSONLayoutFormatter` with the default settings.
    public init() {}

    /// The canonical form of a layout.
    public func format(_ data: Data, path: String? = nil) throws -> Data {
        Data(try format(bytes: [UInt8](data), path: path))
    }

    /// The canonical form of a layout text.
    public func format(_ text: String, path: String? = nil) throws -> String {
        String(decoding: try format(bytes: Array(text.utf8), path: path), as: UTF8.self)
    }

    private func format(bytes: [UInt8], path: String?) throws -> [UInt8] {
        let (document, names) = try LayoutReader.readWithNames(bytes, path: path, limits: limits)
        var writer = JSONLayoutWriter()
        writer.previousNames = Dictionary(names.all.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        return writer.layoutBytes(for: document)
    }
}
