/// A toolbar: UIKit's `<toolbar …><items><barButtonItem …/></items></toolbar>` (a view), or AppKit's window
/// toolbar `<toolbar key="toolbar" implicitIdentifier="…" displayMode="iconAndLabel"
/// …><allowedToolbarItems>…</allowedToolbarItems></toolbar>`.
public struct Toolbar: ViewElement {
    public static let elementKinds: Set<String>? = ["toolbar"]
    public var items: [BarButtonItem]
    public var barStyle: BarStyle?
    public var isTranslucent: Bool?
    @Boxed public var barTintColor: Color?
    @Boxed public var standardAppearance: BarAppearance?
    @Boxed public var compactAppearance: BarAppearance?
    @Boxed public var scrollEdgeAppearance: BarAppearance?
    @Boxed public var compactScrollEdgeAppearance: BarAppearance?
    public var implicitIdentifier: String?
    public var displayMode: ToolbarDisplayMode?
    public var sizeMode: ToolbarSizeMode?
    public var allowsUserCustomization: Bool?
    public var autosavesConfiguration: Bool?
    public var showsBaselineSeparator: Bool?
    public var allowedToolbarItems: [ToolbarItem]
    /// AppKit: references to the allowed items shown by default, in order.
    public var defaultToolbarItems: [ObjectReference]
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case items, barStyle, isTranslucent = "translucent", barTintColor, standardAppearance, compactAppearance
        case scrollEdgeAppearance, compactScrollEdgeAppearance, implicitIdentifier, displayMode, sizeMode
        case allowsUserCustomization, autosavesConfiguration, showsBaselineSeparator, allowedToolbarItems
        case defaultToolbarItems
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeList(items, forKey: .items)
        try container.encodeIfPresent(barStyle, forKey: .barStyle)
        try container.encodeIfPresent(isTranslucent, forKey: .isTranslucent)
        try container.encodeIfPresent(barTintColor, forKey: .barTintColor)
        try container.encodeIfPresent(standardAppearance, forKey: .standardAppearance)
        try container.encodeIfPresent(compactAppearance, forKey: .compactAppearance)
        try container.encodeIfPresent(scrollEdgeAppearance, forKey: .scrollEdgeAppearance)
        try container.encodeIfPresent(compactScrollEdgeAppearance, forKey: .compactScrollEdgeAppearance)
        try container.encodeIfPresent(implicitIdentifier, forKey: .implicitIdentifier)
        try container.encodeIfPresent(displayMode, forKey: .displayMode)
        try container.encodeIfPresent(sizeMode, forKey: .sizeMode)
        try container.encodeIfPresent(allowsUserCustomization, forKey: .allowsUserCustomization)
        try container.encodeIfPresent(autosavesConfiguration, forKey: .autosavesConfiguration)
        try container.encodeIfPresent(showsBaselineSeparator, forKey: .showsBaselineSeparator)
        try container.encodeList(allowedToolbarItems, forKey: .allowedToolbarItems)
        try container.encodeList(defaultToolbarItems, forKey: .defaultToolbarItems)
    }
}

