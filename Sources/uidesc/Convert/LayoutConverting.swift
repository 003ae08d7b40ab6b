import ArgumentParser
import Foundation

/// What `uidesc convert` needs from a layout converter: the seam where the JSON layout module plugs in.
///
/// Wiring it takes a conformance that calls the JSON layout converter, and a command that runs
/// ``ConversionRun`` with it (see ``ConvertOptions``).
protocol LayoutConverting: Sendable {
    /// Converts the file at `path` to `format`. `previousLayout` is the content of the layout the result
    /// replaces, when there is one: the objects it names keep their names. Throws `UIDescriptionError` (with the
    /// position) for input that cannot be read or converted.
    func convert(fileAt path: String, to format: ConversionFormat, replacing previousLayout: Data?) throws -> ConvertedDocument
}

/// The formats `uidesc convert --to` names.
enum ConversionFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// The readable JSON layout.
    case json
    /// Interface Builder XML (a xib or a storyboard, as the layout says).
    case xib
}

/// A converted document: its text and the file extension it is written with (`json`, `xib` or `storyboard`).
struct ConvertedDocument: Sendable, Equatable {
    var text: String
    var fileExtension: String
    /// What the user should know of the conversion (a legacy archive's), reported as notes at the input.
    var notes: [String] = []
}
