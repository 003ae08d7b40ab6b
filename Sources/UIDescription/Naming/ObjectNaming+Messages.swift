extension ObjectNaming {
    /// The name of an object in messages: "File's Owner (LoginViewController)", "First Responder", "Exit",
    /// "storyboard reference 'Settings'", "`button` (LoginButton) 'Log In'" (kind, custom class, user label).
    public static func displayName(of element: ElementID, in document: NodeDocument) -> String {
        let role = role(of: element, in: document)
        let classPart = customClass(of: element, in: document, role: role).name.map { " (\($0))" } ?? ""
        switch role {
        case .filesOwner: return "File's Owner" + classPart
        case .firstResponder: return "First Responder"
        case .application: return "Application" + classPart
        case .exit: return "Exit"
        case .storyboardReference:
            let identifier = document.attribute("storyboardIdentifier", of: element)
                ?? document.attribute("reuseIdentifier", of: element)
                ?? document.attribute("storyboardName", of: element)
            return "storyboard reference" + (identifier.map { " '\($0)'" } ?? "")
        case .object:
            let labelPart = document.attribute("userLabel", of: element).map { " '\($0)'" } ?? ""
            return "`\(document.name(of: element))`" + classPart + labelPart
        }
    }

    /// The name a person knows an owner of outlets by, in the decoder's messages: its custom class, with
    /// "File's Owner" or its user label in parentheses, or else its element kind.
    public static func ownerName(of element: ElementID, in document: NodeDocument) -> String {
        let customClass = document.attribute("customClass", of: element)
        let label = InterfaceVocabulary.isFilesOwner(element, in: document) ? "File's Owner" : document.attribute("userLabel", of: element)
        switch (customClass, label) {
        case let (customClass?, label?) where label != customClass: return "\(customClass) (\(label))"
        case let (customClass?, _): return customClass
        case let (nil, label?): return label
        case (nil, nil): return document.name(of: element)
        }
    }

    /// "a `button` (LoginButton) at 12:5", for the decoder's messages; without the position when the message is
    /// reported at the element itself.
    public static func description(of element: ElementID, in document: NodeDocument, withLocation: Bool = true) -> String {
        let name = document.name(of: element)
        var text = "\(article(for: name)) `\(name)`"
        if let customClass = document.attribute("customClass", of: element) { text += " (\(customClass))" }
        guard withLocation else { return text }
        let location = document.location(of: element)
        text += location.isBinary ? " at byte \(location.offset ?? 0)" : " at \(location.line):\(location.column)"
        return text
    }

    /// The title of a picture of a top-level object, when its scene has no label: its user label, the outlet that
    /// points to it, its custom class, its title, or its class's name (`UILabel`), each when not empty.
    public static func pictureTitle(
        userLabel: String?, outletName: String?, customClass: String?, title: String?, kind: String, platform: FrameworkPlatform
    ) -> String {
        if let userLabel, !userLabel.isEmpty { return userLabel }
        if let outletName { return outletName }
        if let customClass, !customClass.isEmpty { return customClass }
        if let title, !title.isEmpty { return title }
        return ElementClassTable.displayClassName(forElement: kind, platform: platform)
    }

    /// What part the element plays: File's Owner, First Responder, the application, an Exit, a storyboard
    /// reference, or any other object.
    public static func role(of element: ElementID, in document: NodeDocument) -> ObjectRole {
        switch document.name(of: element) {
        case "placeholder":
            switch document.attribute("placeholderIdentifier", of: element) {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            default: return .object
            }
        case "exit":
            return .exit
        case "application":
            return .application
        case "viewControllerPlaceholder":
            return .storyboardReference
        case "customObject":
            if document.attribute("sceneMemberID", of: element) == "firstResponder"
                || document.attribute("customClass", of: element) == "FirstResponder"
            {
                return .firstResponder
            }
            if !document.isStoryboard {
                switch document.id(of: element) {
                case "-1": return .firstResponder
                case "-2": return .filesOwner
                case "-3": return .application
                default: break
                }
            }
            return .object
        default:
            if document.attribute("sceneMemberID", of: element) == "exit" { return .exit }
            return .object
        }
    }

    /// The class set in the identity inspector without a module prefix (`Module.Class`, as some tools write it,
    /// gives its module), and the module; no class for a First Responder (`UIResponder` and `FirstResponder` name
    /// no real class) or for macOS's Application written as `NSObject`.
    public static func customClass(
        of element: ElementID, in document: NodeDocument, role: ObjectRole
    ) -> (name: String?, module: String?) {
        var name = document.attribute("customClass", of: element).flatMap { $0.isEmpty ? nil : $0 }
        var module = document.attribute("customModule", of: element).flatMap { $0.isEmpty ? nil : $0 }
        if let written = name, let dot = written.lastIndex(of: ".") {
            module = module ?? String(written[..<dot])
            name = String(written[written.index(after: dot)...])
        }
        switch role {
        case .firstResponder: name = nil
        case .application where name == "NSObject": name = nil
        default: break
        }
        return (name, module)
    }

    private static func article(for word: String) -> String {
        guard let first = word.unicodeScalars.first else { return "a" }
        return "aeiouAEIOU".unicodeScalars.contains(first) ? "an" : "a"
    }
}
