#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Reads a JSON layout into a `NodeDocument`: the same document the XIB front end builds for the
/// equivalent XIB, with every element positioned in the layout file.
public struct JSONLayoutReader: Sendable {
    /// Bounds on input size, nesting, element count and value length.
    public var limits: DocumentLimits

    /// Creates a `JSONLayoutReader` from its parts.
    public init(limits: DocumentLimits = .default) {
        self.limits = limits
    }

    /// Reads a layout from memory. `path`, when given, appears in every location.
    public func document(from data: Data, path: String? = nil) throws -> NodeDocument {
        try LayoutReader.read([UInt8](data), path: path, limits: limits)
    }

    /// Reads a layout from bytes.
    public func document(from bytes: [UInt8], path: String? = nil) throws -> NodeDocument {
        try LayoutReader.read(bytes, path: path, limits: limits)
    }

    /// Reads a layout file, refusing files larger than `DocumentLimits/maximumInputBytes` before reading them whole.
    public func document(contentsOf url: URL) throws -> NodeDocument {
        let path = url.isFileURL ? url.path : url.absoluteString
        let bytes = try BoundedFileReader.read(path: path, limit: limits.effectiveMaximumInputBytes)
        return try LayoutReader.read(bytes, path: path, limits: limits)
    }
}
