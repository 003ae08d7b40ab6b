#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Writes typed models built in Swift — a `Document`, a `ViewController`, a `Label` — as a
/// JSON layout, so layouts can be generated from code; ``document(for:)`` gives the Interface
/// Builder document itself (for `XIBWriter`).
///
/// ```swift
/// let title = Label(view: View(id: "title", frame: Rect(x: 20, y: 40, width: 335, height: 21)), text: "Welcome")
/// let layout = try JSONLayoutEncoder().encode(title)
/// ```
///
/// Models encode with the keys they decode with (see `NodeDocumentEncoder`). Objects with an
/// empty id get a fresh one; references between objects use their ids. A value that is not a
/// whole `Document` becomes the only object of a new xib.
public struct JSONLayoutEncoder: Sendable {
    /// The document type used when the encoded value is not a whole `Document`.
    public var documentType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// Object names by id from an earlier layout, so that regenerated layouts keep their names.
    public var previousNames: [String: String] = [:]

    /// Creates a `JSONLayoutEncoder` with the default settings.
    public init() {}

    /// The layout of `value`, as UTF-8 data.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try layoutBytes(for: value))
    }

    /// The layout text of `value`.
    public func layout<T: Encodable>(for value: T) throws -> String {
        String(decoding: try layoutBytes(for: value), as: UTF8.self)
    }

    /// The Interface Builder document of `value`, as reading its layout gives it: every object has
    /// an id, defaults are filled in, and attributes and children are in Xcode's order.
    public func document<T: Encodable>(for value: T) throws -> NodeDocument {
        try LayoutReader.read(try layoutBytes(for: value), path: nil, limits: .default)
    }

    private func layoutBytes<T: Encodable>(for value: T) throws -> [UInt8] {
        var encoder = NodeDocumentEncoder()
        encoder.documentType = documentType
        var writer = JSONLayoutWriter()
        writer.previousNames = previousNames
        return writer.layoutBytes(for: try encoder.encode(value))
    }
}
