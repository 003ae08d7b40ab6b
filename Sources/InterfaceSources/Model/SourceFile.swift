import UIDescription

/// The text of one source file together with the path it is reported under.
public struct SourceFile: Sendable, Hashable {
    /// The path used in locations and to choose the language by extension.
    public var path: String
    /// The file's contents.
    public var text: String

    /// Creates a source from its path and text.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The language implied by the path's extension: `.swift` is Swift; `.h`, `.m`, `.mm` are Objective-C.
    /// `nil` for any other extension.
    public var language: SourceLanguage? {
        SourceFile.language(forPath: path)
    }

    /// The language implied by a path's extension, compared case-insensitively. Read from the bytes: a run asks it
    /// several times of every file of a repository, and a search by `Character` costs ten times as much.
    public static func language(forPath path: String) -> SourceLanguage? {
        switch path.lowercasedPathExtension {
        case "swift": return .swift
        case "h", "m", "mm": return .objectiveC
        default: return nil
        }
    }
}
