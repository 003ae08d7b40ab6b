// Open enumerations of AppKit attribute values.

/// The size of a control or cell (`controlSize`).
public struct ControlSize: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let regular: ControlSize = "regular"
    public static let small: ControlSize = "small"
    public static let mini: ControlSize = "mini"
    public static let large: ControlSize = "large"
    public static let knownValues: [ControlSize] = [.regular, .small, .mini, .large]
}

/// How a view draws its focus ring (`focusRingType`).
public struct FocusRingType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: FocusRingType = "default"
    public static let none: FocusRingType = "none"
    public static let exterior: FocusRingType = "exterior"
    public static let knownValues: [FocusRingType] = [.`default`, .none, .exterior]
}

/// The bezel of a button, text field or search field cell (`bezelStyle`).
public struct BezelStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rounded: BezelStyle = "rounded"
    public static let regularSquare: BezelStyle = "regularSquare"
    public static let disclosure: BezelStyle = "disclosure"
    public static let shadowlessSquare: BezelStyle = "shadowlessSquare"
    public static let circular: BezelStyle = "circular"
    public static let texturedSquare: BezelStyle = "texturedSquare"
    public static let helpButton: BezelStyle = "helpButton"
    public static let smallSquare: BezelStyle = "smallSquare"
    public static let texturedRounded: BezelStyle = "texturedRounded"
    public static let roundRect: BezelStyle = "roundRect"
    public static let recessed: BezelStyle = "recessed"
    public static let roundedDisclosure: BezelStyle = "roundedDisclosure"
    public static let inline: BezelStyle = "inline"
    public static let push: BezelStyle = "push"
    public static let flexiblePush: BezelStyle = "flexiblePush"
    public static let toolbar: BezelStyle = "toolbar"
    public static let accessoryBar: BezelStyle = "accessoryBar"
    public static let accessoryBarAction: BezelStyle = "accessoryBarAction"
    public static let badge: BezelStyle = "badge"
    public static let round: BezelStyle = "round"
    public static let square: BezelStyle = "square"
    /// The spelling of a rounded-rectangle bezel that Xcode writes on cells.
    public static let roundedRect: BezelStyle = "roundedRect"
    public static let knownValues: [BezelStyle] = [.rounded, .regularSquare, .disclosure, .shadowlessSquare, .circular, .texturedSquare, .helpButton, .smallSquare, .texturedRounded, .roundRect, .recessed, .roundedDisclosure, .inline, .push, .flexiblePush, .toolbar, .accessoryBar, .accessoryBarAction, .badge, .round, .square, .roundedRect]
}

/// The behaviour type of a button cell (`type`).
public struct ButtonCellType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let push: ButtonCellType = "push"
    public static let check: ButtonCellType = "check"
    public static let radio: ButtonCellType = "radio"
    public static let square: ButtonCellType = "square"
    public static let bevel: ButtonCellType = "bevel"
    public static let roundRect: ButtonCellType = "roundRect"
    public static let recessed: ButtonCellType = "recessed"
    public static let smallSquare: ButtonCellType = "smallSquare"
    public static let inline: ButtonCellType = "inline"
    public static let disclosure: ButtonCellType = "disclosure"
    public static let disclosureTriangle: ButtonCellType = "disclosureTriangle"
    public static let help: ButtonCellType = "help"
    public static let onOff: ButtonCellType = "onOff"
    public static let pushOnPushOff: ButtonCellType = "pushOnPushOff"
    public static let toggle: ButtonCellType = "toggle"
    public static let momentaryChange: ButtonCellType = "momentaryChange"
    public static let roundTextured: ButtonCellType = "roundTextured"
    public static let squareTextured: ButtonCellType = "squareTextured"
    public static let accessoryBar: ButtonCellType = "accessoryBar"
    public static let accessoryBarAction: ButtonCellType = "accessoryBarAction"
    public static let badge: ButtonCellType = "badge"
    public static let circular: ButtonCellType = "circular"
    public static let `switch`: ButtonCellType = "switch"
    public static let round: ButtonCellType = "round"
    public static let knownValues: [ButtonCellType] = [.push, .check, .radio, .square, .bevel, .roundRect, .recessed, .smallSquare, .inline, .disclosure, .disclosureTriangle, .help, .onOff, .pushOnPushOff, .toggle, .momentaryChange, .roundTextured, .squareTextured, .accessoryBar, .accessoryBarAction, .badge, .circular, .`switch`, .round]
}

