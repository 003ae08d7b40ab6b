// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// WatchKit.
    static let watchKitClasses = FrameworkClassList(.watchKit, [
        FrameworkClass("WKInterfaceObject", "NSObject"),
        // A force-touch menu's item (`<menuItem>` of a controller's `<menu key="menu">`).
        FrameworkClass("WKInterfaceMenuItem", "NSObject"),
        FrameworkClass("WKInterfaceButton", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceLabel", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceImage", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceGroup", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceTable", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceSlider", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceSwitch", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceTimer", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceDate", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceSeparator", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceMap", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceMovie", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceInlineMovie", "WKInterfaceObject"),
        FrameworkClass("WKInterfacePicker", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceSCNScene", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceSKScene", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceHMCamera", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceActivityRing", "WKInterfaceObject"),
        FrameworkClass("WKInterfacePaymentButton", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceVolumeControl", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceTextField", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceAuthorizationAppleIDButton", "WKInterfaceObject"),
        FrameworkClass("WKInterfaceController", "NSObject"),
        // The static notification scene's label that shows the alert text (Xcode's template connects it; Loop's
        // watch app connects it on its own subclass).
        FrameworkClass("WKUserNotificationInterfaceController", "WKInterfaceController", outlets: "notificationAlertLabel"),
        FrameworkClass("WKHostingController", "WKInterfaceController"),
        FrameworkClass("WKUserNotificationHostingController", "WKUserNotificationInterfaceController"),
        FrameworkClass("WKGestureRecognizer", "NSObject"),
        FrameworkClass("WKTapGestureRecognizer", "WKGestureRecognizer"),
        FrameworkClass("WKLongPressGestureRecognizer", "WKGestureRecognizer"),
        FrameworkClass("WKSwipeGestureRecognizer", "WKGestureRecognizer"),
        FrameworkClass("WKPanGestureRecognizer", "WKGestureRecognizer"),
    ])
}
