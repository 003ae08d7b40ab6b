/// Facts about Interface Builder's vocabulary that messages and object lookup need: which
/// element is the File's Owner, how to name an object for a person, which elements own outlets.
public enum InterfaceVocabulary {
    /// Whether the element is the File's Owner: `<placeholder placeholderIdentifier="IBFilesOwner">`
    /// on iOS, tvOS and watchOS; `<customObject id="-2">` on macOS.
    public static func isFilesOwner(_ element: ElementID, in document: NodeDocument) -> Bool {
        switch document.name(of: element) {
        case "placeholder":
            return document.attribute("placeholderIdentifier", of: element) == "IBFilesOwner"
        case "customObject":
            return document.id(of: element) == "-2"
        default:
            return false
        }
    }

    /// Whether the element is a placeholder (File's Owner, First Responder, Application, exit).
    public static func isPlaceholder(_ element: ElementID, in document: NodeDocument) -> Bool {
        switch document.name(of: element) {
        case "placeholder", "exit": return true
        case "customObject": return ["-1", "-2", "-3"].contains(document.id(of: element) ?? "")
        default: return false
        }
    }

    /// The name a person knows an object by: its custom class, with "File's Owner" or its
    /// user label in parentheses, or else its element kind.
    public static func ownerName(of element: ElementID, in document: NodeDocument) -> String {
        let customClass = document.attribute("customClass", of: element)
        let label = isFilesOwner(element, in: document) ? "File's Owner" : document.attribute("userLabel", of: element)
        switch (customClass, label) {
        case let (customClass?, label?) where label != customClass: return "\(customClass) (\(label))"
        case let (customClass?, _): return customClass
        case let (nil, label?): return label
        case (nil, nil): return document.name(of: element)
        }
    }

    /// "a `button` (LoginButton) at 12:5", for messages; without the position when the message is
    /// reported at the element itself.
    public static func describe(_ element: ElementID, in document: NodeDocument, withLocation: Bool = true) -> String {
        let name = document.name(of: element)
        var text = "\(article(for: name)) `\(name)`"
        if let customClass = document.attribute("customClass", of: element) { text += " (\(customClass))" }
        guard withLocation else { return text }
        let location = document.location(of: element)
        text += " at \(location.line):\(location.column)"
        return text
    }

    /// Whether an element is an object that can own outlets: it has connections, or it is a
    /// placeholder, a custom object or a controller.
    static func ownsOutlets(_ element: ElementID, in document: NodeDocument, state: DecodingState) -> Bool {
        if state.connectionsElement(of: element) != nil { return true }
        let name = document.name(of: element)
        return name == "placeholder" || name == "customObject" || name.hasSuffix("Controller")
    }

    private static func article(for word: String) -> String {
        guard let first = word.unicodeScalars.first else { return "a" }
        return "aeiouAEIOU".unicodeScalars.contains(first) ? "an" : "a"
    }
}
