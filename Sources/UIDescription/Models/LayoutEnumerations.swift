// Open enumerations of view, layout and storyboard attribute values.

/// How a view flips its content for right-to-left languages (`semanticContentAttribute`).
public struct SemanticContentAttribute: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified: SemanticContentAttribute = "unspecified"
    public static let playback: SemanticContentAttribute = "playback"
    public static let spatial: SemanticContentAttribute = "spatial"
    public static let forceLeftToRight: SemanticContentAttribute = "forceLeftToRight"
    public static let forceRightToLeft: SemanticContentAttribute = "forceRightToLeft"
    public static let knownValues: [SemanticContentAttribute] = [.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft]
}

/// How a shrinking label adjusts its baseline (`baselineAdjustment`).
public struct BaselineAdjustment: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let alignBaselines: BaselineAdjustment = "alignBaselines"
    public static let alignCenters: BaselineAdjustment = "alignCenters"
    public static let none: BaselineAdjustment = "none"
    public static let knownValues: [BaselineAdjustment] = [.alignBaselines, .alignCenters, .none]
}

/// The edge a view controller layout guide stands for (`type`).
public struct LayoutGuideType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let top: LayoutGuideType = "top"
    public static let bottom: LayoutGuideType = "bottom"
    public static let knownValues: [LayoutGuideType] = [.top, .bottom]
}

/// The edge a hand-placed canvas guide measures from (`<userLayoutGuide affinity="minX">`).
public struct UserGuideAffinity: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let minX: UserGuideAffinity = "minX"
    public static let maxX: UserGuideAffinity = "maxX"
    public static let minY: UserGuideAffinity = "minY"
    public static let maxY: UserGuideAffinity = "maxY"
    public static let knownValues: [UserGuideAffinity] = [.minX, .maxX, .minY, .maxY]
}

/// A simulated status bar style (`statusBarStyle`).
public struct StatusBarStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: StatusBarStyle = "default"
    public static let lightContent: StatusBarStyle = "lightContent"
    public static let darkContent: StatusBarStyle = "darkContent"
    public static let blackOpaque: StatusBarStyle = "blackOpaque"
    public static let blackTranslucent: StatusBarStyle = "blackTranslucent"
    public static let knownValues: [StatusBarStyle] = [.`default`, .lightContent, .darkContent, .blackOpaque, .blackTranslucent]
}

/// The style of a bar (`barStyle`).
public struct BarStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: BarStyle = "default"
    public static let black: BarStyle = "black"
    public static let blackTranslucent: BarStyle = "blackTranslucent"
    public static let blackOpaque: BarStyle = "blackOpaque"
    public static let knownValues: [BarStyle] = [.`default`, .black, .blackTranslucent, .blackOpaque]
}

/// How a scroll view dismisses the keyboard (`keyboardDismissMode`).
public struct KeyboardDismissMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: KeyboardDismissMode = "none"
    public static let onDrag: KeyboardDismissMode = "onDrag"
    public static let interactive: KeyboardDismissMode = "interactive"
    public static let onDragWithAccessory: KeyboardDismissMode = "onDragWithAccessory"
    public static let interactiveWithAccessory: KeyboardDismissMode = "interactiveWithAccessory"
    public static let knownValues: [KeyboardDismissMode] = [.none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory]
}

/// How a scroll view adjusts its content insets (`contentInsetAdjustmentBehavior`).
public struct ContentInsetAdjustmentBehavior: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: ContentInsetAdjustmentBehavior = "automatic"
    public static let scrollableAxes: ContentInsetAdjustmentBehavior = "scrollableAxes"
    public static let never: ContentInsetAdjustmentBehavior = "never"
    public static let always: ContentInsetAdjustmentBehavior = "always"
    public static let knownValues: [ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
}

/// The scroll direction of a flow layout (`scrollDirection`).
public struct ScrollDirection: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let vertical: ScrollDirection = "vertical"
    public static let horizontal: ScrollDirection = "horizontal"
    public static let knownValues: [ScrollDirection] = [.vertical, .horizontal]
}

