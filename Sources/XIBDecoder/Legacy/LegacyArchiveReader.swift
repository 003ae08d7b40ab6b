import UIDescription

/// The front end for Interface Builder 3 archives: the archive as libxml2 read it, translated
/// (``LegacyArchiveTranslator``) into a ``NodeDocument`` in the document format's vocabulary, whose elements carry
/// the positions of the archive elements they come from. ``XIBReader`` calls it for an `<archive>` root, under the
/// same limits.
enum LegacyArchiveReader {
    /// The translated document of `raw`, an archive read from `source`.
    static func document(from raw: NodeDocument, source: [UInt8], path: String?, limits: DocumentLimits) throws -> NodeDocument {
        var translator = LegacyArchiveTranslator(archive: LegacyArchive(raw: raw), maximumDepth: limits.maximumDepth)
        let root = try translator.translate()
        return try root.build(source: source, path: path, format: XIBReader.legacyArchiveFormat, limits: limits,
                              expectedElementCount: raw.elementCount / 4)
    }
}
