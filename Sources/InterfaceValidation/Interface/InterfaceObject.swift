import InterfaceSources
import UIDescription

extension InterfaceGraph {
    /// One object of an Interface Builder document: a view, a controller, a placeholder, a gesture recognizer,
    /// a constraint… anything an outlet can point to or a connection can start from.
    public struct Object: Sendable, Hashable {
        /// What part the object plays in the document (`ObjectNaming/role(of:in:)`).
        public typealias Role = ObjectRole

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
        /// "`label` 'Welcome'" (`ObjectNaming/displayName(of:in:)`).
        public let displayName: String
    }
}

extension InterfaceGraph.Object {
    /// Reads the object that `element` declares.
    init(element: ElementID, in document: NodeDocument, platform: FrameworkPlatform) {
        let kind = document.name(of: element)
        let role = ObjectNaming.role(of: element, in: document)
        let (customClass, customModule) = ObjectNaming.customClass(of: element, in: document, role: role)
        let frameworkClass: String?
        switch role {
        case .filesOwner:
            frameworkClass = "NSObject"
        case .application:
            frameworkClass = platform == .appKit ? "NSApplication" : "UIApplication"
        case .firstResponder:
            frameworkClass = nil
        case .exit, .storyboardReference:
            frameworkClass = nil
        case .object:
            frameworkClass = ElementClassTable.className(forElement: kind, platform: platform)
        }
        self.init(
            element: element,
            kind: kind,
            id: document.id(of: element),
            role: role,
            customClass: customClass,
            customModule: customModule,
            usesTargetModule: document.attribute("customModuleProvider", of: element) == "target",
            frameworkClassName: frameworkClass,
            label: document.attribute("userLabel", of: element),
            identifier: document.attribute("storyboardIdentifier", of: element)
                ?? document.attribute("reuseIdentifier", of: element)
                ?? document.attribute("storyboardName", of: element),
            location: document.location(of: element),
            displayName: ObjectNaming.displayName(of: element, in: document)
        )
    }
}
