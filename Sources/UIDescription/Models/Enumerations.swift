// Open enumerations of Interface Builder attribute values. Each keeps values it does not know yet
// (a newer Xcode's), so decoding never breaks on them; `isKnown` tells them apart.

/// How a view lays out its content when its size changes (`contentMode`).
public struct ContentMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let scaleToFill: ContentMode = "scaleToFill"
    public static let scaleAspectFit: ContentMode = "scaleAspectFit"
    public static let scaleAspectFill: ContentMode = "scaleAspectFill"
    public static let redraw: ContentMode = "redraw"
    public static let center: ContentMode = "center"
    public static let top: ContentMode = "top"
    public static let bottom: ContentMode = "bottom"
    public static let left: ContentMode = "left"
    public static let right: ContentMode = "right"
    public static let topLeft: ContentMode = "topLeft"
    public static let topRight: ContentMode = "topRight"
    public static let bottomLeft: ContentMode = "bottomLeft"
    public static let bottomRight: ContentMode = "bottomRight"
    public static let knownValues: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Horizontal text alignment (`textAlignment`, `alignment` on macOS).
public struct TextAlignment: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural: TextAlignment = "natural"
    public static let left: TextAlignment = "left"
    public static let center: TextAlignment = "center"
    public static let right: TextAlignment = "right"
    public static let justified: TextAlignment = "justified"
    public static let knownValues: [TextAlignment] = [.natural, .left, .center, .right, .justified]
}

/// How text is wrapped or truncated (`lineBreakMode`).
public struct LineBreakMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let wordWrap: LineBreakMode = "wordWrap"
    public static let characterWrap: LineBreakMode = "characterWrap"
    public static let clipping: LineBreakMode = "clipping"
    public static let headTruncation: LineBreakMode = "headTruncation"
    public static let tailTruncation: LineBreakMode = "tailTruncation"
    public static let middleTruncation: LineBreakMode = "middleTruncation"
    /// AppKit's spelling of word wrapping.
    public static let wordWrapping: LineBreakMode = "wordWrapping"
    /// AppKit's spelling of character wrapping.
    public static let charWrapping: LineBreakMode = "charWrapping"
    /// AppKit's spelling of head truncation.
    public static let truncatingHead: LineBreakMode = "truncatingHead"
    /// AppKit's spelling of tail truncation.
    public static let truncatingTail: LineBreakMode = "truncatingTail"
    /// AppKit's spelling of middle truncation.
    public static let truncatingMiddle: LineBreakMode = "truncatingMiddle"
    /// The spelling of ``clipping`` that some Xcode versions write.
    public static let clip: LineBreakMode = "clip"
    public static let knownValues: [LineBreakMode] = [.wordWrap, .characterWrap, .clipping, .headTruncation, .tailTruncation, .middleTruncation,
                                                      .wordWrapping, .charWrapping, .truncatingHead, .truncatingTail, .truncatingMiddle, .clip]
}

/// The control event that fires an action (`eventType`).
public struct EventType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let touchDown: EventType = "touchDown"
    public static let touchDownRepeat: EventType = "touchDownRepeat"
    public static let touchDragInside: EventType = "touchDragInside"
    public static let touchDragOutside: EventType = "touchDragOutside"
    public static let touchDragEnter: EventType = "touchDragEnter"
    public static let touchDragExit: EventType = "touchDragExit"
    public static let touchUpInside: EventType = "touchUpInside"
    public static let touchUpOutside: EventType = "touchUpOutside"
    public static let touchCancel: EventType = "touchCancel"
    public static let valueChanged: EventType = "valueChanged"
    public static let primaryActionTriggered: EventType = "primaryActionTriggered"
    public static let menuActionTriggered: EventType = "menuActionTriggered"
    public static let editingDidBegin: EventType = "editingDidBegin"
    public static let editingChanged: EventType = "editingChanged"
    public static let editingDidEnd: EventType = "editingDidEnd"
    public static let editingDidEndOnExit: EventType = "editingDidEndOnExit"
    public static let knownValues: [EventType] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
}

/// The axis of a stack view (`axis`).
public struct LayoutAxis: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let horizontal: LayoutAxis = "horizontal"
    public static let vertical: LayoutAxis = "vertical"
    public static let knownValues: [LayoutAxis] = [.horizontal, .vertical]
}

