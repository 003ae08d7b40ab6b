import Foundation
import NIBDecoder
import UIDescription

/// The formats uidesc reads a document from, as ``DocumentOpener`` tells them apart.
public enum DocumentFormat: Sendable, Hashable {
    /// An Interface Builder file: a XIB or storyboard, or a legacy Interface Builder 3 archive, which the XIB reader
    /// reads in the document format's vocabulary.
    case interfaceBuilder
    /// A JSON layout (`"format": "uidesc-layout/1"`).
    case jsonLayout
    /// A compiled nib: a NIBArchive or an NSKeyedArchiver property list, binary or XML (a `.nib` file).
    case compiledNib

    /// The format of `bytes` read from `path`: a JSON layout when the path ends in `.json` or, for a path without
    /// that extension (git's temporary files), when the first byte that is no white space is `{`; a compiled nib
    /// when the bytes start as one; else an Interface Builder file.
    public static func of(_ bytes: [UInt8], path: String?) -> DocumentFormat {
        if let path, path.lowercasedPathExtension == "json" { return .jsonLayout }
        if NIBReader.isCompiledNib(bytes) { return .compiledNib }
        let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
        return first == UInt8(ascii: "{") ? .jsonLayout : .interfaceBuilder
    }

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
}
