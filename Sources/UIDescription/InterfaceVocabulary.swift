/// Facts about Interface Builder's vocabulary that messages and object lookup need: which
/// element is the File's Owner, which are placeholders, which elements own outlets. How to name an
/// object for a person is ``ObjectNaming``'s.
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

    /// The storyboard `<scene>` element that holds `element` (itself included), if any.
    public static func scene(of element: ElementID, in document: NodeDocument) -> ElementID? {
        document.ancestors(of: element, includingSelf: true).first { document.name(of: $0) == "scene" }
    }

    /// Whether the element is a placeholder (File's Owner, First Responder, Application, exit).
    public static func isPlaceholder(_ element: ElementID, in document: NodeDocument) -> Bool {
        switch document.name(of: element) {
        case "placeholder", "exit": return true
        case "customObject": return ["-1", "-2", "-3"].contains(document.id(of: element) ?? "")
        default: return false
        }
    }

    /// Whether an element is an object that can own outlets: it has connections, or it is a
    /// placeholder, a custom object or a controller.
    static func ownsOutlets(_ element: ElementID, in document: NodeDocument, state: DecodingState) -> Bool {
        if state.connectionsElement(of: element) != nil { return true }
        let name = document.name(of: element)
        return name == "placeholder" || name == "customObject" || name.hasSuffix("Controller")
    }
}
