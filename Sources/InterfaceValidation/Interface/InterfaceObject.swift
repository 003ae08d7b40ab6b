import InterfaceSources
import UIDescription

extension InterfaceGraph {
    /// One object of an Interface Builder document: a view, a controller, a placeholder, a gesture recognizer,
    /// a constraint… anything an outlet can point to or a connection can start from.
    public struct Object: Sendable, Hashable {
        /// What part the object plays in the document.
        public enum Role: String, Sendable, Hashable, Codable {
            /// The File's Owner of a xib: whatever object loads the nib.
            case filesOwner
            /// The First Responder: actions sent to it go up the responder chain at run time.
            case firstResponder
            /// The application object (`NSApp`).
            case application
            /// A storyboard scene's Exit, the target of unwind segues.
            case exit
            /// A reference to a scene in another storyboard.
            case storyboardReference
            /// Any other object.
            case object
        }

        /// The element that declares the object.
        public let element: ElementID
        /// The element name: `label`, `viewController`, `placeholder`, …
        public let kind: String
        /// The object's IB id.
        public let id: String?
        /// What part the object plays.
        public let role: Role
        /// The class set in Interface Builder's identity inspector, if any, without a module prefix.
        public let customClass: String?
        /// The module set with the custom class, if any.
        public let customModule: String?
        /// Whether the module is "inherit from target" (`customModuleProvider="target"`): the module that
        /// holds the document.
        public let usesTargetModule: Bool
        /// The UIKit, AppKit or WatchKit class the element kind stands for when no custom class is set.
        public let frameworkClassName: String?
        /// The user label set in Interface Builder.
        public let label: String?
        /// A storyboard identifier, or a reuse identifier for cells.
        public let identifier: String?
        /// Where the element starts.
        public let location: SourceLocation

        /// The class the object has at run time as far as the document tells: the custom class, else the
        /// element kind's framework class. `nil` for placeholders whose class the document does not say.
        public var className: String? { customClass ?? frameworkClassName }

        /// A short description for messages: "File's Owner (LoginViewController)", "`button` (LoginButton)",
        /// "`label` 'Welcome'".
        public var displayName: String {
            let classPart = customClass.map { " (\($0))" } ?? ""
            switch role {
            case .filesOwner: return "File's Owner" + classPart
            case .firstResponder: return "First Responder"
            case .application: return "Application" + classPart
            case .exit: return "Exit"
            case .storyboardReference: return "storyboard reference" + (identifier.map { " '\($0)'" } ?? "")
            case .object:
                let labelPart = label.map { " '\($0)'" } ?? ""
                return "`\(kind)`" + classPart + labelPart
            }
        }
    }
}

extension InterfaceGraph.Object {
    /// Reads the object that `element` declares.
    init(element: ElementID, in document: NodeDocument, platform: FrameworkPlatform, isStoryboard: Bool) {
        let kind = document.name(of: element)
        let id = document.id(of: element)
        let role = Self.role(of: element, kind: kind, id: id, in: document, isStoryboard: isStoryboard)
        var customClass = document.attribute("customClass", of: element).flatMap { $0.isEmpty ? nil : $0 }
        var customModule = document.attribute("customModule", of: element).flatMap { $0.isEmpty ? nil : $0 }
        if let written = customClass, let dot = written.lastIndex(of: ".") {
            // `Module.Class`, as some tools write it.
            customModule = customModule ?? String(written[..<dot])
            customClass = String(written[written.index(after: dot)...])
        }
        let frameworkClass: String?
        switch role {
        case .filesOwner:
            frameworkClass = "NSObject"
        case .application:
            if customClass == "NSObject" { customClass = nil }  // macOS writes the Application as NSObject
            frameworkClass = platform == .appKit ? "NSApplication" : "UIApplication"
        case .firstResponder:
            customClass = nil  // `UIResponder` / `FirstResponder` name no real class
            frameworkClass = nil
        case .exit, .storyboardReference:
            frameworkClass = nil
        case .object:
            frameworkClass = ElementClassTable.className(forElement: kind, platform: platform)
        }
        self.init(
            element: element,
            kind: kind,
            id: id,
            role: role,
            customClass: customClass,
            customModule: customModule,
            usesTargetModule: document.attribute("customModuleProvider", of: element) == "target",
            frameworkClassName: frameworkClass,
            label: document.attribute("userLabel", of: element),
            identifier: document.attribute("storyboardIdentifier", of: element)
                ?? document.attribute("reuseIdentifier", of: element)
                ?? document.attribute("storyboardName", of: element),
            location: document.location(of: element)
        )
    }

    private static func role(
        of element: ElementID, kind: String, id: String?, in document: NodeDocument, isStoryboard: Bool
    ) -> Role {
        switch kind {
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
            if !isStoryboard {
                switch id {
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
}
