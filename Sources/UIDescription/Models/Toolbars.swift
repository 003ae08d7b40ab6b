/// A toolbar: UIKit's `<toolbar …><items><barButtonItem …/></items></toolbar>` (a view), or AppKit's window
/// toolbar `<toolbar key="toolbar" implicitIdentifier="…" displayMode="iconAndLabel"
/// …><allowedToolbarItems>…</allowedToolbarItems></toolbar>`.
public struct Toolbar: ViewElement {
    public static let elementKinds: Set<String>? = ["toolbar"]
    public var view: View
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

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case items, barStyle, isTranslucent = "translucent", barTintColor, standardAppearance, compactAppearance
        case scrollEdgeAppearance, compactScrollEdgeAppearance, implicitIdentifier, displayMode, sizeMode
        case allowsUserCustomization, autosavesConfiguration, showsBaselineSeparator, allowedToolbarItems
        case defaultToolbarItems
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        items = container.list(.items)
        barStyle = container.optional(.barStyle)
        isTranslucent = container.optional(.isTranslucent)
        barTintColor = container.optional(.barTintColor)
        standardAppearance = container.optional(.standardAppearance)
        compactAppearance = container.optional(.compactAppearance)
        scrollEdgeAppearance = container.optional(.scrollEdgeAppearance)
        compactScrollEdgeAppearance = container.optional(.compactScrollEdgeAppearance)
        implicitIdentifier = container.optional(.implicitIdentifier)
        displayMode = container.optional(.displayMode)
        sizeMode = container.optional(.sizeMode)
        allowsUserCustomization = container.optional(.allowsUserCustomization)
        autosavesConfiguration = container.optional(.autosavesConfiguration)
        showsBaselineSeparator = container.optional(.showsBaselineSeparator)
        allowedToolbarItems = container.list(.allowedToolbarItems)
        defaultToolbarItems = container.list(.defaultToolbarItems)
        try container.finish()
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

/// An AppKit toolbar item: `<toolbarItem implicitItemIdentifier="…" label="Share" paletteLabel="Share"
/// image="square.and.arrow.up" …/>`, or a search, menu or tracking-separator toolbar item; ``kind`` tells which.
public struct ToolbarItem: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// The element kind.
    public var kind: String
    public var id: String?
    public var implicitItemIdentifier: String?
    public var explicitItemIdentifier: String?
    public var identifier: String?
    public var userLabel: String?
    public var label: String?
    public var paletteLabel: String?
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
    public var location: SourceLocation?

    public init(kind: String = "toolbarItem", id: String? = nil, implicitItemIdentifier: String? = nil,
                explicitItemIdentifier: String? = nil, identifier: String? = nil, userLabel: String? = nil,
                label: String? = nil, paletteLabel: String? = nil, toolTip: String? = nil, tag: Int? = nil,
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
        self.userLabel = userLabel
        self.label = label
        self.paletteLabel = paletteLabel
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

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, implicitItemIdentifier, explicitItemIdentifier, identifier, userLabel, label, paletteLabel, toolTip
        case tag, image, sizingBehavior, isNavigational = "navigational", isBordered = "bordered"
        case isSelectable = "selectable", autovalidates, visibilityPriority, minSize, maxSize, view
        case menuFormRepresentation, connections, userDefinedRuntimeAttributes, reference, catalog
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        implicitItemIdentifier = container.optional(.implicitItemIdentifier)
        explicitItemIdentifier = container.optional(.explicitItemIdentifier)
        identifier = container.optional(.identifier)
        userLabel = container.optional(.userLabel)
        label = container.optional(.label)
        paletteLabel = container.optional(.paletteLabel)
        toolTip = container.optional(.toolTip)
        tag = container.optional(.tag)
        image = container.image(.image, catalog: .catalog)
        sizingBehavior = container.optional(.sizingBehavior)
        isNavigational = container.decode(.isNavigational, default: false)
        isBordered = container.decode(.isBordered, default: false)
        isSelectable = container.decode(.isSelectable, default: false)
        autovalidates = container.decode(.autovalidates, default: true)
        visibilityPriority = container.optional(.visibilityPriority)
        minSize = container.optional(.minSize)
        maxSize = container.optional(.maxSize)
        view = container.optional(.view)
        menuFormRepresentation = container.optional(.menuFormRepresentation)
        connections = container.list(.connections)
        userDefinedRuntimeAttributes = container.list(.userDefinedRuntimeAttributes)
        reference = container.optional(.reference)
        try container.finish()
        location = try decoder.elementLocation()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(implicitItemIdentifier, forKey: .implicitItemIdentifier)
        try container.encodeIfPresent(explicitItemIdentifier, forKey: .explicitItemIdentifier)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(paletteLabel, forKey: .paletteLabel)
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

/// An AppKit Touch Bar: `<touchBar key="touchBar" id="…"><touchBarItems>…</touchBarItems></touchBar>`.
public struct TouchBar: InterfaceElement {
    public static let elementKinds: Set<String>? = ["touchBar"]
    public var id: String?
    public var key: String?
    public var customizationIdentifier: String?
    public var principalItemIdentifier: String?
    public var escapeKeyReplacementItemIdentifier: String?
    public var items: [TouchBarItem]
    public var connections: [Connection]
    public var location: SourceLocation?

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

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customizationIdentifier, principalItemIdentifier, escapeKeyReplacementItemIdentifier
        case items = "touchBarItems", connections
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        key = container.optional(.key)
        customizationIdentifier = container.optional(.customizationIdentifier)
        principalItemIdentifier = container.optional(.principalItemIdentifier)
        escapeKeyReplacementItemIdentifier = container.optional(.escapeKeyReplacementItemIdentifier)
        items = container.list(.items)
        connections = container.list(.connections)
        try container.finish()
        location = try decoder.elementLocation()
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

/// An item of an AppKit Touch Bar (`touchBarItem`, `touchBarGroupItem`, `touchBarPopoverItem`,
/// `touchBarSpacerItem`, …), with its view or view controller.
public struct TouchBarItem: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
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
    public var location: SourceLocation?

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

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, identifier, customizationLabel, visibilityPriority, collapsedRepresentationLabel, viewController
        case view, touchBar = "groupTouchBar", popoverTouchBar, connections
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        identifier = container.optional(.identifier)
        customizationLabel = container.optional(.customizationLabel)
        visibilityPriority = container.optional(.visibilityPriority)
        collapsedRepresentationLabel = container.optional(.collapsedRepresentationLabel)
        viewController = container.optional(.viewController)
        view = container.optional(.view)
        touchBar = container.optional(.touchBar)
        popoverTouchBar = container.optional(.popoverTouchBar)
        connections = container.list(.connections)
        try container.finish()
        location = try decoder.elementLocation()
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