/// Where a button places its image relative to its title (`imagePosition`).
public struct ImagePosition: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let noImage: ImagePosition = "noImage"
    public static let only: ImagePosition = "only"
    public static let left: ImagePosition = "left"
    public static let right: ImagePosition = "right"
    public static let below: ImagePosition = "below"
    public static let above: ImagePosition = "above"
    public static let overlaps: ImagePosition = "overlaps"
    public static let leading: ImagePosition = "leading"
    public static let trailing: ImagePosition = "trailing"
    public static let knownValues: [ImagePosition] = [.noImage, .only, .left, .right, .below, .above, .overlaps, .leading, .trailing]
}

/// How a cell scales its image (`imageScaling`).
public struct ImageScaling: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let proportionallyDown: ImageScaling = "proportionallyDown"
    public static let axesIndependently: ImageScaling = "axesIndependently"
    public static let none: ImageScaling = "none"
    public static let proportionallyUpOrDown: ImageScaling = "proportionallyUpOrDown"
    public static let knownValues: [ImageScaling] = [.proportionallyDown, .axesIndependently, .none, .proportionallyUpOrDown]
}

/// The state of a cell or menu item (`state`).
public struct CellState: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let on: CellState = "on"
    public static let off: CellState = "off"
    public static let mixed: CellState = "mixed"
    public static let knownValues: [CellState] = [.on, .off, .mixed]
}

/// The type of a box (`boxType`).
public struct BoxType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let primary: BoxType = "primary"
    public static let secondary: BoxType = "secondary"
    public static let separator: BoxType = "separator"
    public static let oldStyle: BoxType = "oldStyle"
    public static let custom: BoxType = "custom"
    public static let knownValues: [BoxType] = [.primary, .secondary, .separator, .oldStyle, .custom]
}

/// Where a box draws its title (`titlePosition`).
public struct TitlePosition: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let noTitle: TitlePosition = "noTitle"
    public static let aboveTop: TitlePosition = "aboveTop"
    public static let atTop: TitlePosition = "atTop"
    public static let belowTop: TitlePosition = "belowTop"
    public static let aboveBottom: TitlePosition = "aboveBottom"
    public static let atBottom: TitlePosition = "atBottom"
    public static let belowBottom: TitlePosition = "belowBottom"
    public static let knownValues: [TitlePosition] = [.noTitle, .aboveTop, .atTop, .belowTop, .aboveBottom, .atBottom, .belowBottom]
}

/// The border of a box or scroll view (`borderType`).
public struct BorderType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: BorderType = "none"
    public static let line: BorderType = "line"
    public static let bezel: BorderType = "bezel"
    public static let groove: BorderType = "groove"
    public static let knownValues: [BorderType] = [.none, .line, .bezel, .groove]
}

/// How a window animates (`animationBehavior`).
public struct WindowAnimationBehavior: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: WindowAnimationBehavior = "default"
    public static let none: WindowAnimationBehavior = "none"
    public static let documentWindow: WindowAnimationBehavior = "documentWindow"
    public static let utilityWindow: WindowAnimationBehavior = "utilityWindow"
    public static let alertPanel: WindowAnimationBehavior = "alertPanel"
    public static let knownValues: [WindowAnimationBehavior] = [.`default`, .none, .documentWindow, .utilityWindow, .alertPanel]
}

