#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Writes a ``NodeDocument`` (read from a XIB or storyboard, from a layout, or built in code) as a
/// JSON layout: human names instead of ids, defaults left out, constraints as equations,
/// connections on their source, everything else carried as it is, in the canonical formatting.
///
/// ```swift
/// let document = try XIBDecoder().document(contentsOf: xibURL)
/// let layout = JSONLayoutWriter().layout(for: document)
/// ```
public struct JSONLayoutWriter: Sendable {
    /// Object names by IB id, from an earlier layout of the same file: objects keep their names
    /// when the file is converted again after an edit in Xcode. See ``names(fromLayout:)``.
    public var previousNames: [String: String] = [:]

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

    /// The object names of a layout by IB id, for ``previousNames``: the entries of its `ids`
    /// table that name objects (not those of constraints and connections).
    public static func names(fromLayout data: Data) throws -> [String: String] {
        let tree: JSONTree
        do {
            tree = try JSONParser.parse([UInt8](data), limits: JSONParser.Limits(maximumDepth: 1024, maximumValues: 80_000_000,
                                                                                 maximumStringBytes: 10 << 20))
        } catch let error as JSONSyntaxError {
            throw UIDescriptionError(.malformed(error.message), "malformed JSON: \(error.message)")
        }
        guard tree.kind(tree.root) == .object, let ids = tree.member("ids", of: tree.root), tree.kind(ids) == .object else { return [:] }
        var names: [String: String] = [:]
        for (key, value) in tree.members(ids) where tree.kind(value) == .string {
            let name = tree.string(key)
            if LayoutName.isValid(name) { names[tree.string(value)] = name }
        }
        return names
    }
}
