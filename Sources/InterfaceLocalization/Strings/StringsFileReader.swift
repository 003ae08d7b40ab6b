#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UIDescription

/// Reads strings files (`.strings`, the old-style property list syntax Apple's `CFPropertyList` reads) into a
/// ``StringsFile``: the encoding detected as Apple does, every entry with its comment and positions.
public struct StringsFileReader: Sendable {
    /// Files larger than this are refused before they are read (64 MiB unless told).
    public var maximumInputBytes: Int

    /// Creates a `StringsFileReader` from its parts.
    public init(maximumInputBytes: Int = 64 * 1024 * 1024) {
        self.maximumInputBytes = maximumInputBytes
    }

    /// Reads a strings file from memory. `path`, when given, appears in every location.
    /// - Throws: `UIDescriptionError`: `.unsupportedEncoding` for bytes that are not UTF-8 or UTF-16, `.malformed`
    ///   at the first token that cannot follow (or the start of a string or comment never closed).
    public func read(_ bytes: [UInt8], path: String? = nil) throws -> StringsFile {
        let encoding = StringsFileEncoding.detect(bytes)
        let utf8 = try encoding.decode(bytes, path: path)
        let mapping: StringsSource.InputMapping
        switch encoding {
        case .utf8: mapping = .utf8(prefix: encoding.byteOrderMarkLength)
        case .utf16LittleEndian, .utf16BigEndian: mapping = .utf16(prefix: encoding.byteOrderMarkLength)
        }
        let source = StringsSource(bytes: utf8, path: path, mapping: mapping)
        let entries = try utf8.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(bytes: buffer, of: source)
            return try parser.entries()
        }
        return StringsFile(path: path, encoding: encoding, lineEnding: StringsLineEnding.detect(in: utf8), entries: entries,
                           source: source)
    }

    /// Reads a strings file from memory. `path`, when given, appears in every location.
    public func read(_ data: Data, path: String? = nil) throws -> StringsFile {
        try read([UInt8](data), path: path)
    }

    /// Reads the strings file at `url` (a file URL), refusing files larger than ``maximumInputBytes``.
    public func read(contentsOf url: URL) throws -> StringsFile {
        try read(contentsOfFile: url.isFileURL ? url.path : url.absoluteString)
    }

    /// Reads the strings file at `path`, refusing files larger than ``maximumInputBytes``.
    public func read(contentsOfFile path: String) throws -> StringsFile {
        try read(try BoundedFileReader.read(path: path, limit: maximumInputBytes), path: path)
    }
}