/// How a stack view aligns its views across its axis (`alignment`).
public struct StackAlignment: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fill: StackAlignment = "fill"
    public static let leading: StackAlignment = "leading"
    public static let top: StackAlignment = "top"
    public static let firstBaseline: StackAlignment = "firstBaseline"
    public static let center: StackAlignment = "center"
    public static let trailing: StackAlignment = "trailing"
    public static let bottom: StackAlignment = "bottom"
    public static let lastBaseline: StackAlignment = "lastBaseline"
    public static let centerX: StackAlignment = "centerX"
    public static let centerY: StackAlignment = "centerY"
    public static let width: StackAlignment = "width"
    public static let height: StackAlignment = "height"
    public static let knownValues: [StackAlignment] = [.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline, .centerX, .centerY, .width, .height]
}

/// How a stack view sizes its views along its axis (`distribution`).
public struct StackDistribution: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fill: StackDistribution = "fill"
    public static let fillEqually: StackDistribution = "fillEqually"
    public static let fillProportionally: StackDistribution = "fillProportionally"
    public static let equalSpacing: StackDistribution = "equalSpacing"
    public static let equalCentering: StackDistribution = "equalCentering"
    public static let gravityAreas: StackDistribution = "gravityAreas"
    public static let knownValues: [StackDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering, .gravityAreas]
}

/// An attribute of a layout constraint (`firstAttribute`, `secondAttribute`).
public struct LayoutAttribute: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let left: LayoutAttribute = "left"
    public static let right: LayoutAttribute = "right"
    public static let top: LayoutAttribute = "top"
    public static let bottom: LayoutAttribute = "bottom"
    public static let leading: LayoutAttribute = "leading"
    public static let trailing: LayoutAttribute = "trailing"
    public static let width: LayoutAttribute = "width"
    public static let height: LayoutAttribute = "height"
    public static let centerX: LayoutAttribute = "centerX"
    public static let centerY: LayoutAttribute = "centerY"
    public static let lastBaseline: LayoutAttribute = "lastBaseline"
    public static let firstBaseline: LayoutAttribute = "firstBaseline"
    public static let baseline: LayoutAttribute = "baseline"
    public static let leftMargin: LayoutAttribute = "leftMargin"
    public static let rightMargin: LayoutAttribute = "rightMargin"
    public static let topMargin: LayoutAttribute = "topMargin"
    public static let bottomMargin: LayoutAttribute = "bottomMargin"
    public static let leadingMargin: LayoutAttribute = "leadingMargin"
    public static let trailingMargin: LayoutAttribute = "trailingMargin"
    public static let centerXWithinMargins: LayoutAttribute = "centerXWithinMargins"
    public static let centerYWithinMargins: LayoutAttribute = "centerYWithinMargins"
    public static let notAnAttribute: LayoutAttribute = "notAnAttribute"
    public static let knownValues: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline, .firstBaseline, .baseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute]
}

/// The relation of a layout constraint (`relation`; absent means equal).
public struct LayoutRelation: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let equal: LayoutRelation = "equal"
    public static let lessThanOrEqual: LayoutRelation = "lessThanOrEqual"
    public static let greaterThanOrEqual: LayoutRelation = "greaterThanOrEqual"
    public static let knownValues: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
}

/// The kind of a storyboard segue (`kind`).
public struct SegueKind: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let show: SegueKind = "show"
    public static let showDetail: SegueKind = "showDetail"
    public static let presentation: SegueKind = "presentation"
    public static let modal: SegueKind = "modal"
    public static let push: SegueKind = "push"
    public static let relationship: SegueKind = "relationship"
    public static let embed: SegueKind = "embed"
    public static let popoverPresentation: SegueKind = "popoverPresentation"
    public static let custom: SegueKind = "custom"
    public static let unwind: SegueKind = "unwind"
    public static let replace: SegueKind = "replace"
    public static let sheet: SegueKind = "sheet"
    public static let popover: SegueKind = "popover"
    public static let knownValues: [SegueKind] = [.show, .showDetail, .presentation, .modal, .push, .relationship, .embed, .popoverPresentation, .custom, .unwind, .replace, .sheet, .popover]
}

/// The type of a UIKit button (`buttonType`).
public struct ButtonType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let system: ButtonType = "system"
    public static let custom: ButtonType = "custom"
    public static let roundedRect: ButtonType = "roundedRect"
    public static let detailDisclosure: ButtonType = "detailDisclosure"
    public static let infoLight: ButtonType = "infoLight"
    public static let infoDark: ButtonType = "infoDark"
    public static let contactAdd: ButtonType = "contactAdd"
    public static let close: ButtonType = "close"
    public static let knownValues: [ButtonType] = [.system, .custom, .roundedRect, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
}

