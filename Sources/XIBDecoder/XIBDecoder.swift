#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Decodes `Decodable` types from Interface Builder .xib and .storyboard files.
///
/// Outlets become the properties of your type, filled by the compiler-generated `init(from:)`:
///
/// ```swift
/// struct LoginViewController: Decodable {
///     let view: View
///     let titleLabel: Label
///     let loginButton: Button
/// }
/// let login = try XIBDecoder().decode(LoginViewController.self, contentsOf: url)
/// ```
///
/// A missing, unknown or mistyped outlet throws ``UIDescriptionError`` with the outlet name, the
/// owner's class, the position in the file and the nearest valid name.
public struct XIBDecoder: Sendable {
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
    /// What to do with outlets the file connects but the type does not declare (default: throw).
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

    /// Decodes `type` from the File's Owner of a xib, the initial view controller of a storyboard,
    /// or, with `object`, the object with that storyboard identifier, custom class, user label or id.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, object: String? = nil) throws -> T {
        try decode(type, from: document(from: data), object: object)
    }

    /// Decodes `type` from a file; errors name the file's path.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL, object: String? = nil) throws -> T {
        try decode(type, from: document(contentsOf: url), object: object)
    }

    /// Decodes `type` from an already parsed document.
    public func decode<T: Decodable>(_ type: T.Type, from document: NodeDocument, object: String? = nil) throws -> T {
        try document.decode(type, object: object, options: options)
    }

    /// The decoding options these settings make.
    public var options: DecodingOptions { settings.options }

    /// Parses a document from memory. `path`, when given, appears in every location.
    public func document(from data: Data, path: String? = nil) throws -> NodeDocument {
        try limits.checkInputSize(data.count, path: path)
        return try XIBReader(limits: limits).read([UInt8](data), path: path)
    }

    /// Reads and parses a file, refusing files larger than ``DocumentLimits/maximumInputBytes``
    /// before reading them whole.
    public func document(contentsOf url: URL) throws -> NodeDocument {
        let path = url.isFileURL ? url.path : url.absoluteString
        let bytes = try BoundedFileReader.read(path: path, limit: limits.effectiveMaximumInputBytes)
        return try XIBReader(limits: limits).read(bytes, path: path)
    }
}
