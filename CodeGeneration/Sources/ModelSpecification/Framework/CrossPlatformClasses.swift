// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// Classes that UIKit and AppKit documents both instantiate, with a different superclass on each.
    static let crossPlatformClasses = FrameworkClassList(.shared, [
        FrameworkClass(
            "MKMapView", uiKit: "UIView", appKit: "NSView",
            outlets: "delegate",
            properties: """
            mapType showsUserLocation zoomEnabled isZoomEnabled scrollEnabled isScrollEnabled rotateEnabled
            isRotateEnabled pitchEnabled isPitchEnabled showsCompass showsScale showsTraffic showsBuildings
            showsPointsOfInterest delegate userTrackingMode region camera
            """),
        FrameworkClass("MKAnnotationView", uiKit: "UIView", appKit: "NSView"),
        FrameworkClass(
            "WKWebView", uiKit: "UIView", appKit: "NSView",
            outlets: "navigationDelegate UIDelegate",
            actions: """
            goBack goForward reload stopLoading goBack: goForward: reload: reloadFromOrigin: stopLoading:
            """,
            properties: """
            navigationDelegate UIDelegate scrollView allowsBackForwardNavigationGestures customUserAgent
            allowsLinkPreview
            """),
        FrameworkClass("SCNView", uiKit: "UIView", appKit: "NSView", outlets: "delegate scene"),
        FrameworkClass("SKView", uiKit: "UIView", appKit: "NSView", outlets: "delegate"),
        FrameworkClass("MTKView", uiKit: "UIView", appKit: "NSView", outlets: "delegate"),
        FrameworkClass(
            "PDFView", uiKit: "UIView", appKit: "NSView",
            outlets: "delegate document",
            actions: """
            goToNextPage: goToPreviousPage: goToFirstPage: goToLastPage: zoomIn: zoomOut: goBack: goForward:
            takePasswordFrom:
            """),
        FrameworkClass("FPUIActionExtensionViewController", uiKit: "UIViewController", appKit: "NSViewController"),
        FrameworkClass("CNContactViewController", uiKit: "UIViewController", appKit: "NSViewController"),
        FrameworkClass("PHPickerViewController", uiKit: "UIViewController", appKit: "NSViewController"),
        FrameworkClass("GKGameCenterViewController", uiKit: "UINavigationController", appKit: "NSViewController"),
        FrameworkClass("GKMatchmakerViewController", uiKit: "UINavigationController", appKit: "NSViewController"),
        FrameworkClass("GKTurnBasedMatchmakerViewController", uiKit: "UINavigationController", appKit: "NSViewController"),
        FrameworkClass("RPPreviewViewController", uiKit: "UIViewController", appKit: "NSViewController"),
        FrameworkClass("ARView", uiKit: "UIView", appKit: "NSView"),
        FrameworkClass("ASCredentialProviderViewController", uiKit: "UIViewController", appKit: "NSViewController"),
        FrameworkClass("ASAccountAuthenticationModificationViewController", uiKit: "UIViewController", appKit: "NSViewController"),
        FrameworkClass("PHLivePhotoView", uiKit: "UIView", appKit: "NSView"),
        FrameworkClass("AVRoutePickerView", uiKit: "UIView", appKit: "NSView"),
        FrameworkClass("ASAuthorizationAppleIDButton", uiKit: "UIControl", appKit: "NSControl"),
        FrameworkClass("PDFThumbnailView", uiKit: "UIView", appKit: "NSView"),
        FrameworkClass("MKCompassButton", uiKit: "UIView", appKit: "NSView"),
    ])
}