/// Whether a window shows its title (`titleVisibility`).
public struct WindowTitleVisibility: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let visible: WindowTitleVisibility = "visible"
    public static let hidden: WindowTitleVisibility = "hidden"
    public static let knownValues: [WindowTitleVisibility] = [.visible, .hidden]
}

/// Whether a window joins tabs (`tabbingMode`).
public struct WindowTabbingMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: WindowTabbingMode = "automatic"
    public static let preferred: WindowTabbingMode = "preferred"
    public static let disallowed: WindowTabbingMode = "disallowed"
    public static let knownValues: [WindowTabbingMode] = [.automatic, .preferred, .disallowed]
}

/// The toolbar style of a window (`toolbarStyle`).
public struct WindowToolbarStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: WindowToolbarStyle = "automatic"
    public static let expanded: WindowToolbarStyle = "expanded"
    public static let preference: WindowToolbarStyle = "preference"
    public static let unified: WindowToolbarStyle = "unified"
    public static let unifiedCompact: WindowToolbarStyle = "unifiedCompact"
    public static let knownValues: [WindowToolbarStyle] = [.automatic, .expanded, .preference, .unified, .unifiedCompact]
}

/// How a table view resizes its columns (`columnAutoresizingStyle`).
public struct TableColumnAutoresizingStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: TableColumnAutoresizingStyle = "none"
    public static let uniform: TableColumnAutoresizingStyle = "uniform"
    public static let sequential: TableColumnAutoresizingStyle = "sequential"
    public static let reverseSequential: TableColumnAutoresizingStyle = "reverseSequential"
    public static let lastColumnOnly: TableColumnAutoresizingStyle = "lastColumnOnly"
    public static let firstColumnOnly: TableColumnAutoresizingStyle = "firstColumnOnly"
    public static let knownValues: [TableColumnAutoresizingStyle] = [.none, .uniform, .sequential, .reverseSequential, .lastColumnOnly, .firstColumnOnly]
}

/// The row size of a table view (`rowSizeStyle`).
public struct TableRowSizeStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: TableRowSizeStyle = "default"
    public static let custom: TableRowSizeStyle = "custom"
    public static let small: TableRowSizeStyle = "small"
    public static let medium: TableRowSizeStyle = "medium"
    public static let large: TableRowSizeStyle = "large"
    /// The row size the table works out (newer Xcode).
    public static let automatic: TableRowSizeStyle = "automatic"
    /// The system's default row size (newer Xcode).
    public static let systemDefault: TableRowSizeStyle = "systemDefault"
    public static let knownValues: [TableRowSizeStyle] = [.`default`, .custom, .small, .medium, .large, .automatic, .systemDefault]
}

/// How a table view highlights selection (`selectionHighlightStyle`).
public struct TableSelectionHighlightStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let regular: TableSelectionHighlightStyle = "regular"
    public static let sourceList: TableSelectionHighlightStyle = "sourceList"
    public static let none: TableSelectionHighlightStyle = "none"
    public static let knownValues: [TableSelectionHighlightStyle] = [.regular, .sourceList, .none]
}

/// The style of an AppKit table view (`tableStyle`).
public struct TableViewStyleMac: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: TableViewStyleMac = "automatic"
    public static let fullWidth: TableViewStyleMac = "fullWidth"
    public static let inset: TableViewStyleMac = "inset"
    public static let sourceList: TableViewStyleMac = "sourceList"
    public static let plain: TableViewStyleMac = "plain"
    public static let knownValues: [TableViewStyleMac] = [.automatic, .fullWidth, .inset, .sourceList, .plain]
}

/// The style of a scroll view's knobs (`scrollerKnobStyle`).
public struct ScrollerKnobStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: ScrollerKnobStyle = "default"
    public static let dark: ScrollerKnobStyle = "dark"
    public static let light: ScrollerKnobStyle = "light"
    public static let knownValues: [ScrollerKnobStyle] = [.`default`, .dark, .light]
}

