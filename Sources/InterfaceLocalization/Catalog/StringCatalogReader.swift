#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Reads String Catalogs (`.xcstrings`, the JSON Xcode writes) into a ``StringCatalog``.
public struct StringCatalogReader: Sendable {
    /// Files larger than this are refused before they are read (64 MiB unless told).
    public var maximumInputBytes: Int

    /// Creates a `StringCatalogReader` from its parts.
    public init(maximumInputBytes: Int = 64 * 1024 * 1024) {
        self.maximumInputBytes = maximumInputBytes
    }

    /// Reads a catalog from its UTF-8 bytes. `path`, when given, appears in every location.
    /// - Throws: `UIDescriptionError` `.malformed` with line and column when the JSON does not parse or is not a
    ///   catalog (the top level and `strings` must be objects, each string's value an object).
    public func read(_ bytes: [UInt8], path: String? = nil) throws -> StringCatalog {
        let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let body = byteOrderMark ? Array(bytes.dropFirst(3)) : bytes
        guard !body.isEmpty else {
            throw UIDescriptionError(.emptyInput, "the catalog is empty", at: SourceLocation(file: path, line: 1, column: 1, offset: 0))
        }
        var reader = JSONTextReader(bytes: body, prefix: byteOrderMark ? 3 : 0, path: path)
        guard case .object(var root) = try reader.document() else {
            throw notCatalog("the top level is not an object", at: SourceLocation(file: path, line: 1, column: 1), path: path)
        }
        var strings: [StringCatalogEntry] = []
        if let index = root.index(forKey: "strings") {
            let member = root.members[index]
            guard case .object(let object) = member.value else {
                throw notCatalog("`strings` is not an object", at: member.keyLocation, path: path)
            }
            strings.reserveCapacity(object.members.count)
            for string in object.members {
                guard case .object(let members) = string.value else {
                    throw notCatalog("the string \"\(string.key)\" is not an object", at: string.keyLocation, path: path)
                }
                strings.append(StringCatalogEntry(key: string.key, object: members, location: string.keyLocation))
            }
            root.members[index].value = .object(JSONObject())
        }
        return StringCatalog(path: path, root: root, strings: strings, byteOrderMark: byteOrderMark,
                             finalLineBreak: body.last == 0x0A)
    }

    /// Reads a catalog from memory.
    public func read(_ data: Data, path: String? = nil) throws -> StringCatalog {
        try read([UInt8](data), path: path)
    }

    /// Reads the catalog at `url` (a file URL), refusing files larger than ``maximumInputBytes``.
    public func read(contentsOf url: URL) throws -> StringCatalog {
        let path = url.isFileURL ? url.path : url.absoluteString
        return try read(try BoundedFileReader.read(path: path, limit: maximumInputBytes), path: path)
    }

    private func notCatalog(_ message: String, at location: SourceLocation?, path: String?) -> UIDescriptionError {
        UIDescriptionError(.malformed(message), "not a String Catalog: \(message)",
                           at: location ?? SourceLocation(file: path, line: 1, column: 1))
    }
}
