import DocumentOpening
import Foundation
import JSONLayout
import NIBDecoder
import XIBDecoder

/// The real converter behind `uidesc convert`: Interface Builder XML to the JSON layout format and back,
/// through the one document model, so nothing in a file is lost on the way.
struct JSONLayoutConverter: LayoutConverting {
    func convert(fileAt path: String, to format: ConversionFormat, replacing previousLayout: Data?) throws -> ConvertedDocument {
        // A compiled nib is written without its archived values, which a XIB has no place for.
        let isCompiled = NIBReader.isCompiledDocument(atPath: path)
        var reader = NIBReader()
        reader.keepsArchivedValues = false
        let translation = isCompiled ? try reader.translate(path) : nil
        let document = try translation?.document ?? DocumentOpener().open(path)
        // A legacy archive is read in the document format's vocabulary: what is written is in the modern format.
        var notes = document.format == XIBReader.legacyArchiveFormat
            ? ["a legacy Interface Builder 3 archive, read in the document format's vocabulary (objects, custom classes, frames, texts, connections and constraints; archived view flags, fonts and colours are not carried): converting its layout back writes a document-format XIB (Xcode 5 and later), not an archive"]
            : []
        if let translation {
            notes.append(NIBReader.decompileNote)
            notes += translation.leftOut.map { "left out: \($0)" }
        }
        switch format {
        case .json:
            var writer = JSONLayoutWriter()
            // The names of the layout being replaced (renamed by hand, or given when objects were added) stay; a
            // layout that cannot be read (a merge conflict) gives none, and the names are made afresh.
            if let previousLayout {
                writer.previousNames = (try? JSONLayoutWriter.names(fromLayout: previousLayout)) ?? [:]
            }
            return ConvertedDocument(text: writer.layout(for: document), fileExtension: "json", notes: notes)
        case .xib:
            return ConvertedDocument(text: XIBWriter().xml(for: document),
                                     fileExtension: document.isStoryboard ? "storyboard" : "xib", notes: notes)
        }
    }
}
