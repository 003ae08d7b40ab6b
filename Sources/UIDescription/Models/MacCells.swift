/// The properties every AppKit cell shares: a control's `<buttonCell key="cell" …>`, `<textFieldCell …>`,
/// `<imageCell …>`, … Each cell type (``ButtonCell``, ``TextFieldCell``, …) adds its own; cell kinds without a
/// model of their own decode as this.
public struct Cell: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    public var identifier: String?
    /// The title or string value; an attribute or a `<string key="title">` child.
    public var title: String?
    @Boxed public var attributedTitle: AttributedString?
    public var alignment: TextAlignment?
    public var lineBreakMode: LineBreakMode?
    public var controlSize: ControlSize?
    public var borderStyle: BorderStyle?
    public var state: CellState?
    public var isEnabled: Bool
    public var tag: Int
    @Boxed public var font: Font?
    @Boxed public var textColor: Color?
    @Boxed public var backgroundColor: Color?
    public var drawsBackground: Bool?
    public var isEditable: Bool
    public var isSelectable: Bool
    public var isScrollable: Bool
    public var sendsActionOnEndEditing: Bool
    public var isContinuous: Bool
    public var refusesFirstResponder: Bool
    public var focusRingType: FocusRingType?
    public var usesSingleLineMode: Bool
    public var truncatesLastVisibleLine: Bool
    public var allowsUndo: Bool?
    public var allowsEditingTextAttributes: Bool
    public var importsGraphics: Bool
    public var isBordered: Bool?
    public var isBezeled: Bool?
    public var baseWritingDirection: String?
    /// The cell's layout direction when it differs from the application's (`rightToLeft`).
    public var userInterfaceLayoutDirection: String?
    public var allowsMixedState: Bool
    public var isHighlighted: Bool
    public var toolTip: String?
    public var doubleValue: Double?
    @Boxed public var formatter: Formatter?
    @Boxed public var accessibility: Accessibility?
    public var connections: [Connection]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    /// The comment written in Interface Builder's document outline.
    @Boxed public var userComments: AttributedString?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, userLabel, identifier, title, attributedTitle
        case alignment, lineBreakMode, controlSize, borderStyle, state, isEnabled = "enabled", tag, font, textColor
        case backgroundColor, drawsBackground, isEditable = "editable", isSelectable = "selectable"
        case isScrollable = "scrollable", sendsActionOnEndEditing, isContinuous = "continuous"
        case refusesFirstResponder, focusRingType, usesSingleLineMode, truncatesLastVisibleLine, allowsUndo
        case allowsEditingTextAttributes, importsGraphics, isBordered = "bordered", isBezeled = "bezeled"
        case baseWritingDirection, userInterfaceLayoutDirection, allowsMixedState, isHighlighted = "highlighted", toolTip, doubleValue, formatter
        case accessibility, connections, userDefinedRuntimeAttributes, userComments
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(attributedTitle, forKey: .attributedTitle)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(lineBreakMode, forKey: .lineBreakMode)
        try container.encodeIfPresent(controlSize, forKey: .controlSize)
        try container.encodeIfPresent(borderStyle, forKey: .borderStyle)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(tag, forKey: .tag, default: 0)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(drawsBackground, forKey: .drawsBackground)
        try container.encode(isEditable, forKey: .isEditable, default: false)
        try container.encode(isSelectable, forKey: .isSelectable, default: false)
        try container.encode(isScrollable, forKey: .isScrollable, default: false)
        try container.encode(sendsActionOnEndEditing, forKey: .sendsActionOnEndEditing, default: false)
        try container.encode(isContinuous, forKey: .isContinuous, default: false)
        try container.encode(refusesFirstResponder, forKey: .refusesFirstResponder, default: false)
        try container.encodeIfPresent(focusRingType, forKey: .focusRingType)
        try container.encode(usesSingleLineMode, forKey: .usesSingleLineMode, default: false)
        try container.encode(truncatesLastVisibleLine, forKey: .truncatesLastVisibleLine, default: false)
        try container.encodeIfPresent(allowsUndo, forKey: .allowsUndo)
        try container.encode(allowsEditingTextAttributes, forKey: .allowsEditingTextAttributes, default: false)
        try container.encode(importsGraphics, forKey: .importsGraphics, default: false)
        try container.encodeIfPresent(isBordered, forKey: .isBordered)
        try container.encodeIfPresent(isBezeled, forKey: .isBezeled)
        try container.encodeIfPresent(baseWritingDirection, forKey: .baseWritingDirection)
        try container.encodeIfPresent(userInterfaceLayoutDirection, forKey: .userInterfaceLayoutDirection)
        try container.encode(allowsMixedState, forKey: .allowsMixedState, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(toolTip, forKey: .toolTip)
        try container.encodeIfPresent(doubleValue, forKey: .doubleValue)
        try container.encodeIfPresent(formatter, forKey: .formatter)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension Cell {
    public init(kind: String = "actionCell", id: String? = nil, key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                identifier: String? = nil, title: String? = nil, attributedTitle: AttributedString? = nil,
                alignment: TextAlignment? = nil, lineBreakMode: LineBreakMode? = nil,
                controlSize: ControlSize? = nil, borderStyle: BorderStyle? = nil, state: CellState? = nil,
                isEnabled: Bool = true, tag: Int = 0, font: Font? = nil, textColor: Color? = nil,
                backgroundColor: Color? = nil, drawsBackground: Bool? = nil, isEditable: Bool = false,
                isSelectable: Bool = false, isScrollable: Bool = false, sendsActionOnEndEditing: Bool = false,
                isContinuous: Bool = false, refusesFirstResponder: Bool = false, focusRingType: FocusRingType? = nil,
                usesSingleLineMode: Bool = false, truncatesLastVisibleLine: Bool = false, allowsUndo: Bool? = nil,
                allowsEditingTextAttributes: Bool = false, importsGraphics: Bool = false, isBordered: Bool? = nil,
                isBezeled: Bool? = nil, baseWritingDirection: String? = nil,
                userInterfaceLayoutDirection: String? = nil, allowsMixedState: Bool = false,
                isHighlighted: Bool = false, toolTip: String? = nil, doubleValue: Double? = nil,
                formatter: Formatter? = nil, accessibility: Accessibility? = nil, connections: [Connection] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], userComments: AttributedString? = nil,
                location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.identifier = identifier
        self.title = title
        self.attributedTitle = attributedTitle
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.controlSize = controlSize
        self.borderStyle = borderStyle
        self.state = state
        self.isEnabled = isEnabled
        self.tag = tag
        self.font = font
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.drawsBackground = drawsBackground
        self.isEditable = isEditable
        self.isSelectable = isSelectable
        self.isScrollable = isScrollable
        self.sendsActionOnEndEditing = sendsActionOnEndEditing
        self.isContinuous = isContinuous
        self.refusesFirstResponder = refusesFirstResponder
        self.focusRingType = focusRingType
        self.usesSingleLineMode = usesSingleLineMode
        self.truncatesLastVisibleLine = truncatesLastVisibleLine
        self.allowsUndo = allowsUndo
        self.allowsEditingTextAttributes = allowsEditingTextAttributes
        self.importsGraphics = importsGraphics
        self.isBordered = isBordered
        self.isBezeled = isBezeled
        self.baseWritingDirection = baseWritingDirection
        self.userInterfaceLayoutDirection = userInterfaceLayoutDirection
        self.allowsMixedState = allowsMixedState
        self.isHighlighted = isHighlighted
        self.toolTip = toolTip
        self.doubleValue = doubleValue
        self.formatter = formatter
        self.accessibility = accessibility
        self.connections = connections
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let identifier: String? = container.optional(.identifier)
        let title: String? = container.optional(.title)
        let attributedTitle: AttributedString? = container.optional(.attributedTitle)
        let alignment: TextAlignment? = container.optional(.alignment)
        let lineBreakMode: LineBreakMode? = container.optional(.lineBreakMode)
        let controlSize: ControlSize? = container.optional(.controlSize)
        let borderStyle: BorderStyle? = container.optional(.borderStyle)
        let state: CellState? = container.optional(.state)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let tag: Int = container.decode(.tag, default: 0)
        let font: Font? = container.optional(.font)
        let textColor: Color? = container.optional(.textColor)
        let backgroundColor: Color? = container.optional(.backgroundColor)
        let drawsBackground: Bool? = container.optional(.drawsBackground)
        let isEditable: Bool = container.decode(.isEditable, default: false)
        let isSelectable: Bool = container.decode(.isSelectable, default: false)
        let isScrollable: Bool = container.decode(.isScrollable, default: false)
        let sendsActionOnEndEditing: Bool = container.decode(.sendsActionOnEndEditing, default: false)
        let isContinuous: Bool = container.decode(.isContinuous, default: false)
        let refusesFirstResponder: Bool = container.decode(.refusesFirstResponder, default: false)
        let focusRingType: FocusRingType? = container.optional(.focusRingType)
        let usesSingleLineMode: Bool = container.decode(.usesSingleLineMode, default: false)
        let truncatesLastVisibleLine: Bool = container.decode(.truncatesLastVisibleLine, default: false)
        let allowsUndo: Bool? = container.optional(.allowsUndo)
        let allowsEditingTextAttributes: Bool = container.decode(.allowsEditingTextAttributes, default: false)
        let importsGraphics: Bool = container.decode(.importsGraphics, default: false)
        let isBordered: Bool? = container.optional(.isBordered)
        let isBezeled: Bool? = container.optional(.isBezeled)
        let baseWritingDirection: String? = container.optional(.baseWritingDirection)
        let userInterfaceLayoutDirection: String? = container.optional(.userInterfaceLayoutDirection)
        let allowsMixedState: Bool = container.decode(.allowsMixedState, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let toolTip: String? = container.optional(.toolTip)
        let doubleValue: Double? = container.optional(.doubleValue)
        let formatter: Formatter? = container.optional(.formatter)
        let accessibility: Accessibility? = container.optional(.accessibility)
        let connections: [Connection] = container.list(.connections)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, key: key, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  identifier: identifier, title: title, attributedTitle: attributedTitle, alignment: alignment,
                  lineBreakMode: lineBreakMode, controlSize: controlSize, borderStyle: borderStyle, state: state,
                  isEnabled: isEnabled, tag: tag, font: font, textColor: textColor, backgroundColor: backgroundColor,
                  drawsBackground: drawsBackground, isEditable: isEditable, isSelectable: isSelectable,
                  isScrollable: isScrollable, sendsActionOnEndEditing: sendsActionOnEndEditing,
                  isContinuous: isContinuous, refusesFirstResponder: refusesFirstResponder,
                  focusRingType: focusRingType, usesSingleLineMode: usesSingleLineMode,
                  truncatesLastVisibleLine: truncatesLastVisibleLine, allowsUndo: allowsUndo,
                  allowsEditingTextAttributes: allowsEditingTextAttributes, importsGraphics: importsGraphics,
                  isBordered: isBordered, isBezeled: isBezeled, baseWritingDirection: baseWritingDirection,
                  userInterfaceLayoutDirection: userInterfaceLayoutDirection,
                  allowsMixedState: allowsMixedState, isHighlighted: isHighlighted, toolTip: toolTip,
                  doubleValue: doubleValue, formatter: formatter, accessibility: accessibility,
                  connections: connections, userDefinedRuntimeAttributes: userDefinedRuntimeAttributes,
                  userComments: userComments)
    }
}

