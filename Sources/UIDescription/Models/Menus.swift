/// A menu: `<menu key="submenu" title="File" id="…"><items><menuItem title="New" keyEquivalent="n"
/// …/>…</items></menu>`, an application's main menu, a pop-up button's menu, a context menu, or a WatchKit
/// force-touch menu.
public struct Menu: InterfaceElement {
    public static let elementKinds: Set<String>? = ["menu"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var title: String?
    /// `main`, `apple`, `services`, `window`, `help`, `recentDocuments`, `font`, …
    public var systemMenu: String?
    public var userLabel: String?
    public var autoenablesItems: Bool?
    public var showsStateColumn: Bool?
    public var identifier: String?
    public var items: [MenuItem]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var canvasLocation: Point?
    @Boxed public var accessibility: Accessibility?
    public var connections: [Connection]
    @Boxed public var userComments: AttributedString?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, title, systemMenu, userLabel
        case autoenablesItems, showsStateColumn, identifier, items, userDefinedRuntimeAttributes, canvasLocation
        case accessibility, connections, userComments
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "menu", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(systemMenu, forKey: .systemMenu)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(autoenablesItems, forKey: .autoenablesItems)
        try container.encodeIfPresent(showsStateColumn, forKey: .showsStateColumn)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeList(items, forKey: .items)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(canvasLocation, forKey: .canvasLocation)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension Menu {
    public init(id: String? = nil, key: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, title: String? = nil, systemMenu: String? = nil,
                userLabel: String? = nil, autoenablesItems: Bool? = nil, showsStateColumn: Bool? = nil,
                identifier: String? = nil, items: [MenuItem] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], canvasLocation: Point? = nil,
                accessibility: Accessibility? = nil, connections: [Connection] = [],
                userComments: AttributedString? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.title = title
        self.systemMenu = systemMenu
        self.userLabel = userLabel
        self.autoenablesItems = autoenablesItems
        self.showsStateColumn = showsStateColumn
        self.identifier = identifier
        self.items = items
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.canvasLocation = canvasLocation
        self.accessibility = accessibility
        self.connections = connections
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let title: String? = container.optional(.title)
        let systemMenu: String? = container.optional(.systemMenu)
        let userLabel: String? = container.optional(.userLabel)
        let autoenablesItems: Bool? = container.optional(.autoenablesItems)
        let showsStateColumn: Bool? = container.optional(.showsStateColumn)
        let identifier: String? = container.optional(.identifier)
        let items: [MenuItem] = container.list(.items)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let canvasLocation: Point? = container.optional(.canvasLocation)
        let accessibility: Accessibility? = container.optional(.accessibility)
        let connections: [Connection] = container.list(.connections)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, key: key, customClass: customClass, customModule: customModule,
                  customModuleProvider: customModuleProvider, title: title, systemMenu: systemMenu,
                  userLabel: userLabel, autoenablesItems: autoenablesItems, showsStateColumn: showsStateColumn,
                  identifier: identifier, items: items, userDefinedRuntimeAttributes: userDefinedRuntimeAttributes,
                  canvasLocation: canvasLocation, accessibility: accessibility, connections: connections,
                  userComments: userComments)
    }
}