extension Toolbar {
    public init(view: View, items: [BarButtonItem] = [], barStyle: BarStyle? = nil, isTranslucent: Bool? = nil,
                barTintColor: Color? = nil, standardAppearance: BarAppearance? = nil,
                compactAppearance: BarAppearance? = nil, scrollEdgeAppearance: BarAppearance? = nil,
                compactScrollEdgeAppearance: BarAppearance? = nil, implicitIdentifier: String? = nil,
                displayMode: ToolbarDisplayMode? = nil, sizeMode: ToolbarSizeMode? = nil,
                allowsUserCustomization: Bool? = nil, autosavesConfiguration: Bool? = nil,
                showsBaselineSeparator: Bool? = nil, allowedToolbarItems: [ToolbarItem] = [],
                defaultToolbarItems: [ObjectReference] = []) {
        self.view = view
        self.items = items
        self.barStyle = barStyle
        self.isTranslucent = isTranslucent
        self.barTintColor = barTintColor
        self.standardAppearance = standardAppearance
        self.compactAppearance = compactAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
        self.compactScrollEdgeAppearance = compactScrollEdgeAppearance
        self.implicitIdentifier = implicitIdentifier
        self.displayMode = displayMode
        self.sizeMode = sizeMode
        self.allowsUserCustomization = allowsUserCustomization
        self.autosavesConfiguration = autosavesConfiguration
        self.showsBaselineSeparator = showsBaselineSeparator
        self.allowedToolbarItems = allowedToolbarItems
        self.defaultToolbarItems = defaultToolbarItems
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let items: [BarButtonItem] = container.list(.items)
        let barStyle: BarStyle? = container.optional(.barStyle)
        let isTranslucent: Bool? = container.optional(.isTranslucent)
        let barTintColor: Color? = container.optional(.barTintColor)
        let standardAppearance: BarAppearance? = container.optional(.standardAppearance)
        let compactAppearance: BarAppearance? = container.optional(.compactAppearance)
        let scrollEdgeAppearance: BarAppearance? = container.optional(.scrollEdgeAppearance)
        let compactScrollEdgeAppearance: BarAppearance? = container.optional(.compactScrollEdgeAppearance)
        let implicitIdentifier: String? = container.optional(.implicitIdentifier)
        let displayMode: ToolbarDisplayMode? = container.optional(.displayMode)
        let sizeMode: ToolbarSizeMode? = container.optional(.sizeMode)
        let allowsUserCustomization: Bool? = container.optional(.allowsUserCustomization)
        let autosavesConfiguration: Bool? = container.optional(.autosavesConfiguration)
        let showsBaselineSeparator: Bool? = container.optional(.showsBaselineSeparator)
        let allowedToolbarItems: [ToolbarItem] = container.list(.allowedToolbarItems)
        let defaultToolbarItems: [ObjectReference] = container.list(.defaultToolbarItems)
        try container.finish()
        self.init(items: items, barStyle: barStyle, isTranslucent: isTranslucent, barTintColor: barTintColor,
                  standardAppearance: standardAppearance, compactAppearance: compactAppearance,
                  scrollEdgeAppearance: scrollEdgeAppearance, compactScrollEdgeAppearance: compactScrollEdgeAppearance,
                  implicitIdentifier: implicitIdentifier, displayMode: displayMode, sizeMode: sizeMode,
                  allowsUserCustomization: allowsUserCustomization, autosavesConfiguration: autosavesConfiguration,
                  showsBaselineSeparator: showsBaselineSeparator, allowedToolbarItems: allowedToolbarItems,
                  defaultToolbarItems: defaultToolbarItems, view: view)
    }
}

/// An AppKit toolbar item: `<toolbarItem implicitItemIdentifier="…" label="Share" paletteLabel="Share"
/// image="square.and.arrow.up" …/>`, or a search, menu or tracking-separator toolbar item; ``kind`` tells which.
public struct ToolbarItem: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    public var implicitItemIdentifier: String?
    public var explicitItemIdentifier: String?
    public var identifier: String?
    /// The `NSToolbarItem` subclass the item is an instance of, with its module.
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    public var userLabel: String?
    public var label: String?
    public var paletteLabel: String?
    /// The title of the item's button or pop-up (`NSToolbarItem.title`), apart from its label.
    public var title: String?
    public var toolTip: String?
    public var tag: Int?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var sizingBehavior: String?
    public var isNavigational: Bool
    public var isBordered: Bool
    public var isSelectable: Bool
    public var autovalidates: Bool
    public var visibilityPriority: String?
    public var minSize: Size?
    public var maxSize: Size?
    public var view: AnyView?
    @Boxed public var menuFormRepresentation: MenuItem?
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var reference: String?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, implicitItemIdentifier, explicitItemIdentifier, identifier, customClass, customModule, customModuleProvider
        case userLabel, label, paletteLabel, title, toolTip, tag, image, sizingBehavior, isNavigational = "navigational"
        case isBordered = "bordered", isSelectable = "selectable", autovalidates, visibilityPriority, minSize, maxSize
        case view, menuFormRepresentation, connections, userDefinedRuntimeAttributes, reference, catalog
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(implicitItemIdentifier, forKey: .implicitItemIdentifier)
        try container.encodeIfPresent(explicitItemIdentifier, forKey: .explicitItemIdentifier)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(paletteLabel, forKey: .paletteLabel)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(toolTip, forKey: .toolTip)
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(sizingBehavior, forKey: .sizingBehavior)
        try container.encode(isNavigational, forKey: .isNavigational, default: false)
        try container.encode(isBordered, forKey: .isBordered, default: false)
        try container.encode(isSelectable, forKey: .isSelectable, default: false)
        try container.encode(autovalidates, forKey: .autovalidates, default: true)
        try container.encodeIfPresent(visibilityPriority, forKey: .visibilityPriority)
        try container.encodeIfPresent(minSize, forKey: .minSize)
        try container.encodeIfPresent(maxSize, forKey: .maxSize)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeIfPresent(menuFormRepresentation, forKey: .menuFormRepresentation)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(reference, forKey: .reference)
    }
}