/// A typed AppKit cell model: the shared ``Cell`` properties plus its own. Shared properties read
/// through (`buttonCell.title`, `textFieldCell.font`).
@dynamicMemberLookup
public protocol CellElement: InterfaceElement {
    /// The properties every cell shares.
    var cell: Cell { get set }
}

extension CellElement {
    public subscript<Value>(dynamicMember keyPath: KeyPath<Cell, Value>) -> Value {
        cell[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Cell, Value>) -> Value {
        get { cell[keyPath: keyPath] }
        set { cell[keyPath: keyPath] = newValue }
    }
}

/// An AppKit button cell: `<buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center"
/// …><behavior key="behavior" …/><font key="font" metaFont="system"/></buttonCell>`.
public struct ButtonCell: CellElement {
    public static let elementKinds: Set<String>? = ["buttonCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var type: ButtonCellType?
    public var bezelStyle: BezelStyle?
    public var imagePosition: ImagePosition?
    public var imageScaling: ImageScaling?
    public var inset: Int?
    @Boxed public var behavior: ButtonBehavior?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var alternateImage: String?
    public var alternateTitle: String?
    @Boxed public var attributedAlternateTitle: AttributedString?
    /// The key equivalent; an attribute or a `<string key="keyEquivalent">` child (base64 for control
    /// characters).
    public var keyEquivalent: String?
    public var keyEquivalentModifierMask: ModifierMask?
    public var isTransparent: Bool
    public var imageDimsWhenDisabled: Bool?
    public var showsBorderOnlyWhileMouseInside: Bool
    public var sound: String?
    @Boxed public var bezelColor: Color?
    public var maxAcceleratorLevel: Int?

    public init(cell: Cell, type: ButtonCellType? = nil, bezelStyle: BezelStyle? = nil,
                imagePosition: ImagePosition? = nil, imageScaling: ImageScaling? = nil, inset: Int? = nil,
                behavior: ButtonBehavior? = nil, image: ImageReference? = nil, alternateImage: String? = nil,
                alternateTitle: String? = nil, attributedAlternateTitle: AttributedString? = nil,
                keyEquivalent: String? = nil, keyEquivalentModifierMask: ModifierMask? = nil,
                isTransparent: Bool = false, imageDimsWhenDisabled: Bool? = nil,
                showsBorderOnlyWhileMouseInside: Bool = false, sound: String? = nil, bezelColor: Color? = nil,
                maxAcceleratorLevel: Int? = nil) {
        self.cell = cell
        self.type = type
        self.bezelStyle = bezelStyle
        self.imagePosition = imagePosition
        self.imageScaling = imageScaling
        self.inset = inset
        self.behavior = behavior
        self.image = image
        self.alternateImage = alternateImage
        self.alternateTitle = alternateTitle
        self.attributedAlternateTitle = attributedAlternateTitle
        self.keyEquivalent = keyEquivalent
        self.keyEquivalentModifierMask = keyEquivalentModifierMask
        self.isTransparent = isTransparent
        self.imageDimsWhenDisabled = imageDimsWhenDisabled
        self.showsBorderOnlyWhileMouseInside = showsBorderOnlyWhileMouseInside
        self.sound = sound
        self.bezelColor = bezelColor
        self.maxAcceleratorLevel = maxAcceleratorLevel
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case type, bezelStyle, imagePosition, imageScaling, inset, behavior, image, alternateImage, alternateTitle
        case attributedAlternateTitle, keyEquivalent, keyEquivalentModifierMask, isTransparent = "transparent"
        case imageDimsWhenDisabled, showsBorderOnlyWhileMouseInside, sound, bezelColor, maxAcceleratorLevel, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        type = container.optional(.type)
        bezelStyle = container.optional(.bezelStyle)
        imagePosition = container.optional(.imagePosition)
        imageScaling = container.optional(.imageScaling)
        inset = container.optional(.inset)
        behavior = container.optional(.behavior)
        image = container.image(.image, catalog: .catalog)
        alternateImage = container.optional(.alternateImage)
        alternateTitle = container.optional(.alternateTitle)
        attributedAlternateTitle = container.optional(.attributedAlternateTitle)
        keyEquivalent = container.optional(.keyEquivalent)
        keyEquivalentModifierMask = container.optional(.keyEquivalentModifierMask)
        isTransparent = container.decode(.isTransparent, default: false)
        imageDimsWhenDisabled = container.optional(.imageDimsWhenDisabled)
        showsBorderOnlyWhileMouseInside = container.decode(.showsBorderOnlyWhileMouseInside, default: false)
        sound = container.optional(.sound)
        bezelColor = container.optional(.bezelColor)
        maxAcceleratorLevel = container.optional(.maxAcceleratorLevel)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(bezelStyle, forKey: .bezelStyle)
        try container.encodeIfPresent(imagePosition, forKey: .imagePosition)
        try container.encodeIfPresent(imageScaling, forKey: .imageScaling)
        try container.encodeIfPresent(inset, forKey: .inset)
        try container.encodeIfPresent(behavior, forKey: .behavior)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(alternateImage, forKey: .alternateImage)
        try container.encodeIfPresent(alternateTitle, forKey: .alternateTitle)
        try container.encodeIfPresent(attributedAlternateTitle, forKey: .attributedAlternateTitle)
        try container.encodeIfPresent(keyEquivalent, forKey: .keyEquivalent)
        try container.encodeIfPresent(keyEquivalentModifierMask, forKey: .keyEquivalentModifierMask)
        try container.encode(isTransparent, forKey: .isTransparent, default: false)
        try container.encodeIfPresent(imageDimsWhenDisabled, forKey: .imageDimsWhenDisabled)
        try container.encode(showsBorderOnlyWhileMouseInside, forKey: .showsBorderOnlyWhileMouseInside, default: false)
        try container.encodeIfPresent(sound, forKey: .sound)
        try container.encodeIfPresent(bezelColor, forKey: .bezelColor)
        try container.encodeIfPresent(maxAcceleratorLevel, forKey: .maxAcceleratorLevel)
    }
}

/// How a button cell highlights and shows its state: `<behavior key="behavior" pushIn="YES"
/// lightByBackground="YES" lightByGray="YES"/>`.
public struct ButtonBehavior: InterfaceElement {
    public static let elementKinds: Set<String>? = ["behavior"]
    public var key: String?
    public var pushIn: Bool
    public var lightByBackground: Bool
    public var lightByGray: Bool
    public var lightByContents: Bool
    public var changeContents: Bool
    public var changeBackground: Bool
    public var changeGray: Bool
    public var doesNotDimImage: Bool
    public var multiLevelAccelerator: Bool