/// The style of a progress indicator (`style`).
public struct ProgressIndicatorStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let bar: ProgressIndicatorStyle = "bar"
    public static let spinning: ProgressIndicatorStyle = "spinning"
    public static let knownValues: [ProgressIndicatorStyle] = [.bar, .spinning]
}

/// The style of an AppKit segmented control (`style`).
public struct SegmentStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: SegmentStyle = "automatic"
    public static let rounded: SegmentStyle = "rounded"
    public static let texturedRounded: SegmentStyle = "texturedRounded"
    public static let roundRect: SegmentStyle = "roundRect"
    public static let texturedSquare: SegmentStyle = "texturedSquare"
    public static let capsule: SegmentStyle = "capsule"
    public static let smallSquare: SegmentStyle = "smallSquare"
    public static let separated: SegmentStyle = "separated"
    public static let knownValues: [SegmentStyle] = [.automatic, .rounded, .texturedRounded, .roundRect, .texturedSquare, .capsule, .smallSquare, .separated]
}

/// How an AppKit segmented control selects (`trackingMode`).
public struct SegmentSwitchTracking: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let selectOne: SegmentSwitchTracking = "selectOne"
    public static let selectAny: SegmentSwitchTracking = "selectAny"
    public static let momentary: SegmentSwitchTracking = "momentary"
    public static let momentaryAccelerator: SegmentSwitchTracking = "momentaryAccelerator"
    public static let knownValues: [SegmentSwitchTracking] = [.selectOne, .selectAny, .momentary, .momentaryAccelerator]
}

/// The type of a slider (`sliderType`).
public struct SliderType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear: SliderType = "linear"
    public static let circular: SliderType = "circular"
    public static let knownValues: [SliderType] = [.linear, .circular]
}

/// Where a slider draws tick marks (`tickMarkPosition`).
public struct TickMarkPosition: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let below: TickMarkPosition = "below"
    public static let above: TickMarkPosition = "above"
    public static let leading: TickMarkPosition = "leading"
    public static let trailing: TickMarkPosition = "trailing"
    public static let left: TickMarkPosition = "left"
    public static let right: TickMarkPosition = "right"
    public static let knownValues: [TickMarkPosition] = [.below, .above, .leading, .trailing, .left, .right]
}

/// The divider of a split view (`dividerStyle`).
public struct SplitViewDividerStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let thick: SplitViewDividerStyle = "thick"
    public static let thin: SplitViewDividerStyle = "thin"
    public static let paneSplitter: SplitViewDividerStyle = "paneSplitter"
    public static let knownValues: [SplitViewDividerStyle] = [.thick, .thin, .paneSplitter]
}

/// The tab style of a tab view (`type`).
public struct TabViewType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let topTabsBezelBorder: TabViewType = "topTabsBezelBorder"
    public static let leftTabsBezelBorder: TabViewType = "leftTabsBezelBorder"
    public static let bottomTabsBezelBorder: TabViewType = "bottomTabsBezelBorder"
    public static let rightTabsBezelBorder: TabViewType = "rightTabsBezelBorder"
    public static let noTabsBezelBorder: TabViewType = "noTabsBezelBorder"
    public static let noTabsLineBorder: TabViewType = "noTabsLineBorder"
    public static let noTabsNoBorder: TabViewType = "noTabsNoBorder"
    public static let knownValues: [TabViewType] = [.topTabsBezelBorder, .leftTabsBezelBorder, .bottomTabsBezelBorder, .rightTabsBezelBorder, .noTabsBezelBorder, .noTabsLineBorder, .noTabsNoBorder]
}