extension ToolbarItem {
    public init(kind: String = "toolbarItem", id: String? = nil, implicitItemIdentifier: String? = nil,
                explicitItemIdentifier: String? = nil, identifier: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                label: String? = nil, paletteLabel: String? = nil, title: String? = nil,
                toolTip: String? = nil, tag: Int? = nil,
                image: ImageReference? = nil, sizingBehavior: String? = nil, isNavigational: Bool = false,
                isBordered: Bool = false, isSelectable: Bool = false, autovalidates: Bool = true,
                visibilityPriority: String? = nil, minSize: Size? = nil, maxSize: Size? = nil, view: AnyView? = nil,
                menuFormRepresentation: MenuItem? = nil, connections: [Connection] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], reference: String? = nil,
                location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.implicitItemIdentifier = implicitItemIdentifier
        self.explicitItemIdentifier = explicitItemIdentifier
        self.identifier = identifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.label = label
        self.paletteLabel = paletteLabel
        self.title = title
        self.toolTip = toolTip
        self.tag = tag
        self.image = image
        self.sizingBehavior = sizingBehavior
        self.isNavigational = isNavigational
        self.isBordered = isBordered
        self.isSelectable = isSelectable
        self.autovalidates = autovalidates
        self.visibilityPriority = visibilityPriority
        self.minSize = minSize
        self.maxSize = maxSize
        self.view = view
        self.menuFormRepresentation = menuFormRepresentation
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.reference = reference
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let implicitItemIdentifier: String? = container.optional(.implicitItemIdentifier)
        let explicitItemIdentifier: String? = container.optional(.explicitItemIdentifier)
        let identifier: String? = container.optional(.identifier)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let label: String? = container.optional(.label)
        let paletteLabel: String? = container.optional(.paletteLabel)
        let title: String? = container.optional(.title)
        let toolTip: String? = container.optional(.toolTip)
        let tag: Int? = container.optional(.tag)
        let image: ImageReference? = container.image(.image, catalog: .catalog)
        let sizingBehavior: String? = container.optional(.sizingBehavior)
        let isNavigational: Bool = container.decode(.isNavigational, default: false)
        let isBordered: Bool = container.decode(.isBordered, default: false)
        let isSelectable: Bool = container.decode(.isSelectable, default: false)
        let autovalidates: Bool = container.decode(.autovalidates, default: true)
        let visibilityPriority: String? = container.optional(.visibilityPriority)
        let minSize: Size? = container.optional(.minSize)
        let maxSize: Size? = container.optional(.maxSize)
        let view: AnyView? = container.optional(.view)
        let menuFormRepresentation: MenuItem? = container.optional(.menuFormRepresentation)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let reference: String? = container.optional(.reference)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, implicitItemIdentifier: implicitItemIdentifier,
                  explicitItemIdentifier: explicitItemIdentifier, identifier: identifier, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  label: label, paletteLabel: paletteLabel, title: title, toolTip: toolTip, tag: tag, image: image,
                  sizingBehavior: sizingBehavior, isNavigational: isNavigational, isBordered: isBordered,
                  isSelectable: isSelectable, autovalidates: autovalidates, visibilityPriority: visibilityPriority,
                  minSize: minSize, maxSize: maxSize, view: view, menuFormRepresentation: menuFormRepresentation,
                  connections: connections, userDefinedRuntimeAttributes: userDefinedRuntimeAttributes,
                  reference: reference)
    }
}