    public init(key: String? = nil, pushIn: Bool = false, lightByBackground: Bool = false, lightByGray: Bool = false,
                lightByContents: Bool = false, changeContents: Bool = false, changeBackground: Bool = false,
                changeGray: Bool = false, doesNotDimImage: Bool = false, multiLevelAccelerator: Bool = false) {
        self.key = key
        self.pushIn = pushIn
        self.lightByBackground = lightByBackground
        self.lightByGray = lightByGray
        self.lightByContents = lightByContents
        self.changeContents = changeContents
        self.changeBackground = changeBackground
        self.changeGray = changeGray
        self.doesNotDimImage = doesNotDimImage
        self.multiLevelAccelerator = multiLevelAccelerator
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, pushIn, lightByBackground, lightByGray, lightByContents, changeContents, changeBackground
        case changeGray, doesNotDimImage, multiLevelAccelerator
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        pushIn = container.decode(.pushIn, default: false)
        lightByBackground = container.decode(.lightByBackground, default: false)
        lightByGray = container.decode(.lightByGray, default: false)
        lightByContents = container.decode(.lightByContents, default: false)
        changeContents = container.decode(.changeContents, default: false)
        changeBackground = container.decode(.changeBackground, default: false)
        changeGray = container.decode(.changeGray, default: false)
        doesNotDimImage = container.decode(.doesNotDimImage, default: false)
        multiLevelAccelerator = container.decode(.multiLevelAccelerator, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "behavior", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(pushIn, forKey: .pushIn, default: false)
        try container.encode(lightByBackground, forKey: .lightByBackground, default: false)
        try container.encode(lightByGray, forKey: .lightByGray, default: false)
        try container.encode(lightByContents, forKey: .lightByContents, default: false)
        try container.encode(changeContents, forKey: .changeContents, default: false)
        try container.encode(changeBackground, forKey: .changeBackground, default: false)
        try container.encode(changeGray, forKey: .changeGray, default: false)
        try container.encode(doesNotDimImage, forKey: .doesNotDimImage, default: false)
        try container.encode(multiLevelAccelerator, forKey: .multiLevelAccelerator, default: false)
    }
}

/// An AppKit pop-up button cell: `<popUpButtonCell key="cell" type="push" bezelStyle="rounded" selectedItem="…"
/// …><menu key="menu">…</menu></popUpButtonCell>`.
public struct PopUpButtonCell: CellElement {
    public static let elementKinds: Set<String>? = ["popUpButtonCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var type: ButtonCellType?
    public var bezelStyle: BezelStyle?
    public var imagePosition: ImagePosition?
    public var imageScaling: ImageScaling?
    public var inset: Int?
    @Boxed public var behavior: ButtonBehavior?
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var alternateImage: String?
    public var alternateTitle: String?
    @Boxed public var attributedAlternateTitle: AttributedString?
    /// The key equivalent; an attribute or a `<string key="keyEquivalent">` child (base64 for control
    /// characters).
    public var keyEquivalent: String?
    public var keyEquivalentModifierMask: ModifierMask?
    public var isTransparent: Bool
    public var imageDimsWhenDisabled: Bool?
    public var showsBorderOnlyWhileMouseInside: Bool
    public var sound: String?
    @Boxed public var bezelColor: Color?
    public var maxAcceleratorLevel: Int?
    @Boxed public var menu: Menu?
    /// The id of the selected menu item.
    public var selectedItem: String?
    public var preferredEdge: RectEdge?
    public var arrowPosition: PopUpArrowPosition?
    public var pullsDown: Bool
    public var autoenablesItems: Bool?
    public var usesItemFromMenu: Bool?
    public var altersStateOfSelectedItem: Bool?

    public init(cell: Cell, type: ButtonCellType? = nil, bezelStyle: BezelStyle? = nil,
                imagePosition: ImagePosition? = nil, imageScaling: ImageScaling? = nil, inset: Int? = nil,
                behavior: ButtonBehavior? = nil, image: ImageReference? = nil, alternateImage: String? = nil,
                alternateTitle: String? = nil, attributedAlternateTitle: AttributedString? = nil,
                keyEquivalent: String? = nil, keyEquivalentModifierMask: ModifierMask? = nil,
                isTransparent: Bool = false, imageDimsWhenDisabled: Bool? = nil,
                showsBorderOnlyWhileMouseInside: Bool = false, sound: String? = nil, bezelColor: Color? = nil,
                maxAcceleratorLevel: Int? = nil, menu: Menu? = nil, selectedItem: String? = nil,
                preferredEdge: RectEdge? = nil, arrowPosition: PopUpArrowPosition? = nil, pullsDown: Bool = false,
                autoenablesItems: Bool? = nil, usesItemFromMenu: Bool? = nil, altersStateOfSelectedItem: Bool? = nil) {
        self.cell = cell
        self.type = type
        self.bezelStyle = bezelStyle
        self.imagePosition = imagePosition
        self.imageScaling = imageScaling
        self.inset = inset
        self.behavior = behavior
        self.image = image
        self.alternateImage = alternateImage
        self.alternateTitle = alternateTitle
        self.attributedAlternateTitle = attributedAlternateTitle
        self.keyEquivalent = keyEquivalent
        self.keyEquivalentModifierMask = keyEquivalentModifierMask
        self.isTransparent = isTransparent
        self.imageDimsWhenDisabled = imageDimsWhenDisabled
        self.showsBorderOnlyWhileMouseInside = showsBorderOnlyWhileMouseInside
        self.sound = sound
        self.bezelColor = bezelColor
        self.maxAcceleratorLevel = maxAcceleratorLevel
        self.menu = menu
        self.selectedItem = selectedItem
        self.preferredEdge = preferredEdge
        self.arrowPosition = arrowPosition
        self.pullsDown = pullsDown
        self.autoenablesItems = autoenablesItems
        self.usesItemFromMenu = usesItemFromMenu
        self.altersStateOfSelectedItem = altersStateOfSelectedItem
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case type, bezelStyle, imagePosition, imageScaling, inset, behavior, image, alternateImage, alternateTitle
        case attributedAlternateTitle, keyEquivalent, keyEquivalentModifierMask, isTransparent = "transparent"
        case imageDimsWhenDisabled, showsBorderOnlyWhileMouseInside, sound, bezelColor, maxAcceleratorLevel, menu
        case selectedItem, preferredEdge, arrowPosition, pullsDown, autoenablesItems, usesItemFromMenu
        case altersStateOfSelectedItem, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        type = container.optional(.type)
        bezelStyle = container.optional(.bezelStyle)
        imagePosition = container.optional(.imagePosition)
        imageScaling = container.optional(.imageScaling)
        inset = container.optional(.inset)
        behavior = container.optional(.behavior)
        image = container.image(.image, catalog: .catalog)
        alternateImage = container.optional(.alternateImage)
        alternateTitle = container.optional(.alternateTitle)
        attributedAlternateTitle = container.optional(.attributedAlternateTitle)
        keyEquivalent = container.optional(.keyEquivalent)
        keyEquivalentModifierMask = container.optional(.keyEquivalentModifierMask)
        isTransparent = container.decode(.isTransparent, default: false)
        imageDimsWhenDisabled = container.optional(.imageDimsWhenDisabled)
        showsBorderOnlyWhileMouseInside = container.decode(.showsBorderOnlyWhileMouseInside, default: false)
        sound = container.optional(.sound)
        bezelColor = container.optional(.bezelColor)
        maxAcceleratorLevel = container.optional(.maxAcceleratorLevel)
        menu = container.optional(.menu)
        selectedItem = container.optional(.selectedItem)
        preferredEdge = container.optional(.preferredEdge)
        arrowPosition = container.optional(.arrowPosition)
        pullsDown = container.decode(.pullsDown, default: false)
        autoenablesItems = container.optional(.autoenablesItems)
        usesItemFromMenu = container.optional(.usesItemFromMenu)
        altersStateOfSelectedItem = container.optional(.altersStateOfSelectedItem)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(bezelStyle, forKey: .bezelStyle)
        try container.encodeIfPresent(imagePosition, forKey: .imagePosition)
        try container.encodeIfPresent(imageScaling, forKey: .imageScaling)
        try container.encodeIfPresent(inset, forKey: .inset)
        try container.encodeIfPresent(behavior, forKey: .behavior)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(alternateImage, forKey: .alternateImage)
        try container.encodeIfPresent(alternateTitle, forKey: .alternateTitle)
        try container.encodeIfPresent(attributedAlternateTitle, forKey: .attributedAlternateTitle)
        try container.encodeIfPresent(keyEquivalent, forKey: .keyEquivalent)
        try container.encodeIfPresent(keyEquivalentModifierMask, forKey: .keyEquivalentModifierMask)
        try container.encode(isTransparent, forKey: .isTransparent, default: false)
        try container.encodeIfPresent(imageDimsWhenDisabled, forKey: .imageDimsWhenDisabled)
        try container.encode(showsBorderOnlyWhileMouseInside, forKey: .showsBorderOnlyWhileMouseInside, default: false)
        try container.encodeIfPresent(sound, forKey: .sound)
        try container.encodeIfPresent(bezelColor, forKey: .bezelColor)
        try container.encodeIfPresent(maxAcceleratorLevel, forKey: .maxAcceleratorLevel)
        try container.encodeIfPresent(menu, forKey: .menu)
        try container.encodeIfPresent(selectedItem, forKey: .selectedItem)
        try container.encodeIfPresent(preferredEdge, forKey: .preferredEdge)
        try container.encodeIfPresent(arrowPosition, forKey: .arrowPosition)
        try container.encode(pullsDown, forKey: .pullsDown, default: false)
        try container.encodeIfPresent(autoenablesItems, forKey: .autoenablesItems)
        try container.encodeIfPresent(usesItemFromMenu, forKey: .usesItemFromMenu)
        try container.encodeIfPresent(altersStateOfSelectedItem, forKey: .altersStateOfSelectedItem)
    }
}

/// An AppKit text field cell: `<textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="…"><font
/// key="font" …/><color key="textColor" …/></textFieldCell>`; also secure text field, token field, combo box,
/// search field, path and form cells, with their own settings.
public struct TextFieldCell: CellElement {
    public static let elementKinds: Set<String>? = ["textFieldCell", "secureTextFieldCell", "tokenFieldCell", "comboBoxCell", "searchFieldCell", "pathCell", "formCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var placeholderString: String?
    @Boxed public var attributedPlaceholder: AttributedString?
    public var bezelStyle: BezelStyle?
    public var echosBullets: Bool?
    public var tokenStyle: String?
    public var numberOfVisibleItems: Int?
    public var completes: Bool?
    public var hasVerticalScroller: Bool?
    public var intercellSpacing: Size?
    /// A combo box's items.
    public var objectValues: [String]
    public var allowedInputSourceLocales: [String]
    public var recentsAutosaveName: String?
    public var maximumRecents: Int?
    public var sendsWholeSearchString: Bool
    public var sendsSearchStringImmediately: Bool
    @Boxed public var searchButtonCell: ButtonCell?
    @Boxed public var cancelButtonCell: ButtonCell?
    public var pathStyle: String?
    @Boxed public var url: URLValue?

    public init(cell: Cell, placeholderString: String? = nil, attributedPlaceholder: AttributedString? = nil,
                bezelStyle: BezelStyle? = nil, echosBullets: Bool? = nil, tokenStyle: String? = nil,
                numberOfVisibleItems: Int? = nil, completes: Bool? = nil, hasVerticalScroller: Bool? = nil,
                intercellSpacing: Size? = nil, objectValues: [String] = [], allowedInputSourceLocales: [String] = [],
                recentsAutosaveName: String? = nil, maximumRecents: Int? = nil, sendsWholeSearchString: Bool = false,
                sendsSearchStringImmediately: Bool = false, searchButtonCell: ButtonCell? = nil,
                cancelButtonCell: ButtonCell? = nil, pathStyle: String? = nil, url: URLValue? = nil) {
        self.cell = cell
        self.placeholderString = placeholderString
        self.attributedPlaceholder = attributedPlaceholder
        self.bezelStyle = bezelStyle
        self.echosBullets = echosBullets
        self.tokenStyle = tokenStyle
        self.numberOfVisibleItems = numberOfVisibleItems
        self.completes = completes
        self.hasVerticalScroller = hasVerticalScroller
        self.intercellSpacing = intercellSpacing
        self.objectValues = objectValues
        self.allowedInputSourceLocales = allowedInputSourceLocales
        self.recentsAutosaveName = recentsAutosaveName
        self.maximumRecents = maximumRecents
        self.sendsWholeSearchString = sendsWholeSearchString
        self.sendsSearchStringImmediately = sendsSearchStringImmediately
        self.searchButtonCell = searchButtonCell
        self.cancelButtonCell = cancelButtonCell
        self.pathStyle = pathStyle
        self.url = url
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case placeholderString, attributedPlaceholder = "placeholderAttributedString", bezelStyle, echosBullets
        case tokenStyle, numberOfVisibleItems, completes, hasVerticalScroller, intercellSpacing, objectValues
        case allowedInputSourceLocales, recentsAutosaveName, maximumRecents, sendsWholeSearchString
        case sendsSearchStringImmediately, searchButtonCell, cancelButtonCell, pathStyle, url
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        placeholderString = container.optional(.placeholderString)
        attributedPlaceholder = container.optional(.attributedPlaceholder)
        bezelStyle = container.optional(.bezelStyle)
        echosBullets = container.optional(.echosBullets)
        tokenStyle = container.optional(.tokenStyle)
        numberOfVisibleItems = container.optional(.numberOfVisibleItems)
        completes = container.optional(.completes)
        hasVerticalScroller = container.optional(.hasVerticalScroller)
        intercellSpacing = container.optional(.intercellSpacing)
        objectValues = container.list(.objectValues)
        allowedInputSourceLocales = container.list(.allowedInputSourceLocales)
        recentsAutosaveName = container.optional(.recentsAutosaveName)
        maximumRecents = container.optional(.maximumRecents)
        sendsWholeSearchString = container.decode(.sendsWholeSearchString, default: false)
        sendsSearchStringImmediately = container.decode(.sendsSearchStringImmediately, default: false)
        searchButtonCell = container.optional(.searchButtonCell)
        cancelButtonCell = container.optional(.cancelButtonCell)
        pathStyle = container.optional(.pathStyle)
        url = container.optional(.url)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(placeholderString, forKey: .placeholderString)
        try container.encodeIfPresent(attributedPlaceholder, forKey: .attributedPlaceholder)
        try container.encodeIfPresent(bezelStyle, forKey: .bezelStyle)
        try container.encodeIfPresent(echosBullets, forKey: .echosBullets)
        try container.encodeIfPresent(tokenStyle, forKey: .tokenStyle)
        try container.encodeIfPresent(numberOfVisibleItems, forKey: .numberOfVisibleItems)
        try container.encodeIfPresent(completes, forKey: .completes)
        try container.encodeIfPresent(hasVerticalScroller, forKey: .hasVerticalScroller)
        try container.encodeIfPresent(intercellSpacing, forKey: .intercellSpacing)
        try container.encodeList(objectValues, forKey: .objectValues)
        try container.encodeList(allowedInputSourceLocales, forKey: .allowedInputSourceLocales)
        try container.encodeIfPresent(recentsAutosaveName, forKey: .recentsAutosaveName)
        try container.encodeIfPresent(maximumRecents, forKey: .maximumRecents)
        try container.encode(sendsWholeSearchString, forKey: .sendsWholeSearchString, default: false)
        try container.encode(sendsSearchStringImmediately, forKey: .sendsSearchStringImmediately, default: false)
        try container.encodeIfPresent(searchButtonCell, forKey: .searchButtonCell)
        try container.encodeIfPresent(cancelButtonCell, forKey: .cancelButtonCell)
        try container.encodeIfPresent(pathStyle, forKey: .pathStyle)
        try container.encodeIfPresent(url, forKey: .url)
    }
}

/// An AppKit image cell: `<imageCell key="cell" refusesFirstResponder="YES" alignment="left"
/// imageScaling="proportionallyDown" image="NSAdvanced" …/>`.
public struct ImageCell: CellElement {
    public static let elementKinds: Set<String>? = ["imageCell"]
    /// The properties every cell shares.
    public var cell: Cell
    /// The image: an asset or symbol name with its catalog, or a symbol reference.
    @Boxed public var image: ImageReference?
    public var imageScaling: ImageScaling?
    public var imageAlignment: String?
    public var imageFrameStyle: String?
    public var animates: Bool