/// The tab style of a tab view controller (`tabStyle`).
public struct TabViewControllerStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let segmentedControlOnTop: TabViewControllerStyle = "segmentedControlOnTop"
    public static let segmentedControlOnBottom: TabViewControllerStyle = "segmentedControlOnBottom"
    public static let toolbar: TabViewControllerStyle = "toolbar"
    public static let unspecified: TabViewControllerStyle = "unspecified"
    public static let knownValues: [TabViewControllerStyle] = [.segmentedControlOnTop, .segmentedControlOnBottom, .toolbar, .unspecified]
}

/// Where a pop-up button draws its arrow (`arrowPosition`).
public struct PopUpArrowPosition: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let noArrow: PopUpArrowPosition = "noArrow"
    public static let arrowAtCenter: PopUpArrowPosition = "arrowAtCenter"
    public static let arrowAtBottom: PopUpArrowPosition = "arrowAtBottom"
    public static let knownValues: [PopUpArrowPosition] = [.noArrow, .arrowAtCenter, .arrowAtBottom]
}

/// An edge of a rectangle (`preferredEdge`).
public struct RectEdge: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let minX: RectEdge = "minX"
    public static let minY: RectEdge = "minY"
    public static let maxX: RectEdge = "maxX"
    public static let maxY: RectEdge = "maxY"
    public static let knownValues: [RectEdge] = [.minX, .minY, .maxX, .maxY]
}

/// The material of a visual effect view (`material`).
public struct VisualEffectMaterial: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let appearanceBased: VisualEffectMaterial = "appearanceBased"
    public static let light: VisualEffectMaterial = "light"
    public static let dark: VisualEffectMaterial = "dark"
    public static let titlebar: VisualEffectMaterial = "titlebar"
    public static let selection: VisualEffectMaterial = "selection"
    public static let menu: VisualEffectMaterial = "menu"
    public static let popover: VisualEffectMaterial = "popover"
    public static let sidebar: VisualEffectMaterial = "sidebar"
    public static let headerView: VisualEffectMaterial = "headerView"
    public static let sheet: VisualEffectMaterial = "sheet"
    public static let windowBackground: VisualEffectMaterial = "windowBackground"
    public static let hudWindow: VisualEffectMaterial = "hudWindow"
    public static let fullScreenUI: VisualEffectMaterial = "fullScreenUI"
    public static let toolTip: VisualEffectMaterial = "toolTip"
    public static let contentBackground: VisualEffectMaterial = "contentBackground"
    public static let underWindowBackground: VisualEffectMaterial = "underWindowBackground"
    public static let underPageBackground: VisualEffectMaterial = "underPageBackground"
    public static let mediumLight: VisualEffectMaterial = "mediumLight"
    public static let ultraDark: VisualEffectMaterial = "ultraDark"
    public static let knownValues: [VisualEffectMaterial] = [.appearanceBased, .light, .dark, .titlebar, .selection, .menu, .popover, .sidebar, .headerView, .sheet, .windowBackground, .hudWindow, .fullScreenUI, .toolTip, .contentBackground, .underWindowBackground, .underPageBackground, .mediumLight, .ultraDark]
}

/// What a visual effect view blends with (`blendingMode`).
public struct VisualEffectBlendingMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let behindWindow: VisualEffectBlendingMode = "behindWindow"
    public static let withinWindow: VisualEffectBlendingMode = "withinWindow"
    public static let knownValues: [VisualEffectBlendingMode] = [.behindWindow, .withinWindow]
}

/// When a visual effect view is active (`state`).
public struct VisualEffectState: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let followsWindowActiveState: VisualEffectState = "followsWindowActiveState"
    public static let active: VisualEffectState = "active"
    public static let inactive: VisualEffectState = "inactive"
    public static let knownValues: [VisualEffectState] = [.followsWindowActiveState, .active, .inactive]
}

/// How a popover closes (`behavior`, segues' `popoverBehavior`); Interface Builder writes one letter.
public struct PopoverBehavior: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let applicationDefined: PopoverBehavior = "a"
    public static let transient: PopoverBehavior = "t"
    public static let semitransient: PopoverBehavior = "s"
    public static let knownValues: [PopoverBehavior] = [.applicationDefined, .transient, .semitransient]
}

