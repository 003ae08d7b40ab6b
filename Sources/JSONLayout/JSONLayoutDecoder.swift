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
public struct JSONLayoutDecoder: Sendable {
    /// The settings, shared with the other decoder (`DecoderSettings`); the properties below read and write them.
    public var settings = DecoderSettings()
    /// Values handed to `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { settings.userInfo }
        set { settings.userInfo = newValue }
    }
    /// Services handed to `init(from:)` through `decoder.dependency(_:)`.
    public var dependencies: Dependencies {
        get { settings.dependencies }
        set { settings.dependencies = newValue }
    }
    /// What to do with outlets the layout connects but the type does not declare (default: throw).
    public var unknownOutlets: UnknownOutletPolicy {
        get { settings.unknownOutlets }
        set { settings.unknownOutlets = newValue }
    }
    /// Bounds on what the reader accepts.
    public var limits: DocumentLimits {
        get { settings.limits }
        set { settings.limits = newValue }
    }
    /// How deeply decoding may nest, outlets followed included (see ``DecodingOptions/maximumDepth``).
    public var maximumDecodingDepth: Int {
        get { settings.maximumDecodingDepth }
        set { settings.maximumDecodingDepth = newValue }
    }

    public init() {}

    /// Decodes `type` from the File's Owner of a xib layout, the initial view controller of a
    /// storyboard layout, or, with `object`, the object with that name (see the type's documentation).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, object: String? = nil) throws -> T {
        try limits.checkInputSize(data.count, path: nil)
        let (document, names) = try read([UInt8](data), path: nil)
        return try decode(type, from: document, object: object.map { names[$0] ?? $0 })
    }

    /// Decodes `type` from a layout file; errors name the file's path.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL, object: String? = nil) throws -> T {
        let path = url.isFileURL ? url.path : url.absoluteString
        let bytes = try BoundedFileReader.read(path: path, limit: limits.effectiveMaximumInputBytes)
        let (document, names) = try read(bytes, path: path)
        return try decode(type, from: document, object: object.map { names[$0] ?? $0 })
    }

    /// Decodes `type` from an already read document.
    public func decode<T: Decodable>(_ type: T.Type, from document: NodeDocument, object: String? = nil) throws -> T {
        try document.decode(type, object: object, options: options)
    }

    /// The decoding options these settings make.
    public var options: DecodingOptions { settings.options }

    /// Reads a layout from memory. `path`, when given, appears in every location.
    public func document(from data: Data, path: String? = nil) throws -> NodeDocument {
        try read([UInt8](data), path: path).document
    }

    /// Reads a layout file.
    public func document(contentsOf url: URL) throws -> NodeDocument {
        try JSONLayoutReader(limits: limits).document(contentsOf: url)
    }

    private func read(_ bytes: [UInt8], path: String?) throws -> (document: NodeDocument, names: LayoutNames) {
        try LayoutReader.readWithNames(bytes, path: path, limits: limits)
    }
}