/// An AppKit Touch Bar: `<touchBar key="touchBar" id="…"><touchBarItems>…</touchBarItems></touchBar>`.
public struct TouchBar: InterfaceElement {
    public static let elementKinds: Set<String>? = ["touchBar"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    public var id: String?
    public var key: String?
    public var customizationIdentifier: String?
    public var principalItemIdentifier: String?
    public var escapeKeyReplacementItemIdentifier: String?
    public var items: [TouchBarItem]
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customizationIdentifier, principalItemIdentifier, escapeKeyReplacementItemIdentifier
        case items = "touchBarItems", connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "touchBar", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customizationIdentifier, forKey: .customizationIdentifier)
        try container.encodeIfPresent(principalItemIdentifier, forKey: .principalItemIdentifier)
        try container.encodeIfPresent(escapeKeyReplacementItemIdentifier, forKey: .escapeKeyReplacementItemIdentifier)
        try container.encodeList(items, forKey: .items)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension TouchBar {
    public init(id: String? = nil, key: String? = nil, customizationIdentifier: String? = nil,
                principalItemIdentifier: String? = nil, escapeKeyReplacementItemIdentifier: String? = nil,
                items: [TouchBarItem] = [], connections: [Connection] = [], location: SourceLocation? = nil) {
        self.id = id
        self.key = key
        self.customizationIdentifier = customizationIdentifier
        self.principalItemIdentifier = principalItemIdentifier
        self.escapeKeyReplacementItemIdentifier = escapeKeyReplacementItemIdentifier
        self.items = items
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let customizationIdentifier: String? = container.optional(.customizationIdentifier)
        let principalItemIdentifier: String? = container.optional(.principalItemIdentifier)
        let escapeKeyReplacementItemIdentifier: String? = container.optional(.escapeKeyReplacementItemIdentifier)
        let items: [TouchBarItem] = container.list(.items)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, id: id, key: key, customizationIdentifier: customizationIdentifier,
                  principalItemIdentifier: principalItemIdentifier,
                  escapeKeyReplacementItemIdentifier: escapeKeyReplacementItemIdentifier, items: items,
                  connections: connections)
    }
}

/// An item of an AppKit Touch Bar (`touchBarItem`, `touchBarGroupItem`, `touchBarPopoverItem`,
/// `touchBarSpacerItem`, …), with its view or view controller.
public struct TouchBarItem: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    public var identifier: String?
    public var customizationLabel: String?
    public var visibilityPriority: Double?
    public var collapsedRepresentationLabel: String?
    @Boxed public var viewController: ViewController?
    public var view: AnyView?
    @Boxed public var touchBar: TouchBar?
    @Boxed public var popoverTouchBar: TouchBar?
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, identifier, customizationLabel, visibilityPriority, collapsedRepresentationLabel, viewController
        case view, touchBar = "groupTouchBar", popoverTouchBar, connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(customizationLabel, forKey: .customizationLabel)
        try container.encodeIfPresent(visibilityPriority, forKey: .visibilityPriority)
        try container.encodeIfPresent(collapsedRepresentationLabel, forKey: .collapsedRepresentationLabel)
        try container.encodeIfPresent(viewController, forKey: .viewController)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeIfPresent(touchBar, forKey: .touchBar)
        try container.encodeIfPresent(popoverTouchBar, forKey: .popoverTouchBar)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension TouchBarItem {
    public init(kind: String = "touchBarItem", id: String? = nil, identifier: String? = nil,
                customizationLabel: String? = nil, visibilityPriority: Double? = nil,
                collapsedRepresentationLabel: String? = nil, viewController: ViewController? = nil,
                view: AnyView? = nil, touchBar: TouchBar? = nil, popoverTouchBar: TouchBar? = nil,
                connections: [Connection] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.identifier = identifier
        self.customizationLabel = customizationLabel
        self.visibilityPriority = visibilityPriority
        self.collapsedRepresentationLabel = collapsedRepresentationLabel
        self.viewController = viewController
        self.view = view
        self.touchBar = touchBar
        self.popoverTouchBar = popoverTouchBar
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let identifier: String? = container.optional(.identifier)
        let customizationLabel: String? = container.optional(.customizationLabel)
        let visibilityPriority: Double? = container.optional(.visibilityPriority)
        let collapsedRepresentationLabel: String? = container.optional(.collapsedRepresentationLabel)
        let viewController: ViewController? = container.optional(.viewController)
        let view: AnyView? = container.optional(.view)
        let touchBar: TouchBar? = container.optional(.touchBar)
        let popoverTouchBar: TouchBar? = container.optional(.popoverTouchBar)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, identifier: identifier,
                  customizationLabel: customizationLabel, visibilityPriority: visibilityPriority,
                  collapsedRepresentationLabel: collapsedRepresentationLabel, viewController: viewController,
                  view: view, touchBar: touchBar, popoverTouchBar: popoverTouchBar, connections: connections)
    }
}