/// How a presented view controller appears (`modalTransitionStyle`).
public struct ModalTransitionStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let coverVertical: ModalTransitionStyle = "coverVertical"
    public static let flipHorizontal: ModalTransitionStyle = "flipHorizontal"
    public static let crossDissolve: ModalTransitionStyle = "crossDissolve"
    public static let partialCurl: ModalTransitionStyle = "partialCurl"
    public static let knownValues: [ModalTransitionStyle] = [.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl]
}

/// How a view controller is presented (`modalPresentationStyle`).
public struct ModalPresentationStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: ModalPresentationStyle = "automatic"
    public static let fullScreen: ModalPresentationStyle = "fullScreen"
    public static let pageSheet: ModalPresentationStyle = "pageSheet"
    public static let formSheet: ModalPresentationStyle = "formSheet"
    public static let currentContext: ModalPresentationStyle = "currentContext"
    public static let custom: ModalPresentationStyle = "custom"
    public static let overFullScreen: ModalPresentationStyle = "overFullScreen"
    public static let overCurrentContext: ModalPresentationStyle = "overCurrentContext"
    public static let popover: ModalPresentationStyle = "popover"
    public static let none: ModalPresentationStyle = "none"
    public static let blurOverFullScreen: ModalPresentationStyle = "blurOverFullScreen"
    public static let knownValues: [ModalPresentationStyle] = [.automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover, .none, .blurOverFullScreen]
}

/// The role of a relationship segue's destination (`relationship`).
public struct SegueRelationship: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rootViewController: SegueRelationship = "rootViewController"
    public static let viewControllers: SegueRelationship = "viewControllers"
    public static let masterViewController: SegueRelationship = "masterViewController"
    public static let detailViewController: SegueRelationship = "detailViewController"
    public static let window_shadowedContentViewController: SegueRelationship = "window.shadowedContentViewController"
    public static let splitItems: SegueRelationship = "splitItems"
    public static let tabItems: SegueRelationship = "tabItems"
    public static let contentViewController: SegueRelationship = "contentViewController"
    public static let supplementaryViewController: SegueRelationship = "supplementaryViewController"
    public static let primaryViewController: SegueRelationship = "primaryViewController"
    public static let secondaryViewController: SegueRelationship = "secondaryViewController"
    public static let compactViewController: SegueRelationship = "compactViewController"
    public static let inspectorViewController: SegueRelationship = "inspectorViewController"
    public static let nextPageController: SegueRelationship = "nextPageController"
    public static let pageControllers: SegueRelationship = "pageControllers"
    public static let nextPage: SegueRelationship = "nextPage"
    public static let dynamicNotificationInterface: SegueRelationship = "dynamicNotificationInterface"
    public static let dynamicInteractiveNotificationInterface: SegueRelationship = "dynamicInteractiveNotificationInterface"
    public static let knownValues: [SegueRelationship] = [.rootViewController, .viewControllers, .masterViewController, .detailViewController, .window_shadowedContentViewController, .splitItems, .tabItems, .contentViewController, .supplementaryViewController, .primaryViewController, .secondaryViewController, .compactViewController, .inspectorViewController, .nextPageController, .pageControllers, .nextPage, .dynamicNotificationInterface, .dynamicInteractiveNotificationInterface]
}

/// A simulated orientation (`orientation`).
public struct InterfaceOrientation: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let portrait: InterfaceOrientation = "portrait"
    public static let landscape: InterfaceOrientation = "landscape"
    public static let landscapeLeft: InterfaceOrientation = "landscapeLeft"
    public static let landscapeRight: InterfaceOrientation = "landscapeRight"
    public static let portraitUpsideDown: InterfaceOrientation = "portraitUpsideDown"
    public static let knownValues: [InterfaceOrientation] = [.portrait, .landscape, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
}