    public init(cell: Cell, image: ImageReference? = nil, imageScaling: ImageScaling? = nil,
                imageAlignment: String? = nil, imageFrameStyle: String? = nil, animates: Bool = false) {
        self.cell = cell
        self.image = image
        self.imageScaling = imageScaling
        self.imageAlignment = imageAlignment
        self.imageFrameStyle = imageFrameStyle
        self.animates = animates
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case image, imageScaling, imageAlignment, imageFrameStyle, animates, catalog
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        image = container.image(.image, catalog: .catalog)
        imageScaling = container.optional(.imageScaling)
        imageAlignment = container.optional(.imageAlignment)
        imageFrameStyle = container.optional(.imageFrameStyle)
        animates = container.decode(.animates, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(imageScaling, forKey: .imageScaling)
        try container.encodeIfPresent(imageAlignment, forKey: .imageAlignment)
        try container.encodeIfPresent(imageFrameStyle, forKey: .imageFrameStyle)
        try container.encode(animates, forKey: .animates, default: false)
    }
}

/// An AppKit slider cell: `<sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50"
/// tickMarkPosition="above" sliderType="linear" …/>`.
public struct SliderCell: CellElement {
    public static let elementKinds: Set<String>? = ["sliderCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var minValue: Double?
    public var maxValue: Double?
    public var tickMarkPosition: TickMarkPosition?
    public var sliderType: SliderType?
    public var numberOfTickMarks: Int?
    public var allowsTickMarkValuesOnly: Bool
    public var altIncrementValue: Double?
    public var isVertical: Bool?

    public init(cell: Cell, minValue: Double? = nil, maxValue: Double? = nil,
                tickMarkPosition: TickMarkPosition? = nil, sliderType: SliderType? = nil,
                numberOfTickMarks: Int? = nil, allowsTickMarkValuesOnly: Bool = false,
                altIncrementValue: Double? = nil, isVertical: Bool? = nil) {
        self.cell = cell
        self.minValue = minValue
        self.maxValue = maxValue
        self.tickMarkPosition = tickMarkPosition
        self.sliderType = sliderType
        self.numberOfTickMarks = numberOfTickMarks
        self.allowsTickMarkValuesOnly = allowsTickMarkValuesOnly
        self.altIncrementValue = altIncrementValue
        self.isVertical = isVertical
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case minValue, maxValue, tickMarkPosition, sliderType, numberOfTickMarks, allowsTickMarkValuesOnly
        case altIncrementValue, isVertical = "vertical"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        minValue = container.optional(.minValue)
        maxValue = container.optional(.maxValue)
        tickMarkPosition = container.optional(.tickMarkPosition)
        sliderType = container.optional(.sliderType)
        numberOfTickMarks = container.optional(.numberOfTickMarks)
        allowsTickMarkValuesOnly = container.decode(.allowsTickMarkValuesOnly, default: false)
        altIncrementValue = container.optional(.altIncrementValue)
        isVertical = container.optional(.isVertical)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(minValue, forKey: .minValue)
        try container.encodeIfPresent(maxValue, forKey: .maxValue)
        try container.encodeIfPresent(tickMarkPosition, forKey: .tickMarkPosition)
        try container.encodeIfPresent(sliderType, forKey: .sliderType)
        try container.encodeIfPresent(numberOfTickMarks, forKey: .numberOfTickMarks)
        try container.encode(allowsTickMarkValuesOnly, forKey: .allowsTickMarkValuesOnly, default: false)
        try container.encodeIfPresent(altIncrementValue, forKey: .altIncrementValue)
        try container.encodeIfPresent(isVertical, forKey: .isVertical)
    }
}

/// An AppKit segmented cell: `<segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded"
/// trackingMode="selectOne" …><segments>…</segments></segmentedCell>`.
public struct SegmentedCell: CellElement {
    public static let elementKinds: Set<String>? = ["segmentedCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var trackingMode: SegmentSwitchTracking?
    public var style: SegmentStyle?
    public var segments: [Segment]
    public var segmentDistribution: String?

    public init(cell: Cell, trackingMode: SegmentSwitchTracking? = nil, style: SegmentStyle? = nil,
                segments: [Segment] = [], segmentDistribution: String? = nil) {
        self.cell = cell
        self.trackingMode = trackingMode
        self.style = style
        self.segments = segments
        self.segmentDistribution = segmentDistribution
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case trackingMode, style, segments, segmentDistribution
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        trackingMode = container.optional(.trackingMode)
        style = container.optional(.style)
        segments = container.list(.segments)
        segmentDistribution = container.optional(.segmentDistribution)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(trackingMode, forKey: .trackingMode)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeList(segments, forKey: .segments)
        try container.encodeIfPresent(segmentDistribution, forKey: .segmentDistribution)
    }
}

/// An AppKit date picker cell: `<datePickerCell key="cell" borderStyle="bezel" alignment="left" …><date
/// key="date" …/><datePickerElements key="datePickerElements" hour="YES" minute="YES"/></datePickerCell>`.
public struct DatePickerCell: CellElement {
    public static let elementKinds: Set<String>? = ["datePickerCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var datePickerStyle: DatePickerStyle?
    public var datePickerMode: String?
    @Boxed public var datePickerElements: DatePickerElements?
    public var date: DateValue?
    public var minDate: DateValue?
    public var maxDate: DateValue?
    public var timeInterval: Double?
    public var locale: LocaleValue?

    public init(cell: Cell, datePickerStyle: DatePickerStyle? = nil, datePickerMode: String? = nil,
                datePickerElements: DatePickerElements? = nil, date: DateValue? = nil, minDate: DateValue? = nil,
                maxDate: DateValue? = nil, timeInterval: Double? = nil, locale: LocaleValue? = nil) {
        self.cell = cell
        self.datePickerStyle = datePickerStyle
        self.datePickerMode = datePickerMode
        self.datePickerElements = datePickerElements
        self.date = date
        self.minDate = minDate
        self.maxDate = maxDate
        self.timeInterval = timeInterval
        self.locale = locale
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case datePickerStyle, datePickerMode, datePickerElements, date, minDate, maxDate, timeInterval, locale
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        datePickerStyle = container.optional(.datePickerStyle)
        datePickerMode = container.optional(.datePickerMode)
        datePickerElements = container.optional(.datePickerElements)
        date = container.optional(.date)
        minDate = container.optional(.minDate)
        maxDate = container.optional(.maxDate)
        timeInterval = container.optional(.timeInterval)
        locale = container.optional(.locale)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(datePickerStyle, forKey: .datePickerStyle)
        try container.encodeIfPresent(datePickerMode, forKey: .datePickerMode)
        try container.encodeIfPresent(datePickerElements, forKey: .datePickerElements)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encodeIfPresent(minDate, forKey: .minDate)
        try container.encodeIfPresent(maxDate, forKey: .maxDate)
        try container.encodeIfPresent(timeInterval, forKey: .timeInterval)
        try container.encodeIfPresent(locale, forKey: .locale)
    }
}

/// Which parts of a date an AppKit date picker shows: `<datePickerElements key="datePickerElements" year="YES"
/// month="YES" day="YES"/>`.
public struct DatePickerElements: InterfaceElement {
    public static let elementKinds: Set<String>? = ["datePickerElements"]
    public var key: String?
    public var year: Bool
    public var month: Bool
    public var day: Bool
    public var hour: Bool
    public var minute: Bool
    public var second: Bool
    public var era: Bool
    public var timeZone: Bool

