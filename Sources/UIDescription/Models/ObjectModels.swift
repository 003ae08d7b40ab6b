/// A top-level object of a xib or a scene: a view controller, a view, a placeholder, a storyboard
/// reference, a window, a menu, a bindings controller, a gesture recognizer and the other objects
/// Interface Builder files hold; any other object is kept whole as a ``Node``.
public indirect enum InterfaceObject: Codable, Hashable, Sendable {
    /// A view controller (``ViewController``).
    case viewController(ViewController)
    /// A view (``AnyView``).
    case view(AnyView)
    /// A placeholder (``PlaceholderObject``).
    case placeholder(PlaceholderObject)
    /// A storyboard reference (``StoryboardReference``).
    case storyboardReference(StoryboardReference)
    /// A window (``Window``).
    case window(Window)
    /// A menu (``Menu``).
    case menu(Menu)
    /// A menu item (``MenuItem``).
    case menuItem(MenuItem)
    /// An object controller (``ObjectController``).
    case objectController(ObjectController)
    /// A gesture recognizer (``GestureRecognizer``).
    case gestureRecognizer(GestureRecognizer)
    /// An application (``Application``).
    case application(Application)
    /// A popover (``Popover``).
    case popover(Popover)
    /// A drawer (``Drawer``).
    case drawer(Drawer)
    /// A formatter (``Formatter``).
    case formatter(Formatter)
    /// A navigation item (``NavigationItem``).
    case navigationItem(NavigationItem)
    /// A bar button item (``BarButtonItem``).
    case barButtonItem(BarButtonItem)
    /// A tab bar item (``TabBarItem``).
    case tabBarItem(TabBarItem)
    /// A toolbar item (``ToolbarItem``).
    case toolbarItem(ToolbarItem)
    /// A touch bar (``TouchBar``).
    case touchBar(TouchBar)
    /// An object kind this version does not model, kept whole.
    case other(Node)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? ""
        switch kind {
        case "placeholder", "customObject", "exit": self = .placeholder(try PlaceholderObject(from: decoder))
        case "viewControllerPlaceholder", "controllerPlaceholder": self = .storyboardReference(try StoryboardReference(from: decoder))
        case "window", "panel": self = .window(try Window(from: decoder))
        case "menu": self = .menu(try Menu(from: decoder))
        case "menuItem": self = .menuItem(try MenuItem(from: decoder))
        case "application": self = .application(try Application(from: decoder))
        case "popover": self = .popover(try Popover(from: decoder))
        case "drawer": self = .drawer(try Drawer(from: decoder))
        case "navigationItem": self = .navigationItem(try NavigationItem(from: decoder))
        case "barButtonItem": self = .barButtonItem(try BarButtonItem(from: decoder))
        case "tabBarItem": self = .tabBarItem(try TabBarItem(from: decoder))
        case "toolbarItem": self = .toolbarItem(try ToolbarItem(from: decoder))
        case "touchBar": self = .touchBar(try TouchBar(from: decoder))
        default:
            if ObjectController.elementKinds?.contains(kind) == true {
                self = .objectController(try ObjectController(from: decoder))
            } else if Formatter.elementKinds?.contains(kind) == true {
                self = .formatter(try Formatter(from: decoder))
            } else if ElementCatalogue.isGestureRecognizer(kind) {
                self = .gestureRecognizer(try GestureRecognizer(from: decoder))
            } else if ElementCatalogue.isViewController(kind) {
                self = .viewController(try ViewController(from: decoder))
            } else if !ElementCatalogue.isNonView(kind) {
                self = .view(try AnyView(from: decoder))
            } else {
                self = .other(try decoder.singleValueContainer().decode(Node.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .viewController(let value): try value.encode(to: encoder)
        case .view(let value): try value.encode(to: encoder)
        case .placeholder(let value): try value.encode(to: encoder)
        case .storyboardReference(let value): try value.encode(to: encoder)
        case .window(let value): try value.encode(to: encoder)
        case .menu(let value): try value.encode(to: encoder)
        case .menuItem(let value): try value.encode(to: encoder)
        case .objectController(let value): try value.encode(to: encoder)
        case .gestureRecognizer(let value): try value.encode(to: encoder)
        case .application(let value): try value.encode(to: encoder)
        case .popover(let value): try value.encode(to: encoder)
        case .drawer(let value): try value.encode(to: encoder)
        case .formatter(let value): try value.encode(to: encoder)
        case .navigationItem(let value): try value.encode(to: encoder)
        case .barButtonItem(let value): try value.encode(to: encoder)
        case .tabBarItem(let value): try value.encode(to: encoder)
        case .toolbarItem(let value): try value.encode(to: encoder)
        case .touchBar(let value): try value.encode(to: encoder)
        case .other(let value): try value.encode(to: encoder)
        }
    }
}

/// Where a segue leads, resolved in its document (``Document/destination(of:)``).
public enum SegueDestination: Hashable, Sendable {
    /// A view controller of the same storyboard.
    case viewController(ViewController)
    /// A scene that stands for a controller of another (or the same) storyboard.
    case storyboardReference(StoryboardReference)
    /// A placeholder, such as the exit of an unwind segue.
    case placeholder(PlaceholderObject)
}
