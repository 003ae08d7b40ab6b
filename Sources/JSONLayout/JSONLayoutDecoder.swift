#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Decodes `Decodable` types from JSON layouts, with the same API, the same outlet rules and the
/// same errors as `XIBDecoder` — the layout is read into the same document model and decoded by
/// the same `Decoder` — with positions that point into the layout file.
///
/// ```swift
/// struct LoginViewController: Decodable {
///     let view: View
///     let titleLabel: Label
/// }
/// let login = try JSONLayoutDecoder().decode(LoginViewController.self, contentsOf: layoutURL)
/// ```
///
/// `object:` picks the object to decode: a layout name (`"loginViewController"`), or, as with
/// `XIBDecoder`, a storyboard identifier, custom class, user label or IB id.
public struct JSONLayoutDecoder: SettingsHoldingDecoder, Sendable {
    /// The settings, shared with the other decoder (`DecoderSettings`). Each reads and writes as a property of the
    /// decoder: `decoder.unknownOutlets = .ignore`, `decoder.limits`, `decoder.maximumDecodingDepth`.
    public var settings = DecoderSettings()

    /// Creates a `JSONLayoutDecoder` with the default settings.
    public init() {}

    /// Decodes `type` from the File's Owner of a xib layout, the initial view controller of a
    /// storyboard layout, or, with `object`, the object with that name (see the type's documentation).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, object: String? = nil) throws -> T {
        try settings.limits.checkInputSize(data.count, path: nil)
        let (document, names) = try read([UInt8](data), path: nil)
        return try decode(type, from: document, object: object.map { names[$0] ?? $0 })
    }

    /// Decodes `type` from a layout file; errors name the file's path.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL, object: String? = nil) throws -> T {
        let path = url.isFileURL ? url.path : url.absoluteString
        let bytes = try BoundedFileReader.read(path: path, limit: settings.limits.effectiveMaximumInputBytes)
        let (document, names) = try read(bytes, path: path)
        return try decode(type, from: document, object: object.map { names[$0] ?? $0 })
    }

    /// Decodes `type` from an already read document.
    public func decode<T: Decodable>(_ type: T.Type, from document: NodeDocument, object: String? = nil) throws -> T {
        try document.decode(type, object: object, options: settings.options)
    }

    /// Reads a layout from memory. `path`, when given, appears in every location.
    public func document(from data: Data, path: String? = nil) throws -> NodeDocument {
        try read([UInt8](data), path: path).document
    }

    /// Reads a layout file.
    public func document(contentsOf url: URL) throws -> NodeDocument {
        try JSONLayoutReader(limits: settings.limits).document(contentsOf: url)
    }

    private func read(_ bytes: [UInt8], path: String?) throws -> (document: NodeDocument, names: LayoutNames) {
        try LayoutReader.readWithNames(bytes, path: path, limits: settings.limits)
    }
}
