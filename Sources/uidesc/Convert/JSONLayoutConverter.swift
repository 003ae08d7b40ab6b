import Foundation
import JSONLayout
import XIBDecoder

/// The real converter behind `uidesc convert`: Interface Builder XML to the JSON layout format and back,
/// through the one document model, so nothing in a file is lost on the way.
struct JSONLayoutConverter: LayoutConverting {
    func convert(fileAt path: String, to format: ConversionFormat, replacing previousLayout: Data?) throws -> ConvertedDocument {
        let url = URL(fileURLWithPath: path)
        let isLayout = url.pathExtension.lowercased() == "json"
        let document = isLayout
            ? try JSONLayoutReader().document(contentsOf: url)
            : try XIBDecoder().document(contentsOf: url)
        switch format {
        case .json:
            var writer = JSONLayoutWriter()
            // The names of the layout being replaced (renamed by hand, or given when objects were added) stay; a
            // layout that cannot be read (a merge conflict) gives none, and the names are made afresh.
            if let previousLayout {
                writer.previousNames = (try? JSONLayoutWriter.names(fromLayout: previousLayout)) ?? [:]
            }
            return ConvertedDocument(text: writer.layout(for: document), fileExtension: "json")
        case .xib:
            return ConvertedDocument(text: XIBWriter().xml(for: document),
                                     fileExtension: document.isStoryboard ? "storyboard" : "xib")
        }
    }
}
