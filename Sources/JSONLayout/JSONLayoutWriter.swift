#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Writes a `NodeDocument` (read from a XIB or storyboard, from a layout, or built in code) as a
/// JSON layout: human names instead of ids, defaults left out, constraints as equations,
/// connections on their source, everything else carried as it is, in the canonical formatting.
///
/// ```swift
/// let document = try XIBDecoder().document(contentsOf: xibURL)
/// let layout = JSONLayoutWriter().layout(for: document)
/// ```
public struct JSONLayoutWriter: Sendable {
    /// Object names by IB id, from an earlier layout of the same file: objects keep their names
    /// when the file is converted again after an edit in Xcode. See ``names(fromLayout:limits:)``.
    public var previousNames: [String: String] = [:]

    /// Creates a `JSONLayoutWriter` with the default settings.
    public init() {}

    /// The layout text of a document.
    public func layout(for document: NodeDocument) -> String {
        String(decoding: layoutBytes(for: document), as: UTF8.self)
    }

    /// The layout of a document, as UTF-8 data.
    public func data(for document: NodeDocument) -> Data {
        Data(layoutBytes(for: document))
    }

    func layoutBytes(for document: NodeDocument) -> [UInt8] {
        let builder = LayoutBuilder(document: document, previousNames: previousNames)
        let members = builder.topLevelMembers()
        var writer = LayoutTextWriter()
        writer.writeLayout(members: members, ids: builder.sortedIDs())
        return writer.output
    }

    /// The object names of a layout by IB id, for ``previousNames``: every object it names, with
    /// the id it has (from its `ids` table, or the fresh id an object added by hand gets, which is
    /// the id it has in the XIB written from the layout).
    public static func names(fromLayout data: Data, limits: DocumentLimits = .default) throws -> [String: String] {
        let names = try LayoutReader.readWithNames([UInt8](data), path: nil, limits: limits).names.all
        return Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    }
}