/// The border style of a text field (`borderStyle`), or of an AppKit cell (`border`, `bezel`, `borderAndBezel`).
public struct BorderStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: BorderStyle = "none"
    public static let line: BorderStyle = "line"
    public static let bezel: BorderStyle = "bezel"
    public static let roundedRect: BorderStyle = "roundedRect"
    public static let border: BorderStyle = "border"
    public static let borderAndBezel: BorderStyle = "borderAndBezel"
    public static let knownValues: [BorderStyle] = [.none, .line, .bezel, .roundedRect, .border, .borderAndBezel]
}

/// The scroll indicator style of a scroll view (`indicatorStyle`).
public struct ScrollIndicatorStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: ScrollIndicatorStyle = "default"
    public static let black: ScrollIndicatorStyle = "black"
    public static let white: ScrollIndicatorStyle = "white"
    public static let knownValues: [ScrollIndicatorStyle] = [.default, .black, .white]
}

/// The style of a table view (`style`).
public struct TableViewStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let plain: TableViewStyle = "plain"
    public static let grouped: TableViewStyle = "grouped"
    public static let insetGrouped: TableViewStyle = "insetGrouped"
    public static let knownValues: [TableViewStyle] = [.plain, .grouped, .insetGrouped]
}

/// The separator style of a table view (`separatorStyle`).
public struct SeparatorStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: SeparatorStyle = "none"
    public static let `default`: SeparatorStyle = "default"
    public static let singleLine: SeparatorStyle = "singleLine"
    public static let singleLineEtched: SeparatorStyle = "singleLineEtched"
    public static let knownValues: [SeparatorStyle] = [.none, .default, .singleLine, .singleLineEtched]
}

/// The style of an activity indicator (`style`).
public struct ActivityIndicatorStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let medium: ActivityIndicatorStyle = "medium"
    public static let large: ActivityIndicatorStyle = "large"
    public static let gray: ActivityIndicatorStyle = "gray"
    public static let white: ActivityIndicatorStyle = "white"
    public static let whiteLarge: ActivityIndicatorStyle = "whiteLarge"
    public static let knownValues: [ActivityIndicatorStyle] = [.medium, .large, .gray, .white, .whiteLarge]
}

/// The style of a table view cell (`style`).
public struct TableViewCellStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: TableViewCellStyle = "IBUITableViewCellStyleDefault"
    public static let value1: TableViewCellStyle = "IBUITableViewCellStyleValue1"
    public static let value2: TableViewCellStyle = "IBUITableViewCellStyleValue2"
    public static let subtitle: TableViewCellStyle = "IBUITableViewCellStyleSubtitle"
    public static let knownValues: [TableViewCellStyle] = [.default, .value1, .value2, .subtitle]
}

/// How a table view cell shows selection (`selectionStyle`).
public struct SelectionStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: SelectionStyle = "none"
    public static let blue: SelectionStyle = "blue"
    public static let gray: SelectionStyle = "gray"
    public static let `default`: SelectionStyle = "default"
    public static let knownValues: [SelectionStyle] = [.none, .blue, .gray, .default]
}

/// A table view cell accessory (`accessoryType`).
public struct AccessoryType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: AccessoryType = "none"
    public static let disclosureIndicator: AccessoryType = "disclosureIndicator"
    public static let detailDisclosureButton: AccessoryType = "detailDisclosureButton"
    public static let checkmark: AccessoryType = "checkmark"
    public static let detailButton: AccessoryType = "detailButton"
    public static let knownValues: [AccessoryType] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
}

/// How a control aligns its content (`contentHorizontalAlignment`, `contentVerticalAlignment`).
public struct ControlContentAlignment: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center: ControlContentAlignment = "center"
    public static let left: ControlContentAlignment = "left"
    public static let right: ControlContentAlignment = "right"
    public static let fill: ControlContentAlignment = "fill"
    public static let leading: ControlContentAlignment = "leading"
    public static let trailing: ControlContentAlignment = "trailing"
    public static let top: ControlContentAlignment = "top"
    public static let bottom: ControlContentAlignment = "bottom"
    public static let knownValues: [ControlContentAlignment] = [.center, .left, .right, .fill, .leading, .trailing, .top, .bottom]
}