    public init(key: String? = nil, year: Bool = false, month: Bool = false, day: Bool = false, hour: Bool = false,
                minute: Bool = false, second: Bool = false, era: Bool = false, timeZone: Bool = false) {
        self.key = key
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.era = era
        self.timeZone = timeZone
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, year, month, day, hour, minute, second, era, timeZone
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        year = container.decode(.year, default: false)
        month = container.decode(.month, default: false)
        day = container.decode(.day, default: false)
        hour = container.decode(.hour, default: false)
        minute = container.decode(.minute, default: false)
        second = container.decode(.second, default: false)
        era = container.decode(.era, default: false)
        timeZone = container.decode(.timeZone, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "datePickerElements", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(year, forKey: .year, default: false)
        try container.encode(month, forKey: .month, default: false)
        try container.encode(day, forKey: .day, default: false)
        try container.encode(hour, forKey: .hour, default: false)
        try container.encode(minute, forKey: .minute, default: false)
        try container.encode(second, forKey: .second, default: false)
        try container.encode(era, forKey: .era, default: false)
        try container.encode(timeZone, forKey: .timeZone, default: false)
    }
}

/// The header cell of an AppKit table column: `<tableHeaderCell key="headerCell" lineBreakMode="truncatingTail"
/// borderStyle="border" title="Name">`.
public struct TableHeaderCell: CellElement {
    public static let elementKinds: Set<String>? = ["tableHeaderCell"]
    /// The properties every cell shares.
    public var cell: Cell

