import Foundation
import JSONLayout
import UIDescription
import XIBDecoder

/// Reads the documents `validate` and `dump` take: Interface Builder files (`.xib`, `.storyboard`) and JSON layouts
/// (`.json` files that declare the layout format), into the same document model, with positions in their own file.
public enum InterfaceDocuments {
    /// Whether `path` is a JSON layout: a `.json` file whose first kilobytes name the layout format
    /// (`"format": "uidesc-layout/1"`); other JSON files (package manifests, asset catalogs) are not. The thousands
    /// of `Contents.json` files of asset catalogs are passed over without being opened.
    public static func isLayout(_ path: String) -> Bool {
        guard path.lowercasedPathExtension == "json", !path.contains(".xcassets/"),
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4_096)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains("\"uidesc-layout/")
    }

    /// Reads the document at `path`, a JSON layout or an Interface Builder file, within `limits`.
    ///
    /// - Throws: `UIDescriptionError` with the position of what could not be read.
    public static func read(_ path: String, limits: DocumentLimits = .default) throws -> NodeDocument {
        let url = URL(fileURLWithPath: path)
        if path.lowercasedPathExtension == "json" {
            return try JSONLayoutReader(limits: limits).document(contentsOf: url)
        }
        var reader = XIBDecoder()
        reader.limits = limits
        return try reader.document(contentsOf: url)
    }
}
