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
/// A missing, unknown or mistyped outlet throws `UIDescriptionError` with the outlet name, the
/// owner's class, the position in the file and the nearest valid name.
public struct XIBDecoder: SettingsHoldingDecoder, Sendable {
    /// The settings, shared with the other decoder (`DecoderSettings`). Each reads and writes as a property of the
    /// decoder: `decoder.unknownOutlets = .ignore`, `decoder.limits`, `decoder.maximumDecodingDepth`.
    public var settings = DecoderSettings()

    /// Creates a `XIBDecoder` with the default settings.
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
        try document.decode(type, object: object, options: settings.options)
    }

    /// Decodes an `InterfaceOwner` from its file (`interfaceFile`) below `folder`, starting from its object
    /// (`interfaceObject`): what `uidesc generate swift` writes makes this all a caller needs.
    public func decode<T: InterfaceOwner>(_ type: T.Type, inFolder folder: URL) throws -> T {
        try decode(type, contentsOf: folder.appendingPathComponent(T.interfaceFile), object: T.interfaceObject)
    }

    /// Parses a document from memory. `path`, when given, appears in every location.
    public func document(from data: Data, path: String? = nil) throws -> NodeDocument {
        try settings.limits.checkInputSize(data.count, path: path)
        return try XIBReader(limits: settings.limits).read([UInt8](data), path: path)
    }

    /// Reads and parses a file, refusing files larger than `DocumentLimits/maximumInputBytes`
    /// before reading them whole.
    public func document(contentsOf url: URL) throws -> NodeDocument {
        let path = url.isFileURL ? url.path : url.absoluteString
        let bytes = try BoundedFileReader.read(path: path, limit: settings.limits.effectiveMaximumInputBytes)
        return try XIBReader(limits: settings.limits).read(bytes, path: path)
    }
}