    public init(cell: Cell) {
        self.cell = cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
    }
}

/// An AppKit level indicator cell: `<levelIndicatorCell key="cell" alignment="left" maxValue="5"
/// levelIndicatorStyle="rating"/>`.
public struct LevelIndicatorCell: CellElement {
    public static let elementKinds: Set<String>? = ["levelIndicatorCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var levelIndicatorStyle: LevelIndicatorStyle?
    public var minValue: Double?
    public var maxValue: Double?
    public var warningValue: Double?
    public var criticalValue: Double?
    public var numberOfTickMarks: Int?
    public var numberOfMajorTickMarks: Int?
    public var tickMarkPosition: TickMarkPosition?

    public init(cell: Cell, levelIndicatorStyle: LevelIndicatorStyle? = nil, minValue: Double? = nil,
                maxValue: Double? = nil, warningValue: Double? = nil, criticalValue: Double? = nil,
                numberOfTickMarks: Int? = nil, numberOfMajorTickMarks: Int? = nil,
                tickMarkPosition: TickMarkPosition? = nil) {
        self.cell = cell
        self.levelIndicatorStyle = levelIndicatorStyle
        self.minValue = minValue
        self.maxValue = maxValue
        self.warningValue = warningValue
        self.criticalValue = criticalValue
        self.numberOfTickMarks = numberOfTickMarks
        self.numberOfMajorTickMarks = numberOfMajorTickMarks
        self.tickMarkPosition = tickMarkPosition
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case levelIndicatorStyle, minValue, maxValue, warningValue, criticalValue, numberOfTickMarks
        case numberOfMajorTickMarks, tickMarkPosition
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        levelIndicatorStyle = container.optional(.levelIndicatorStyle)
        minValue = container.optional(.minValue)
        maxValue = container.optional(.maxValue)
        warningValue = container.optional(.warningValue)
        criticalValue = container.optional(.criticalValue)
        numberOfTickMarks = container.optional(.numberOfTickMarks)
        numberOfMajorTickMarks = container.optional(.numberOfMajorTickMarks)
        tickMarkPosition = container.optional(.tickMarkPosition)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(levelIndicatorStyle, forKey: .levelIndicatorStyle)
        try container.encodeIfPresent(minValue, forKey: .minValue)
        try container.encodeIfPresent(maxValue, forKey: .maxValue)
        try container.encodeIfPresent(warningValue, forKey: .warningValue)
        try container.encodeIfPresent(criticalValue, forKey: .criticalValue)
        try container.encodeIfPresent(numberOfTickMarks, forKey: .numberOfTickMarks)
        try container.encodeIfPresent(numberOfMajorTickMarks, forKey: .numberOfMajorTickMarks)
        try container.encodeIfPresent(tickMarkPosition, forKey: .tickMarkPosition)
    }
}

/// An AppKit stepper cell: `<stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" …/>`.
public struct StepperCell: CellElement {
    public static let elementKinds: Set<String>? = ["stepperCell"]
    /// The properties every cell shares.
    public var cell: Cell
    public var minValue: Double?
    public var maxValue: Double?
    public var increment: Double?
    public var autorepeat: Bool?
    public var valueWraps: Bool?

    public init(cell: Cell, minValue: Double? = nil, maxValue: Double? = nil, increment: Double? = nil,
                autorepeat: Bool? = nil, valueWraps: Bool? = nil) {
        self.cell = cell
        self.minValue = minValue
        self.maxValue = maxValue
        self.increment = increment
        self.autorepeat = autorepeat
        self.valueWraps = valueWraps
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case minValue, maxValue, increment, autorepeat, valueWraps
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        minValue = container.optional(.minValue)
        maxValue = container.optional(.maxValue)
        increment = container.optional(.increment)
        autorepeat = container.optional(.autorepeat)
        valueWraps = container.optional(.valueWraps)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(minValue, forKey: .minValue)
        try container.encodeIfPresent(maxValue, forKey: .maxValue)
        try container.encodeIfPresent(increment, forKey: .increment)
        try container.encodeIfPresent(autorepeat, forKey: .autorepeat)
        try container.encodeIfPresent(valueWraps, forKey: .valueWraps)
    }
}
