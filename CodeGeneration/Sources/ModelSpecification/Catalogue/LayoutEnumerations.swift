extension Catalogue {
    static let layoutEnumerations = ModelFile("LayoutEnumerations", enumerations: [
    Enumeration("SemanticContentAttribute", doc: "How a view flips its content for right-to-left languages (`semanticContentAttribute`).", values: ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"], attributes: ["semanticContentAttribute"]),
    Enumeration("BaselineAdjustment", doc: "How a shrinking label adjusts its baseline (`baselineAdjustment`).", values: ["alignBaselines", "alignCenters", "none"], attributes: ["baselineAdjustment"]),
    Enumeration("LayoutGuideType", doc: "The edge a view controller layout guide stands for (`type`).", values: ["top", "bottom"]),
    Enumeration("UserGuideAffinity", doc: "The edge a hand-placed canvas guide measures from (`<userLayoutGuide affinity=\"minX\">`).", values: ["minX", "maxX", "minY", "maxY"], attributes: ["affinity"]),
    Enumeration("StatusBarStyle", doc: "A simulated status bar style (`statusBarStyle`).", values: ["default", "lightContent", "darkContent", "blackOpaque", "blackTranslucent"], attributes: ["statusBarStyle"]),
    Enumeration("BarStyle", doc: "The style of a bar (`barStyle`).", values: ["default", "black", "blackTranslucent", "blackOpaque"], attributes: ["barStyle"]),
    Enumeration("KeyboardDismissMode", doc: "How a scroll view dismisses the keyboard (`keyboardDismissMode`).", values: ["none", "onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"], attributes: ["keyboardDismissMode"]),
    Enumeration("ContentInsetAdjustmentBehavior", doc: "How a scroll view adjusts its content insets (`contentInsetAdjustmentBehavior`).", values: ["automatic", "scrollableAxes", "never", "always"], attributes: ["contentInsetAdjustmentBehavior"]),
    Enumeration("ScrollDirection", doc: "The scroll direction of a flow layout (`scrollDirection`).", values: ["vertical", "horizontal"], attributes: ["scrollDirection"]),
    Enumeration("ModalTransitionStyle", doc: "How a presented view controller appears (`modalTransitionStyle`).", values: ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"], attributes: ["modalTransitionStyle"]),
    Enumeration("ModalPresentationStyle", doc: "How a view controller is presented (`modalPresentationStyle`).", values: ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen", "overCurrentContext", "popover", "none", "blurOverFullScreen"], attributes: ["modalPresentationStyle"]),
    Enumeration("SegueRelationship", doc: "The role of a relationship segue's destination (`relationship`).", values: ["rootViewController", "viewControllers", "masterViewController", "detailViewController", "window_shadowedContentViewController=window.shadowedContentViewController", "splitItems", "tabItems", "contentViewController", "supplementaryViewController", "primaryViewController", "secondaryViewController", "compactViewController", "inspectorViewController", "nextPageController", "pageControllers", "nextPage", "dynamicNotificationInterface", "dynamicInteractiveNotificationInterface"]),
    Enumeration("InterfaceOrientation", doc: "A simulated orientation (`orientation`).", values: ["portrait", "landscape", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]),
    ])
}