/// A menu item: `<menuItem title="Save" keyEquivalent="s" id="…"><connections><action selector="saveDocument:"
/// target="-1" …/></connections></menuItem>`, with its key equivalent, modifier mask and submenu.
public struct MenuItem: InterfaceElement {
    public static let elementKinds: Set<String>? = ["menuItem"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    /// The `NSMenuItem` subclass, its module, and `target` when the module is the target's own.
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    /// The title; an attribute or a `<string key="title">` child.
    public var title: String?
    @Boxed public var attributedTitle: AttributedString?
    /// The key equivalent; an attribute or a `<string key="keyEquivalent">` child (base64 for control
    /// characters).
    public var keyEquivalent: String?
    public var keyEquivalentModifierMask: ModifierMask?
    public var isSeparatorItem: Bool
    public var tag: Int
    public var state: CellState?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    /// The image shown after the title (macOS 14 and later: `secondaryImage="folder" catalog="system"`, or an
    /// `<imageReference key="secondaryImage">`).
    @Boxed public var secondaryImage: ImageReference?
    /// The image shown when the item is off (`offStateImage="…"`).
    @Boxed public var offStateImage: ImageReference?
    /// The icon of a WatchKit menu item (`add`, `decline`, …).
    public var icon: String?
    public var isEnabled: Bool
    public var isHidden: Bool
    public var isAlternate: Bool
    public var indentationLevel: Int?
    public var toolTip: String?
    public var userLabel: String?
    public var allowsKeyEquivalentWhenHidden: Bool
    /// Whether AppKit may localize the key equivalent for the user's keyboard layout (`localization="NO"` turns it off).
    public var allowsAutomaticKeyEquivalentLocalization: Bool
    /// Whether AppKit may mirror the key equivalent in right-to-left layouts (`mirroring="NO"` turns it off).
    public var allowsAutomaticKeyEquivalentMirroring: Bool
    /// The user interface item identifier (AppKit).
    public var identifier: String?
    /// The represented object as written (`<integer key="representedObject" value="2"/>`, a `<string>` or
    /// `<real>`), as predicate editor row templates' menus use it.
    public var representedObject: String?
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    @Boxed public var submenu: Menu?
    public var connections: [Connection]
    @Boxed public var userComments: AttributedString?

    /// The actions the item sends.
    public var actions: [Action] { connections.actions }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, customClass, customModule, customModuleProvider, title, attributedTitle, keyEquivalent, keyEquivalentModifierMask, isSeparatorItem, tag, state
        case image, secondaryImage, offStateImage, icon, isEnabled = "enabled", isHidden = "hidden", isAlternate = "alternate", indentationLevel
        case toolTip, userLabel, allowsKeyEquivalentWhenHidden, identifier, representedObject, userDefinedRuntimeAttributes
        case allowsAutomaticKeyEquivalentLocalization = "localization", allowsAutomaticKeyEquivalentMirroring = "mirroring"
        case submenu
        case connections, userComments, catalog
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "menuItem", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(attributedTitle, forKey: .attributedTitle)
        try container.encodeIfPresent(keyEquivalent, forKey: .keyEquivalent)
        try container.encodeIfPresent(keyEquivalentModifierMask, forKey: .keyEquivalentModifierMask)
        try container.encode(isSeparatorItem, forKey: .isSeparatorItem, default: false)
        try container.encode(tag, forKey: .tag, default: 0)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(secondaryImage, forKey: .secondaryImage)
        try container.encodeIfPresent(offStateImage, forKey: .offStateImage)
        try container.encodeIfPresent(icon, forKey: .icon)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isHidden, forKey: .isHidden, default: false)
        try container.encode(isAlternate, forKey: .isAlternate, default: false)
        try container.encodeIfPresent(indentationLevel, forKey: .indentationLevel)
        try container.encodeIfPresent(toolTip, forKey: .toolTip)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encode(allowsKeyEquivalentWhenHidden, forKey: .allowsKeyEquivalentWhenHidden, default: false)
        try container.encode(allowsAutomaticKeyEquivalentLocalization, forKey: .allowsAutomaticKeyEquivalentLocalization, default: true)
        try container.encode(allowsAutomaticKeyEquivalentMirroring, forKey: .allowsAutomaticKeyEquivalentMirroring, default: true)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(representedObject, forKey: .representedObject)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(submenu, forKey: .submenu)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension MenuItem {
    public init(id: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, title: String? = nil, attributedTitle: AttributedString? = nil,
                keyEquivalent: String? = nil, keyEquivalentModifierMask: ModifierMask? = nil,
                isSeparatorItem: Bool = false, tag: Int = 0, state: CellState? = nil, image: ImageReference? = nil,
                secondaryImage: ImageReference? = nil, offStateImage: ImageReference? = nil, icon: String? = nil, isEnabled: Bool = true,
                isHidden: Bool = false, isAlternate: Bool = false,
                indentationLevel: Int? = nil, toolTip: String? = nil, userLabel: String? = nil,
                allowsKeyEquivalentWhenHidden: Bool = false, allowsAutomaticKeyEquivalentLocalization: Bool = true,
                allowsAutomaticKeyEquivalentMirroring: Bool = true, identifier: String? = nil,
                representedObject: String? = nil, userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], submenu: Menu? = nil,
                connections: [Connection] = [], userComments: AttributedString? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.title = title
        self.attributedTitle = attributedTitle
        self.keyEquivalent = keyEquivalent
        self.keyEquivalentModifierMask = keyEquivalentModifierMask
        self.isSeparatorItem = isSeparatorItem
        self.tag = tag
        self.state = state
        self.image = image
        self.secondaryImage = secondaryImage
        self.offStateImage = offStateImage
        self.icon = icon
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.isAlternate = isAlternate
        self.indentationLevel = indentationLevel
        self.toolTip = toolTip
        self.userLabel = userLabel
        self.allowsKeyEquivalentWhenHidden = allowsKeyEquivalentWhenHidden
        self.allowsAutomaticKeyEquivalentLocalization = allowsAutomaticKeyEquivalentLocalization
        self.allowsAutomaticKeyEquivalentMirroring = allowsAutomaticKeyEquivalentMirroring
        self.identifier = identifier
        self.representedObject = representedObject
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.submenu = submenu
        self.connections = connections
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let title: String? = container.optional(.title)
        let attributedTitle: AttributedString? = container.optional(.attributedTitle)
        let keyEquivalent: String? = container.optional(.keyEquivalent)
        let keyEquivalentModifierMask: ModifierMask? = container.optional(.keyEquivalentModifierMask)
        let isSeparatorItem: Bool = container.decode(.isSeparatorItem, default: false)
        let tag: Int = container.decode(.tag, default: 0)
        let state: CellState? = container.optional(.state)
        let image: ImageReference? = container.image(.image, catalog: .catalog)
        let secondaryImage: ImageReference? = container.image(.secondaryImage, catalog: .catalog)
        let offStateImage: ImageReference? = container.image(.offStateImage, catalog: .catalog)
        let icon: String? = container.optional(.icon)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isHidden: Bool = container.decode(.isHidden, default: false)
        let isAlternate: Bool = container.decode(.isAlternate, default: false)
        let indentationLevel: Int? = container.optional(.indentationLevel)
        let toolTip: String? = container.optional(.toolTip)
        let userLabel: String? = container.optional(.userLabel)
        let allowsKeyEquivalentWhenHidden: Bool = container.decode(.allowsKeyEquivalentWhenHidden, default: false)
        let allowsAutomaticKeyEquivalentLocalization: Bool = container.decode(.allowsAutomaticKeyEquivalentLocalization, default: true)
        let allowsAutomaticKeyEquivalentMirroring: Bool = container.decode(.allowsAutomaticKeyEquivalentMirroring, default: true)
        let identifier: String? = container.optional(.identifier)
        let representedObject: String? = container.optional(.representedObject)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let submenu: Menu? = container.optional(.submenu)
        let connections: [Connection] = container.list(.connections)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, customClass: customClass, customModule: customModule,
                  customModuleProvider: customModuleProvider, title: title, attributedTitle: attributedTitle,
                  keyEquivalent: keyEquivalent, keyEquivalentModifierMask: keyEquivalentModifierMask,
                  isSeparatorItem: isSeparatorItem, tag: tag, state: state, image: image,
                  secondaryImage: secondaryImage, offStateImage: offStateImage, icon: icon,
                  isEnabled: isEnabled, isHidden: isHidden, isAlternate: isAlternate,
                  indentationLevel: indentationLevel, toolTip: toolTip, userLabel: userLabel,
                  allowsKeyEquivalentWhenHidden: allowsKeyEquivalentWhenHidden,
                  allowsAutomaticKeyEquivalentLocalization: allowsAutomaticKeyEquivalentLocalization,
                  allowsAutomaticKeyEquivalentMirroring: allowsAutomaticKeyEquivalentMirroring, identifier: identifier,
                  representedObject: representedObject, userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, submenu: submenu,
                  connections: connections, userComments: userComments)
    }
}

