/// The XML declaration Xcode writes at the top of an Interface Builder file: always
/// `<?xml version="1.0" encoding="UTF-8"?>`, with `standalone="no"` in files of Xcode 4.3 to 7.
public enum XcodeDeclaration {
    /// Whether Xcode writes `standalone="no"` in a new document of a tools version: Xcode 4.3 to 7
    /// (tools versions 3000 to 10999) did; Xcode 4.2's storyboards and Xcode 8 and later do not.
    /// (Xcode 8 and 9 kept the declaration of a file that had it, which ``NodeDocument/declaresStandaloneNo``
    /// records for a document read from a file.)
    public static func impliesStandaloneNo(toolsVersion: String?) -> Bool {
        let tools = Self.toolsVersion(toolsVersion)
        return tools >= 3000 && tools < 11000
    }

    /// Whether a document's declaration says `standalone="no"`: as its file did, or, for a document
    /// not read from a file, as Xcode writes it for the document's tools version.
    public static func declaresStandaloneNo(_ document: NodeDocument) -> Bool {
        document.declaresStandaloneNo
            ?? impliesStandaloneNo(toolsVersion: document.attribute("toolsVersion", of: document.root))
    }

    /// The major tools version (`14460.31`: 14460), 0 when there is none.
    public static func toolsVersion(_ text: String?) -> Double {
        guard let text, let major = text.split(separator: ".").first, let value = Double(major) else { return 0 }
        return value
    }
}