/// What toolbar items show (`displayMode`).
public struct ToolbarDisplayMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: ToolbarDisplayMode = "default"
    public static let iconAndLabel: ToolbarDisplayMode = "iconAndLabel"
    public static let iconOnly: ToolbarDisplayMode = "iconOnly"
    public static let labelOnly: ToolbarDisplayMode = "labelOnly"
    public static let knownValues: [ToolbarDisplayMode] = [.`default`, .iconAndLabel, .iconOnly, .labelOnly]
}

/// The size of toolbar items (`sizeMode`).
public struct ToolbarSizeMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: ToolbarSizeMode = "default"
    public static let regular: ToolbarSizeMode = "regular"
    public static let small: ToolbarSizeMode = "small"
    public static let knownValues: [ToolbarSizeMode] = [.`default`, .regular, .small]
}

/// How a matrix selects its cells (`mode`).
public struct MatrixMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let radio: MatrixMode = "radio"
    public static let highlight: MatrixMode = "highlight"
    public static let list: MatrixMode = "list"
    public static let track: MatrixMode = "track"
    public static let knownValues: [MatrixMode] = [.radio, .highlight, .list, .track]
}

/// The style of a level indicator (`levelIndicatorStyle`).
public struct LevelIndicatorStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let relevancy: LevelIndicatorStyle = "relevancy"
    public static let continuousCapacity: LevelIndicatorStyle = "continuousCapacity"
    public static let discreteCapacity: LevelIndicatorStyle = "discreteCapacity"
    public static let rating: LevelIndicatorStyle = "rating"
    public static let knownValues: [LevelIndicatorStyle] = [.relevancy, .continuousCapacity, .discreteCapacity, .rating]
}

/// How a text view finds text (`findStyle`).
public struct TextFinderStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let panel: TextFinderStyle = "panel"
    public static let bar: TextFinderStyle = "bar"
    public static let knownValues: [TextFinderStyle] = [.panel, .bar]
}

/// The behaviour version of a formatter (`formatterBehavior`).
public struct FormatterBehavior: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: FormatterBehavior = "default"
    public static let behavior10_0: FormatterBehavior = "behavior10_0"
    public static let behavior10_4: FormatterBehavior = "behavior10_4"
    public static let knownValues: [FormatterBehavior] = [.`default`, .behavior10_0, .behavior10_4]
}

/// The style of a number formatter (`numberStyle`).
public struct NumberFormatterStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: NumberFormatterStyle = "none"
    public static let decimal: NumberFormatterStyle = "decimal"
    public static let currency: NumberFormatterStyle = "currency"
    public static let percent: NumberFormatterStyle = "percent"
    public static let scientific: NumberFormatterStyle = "scientific"
    public static let spellOut: NumberFormatterStyle = "spellOut"
    public static let ordinal: NumberFormatterStyle = "ordinal"
    public static let currencyISOCode: NumberFormatterStyle = "currencyISOCode"
    public static let currencyPlural: NumberFormatterStyle = "currencyPlural"
    public static let currencyAccounting: NumberFormatterStyle = "currencyAccounting"
    public static let knownValues: [NumberFormatterStyle] = [.none, .decimal, .currency, .percent, .scientific, .spellOut, .ordinal, .currencyISOCode, .currencyPlural, .currencyAccounting]
}

/// A date or time style of a date formatter (`dateStyle`, `timeStyle`).
public struct DateFormatterStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: DateFormatterStyle = "none"
    public static let short: DateFormatterStyle = "short"
    public static let medium: DateFormatterStyle = "medium"
    public static let long: DateFormatterStyle = "long"
    public static let full: DateFormatterStyle = "full"
    public static let knownValues: [DateFormatterStyle] = [.none, .short, .medium, .long, .full]
}
