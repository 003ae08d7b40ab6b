/// The frameworks whose classes Interface Builder documents instantiate: which document platform sees a class.
public enum FrameworkFamily: String, Sendable, CaseIterable {
    /// Foundation and other classes with the same superclass on every platform.
    case shared
    /// UIKit and the frameworks of iOS, iPadOS, tvOS and Mac Catalyst documents.
    case uiKit
    /// AppKit and the frameworks of macOS documents.
    case appKit
    /// WatchKit (watchOS storyboards).
    case watchKit
}

/// Members that several framework classes have, declared once and included by name (the properties of text input,
/// the edit actions of a responder).
public struct FrameworkMemberGroup: Sendable {
    /// The members, as Objective-C names (selectors for actions).
    public let members: [String]

    /// A group of the names in `list`, separated by white space.
    public init(_ list: String) { members = list.split(whereSeparator: \.isWhitespace).map(String.init) }
}

/// One framework class as Interface Builder and the validator need it: its superclass on each platform that has it,
/// the outlets Interface Builder offers to connect on it, the action methods it implements, and the properties a
/// user-defined runtime attribute can name as its first key. Each member is listed on the class that declares it;
/// look-ups go through the superclass chain.
public struct FrameworkClass: Sendable {
    /// The class name, as the Objective-C runtime knows it (`UILabel`, `NSTextField`, `WKInterfaceGroup`).
    public let name: String
    /// Its superclass on each platform that has the class (a `nil` family: the family of the list that declares
    /// the class); a `nil` superclass for a root class (`NSObject`).
    public let superclasses: [(family: FrameworkFamily?, superclass: String?)]
    /// Outlets the class declares.
    public let outlets: [String]
    /// Action selectors the class implements (`showWindow:`, `startAnimating`).
    public let actions: [String]
    /// Properties the class declares that key-value coding finds: the key, and for a Boolean property the Swift
    /// name too (`hidden`, `isHidden`).
    public let properties: [String]

    /// A class of one family (given by the list it is declared in) with its `superclass`; the member lists are
    /// names separated by white space; `includingActions` and `including` add groups of actions and properties.
    public init(
        _ name: String, _ superclass: String?, outlets: String = "", actions: String = "",
        includingActions actionGroups: [FrameworkMemberGroup] = [], properties: String = "",
        including groups: [FrameworkMemberGroup] = []
    ) {
        self.init(
            name, superclasses: [(nil, superclass)], outlets: outlets, actions: actions, properties: properties,
            including: groups, includingActions: actionGroups)
    }

    /// A class that UIKit and AppKit both have, with a superclass on each (`MKMapView`: `UIView`, `NSView`).
    public init(
        _ name: String, uiKit: String, appKit: String, outlets: String = "", actions: String = "",
        properties: String = ""
    ) {
        self.init(name, superclasses: [(.uiKit, uiKit), (.appKit, appKit)], outlets: outlets, actions: actions, properties: properties)
    }

    private init(
        _ name: String, superclasses: [(family: FrameworkFamily?, superclass: String?)], outlets: String,
        actions: String, properties: String, including groups: [FrameworkMemberGroup] = [],
        includingActions actionGroups: [FrameworkMemberGroup] = []
    ) {
        func words(_ list: String) -> [String] { list.split(whereSeparator: \.isWhitespace).map(String.init) }
        self.name = name
        self.superclasses = superclasses
        self.outlets = words(outlets)
        self.actions = words(actions) + actionGroups.flatMap(\.members)
        self.properties = words(properties) + groups.flatMap(\.members)
    }
}

/// The classes of one framework family.
public struct FrameworkClassList: Sendable {
    /// Which documents see the classes; a class declared with superclasses per platform says so itself.
    public let family: FrameworkFamily
    /// The classes.
    public let classes: [FrameworkClass]

    /// A list of `classes` of `family`.
    public init(_ family: FrameworkFamily, _ classes: [FrameworkClass]) {
        self.family = family
        self.classes = classes
    }
}

/// The framework class Interface Builder instantiates for an element kind that carries no custom class, where it
/// is not the conventional one (`button` is `UIButton`, `NSButton`, `WKInterfaceButton`, found by name).
public struct ElementClassTable: Sendable {
    /// Element kinds with the same class on every platform.
    public let shared: [(element: String, className: String)]
    /// UIKit's exceptions.
    public let uiKit: [(element: String, className: String)]
    /// AppKit's exceptions.
    public let appKit: [(element: String, className: String)]
    /// WatchKit's exceptions.
    public let watchKit: [(element: String, className: String)]
    /// Element kinds that stand for no run-time object of their own (placeholders, scenes, table sections).
    public let classless: [String]

    /// The table.
    public init(
        shared: [(element: String, className: String)], uiKit: [(element: String, className: String)],
        appKit: [(element: String, className: String)], watchKit: [(element: String, className: String)],
        classless: [String]
    ) {
        self.shared = shared
        self.uiKit = uiKit
        self.appKit = appKit
        self.watchKit = watchKit
        self.classless = classless
    }
}