/// The modifier keys of a key equivalent: `<modifierMask key="keyEquivalentModifierMask" command="YES"
/// shift="YES"/>`. Absent, a key equivalent uses Command.
public struct ModifierMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["modifierMask"]
    public var key: String?
    public var command: Bool
    public var option: Bool
    public var control: Bool
    public var shift: Bool
    public var function: Bool
    public var numericPad: Bool
    public var help: Bool
    public var capsLock: Bool

    public init(key: String? = nil, command: Bool = false, option: Bool = false, control: Bool = false,
                shift: Bool = false, function: Bool = false, numericPad: Bool = false, help: Bool = false,
                capsLock: Bool = false) {
        self.key = key
        self.command = command
        self.option = option
        self.control = control
        self.shift = shift
        self.function = function
        self.numericPad = numericPad
        self.help = help
        self.capsLock = capsLock
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, command, option, control, shift, function, numericPad, help, capsLock
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        command = container.decode(.command, default: false)
        option = container.decode(.option, default: false)
        control = container.decode(.control, default: false)
        shift = container.decode(.shift, default: false)
        function = container.decode(.function, default: false)
        numericPad = container.decode(.numericPad, default: false)
        help = container.decode(.help, default: false)
        capsLock = container.decode(.capsLock, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "modifierMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(command, forKey: .command, default: false)
        try container.encode(option, forKey: .option, default: false)
        try container.encode(control, forKey: .control, default: false)
        try container.encode(shift, forKey: .shift, default: false)
        try container.encode(function, forKey: .function, default: false)
        try container.encode(numericPad, forKey: .numericPad, default: false)
        try container.encode(help, forKey: .help, default: false)
        try container.encode(capsLock, forKey: .capsLock, default: false)
    }
}

/// A UIKit key command of a view controller: `<keyCommand input="f" modifierFlags="command" action="find:"
/// discoverabilityTitle="Find"/>`.
public struct KeyCommand: InterfaceElement {
    public static let elementKinds: Set<String>? = ["keyCommand"]
    public var title: String?
    public var input: String?
    public var modifierFlags: String?
    public var action: String?
    public var discoverabilityTitle: String?
    public var propertyList: String?

    public init(title: String? = nil, input: String? = nil, modifierFlags: String? = nil, action: String? = nil,
                discoverabilityTitle: String? = nil, propertyList: String? = nil) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        self.propertyList = propertyList
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case title, input, modifierFlags, action = "actionName", discoverabilityTitle, propertyList
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        title = container.optional(.title)
        input = container.optional(.input)
        modifierFlags = container.optional(.modifierFlags)
        action = container.optional(.action)
        discoverabilityTitle = container.optional(.discoverabilityTitle)
        propertyList = container.optional(.propertyList)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "keyCommand", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(input, forKey: .input)
        try container.encodeIfPresent(modifierFlags, forKey: .modifierFlags)
        try container.encodeIfPresent(action, forKey: .action)
        try container.encodeIfPresent(discoverabilityTitle, forKey: .discoverabilityTitle)
        try container.encodeIfPresent(propertyList, forKey: .propertyList)
    }
}
